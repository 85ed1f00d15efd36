import Foundation
import ResponderKitInput
import ResponderKitTestSupport
import Testing

// input behaviour 1.5 (evemu) and 2.5, 2.7: versions 1.0 to 1.3, comments, %04d and plain values,
// descriptions and events split, absolute epoch or rebased timestamps.

@Suite("Recordings: evemu 1.0 to 1.3 (input behaviour 1.5, 2.5, 2.7)")
struct RecordingEvemuTests {
    typealias F = RecordingFixture

    @Test("1.5: an evemu-record 1.3 file (comments everywhere, %04d values, L: lines) decodes exactly")
    func version13() throws {
        let text =
            F.evemuDescription(version: "1.3", comments: true)
            + F.evemuEvents(F.events(), padded: true, comments: true)
        #expect(text.contains("-001") && text.contains("0005"))
        let recording = try Recording.read(text, file: "touch.evemu")
        #expect(recording.format == .evemu)
        #expect(recording.device == F.device)
        #expect(recording.events == F.events())
        #expect(recording.errors.isEmpty)
    }

    @Test("1.5: the decoded description has the name with its '#', ids, properties, codes and axes with resolution")
    func descriptionDetails() throws {
        let text = F.evemuDescription(version: "1.2", comments: true)
        let device = try Recording.read(text + F.evemuEvents(F.events(), padded: false, comments: false)).device
        #expect(device.name == "ELAN Touchscreen #2")
        #expect(device.bustype == 0x18 && device.vendor == 0x4f3 && device.product == 0x2a1f && device.version == 0x100)
        #expect(device.properties == [EvdevCode.INPUT_PROP_DIRECT])
        #expect(device.codes[EvdevCode.EV_KEY] == [EvdevCode.BTN_TOUCH])
        #expect(device.codes[EvdevCode.EV_MSC] == [EvdevCode.MSC_TIMESTAMP])
        #expect(device.codes[EvdevCode.EV_ABS] == [0, 1, 47, 48, 53, 54, 57, 58])
        #expect(device.codes[EvdevCode.EV_SYN] == nil)  // EV_SYN is implied, never listed
        #expect(
            device.axes[EvdevCode.ABS_MT_POSITION_X]
                == AbsoluteAxisInfo(minimum: 0, maximum: 3456, fuzz: 4, flat: 0, resolution: 13))
        #expect(device.axes[EvdevCode.ABS_MT_SLOT]?.maximum == 9)
        #expect(device.slotCount == 10 && device.usesSlots && device.kind == .direct)
    }

    @Test("1.5: a headerless 1.0 file with 4-value A: lines, plain values and absolute epoch times (2.5)")
    func version10() throws {
        let events = F.events(start: F.epochStart)
        let text =
            F.evemuDescription(version: nil, comments: false) + F.evemuEvents(events, padded: false, comments: false)
        let recording = try Recording.read(text, file: "old.events")
        #expect(recording.device == F.deviceWithoutResolution)
        #expect(recording.events == events)
        #expect(recording.events.first?.seconds == 1_286_961_434)
        #expect(recording.rebased(firstEventAtSeconds: 0, microseconds: 1).events == F.events())
    }

    @Test("1.5: version 1.1 allows comments anywhere; A: lines have 4 values")
    func version11() throws {
        let text =
            F.evemuDescription(version: "1.1", comments: true) + F.evemuEvents(F.events(), padded: true, comments: true)
        let recording = try Recording.read(text)
        #expect(recording.device == F.deviceWithoutResolution)
        #expect(recording.events == F.events())
    }

    @Test("1.5: from 1.2 an A: line without resolution is an error naming the field")
    func version12NeedsResolution() {
        let text = "# EVEMU 1.2\nN: pad\nI: 0003 0001 0002 0003\nA: 35 0 100 0 0\n"
        #expect {
            try Recording.read(text, file: "pad.evemu")
        } throws: { error in
            let e = error as? RecordingError
            return e?.line == 4 && e?.field == "resolution" && e?.file == "pad.evemu"
        }
    }

    @Test("2.7: %04d values (-001, 0005) and plain values (-1, 5) decode identically")
    func paddedAndPlainValues() throws {
        let description = F.evemuDescription(version: "1.3", comments: false)
        let padded = try Recording.read(description + F.evemuEvents(F.events(), padded: true, comments: false))
        let plain = try Recording.read(description + F.evemuEvents(F.events(), padded: false, comments: false))
        #expect(padded.events == plain.events)
        let lift = padded.events.first { $0.code == EvdevCode.ABS_MT_TRACKING_ID && $0.value < 0 }
        #expect(lift?.value == -1)
    }

    @Test("1.5: description and events in two files; the description file takes precedence")
    func splitFiles() throws {
        let directory = TemporaryFiles.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let descriptionPath = directory + "/touch.desc", eventsPath = directory + "/touch.events"
        try F.evemuDescription(version: "1.3", comments: true).write(
            toFile: descriptionPath, atomically: true, encoding: .utf8)
        try ("# EVEMU 1.3\n" + F.evemuEvents(F.events(start: F.epochStart), padded: true, comments: true))
            .write(toFile: eventsPath, atomically: true, encoding: .utf8)
        let recording = try Recording.load(path: eventsPath, description: descriptionPath)
        #expect(recording.device == F.device)
        #expect(recording.events == F.events(start: F.epochStart))
        // A description inside the events file gives way to the separate one.
        let combinedPath = directory + "/other.evemu"
        try
            ("N: Another device\nI: 0003 0001 0001 0001\nA: 00 0 100 0 0 0\nA: 01 0 100 0 0 0\nA: 35 0 100 0 0 0\nA: 36 0 100 0 0 0\n"
            + F.evemuEvents(F.events(), padded: false, comments: false))
            .write(toFile: combinedPath, atomically: true, encoding: .utf8)
        #expect(try Recording.load(path: combinedPath).device.name == "Another device")
        #expect(try Recording.load(path: combinedPath, description: descriptionPath).device == F.device)
        // Without the description, the events alone are not a recording.
        #expect {
            try Recording.load(path: eventsPath)
        } throws: { error in
            let e = error as? RecordingError
            return e?.file == eventsPath && e?.line == nil && e?.expected.contains("description") == true
        }
    }

    @Test("1.5: the evemu writer produces evemu-record's style, and reading it back gives the same recording")
    func writerRoundTrip() throws {
        let original = Recording(device: F.device, events: F.events(start: F.epochStart))
        let text = original.formatted(as: .evemu)
        #expect(text.hasPrefix("# EVEMU 1.3\n"))
        #expect(text.contains("N: ELAN Touchscreen #2\n"))
        #expect(text.contains("I: 0018 04f3 2a1f 0100\n"))
        #expect(text.contains("P: 02 00 00 00 00 00 00 00\n"))
        #expect(text.contains("A: 35 0 3456 4 0 13\n"))
        #expect(text.contains(" 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID"))
        #expect(text.contains(" 0003 003a 0005\t"))
        #expect(text.contains("# ------------ SYN_REPORT (0) ---------- +7ms"))
        let read = try Recording.read(text)
        #expect(read.device == original.device)
        #expect(read.events == original.events)
    }

    @Test("1.5: the writer's description and events parts make a split recording")
    func writerSplit() throws {
        let original = Recording(device: F.device, events: F.events())
        let directory = TemporaryFiles.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try original.write(to: directory + "/d.evemu", format: .evemu, part: .description)
        try original.write(to: directory + "/e.evemu", format: .evemu, part: .events)
        let description = try String(contentsOfFile: directory + "/d.evemu", encoding: .utf8)
        #expect(!description.contains("E: "))
        let read = try Recording.load(path: directory + "/e.evemu", description: directory + "/d.evemu")
        #expect(read.device == original.device && read.events == original.events)
    }

    @Test("1.5: codes without axes, empty types, several P: and B: lines and CRLF line ends")
    func unusualDescriptions() throws {
        var device = InputDeviceDescription(name: "Keys and switches")
        device.codes = [
            EvdevCode.EV_KEY: [1, 30, 0x2ff], EvdevCode.EV_SW: [], EvdevCode.EV_ABS: [EvdevCode.ABS_PRESSURE],
        ]
        device.properties = [0, 9, 70]
        let text = Recording(device: device, events: []).formatted(as: .evemu).replacingOccurrences(
            of: "\n", with: "\r\n")
        #expect(text.contains("P: 01 02 00 00 00 00 00 00\r\nP: 40 00 00 00 00 00 00 00\r\n"))
        let read = try Recording.read(text)
        #expect(read.device == device)
        #expect(read.events.isEmpty)
    }
}
