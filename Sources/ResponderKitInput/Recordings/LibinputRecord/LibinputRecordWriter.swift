import Foundation

/// Writes recordings as `libinput record` does (input behaviour 1.5): one device with its evdev
/// description and one `- evdev:` frame per `SYN_REPORT`, each event commented with its names. The
/// device name is a double-quoted YAML string (escaped, unlike libinput's own writer).
enum LibinputRecordWriter {
    static func text(_ recording: Recording, eventsIncluded: Bool) -> String {
        let device = recording.device
        var out =
            "# libinput record (written by ResponderKit)\nversion: 1\nndevices: 1\nlibinput:\n  version: \"unknown\"\n"
        out += "system:\n  os: \"\"\n  kernel: \"\"\n  dmi: \"\"\ndevices:\n- node: /dev/input/event0\n  evdev:\n"
        out += "    # Name: \(device.name.filter { $0 != "\n" && $0 != "\r" && $0 != "\r\n" })\n"
        out += String(
            format: "    # ID: bus 0x%x vendor 0x%x product 0x%x version 0x%x\n",
            device.bustype, device.vendor, device.product, device.version)
        out += "    name: \(quoted(device.name))\n"
        out += "    id: [\(device.bustype), \(device.vendor), \(device.product), \(device.version)]\n"
        out += "    codes:\n      0: [" + (0...15).map(String.init).joined(separator: ", ") + "] # EV_SYN\n"
        var codes = device.codes
        for code in device.axes.keys { codes[EvdevCode.EV_ABS, default: []].insert(code) }
        for (type, list) in codes.sorted(by: { $0.key < $1.key }) where type != EvdevCode.EV_SYN {
            out +=
                "      \(type): [" + list.sorted().map(String.init).joined(separator: ", ")
                + "] # \(EvdevCode.typeName(type))\n"
        }
        out += device.axes.isEmpty ? "    absinfo: {}\n" : "    absinfo:\n"
        for (code, axis) in device.axes.sorted(by: { $0.key < $1.key }) {
            out += "      \(code): [\(axis.minimum), \(axis.maximum), \(axis.fuzz), \(axis.flat), \(axis.resolution)]\n"
        }
        out += "    properties: [" + device.properties.sorted().map(String.init).joined(separator: ", ") + "]\n"
        out += "  udev:\n    properties:\n    - ID_INPUT=1\n  quirks: []\n"
        guard eventsIncluded else { return out }
        if recording.events.isEmpty { return out + "  events: []\n" }
        out += "  events:\n"
        var frameStart = true
        var previousFrame: EvdevEvent?
        for event in recording.events {
            if frameStart { out += "  - evdev:\n" }
            frameStart = event.isSynReport
            out += String(
                format: "    - [%3ld, %6ld, %3d, %3d, %6d] # ", event.seconds, event.microseconds, event.type,
                event.code, event.value)
            if event.isSynReport {
                let delta = previousFrame.map { EvemuWriter.millisecondsBetween($0, event) } ?? 0
                out += "------------ SYN_REPORT (0) ---------- +\(delta)ms\n"
                previousFrame = event
            } else {
                out +=
                    "\(EvdevCode.typeName(event.type)) / \(EvdevCode.codeName(type: event.type, code: event.code)) \(event.value)\n"
            }
        }
        return out
    }

    /// A double-quoted YAML scalar. The reader works on characters (grapheme clusters), so a scalar that
    /// would join the quote or escape next to it into one character (a combining mark after `"` or after
    /// `\n`, a prepended mark before the closing `"`) is written as a `\u`/`\U` escape.
    static func quoted(_ text: String) -> String {
        var out = ""
        QuotedText.append(text, to: &out) { scalar in
            if QuotedText.isControl(scalar) { return String(format: "\\x%02x", scalar.value) }
            if scalar.isASCII || !joinsNeighbours(scalar) { return nil }
            return scalar.value <= 0xFFFF
                ? String(format: "\\u%04x", scalar.value) : String(format: "\\U%08x", scalar.value)
        }
        return out
    }

    /// Whether a scalar forms one character with an ASCII letter before or after it.
    private static func joinsNeighbours(_ scalar: Unicode.Scalar) -> Bool {
        var before = "a", after = ""
        before.unicodeScalars.append(scalar)
        after.unicodeScalars.append(scalar)
        after += "a"
        return before.count != 2 || after.count != 2
    }
}
