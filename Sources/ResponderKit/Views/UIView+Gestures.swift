import Foundation

extension UIView {
    /// The recognizers attached to the view, in the order they were added; nil until the first is added
    /// (and an empty array after adding and removing one).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
            attachedGestureRecognizers = newValue == nil ? nil : []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recognizer (the view keeps it) after detaching it from its previous view.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.view {
            if previous === self, attachedGestureRecognizers?.contains(where: { $0 === gestureRecognizer }) == true {
                return
            }
            previous.removeGestureRecognizer(gestureRecognizer)
        }
        if attachedGestureRecognizers == nil { attachedGestureRecognizers = [] }
        attachedGestureRecognizers?.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer; a gesture in progress is cancelled (or fails) and the recognizer is reset.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard attachedGestureRecognizers?.contains(where: { $0 === gestureRecognizer }) == true else { return }
        gestureRecognizer.withdraw(cause: .removedFromView)
        // Withdrawing can run the recognizer's actions (a cancelled gesture), which may add or remove this
        // view's recognizers (behaviour 4.3): find it again rather than trust an index taken before.
        guard let index = attachedGestureRecognizers?.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        attachedGestureRecognizers?.remove(at: index)
        gestureRecognizer.view = nil
    }

    /// Withdraws the recognizers of this subtree from the arena of the window it is leaving.
    func withdrawGestureRecognizersInSubtree() {
        forEachInSubtree { view in
            for recognizer in view.attachedGestureRecognizers ?? [] {
                recognizer.withdraw(cause: .viewLeftWindow)
            }
        }
    }
}
