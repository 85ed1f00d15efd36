import Foundation

/// The keyboard, edit-menu, input-view and action-delivery state of one application.
@MainActor
final class ResponderServices {
    unowned let application: UIApplication
    /// The keys held down, delivered as presses or consumed by a key command (Keys/HeldKeys.swift).
    var heldKeys = HeldKeys()
    /// The edit menu, created on first use.
    var menuControllerStorage: UIMenuController?
    /// The input-view presenter, created on first use.
    var inputViewPresenterStorage: InputViewPresenter?
    /// The most recent actions that reached nobody, and how many there were (UIApplication+Actions.swift).
    var undeliveredActions: [UIApplication.UndeliveredAction] = []
    var undeliveredActionCount = 0

    init(application: UIApplication) {
        self.application = application
    }

    /// The system's key commands for the standard edit actions (step 2 of the key dispatch order,
    /// Keys/KeyDispatch.swift), made once per application.
    lazy var standardEditKeyCommands: [UIKeyCommand] = UIKeyCommand.standardEditKeyCommands()
    /// The auto-repeat of the held key that typed (Keys/KeyRepeat.swift).
    lazy var keyRepeat = KeyRepeat(application: application)
    /// The keys, presses and presses events the keyboard reuses (Keys/KeyObjectPool.swift).
    let keyObjects = KeyObjectPool()
    /// The end of a text input's selection that Shift-arrows keep (Text/CaretMove.swift).
    let typingAnchor = TypingSelectionAnchor()
}
