import Foundation

/// What the pointer layer dropped or did not deliver (behaviour 12), so that no loss goes unnoticed.
public struct PointerStatistics: Sendable, Equatable {
    /// Pointer, scroll or transform input with a location, delta, scale or rotation that is not a number.
    public var rejectedInputs = 0
    /// Locations outside the screen, moved onto its edge.
    public var clampedLocations = 0
    /// Kinetic scroll steps from the device, not delivered: scroll views decelerate by themselves.
    public var ignoredMomentumSteps = 0
    /// Scroll steps that no pan gesture recognizer took (none allows the scroll's kind under the pointer).
    public var unclaimedScrollSteps = 0
    /// Transform steps that no pinch or rotation recognizer took.
    public var unclaimedTransformSteps = 0

    /// Creates empty statistics.
    public init() {}
}

/// The application's pointer: where it is, its buttons, and the scroll or transform sequence in progress.
@MainActor
final class PointerState {
    var supportsIndirectInputEvents = false
    var location: CGPoint?
    var buttons: UIEvent.ButtonMask = []
    var device: PointerDeviceKind = .mouse
    var isClicking = false
    var clickButtons: UIEvent.ButtonMask = []
    var statistics = PointerStatistics()
    /// The pointer interactions the pointer is in, innermost first, with their current regions.
    var activeInteractions: [UIPointerInteraction] = []
    /// Whether a scroll sequence is in progress, and the event that carries its steps to the window it
    /// began in (its ``PointerGestureEvent/targetWindow``). A continuous scroll whose first steps did not
    /// move yet is pending at `scrollPendingLocation`.
    var isScrolling = false
    var scrollPendingLocation: CGPoint?
    let scrollEvent = ScrollEvent()
    /// Whether a transform sequence is in progress (indirect input), and the event that carries its steps.
    var isTransforming = false
    let transformEvent = TransformEvent()
    /// Compatibility mode: the centre of the two simulated touches while a transform is in progress.
    var simulatedTransformCenter: CGPoint?
    /// The pointer's one-contact frame, reused for every sample (its buffer keeps its capacity).
    var frame = DigitizerFrame(timestamp: 0, contacts: [])
}

/// The constants of the pointer layer (behaviour 12), defined once.
public enum PointerGestureConstants {
    /// In compatibility mode, the distance between the two simulated touches of a transform when it begins,
    /// in points. Apple documents "a fixed distance" without a value; 100 pt is this project's (behaviour 12.4).
    public static let simulatedTouchDistance: CGFloat = 100
    /// With indirect input, how far a transform's scale must move from 1 before a pinch begins.
    public static let transformPinchThreshold: CGFloat = 0.05
}
