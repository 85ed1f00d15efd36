import ResponderKit
import ResponderKitTesting
import Testing

/// UIKit tutorial code, compiled with only its import changed (TutorialViews.swift), behaves as on iOS
/// when driven through the public API (README, "Porting UIKit code"; docs/decisions.md, "What importing
/// ResponderKit brings").
@MainActor
@Suite("Porting: UIKit tutorial code compiled with only its import changed")
struct PortedTutorialTests {
    @Test(
        "A dragged view follows the finger, brought to the front (Apple: touchesMoved(_:with:), previousLocation(in:))")
    func dragView() {
        let scene = TestScene(withRootView: false), window = scene.window, touches = scene.touches
        let square = TutorialDraggableSquare(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        let other = UIView(frame: CGRect(x: 200, y: 200, width: 60, height: 60))
        window.addSubview(square)
        window.addSubview(other)
        // The finger rests before it lifts, as a real one does: a move that shares its display frame with
        // the lift reaches the view as touchesEnded, not touchesMoved (behaviour 9, coalescing per frame).
        let finger = touches.touchDown(at: CGPoint(x: 50, y: 50))
        for step in 1...10 {
            touches.wait(1.0 / 60)
            touches.move(finger, to: CGPoint(x: 50 + 10 * CGFloat(step), y: 50 + 20 * CGFloat(step)))
        }
        touches.wait(0.1)
        touches.lift(finger)
        #expect(square.center == CGPoint(x: 150, y: 250))
        #expect(window.subviews.last === square)
        #expect(square.layer.cornerRadius == 8 && square.backgroundColor == .systemBlue)
    }

    @Test(
        "A small button's enlarged point(inside:with:) takes a tap 10 pt outside its frame (Apple: point(inside:with:))"
    )
    func enlargedHitArea() {
        let scene = TestScene(withRootView: false), window = scene.window, touches = scene.touches
        let button = TutorialEnlargedButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        touches.tap(at: CGPoint(x: 92, y: 92))
        #expect(taps == 1)
        touches.tap(at: CGPoint(x: 70, y: 70))
        #expect(taps == 1)
    }

    @Test("A container's hitTest override hands its empty area to another view (Apple: hitTest(_:with:))")
    func hitTestRedirection() {
        let scene = TestScene(withRootView: false), window = scene.window, touches = scene.touches
        let container = TutorialRedirectingContainer(frame: window.bounds)
        let target = RecordingView(frame: CGRect(x: 100, y: 100, width: 120, height: 200))
        container.addSubview(target)
        container.target = target
        window.addSubview(container)
        touches.tap(at: CGPoint(x: 10, y: 10))
        #expect(target.methods == [.began, .ended])
    }

    @Test(
        "A root view controller lays out from view.bounds in viewDidLoad, becomes first responder in viewDidAppear and receives a shake (Apple: motionEnded(_:with:))"
    )
    func shakeViewController() {
        let scene = TestScene(withRootView: false), window = scene.window
        let controller = TutorialShakeViewController()
        window.rootViewController = controller
        #expect(controller.label.frame == CGRect(x: 20, y: 20, width: 280, height: 440))
        #expect(controller.isFirstResponder)
        scene.device.shake()
        #expect(controller.log == ["shake began", "shake ended"])
        #expect(controller.label.text == "Shaken")
    }

    @Test(
        "A button placed from view.bounds in viewDidLoad counts taps through UIAction (Apple: UIControl.addAction(_:for:))"
    )
    func counter() {
        let scene = TestScene(withRootView: false), window = scene.window, touches = scene.touches
        let controller = TutorialCounterViewController()
        window.rootViewController = controller
        touches.tap(at: CGPoint(x: 160, y: 450))
        touches.tap(at: CGPoint(x: 160, y: 450))
        #expect(controller.count == 2)
        #expect(controller.button.titleColor(for: .normal) == .white)
    }
}
