import Foundation

// Who performs an action (behaviour 3.3; docs/decisions.md, "Action lookup"). One rule, owned by
// `UIResponder.target(forAction:withSender:)`: the first responder of the chain whose
// `canPerformAction(_:withSender:)`, asked about itself, says yes. `UIApplication.sendAction` with a nil
// target, the edit menu and key commands all ask it, so a menu never lists a command that then reaches
// nobody, and a key command is never consumed without being performed.
//
// UIKit's default `canPerformAction` defers to the next responder when the responder does not implement
// the action; asked as is, a responder without the method would claim its successor's action and become
// its target. While the search asks a responder, that responder's default answers for itself only (the
// search moves on to the next responder itself); overrides that answer yes (a ported
// `return action == Selector("copy:", ...)`) claim the action, as in UIKit.

extension UIResponder {
    /// Whether this responder has a method for `action`: it lists the selector in
    /// ``implementedActions``, or the selector is bound to a method of this responder's class
    /// (``Selector/isImplemented(by:)``). The counterpart of Objective-C's `responds(to:)`.
    public func responds(to action: Selector) -> Bool {
        action.isImplemented(by: self) || implementedActions.contains(action)
    }

    /// Whether ``canPerformAction(_:withSender:)`` says yes for this responder itself (the default answer
    /// does not defer to the next responder while asked this way).
    func canPerformActionItself(_ action: Selector, withSender sender: Any?) -> Bool {
        let previous = ActionLookup.respondersAskedForThemselves
        ActionLookup.respondersAskedForThemselves = previous.union([ObjectIdentifier(self)])
        defer { ActionLookup.respondersAskedForThemselves = previous }
        return canPerformAction(action, withSender: sender)
    }

    /// Whether the action search is asking this responder about itself right now.
    var isBeingAskedForItself: Bool {
        ActionLookup.respondersAskedForThemselves.contains(ObjectIdentifier(self))
    }
}

/// The responders the action search is asking about themselves (a set: a `canPerformAction` override may
/// itself start a search).
@MainActor
enum ActionLookup {
    static var respondersAskedForThemselves: Set<ObjectIdentifier> = []

    /// Performs `action` on `target`: its bound method when the target has it
    /// (``Selector/perform(on:sender:event:)``), otherwise the responder's
    /// ``UIResponder/performAction(_:withSender:event:)`` when it lists the action in
    /// ``UIResponder/implementedActions`` or its ``UIResponder/canPerformAction(_:withSender:)`` says yes
    /// for itself. Returns false, calling nothing, when the target can do neither (a value rather than an
    /// object, an object of another class, a responder that neither implements nor accepts the action).
    static func deliver(_ action: Selector, to target: Any, from sender: Any?, event: UIEvent?) -> Bool {
        guard type(of: target) is AnyClass else { return false }
        let object = target as AnyObject
        if action.perform(on: object, sender: sender, event: event) { return true }
        guard let responder = object as? UIResponder,
            responder.implementedActions.contains(action)
                || responder.canPerformActionItself(action, withSender: sender)
        else { return false }
        responder.performAction(action, withSender: sender, event: event)
        return true
    }
}
