import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import Testing

// Hostile input must give a report, never a crash (input behaviour 2: real devices break naive parsers).
@Suite("Replay: hostile streams never crash the replay, the explanation or the drawing (input behaviour 2)")
@MainActor
struct ReplayRobustnessTests {
    /// Replays, explains and draws: the three must survive.
    private func exercise(_ source: ReplaySource) {
        let explanation = Replayer(source: source).explain()
        #expect(!explanation.lines.isEmpty)
        #expect(ReplaySVGRenderer().render(explanation.report).hasSuffix("</svg>\n"))
    }

    @Test(
        "input behaviour 2.1, 2.2, 2.6: random edits of a protocol B stream (values, times, codes, dropped and swapped events)"
    )
    func mutatedEvdevStreams() {
        var session = SyntheticRecording(seed: 21)
        session.doubleTap(at: CGPoint(x: 300, y: 300))
        session.pinch(center: CGPoint(x: 500, y: 400), from: 100, to: 200, duration: 0.2)
        let base = session.recording
        var random = SeededRandomNumberGenerator(seed: 42)
        for iteration in 0..<12 {
            var recording = base
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                let i = Int.random(in: 0..<recording.events.count, using: &random)
                switch Int.random(in: 0..<7, using: &random) {
                case 0: recording.events[i].value = Int32.random(in: Int32.min...Int32.max, using: &random)
                case 1:
                    recording.events[i].value =
                        [Int32.min, Int32.max, -1, 0, 65535, 9, 10][Int.random(in: 0..<7, using: &random)]
                case 2: recording.events[i].seconds = Int.random(in: 0...Int(Int32.max), using: &random)
                case 3: recording.events[i].code = UInt16.random(in: 0...0x3f, using: &random)
                case 4: recording.events.remove(at: i)
                case 5:
                    recording.events.insert(
                        EvdevEvent(
                            seconds: 0, microseconds: 0, type: EvdevCode.EV_SYN,
                            code: EvdevCode.SYN_DROPPED, value: 0), at: i)
                default: recording.events.swapAt(i, Int.random(in: 0..<recording.events.count, using: &random))
                }
            }
            if iteration % 3 == 0 {
                // A degenerate axis and an extreme calibration send points far off the screen.
                recording.device.axes[EvdevCode.ABS_MT_POSITION_X] = AbsoluteAxisInfo(minimum: 7, maximum: 7)
                recording.device.calibration = [1000, -1000, 1000, 0, 1, 0]
            }
            exercise(ReplaySource(recording: recording))
        }
    }

    @Test(
        "behaviour 2.1, 9: random traces: lifts without touches, repeated ids, hover, cancellations, time going back, odd force and radius"
    )
    func randomTraces() {
        var random = SeededRandomNumberGenerator(seed: 7)
        for _ in 0..<12 {
            var inputs: [HardwareInput] = []
            var t = Double.random(in: -5...5, using: &random)
            for _ in 0..<Int.random(in: 0...80, using: &random) {
                t += [0, 0.001, 0.008, 0.3, 0.4, -0.01][Int.random(in: 0..<6, using: &random)]
                switch Int.random(in: 0..<10, using: &random) {
                case 0: inputs.append(.cancelAllContacts(timestamp: t))
                case 1:
                    inputs.append(
                        .key(KeyInput(timestamp: t, keyCode: UIKeyboardHIDUsage(rawValue: 4), transition: .down)))
                case 2:
                    inputs.append(
                        .estimatedPropertiesUpdate(
                            EstimatedPropertiesUpdate(
                                timestamp: t, estimationUpdateIndex: 1, location: CGPoint(x: 5, y: 5))))
                default:
                    var contacts: [TouchContact] = []
                    for _ in 0..<Int.random(in: 0...4, using: &random) {
                        var contact = TouchContact(
                            id: Int.random(in: 0...3, using: &random),
                            location: CGPoint(
                                x: Double.random(in: -100...1200, using: &random),
                                y: Double.random(in: -100...900, using: &random)))
                        contact.state =
                            [.touching, .touching, .lifted, .hovering][Int.random(in: 0..<4, using: &random)]
                        contact.type =
                            UITouch.TouchType.allCases[
                                Int.random(in: 0..<UITouch.TouchType.allCases.count, using: &random)]
                        contact.force = [0, 1, 1e300, -3][Int.random(in: 0..<4, using: &random)]
                        contact.majorRadius = [20, 0, -1, 1e300][Int.random(in: 0..<4, using: &random)]
                        contacts.append(contact)
                    }
                    inputs.append(.digitizer(DigitizerFrame(timestamp: t, contacts: contacts)))
                }
            }
            exercise(
                ReplaySource(
                    trace: Trace(header: TraceHeader(screen: TraceScreen(width: 1024, height: 768)), inputs: inputs)))
        }
    }
}
