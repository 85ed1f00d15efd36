import Foundation

// How a key press travels (behaviour 3.4, 8.3, 9 step 8, behaviour 11).
//
// Key input reaches only an active application that has a key window; otherwise it is dropped.
// `beginIgnoringInteractionEvents()` concerns touches and does not affect keys.
//
// A key going down (a `KeyInput` drained from the application's queue) is offered, in this order:
//
// 1. Key commands that want priority over system behaviour (`wantsPriorityOverSystemBehavior`),
//    collected along the responder chain from the key window's first responder (or the key window
//    when there is none): the first responder's commands first, then its next responder's, and so on.
// 2. The system's behaviour. First, on iPad, Tab, Shift-Tab and the arrow keys move the keyboard focus
//    (Focus/UIApplication+FocusKeys.swift, docs/behaviour/focus.md 18.2; not the arrows of a focused text
//    input, nor Tab in an editable text view). Then, when the first responder's text input takes the key
//    (docs/behaviour/text-input.md, 17.7: text, Return, Delete, and the arrows for a UITextInput), the key
//    is the text system's: the rest of steps 2 and 3 is skipped, it goes to step 4 and is typed when its
//    press reached the end of the chain (Application/UIApplication+Keys.swift). Otherwise: the standard
//    edit shortcuts (Command-X cut:, Command-C copy:, Command-V paste:, Option-Shift-Command-V
//    pasteAndMatchStyle:, Command-A selectAll:, Command-Z undo:, Shift-Command-Z redo:, Command-B
//    toggleBoldface:, Command-I toggleItalics:, Command-U toggleUnderline:) are sent to the standard edit
//    actions, with a system `UIKeyCommand` as sender.
// 3. The other matching key commands, in the same chain order.
// 4. Otherwise the key becomes a `UIPress` in a `UIPressesEvent` that goes through
//    `UIApplication.sendEvent` to the key window's `sendEvent`, which gives it to the first responder (or
//    to the window itself when there is none); the default presses methods forward it up the chain.
//
// Steps 1–3 perform an action only when `target(forAction:withSender:)` (asked of the start of the chain,
// with the key command as sender) finds a responder whose `canPerformAction(_:withSender:)` says yes for
// itself (Responders/ActionLookup.swift, the rule `sendAction` and the edit menu use too): it performs
// the action and the key is consumed. A command nobody can perform is passed over, like a disabled menu command. A consumed key produces no presses at all: its
// release is swallowed, so responders never see an `ended` without a `began`.
//
// This is the iOS 15 order (the system first, key commands after, unless they ask for priority); the
// system behaviours ResponderKit models are focus movement, the text input and the edit shortcuts, so a
// responder's own presses methods come last, as they do in UIKit, where a key that triggers a key command is
// not delivered as a press.
//
// Presses: phase `began` on key down and `ended` on key up (keyboards are digital: `force` 1, never
// `changed`; modifier keys are ordinary presses, and the other held keys are not re-sent when a modifier
// changes). A held key is `stationary` in later events' `allPresses`. Ended and cancelled presses go
// back to the responder that received them as `began`. When the application resigns active, every held
// key is cancelled. The press's `type` is the remote-button equivalent where one exists (arrows, Return
// and keypad Enter as `select`, Escape as `menu`) and otherwise a value outside UIKit's named types
// (`0x70000 + usage`: HID page 7 in the high bits), so code written for remotes ignores ordinary keys.

extension Selector {
    /// `undo:`, the action of Command-Z.
    public static let undo = Selector("undo:")
    /// `redo:`, the action of Shift-Command-Z.
    public static let redo = Selector("redo:")
}

extension UIKeyCommand {
    /// The system's key commands for the standard edit actions (step 2 of the dispatch order); each
    /// application keeps its own (ResponderServices.standardEditKeyCommands).
    static func standardEditKeyCommands() -> [UIKeyCommand] {
        [
            UIKeyCommand(title: "Cut", action: .cut, input: "x", modifierFlags: .command),
            UIKeyCommand(title: "Copy", action: .copy, input: "c", modifierFlags: .command),
            UIKeyCommand(title: "Paste", action: .paste, input: "v", modifierFlags: .command),
            UIKeyCommand(
                title: "Paste and Match Style", action: .pasteAndMatchStyle, input: "v",
                modifierFlags: [.command, .shift, .alternate]),
            UIKeyCommand(title: "Select All", action: .selectAll, input: "a", modifierFlags: .command),
            UIKeyCommand(title: "Undo", action: .undo, input: "z", modifierFlags: .command),
            UIKeyCommand(title: "Redo", action: .redo, input: "z", modifierFlags: [.command, .shift]),
            UIKeyCommand(title: "Bold", action: .toggleBoldface, input: "b", modifierFlags: .command),
            UIKeyCommand(title: "Italic", action: .toggleItalics, input: "i", modifierFlags: .command),
            UIKeyCommand(title: "Underline", action: .toggleUnderline, input: "u", modifierFlags: .command),
        ]
    }
}

extension UIResponder {
    /// This responder followed by its next responders, each once.
    func responderChain() -> [UIResponder] {
        var chain: [UIResponder] = []
        var seen: Set<ObjectIdentifier> = []
        var current: UIResponder? = self
        while let responder = current, seen.insert(ObjectIdentifier(responder)).inserted {
            chain.append(responder)
            current = responder.next
        }
        return chain
    }
}

extension UIResponder {
    /// Whether a responder of the chain from this one offers key commands, walked without collecting the
    /// chain; a chain longer than any real one (a cycle of next responders) counts as offering some, so the
    /// full walk of ``responderChain()`` decides.
    var chainOffersKeyCommands: Bool {
        var current: UIResponder? = self
        var steps = 0
        while let responder = current {
            if let commands = responder.keyCommands, !commands.isEmpty { return true }
            steps += 1
            if steps > 10_000 { return true }
            current = responder.next
        }
        return false
    }
}

extension UIApplication {
    /// Steps 1–3 of the dispatch order: performs the key command (or system shortcut) `key` triggers, if
    /// any responder of the chain from `start` can perform it. Returns whether the key was consumed.
    /// `typing`: the first responder's text input claims the key (behaviour 17.7), so only the key commands
    /// that want priority are offered it.
    func performKeyCommand(for key: UIKey, from start: UIResponder, event: UIPressesEvent, typing: Bool) -> Bool {
        // Most keys meet a chain without key commands: nothing is collected, so typing allocates nothing
        // (docs/performance.md, "Typing").
        guard start.chainOffersKeyCommands else {
            if performFocusMovement(for: key) { return logFocusMovement(key) }
            if typing { return false }
            for command in responderServices.standardEditKeyCommands where command.matches(key) {
                if perform(command, for: key, from: start, event: event) { return true }
            }
            return false
        }
        let matching = start.responderChain().flatMap { $0.keyCommands ?? [] }.filter { $0.matches(key) }
        for command in matching where command.wantsPriorityOverSystemBehavior {
            if perform(command, for: key, from: start, event: event) { return true }
        }
        if performFocusMovement(for: key) { return logFocusMovement(key) }
        if typing { return false }
        for command in responderServices.standardEditKeyCommands where command.matches(key) {
            if perform(command, for: key, from: start, event: event) { return true }
        }
        for command in matching where !command.wantsPriorityOverSystemBehavior {
            if perform(command, for: key, from: start, event: event) { return true }
        }
        return false
    }

    /// Performs `command`'s action on its target, found by the one rule of the responder chain
    /// (``UIResponder/target(forAction:withSender:)`` asked of `start`, with the command as sender), as
    /// ``sendAction(_:to:from:for:)`` does with a nil target. False when no responder can perform it.
    private func perform(_ command: UIKeyCommand, for key: UIKey, from start: UIResponder, event: UIPressesEvent)
        -> Bool
    {
        guard let action = command.action else { return false }
        guard let target = start.target(forAction: action, withSender: command) else {
            logKey(
                .keyCommandPassedOver(
                    key: KeyPressEvent.name(of: key), command: KeyPressEvent.name(of: command),
                    owner: owner(of: command, from: start), action: action.name))
            return false
        }
        logKey(
            .keyCommand(
                key: KeyPressEvent.name(of: key), command: KeyPressEvent.name(of: command),
                owner: owner(of: command, from: start),
                target: (target as? UIResponder).map(DispatchLog.name(of:)) ?? String(describing: type(of: target))))
        return deliver(action, to: target, from: command, event: event)
    }

    /// Logs that a key moved the keyboard focus; returns true (the key is consumed).
    private func logFocusMovement(_ key: UIKey) -> Bool {
        logKey(.movedFocus(key: KeyPressEvent.name(of: key)))
        return true
    }

    /// The responder of the chain from `start` whose ``UIResponder/keyCommands`` offer `command`, as the
    /// log names it, or "the system" for the standard edit shortcuts.
    /// `keyCommands` may make new objects at each call, so the command is found by its properties.
    private func owner(of command: UIKeyCommand, from start: UIResponder) -> String {
        if responderServices.standardEditKeyCommands.contains(where: { $0 === command }) { return "the system" }
        let owner = start.responderChain().first { responder in
            responder.keyCommands?.contains { offered in
                offered === command
                    || (offered.action == command.action && offered.input == command.input
                        && offered.modifierFlags == command.modifierFlags && offered.title == command.title)
            } ?? false
        }
        return owner.map(DispatchLog.name(of:)) ?? "a responder no longer on the chain"
    }
}
