import Foundation
import ResponderKit
import ResponderKitInput
import Testing

// Recordings the tests make themselves (input behaviour 1.5, 2): one touchscreen and one multi-touch
// protocol B stream with the pitfalls of real devices, rendered in the style of each tool that writes
// them. The expected events come from the frame table, never from a reader or writer.

/// The test touchscreen and its stream.
enum RecordingFixture {
    typealias Item = (type: UInt16, code: UInt16, value: Int32)

    static let ABS = EvdevCode.EV_ABS, KEY = EvdevCode.EV_KEY, MSC = EvdevCode.EV_MSC
    static let SLOT = EvdevCode.ABS_MT_SLOT, TRACKING = EvdevCode.ABS_MT_TRACKING_ID
    static let MTX = EvdevCode.ABS_MT_POSITION_X, MTY = EvdevCode.ABS_MT_POSITION_Y
    static let MAJOR = EvdevCode.ABS_MT_TOUCH_MAJOR, PRESSURE = EvdevCode.ABS_MT_PRESSURE

    /// The device: its name contains `#`, which is not a comment on evemu `N:` lines (1.5).
    static var device: InputDeviceDescription {
        var device = InputDeviceDescription(name: "ELAN Touchscreen #2")
        (device.bustype, device.vendor, device.product, device.version) = (0x18, 0x4f3, 0x2a1f, 0x100)
        device.properties = [EvdevCode.INPUT_PROP_DIRECT]
        device.codes = [
            KEY: [EvdevCode.BTN_TOUCH], ABS: [0, 1, SLOT, MAJOR, MTX, MTY, TRACKING, PRESSURE],
            MSC: [EvdevCode.MSC_TIMESTAMP],
        ]
        device.axes = [
            0: AbsoluteAxisInfo(minimum: 0, maximum: 3456, resolution: 13),
            1: AbsoluteAxisInfo(minimum: 0, maximum: 1944, resolution: 13),
            SLOT: AbsoluteAxisInfo(minimum: 0, maximum: 9),
            MAJOR: AbsoluteAxisInfo(minimum: 0, maximum: 255),
            MTX: AbsoluteAxisInfo(minimum: 0, maximum: 3456, fuzz: 4, flat: 0, resolution: 13),
            MTY: AbsoluteAxisInfo(minimum: 0, maximum: 1944, fuzz: 4, flat: 0, resolution: 13),
            TRACKING: AbsoluteAxisInfo(minimum: 0, maximum: 65535),
            PRESSURE: AbsoluteAxisInfo(minimum: 0, maximum: 255),
        ]
        return device
    }

    /// The device as a pre-1.2 evemu file gives it (no resolution on `A:` lines).
    static var deviceWithoutResolution: InputDeviceDescription {
        var d = device
        for code in d.axes.keys { d.axes[code]?.resolution = 0 }
        return d
    }

    /// Frames: microseconds since the previous frame (irregular, 2.4), then the events before SYN_REPORT.
    static let frames: [(delay: Int, items: [Item])] = [
        // No ABS_MT_SLOT: the stream starts in slot 0 implicitly (2.2).
        (
            0,
            [
                (ABS, TRACKING, 100), (ABS, MTX, 1200), (ABS, MTY, 800), (ABS, MAJOR, 12), (ABS, PRESSURE, 5),
                (KEY, EvdevCode.BTN_TOUCH, 1), (ABS, 0, 1200), (ABS, 1, 800), (MSC, EvdevCode.MSC_TIMESTAMP, 0),
            ]
        ),
        // Continues in the slot left active by the previous frame (2.2).
        (7_312, [(ABS, MTX, 1210), (ABS, 0, 1210), (MSC, EvdevCode.MSC_TIMESTAMP, 7300)]),
        (
            12_104,
            [
                (ABS, SLOT, 1), (ABS, TRACKING, 101), (ABS, MTX, 2400), (ABS, MTY, 790), (ABS, PRESSURE, 38),
                (ABS, SLOT, 0), (ABS, MTY, 812), (ABS, 1, 812), (MSC, EvdevCode.MSC_TIMESTAMP, 19400),
            ]
        ),
        // The first-landed finger lifts first (2.6): -1 prints as -001 in %04d style (2.7).
        (4_977, [(ABS, TRACKING, -1), (ABS, 0, 2400), (ABS, 1, 790), (MSC, EvdevCode.MSC_TIMESTAMP, 24400)]),
        (16_650, [(ABS, SLOT, 1), (ABS, MTX, 2390), (ABS, 0, 2390), (MSC, EvdevCode.MSC_TIMESTAMP, 41000)]),
        // A new contact in slot 0 inherits X 1210 (not re-sent, 2.1).
        (
            9_893,
            [
                (ABS, SLOT, 0), (ABS, TRACKING, 102), (ABS, MTY, 700), (ABS, PRESSURE, 41),
                (MSC, EvdevCode.MSC_TIMESTAMP, 50900),
            ]
        ),
        (
            8_001,
            [
                (ABS, SLOT, 1), (ABS, TRACKING, -1), (ABS, SLOT, 0), (ABS, TRACKING, -1), (KEY, EvdevCode.BTN_TOUCH, 0),
                (MSC, EvdevCode.MSC_TIMESTAMP, 58900),
            ]
        ),
    ]

    /// `evemu-record` starts at 0.000001 (2.5).
    static let rebasedStart = (seconds: 0, microseconds: 1)
    /// Old recordings carry absolute epoch times (2.5).
    static let epochStart = (seconds: 1_286_961_434, microseconds: 869_736)

    /// The events of ``frames`` starting at a time, each frame ended by SYN_REPORT.
    static func events(start: (seconds: Int, microseconds: Int) = rebasedStart) -> [EvdevEvent] {
        var result: [EvdevEvent] = []
        var micro = start.microseconds
        var seconds = start.seconds
        for frame in frames {
            micro += frame.delay
            seconds += micro / 1_000_000
            micro %= 1_000_000
            for item in frame.items + [(EvdevCode.EV_SYN, EvdevCode.SYN_REPORT, 0)] {
                result.append(
                    EvdevEvent(
                        seconds: seconds, microseconds: micro, type: item.type, code: item.code, value: item.value))
            }
        }
        return result
    }

    // MARK: Rendering in each tool's style

    /// evemu description lines; `version` nil means a headerless 1.0 file.
    static func evemuDescription(version: String?, comments: Bool) -> String {
        let resolution = version.map { $0 >= "1.2" } ?? false
        var lines: [String] = []
        if let version { lines.append("# EVEMU \(version)") }
        if comments {
            lines += [
                "# Kernel: 6.1.0-18-amd64", "# DMI: dmi:bvnLENOVO:bvrN2HET71W(1.54):svnLENOVO:pn20QD:",
                "# Input device name: \"ELAN Touchscreen #2\"", "# Supported events:", "#   Event type 3 (EV_ABS)",
            ]
        }
        lines.append("N: ELAN Touchscreen #2")
        lines.append("I: 0018 04f3 2a1f 0100" + (comments ? "   # bus, vendor, product, version" : ""))
        lines.append("P: 02 00 00 00 00 00 00 00")
        lines.append("B: 00 1b 00 00 00 00 00 00 00")
        for line in 0..<12 {
            lines.append(line == 5 ? "B: 01 00 04 00 00 00 00 00 00" : "B: 01 00 00 00 00 00 00 00 00")
        }
        lines.append("B: 02 00 00 00 00 00 00 00 00")
        lines.append("B: 03 03 00 00 00 00 80 61 06" + (comments ? "\t# ABS_X ABS_Y MT_SLOT ..." : ""))
        lines.append("B: 04 20 00 00 00 00 00 00 00")
        lines.append("B: 05 00 00 00 00 00 00 00 00")
        if comments { lines.append("# absolute axes: code min max fuzz flat" + (resolution ? " resolution" : "")) }
        for (code, axis) in device.axes.sorted(by: { $0.key < $1.key }) {
            var line = String(format: "A: %02x %d %d %d %d", code, axis.minimum, axis.maximum, axis.fuzz, axis.flat)
            if resolution { line += " \(axis.resolution)" }
            lines.append(line)
        }
        if version.map({ $0 >= "1.3" }) ?? false { lines.append("L: 00 0") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// evemu `E:` lines: `%04d` values (`-001`, `0005`) or plain ones, with or without evemu-record's comments.
    static func evemuEvents(_ events: [EvdevEvent], padded: Bool, comments: Bool) -> String {
        var out =
            comments
            ? "################################\n#      Waiting for events      #\n################################\n"
            : ""
        for event in events {
            out +=
                "E: \(event.seconds)." + String(format: "%06ld", event.microseconds)
                + String(format: padded ? " %04x %04x %04d" : " %04x %04x %d", event.type, event.code, event.value)
            if comments {
                out +=
                    event.isSynReport
                    ? "\t# ------------ SYN_REPORT (0) ---------- +7ms"
                    : "\t# \(EvdevCode.typeName(event.type)) / \(EvdevCode.codeName(type: event.type, code: event.code)) \(event.value)"
            }
            out += "\n"
            if comments && event.isSynReport { out += "# a comment between frames\n" }
        }
        return out
    }

    /// The evtest header for ``device``.
    static let evtestHeader = """
        Input driver version is 1.0.1
        Input device ID: bus 0x18 vendor 0x4f3 product 0x2a1f version 0x100
        Input device name: "ELAN Touchscreen #2"
        Supported events:
          Event type 0 (EV_SYN)
          Event type 1 (EV_KEY)
            Event code 330 (BTN_TOUCH)
          Event type 3 (EV_ABS)
            Event code 0 (ABS_X)
              Value      0
              Min        0
              Max     3456
              Resolution      13
            Event code 1 (ABS_Y)
              Value      0
              Min        0
              Max     1944
              Resolution      13
            Event code 47 (ABS_MT_SLOT)
              Value      0
              Min        0
              Max        9
            Event code 48 (ABS_MT_TOUCH_MAJOR)
              Value      0
              Min        0
              Max      255
            Event code 53 (ABS_MT_POSITION_X)
              Value      0
              Min        0
              Max     3456
              Fuzz       4
              Resolution      13
            Event code 54 (ABS_MT_POSITION_Y)
              Value      0
              Min        0
              Max     1944
              Fuzz       4
              Resolution      13
            Event code 57 (ABS_MT_TRACKING_ID)
              Value      0
              Min        0
              Max    65535
            Event code 58 (ABS_MT_PRESSURE)
              Value      0
              Min        0
              Max      255
          Event type 4 (EV_MSC)
            Event code 5 (MSC_TIMESTAMP)
        Properties:
          Property type 1 (INPUT_PROP_DIRECT)
        Key repeat handling:
          Repeat type 20 (EV_REP)
            Repeat code 0 (REP_DELAY)
              Value    250
        Testing ... (interrupt to exit)

        """

    /// evtest event lines.
    static func evtestEvents(_ events: [EvdevEvent]) -> String {
        var out = ""
        for e in events {
            out += "Event: time \(e.seconds)." + String(format: "%06ld", e.microseconds) + ", "
            if e.isSynReport {
                out += "-------------- SYN_REPORT ------------\n"
            } else {
                out +=
                    "type \(e.type) (\(EvdevCode.typeName(e.type))), code \(e.code) (\(EvdevCode.codeName(type: e.type, code: e.code))), value \(e.value)\n"
            }
        }
        return out
    }

    /// A libinput record of ``device`` with unknown keys, udev, quirks, hid entries and comments.
    static func libinputRecord(_ events: [EvdevEvent]) -> String {
        var out = """
            # libinput record
            version: 1
            ndevices: 1
            libinput:
              version: "1.25.0"
              git: "unknown"
            system:
              os: "debian:12"
              kernel: "6.1.0-18-amd64"
              dmi: "dmi:bvnLENOVO:bvrN2HET71W(1.54):bd03/13/2024:svnLENOVO:"
            future-key: {nested: [1, 2, {deeper: 'it''s ignored'}]}
            devices:
            - node: /dev/input/event7
              evdev:
                # Name: ELAN Touchscreen #2
                # ID: bus 0x18 vendor 0x4f3 product 0x2a1f version 0x100
                # Supported Events:
                # Event type 3 (EV_ABS)
                name: "ELAN Touchscreen #2"
                id: [24, 1267, 10783, 256]
                codes:
                  0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] # EV_SYN
                  1: [330] # EV_KEY
                  3: [0, 1, 47, 48, 53, 54, 57, 58] # EV_ABS
                  4: [5] # EV_MSC
                absinfo:
                  0: [0, 3456, 0, 0, 13]
                  1: [0, 1944, 0, 0, 13]
                  47: [0, 9, 0, 0, 0]
                  48: [0, 255, 0, 0, 0]
                  53: [0, 3456, 4, 0, 13]
                  54: [0, 1944, 4, 0, 13]
                  57: [0, 65535, 0, 0, 0]
                  58: [0, 255, 0, 0, 0]
                properties: [1]
              hid: [5, 13, 9, 4, 161, 1, 133, 1, 9, 34]
              udev:
                properties:
                - ID_INPUT=1
                - ID_INPUT_TOUCHSCREEN=1
                - LIBINPUT_DEVICE_GROUP=18/4f3/2a1f:i2c-ELAN2A1F:00
                virtual: false
              quirks:
              - ModelTouchscreen=1
              events:
              # Current time is 12:43:13
              - hid:
                  time: [0, 0]
                  hidraw3: [1, 2, 3, 4]

            """
        var frameStart = true
        for e in events {
            if frameStart { out += "  - evdev:\n" }
            frameStart = e.isSynReport
            out += String(
                format: "    - [%3ld, %6ld, %3d, %3d, %6d]", e.seconds, e.microseconds, e.type, e.code, e.value)
            out +=
                e.isSynReport
                ? " # ------------ SYN_REPORT (0) ---------- +8ms\n"
                : " # \(EvdevCode.codeName(type: e.type, code: e.code))\n"
            if e.isSynReport { out += "  - {hid: {time: [0, 1], hidraw3: [9, 8]}}\n" }
        }
        return out
    }
}

@Suite("Recording fixtures: the stream the format tests share (input behaviour 1.3, 2)")
struct RecordingFixtureTests {
    @Test("1.3: every frame of the fixture ends with SYN_REPORT; timestamps increase irregularly (2.4)")
    func framesAreWellFormed() {
        let events = RecordingFixture.events()
        #expect(events.filter(\.isSynReport).count == RecordingFixture.frames.count)
        #expect(events.last?.isSynReport == true)
        let frameTimes = events.filter(\.isSynReport).map { $0.seconds * 1_000_000 + $0.microseconds }
        let gaps = zip(frameTimes.dropFirst(), frameTimes).map { $0 - $1 }
        #expect(Set(gaps).count == gaps.count)  // no fixed rate
        #expect(frameTimes.first == 1)  // evemu-record's 0.000001
    }

    @Test("2.5: epoch and rebased renderings of the fixture differ only by a constant offset")
    func epochOffset() {
        let epoch = RecordingFixture.events(start: RecordingFixture.epochStart)
        let recording = Recording(device: RecordingFixture.device, events: epoch)
        #expect(recording.rebased(firstEventAtSeconds: 0, microseconds: 1).events == RecordingFixture.events())
    }
}
