import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("Gesture re-entrancy (behaviour 4.3, 4.5)")
struct GestureReentrancyTests {
    @Test("behaviour 4.3: actions may add and remove recognizers and views mid-gesture; every began touch ends once")
    func mutateFromActions() {
        let scene = TestScene(withRootView: false), window = scene.window, touches = scene.touches
        let view = scene.add(RecordingView(frame: CGRect(x: 20, y: 20, width: 200, height: 200)))
        view.isMultipleTouchEnabled = true
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
        #expect(added.count == 4)  // began, changed, changed, then cancelled by the removal
        let began = view.methods.filter { $0 == .began }.count
        let finished = view.methods.filter { $0 == .ended || $0 == .cancelled }.count
        #expect(began == 1 && finished == 1)
        // The recognizers added from the actions work for the next gesture.
        var taps = 0
        for tap in added { tap.addAction { _ in taps += 1 } }
        touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps >= 1)
    }

    @Test("behaviour 4.3: removing a recognizer whose cancelled action removes another of the view's recognizers")
    func removalWhoseActionRemovesAnother() {
        let scene = TestScene(withRootView: false), touches = scene.touches
        let view = scene.add(RecordingView(frame: CGRect(x: 20, y: 20, width: 200, height: 200)))
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        let pan = UIPanGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        pan.addAction { r in
            states.append(r.state)
            if r.state == .cancelled { view.removeGestureRecognizer(tap) }
        }
        view.addGestureRecognizer(pan)
        let finger = touches.touchDown(at: CGPoint(x: 60, y: 60))
        for step in 1...6 { touches.move(finger, to: CGPoint(x: 60 + 10 * CGFloat(step), y: 60)) }
        #expect(pan.state == .changed)
        view.removeGestureRecognizer(pan)
        #expect(states.last == .cancelled)
        #expect(view.gestureRecognizers?.isEmpty ?? true)
        #expect(pan.view == nil && tap.view == nil)
        touches.lift(finger)
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
        let scene = TestScene(withRootView: false), touches = scene.touches
        let view = scene.add(RecordingView(frame: CGRect(x: 20, y: 20, width: 200, height: 200)))
        view.isMultipleTouchEnabled = true
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
