import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// A touch made with UITouch(), as tests of custom controls make them on iOS (Apple's UITouch page:
// UITouch is an NSObject whose init() is available; docs/decisions.md, "A touch made with UITouch()").

/// The actions a control sent, in order.
@MainActor
private final class SentActions {
    var events: [String] = []
}

@MainActor
@Suite("Touches: a touch made with UITouch() (docs/decisions.md)")
struct ConstructedTouchTests {
    @Test("UITouch() starts at zero: phase began, no taps, no time, a finger, no view or window")
    func defaults() {
        let touch = UITouch()
        #expect(touch.phase == .began)
        #expect(touch.tapCount == 0)
        #expect(touch.timestamp == 0)
        #expect(touch.type == .direct)
        #expect(touch.view == nil)
        #expect(touch.window == nil)
        #expect(touch.force == 0)
    }

    @Test("location(in:) of a touch with no window is zero for any view, as UIKit converts through the window")
    func locationIsZero() {
        let scene = TestScene()
        let view = scene.add(UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 100)))
        let touch = UITouch()
        #expect(touch.location(in: view) == .zero)
        #expect(touch.location(in: nil) == .zero)
        #expect(touch.previousLocation(in: view) == .zero)
    }

    @Test("A custom control's tests pass UITouch() to touchesBegan and touchesEnded directly")
    func controlTrackedByHand() {
        let scene = TestScene()
        let control = scene.add(UIControl(frame: CGRect(x: 40, y: 60, width: 100, height: 44)))
        let sent = SentActions()
        control.addAction(UIAction { _ in sent.events.append("touchDown") }, for: .touchDown)
        control.addAction(UIAction { _ in sent.events.append("touchUpInside") }, for: .touchUpInside)
        let touch = UITouch()
        control.touchesBegan([touch], with: nil)
        #expect(control.isTracking)
        #expect(control.isHighlighted)
        control.touchesEnded([touch], with: nil)
        #expect(!control.isTracking)
        #expect(sent.events == ["touchDown", "touchUpInside"], "(0, 0) is inside the control's bounds")
    }
}
