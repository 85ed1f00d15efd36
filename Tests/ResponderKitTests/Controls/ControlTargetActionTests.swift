import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A plain target with typed action methods of every form.
@MainActor
final class ControlActionController {
    var calls: [String] = []
    func save() { calls.append("save") }
    func tapped(_ sender: UIButton) { calls.append("tapped:\(sender.tag)") }
    func toggled(_ sender: UISwitch) { calls.append("toggled") }
    func tappedWithEvent(_ sender: UIControl, forEvent event: UIEvent?) {
        calls.append("event:\(event.map { "\($0.type)/\($0.allTouches?.count ?? -1)" } ?? "nil")")
    }
    func tappedWithRequiredEvent(_ sender: UIControl, forEvent event: UIEvent) {
        calls.append("required:\(event.allTouches?.count ?? -1)")
    }
}

/// A view that implements the `refresh:` action (behaviour 3.3).
@MainActor
final class ControlRefreshingView: UIView {
    var refreshes: [String] = []
    var acceptsFirstResponder = false
    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
    override var implementedActions: Set<Selector> { super.implementedActions.union(["refresh:"]) }
    override func performAction(_ action: Selector, withSender sender: Any?, event: UIEvent?) {
        guard action == "refresh:" else { return super.performAction(action, withSender: sender, event: event) }
        refreshes.append("\(sender is UIButton ? "button" : "other")/\(event == nil ? "no event" : "event")")
    }
}

/// A button whose override points record (and can suppress) what it sends.
@MainActor
final class ControlInterceptingButton: UIButton {
    var sent: [String] = []
    var suppress = false
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        sent.append("selector \(action)")
        if !suppress { super.sendAction(action, to: target, for: event) }
    }
    override func sendAction(_ action: UIControl.ActionMethod, to target: AnyObject, for event: UIEvent?) {
        sent.append("method/\(action.argumentCount)")
        if !suppress { super.sendAction(action, to: target, for: event) }
    }
    override func sendAction(_ action: UIAction) {
        sent.append("action \(action.identifier.rawValue)")
        if !suppress { super.sendAction(action) }
    }
}

@MainActor
@Suite("UIControl target-action (behaviour 6.3, 3.3, behaviour 11)")
struct ControlTargetActionTests {
    static let frame = CGRect(x: 100, y: 100, width: 100, height: 50)
    static let center = CGPoint(x: 150, y: 125)

    @Test(
        "behaviour 6.3: typed method references with no argument, the sender, and sender plus event are called in registration order"
    )
    func typedForms() {
        let scene = ControlScene()
        let button = scene.add(UIButton(frame: Self.frame))
        button.tag = 7
        let controller = ControlActionController()
        button.addTarget(controller, action: ControlActionController.save, for: .touchUpInside)
        button.addTarget(controller, action: ControlActionController.tapped, for: .touchUpInside)
        button.addTarget(controller, action: ControlActionController.tappedWithEvent, for: .touchUpInside)
        button.addTarget(controller, action: ControlActionController.tappedWithRequiredEvent, for: .touchUpInside)
        scene.touches.tap(at: Self.center)
        #expect(controller.calls == ["save", "tapped:7", "event:touches/1", "required:1"])
    }

    @Test("behaviour 6.3: a method taking another sender type is not called; sendActions(for:) passes no event")
    func senderTypeAndNoEvent() {
        let button = UIButton(frame: Self.frame)
        let controller = ControlActionController()
        button.addTarget(controller, action: ControlActionController.toggled, for: .valueChanged)
        button.addTarget(controller, action: ControlActionController.tappedWithEvent, for: .valueChanged)
        button.addTarget(controller, action: ControlActionController.tappedWithRequiredEvent, for: .valueChanged)
        button.sendActions(for: .valueChanged)
        #expect(controller.calls == ["event:nil", "required:0"])
    }

    @Test("behaviour 6.3: targets are not retained; a deallocated target's pairs are dropped")
    func weakTargets() {
        let button = UIButton(frame: Self.frame)
        var controller: ControlActionController? = ControlActionController()
        button.addTarget(controller!, action: ControlActionController.save, for: .touchUpInside)
        #expect(button.allTargets.count == 1 && button.allControlEvents == .touchUpInside)
        controller = nil
        button.sendActions(for: .touchUpInside)
        #expect(button.allTargets.isEmpty && button.allControlEvents.isEmpty)
    }

    @Test(
        "behaviour 3.3, behaviour 11: a nil-targeted Selector climbs the responder chain from the sender when there is no first responder"
    )
    func nilTargetClimbsChain() {
        let scene = ControlScene()
        let holder = ControlRefreshingView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        scene.container.addSubview(holder)
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        holder.addSubview(button)
        button.addTarget(nil, action: Selector("refresh:"), for: .touchUpInside)
        scene.touches.tap(at: CGPoint(x: 150, y: 125))
        #expect(holder.refreshes == ["button/event"])
        #expect(scene.app.sendAction("refresh:", to: nil, from: button, for: nil))
        #expect(!scene.app.sendAction("missing:", to: nil, from: button, for: nil))
        #expect(holder.refreshes == ["button/event", "button/no event"])
    }

    @Test("behaviour 11: a nil-targeted action starts at the key window's first responder when there is one")
    func nilTargetStartsAtFirstResponder() {
        let scene = ControlScene()
        let holder = ControlRefreshingView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        let first = ControlRefreshingView(frame: CGRect(x: 0, y: 400, width: 50, height: 50))
        first.acceptsFirstResponder = true
        scene.container.addSubview(holder)
        scene.container.addSubview(first)
        #expect(first.becomeFirstResponder())
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        holder.addSubview(button)
        button.addTarget(nil, action: "refresh:", for: .touchUpInside)
        scene.touches.tap(at: CGPoint(x: 150, y: 125))
        #expect(first.refreshes == ["button/event"] && holder.refreshes.isEmpty)
    }

    @Test(
        "behaviour 6.3: an explicit responder target gets a Selector action; a target that does not implement it gets nothing"
    )
    func explicitSelectorTarget() {
        let scene = ControlScene()
        let button = scene.add(UIButton(frame: Self.frame))
        let elsewhere = ControlRefreshingView(frame: .zero)
        let plain = UIView(frame: .zero)
        button.addTarget(elsewhere, action: "refresh:", for: .touchUpInside)
        button.addTarget(plain, action: "refresh:", for: .touchUpInside)
        scene.touches.tap(at: Self.center)
        #expect(elsewhere.refreshes == ["button/event"])
        #expect(scene.app.sendAction("refresh:", to: elsewhere, from: button, for: nil))
        #expect(!scene.app.sendAction("refresh:", to: plain, from: button, for: nil))
    }

    @Test("behaviour 6.3: adding a selector pair again adds its events without duplicating the pair; [] adds nothing")
    func duplicatePairs() {
        let button = UIButton(frame: Self.frame)
        let view = ControlRefreshingView(frame: .zero)
        button.addTarget(view, action: "refresh:", for: .touchUpInside)
        button.addTarget(view, action: "refresh:", for: .touchUpInside)
        button.addTarget(view, action: "refresh:", for: .touchDown)
        button.addTarget(view, action: "other:", for: [])
        button.sendActions(for: [.touchDown, .touchUpInside])
        #expect(view.refreshes.count == 1)
        #expect(button.allControlEvents == [.touchDown, .touchUpInside])
        #expect(button.actions(forTarget: view, forControlEvent: .touchDown) == ["refresh:"])
    }

    @Test(
        "behaviour 6.3: allTargets lists each target once and NSNull for nil targets; actions(forTarget:) is nil for nil or unknown targets"
    )
    func queries() {
        let button = UIButton(frame: Self.frame)
        let view = ControlRefreshingView(frame: .zero)
        let controller = ControlActionController()
        button.addTarget(view, action: "refresh:", for: .touchUpInside)
        button.addTarget(view, action: "reload:", for: .touchUpInside)
        button.addTarget(nil, action: "refresh:", for: .touchDown)
        button.addTarget(controller, action: ControlActionController.save, for: .valueChanged)
        button.addAction(UIAction { _ in }, for: .touchCancel)
        let targets = button.allTargets
        #expect(targets.count == 3 && targets == button.allTargets)
        #expect(targets.contains(AnyHashable(view)) && targets.contains(AnyHashable(ObjectIdentifier(controller))))
        #expect(targets.contains { $0.base is NSNull })
        #expect(button.allControlEvents == [.touchUpInside, .touchDown, .valueChanged, .touchCancel])
        #expect(button.actions(forTarget: view, forControlEvent: .touchUpInside) == ["refresh:", "reload:"])
        #expect(button.actions(forTarget: view, forControlEvent: .touchDown) == nil)
        #expect(button.actions(forTarget: nil, forControlEvent: .touchDown) == nil)
        #expect(button.actions(forTarget: controller, forControlEvent: .valueChanged) == nil)  // typed: no name
    }

    @Test(
        "behaviour 6.3, Apple's UIControl.removeTarget(_:action:for:): a target with an action removes that pair only; with a nil action, all of the target's"
    )
    func removeByTarget() {
        let button = UIButton(frame: Self.frame)
        let view = ControlRefreshingView(frame: .zero)
        let controller = ControlActionController()
        button.addTarget(view, action: "refresh:", for: [.touchUpInside, .touchDown])
        button.addTarget(view, action: "reload:", for: .touchUpInside)
        button.addTarget(controller, action: ControlActionController.save, for: .touchUpInside)
        button.removeTarget(view, action: "unrelated:", for: .touchUpInside)
        #expect(button.actions(forTarget: view, forControlEvent: .touchUpInside) == ["refresh:", "reload:"])
        button.removeTarget(view, action: "reload:", for: .touchUpInside)
        #expect(button.actions(forTarget: view, forControlEvent: .touchUpInside) == ["refresh:"])
        button.removeTarget(view, action: nil, for: .touchUpInside)
        #expect(button.actions(forTarget: view, forControlEvent: .touchUpInside) == nil)
        #expect(button.actions(forTarget: view, forControlEvent: .touchDown) == ["refresh:"])
        button.removeTarget(controller, action: nil, for: .allEvents)
        button.sendActions(for: .touchUpInside)
        #expect(controller.calls.isEmpty)
        #expect(button.allTargets == [AnyHashable(view)])
        button.removeTarget(view, action: nil, for: .touchDown)
        #expect(button.allTargets.isEmpty && button.allControlEvents.isEmpty)
    }

    @Test(
        "behaviour 6.3: removeTarget with a nil target removes the events for every target: for one action, or for all with a nil action"
    )
    func removeNilTarget() {
        let button = UIButton(frame: Self.frame)
        let a = ControlRefreshingView(frame: .zero), b = ControlRefreshingView(frame: .zero)
        let controller = ControlActionController()
        button.addTarget(a, action: "refresh:", for: .touchUpInside)
        button.addTarget(b, action: "refresh:", for: .touchUpInside)
        button.addTarget(b, action: "reload:", for: .touchUpInside)
        button.addTarget(controller, action: ControlActionController.save, for: .touchUpInside)
        let action = UIAction(identifier: "kept") { _ in }
        button.addAction(action, for: .touchUpInside)
        button.removeTarget(nil, action: "refresh:", for: .touchUpInside)
        #expect(button.actions(forTarget: a, forControlEvent: .touchUpInside) == nil)
        #expect(button.actions(forTarget: b, forControlEvent: .touchUpInside) == ["reload:"])
        button.removeTarget(nil, action: nil, for: .touchUpInside)
        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents == .touchUpInside)  // the UIAction is not a target-action pair
    }

    @Test(
        "behaviour 6.3: sendActions(for:) sends every registration whose events intersect, in registration order, through the override points"
    )
    func sendActionsOrderAndOverrides() {
        let button = ControlInterceptingButton(frame: Self.frame)
        let view = ControlRefreshingView(frame: .zero)
        let controller = ControlActionController()
        button.addTarget(controller, action: ControlActionController.tappedWithEvent, for: .touchDown)
        button.addAction(UIAction(identifier: "one") { _ in controller.calls.append("one") }, for: .valueChanged)
        button.addTarget(view, action: "refresh:", for: [.touchUpInside, .valueChanged])
        button.addTarget(controller, action: ControlActionController.save, for: .touchCancel)
        button.sendActions(for: [.touchDown, .valueChanged])
        #expect(button.sent == ["method/2", "action one", "selector refresh:"])
        #expect(controller.calls == ["event:nil", "one"] && view.refreshes == ["button/no event"])
        button.suppress = true
        button.sendActions(for: .allEvents)
        #expect(controller.calls == ["event:nil", "one"] && view.refreshes.count == 1)
    }

    @Test("behaviour 6.3: actions are sent synchronously when the event occurs, with the touch event")
    func actionsAreSynchronous() {
        let scene = ControlScene()
        let button = scene.add(ControlInterceptingButton(frame: Self.frame))
        let controller = ControlActionController()
        button.addTarget(controller, action: ControlActionController.tappedWithEvent, for: .touchDown)
        let finger = scene.touches.touchDown(at: Self.center)
        #expect(controller.calls == ["event:touches/1"])
        scene.touches.lift(finger)
    }
}
