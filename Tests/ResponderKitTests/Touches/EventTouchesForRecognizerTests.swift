import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Records, in each touch method, the touches `event.touches(for: self)` returns.
private final class TouchesForSelfRecognizer: UIGestureRecognizer {
    var seen: [[CGPoint]] = []
    var ignoresNextTouches = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if ignoresNextTouches { for touch in touches { ignore(touch, for: event) } }
        record(event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        record(event)
    }

    private func record(_ event: UIEvent) {
        let touches = event.touches(for: self) ?? []
        seen.append(touches.map { $0.location(in: nil) }.sorted { $0.x < $1.x })
    }
}

@MainActor
@Suite("UIEvent.touches(for: UIGestureRecognizer) (Apple's UIEvent touches(for:) page)")
struct EventTouchesForRecognizerTests {
    @Test(
        "Apple's touches(for:): only the event's touches being delivered to that recognizer, from views it is attached to"
    )
    func perRecognizer() {
        let scene = TestScene(withRootView: false)
        let left = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let right = scene.add(UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100)))
        left.isMultipleTouchEnabled = true
        let onLeft = TouchesForSelfRecognizer(), onRight = TouchesForSelfRecognizer()
        left.addGestureRecognizer(onLeft)
        right.addGestureRecognizer(onRight)
        let touches = scene.touches
        let fingers = touches.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10), CGPoint(x: 250, y: 10)])
        touches.move(fingers[2], to: CGPoint(x: 260, y: 10))
        #expect(onLeft.seen == [[CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10)]])
        #expect(onRight.seen == [[CGPoint(x: 250, y: 10)], [CGPoint(x: 260, y: 10)]])
    }

    @Test("behaviour 4.4: a touch the recognizer ignored is no longer delivered to it, so touches(for:) leaves it out")
    func ignoredTouch() {
        let scene = TestScene(withRootView: false), window = scene.window
        let recognizer = TouchesForSelfRecognizer()
        recognizer.ignoresNextTouches = true
        window.addGestureRecognizer(recognizer)
        _ = scene.touches.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(recognizer.seen == [[]])
    }

    @Test("Apple's UIEvent: touches(for:) is nil for an event that is not a touch event")
    func nonTouchEvent() {
        #expect(UIPressesEvent().touches(for: UITapGestureRecognizer()) == nil)
        #expect(UIEvent(type: .touches).touches(for: UITapGestureRecognizer()) == [])
    }
}
