import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("UIHoverGestureRecognizer (behaviour 5.8)")
struct HoverTests {
    @Test("behaviour 5.8: began when the pointer enters the view, changed as it moves, ended when it leaves")
    func enterMoveExit() {
        let scene = TestScene(withRootView: false), touches = scene.touches
        let view = scene.add(RecordingView(frame: CGRect(x: 20, y: 20, width: 200, height: 200)))
        view.isMultipleTouchEnabled = true
        let hover = UIHoverGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        var locations: [CGPoint] = []
        hover.addAction { r in
            states.append(r.state); locations.append(r.location(in: view))
        }
        view.addGestureRecognizer(hover)
        let pointer = touches.hover(at: CGPoint(x: 300, y: 300))
        #expect(states.isEmpty)
        touches.hover(at: CGPoint(x: 100, y: 100), pointer: pointer)
        touches.hover(at: CGPoint(x: 110, y: 100), pointer: pointer)
        touches.hover(at: CGPoint(x: 300, y: 100), pointer: pointer)
        #expect(states == [.began, .changed, .ended])
        #expect(locations.first == CGPoint(x: 80, y: 80))
        #expect(hover.state == .possible)
        // Hovering never reaches the view's touch methods.
        #expect(view.calls.isEmpty)
        touches.hover(at: CGPoint(x: 100, y: 100), pointer: pointer)
        touches.endHover(pointer)
        #expect(states == [.began, .changed, .ended, .began, .ended])
    }

    @Test("behaviour 5.8: a hovering pencil reports zOffset; touching down ends the hover and starts a touch")
    func pencilTouchesDown() {
        let scene = TestScene(withRootView: false), touches = scene.touches
        let view = scene.add(RecordingView(frame: CGRect(x: 20, y: 20, width: 200, height: 200)))
        view.isMultipleTouchEnabled = true
        let hover = UIHoverGestureRecognizer()
        var z: [CGFloat] = []
        var states: [UIGestureRecognizer.State] = []
        hover.addAction { r in
            states.append(r.state); z.append((r as! UIHoverGestureRecognizer).zOffset)
        }
        view.addGestureRecognizer(hover)
        let pencil = touches.hover(at: CGPoint(x: 100, y: 100), zOffset: 0.4, type: .pencil)
        touches.send([TouchContact(id: pencil.id, location: CGPoint(x: 100, y: 100), type: .pencil)])
        #expect(states == [.began, .ended])
        #expect(z.first == 0.4)
        #expect(view.methods == [.began])
        touches.lift(pencil)
        #expect(view.methods == [.began, .ended])
    }
}
