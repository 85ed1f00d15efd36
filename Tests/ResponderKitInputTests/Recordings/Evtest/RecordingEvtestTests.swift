import Foundation
import ResponderKitInput
import ResponderKitTestSupport
import Testing

// input behaviour 1.5 (evtest text): event lines, SYN markers, the optional header; without a header a
// separate description is required.

@Suite("Recordings: evtest text (input behaviour 1.5)")
struct RecordingEvtestTests {
    typealias F = RecordingFixture

    @Test("1.5: evtest output with its header decodes the description and every event")
    func withHeader() throws {
        let text = F.evtestHeader + F.evtestEvents(F.events(start: F.epochStart))
        let recording = try Recording.read(text, file: "capture.txt")
        #expect(recording.format == .evtest)
        #expect(recording.device == F.device)
        #expect(recording.events == F.events(start: F.epochStart))
    }

    @Test("1.5: the header's Value lines become the axes' current values; key repeat settings are skipped")
    func headerValues() throws {
        let text = F.evtestHeader.replacingOccurrences(
            of: "Value      0\n      Min        0\n      Max        9",
            with: "Value      3\n      Min        0\n      Max        9")
        #expect(text != F.evtestHeader)
        let device = try Recording.read(text + F.evtestEvents(F.events())).device
        #expect(device.axes[EvdevCode.ABS_MT_SLOT]?.value == 3)
        #expect(device.axes[EvdevCode.ABS_MT_SLOT]?.maximum == 9)
        #expect(device.codes[20] == nil)  // EV_REP came from "Key repeat handling", not from the events list
    }

    @Test("1.5: evtest lines without a header need a separate evemu description")
    func withoutHeader() throws {
        let directory = TemporaryFiles.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try F.evtestEvents(F.events()).write(toFile: directory + "/events.txt", atomically: true, encoding: .utf8)
        try F.evemuDescription(version: "1.3", comments: true).write(
            toFile: directory + "/device.evemu", atomically: true, encoding: .utf8)
        let recording = try Recording.load(path: directory + "/events.txt", description: directory + "/device.evemu")
        #expect(recording.format == .evtest)
        #expect(recording.device == F.device)
        #expect(recording.events == F.events())
        #expect {
            try Recording.load(path: directory + "/events.txt")
        } throws: { error in
            (error as? RecordingError)?.expected.contains("separate description file") == true
        }
    }

    @Test("1.4: SYN_DROPPED, SYN_MT_REPORT and old evtest's 'Report Sync' markers decode to EV_SYN codes")
    func synMarkers() throws {
        let text = """
            Event: time 10.000001, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 100
            Event: time 10.000001, ++++++++++++++ SYN_MT_REPORT ++++++++++++
            Event: time 10.000001, -------------- SYN_REPORT ------------
            Event: time 10.008000, >>>>>>>>>>>>>> SYN_DROPPED <<<<<<<<<<<<
            Event: time 10.016000, -------------- Report Sync ------------
            Event: time 10.016000, type 0 (EV_SYN), code 0 (SYN_REPORT), value 0

            """
        let events = try Recording.read(text, description: F.evemuDescription(version: "1.3", comments: false)).events
        #expect(
            events.map(\.code) == [
                53, EvdevCode.SYN_MT_REPORT, EvdevCode.SYN_REPORT, EvdevCode.SYN_DROPPED,
                EvdevCode.SYN_REPORT, EvdevCode.SYN_REPORT,
            ])
        #expect(
            events[3] == EvdevEvent(seconds: 10, microseconds: 8000, type: 0, code: EvdevCode.SYN_DROPPED, value: 0))
    }

    @Test("1.5: MSC_SCAN values are printed in hex by evtest; unknown code names ('?') are fine")
    func hexScanCodes() throws {
        let text = """
            Event: time 1.000000, type 4 (EV_MSC), code 4 (MSC_SCAN), value 90001
            Event: time 1.000000, type 1 (EV_KEY), code 272 (BTN_LEFT), value 1
            Event: time 1.000000, type 3 (EV_ABS), code 63 (?), value -5
            Event: time 1.000000, -------------- SYN_REPORT ------------

            """
        let events = try Recording.read(text, description: "N: mouse\n").events
        #expect(events[0].value == 0x90001)
        #expect(events[2].code == 63 && events[2].value == -5)
    }

    @Test("1.5: the evtest writer matches evtest's output and reads back to the same recording")
    func writerRoundTrip() throws {
        var device = F.device
        device.axes[EvdevCode.ABS_MT_SLOT]?.value = 1
        var events = F.events()
        // Stamped like their neighbours: a time going backwards is an error (trace-format.md, "Bad input").
        let time = events[2].microseconds
        events.insert(
            EvdevEvent(seconds: 0, microseconds: time, type: EvdevCode.EV_MSC, code: EvdevCode.MSC_SCAN, value: -2),
            at: 3)
        events.insert(
            EvdevEvent(seconds: 0, microseconds: time, type: EvdevCode.EV_SYN, code: EvdevCode.SYN_DROPPED, value: 0),
            at: 4)
        events.insert(EvdevEvent(seconds: 0, microseconds: time, type: EvdevCode.EV_SYN, code: 9, value: 7), at: 5)
        let original = Recording(device: device, events: events)
        let text = original.formatted(as: .evtest)
        #expect(text.contains("Input device name: \"ELAN Touchscreen #2\"\n"))
        #expect(
            text.contains(
                "    Event code 53 (ABS_MT_POSITION_X)\n      Value      0\n      Min        0\n      Max     3456\n      Fuzz       4\n      Resolution     13\n"
            ))
        #expect(text.contains("Event: time 0.000001, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value 100\n"))
        #expect(text.contains("Event: time 0.000001, -------------- SYN_REPORT ------------\n"))
        #expect(text.contains("code 4 (MSC_SCAN), value fffffffe\n"))
        #expect(text.contains(">>>>>>>>>>>>>> SYN_DROPPED <<<<<<<<<<<<\n"))
        let read = try Recording.read(text)
        #expect(read.device == device)
        #expect(read.events == events)
        let split = try Recording.read(
            original.formatted(as: .evtest, part: .events),
            description: original.formatted(as: .evtest, part: .description))
        #expect(split.device == device && split.events == events)
    }
}
