import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A window with a full-size container (which records the touches forwarded to it) for controls, and a
/// log of the control events they send.
@MainActor
final class ControlScene {
    let scene = TestScene(size: CGSize(width: 400, height: 600))
    var app: UIApplication { scene.application }
    var window: UIWindow { scene.window }
    /// The root view, filling the window: the controls' superview.
    var container: RecordingView { scene.rootView }
    var touches: TouchSimulator { scene.touches }
    var log: [String] = []

    static let events: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
    ]

    /// Adds `control` to the container and records its events (as "name", or "prefix.name").
    @discardableResult
    func add<Control: UIControl>(_ control: Control, prefix: String = "") -> Control {
        container.addSubview(control)
        record(control, prefix: prefix)
        return control
    }

    func record(_ control: UIControl, prefix: String = "") {
        for (event, name) in Self.events {
            control.addAction(UIAction { [unowned self] _ in self.log.append(prefix + name) }, for: event)
        }
    }

    /// Puts a finger down, moves it through `points` and lifts it (unless `lift` is false), pausing
    /// 20 ms between steps so every step is its own event.
    @discardableResult
    func press(at start: CGPoint, moves points: [CGPoint] = [], lift: Bool = true) -> TouchSimulator.Finger {
        let finger = touches.touchDown(at: start)
        for point in points {
            touches.wait(0.02)
            touches.move(finger, to: point)
        }
        touches.wait(0.02)
        if lift { touches.lift(finger) }
        return finger
    }
}

/// The log with consecutive repeats folded: `["a", "b", "b", "b"]` becomes `["a", "b*"]`.
func foldedControlLog(_ log: [String]) -> [String] {
    var result: [String] = []
    var previous: String?
    for entry in log {
        if entry == previous {
            if result.last?.hasSuffix("*") == false { result[result.count - 1] += "*" }
        } else {
            result.append(entry)
        }
        previous = entry
    }
    return result
}

/// A control that records its tracking calls into the scene's log.
@MainActor
final class ControlTrackingProbe: UIControl {
    var log: (String) -> Void = { _ in }
    var beginAnswer = true
    var continueAnswers: [Bool] = []

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log("begin")
        return super.beginTracking(touch, with: event) && beginAnswer
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log("continue")
        let answer = continueAnswers.isEmpty ? true : continueAnswers.removeFirst()
        return super.continueTracking(touch, with: event) && answer
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log("end(\(touch == nil ? "nil" : "touch"))")
        super.endTracking(touch, with: event)
    }

    override func cancelTracking(with event: UIEvent?) {
        log("cancel(\(event == nil ? "nil" : "event"))")
        super.cancelTracking(with: event)
    }
}

@MainActor
@Suite("UIControl touch tracking and control events (behaviour 6.1, 6.2, behaviour 11)")
struct ControlEventTests {
    /// A plain control at (100, 100), 100 × 50 in the window: inside with the margin is x in [30, 270),
    /// y in [30, 220).
    static let frame = CGRect(x: 100, y: 100, width: 100, height: 50)
    static let center = CGPoint(x: 150, y: 125)

    @Test("behaviour 6.1: a tap on a button sends touchDown, touchUpInside, then primaryActionTriggered")
    func buttonTap() {
        let scene = ControlScene()
        scene.add(UIButton(frame: Self.frame))
        scene.touches.tap(at: Self.center)
        #expect(scene.log == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("behaviour 6.1: a plain control's tap sends touchDown and touchUpInside only")
    func plainControlTap() {
        let scene = ControlScene()
        scene.add(UIControl(frame: Self.frame))
        scene.touches.tap(at: Self.center)
        #expect(scene.log == ["touchDown", "touchUpInside"])
    }

    @Test("behaviour 6.1: a double tap sends touchDown, touchUpInside, touchDown, touchDownRepeat, touchUpInside")
    func doubleTap() {
        let scene = ControlScene()
        scene.add(UIControl(frame: Self.frame))
        scene.touches.tap(at: Self.center, count: 2)
        #expect(scene.log == ["touchDown", "touchUpInside", "touchDown", "touchDownRepeat", "touchUpInside"])
    }

    @Test("behaviour 6.1: a triple tap repeats touchDownRepeat after each later touchDown")
    func tripleTap() {
        let scene = ControlScene()
        scene.add(UIControl(frame: Self.frame))
        scene.touches.tap(at: Self.center, count: 3)
        #expect(
            scene.log == [
                "touchDown", "touchUpInside", "touchDown", "touchDownRepeat", "touchUpInside",
                "touchDown", "touchDownRepeat", "touchUpInside",
            ])
    }

    @Test(
        "behaviour 6.1: drag out and back: touchDragInside..., touchDragExit once, touchDragOutside..., touchDragEnter once, touchDragInside..., touchUpInside"
    )
    func dragOutAndBack() {
        let scene = ControlScene()
        scene.add(UIButton(frame: Self.frame))
        scene.touches.drag(along: [Self.center, CGPoint(x: 150, y: 400), Self.center], duration: 0.6)
        #expect(
            foldedControlLog(scene.log) == [
                "touchDown", "touchDragInside*", "touchDragExit", "touchDragOutside*",
                "touchDragEnter", "touchDragInside*", "touchUpInside", "primaryActionTriggered",
            ])
        #expect(scene.log.filter { $0 == "touchDragExit" }.count == 1)
        #expect(scene.log.filter { $0 == "touchDragEnter" }.count == 1)
    }

    @Test("behaviour 6.1: a lift outside sends touchUpOutside, and a button no primaryActionTriggered")
    func liftOutside() {
        let scene = ControlScene()
        scene.add(UIButton(frame: Self.frame))
        scene.press(at: Self.center, moves: [CGPoint(x: 150, y: 300)])
        #expect(scene.log == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
    }

    @Test("behaviour 6.1: each move inside sends touchDragInside once")
    func dragInsideRepeats() {
        let scene = ControlScene()
        scene.add(UIControl(frame: Self.frame))
        scene.press(
            at: Self.center, moves: [CGPoint(x: 155, y: 125), CGPoint(x: 160, y: 125), CGPoint(x: 165, y: 125)])
        #expect(scene.log == ["touchDown", "touchDragInside", "touchDragInside", "touchDragInside", "touchUpInside"])
    }

    @Test(
        "behaviour 11: the right and bottom edges of the 70 pt margin are exclusive (bounds maxX + 70, maxY + 70)",
        arguments: [
            (CGPoint(x: 269.5, y: 125), true), (CGPoint(x: 270, y: 125), false),
            (CGPoint(x: 150, y: 219.5), true), (CGPoint(x: 150, y: 220), false),
        ])
    func marginFarEdges(point: CGPoint, inside: Bool) {
        let scene = ControlScene()
        scene.add(UIControl(frame: Self.frame))
        scene.press(at: Self.center, moves: [point])
        #expect(
            scene.log
                == (inside
                    ? ["touchDown", "touchDragInside", "touchUpInside"]
                    : ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"]))
    }

    @Test(
        "behaviour 11: the left and top edges of the 70 pt margin are inclusive (bounds minX - 70, minY - 70)",
        arguments: [
            (CGPoint(x: 30, y: 125), true), (CGPoint(x: 29.5, y: 125), false),
            (CGPoint(x: 150, y: 30), true), (CGPoint(x: 150, y: 29.5), false),
        ])
    func marginNearEdges(point: CGPoint, inside: Bool) {
        let scene = ControlScene()
        scene.add(UIControl(frame: Self.frame))
        scene.press(at: Self.center, moves: [point])
        #expect(
            scene.log
                == (inside
                    ? ["touchDown", "touchDragInside", "touchUpInside"]
                    : ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"]))
    }

    @Test("behaviour 11: the margin is the documented default 70 pt and can be changed per control")
    func marginIsConfigurable() {
        #expect(UIControl.defaultTouchInsideMargin == 70)
        let scene = ControlScene()
        let control = scene.add(UIControl(frame: Self.frame))
        #expect(control.touchInsideMargin == 70)
        control.touchInsideMargin = 0
        scene.press(at: Self.center, moves: [CGPoint(x: 200, y: 125)])
        #expect(scene.log == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
        #expect(control.pointMostlyInside(CGPoint(x: 99.5, y: 0), with: nil))
        #expect(!control.pointMostlyInside(CGPoint(x: 100, y: 0), with: nil))
    }

    @Test("behaviour 6.1: touchCancel when the application resigns active; no touch-up follows")
    func cancelOnResignActive() {
        let scene = ControlScene()
        let button = scene.add(UIButton(frame: Self.frame))
        let finger = scene.press(at: Self.center, lift: false)
        #expect(button.isTracking && button.isHighlighted)
        scene.app.resignActive()
        scene.touches.lift(finger)
        #expect(scene.log == ["touchDown", "touchCancel"])
        #expect(!button.isTracking && !button.isHighlighted && !button.isTouchInside)
    }

    @Test("behaviour 6.1: touchCancel when the control is removed from its window during the touch")
    func cancelOnRemoval() {
        let scene = ControlScene()
        let button = scene.add(UIButton(frame: Self.frame))
        let finger = scene.press(at: Self.center, lift: false)
        button.removeFromSuperview()
        scene.touches.lift(finger)
        #expect(scene.log == ["touchDown", "touchCancel"])
        #expect(!button.isTracking)
    }

    @Test("behaviour 6.1: touchCancel when the input source is lost")
    func cancelOnInputLoss() {
        let scene = ControlScene()
        scene.add(UIButton(frame: Self.frame))
        scene.press(at: Self.center, moves: [CGPoint(x: 150, y: 130)], lift: false)
        scene.touches.cancelAll()
        #expect(scene.log == ["touchDown", "touchDragInside", "touchCancel"])
    }

    @Test(
        "behaviour 6.2: tracking calls come before their events: begin, touchDown, continue, drag, end, touchUpInside")
    func trackingOrder() {
        let scene = ControlScene()
        let probe = scene.add(ControlTrackingProbe(frame: Self.frame))
        probe.log = { [unowned scene] in scene.log.append($0) }
        scene.press(at: Self.center, moves: [CGPoint(x: 160, y: 125)])
        #expect(scene.log == ["begin", "touchDown", "continue", "touchDragInside", "end(touch)", "touchUpInside"])
    }

    @Test(
        "behaviour 6.2: cancelTracking(with:) gets the event, calls endTracking with a nil touch by default, and comes before touchCancel"
    )
    func cancelTrackingOrder() {
        let scene = ControlScene()
        let probe = scene.add(ControlTrackingProbe(frame: Self.frame))
        probe.log = { [unowned scene] in scene.log.append($0) }
        scene.press(at: Self.center, lift: false)
        scene.touches.cancelAll()
        #expect(scene.log == ["begin", "touchDown", "cancel(event)", "end(nil)", "touchCancel"])
    }

    @Test("behaviour 6.2: beginTracking returning false: no tracking, no highlight, no events for the whole touch")
    func beginTrackingFalse() {
        let scene = ControlScene()
        let probe = scene.add(ControlTrackingProbe(frame: Self.frame))
        probe.beginAnswer = false
        probe.log = { [unowned scene] in scene.log.append($0) }
        let finger = scene.press(at: Self.center, moves: [CGPoint(x: 160, y: 125)], lift: false)
        #expect(!probe.isTracking && !probe.isHighlighted && !probe.isTouchInside)
        scene.touches.lift(finger)
        #expect(scene.log == ["begin"])
        #expect(scene.container.calls.isEmpty)  // swallowed, not forwarded: the control is enabled
    }

    @Test("behaviour 6.2: continueTracking returning false stops tracking: no further events, highlight cleared")
    func continueTrackingFalse() {
        let scene = ControlScene()
        let probe = scene.add(ControlTrackingProbe(frame: Self.frame))
        probe.continueAnswers = [true, false]
        probe.log = { [unowned scene] in scene.log.append($0) }
        let finger = scene.press(
            at: Self.center, moves: [CGPoint(x: 155, y: 125), CGPoint(x: 160, y: 125)], lift: false)
        #expect(!probe.isTracking && !probe.isHighlighted)
        scene.touches.move(finger, to: CGPoint(x: 170, y: 125))
        scene.touches.lift(finger)
        #expect(scene.log == ["begin", "touchDown", "continue", "touchDragInside", "continue"])
    }

    @Test(
        "behaviour 6.2: states seen from inside the actions: highlighted and tracking at touchDown, highlight follows the touch, cleared before touchUpInside"
    )
    func statesInsideActions() {
        let scene = ControlScene()
        let button = UIButton(frame: Self.frame)
        scene.container.addSubview(button)
        var seen: [String] = []
        func observe(_ name: String) -> UIAction {
            UIAction { _ in
                seen.append(
                    "\(name): tracking=\(button.isTracking) inside=\(button.isTouchInside) highlighted=\(button.isHighlighted) state=\(button.state.rawValue)"
                )
            }
        }
        button.addAction(observe("touchDown"), for: .touchDown)
        button.addAction(observe("exit"), for: .touchDragExit)
        button.addAction(observe("enter"), for: .touchDragEnter)
        button.addAction(observe("upInside"), for: .touchUpInside)
        scene.press(at: Self.center, moves: [CGPoint(x: 150, y: 300), CGPoint(x: 150, y: 130)])
        #expect(
            seen == [
                "touchDown: tracking=true inside=true highlighted=true state=1",
                "exit: tracking=true inside=false highlighted=false state=0",
                "enter: tracking=true inside=true highlighted=true state=1",
                "upInside: tracking=true inside=true highlighted=false state=0",
            ])
        #expect(!button.isTracking && !button.isTouchInside && !button.isHighlighted)
    }

    @Test(
        "behaviour 6.2: isSelected and isEnabled are reflected in state; defaults are enabled, not selected, not highlighted"
    )
    func stateBits() {
        let control = UIControl(frame: Self.frame)
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted && control.state == .normal)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state == [.selected, .disabled])
        #expect(UIControl.State.highlighted.rawValue == 1 && UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4 && UIControl.State.focused.rawValue == 8)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000 && UIControl.State.reserved.rawValue == 0xFF00_0000)
    }

    @Test("behaviour 6.1: event bit values")
    func eventBits() {
        typealias E = UIControl.Event
        #expect(
            [
                E.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
                .touchUpInside, .touchUpOutside, .touchCancel,
            ].map(\.rawValue) == (0...8).map { 1 << $0 })
        #expect(E.valueChanged.rawValue == 1 << 12 && E.primaryActionTriggered.rawValue == 1 << 13)
        #expect(E.menuActionTriggered.rawValue == 1 << 14)
        #expect(
            [E.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit].map(\.rawValue)
                == (16...19).map { 1 << $0 })
        #expect(E.allTouchEvents.rawValue == 0x0FFF && E.allEditingEvents.rawValue == 0x000F_0000)
        #expect(E.applicationReserved.rawValue == 0x0F00_0000 && E.systemReserved.rawValue == 0xF000_0000)
        #expect(E.allEvents.rawValue == 0xFFFF_FFFF)
        #expect(E([.touchDown, .touchUpInside]).description == "[touchDown, touchUpInside]")
    }

    @Test(
        "behaviour 11: a disabled control is still the hit view, sends no events and forwards its touches to the next responder"
    )
    func disabledControl() {
        let scene = ControlScene()
        let button = scene.add(UIButton(frame: Self.frame))
        button.isEnabled = false
        #expect(scene.window.hitTest(Self.center, with: nil) === button)
        scene.touches.drag(from: Self.center, to: CGPoint(x: 150, y: 140), duration: 0.1)
        #expect(scene.log.isEmpty)
        #expect(scene.container.methods.first == .began && scene.container.methods.last == .ended)
        #expect(Set(scene.container.methods) == [.began, .moved, .ended])
        #expect(!button.isHighlighted && !button.isTracking && button.state == .disabled)
    }

    @Test(
        "behaviour 11: disabling a control mid-touch stops tracking without touchCancel; the rest of the touch is not forwarded"
    )
    func disabledMidTouch() {
        let scene = ControlScene()
        let probe = scene.add(ControlTrackingProbe(frame: Self.frame))
        probe.log = { [unowned scene] in scene.log.append($0) }
        let finger = scene.press(at: Self.center, lift: false)
        probe.isEnabled = false
        #expect(!probe.isTracking && !probe.isHighlighted)
        scene.touches.move(finger, to: CGPoint(x: 160, y: 125))
        scene.touches.lift(finger)
        #expect(scene.log == ["begin", "touchDown", "cancel(nil)", "end(nil)"])
        #expect(scene.container.calls.isEmpty)
    }

    @Test("behaviour 6.1: an action that removes the control stops the remaining events of that step")
    func removalFromAction() {
        let scene = ControlScene()
        let control = UIControl(frame: Self.frame)
        scene.container.addSubview(control)
        control.addAction(
            UIAction { _ in
                scene.log.append("touchDown"); control.removeFromSuperview()
            }, for: .touchDown)
        control.addAction(UIAction { _ in scene.log.append("touchDownRepeat") }, for: .touchDownRepeat)
        control.addAction(UIAction { _ in scene.log.append("touchCancel") }, for: .touchCancel)
        scene.touches.tap(at: Self.center)
        scene.container.addSubview(control)
        scene.touches.wait(0.1)
        scene.touches.tap(at: Self.center)  // tapCount 2: touchDownRepeat would follow touchDown
        #expect(scene.log == ["touchDown", "touchCancel", "touchDown", "touchCancel"])
    }
}
