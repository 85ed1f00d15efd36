import Foundation
import ResponderKit
import ResponderKitTesting

// The scene's probes: views, buttons, scroll views and windows that report their touch methods to the
// harness, and delegates with scripted answers (see PropertyHarness.swift for what is recorded).

/// A view that reports its touch methods to the harness (and does not forward them).
@MainActor
final class ProbeView: UIView {
    weak var harness: PropertyHarness?
    var onShouldBegin: (() -> Void)?
    var refusesRecognizers = false

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let reaction = onShouldBegin { onShouldBegin = nil; reaction() }
        return !refusesRecognizers
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .began, touches)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .moved, touches)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .ended, touches)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .cancelled, touches)
    }
}

/// A button that reports its touch methods, then lets `UIControl` track them (behaviour 6.2); its control
/// events go to the harness.
@MainActor
final class ProbeButton: UIButton {
    weak var harness: PropertyHarness?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .began, touches); super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .moved, touches); super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .ended, touches); super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .cancelled, touches); super.touchesCancelled(touches, with: event)
    }
}

/// A scroll view that reports its touch methods (it scrolls with its own recognizers, behaviour 7).
@MainActor
final class ProbeScrollView: UIScrollView {
    weak var harness: PropertyHarness?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .began, touches)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .moved, touches)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .ended, touches)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .cancelled, touches)
    }
}

/// A window that reports its touch methods (a touch that hits no subview hits the window).
@MainActor
final class ProbeWindow: UIWindow {
    weak var harness: PropertyHarness?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .began, touches)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .moved, touches)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .ended, touches)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .cancelled, touches)
    }
}

/// Answers the delegate questions a recognizer spec asks for.
@MainActor
final class ProbeDelegate: UIGestureRecognizerDelegate {
    var simultaneous = false
    var shouldBegin = true
    var shouldReceive = true
    weak var requiredToFail: UIGestureRecognizer?
    /// Called (once) when the delegate is asked whether to begin, or whether to receive a touch.
    var onShouldBegin: (() -> Void)?
    var onShouldReceive: (() -> Void)?

    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
        if let reaction = onShouldBegin { onShouldBegin = nil; reaction() }
        return shouldBegin
    }
    var onSimultaneous: (() -> Void)?
    var onRequireFailure: (() -> Void)?

    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer)
        -> Bool
    {
        if let reaction = onSimultaneous { onSimultaneous = nil; reaction() }
        return simultaneous
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        if let reaction = onRequireFailure { onRequireFailure = nil; reaction() }
        return other === requiredToFail
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if let reaction = onShouldReceive { onShouldReceive = nil; reaction() }
        return shouldReceive
    }
}
