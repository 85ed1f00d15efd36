import Foundation

/// A keyboard shortcut that performs an action (behaviour 3.4).
///
/// A responder offers key commands through ``UIResponder/keyCommands``. When a key goes down, the
/// application collects the key commands of every responder along the chain from the key window's
/// first responder, and when one matches it performs the command's ``action`` on the responder
/// ``UIResponder/target(forAction:withSender:)`` finds (the first of the chain whose
/// ``UIResponder/canPerformAction(_:withSender:)`` says yes), with the command as sender (see
/// `Keys/KeyDispatch.swift` for the whole order).
///
/// A command matches a key when its ``modifierFlags`` equal the held Shift, Control, Option and Command
/// keys (Caps Lock and the numeric-pad flag are ignored) and its ``input`` equals the key's
/// ``UIKey/charactersIgnoringModifiers`` ignoring case, or exactly its ``UIKey/characters`` (so
/// `"?"` with `[.command, .shift]` matches Shift-Command-/). An empty input never matches.
///
/// Objective-C selectors do not exist off Apple platforms: ``action`` is a ``Selector``, either bound to
/// the method (`Selector("save:", Editor.save(_:))`, called on a responder of that class) or a name
/// that responders declare in ``UIResponder/implementedActions`` and perform in
/// ``UIResponder/performAction(_:withSender:event:)``. In UIKit the class derives from `UICommand`;
/// ResponderKit has no menu system, so it stands alone with the same properties.
@MainActor
open class UIKeyCommand: @MainActor CustomStringConvertible {
    /// The text of the key that triggers the command, or one of the `input...` key-input strings.
    public let input: String?
    /// The modifier keys that must be held.
    public let modifierFlags: UIKeyModifierFlags
    /// The action the command performs.
    public let action: Selector?
    /// Data to attach to the command, for the action to read. Default nil.
    public let propertyList: Any?
    /// The command's title, shown in menus and the shortcut overlay. Default empty.
    open var title: String
    /// The title shown in the discoverability overlay instead of ``title``, or nil (the default).
    open var discoverabilityTitle: String?
    /// Whether the command is matched before the system's handling of the key (here: the standard edit
    /// shortcuts), as in iOS 15 and later. Default `false`.
    open var wantsPriorityOverSystemBehavior: Bool = false
    /// Whether the system may remap the shortcut for keyboard layouts that cannot type it. Default `true`.
    /// ResponderKit has one layout and records the value only.
    open var allowsAutomaticLocalization: Bool = true
    /// Whether the system may mirror the shortcut's brackets and arrows in right-to-left layouts; it has
    /// no effect when ``allowsAutomaticLocalization`` is `false`. Default `true`. Recorded only.
    open var allowsAutomaticMirroring: Bool = true

    /// Creates a key command with a title, as UIKit's designated initializer does.
    public init(
        title: String = "", action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
        propertyList: Any? = nil, discoverabilityTitle: String? = nil
    ) {
        self.title = title
        self.action = action
        self.input = input
        self.modifierFlags = modifierFlags
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
    }

    /// Creates a key command that performs `action` when `input` is pressed with `modifierFlags` held.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Creates a key command with a discoverability title (deprecated in UIKit in favour of the
    /// `title:` initializer).
    public convenience init(
        input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String
    ) {
        self.init(
            title: "", action: action, input: input, modifierFlags: modifierFlags,
            discoverabilityTitle: discoverabilityTitle)
    }

    /// Whether this command is triggered by `key` (see the matching rule in the type's documentation).
    func matches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty else { return false }
        let held = key.modifierFlags.intersection(.commandRelevant)
        guard modifierFlags.intersection(.commandRelevant) == held else { return false }
        return input.lowercased() == key.charactersIgnoringModifiers.lowercased() || input == key.characters
    }

    /// The input, modifier flags and action, for debugging.
    public var description: String {
        "<UIKeyCommand input=\((input ?? "").debugDescription) modifierFlags=\(modifierFlags) action=\(action.map(\.name) ?? "nil")>"
    }

    // MARK: Key-input strings

    /// The Up Arrow key.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The Down Arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The Left Arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The Right Arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The End key.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The Forward Delete key.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// F1.
    nonisolated public static let inputF1 = "UIKeyInputF1"
    /// F2.
    nonisolated public static let inputF2 = "UIKeyInputF2"
    /// F3.
    nonisolated public static let inputF3 = "UIKeyInputF3"
    /// F4.
    nonisolated public static let inputF4 = "UIKeyInputF4"
    /// F5.
    nonisolated public static let inputF5 = "UIKeyInputF5"
    /// F6.
    nonisolated public static let inputF6 = "UIKeyInputF6"
    /// F7.
    nonisolated public static let inputF7 = "UIKeyInputF7"
    /// F8.
    nonisolated public static let inputF8 = "UIKeyInputF8"
    /// F9.
    nonisolated public static let inputF9 = "UIKeyInputF9"
    /// F10.
    nonisolated public static let inputF10 = "UIKeyInputF10"
    /// F11.
    nonisolated public static let inputF11 = "UIKeyInputF11"
    /// F12.
    nonisolated public static let inputF12 = "UIKeyInputF12"
}
