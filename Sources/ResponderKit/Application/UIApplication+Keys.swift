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
        guard applicationState == .active else { return logKeyDrop(input, .applicationNotActive) }
        guard let window = keyWindow else { return logKeyDrop(input, .noKeyWindow) }
        // A key already down (delivered or consumed) does not go down again: the device's own repeats are
        // ignored, the application repeats typing on its clock (Keys/KeyRepeat.swift). Past the most keys
        // held, the press is refused and counted.
        guard !services.heldKeys.isDown(input.keyCode) else { return logKeyDrop(input, .alreadyDown) }
        guard services.heldKeys.admitsAnotherKey() else { return logKeyDrop(input, .rollover) }

        let flags = modifierFlags(of: input)
        let key = services.keyObjects.key(for: input, modifierFlags: flags)
        // The event first: reusing it lets go of the presses it held, which may then be reused, and of the
        // held keys' set, which then changes in place (Keys/HeldKeys.swift).
        let event = services.keyObjects.event(timestamp: input.timestamp)
        let press = services.keyObjects.press(
            type: UIPress.PressType(keyboardKey: input.keyCode), timestamp: input.timestamp)
        press.key = key
        // Held before the key commands see the event, so that it lists the press with the other held keys
        // (`allPresses`), and later events list it, stationary, without delivering it again.
        services.heldKeys.hold(press, of: input.keyCode)
        event.list(services.heldKeys.presses, reporting: press)
        event.modifierFlags = flags

        // Another key going down stops the auto-repeat of the last one (behaviour 17.7).
        services.keyRepeat.stop()
        // The text input claims the keys it types before ordinary key commands see them (behaviour 17.7).
        let firstResponder = window.currentFirstResponder
        let typing = firstResponder?.keyInput.flatMap { TypingAction(key: key, input: $0) }
        if performKeyCommand(for: key, from: firstResponder ?? window, event: event, typing: typing != nil) {
            services.heldKeys.consume(input.keyCode)
            return
        }
        sendEvent(event)
        if press.phase == .began { press.phase = .stationary }
        // A claimed key that no pressesBegan override kept is typed, and repeats while held.
        guard let typing, let firstResponder, press.reachedEndOfChain,
            keyWindow?.currentFirstResponder === firstResponder
        else {
            return logUntyped(key, firstResponder: firstResponder, reachedEnd: press.reachedEndOfChain)
        }
        logKey(
            .typed(
                key: KeyPressEvent.name(of: key), action: typing.logDescription,
                responder: DispatchLog.name(of: firstResponder)))
        guard performTyping(typing) else { return }
        services.keyRepeat.start(typing, on: firstResponder, keyCode: input.keyCode, at: input.timestamp)
    }

    /// Records what happened to a key press in the explanation log (``DispatchLog/Entry/keyPress(_:)``): in
    /// the key window's log and the application's; nothing is built while no log is attached.
    func logKey(_ event: @autoclosure () -> KeyPressEvent) {
        if let keyWindow {
            keyWindow.log(.keyPress(event()))
        } else {
            dispatchLog?.record(.keyPress(event()))
        }
    }

    private func logKeyDrop(_ input: KeyInput, _ reason: KeyDropReason) {
        logKey(
            .dropped(
                key: KeyPressEvent.name(
                    of: UIKey(
                        keyCode: input.keyCode, modifierFlags: modifierFlags(of: input), characters: input.characters,
                        charactersIgnoringModifiers: input.charactersIgnoringModifiers)),
                reason: reason))
    }

    /// Logs why a press that was not typed typed nothing: an override kept it, or it reached the end of the
    /// chain with no text input to take it.
    private func logUntyped(_ key: UIKey, firstResponder: UIResponder?, reachedEnd: Bool) {
        // A modifier going down is part of the next key's name ("⌘C"), not a key press worth a line.
        guard !key.keyCode.isModifier else { return }
        logKey(
            {
                let name = KeyPressEvent.name(of: key)
                guard reachedEnd else {
                    return .pressHandled(
                        key: name, firstResponder: firstResponder.map(DispatchLog.name(of:)) ?? "the key window")
                }
                let reason: KeyUnhandledReason
                if let firstResponder {
                    if keyWindow?.currentFirstResponder !== firstResponder {
                        reason = .firstResponderChanged
                    } else if firstResponder.keyInput == nil, TypingAction.typesText(key) {
                        reason = .notKeyInput(DispatchLog.name(of: firstResponder))
                    } else {
                        reason = .typesNothing
                    }
                } else {
                    reason = TypingAction.typesText(key) ? .noFirstResponder : .typesNothing
                }
                return .unhandled(key: name, reason: reason)
            }())
    }

    private func keyUp(_ input: KeyInput) {
        let services = responderServices
        if services.keyRepeat.keyCode == input.keyCode { services.keyRepeat.stop() }
        if services.heldKeys.releaseConsumed(input.keyCode) { return }
        guard let press = services.heldKeys.press(of: input.keyCode) else { return }
        // The event first: reusing it lets go of the held keys' set, which then changes in place.
        let event = services.keyObjects.event(timestamp: input.timestamp)
        services.heldKeys.release(input.keyCode)
        press.phase = .ended
        press.timestamp = input.timestamp
        // The ended press is listed with the keys still held, added only if someone reads `allPresses`.
        event.list(services.heldKeys.presses, adding: press, reporting: press)
        event.modifierFlags = modifierFlags(of: input)
        deliverFinal(event)
    }

    /// Cancels every key held down (the application resigned active): each receives
    /// `pressesCancelled` at the responder that received it began. Keys whose press was consumed by a key
    /// command are forgotten; their release is then ignored.
    func cancelHeldPresses() {
        let services = responderServices
        services.keyRepeat.stop()
        let (presses, set) = services.heldKeys.releaseAll()
        guard !presses.isEmpty else { return }
        let now = clock.now
        for press in presses {
            press.phase = .cancelled
            press.timestamp = now
        }
        deliverFinal(UIPressesEvent(presses: set, timestamp: now))
    }

    /// Sends the last event of some presses (those ended or cancelled in `event`) through
    /// ``sendEvent(_:)``; without a key window, straight to the windows they began in, so they still end.
    private func deliverFinal(_ event: UIPressesEvent) {
        if keyWindow != nil {
            sendEvent(event)
        } else {
            var windows: [UIWindow] = []
            for press in event.deliveredPresses where press.phase == .ended || press.phase == .cancelled {
                if let window = press.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
            }
            for window in windows { window.sendEvent(event) }
        }
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
