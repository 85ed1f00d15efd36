import Foundation
import Testing
import ResponderKit
import ResponderKitExamples
import ResponderKitTesting

@MainActor
private func makeWindow() -> (UIApplication, UIWindow, RecordingView, TouchSimulator) {
    let app = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
    let view = RecordingView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
    view.isMultipleTouchEnabled = true
    window.addSubview(view)
    window.makeKeyAndVisible()
    return (app, window, view, TouchSimulator(application: app))
}

@MainActor
@Suite("A custom recognizer: two-finger opposite-corner tap (behaviour 4.6)")
struct CornerTapTests {
    @Test("behaviour 4.6: top-left with bottom-right is recognized, with the corners reported")
    func diagonal() {
        let (_, _, view, touches) = makeWindow()
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
        let (_, _, view, touches) = makeWindow()
        let corner = CornerTapGestureRecognizer()
        var count = 0
        corner.addAction { _ in count += 1 }
        view.addGestureRecognizer(corner)
        touches.tap(at: [CGPoint(x: 210, y: 30), CGPoint(x: 30, y: 210)])
        #expect(count == 1)
    }

    @Test("behaviour 4.6: corners that are not opposite, a touch outside the corners, or a move out of a corner fail")
    func failures() {
        let (_, window, view, touches) = makeWindow()
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
        let reasons = window.dispatchLog!.lines.filter { $0.contains("-> failed") }
        #expect(reasons.count == 3)
        #expect(reasons.contains { $0.contains("not opposite corners") })
        #expect(reasons.contains { $0.contains("outside the corner areas") })
        #expect(reasons.contains { $0.contains("moved out of its corner area") })
    }

    @Test("behaviour 4.5: other recognizers wait for it to fail (shouldBeRequiredToFail(by:) is true)")
    func othersWait() {
        let (_, _, view, touches) = makeWindow()
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

@MainActor
@Suite("UIHoverGestureRecognizer (behaviour 5.8)")
struct HoverTests {
    @Test("behaviour 5.8: began when the pointer enters the view, changed as it moves, ended when it leaves")
    func enterMoveExit() {
        let (_, _, view, touches) = makeWindow()
        let hover = UIHoverGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        var locations: [CGPoint] = []
        hover.addAction { r in states.append(r.state); locations.append(r.location(in: view)) }
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
        let (_, _, view, touches) = makeWindow()
        let hover = UIHoverGestureRecognizer()
        var z: [CGFloat] = []
        var states: [UIGestureRecognizer.State] = []
        hover.addAction { r in states.append(r.state); z.append((r as! UIHoverGestureRecognizer).zOffset) }
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

@MainActor
@Suite("Gesture re-entrancy (behaviour 4.3, 4.5)")
struct GestureReentrancyTests {
    @Test("behaviour 4.3: actions may add and remove recognizers and views mid-gesture; every began touch ends once")
    func mutateFromActions() {
        let (_, window, view, touches) = makeWindow()
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        var added: [UIGestureRecognizer] = []
        pan.addAction { r in
            let tap = UITapGestureRecognizer()
            added.append(tap)
            view.addGestureRecognizer(tap)
            if r.state == .changed, added.count == 3 {
                let extra = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                window.addSubview(extra)
                extra.removeFromSuperview()
                view.removeGestureRecognizer(r)
            }
        }
        view.addGestureRecognizer(pan)
        touches.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 150), duration: 0.2)
        #expect(pan.view == nil)
        #expect(added.count == 4) // began, changed, changed, then cancelled by the removal
        let began = view.methods.filter { $0 == .began }.count
        let finished = view.methods.filter { $0 == .ended || $0 == .cancelled }.count
        #expect(began == 1 && finished == 1)
        // The recognizers added from the actions work for the next gesture.
        var taps = 0
        for tap in added { tap.addAction { _ in taps += 1 } }
        touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps >= 1)
    }

    @Test("behaviour 4.4: a delegate that removes the hit view while asked shouldReceive causes no crash")
    func delegateRemovesView() {
        final class Remover: UIGestureRecognizerDelegate {
            var victim: UIView?
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                victim?.removeFromSuperview()
                return true
            }
        }
        let (_, _, view, touches) = makeWindow()
        let child = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(child)
        let tap = UITapGestureRecognizer()
        let delegate = Remover()
        delegate.victim = child
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        var fired = 0
        tap.addAction { _ in fired += 1 }
        touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(child.window == nil)
        #expect(child.calls.isEmpty)
        #expect(fired == 1)
    }
}
