import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import ResponderKitReplay
import Testing

/// Several input devices at once, each with its own mapping, routed as one stream with stable contact
/// identities (docs/input-devices.md, "Several devices at once").
@Suite("Several input devices at once: own mappings, one stream, stable identities (docs/input-devices.md)")
@MainActor
struct MultiDeviceInputTests {
    private let left = TestDevices.touchscreen(screen: CGRect(x: 0, y: 0, width: 512, height: 768))
    private let right = TestDevices.touchscreen(screen: CGRect(x: 512, y: 0, width: 512, height: 768))

    /// Two touchscreens whose drivers both call their finger "tracking id 5", and a keyboard.
    private func streams() -> [[EvdevEvent]] {
        var first = EvdevStream(start: 10.0)
        first.frame(after: 0) { $0.down(slot: 0, id: 5, x: 500, y: 1000) }
        first.frame(after: 0.05) { $0.move(slot: 0, x: 520) }
        first.frame(after: 0.05) { $0.lift(slot: 0) }
        var second = EvdevStream(start: 10.02)
        second.frame(after: 0) { $0.down(slot: 0, id: 5, x: 500, y: 1000) }
        second.frame(after: 0.1) { $0.lift(slot: 0) }
        var keyboard = EvdevStream(start: 10.03)
        keyboard.frame(after: 0) { $0.key(30, 1) }
        keyboard.frame(after: 0.01) { $0.key(30, 0) }
        return [first.events, second.events, keyboard.events]
    }

    private func contacts(_ inputs: [HardwareInput]) -> [(time: TimeInterval, contact: TouchContact)] {
        inputs.flatMap { input -> [(TimeInterval, TouchContact)] in
            guard case .digitizer(let frame) = input else { return [] }
            return frame.contacts.map { (frame.timestamp, $0) }
        }
    }

    @Test("each device maps onto its own screen region; ids are distinct per device and stable; one clock")
    func mergedStream() throws {
        var input = MultiDeviceInput(devices: [left, right, TestDevices.keyboard()])
        let inputs = input.process(streams: streams())
        let touches = contacts(inputs)
        let base = MultiDeviceInput.contactIDBase, other = base + MultiDeviceInput.contactIDStride
        #expect(touches.map(\.contact.id) == [base, other, base, base, other])
        #expect(touches.map(\.contact.state) == [.touching, .touching, .touching, .lifted, .lifted])
        #expect(touches[0].contact.location == CGPoint(x: 500.0 / 1001 * 512, y: 1000.0 / 2001 * 768))
        #expect(touches[1].contact.location == CGPoint(x: 512 + 500.0 / 1001 * 512, y: 1000.0 / 2001 * 768))
        // The first event of any device is time 0; the others keep their distance to it.
        #expect(touches.map(\.time).map { ($0 * 1000).rounded() } == [0, 20, 50, 100, 120])
        let keys = inputs.compactMap { input -> KeyInput? in if case .key(let key) = input { key } else { nil } }
        #expect(keys.map(\.keyCode) == [.keyboardA, .keyboardA] && keys.map(\.transition) == [.down, .up])
        #expect(abs((keys.first?.timestamp ?? 0) - 0.03) < 1e-9)
    }

    @Test("the application gets two touches at once, one per screen, both lifted")
    func applicationSeesBothTouches() throws {
        var input = MultiDeviceInput(devices: [left, right, TestDevices.keyboard()])
        let scene = ReplayScene(screen: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let log = DispatchLog()
        scene.application.dispatchLog = log
        for item in input.process(streams: streams()) { scene.application.enqueue(item) }
        scene.application.run(until: 2)
        let began = log.records.compactMap { record -> CGPoint? in
            if case let .touchBegan(_, _, _, _, location) = record.entry { location } else { nil }
        }
        #expect(began.count == 2 && began[0].x < 512 && began[1].x >= 512)
        #expect(!log.records.contains { if case .dropped = $0.entry { true } else { false } })
    }

    @Test(
        "a replay of two touchscreens' recordings goes through the router as one stream: one finger on each screen at once"
    )
    func replayOfSeveralRecordings() throws {
        var first = EvdevStream(start: 5)
        first.frame(after: 0) { $0.down(slot: 0, id: 5, x: 500, y: 1000) }
        first.frame(after: 0.06) { $0.lift(slot: 0) }
        var second = EvdevStream(start: 5.01)
        second.frame(after: 0) { $0.down(slot: 0, id: 5, x: 500, y: 1000) }
        second.frame(after: 0.06) { $0.lift(slot: 0) }
        let source = ReplaySource(recordings: [
            Recording(device: left, events: first.events),
            Recording(device: right, events: second.events),
        ])
        #expect(source.screen == CGRect(x: 0, y: 0, width: 1024, height: 768))
        let report = Replayer(source: source).run()
        expectNothingLostOrStuck(report)
        #expect(report.trails.count == 2 && report.sequences.count == 1)
        #expect(report.trails[0].start.x < 512 && report.trails[1].start.x >= 512)
        // Two fingers down together and lifted: the application sees a two-finger tap.
        #expect(report.gestures.map(\.kind) == [.twoFingerTap])
        #expect(report.format == "evemu + evemu")
    }

    @Test("one device losing events cancels every touch; the other device's finger continues under a new id")
    func cancellationOfOneDevice() {
        var input = MultiDeviceInput(devices: [left, right])
        var first = EvdevStream(start: 1)
        first.frame(after: 0) { $0.down(slot: 0, id: 1, x: 100, y: 100) }
        first.dropped()  // SYN_DROPPED without a state query: the left device's contacts are cancelled
        first.frame(after: 0.01) { $0.move(slot: 0, x: 110) }
        var second = EvdevStream(start: 1)
        second.frame(after: 0.005) { $0.down(slot: 0, id: 9, x: 100, y: 100) }
        second.frame(after: 0.015) { $0.move(slot: 0, x: 120) }
        second.frame(after: 0.01) { $0.lift(slot: 0) }
        let inputs = input.process(streams: [first.events, second.events])
        #expect(inputs.contains { if case .cancelAllContacts = $0 { true } else { false } })
        let rightIDs = contacts(inputs).filter { $0.contact.location.x >= 512 }.map(\.contact.id)
        let base = MultiDeviceInput.contactIDBase + MultiDeviceInput.contactIDStride
        // Down as the first id; after the left device's cancellation it moves and lifts under the next.
        #expect(rightIDs == [base, base + 1, base + 1])
    }
}
