import Foundation

/// The mode of a text interaction (iOS 13): whether its gestures edit the text or only select it.
public enum UITextInteractionMode: Int, Sendable {
    /// Taps begin editing and place the caret; the selection and the caret can be dragged.
    case editable = 0
    /// Taps and presses select text (to copy it); nothing begins editing.
    case nonEditable = 1
}

/// The methods of a text interaction's delegate (iOS 13); all optional.
@MainActor
public protocol UITextInteractionDelegate: AnyObject {
    /// Asked before a gesture of the interaction leaves `.possible`, with the touch's location in the
    /// interaction's view; false makes the gesture fail, so other recognizers may take the touch.
    /// Default `true`.
    func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool
    /// A gesture of the interaction recognized and is about to act on the text. Default: nothing.
    func interactionWillBegin(_ interaction: UITextInteraction)
    /// The gesture that began ended. Default: nothing.
    func interactionDidEnd(_ interaction: UITextInteraction)
}

extension UITextInteractionDelegate {
    public func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool { true }
    public func interactionWillBegin(_ interaction: UITextInteraction) {}
    public func interactionDidEnd(_ interaction: UITextInteraction) {}
}
