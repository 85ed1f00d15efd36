import Foundation

extension UIApplication {
    /// Sends an action message (spec 3.3). With a `target`, that responder performs the action if it
    /// implements it. With a nil target, the search starts at the key window's first responder, or, when
    /// there is none, at `sender` if it is a responder (section 11), and climbs the responder chain to the
    /// first responder that implements `action` and whose `canPerformAction` agrees. Returns whether
    /// someone performed it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            guard let responder = target as? UIResponder, responder.implementedActions.contains(action) else { return false }
            responder.performAction(action, withSender: sender, event: event)
            return true
        }
        var candidate: UIResponder? = keyWindow?.currentFirstResponder ?? (sender as? UIResponder)
        while let responder = candidate {
            if responder.implementedActions.contains(action), responder.canPerformAction(action, withSender: sender) {
                responder.performAction(action, withSender: sender, event: event)
                return true
            }
            candidate = responder.next
        }
        return false
    }
}
