import Foundation

/// Writes evemu 1.3 recordings as `evemu-record` does (input behaviour 1.5): a `# EVEMU 1.3` header,
/// a commented summary of the device, the `N:`/`I:`/`P:`/`B:`/`A:` description, then `E:` lines with
/// `%04d` values (`-001`, `0005`) and comments naming each event and the time since the previous frame.
enum EvemuWriter {
    static func text(_ recording: Recording, part: RecordingPart) -> String {
        var out = ""
        if part != .events { out += description(recording.device) }
        if part == .events { out += "# EVEMU 1.3\n" }
        if part != .description {
            if part == .all {
                out +=
                    "################################\n#      Waiting for events      #\n################################\n"
            }
            out += events(recording.events)
        }
        return out
    }

    /// The description part: header, comments and description lines.
    static func description(_ device: InputDeviceDescription) -> String {
        var out = "# EVEMU 1.3\n"
        // A line break in the name would end the line early: the rest would be read as a line of its own
        // (an injected `E:` line, say). The comment and the `N:` line both get it as a space.
        let name = device.name.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 }
        out += "# Input device name: \"\(String(name))\"\n"
        out += String(
            format: "# Input device ID: bus 0x%x vendor 0x%x product 0x%x version 0x%x\n",
            device.bustype, device.vendor, device.product, device.version)
        out += "# Supported events:\n#   Event type 0 (EV_SYN)\n"
        for type in device.codes.keys.sorted() where type != EvdevCode.EV_SYN {
            out += "#   Event type \(type) (\(EvdevCode.typeName(type)))\n"
            for code in device.codes[type, default: []].sorted() {
                out += "#     Event code \(code) (\(EvdevCode.codeName(type: type, code: code)))\n"
                if type == EvdevCode.EV_ABS, let axis = device.axes[code] {
                    out +=
                        "#       Min \(axis.minimum), Max \(axis.maximum), Fuzz \(axis.fuzz), Flat \(axis.flat), "
                        + "Resolution \(axis.resolution)\n"
                }
            }
        }
        out += "# Properties:\n"
        for property in device.properties.sorted() {
            out += "#   Property type \(property) (\(propertyName(property)))\n"
        }
        out += "N: \(String(name))\n"
        out += String(format: "I: %04x %04x %04x %04x\n", device.bustype, device.vendor, device.product, device.version)
        out += maskLines(prefix: "P:", bits: device.properties)
        var types = Set(device.codes.keys)
        types.insert(EvdevCode.EV_SYN)
        if !device.axes.isEmpty { types.insert(EvdevCode.EV_ABS) }
        for type in types.sorted() {
            let bits =
                type == EvdevCode.EV_SYN
                ? types
                : device.codes[type, default: []]
                    .union(type == EvdevCode.EV_ABS ? Set(device.axes.keys) : [])
            out += maskLines(prefix: String(format: "B: %02x", type), bits: bits)
        }
        for (code, axis) in device.axes.sorted(by: { $0.key < $1.key }) {
            out += String(
                format: "A: %02x %d %d %d %d %d\n", code, axis.minimum, axis.maximum, axis.fuzz, axis.flat,
                axis.resolution)
        }
        return out
    }

    /// The `E:` lines, each commented with its names; frames end with the time since the previous frame.
    static func events(_ events: [EvdevEvent]) -> String {
        var out = ""
        var previousFrame: EvdevEvent?
        for event in events {
            out +=
                "E: " + RecordingText.format(seconds: event.seconds, microseconds: event.microseconds)
                + String(format: " %04x %04x %04d\t", event.type, event.code, event.value)
            if event.type == EvdevCode.EV_SYN {
                out +=
                    "# ------------ \(EvdevCode.codeName(type: event.type, code: event.code)) (\(event.code)) ----------"
                if event.isSynReport {
                    out += " +\(previousFrame.map { millisecondsBetween($0, event) } ?? 0)ms"
                    previousFrame = event
                }
                out += "\n"
            } else {
                let name = EvdevCode.codeName(type: event.type, code: event.code)
                out +=
                    "# \(EvdevCode.typeName(event.type)) / \(name.padding(toLength: max(name.count, 20), withPad: " ", startingAt: 0)) \(event.value)\n"
            }
        }
        return out
    }

    /// `B:`/`P:` lines for a set of bits: 8 bytes per line, at least one line.
    static func maskLines(prefix: String, bits: Set<UInt16>) -> String {
        let highest = Int(bits.max() ?? 0)
        let lineCount = highest / 64 + 1
        var bytes = [UInt8](repeating: 0, count: lineCount * 8)
        for bit in bits { bytes[Int(bit) / 8] |= 1 << (bit % 8) }
        var out = ""
        for line in 0..<lineCount {
            out += prefix
            for byte in bytes[(line * 8)..<(line * 8 + 8)] { out += String(format: " %02x", byte) }
            out += "\n"
        }
        return out
    }

    /// Whole milliseconds from one event to another (0 when the times are out of range).
    static func millisecondsBetween(_ a: EvdevEvent, _ b: EvdevEvent) -> Int {
        let milliseconds =
            (Double(b.seconds) - Double(a.seconds)) * 1000 + (Double(b.microseconds) - Double(a.microseconds)) / 1000
        guard milliseconds.isFinite, abs(milliseconds) < 1e15 else { return 0 }
        return Int(milliseconds.rounded(.towardZero))
    }

    /// The kernel name of an input property (`INPUT_PROP_DIRECT`).
    static func propertyName(_ property: UInt16) -> String {
        let names = [
            "INPUT_PROP_POINTER", "INPUT_PROP_DIRECT", "INPUT_PROP_BUTTONPAD", "INPUT_PROP_SEMI_MT",
            "INPUT_PROP_TOPBUTTONPAD", "INPUT_PROP_POINTING_STICK", "INPUT_PROP_ACCELEROMETER",
        ]
        return Int(property) < names.count ? names[Int(property)] : "?"
    }
}
