import Foundation

extension UIControl {
    /// A typed method reference registered with `addTarget(_:action:for:)`, such as
    /// `Controller.tapped`: the Swift counterpart of an Objective-C action selector, which does not exist
    /// off Apple platforms. The control passes it to the typed-method `sendAction(_:to:for:)`, which
    /// calls ``perform(on:sender:event:)``.
    public struct ActionMethod {
        /// The number of arguments the method takes: 0, 1 (the sender) or 2 (the sender and the event).
        public let argumentCount: Int
        private let body: @MainActor (AnyObject, Any, UIEvent?) -> Void

        init(argumentCount: Int, body: @escaping @MainActor (AnyObject, Any, UIEvent?) -> Void) {
            self.argumentCount = argumentCount
            self.body = body
        }

        /// Calls the method on `target` with `sender` and `event` as it takes them. Nothing happens when
        /// `target` or `sender` is not of the method's types (a method taking a `UISwitch` registered on
        /// a button). A method taking a non-optional event gets a blank touch event when `event` is nil
        /// (actions sent with ``UIControl/sendActions(for:)``).
        @MainActor
        public func perform(on target: AnyObject, sender: Any, event: UIEvent?) {
            body(target, sender, event)
        }
    }

    /// The selector ``UIControl/enumerateEventHandlers(_:)`` reports for typed method references, which
    /// have no name: `"(method reference)"`.
    nonisolated public static let methodReferenceSelector = Selector("(method reference)")
}

/// One registration: a target-action pair (selector or typed method) or a ``UIAction``, with its events.
@MainActor
struct ControlRegistration {
    enum Handler {
        case selector(Selector)
        case method(UIControl.ActionMethod)
        case action(UIAction)
    }

    var handler: Handler
    var events: UIControl.Event
    /// The target when it is an object: held weakly, as UIKit does not retain targets.
    private weak var object: AnyObject?
    /// The target when it is a value (not an object).
    private let value: Any?
    /// Whether a target was given (false: nil-targeted, sent up the responder chain).
    let hasTarget: Bool

    init(handler: Handler, target: Any?, events: UIControl.Event) {
        self.handler = handler
        self.events = events
        hasTarget = target != nil
        if let target, let object = Self.object(of: target) {
            self.object = object
            value = nil
        } else {
            value = target
        }
    }

    /// The target, or nil when none was given or it was deallocated.
    var target: Any? { object ?? value }
    /// Whether the registration had a target that no longer exists.
    var targetIsGone: Bool { hasTarget && target == nil }

    var selector: Selector? {
        if case .selector(let selector) = handler { return selector }
        return nil
    }

    var action: UIAction? {
        if case .action(let action) = handler { return action }
        return nil
    }

    /// Whether `candidate` is this registration's target: the same object, or an equal hashable value.
    func hasTarget(_ candidate: Any?) -> Bool {
        guard let candidate else { return !hasTarget }
        if let candidateObject = Self.object(of: candidate) { return object === candidateObject }
        guard let value, let a = value as? AnyHashable, let b = candidate as? AnyHashable else { return false }
        return a == b
    }

    /// The one `NSNull` standing for nil targets. Foundation on Linux hashes each `NSNull()` by its
    /// address although they compare equal, so a set only works with a single instance.
    private static let nullTarget = AnyHashable(NSNull())

    /// The target as ``UIControl/allTargets`` lists it: `NSNull` for a nil target.
    var hashableTarget: AnyHashable? {
        guard hasTarget else { return Self.nullTarget }
        if let object {
            return (object as? AnyHashable) ?? AnyHashable(ObjectIdentifier(object))
        }
        return value as? AnyHashable
    }

    static func object(of value: Any) -> AnyObject? {
        type(of: value) is AnyClass ? value as AnyObject : nil
    }
}

/// A control's registrations, in the order they were made (behaviour 6.3). Registrations whose target was
/// deallocated are dropped the next time the table is used.
@MainActor
struct ControlActionTable {
    private(set) var registrations: [ControlRegistration] = []

    /// Adds a selector pair; an existing pair (same target object, same selector name: the identity of
    /// docs/decisions.md "Target-action identity") gains the events.
    mutating func add(target: Any?, selector: Selector, for events: UIControl.Event) {
        prune()
        if let index = registrations.firstIndex(where: { $0.selector == selector && $0.hasTarget(target) }) {
            registrations[index].events.formUnion(events)
        } else if !events.isEmpty {
            registrations.append(ControlRegistration(handler: .selector(selector), target: target, events: events))
        }
    }

    /// Adds a typed method pair. Method references cannot be compared, so every call adds a pair.
    mutating func add(target: AnyObject, method: UIControl.ActionMethod, for events: UIControl.Event) {
        prune()
        guard !events.isEmpty else { return }
        registrations.append(ControlRegistration(handler: .method(method), target: target, events: events))
    }

    /// Adds an action, replacing (in place) the one with the same identifier and adding the events.
    mutating func add(_ action: UIAction, for events: UIControl.Event) {
        prune()
        if let index = registrations.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            registrations[index].handler = .action(action)
            registrations[index].events.formUnion(events)
        } else if !events.isEmpty {
            registrations.append(ControlRegistration(handler: .action(action), target: nil, events: events))
        }
    }

    /// Removes events from target-action pairs (behaviour 6.3, UIKit's `removeTarget(_:action:for:)`): the
    /// pair `target`/`action` (same object, same selector name); every pair of `target` when `action` is
    /// nil (typed methods included); every pair for `action` when `target` is nil; every pair when both
    /// are nil.
    mutating func remove(target: Any?, action: Selector?, for events: UIControl.Event) {
        for index in registrations.indices where registrations[index].action == nil {
            let registration = registrations[index]
            let targetMatches = target == nil || registration.hasTarget(target)
            let actionMatches = action == nil || registration.selector == action
            if targetMatches && actionMatches { registrations[index].events.subtract(events) }
        }
        registrations.removeAll { $0.events.isEmpty || $0.targetIsGone }
    }

    mutating func removeAction(identifiedBy identifier: UIAction.Identifier, for events: UIControl.Event) {
        guard let index = registrations.firstIndex(where: { $0.action?.identifier == identifier }) else { return }
        registrations[index].events.subtract(events)
        if registrations[index].events.isEmpty { registrations.remove(at: index) }
    }

    /// Drops pairs whose target was deallocated.
    mutating func prune() {
        if registrations.contains(where: \.targetIsGone) { registrations.removeAll(where: \.targetIsGone) }
    }

    var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for registration in registrations where registration.action == nil && !registration.targetIsGone {
            if let target = registration.hashableTarget { targets.insert(target) }
        }
        return targets
    }

    var allControlEvents: UIControl.Event {
        registrations.reduce(into: []) { if !$1.targetIsGone { $0.formUnion($1.events) } }
    }

    func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        guard target != nil else { return nil }
        let names = registrations.compactMap { registration -> String? in
            guard let selector = registration.selector, registration.hasTarget(target),
                !registration.events.isDisjoint(with: controlEvent)
            else { return nil }
            return selector.name
        }
        return names.isEmpty ? nil : names
    }
}
