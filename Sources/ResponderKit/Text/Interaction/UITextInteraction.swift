import Foundation

/// The text selection gestures of a text view (iOS 13; docs/behaviour/text-input.md, 17.9): what
/// ``UITextField`` and ``UITextView`` carry, and what a custom ``UITextInput`` view adds to get the same.
///
/// Create it for a mode, set ``textInput`` to the object the gestures act on (through its public
/// ``UITextInput`` methods only), and add it to a view with ``UIView/addInteraction(_:)``; it adds its
/// gesture recognizers (``gesturesForFailureRequirements``) and an ``UIEditMenuInteraction`` to that view.
/// The recognizers take part in the window's arena with every other one (behaviour 4.2):
///
/// - a tap makes the text input first responder and places the caret at the closest position; once it
///   is first responder, a tap on the caret or on the selection shows the edit menu (or hides it), a
///   tap elsewhere moves the caret;
/// - a double tap selects the word under it, a triple tap the paragraph, and the edit menu shows;
/// - a long press (held still ``UILongPressGestureRecognizer/minimumPressDuration``) begins editing and
///   the caret follows the finger;
/// - a drag that starts on the caret moves it; one that starts on an end of the selection moves that end;
///   a drag that starts anywhere else is not the interaction's: an enclosing scroll view scrolls.
///
/// In ``UITextInteractionMode/nonEditable`` mode taps do not begin editing: a tap removes the selection,
/// a double tap or long press selects a word. Each outcome, and why a tap did not begin editing, is
/// recorded in the explanation log (``DispatchLog/Entry/textInteraction(_:)``).
@MainActor
public final class UITextInteraction: UIInteraction {
    /// The delegate, held weakly. Default nil.
    public weak var delegate: (any UITextInteractionDelegate)?

    /// The text the gestures act on, held weakly. Default nil: the gestures do not begin.
    public weak var textInput: (any UIResponder & UITextInput)?

    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?

    /// The mode the interaction was created for.
    public let textInteractionMode: UITextInteractionMode

    /// The gesture recognizers the interaction adds to its view: relate your own to them with
    /// ``UIGestureRecognizer/require(toFail:)``.
    public var gesturesForFailureRequirements: [UIGestureRecognizer] { gestures.all }

    /// The recognizers and the rules of when they begin.
    lazy var gestures = TextInteractionGestures(interaction: self)
    /// The edit menu shown for a tap on the selection or the caret, attached to the view with the
    /// interaction.
    let editMenu = UIEditMenuInteraction(delegate: nil)
    /// The selection a long press or a drag last set, while one follows the finger; nil otherwise (each
    /// change is logged once).
    var followedSelection: NSRange?

    /// Creates an interaction for `mode`.
    public init(for mode: UITextInteractionMode) {
        textInteractionMode = mode
    }

    /// Called by the view before the interaction is attached or detached: the recognizers and the edit
    /// menu leave the view they were on.
    public func willMove(to view: UIView?) {
        guard let current = self.view else { return }
        for recognizer in gestures.all { current.removeGestureRecognizer(recognizer) }
        current.removeInteraction(editMenu)
    }

    /// Called by the view after the interaction is attached or detached: the recognizers and the edit menu
    /// join the new view.
    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        for recognizer in gestures.all { view.addGestureRecognizer(recognizer) }
        view.addInteraction(editMenu)
    }

    /// Whether this is the interaction a built-in text view carries for itself (``TextInteractionHost``).
    var isBuiltIn = false

    /// The built-in text view the interaction belongs to, if it is one's.
    var host: (any TextInteractionHost)? { isBuiltIn ? textInput as? any TextInteractionHost : nil }

    /// The mode the gestures follow now: a built-in text view's own (a ``UITextView`` that stops being
    /// editable becomes non-editable), else ``textInteractionMode``.
    var currentMode: UITextInteractionMode { host?.textInteractionModeNow ?? textInteractionMode }

    /// The view whose coordinates the text input's geometry is in: the text input when it is a view, else
    /// the interaction's view.
    var textCoordinateView: UIView? { textInput as? UIView ?? view }

    /// Records `event` in the explanation log of the view's window.
    func log(_ event: @autoclosure () -> TextInteractionEvent) {
        view?.window?.log(.textInteraction(event()))
    }

    /// The name the log gives the text input.
    var logName: String { textInput.map(DispatchLog.name(of:)) ?? "text input" }
}

extension UIView {
    /// Adds the text interaction of a built-in text view, acting on `textInput` (the view itself).
    func addBuiltInTextInteraction(for textInput: any UIResponder & UITextInput) {
        let interaction = UITextInteraction(for: .editable)
        interaction.textInput = textInput
        interaction.isBuiltIn = true
        addInteraction(interaction)
    }
}

/// What a built-in text view (``UITextField``, ``UITextView``) tells the text interaction it carries.
@MainActor
protocol TextInteractionHost: AnyObject {
    /// The mode the gestures follow now.
    var textInteractionModeNow: UITextInteractionMode { get }
    /// Whether `point` (in the view) belongs to a part of the view that takes taps itself (the clear
    /// button): the interaction's other gestures do not begin there.
    func textInteractionReserves(_ point: CGPoint) -> Bool
    /// Takes a tap at `point` in a reserved part; returns what happened, for the log.
    func textInteractionTakeTap(at point: CGPoint) -> TextInteractionEvent?
}
