import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import ResponderKitTestSupport
import Testing

// The recordings the replay tests use are made by `SyntheticRecording`: protocol B streams with the
// traits of real touchscreens (input behaviour 1.3 and the pitfalls of section 2). These tests check the
// stream itself, independently of the replayer.

@Suite("Replay: synthetic recordings (input behaviour 1.3, 2)")
struct ReplaySyntheticTests {
    @Test("input behaviour 2.4: frames are 6.5 to 12.5 ms apart, irregularly, and every frame ends with SYN_REPORT")
    func irregularSpacing() {
        let events = SyntheticRecording.standardSession().events
        let frames = events.filter(\.isSynReport).map(\.time)
        let gaps = zip(frames.dropFirst(), frames).map { $0 - $1 }.filter { $0 < 0.1 }  // within gestures
        #expect(gaps.count > 100)
        #expect(gaps.allSatisfy { $0 >= 0.0064 && $0 <= 0.0126 })
        #expect(Set(gaps.map { Int(($0 * 10_000).rounded()) }).count > 20)  // not a fixed rate
        #expect(events.last?.isSynReport == true)
    }

    @Test("input behaviour 2.5: the first event is at 0.000001, as evemu-record writes it")
    func evemuTimeBase() {
        let first = SyntheticRecording.standardSession().events.first
        #expect(first?.seconds == 0 && first?.microseconds == 1)
    }

    @Test("input behaviour 1.3: ABS_MT_SLOT only when the slot changes; tracking ids count up and -1 ends a contact")
    func protocolB() {
        let events = SyntheticRecording.standardSession().events
        var slot: Int32 = 0
        var ids: [Int32] = []
        for event in events where event.type == EvdevCode.EV_ABS {
            if event.code == EvdevCode.ABS_MT_SLOT {
                #expect(event.value != slot)  // never re-selects the current slot
                slot = event.value
            }
            if event.code == EvdevCode.ABS_MT_TRACKING_ID, event.value >= 0 { ids.append(event.value) }
        }
        #expect(ids == Array(412..<(412 + 7)))  // 7 touches
        let lifts = events.filter {
            $0.code == EvdevCode.ABS_MT_TRACKING_ID && $0.type == EvdevCode.EV_ABS && $0.value == -1
        }
        #expect(lifts.count == 7)
        // The pinch's second finger uses slot 1; the first-landed finger lifts first (pitfall 2.6).
        #expect(events.contains { $0.code == EvdevCode.ABS_MT_SLOT && $0.value == 1 })
    }

    @Test("input behaviour 2.1: a new contact leaves out an axis equal to the slot's previous value")
    func unchangedAxesAreNotResent() {
        var session = SyntheticRecording(seed: 3)
        session.tap(at: CGPoint(x: 100, y: 100))
        session.wait(0.5)
        session.tap(at: CGPoint(x: 100, y: 400))  // same x: X may be inherited from the previous contact
        let events = session.events
        // Every contact's frame either sends X or inherits it; none sends a value equal to the previous one.
        var last: [UInt16: Int32] = [:]
        for event in events
        where event.type == EvdevCode.EV_ABS && event.code != EvdevCode.ABS_MT_SLOT
            && event.code != EvdevCode.ABS_MT_TRACKING_ID
        {
            #expect(last[event.code] != event.value)
            last[event.code] = event.value
        }
    }

    @Test(
        "input behaviour 1.3: BTN_TOUCH goes to 1 with the first contact and 0 with the last; ABS_X follows the oldest contact"
    )
    func buttonTouchAndEmulation() {
        let events = SyntheticRecording.standardSession().events
        let buttons = events.filter { $0.type == EvdevCode.EV_KEY && $0.code == EvdevCode.BTN_TOUCH }.map(\.value)
        #expect(buttons.count == 12)  // 6 sequences, down and up
        #expect(zip(buttons, buttons.dropFirst()).allSatisfy { $0 != $1 })
        #expect(events.contains { $0.type == EvdevCode.EV_ABS && $0.code == EvdevCode.ABS_X })
        #expect(events.contains { $0.type == EvdevCode.EV_MSC && $0.code == EvdevCode.MSC_TIMESTAMP })
    }

    @Test("input behaviour 1.5: the evemu text reads back to the same device and events")
    func evemuRoundTrip() throws {
        let session = SyntheticRecording.standardSession()
        let recording = try Recording.read(session.evemuText, file: "session.evemu")
        #expect(recording.events == session.events)
        #expect(recording.device.name == SyntheticRecording.device.name)
        #expect(recording.device.axes == SyntheticRecording.device.axes)
        #expect(recording.device.kind == .direct && recording.device.slotCount == 10)
    }

    @Test("the trace lines read back to the same inputs, in screen points on a 1024 × 768 screen")
    func traceRoundTrip() throws {
        let session = SyntheticRecording.standardSession()
        let trace = try Trace.read(session.traceText, file: "session.jsonl")
        #expect(trace.inputs == session.traceInputs)
        #expect(trace.header.screen == TraceScreen(width: 1024, height: 768))
        #expect(session.traceText.split(separator: "\n").count == session.traceInputs.count + 1)
    }

    @Test("the same seed gives the same stream; another seed another one")
    func deterministic() {
        #expect(
            SyntheticRecording.standardSession(seed: 5).events == SyntheticRecording.standardSession(seed: 5).events)
        #expect(
            SyntheticRecording.standardSession(seed: 5).events != SyntheticRecording.standardSession(seed: 6).events)
    }

    /// `Examples/recordings/pinch.evemu`, next to the package.
    static let samplePath = RepositoryPaths.url("Examples/recordings/pinch.evemu").path

    @Test(
        "the sample recording in Examples/ is what SyntheticRecording.pinchSample() writes (set RESPONDERKIT_WRITE_SAMPLES=1 to regenerate)"
    )
    func sampleIsGenerated() throws {
        let text = SyntheticRecording.pinchSample().evemuText
        if ProcessInfo.processInfo.environment["RESPONDERKIT_WRITE_SAMPLES"] == "1" {
            try FileManager.default.createDirectory(
                atPath: (Self.samplePath as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try text.write(toFile: Self.samplePath, atomically: true, encoding: .utf8)
        }
        let onDisk = try String(contentsOfFile: Self.samplePath, encoding: .utf8)
        #expect(onDisk == text)
    }
}
