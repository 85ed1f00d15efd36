import Foundation

/// Typed target-action, the queries of behaviour 6.3, and action dispatch.
///
/// ```swift
/// final class Controller: UIViewController {
///     func save() { ... }                                        // no argument
///     func toggled(_ sender: UISwitch) { ... }                   // the sender
///     func tapped(_ sender: UIButton, forEvent event: UIEvent?) { ... }   // sender and event
///
///     override func viewDidLoad() {
///         // UIKit's form (what `responder port` writes for #selector): one pair per target and name.
///         button.addTarget(self, action: Selector("tapped:forEvent:", Controller.tapped(_:forEvent:)), for: .touchUpInside)
///         // Typed method references: each call adds a pair.
///         toggle.addTarget(self, action: Controller.toggled, for: .valueChanged)
///         button.addTarget(nil, action: Selector("refresh:"), for: .touchUpInside)   // up the chain
///         button.addAction(UIAction { _ in self.save() }, for: .primaryActionTriggered)
///     }
/// }
/// ```
extension UIControl {
    // MARK: Typed method references

    /// Registers an argument-less method of `target` (held weakly) for `controlEvents`. Swift cannot
    /// compare method references, so each call adds a pair; remove them by target with
    /// ``removeTarget(_:action:for:)``.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
        for controlEvents: UIControl.Event
    ) {
        let method = ActionMethod(argumentCount: 0) { object, _, _ in
            guard let object = object as? Target else { return }
            action(object)()
        }
        actionTable.add(target: target, method: method, for: controlEvents)
    }

    /// Registers a method of `target` (held weakly) taking the sender, for `controlEvents`. It is called
    /// only when the control is a `Sender` (declare the parameter as the control's class, `UIControl` or `Any`).
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void,
        for controlEvents: UIControl.Event
    ) {
        let method = ActionMethod(argumentCount: 1) { object, sender, _ in
            guard let object = object as? Target, let sender = sender as? Sender else { return }
            action(object)(sender)
        }
        actionTable.add(target: target, method: method, for: controlEvents)
    }

    /// Registers a method of `target` (held weakly) taking the sender and the event (nil when the action
    /// was sent by ``sendActions(for:)``), for `controlEvents`.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Sender, UIEvent?) -> Void,
        for controlEvents: UIControl.Event
    ) {
        let method = ActionMethod(argumentCount: 2) { object, sender, event in
            guard let object = object as? Target, let sender = sender as? Sender else { return }
            action(object)(sender, event)
        }
        actionTable.add(target: target, method: method, for: controlEvents)
    }

    /// Registers a method of `target` (held weakly) taking the sender and a non-optional event, for
    /// `controlEvents`. When an action is sent without an event (``sendActions(for:)``), the method gets
    /// a blank touch event stamped with the application's current time.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Sender, UIEvent) -> Void,
        for controlEvents: UIControl.Event
    ) {
        let method = ActionMethod(argumentCount: 2) { object, sender, event in
            guard let object = object as? Target, let sender = sender as? Sender else { return }
            let now = ((sender as? UIView)?.window?.application)?.clock.now ?? 0
            action(object)(sender, event ?? UIEvent(type: .touches, timestamp: now))
        }
        actionTable.add(target: target, method: method, for: controlEvents)
    }

    // MARK: Queries (behaviour 6.3)

    /// The targets of the control's target-action pairs (selectors and typed methods), each once, with
    /// an `NSNull` standing for nil (responder-chain) targets (test for it with `$0.base is NSNull`:
    /// Foundation on Linux hashes separate `NSNull()` instances differently). Targets that are not
    /// `Hashable` appear as their `ObjectIdentifier`. ``UIAction``s are not targets. Targets that were
    /// deallocated are left out.
    public var allTargets: Set<AnyHashable> {
        actionTable.prune()
        return actionTable.allTargets
    }

    /// The union of the events that have at least one action (target-action pairs and ``UIAction``s).
    public var allControlEvents: UIControl.Event {
        actionTable.prune()
        return actionTable.allControlEvents
    }

    /// The selector names registered for `target` and `controlEvent` (a single event), in registration
    /// order; nil when there are none, and always nil for a nil target. Typed method references have no
    /// name and are not listed.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        actionTable.actions(forTarget: target, forControlEvent: controlEvent)
    }

    /// Calls `iterator` for each registration, in registration order, with either its ``UIAction`` or its
    /// target-action pair (the target is nil for responder-chain pairs; typed method references report
    /// ``methodReferenceSelector``), and the events it is registered for. Set `stop.pointee` to true to
    /// stop.
    public func enumerateEventHandlers(
        _ iterator: (
            _ actionHandler: UIAction?, _ targetAction: (Any?, Selector)?, _ controlEvents: UIControl.Event,
            _ stop: UnsafeMutablePointer<ObjCBool>
        ) -> Void
    ) {
        actionTable.prune()
        var stop = ObjCBool(false)
        for registration in actionTable.registrations {
            switch registration.handler {
            case .action(let action):
                iterator(action, nil, registration.events, &stop)
            case .selector(let selector):
                iterator(nil, (registration.target, selector), registration.events, &stop)
            case .method:
                iterator(nil, (registration.target, UIControl.methodReferenceSelector), registration.events, &stop)
            }
            if stop.boolValue { return }
        }
    }

    // MARK: Dispatch

    /// Sends every action registered for any of `controlEvents`, in registration order, through the
    /// matching override point. The registrations are read once, so actions added or removed by an
    /// action take effect from the next dispatch.
    func dispatchActions(for controlEvents: UIControl.Event, event: UIEvent?) {
        actionTable.prune()
        for registration in actionTable.registrations where !registration.events.isDisjoint(with: controlEvents) {
            switch registration.handler {
            case .selector(let selector):
                if registration.hasTarget {
                    guard let target = registration.target else { continue }
                    sendAction(selector, to: target, for: event)
                } else {
                    sendAction(selector, to: nil, for: event)
                }
            case .method(let method):
                guard let target = registration.target else { continue }
                sendAction(method, to: target as AnyObject, for: event)
            case .action(let action):
                sendAction(action)
            }
        }
    }
}
