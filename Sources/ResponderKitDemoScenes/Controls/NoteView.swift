import Foundation
import ResponderKit

/// A note the user can copy with Command-C: it can become first responder, declares `copy:` among the
/// actions it implements and overrides `copy(_:)` (behaviour 3.3, 3.4). It notes the key presses that reach
/// it and passes them on, as a responder that does not handle a key should.
public final class NoteView: UIView {
    /// The log the object notes what it receives in.
    public let log: EventLog
    /// The note's text, which `copy(_:)` copies to `clipboard`.
    public let text: String
    /// What the demo's own clipboard holds (ResponderKit has no pasteboard).
    public private(set) var clipboard: String?

    /// Creates the note view named `name` showing `text`, noting what it receives in `log`.
    public init(_ name: String, frame: CGRect, text: String, log: EventLog) {
        self.log = log
        self.text = text
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    /// The demo builds its views in code; there is no archive to decode.
    public required init?(coder: NSCoder) { nil }

    /// The name the logs print for this view: its `accessibilityIdentifier`, else its class.
    public var name: String { accessibilityIdentifier ?? "\(type(of: self))" }

    public override var canBecomeFirstResponder: Bool { true }

    /// Selectors do not exist off Apple platforms: a responder lists the actions it implements.
    public override var implementedActions: Set<Selector> { super.implementedActions.union([.copy]) }

    public override func copy(_ sender: Any?) {
        clipboard = text
        log.record(name, "copy(_:) called, sender \(describeSender(sender))")
        log.record(name, "put \"\(text)\" on the clipboard")
    }

    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log.record(name, "pressesBegan: \(keyName(press.key)), passed on with super") }
        super.pressesBegan(presses, with: event)
    }

    public override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log.record(name, "pressesEnded: \(keyName(press.key)), passed on with super") }
        super.pressesEnded(presses, with: event)
    }
}

/// A readable name for a key: its characters, or the name of a modifier key.
@MainActor
func keyName(_ key: UIKey?) -> String {
    guard let key else { return "a press without a key" }
    let modifiers: [UIKeyboardHIDUsage: String] = [
        .keyboardLeftGUI: "the Command key", .keyboardRightGUI: "the Command key",
        .keyboardLeftShift: "the Shift key", .keyboardRightShift: "the Shift key",
        .keyboardLeftAlt: "the Option key", .keyboardRightAlt: "the Option key",
        .keyboardLeftControl: "the Control key", .keyboardRightControl: "the Control key",
    ]
    if let name = modifiers[key.keyCode] { return name }
    return "the \"\(key.charactersIgnoringModifiers)\" key"
}

/// A sender as the demo prints it: a key command by its shortcut and action.
@MainActor
func describeSender(_ sender: Any?) -> String {
    guard let sender else { return "nil" }
    if let command = sender as? UIKeyCommand {
        let title = command.title.isEmpty ? "" : " \"\(command.title)\""
        return
            "UIKeyCommand\(title) (\(command.input ?? "") with \(command.modifierFlags), action \(command.action?.name ?? "nil"))"
    }
    return "\(type(of: sender))"
}
