import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("Controls and gesture recognizers (behaviour 4.5)")
struct ControlRecognizerTests {
    static let buttonFrame = CGRect(x: 100, y: 100, width: 100, height: 50)
    static let buttonCenter = CGPoint(x: 150, y: 125)

    /// Attaches `recognizer` to `view` and logs its actions as "name:state" into the scene's log.
    @discardableResult
    static func attach<R: UIGestureRecognizer>(_ recognizer: R, name: String, to view: UIView, in scene: ControlScene)
        -> R
    {
        recognizer.addAction { [unowned scene] r in scene.log.append("\(name):\(r.state)") }
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    @Test("behaviour 4.5: a single-tap recognizer on an ancestor does not take a button's tap")
    func ancestorTapDoesNotStealButtonTap() {
        let scene = ControlScene()
        scene.add(UIButton(frame: Self.buttonFrame))
        let tap = Self.attach(UITapGestureRecognizer(), name: "tap", to: scene.container, in: scene)
        scene.touches.tap(at: Self.buttonCenter)
        #expect(scene.log == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        scene.touches.wait(1)
        scene.log.removeAll()
        scene.touches.tap(at: CGPoint(x: 300, y: 400))  // outside the button the tap still works
        #expect(scene.log == ["tap:ended"])
        #expect(tap.state == .possible)
    }

    @Test("behaviour 4.5: a single-tap recognizer on an ancestor does not take a switch's tap")
    func ancestorTapDoesNotStealSwitchTap() {
        let scene = ControlScene()
        let toggle = scene.add(UISwitch(frame: CGRect(x: 100, y: 300, width: 51, height: 31)))
        Self.attach(UITapGestureRecognizer(), name: "tap", to: scene.container, in: scene)
        scene.touches.tap(at: CGPoint(x: 125, y: 315))
        #expect(toggle.isOn)
        #expect(scene.log == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test("behaviour 4.5, behaviour 11: an ancestor's tap recognizes over a disabled button, which sends nothing")
    func ancestorTapOverDisabledButton() {
        let scene = ControlScene()
        let button = scene.add(UIButton(frame: Self.buttonFrame))
        button.isEnabled = false
        Self.attach(UITapGestureRecognizer(), name: "tap", to: scene.container, in: scene)
        scene.touches.tap(at: Self.buttonCenter)
        #expect(scene.log == ["tap:ended"])
    }

    @Test(
        "behaviour 4.5, 4.4: a double-tap recognizer on an ancestor is not refused: it holds the first lift (delaysTouchesEnded) and takes the touches"
    )
    func ancestorDoubleTapIsNotRefused() {
        let scene = ControlScene()
        scene.add(UIControl(frame: Self.buttonFrame))
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        Self.attach(doubleTap, name: "double", to: scene.container, in: scene)
        scene.touches.tap(at: Self.buttonCenter, count: 2)
        #expect(scene.log == ["touchDown", "touchCancel", "double:ended"])
    }

    @Test("behaviour 4.5: a tap recognizer attached to the button itself wins: touchCancel, no touchUpInside")
    func ownTapWins() {
        let scene = ControlScene()
        let button = scene.add(UIButton(frame: Self.buttonFrame))
        Self.attach(UITapGestureRecognizer(), name: "tap", to: button, in: scene)
        scene.touches.tap(at: Self.buttonCenter)
        #expect(scene.log == ["touchDown", "touchCancel", "tap:ended"])
        #expect(!button.isTracking && !button.isHighlighted)
    }

    @Test(
        "behaviour 4.5: a pan on an ancestor that takes over a drag begun on a button sends touchCancel and no touchUpInside"
    )
    func ancestorPanTakesButtonDrag() {
        let scene = ControlScene()
        let button = scene.add(UIButton(frame: Self.buttonFrame))
        Self.attach(UIPanGestureRecognizer(), name: "pan", to: scene.container, in: scene)
        scene.touches.drag(from: Self.buttonCenter, to: CGPoint(x: 190, y: 125), duration: 0.3)
        let events = foldedControlLog(scene.log)
        #expect(events.first == "touchDown")
        #expect(
            events.contains("touchCancel") && !events.contains("touchUpInside")
                && !events.contains("primaryActionTriggered"))
        #expect(Array(events.drop { $0 != "touchCancel" }.prefix(2)) == ["touchCancel", "pan:began"])
        #expect(events.last == "pan:ended")
        #expect(!button.isTracking && !button.isHighlighted)
    }

    @Test(
        "behaviour 4.5: a pan on an ancestor along a slider, begun on its thumb, is refused; the slider keeps the drag")
    func sliderKeepsThumbPan() {
        let scene = ControlScene()
        let slider = scene.add(UISlider(frame: CGRect(x: 50, y: 200, width: 231, height: 31)))
        Self.attach(UIPanGestureRecognizer(), name: "pan", to: scene.container, in: scene)
        scene.touches.drag(from: CGPoint(x: 65, y: 215), to: CGPoint(x: 165, y: 215), duration: 0.3)
        #expect(slider.value == 0.5)
        #expect(!scene.log.contains { $0.hasPrefix("pan") })
        #expect(scene.log.last == "touchUpInside" && !scene.log.contains("touchCancel"))
    }

    @Test("behaviour 4.5: a pan across the slider (perpendicular to the track) takes the touch: touchCancel")
    func sliderLosesPerpendicularPan() {
        let scene = ControlScene()
        let slider = scene.add(UISlider(frame: CGRect(x: 50, y: 200, width: 231, height: 31)))
        Self.attach(UIPanGestureRecognizer(), name: "pan", to: scene.container, in: scene)
        scene.touches.drag(from: CGPoint(x: 65, y: 215), to: CGPoint(x: 65, y: 300), duration: 0.3)
        #expect(slider.value == 0)
        #expect(
            Array(foldedControlLog(scene.log).drop { $0 != "touchCancel" }.prefix(2)) == ["touchCancel", "pan:began"])
        #expect(!scene.log.contains("touchUpInside"))
    }

    @Test(
        "behaviour 4.5: a pan along the slider that begins off the thumb goes to the ancestor; the slider sends nothing"
    )
    func sliderTrackPanGoesToAncestor() {
        let scene = ControlScene()
        let slider = scene.add(UISlider(frame: CGRect(x: 50, y: 200, width: 231, height: 31)))
        Self.attach(UIPanGestureRecognizer(), name: "pan", to: scene.container, in: scene)
        scene.touches.drag(from: CGPoint(x: 200, y: 215), to: CGPoint(x: 260, y: 215), duration: 0.3)
        #expect(slider.value == 0)
        #expect(foldedControlLog(scene.log) == ["pan:began", "pan:changed*", "pan:ended"])
    }

    @Test("behaviour 4.5: a swipe on an ancestor along the slider, begun on its thumb, is refused")
    func sliderKeepsThumbSwipe() {
        let scene = ControlScene()
        let slider = scene.add(UISlider(frame: CGRect(x: 50, y: 200, width: 231, height: 31)))
        Self.attach(UISwipeGestureRecognizer(), name: "swipe", to: scene.container, in: scene)
        scene.touches.drag(from: CGPoint(x: 65, y: 215), to: CGPoint(x: 265, y: 215), duration: 0.1)
        #expect(slider.value == 1)
        #expect(!scene.log.contains { $0.hasPrefix("swipe") })
        #expect(scene.log.last == "touchUpInside")
    }

    @Test(
        "behaviour 4.5: a pan on an ancestor along a switch, begun on its thumb, is refused; the switch follows the thumb"
    )
    func switchKeepsThumbPan() {
        let scene = ControlScene()
        let toggle = scene.add(UISwitch(frame: CGRect(x: 100, y: 300, width: 51, height: 31)))
        Self.attach(UIPanGestureRecognizer(), name: "pan", to: scene.container, in: scene)
        scene.touches.drag(from: CGPoint(x: 105, y: 315), to: CGPoint(x: 145, y: 315), duration: 0.3)
        #expect(toggle.isOn)
        #expect(!scene.log.contains { $0.hasPrefix("pan") })
    }

    @Test(
        "behaviour 4.5: UIControl.gestureRecognizerShouldBegin refuses only foreign single-finger single taps, and only while enabled"
    )
    func shouldBeginRule() {
        let button = UIButton(frame: Self.buttonFrame)
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        parent.addSubview(button)
        let foreignTap = UITapGestureRecognizer(), ownTap = UITapGestureRecognizer()
        let twoFingerTap = UITapGestureRecognizer(), doubleTap = UITapGestureRecognizer(),
            pan = UIPanGestureRecognizer()
        twoFingerTap.numberOfTouchesRequired = 2
        doubleTap.numberOfTapsRequired = 2
        for recognizer in [foreignTap, twoFingerTap, doubleTap, pan] { parent.addGestureRecognizer(recognizer) }
        button.addGestureRecognizer(ownTap)
        #expect(!button.gestureRecognizerShouldBegin(foreignTap))
        #expect(button.gestureRecognizerShouldBegin(ownTap))
        #expect(button.gestureRecognizerShouldBegin(twoFingerTap))
        #expect(button.gestureRecognizerShouldBegin(doubleTap))
        #expect(button.gestureRecognizerShouldBegin(pan))
        button.isEnabled = false
        #expect(button.gestureRecognizerShouldBegin(foreignTap))
        let slider = UISlider(frame: Self.buttonFrame)
        parent.addSubview(slider)
        #expect(slider.gestureRecognizerShouldBegin(foreignTap))
    }
}
