import ResponderKit

/// What went wrong while generating an event or waiting: lyft/Hammer's `HammerError`, with its cases.
/// Thrown by the ``EventGenerator`` methods; each case's ``description`` says what was expected.
public enum HammerError: Error {
    /// The window is hidden, not interactive, has no loaded root view controller, is in a transition,
    /// or its scene is not in the foreground; or the application ignores interaction events.
    case windowIsNotReadyForInteraction
    /// Keys go to the key window; this one is not.
    case windowIsNotKey

    /// The device takes no touches (`UIDevice.current.maxNumberOfFingers` is 0).
    case deviceDoesNotSupportTouches
    /// The device takes no stylus (`UIDevice.current.supportsStylus` is false).
    case deviceDoesNotSupportStylus

    /// A finger went down that is already down.
    case touchForFingerAlreadyExists(index: FingerIndex)
    /// A finger moved or went up that is not down.
    case touchForFingerDoesNotExist(index: FingerIndex)
    /// More fingers than the device takes.
    case fingerLimitReached(limit: Int)
    /// A call named a number of fingers other than it needs.
    case invalidFingerCount(count: Int, expected: Int)

    /// The stylus went down while it was down.
    case touchForStylusAlreadyExists
    /// The stylus moved or went up while it was not down.
    case touchForStylusDoesNotExist

    /// No key of the keyboard types this character.
    case unknownKeyForCharacter(Character)

    /// A touch phase the generator does not send (the hover phases).
    case unsupportedTouchPhase(UITouch.Phase)

    /// Hammer reaches UIKit's private event API; nothing here is private, so this is never thrown. Kept so
    /// that code matching on it compiles.
    case unableToAccessPrivateApi(type: String, method: String)

    /// The view is not in the generator's window.
    case viewIsNotInHierarchy(UIView)
    /// The view is hidden, transparent or clipped out of sight.
    case viewIsNotVisible(UIView)
    /// A touch at the view's visible centre would not reach it.
    case viewIsNotHittable(UIView)
    /// A touch at this window point would reach no view.
    case pointIsNotHittable(CGPoint)

    /// No view in the window has this accessibility identifier.
    case unableToFindView(identifier: String)
    /// The view with this identifier is not of the type asked for.
    case invalidViewType(identifier: String, type: String, expected: String)
    /// A wait's condition did not hold within its timeout (seconds on the application's clock).
    case waitConditionTimeout(TimeInterval)

    /// ``EventGenerator/Waiter/complete()`` was called before ``EventGenerator/Waiter/start(throwIfAlreadyCompleted:)``.
    case waiterIsNotRunning
    /// ``EventGenerator/Waiter/start(throwIfAlreadyCompleted:)`` was called while it was running.
    case waiterIsAlreadyRunning
    /// The waiter had already completed.
    case waiterIsAlreadyCompleted
}

@MainActor extension HammerError: @MainActor CustomStringConvertible {
    /// What went wrong, in lyft/Hammer's words; a view is named by its accessibility identifier, or its
    /// description when it has none.
    public var description: String {
        switch self {
        case .windowIsNotReadyForInteraction:
            return """
                The app or window is not ready for interaction: the window must be visible, interactive and \
                have a loaded root view controller that is not being presented or dismissed.
                """
        case .windowIsNotKey: return "The window must be the key window to receive keyboard events"
        case .deviceDoesNotSupportTouches: return "Device does not support touches"
        case .deviceDoesNotSupportStylus: return "Device does not support stylus"
        case .touchForFingerAlreadyExists(let index): return "A touch for finger with index \(index) already exists"
        case .touchForFingerDoesNotExist(let index): return "A touch for finger with index \(index) does not exist"
        case .fingerLimitReached(let limit):
            return "The maximum number of fingers on the screen simultaneously has been exceeded (\(limit))"
        case .invalidFingerCount(let count, let expected):
            return "Invalid number of fingers, got \(count) expected \(expected)"
        case .touchForStylusAlreadyExists: return "A touch for the stylus already exists"
        case .touchForStylusDoesNotExist: return "A touch for the stylus does not exist"
        case .unknownKeyForCharacter(let character): return "Unknown keyboard mapping for character: \"\(character)\""
        case .unsupportedTouchPhase(let phase): return "Unsupported touch phase \(phase)"
        case .unableToAccessPrivateApi(let type, let method):
            return "Unable to access private API in \(type): \"\(method)\""
        case .viewIsNotInHierarchy(let view): return "View is not in hierarchy: \(view.shortDescription)"
        case .viewIsNotVisible(let view): return "View is not visible: \(view.shortDescription)"
        case .viewIsNotHittable(let view): return "View is not hittable: \(view.shortDescription)"
        case .pointIsNotHittable(let point): return "Point is not hittable: \(point)"
        case .unableToFindView(let identifier): return "Unable to find view: \"\(identifier)\""
        case .invalidViewType(let identifier, let type, let expected):
            return "Invalid type for view: \"\(identifier)\", got \"\(type)\" expected \"\(expected)\""
        case .waitConditionTimeout(let timeout):
            return "Timeout while waiting for condition exceeded \(timeout) seconds"
        case .waiterIsNotRunning: return "Unable to stop a Waiter that is not running"
        case .waiterIsAlreadyRunning: return "Unable to start a Waiter that is already running"
        case .waiterIsAlreadyCompleted: return "Unable to start or stop a waiter that is already completed"
        }
    }
}

extension UIView {
    fileprivate var shortDescription: String {
        accessibilityIdentifier ?? "\(type(of: self)) at \(frame)"
    }
}
