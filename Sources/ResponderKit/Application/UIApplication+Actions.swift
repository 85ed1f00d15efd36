import Foundation

extension UIApplication {
    /// Sends an action message (spec 3.3). Returns whether someone performed it.
    ///
    /// - With a `target`: the target performs it when it has the method (``Selector/isImplemented(by:)``
    ///   for a selector bound to a method, which is then called; ``UIResponder/responds(to:)``) or, for a
    ///   responder, when its ``UIResponder/canPerformAction(_:withSender:)`` says yes for itself (it is
    ///   then given ``UIResponder/performAction(_:withSender:event:)``).
    /// - With a nil target: the target is ``UIResponder/target(forAction:withSender:)`` asked of the key
    ///   window's first responder, or, when there is none, of `sender` if it is a responder (section 11):
    ///   the first responder up the chain whose `canPerformAction` says yes. The edit menu and key commands
    ///   use the same rule.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target { return deliver(action, to: target, from: sender, event: event) }
        let start: UIResponder? = keyWindow?.currentFirstResponder ?? (sender as? UIResponder)
        guard let found = start?.target(forAction: action, withSender: sender) else { return false }
        return deliver(action, to: found, from: sender, event: event)
    }

    /// Performs `action` on `target` (see ``ActionLookup/deliver(_:to:from:event:)``).
    func deliver(_ action: Selector, to target: Any, from sender: Any?, event: UIEvent?) -> Bool {
        ActionLookup.deliver(action, to: target, from: sender, event: event)
    }
}
