import Foundation

/// Auto-repeat of a held key that typed (docs/behaviour/text-input.md, 17.7): while the key stays down,
/// its typing action runs again after ``delay`` and then every ``interval``, on the application's clock,
/// through one reusable timer (a wake-up at each deadline; nothing sleeps and repeating allocates
/// nothing). Releasing the key, pressing another key, the application resigning active, or the text input
/// no longer being the key window's first responder stops it. Only the text input repeats: the responder
/// chain saw the press once, as a held key (`stationary`).
@MainActor
final class KeyRepeat {
    /// How long a key is held before it repeats: 0.5 s (docs/decisions.md, "Keys: auto-repeat").
    static let delay: TimeInterval = 0.5
    /// The time between repeats: 0.1 s, ten characters a second (docs/decisions.md, "Keys: auto-repeat").
    static let interval: TimeInterval = 0.1

    private unowned let application: UIApplication
    /// The key repeating, or nil.
    private(set) var keyCode: UIKeyboardHIDUsage?
    private var action: TypingAction?
    private weak var responder: UIResponder?
    private var timer: ApplicationTimer?

    init(application: UIApplication) {
        self.application = application
    }

    /// Starts repeating `action` on `responder` for the key `keyCode`, which went down at `time`.
    func start(_ action: TypingAction, on responder: UIResponder, keyCode: UIKeyboardHIDUsage, at time: TimeInterval) {
        stop()
        self.keyCode = keyCode
        self.action = action
        self.responder = responder
        arm(at: time + Self.delay)
    }

    /// Stops repeating (nothing happens when no key repeats).
    func stop() {
        guard keyCode != nil else { return }
        keyCode = nil
        action = nil
        responder = nil
        timer?.invalidate()
    }

    private func arm(at deadline: TimeInterval) {
        if let timer {
            application.timers.reschedule(timer, at: deadline)
        } else {
            let timer = ApplicationTimer(deadline: deadline, reusable: true) { [weak self] in self?.fire() }
            self.timer = timer
            application.timers.reschedule(timer, at: deadline)
        }
    }

    private func fire() {
        guard let action, let responder, let deadline = timer?.deadline,
            application.applicationState == .active,
            application.keyWindow?.currentFirstResponder === responder, let input = responder.keyInput
        else {
            stop()
            return
        }
        action.perform(on: input, anchors: application.responderServices.typingAnchor)
        // The action may have stopped the repeat (a text field resigning on Return).
        guard keyCode != nil else { return }
        arm(at: deadline + Self.interval)
    }
}
