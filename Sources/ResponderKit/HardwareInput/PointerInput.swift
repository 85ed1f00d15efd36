import Foundation

// The raw pointer model (behaviour 9, 12): what a mouse or a trackpad reports once the device layer has
// turned its axes into a pointer. The device layer (ResponderKitInput) integrates relative motion, applies
// acceleration and clamps to the screen; the application turns these values into hover events, click touch
// sequences, scroll events and transform events as UIKit does since iPadOS 13.4.

/// The kind of device behind a pointer, as the application and the explanation log name it.
public enum PointerDeviceKind: String, Sendable, Equatable, CaseIterable {
    /// A mouse: relative motion, buttons and a wheel.
    case mouse
    /// A touchpad (trackpad): an indirect multi-touch surface, with or without a physical button.
    case trackpad
}

/// The pointer's position and buttons at one instant.
///
/// A change of ``buttons`` from empty to non-empty starts a click (a touch sequence at ``location``);
/// back to empty ends it. While no button is down the pointer hovers.
public struct PointerInput: Sendable, Equatable {
    /// When it was sampled, in seconds on the application's clock.
    public var timestamp: TimeInterval
    /// The device's identifier, stable while it is attached.
    public var deviceID: Int
    /// What the device is.
    public var device: PointerDeviceKind
    /// Where the pointer is, in screen points (a full-screen window's coordinates), within the screen.
    public var location: CGPoint
    /// The buttons held down now.
    public var buttons: UIEvent.ButtonMask

    /// Creates a pointer sample.
    public init(
        timestamp: TimeInterval, deviceID: Int = 0, device: PointerDeviceKind,
        location: CGPoint, buttons: UIEvent.ButtonMask = []
    ) {
        self.timestamp = timestamp
        self.deviceID = deviceID
        self.device = device
        self.location = location
        self.buttons = buttons
    }
}

/// The phase of a continuous pointer gesture (a trackpad scroll or transform).
public enum PointerGesturePhase: String, Sendable, Equatable {
    /// The fingers started the gesture.
    case began
    /// The gesture moved.
    case changed
    /// The fingers lifted; a continuous scroll may be followed by momentum (``ScrollInput/isMomentum``).
    case ended
    /// The device lost the gesture (for example after dropped events).
    case cancelled
}

/// One scroll step from a trackpad (continuous) or a mouse wheel (discrete).
public struct ScrollInput: Sendable, Equatable {
    /// Whether the scroll comes from a continuous surface or from wheel detents.
    public enum Kind: String, Sendable, Equatable {
        /// A trackpad's two-finger movement: a sequence from `.began` to `.ended`.
        case continuous
        /// A mouse wheel: each detent (or high-resolution fraction) is one self-contained step.
        case discrete
    }

    /// When it happened, on the application's clock.
    public var timestamp: TimeInterval
    /// The device's identifier.
    public var deviceID: Int
    /// What the device is.
    public var device: PointerDeviceKind
    /// The pointer's location, in screen points: the scroll goes to what is under it.
    public var location: CGPoint
    /// Continuous or discrete.
    public var kind: Kind
    /// The phase of a continuous scroll; `.changed` for every discrete step.
    public var phase: PointerGesturePhase
    /// How far the content follows the fingers in this step, in points, with UIKit's sign: a pan
    /// recognizer's translation grows by this delta (fingers moving down give a positive `y`).
    public var delta: CGVector
    /// Whether this step is kinetic movement after the fingers lifted (continuous scrolls only).
    public var isMomentum: Bool

    /// Creates a scroll step.
    public init(
        timestamp: TimeInterval, deviceID: Int = 0, device: PointerDeviceKind, location: CGPoint,
        kind: Kind, phase: PointerGesturePhase, delta: CGVector, isMomentum: Bool = false
    ) {
        self.timestamp = timestamp
        self.deviceID = deviceID
        self.device = device
        self.location = location
        self.kind = kind
        self.phase = phase
        self.delta = delta
        self.isMomentum = isMomentum
    }
}

/// One step of a trackpad pinch or rotation (a `UIEvent.EventType.transform` event).
public struct TransformInput: Sendable, Equatable {
    /// When it happened, on the application's clock.
    public var timestamp: TimeInterval
    /// The device's identifier.
    public var deviceID: Int
    /// The pointer's location, in screen points: the transform goes to what is under it.
    public var location: CGPoint
    /// The phase of the gesture.
    public var phase: PointerGesturePhase
    /// The scale since the gesture began (1 at `.began`).
    public var scale: CGFloat
    /// The rotation since the gesture began, in radians, clockwise positive as in UIKit.
    public var rotation: CGFloat

    /// Creates a transform step.
    public init(
        timestamp: TimeInterval, deviceID: Int = 0, location: CGPoint, phase: PointerGesturePhase,
        scale: CGFloat, rotation: CGFloat
    ) {
        self.timestamp = timestamp
        self.deviceID = deviceID
        self.location = location
        self.phase = phase
        self.scale = scale
        self.rotation = rotation
    }
}

/// A three- or four-finger trackpad swipe, which belongs to the system (the router), not to applications.
public struct SystemSwipeInput: Sendable, Equatable {
    /// The main direction of the swipe.
    public enum Direction: String, Sendable, Equatable {
        case left, right, up, down
    }

    /// When it happened, on the application's clock.
    public var timestamp: TimeInterval
    /// The device's identifier.
    public var deviceID: Int
    /// How many fingers (3 or 4).
    public var fingers: Int
    /// The phase of the swipe.
    public var phase: PointerGesturePhase
    /// The movement since the swipe began, in points.
    public var translation: CGVector
    /// The main direction of ``translation`` (set at `.began` from the first movement).
    public var direction: Direction

    /// Creates a system swipe step.
    public init(
        timestamp: TimeInterval, deviceID: Int = 0, fingers: Int, phase: PointerGesturePhase,
        translation: CGVector, direction: Direction
    ) {
        self.timestamp = timestamp
        self.deviceID = deviceID
        self.fingers = fingers
        self.phase = phase
        self.translation = translation
        self.direction = direction
    }
}
