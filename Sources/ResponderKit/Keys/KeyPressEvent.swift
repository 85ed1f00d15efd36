import Foundation

/// What happened to a key press, and to the text it typed (``DispatchLog/Entry/keyPress(_:)``): which stage
/// of the order in `Keys/KeyDispatch.swift` took it (docs/behaviour/text-input.md, 17.7), or why it went
/// nowhere. Keys are named as menus show shortcuts ("⌘C", "⇧Tab", "Return", `"a"`); responders as the log
/// names them (``DispatchLog/name(of:)``).
///
/// The log answers "why did my key press not type?": a key command took it, a `pressesBegan` override
/// kept it, the first responder does not adopt ``UIKeyInput``, or the text control's delegate refused the
/// change.
public enum KeyPressEvent: Sendable, Equatable, CustomStringConvertible {
    /// The key went nowhere, for `reason`.
    case dropped(key: String, reason: KeyDropReason)
    /// A key command (or the system's edit shortcut, `owner` "the system") performed its action on
    /// `target`; the key produced no press.
    case keyCommand(key: String, command: String, owner: String, target: String)
    /// A matching key command was passed over, like a disabled menu command: no responder of the chain can
    /// perform its `action` (`canPerformAction(_:withSender:)` said no everywhere).
    case keyCommandPassedOver(key: String, command: String, owner: String, action: String)
    /// The key moved the keyboard focus (Tab, the arrows on iPad; docs/behaviour/focus.md, 18.2).
    case movedFocus(key: String)
    /// The key reached the end of the responder chain as a press and went to the text input stage:
    /// `action` on `responder` (`insertText("a")`, `deleteBackward()`, a caret movement).
    case typed(key: String, action: String, responder: String)
    /// A `pressesBegan(_:with:)` override on the chain from `firstResponder` handled the press without
    /// calling `super`, so the press never reached the end of the chain and the text input did not get it.
    case pressHandled(key: String, firstResponder: String)
    /// The press reached the end of the responder chain and nothing typed it, for `reason`.
    case unhandled(key: String, reason: KeyUnhandledReason)
    /// The delegate of the text control `view` answered no to `method` for `replacement`: nothing changed.
    case changeRefused(view: String, method: String, replacement: String)

    public var description: String {
        switch self {
        case .dropped(let key, let reason): "\(key) was dropped: \(reason)"
        case .keyCommand(let key, let command, let owner, let target):
            "\(key) went to the key command \(command) of \(owner)"
                + (owner == target ? "" : ", performed by \(target)")
        case .keyCommandPassedOver(let key, let command, let owner, let action):
            "\(key) passed over the key command \(command) of \(owner): no responder of the chain can perform \(action)"
        case .movedFocus(let key): "\(key) went to the focus system: it moves the keyboard focus"
        case .typed(let key, let action, let responder): "\(key) went to the text input of \(responder): \(action)"
        case .pressHandled(let key, let firstResponder):
            "\(key) went as a press to \(firstResponder), and a pressesBegan override on its chain handled it "
                + "without calling super: nothing typed"
        case .unhandled(let key, let reason): "\(key) reached the end of the responder chain unhandled: \(reason)"
        case .changeRefused(let view, let method, let replacement):
            "\(view): \(method) returned false for \(replacement.debugDescription): nothing inserted"
        }
    }
}

/// Why a key press went nowhere (``KeyPressEvent/dropped(key:reason:)``; `Keys/KeyDispatch.swift`).
public enum KeyDropReason: Sendable, Equatable, CustomStringConvertible {
    /// Key input reaches only an active application (behaviour 3.2).
    case applicationNotActive
    /// The application has no key window to send it to (behaviour 9, step 8).
    case noKeyWindow
    /// The key was already down: the device's own repeats are ignored; the application repeats typing on
    /// its clock (docs/behaviour/text-input.md, 17.7).
    case alreadyDown
    /// ``UIApplication/maximumHeldKeys`` keys were already down (the keyboard's rollover).
    case rollover

    public var description: String {
        switch self {
        case .applicationNotActive: "the application is not active"
        case .noKeyWindow: "there is no key window"
        case .alreadyDown: "the key is already down (a device repeat; the application repeats typing itself)"
        case .rollover: "\(UIApplication.maximumHeldKeys) keys are already down (rollover)"
        }
    }
}

/// Why a press that reached the end of the responder chain typed nothing
/// (``KeyPressEvent/unhandled(key:reason:)``).
public enum KeyUnhandledReason: Sendable, Equatable, CustomStringConvertible {
    /// The key window has no first responder: presses go to the window, and no text input takes keys.
    case noFirstResponder
    /// The first responder does not adopt ``UIKeyInput``, so no keyboard types into it
    /// (docs/behaviour/text-input.md, 17.3).
    case notKeyInput(String)
    /// The key types nothing (a modifier, Escape, a function key, a shortcut with Command or Control).
    case typesNothing
    /// The first responder changed while the press travelled the chain.
    case firstResponderChanged

    public var description: String {
        switch self {
        case .noFirstResponder: "there is no first responder, so nothing was typed"
        case .notKeyInput(let responder):
            "the first responder \(responder) does not adopt UIKeyInput, so nothing was typed"
        case .typesNothing: "the key types nothing"
        case .firstResponderChanged: "the first responder changed while the press travelled, so nothing was typed"
        }
    }
}

extension KeyPressEvent {
    /// How the log names `key`: the held modifiers as menus show them (⌃⌥⇧⌘, in that order) before the key's
    /// name ("Return", "←", "F5") or its characters ignoring modifiers ("⌘C"), or, with no modifier, the
    /// characters it types, quoted (`"a"`).
    static func name(of key: UIKey) -> String {
        var glyphs = ""
        let flags = key.modifierFlags
        if flags.contains(.control) { glyphs += "⌃" }
        if flags.contains(.alternate) { glyphs += "⌥" }
        if flags.contains(.shift) { glyphs += "⇧" }
        if flags.contains(.command) { glyphs += "⌘" }
        if let name = keyName(key.keyCode) { return glyphs + name }
        if glyphs.isEmpty || (glyphs == "⇧" && !key.characters.isEmpty) {
            return key.characters.isEmpty ? "key \(key.keyCode.rawValue)" : key.characters.debugDescription
        }
        let base = key.charactersIgnoringModifiers
        return glyphs + (base.isEmpty ? "key \(key.keyCode.rawValue)" : base.uppercased())
    }

    /// The names of the keys that type no printable character (or whose character would not read well).
    private static func keyName(_ usage: UIKeyboardHIDUsage) -> String? {
        switch usage {
        case .keyboardReturnOrEnter: "Return"
        case .keypadEnter: "Enter"
        case .keyboardDeleteOrBackspace: "Delete"
        case .keyboardDeleteForward: "Forward Delete"
        case .keyboardTab: "Tab"
        case .keyboardEscape: "Escape"
        case .keyboardSpacebar: "Space"
        case .keyboardLeftArrow: "←"
        case .keyboardRightArrow: "→"
        case .keyboardUpArrow: "↑"
        case .keyboardDownArrow: "↓"
        case .keyboardHome: "Home"
        case .keyboardEnd: "End"
        case .keyboardPageUp: "Page Up"
        case .keyboardPageDown: "Page Down"
        case .keyboardCapsLock: "Caps Lock"
        default:
            if (UIKeyboardHIDUsage.keyboardF1.rawValue...UIKeyboardHIDUsage.keyboardF12.rawValue)
                .contains(usage.rawValue)
            {
                "F\(usage.rawValue - UIKeyboardHIDUsage.keyboardF1.rawValue + 1)"
            } else if usage.isModifier {
                modifierKeyName(usage)
            } else {
                nil
            }
        }
    }

    private static func modifierKeyName(_ usage: UIKeyboardHIDUsage) -> String {
        // Left and right alike: Control, Shift, Option (Alt), Command (GUI), from 224 to 231.
        let names = ["Control", "Shift", "Option", "Command"]
        let index = Int(usage.rawValue - UIKeyboardHIDUsage.keyboardLeftControl.rawValue) % 4
        return names[index] + (usage.rawValue >= 228 ? " (right)" : "")
    }

    /// How the log names a key command: its title, else its discoverability title, else its action.
    @MainActor static func name(of command: UIKeyCommand) -> String {
        if !command.title.isEmpty { return command.title }
        if let title = command.discoverabilityTitle, !title.isEmpty { return title }
        return command.action?.name ?? "without an action"
    }
}

extension TypingAction {
    /// The call the text input stage makes, as the log prints it.
    var logDescription: String {
        switch self {
        case .insert(let text): return "insertText(\(text.debugDescription))"
        case .deleteBackward: return "deleteBackward()"
        case .move(let move):
            let verb = move.extending ? "extends the selection" : "moves the caret"
            let reach: String
            switch move.reach {
            case .step: reach = "one step"
            case .word: reach = "one word"
            case .boundary: reach = "to the boundary"
            }
            return "\(verb) \(reach) \(move.direction.logName)"
        }
    }
}

extension UITextLayoutDirection {
    /// The direction's name in the log.
    fileprivate var logName: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .up: "up"
        case .down: "down"
        }
    }
}
