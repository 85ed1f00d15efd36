import Foundation

extension UIApplication {
    /// Sends an action message (behaviour 3.3). Returns whether someone performed it.
    ///
    /// - With a `target`: the target performs it when it has the method (``Selector/isImplemented(by:)``
    ///   for a selector bound to a method, which is then called; ``UIResponder/responds(to:)``) or, for a
    ///   responder, when its ``UIResponder/canPerformAction(_:withSender:)`` says yes for itself (it is
    ///   then given ``UIResponder/performAction(_:withSender:event:)``).
    /// - With a nil target: the target is ``UIResponder/target(forAction:withSender:)`` asked of the key
    ///   window's first responder, or, when there is none, of `sender` if it is a responder (behaviour 11):
    ///   the first responder up the chain whose `canPerformAction` says yes. The edit menu and key commands
    ///   use the same rule.
    ///
    /// An action that reaches nobody is recorded in ``undeliveredActions`` with the reason.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target { return deliver(action, to: target, from: sender, event: event) }
        guard let start = keyWindow?.currentFirstResponder ?? (sender as? UIResponder) else {
            recordUndelivered(
                action, from: sender,
                reason: "nil target, no first responder in the key window, and the sender is not a responder")
            return false
        }
        guard let found = start.target(forAction: action, withSender: sender) else {
            recordUndelivered(
                action, from: sender, reason: "nil target, and no responder from \(start) up the chain can perform it")
            return false
        }
        return deliver(action, to: found, from: sender, event: event)
    }

    /// Performs `action` on `target` (see `ActionLookup.deliver`), recording it in
    /// ``undeliveredActions`` when the target can neither call a bound method nor perform the action.
    func deliver(_ action: Selector, to target: Any, from sender: Any?, event: UIEvent?) -> Bool {
        if ActionLookup.deliver(action, to: target, from: sender, event: event) { return true }
        recordUndelivered(
            action, from: sender,
            reason:
                "\(target) has no method for it (the selector is \(action.hasImplementation ? "bound to another class" : "a name alone")) and neither implements it nor says it can perform it"
        )
        return false
    }

    // MARK: Actions that reached nobody

    /// An action message that reached nobody: its selector, its sender and why.
    public struct UndeliveredAction: Sendable, CustomStringConvertible {
        /// The action's selector name.
        public let action: String
        /// A description of the sender (`"nil"` when there was none).
        public let sender: String
        /// Why nobody performed it.
        public let reason: String

        public var description: String { "\(action) from \(sender): \(reason)" }
    }

    /// The most recent actions that reached nobody (up to ``undeliveredActionLimit``), oldest first:
    /// selector pairs whose target cannot perform the action (a recognizer's or a control's), and
    /// ``sendAction(_:to:from:for:)`` calls that found no target. ``undeliveredActionCount`` counts all.
    public var undeliveredActions: [UndeliveredAction] { responderServices.undeliveredActions }

    /// How many actions reached nobody since the application was created.
    public var undeliveredActionCount: Int { responderServices.undeliveredActionCount }

    /// How many entries ``undeliveredActions`` keeps: 100.
    nonisolated public static let undeliveredActionLimit = 100

    func recordUndelivered(_ action: Selector, from sender: Any?, reason: String) {
        let entry = UndeliveredAction(action: action.name, sender: sender.map { "\($0)" } ?? "nil", reason: reason)
        responderServices.undeliveredActionCount += 1
        responderServices.undeliveredActions.append(entry)
        if responderServices.undeliveredActions.count > Self.undeliveredActionLimit {
            responderServices.undeliveredActions.removeFirst()
        }
    }
}
