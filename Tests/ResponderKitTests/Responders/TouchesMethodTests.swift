import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 2.3: a responder receives touchesBegan/Moved/Ended/Cancelled(_:with:) by phase, and UIResponder's
// own methods pass the call to `next`. `TouchesMethod` is the one phase → method rule.

@MainActor
@Suite("Touches methods: one phase → method rule (behaviour 2.3)")
struct TouchesMethodTests {
    @Test("behaviour 2.3: began, moved and ended have their own method; every other phase is a cancellation")
    func mapping() {
        #expect(UITouch.Phase.began.touchesMethod == .began)
        #expect(UITouch.Phase.moved.touchesMethod == .moved)
        #expect(UITouch.Phase.ended.touchesMethod == .ended)
        for phase: UITouch.Phase in [.cancelled, .stationary, .regionEntered, .regionMoved, .regionExited] {
            #expect(TouchesMethod(phase) == .cancelled, "\(phase)")
        }
        #expect(
            TouchesMethod.allCases.map(\.description)
                == ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"])
    }

    @Test("behaviour 2.3: a view forwarding to super reaches its superview with the same methods, in order")
    func forwardingFollowsTheRule() {
        let scene = TestScene()
        let child = scene.add(RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        child.forwardsToSuper = true
        scene.touches.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 50))
        scene.touches.touchDown(at: CGPoint(x: 20, y: 20))
        scene.touches.cancelAll()
        #expect(child.methods == scene.rootView.methods)
        #expect(child.methods.first == .began && child.methods.contains(.moved) && child.methods.contains(.ended))
        #expect(child.methods.last == .cancelled)
    }
}
