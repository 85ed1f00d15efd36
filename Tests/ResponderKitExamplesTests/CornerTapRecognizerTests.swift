import Foundation
import ResponderKit
import ResponderKitExamples
import ResponderKitTesting
import Testing

@MainActor
@Suite("A custom recognizer: two-finger opposite-corner tap (behaviour 4.6)")
struct CornerTapTests {
    @Test("behaviour 4.6: top-left with bottom-right is recognized, with the corners reported")
    func diagonal() {
        let scene = TestScene(withRootView: false), touches = scene.touches
        let view = scene.add(RecordingView(frame: CGRect(x: 20, y: 20, width: 200, height: 200)))
        view.isMultipleTouchEnabled = true
        let corner = CornerTapGestureRecognizer()
        var fired: [[CornerTapGestureRecognizer.Corner]] = []
        corner.addAction { r in fired.append((r as! CornerTapGestureRecognizer).corners) }
        view.addGestureRecognizer(corner)
        touches.tap(at: [CGPoint(x: 30, y: 30), CGPoint(x: 210, y: 210)])
        #expect(fired.count == 1)
        #expect(Set(fired.first ?? []) == [.topLeft, .bottomRight])
    }

    @Test("behaviour 4.6: top-right with bottom-left is recognized")
    func otherDiagonal() {
        let scene = TestScene(withRootView: false), touches = scene.touches
        let view = scene.add(RecordingView(frame: CGRect(x: 20, y: 20, width: 200, height: 200)))
        view.isMultipleTouchEnabled = true
        let corner = CornerTapGestureRecognizer()
        var count = 0
        corner.addAction { _ in count += 1 }
        view.addGestureRecognizer(corner)
        touches.tap(at: [CGPoint(x: 210, y: 30), CGPoint(x: 30, y: 210)])
        #expect(count == 1)
    }

    @Test("behaviour 4.6: corners that are not opposite, a touch outside the corners, or a move out of a corner fail")
    func failures() {
        let scene = TestScene(withRootView: false), window = scene.window, touches = scene.touches
        let view = scene.add(RecordingView(frame: CGRect(x: 20, y: 20, width: 200, height: 200)))
        view.isMultipleTouchEnabled = true
        window.dispatchLog = DispatchLog()
        let corner = CornerTapGestureRecognizer()
        var count = 0
        corner.addAction { _ in count += 1 }
        view.addGestureRecognizer(corner)
        touches.tap(at: [CGPoint(x: 30, y: 30), CGPoint(x: 210, y: 30)])
        touches.wait(1)
        touches.tap(at: [CGPoint(x: 30, y: 30), CGPoint(x: 120, y: 120)])
        touches.wait(1)
        let fingers = touches.touchDown(at: [CGPoint(x: 30, y: 30), CGPoint(x: 210, y: 210)])
        touches.move(fingers[0], to: CGPoint(x: 100, y: 30))
        touches.lift(fingers)
        #expect(count == 0)
        let reasons = window.dispatchLog!.records.compactMap { record -> GestureStateCause? in
            guard case let .gestureState(_, _, .failed, cause) = record.entry else { return nil }
            return cause
        }
        #expect(reasons.count == 3)
        #expect(reasons.contains(.explained("topLeft and topRight are not opposite corners")))
        #expect(reasons.contains(.explained("a touch landed outside the corner areas")))
        #expect(reasons.contains(.explained("a finger moved out of its corner area")))
    }

    @Test("behaviour 4.5: other recognizers wait for it to fail (shouldBeRequiredToFail(by:) is true)")
    func othersWait() {
        let scene = TestScene(withRootView: false), touches = scene.touches
        let view = scene.add(RecordingView(frame: CGRect(x: 20, y: 20, width: 200, height: 200)))
        view.isMultipleTouchEnabled = true
        let corner = CornerTapGestureRecognizer()
        let tap = UITapGestureRecognizer()
        var order: [String] = []
        corner.addAction { _ in order.append("corner") }
        tap.addAction { _ in order.append("tap") }
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(corner)
        // A one-finger tap in a corner: the corner recognizer fails on the lift, then the tap fires.
        touches.tap(at: CGPoint(x: 30, y: 30))
        #expect(order == ["tap"])
        touches.wait(1)
        // The two-corner tap wins, and the single-finger tap (needing one finger) does not fire.
        order.removeAll()
        touches.tap(at: [CGPoint(x: 30, y: 30), CGPoint(x: 210, y: 210)])
        #expect(order == ["corner"])
    }
}
