import Foundation
import ResponderKit

/// One browser `KeyboardEvent` (`keydown` or `keyup`) from the page, which becomes a ``/ResponderKit/KeyInput`` of the
/// session application: the same door a hardware keyboard uses (behaviour 8.3, docs/behaviour/text-input.md
/// 17.7), so key commands, presses along the responder chain and the first responder's text input all see
/// it (docs/inspector-protocol.md 1.3, `key`).
public struct InspectorKey: Sendable, Equatable {
    /// Down (`keydown`) or up (`keyup`).
    public enum Phase: String, Sendable, Equatable { case down, up }

    /// Down or up.
    public var phase: Phase
    /// The browser's `code`: the physical key (`KeyA`, `Enter`, `ShiftLeft`…), mapped to its HID usage
    /// by the inspector's table.
    public var code: String
    /// The browser's `key`: the character the key produced (`"a"`, `"A"`, `"å"`) or the key's name
    /// (`"Enter"`, `"Dead"`); nil when not sent.
    public var key: String?
    /// The modifiers the browser reported held (`shiftKey`, `ctrlKey`, `altKey`, `metaKey`, and Caps Lock
    /// as ``/ResponderKit/UIKeyModifierFlags/alphaShift``): Meta is Command.
    public var modifierFlags: UIKeyModifierFlags
    /// The browser's `repeat`: a keydown the browser's own auto-repeat made. The inspector ignores it
    /// (and counts it): the application repeats a held key itself (docs/decisions.md, "The inspector's
    /// keyboard").
    public var isRepeat: Bool
    /// The browser's timestamp, in milliseconds.
    public var timestamp: Double

    /// Creates a key event.
    public init(
        phase: Phase, code: String, key: String? = nil, modifierFlags: UIKeyModifierFlags = [],
        isRepeat: Bool = false, timestamp: Double
    ) {
        self.phase = phase
        self.code = code
        self.key = key
        self.modifierFlags = modifierFlags
        self.isRepeat = isRepeat
        self.timestamp = timestamp
    }

    /// The text the key produced, for ``/ResponderKit/KeyInput/characters``: `key` when it is one character, nothing for
    /// a dead key (it starts a composition and types nothing yet), and nil (derived from the US layout,
    /// ``/ResponderKit/KeyboardLayout``) for the named keys (`"Enter"`, `"Tab"`, `"ArrowLeft"`…).
    public var characters: String? {
        guard let key else { return nil }
        if key == "Dead" { return "" }
        return key.count == 1 ? key : nil
    }
}

/// A step of the browser's input method composition (`compositionupdate`, `compositionend`), which the
/// session gives the first responder's ``/ResponderKit/UITextInput`` as the system's input methods do: marked text
/// (docs/behaviour/text-input.md 17.8; docs/inspector-protocol.md 1.3, `composition`).
public enum InspectorComposition: Sendable, Equatable {
    /// The composition is now `text`, marked, with the caret after it (`setMarkedText(_:selectedRange:)`).
    case update(String)
    /// The composition ends with `text` in its place, unmarked (`setMarkedText`, then `unmarkText()`).
    case commit(String)
    /// The composition ends with nothing in its place (`setMarkedText("")`, then `unmarkText()`).
    case cancel
}

extension InspectorClientMessage {
    /// The most bytes of UTF-8 a `composition` message's `text` may hold.
    static let maximumCompositionBytes = 1_024

    /// Reads a `composition` message (docs/inspector-protocol.md 1.3).
    static func composition(_ json: InspectorJSON) throws -> InspectorComposition {
        func text() throws -> String {
            let text = try string(json, "text")
            guard text.utf8.count <= maximumCompositionBytes else {
                throw InspectorError.invalid("text", "a string of at most \(maximumCompositionBytes) bytes")
            }
            return text
        }
        switch try string(json, "action") {
        case "update": return .update(try text())
        case "commit": return .commit(try text())
        case "cancel": return .cancel
        default: throw InspectorError.invalid("action", "\"update\", \"commit\" or \"cancel\"")
        }
    }

    /// The most bytes of UTF-8 a `key` message's `code` or `key` may hold (the longest names are about 20).
    static let maximumKeyNameBytes = 64

    /// The modifier fields of a `key` message and the flags they stand for.
    private static let modifierFields: [(String, UIKeyModifierFlags)] = [
        ("shiftKey", .shift), ("ctrlKey", .control), ("altKey", .alternate), ("metaKey", .command),
        ("capsLock", .alphaShift),
    ]

    /// Reads a `key` message (docs/inspector-protocol.md 1.3).
    static func key(_ json: InspectorJSON) throws -> InspectorKey {
        guard let phase = InspectorKey.Phase(rawValue: try string(json, "phase")) else {
            throw InspectorError.invalid("phase", "\"down\" or \"up\"")
        }
        let code = try string(json, "code")
        guard !code.isEmpty, code.utf8.count <= maximumKeyNameBytes else {
            throw InspectorError.invalid("code", "a KeyboardEvent code of 1 to \(maximumKeyNameBytes) bytes")
        }
        var key: String?
        if let value = json["key"], value != .null {
            guard let text = value.stringValue, text.utf8.count <= maximumKeyNameBytes else {
                throw InspectorError.invalid("key", "a string of at most \(maximumKeyNameBytes) bytes")
            }
            key = text
        }
        var flags: UIKeyModifierFlags = []
        for (field, flag) in modifierFields {
            if try optionalBool(json, field) { flags.insert(flag) }
        }
        return InspectorKey(
            phase: phase, code: code, key: key, modifierFlags: flags, isRepeat: try optionalBool(json, "repeat"),
            timestamp: try timestamp(json))
    }

    /// An optional boolean field: false when absent or null.
    private static func optionalBool(_ json: InspectorJSON, _ field: String) throws -> Bool {
        guard let value = json[field], value != .null else { return false }
        guard let bool = value.boolValue else { throw InspectorError.invalid(field, "true or false") }
        return bool
    }
}
