import Foundation

/// Keyboard input: turning ``KeyInput`` into key commands or presses (the order is described in
/// `Keys/KeyDispatch.swift`), and the bookkeeping that gives every began press exactly one `ended` or
/// `cancelled` (behaviour 8.3).
extension UIApplication {
    /// The most keys held down at once: a key pressed while this many are down is refused (it never goes
    /// down, and its release is ignored) and counted in ``keyRolloverCount``, as a keyboard reports
    /// rollover. 256 is more than the usages a keyboard report can name (one byte each; the keyboard page
    /// defines 232), so no keyboard, even one with n-key rollover, reaches it; only input naming made-up
    /// usages does (docs/decisions.md, "Held keys: a bound and a shared set").
    nonisolated public static let maximumHeldKeys = 256

    /// The key presses refused because ``maximumHeldKeys`` keys were already down (the keyboard's
    /// rollover): each of those keys never went down, and its release was ignored.
    public var keyRolloverCount: Int { responderServices.heldKeys.rolloverCount }

    /// Handles one key transition drained from the event queue.
    func handleKeyInput(_ input: KeyInput) {
        switch input.transition {
        case .down: keyDown(input)
        case .up: keyUp(input)
        }
    }

    private func keyDown(_ input: KeyInput) {
        let services = responderServices
        // Keyboard events reach only an active application's key window (behaviour 3.2, 9 step 8).
        guard applicationState == .active, let window = keyWindow else { return }
        // A key already down (delivered or consumed) does not go down again: no auto-repeat.
        guard !services.heldKeys.isDown(input.keyCode), services.heldKeys.admitsAnotherKey() else { return }

        let flags = modifierFlags(of: input)
        let key = UIKey(
            keyCode: input.keyCode, modifierFlags: flags, characters: input.characters,
            charactersIgnoringModifiers: input.charactersIgnoringModifiers)
        let press = UIPress(
            type: UIPress.PressType(keyboardKey: input.keyCode), phase: .began, force: 1,
            timestamp: input.timestamp)
        press.key = key
        if offerToKeyCommands(key, press: press, in: window, timestamp: input.timestamp, modifierFlags: flags) {
            services.heldKeys.consume(input.keyCode)
            return
        }
        // Held before it is sent, so that the event lists it with the other held keys (`allPresses`), and
        // later events list it, stationary, without delivering it again.
        services.heldKeys.hold(press, of: input.keyCode)
        sendEvent(pressesEvent(reporting: [press], timestamp: input.timestamp, modifierFlags: flags))
        if press.phase == .began { press.phase = .stationary }
    }

    /// Steps 1–3 of the dispatch order (Keys/KeyDispatch.swift): whether a key command consumed the key.
    /// The event the commands see lists the press with the held keys, lazily: it is given to an action only
    /// when one is performed, and it lives only during this call, so that the held keys' set it shares
    /// changes in place afterwards (Keys/HeldKeys.swift).
    private func offerToKeyCommands(
        _ key: UIKey, press: UIPress, in window: UIWindow, timestamp: TimeInterval, modifierFlags: UIKeyModifierFlags
    ) -> Bool {
        let event = UIPressesEvent(
            presses: responderServices.heldKeys.presses, adding: press, reporting: [press], timestamp: timestamp)
        event.modifierFlags = modifierFlags
        return performKeyCommand(for: key, from: window.currentFirstResponder ?? window, event: event)
    }

    private func keyUp(_ input: KeyInput) {
        let services = responderServices
        if services.heldKeys.releaseConsumed(input.keyCode) { return }
        guard let press = services.heldKeys.press(of: input.keyCode) else { return }
        press.phase = .ended
        press.timestamp = input.timestamp
        deliverFinal(
            [press],
            event: pressesEvent(reporting: [press], timestamp: input.timestamp, modifierFlags: modifierFlags(of: input))
        )
        services.heldKeys.release(input.keyCode)
    }

    /// Cancels every key held down (the application resigned active): each receives
    /// `pressesCancelled` at the responder that received it began. Keys whose press was consumed by a key
    /// command are forgotten; their release is then ignored.
    func cancelHeldPresses() {
        let (presses, set) = responderServices.heldKeys.releaseAll()
        guard !presses.isEmpty else { return }
        let now = clock.now
        for press in presses {
            press.phase = .cancelled
            press.timestamp = now
        }
        deliverFinal(presses, event: UIPressesEvent(presses: set, reporting: presses, timestamp: now))
    }

    /// Sends the last event of some presses through ``sendEvent(_:)``; without a key window, straight to
    /// the window they began in, so they still end.
    private func deliverFinal(_ presses: [UIPress], event: UIPressesEvent) {
        if keyWindow != nil {
            sendEvent(event)
        } else {
            var windows: [UIWindow] = []
            for press in presses {
                if let window = press.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
            }
            for window in windows { window.sendEvent(event) }
        }
    }

    /// An event reporting `presses` and listing every held key (stationary) with them; it shares the held
    /// keys' set instead of copying it (Keys/HeldKeys.swift).
    private func pressesEvent(reporting presses: [UIPress], timestamp: TimeInterval, modifierFlags: UIKeyModifierFlags)
        -> UIPressesEvent
    {
        let event = UIPressesEvent(
            presses: responderServices.heldKeys.presses, reporting: presses, timestamp: timestamp)
        event.modifierFlags = modifierFlags
        return event
    }

    /// The input's modifier flags, with `numericPad` for a key on the keypad.
    private func modifierFlags(of input: KeyInput) -> UIKeyModifierFlags {
        var flags = input.modifierFlags
        if input.keyCode.isOnKeypad { flags.insert(.numericPad) }
        return flags
    }
}

extension UIPress.PressType {
    /// The press type of a keyboard key: the remote button it stands for (arrows; Return and keypad
    /// Enter are `select`; Escape is `menu`), otherwise `0x70000 + usage`, outside UIKit's named types.
    init(keyboardKey usage: UIKeyboardHIDUsage) {
        switch usage {
        case .keyboardUpArrow: self = .upArrow
        case .keyboardDownArrow: self = .downArrow
        case .keyboardLeftArrow: self = .leftArrow
        case .keyboardRightArrow: self = .rightArrow
        case .keyboardReturnOrEnter, .keypadEnter: self = .select
        case .keyboardEscape: self = .menu
        default: self.init(rawValue: 0x70000 + usage.rawValue)
        }
    }
}
