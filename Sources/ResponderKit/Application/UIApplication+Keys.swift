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
        // A key already down (delivered or consumed) does not go down again: no auto-repeat.
        guard !services.consumedKeys.contains(input.keyCode),
            !services.heldPresses.contains(where: { $0.keyCode == input.keyCode })
        else { return }

        var flags = input.modifierFlags
        if input.keyCode.isOnKeypad { flags.insert(.numericPad) }
        let key = UIKey(
            keyCode: input.keyCode, modifierFlags: flags, characters: input.characters,
            charactersIgnoringModifiers: input.charactersIgnoringModifiers)
        let press = UIPress(
            type: UIPress.PressType(keyboardKey: input.keyCode), phase: .began, force: 1,
            timestamp: input.timestamp)
        press.key = key
        let event = makePressesEvent(with: press, timestamp: input.timestamp, modifierFlags: flags)

        if performKeyCommand(for: key, from: window.currentFirstResponder ?? window, event: event) {
            services.consumedKeys.insert(input.keyCode)
            return
        }
        services.heldPresses.append((input.keyCode, press))
        sendEvent(event)
        // Later events list the held key among their presses without delivering it again.
        if press.phase == .began { press.phase = .stationary }
    }

    private func keyUp(_ input: KeyInput) {
        let services = responderServices
        if services.consumedKeys.remove(input.keyCode) != nil { return }
        guard let index = services.heldPresses.firstIndex(where: { $0.keyCode == input.keyCode }) else { return }
        let press = services.heldPresses.remove(at: index).press
        press.phase = .ended
        press.timestamp = input.timestamp
        var flags = input.modifierFlags
        if input.keyCode.isOnKeypad { flags.insert(.numericPad) }
        deliverFinal([press], event: makePressesEvent(with: press, timestamp: input.timestamp, modifierFlags: flags))
    }

    /// Cancels every key held down (the application resigned active): each receives
    /// `pressesCancelled` at the responder that received it began. Keys whose press was consumed by a key
    /// command are forgotten; their release is then ignored.
    func cancelHeldPresses() {
        let services = responderServices
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
        deliverFinal(presses, event: event)
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

    /// An event holding `press` and every other held key (stationary).
    private func makePressesEvent(with press: UIPress, timestamp: TimeInterval, modifierFlags: UIKeyModifierFlags)
        -> UIPressesEvent
    {
        var presses: Set<UIPress> = [press]
        for held in responderServices.heldPresses { presses.insert(held.press) }
        let event = UIPressesEvent(presses: presses, timestamp: timestamp)
        event.modifierFlags = modifierFlags
        return event
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
