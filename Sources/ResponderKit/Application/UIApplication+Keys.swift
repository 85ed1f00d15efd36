import Foundation

/// Keyboard input: turning ``KeyInput`` into key commands or presses (the order is described in
/// `Keys/KeyDispatch.swift`), and the bookkeeping that gives every began press exactly one `ended` or
/// `cancelled` (behaviour 8.3).
extension UIApplication {
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
        // A key already down (delivered or consumed) does not go down again: the device's own repeats are
        // ignored, the application repeats typing on its clock (Keys/KeyRepeat.swift).
        guard !services.consumedKeys.contains(input.keyCode),
            !services.heldPresses.contains(where: { $0.keyCode == input.keyCode })
        else { return }

        var flags = input.modifierFlags
        if input.keyCode.isOnKeypad { flags.insert(.numericPad) }
        let key = services.keyObjects.key(for: input, modifierFlags: flags)
        // The event first: reusing it lets go of the presses it held, which may then be reused.
        let event = services.keyObjects.event(timestamp: input.timestamp)
        let press = services.keyObjects.press(
            type: UIPress.PressType(keyboardKey: input.keyCode), timestamp: input.timestamp)
        press.key = key
        fill(event, with: press, modifierFlags: flags)

        // Another key going down stops the auto-repeat of the last one (behaviour 17.7).
        services.keyRepeat.stop()
        // The text input claims the keys it types before ordinary key commands see them (behaviour 17.7).
        let firstResponder = window.currentFirstResponder
        let typing = firstResponder?.keyInput.flatMap { TypingAction(key: key, input: $0) }
        if performKeyCommand(for: key, from: firstResponder ?? window, event: event, typing: typing != nil) {
            services.consumedKeys.insert(input.keyCode)
            return
        }
        services.heldPresses.append((input.keyCode, press))
        sendEvent(event)
        // Later events list the held key among their presses without delivering it again.
        if press.phase == .began { press.phase = .stationary }
        // A claimed key that no pressesBegan override kept is typed, and repeats while held.
        guard let typing, let firstResponder, press.reachedEndOfChain,
            keyWindow?.currentFirstResponder === firstResponder, performTyping(typing)
        else { return }
        services.keyRepeat.start(typing, on: firstResponder, keyCode: input.keyCode, at: input.timestamp)
    }

    private func keyUp(_ input: KeyInput) {
        let services = responderServices
        if services.keyRepeat.keyCode == input.keyCode { services.keyRepeat.stop() }
        if services.consumedKeys.remove(input.keyCode) != nil { return }
        guard let index = services.heldPresses.firstIndex(where: { $0.keyCode == input.keyCode }) else { return }
        let press = services.heldPresses.remove(at: index).press
        press.phase = .ended
        press.timestamp = input.timestamp
        var flags = input.modifierFlags
        if input.keyCode.isOnKeypad { flags.insert(.numericPad) }
        let event = services.keyObjects.event(timestamp: input.timestamp)
        fill(event, with: press, modifierFlags: flags)
        deliverFinal(event)
    }

    /// Cancels every key held down (the application resigned active): each receives
    /// `pressesCancelled` at the responder that received it began. Keys whose press was consumed by a key
    /// command are forgotten; their release is then ignored.
    func cancelHeldPresses() {
        let services = responderServices
        services.keyRepeat.stop()
        services.consumedKeys.removeAll()
        guard !services.heldPresses.isEmpty else { return }
        let presses = services.heldPresses.map(\.press)
        services.heldPresses.removeAll()
        let now = clock.now
        for press in presses {
            press.phase = .cancelled
            press.timestamp = now
        }
        let event = UIPressesEvent(presses: Set(presses), timestamp: now)
        deliverFinal(event)
    }

    /// Sends the last event of some presses (those ended or cancelled in `event`) through
    /// ``sendEvent(_:)``; without a key window, straight to the windows they began in, so they still end.
    private func deliverFinal(_ event: UIPressesEvent) {
        if keyWindow != nil {
            sendEvent(event)
        } else {
            var windows: [UIWindow] = []
            for press in event.allPresses where press.phase == .ended || press.phase == .cancelled {
                if let window = press.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
            }
            for window in windows { window.sendEvent(event) }
        }
    }

    /// Fills `event` with `press` and every other held key (stationary).
    private func fill(_ event: UIPressesEvent, with press: UIPress, modifierFlags: UIKeyModifierFlags) {
        event.allPresses.insert(press)
        for held in responderServices.heldPresses { event.allPresses.insert(held.press) }
        event.modifierFlags = modifierFlags
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
