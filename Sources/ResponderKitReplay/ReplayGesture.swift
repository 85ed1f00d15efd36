import Foundation
import ResponderKit

/// The gestures the standard replay scene recognizes: one per recognizer of ``ReplayScene``.
public enum ReplayGestureKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A single tap of one finger (it waits for ``doubleTap`` to fail).
    case tap
    /// Two taps of one finger.
    case doubleTap
    /// One tap of two fingers.
    case twoFingerTap
    /// One finger held still for 0.5 s.
    case longPress
    /// A drag of one or more fingers.
    case pan
    /// A drag of two or more fingers.
    case twoFingerPan
    /// A quick stroke to the left.
    case swipeLeft
    /// A quick stroke to the right.
    case swipeRight
    /// A quick stroke up.
    case swipeUp
    /// A quick stroke down.
    case swipeDown
    /// Two fingers moving apart or together.
    case pinch
    /// Two fingers turning around each other.
    case rotation

    /// The recognizer's name in the scene and in the dispatch log (`doubleTap`, `swipeLeft`, ...).
    public var description: String { rawValue }

    /// A readable name: "double tap", "swipe left".
    public var title: String {
        switch self {
        case .tap: "tap"
        case .doubleTap: "double tap"
        case .twoFingerTap: "two-finger tap"
        case .longPress: "long press"
        case .pan: "pan"
        case .twoFingerPan: "two-finger pan"
        case .swipeLeft: "swipe left"
        case .swipeRight: "swipe right"
        case .swipeUp: "swipe up"
        case .swipeDown: "swipe down"
        case .pinch: "pinch"
        case .rotation: "rotation"
        }
    }

    /// Whether the gesture is discrete (recognized once, in `.ended`) rather than continuous.
    public var isDiscrete: Bool {
        switch self {
        case .tap, .doubleTap, .twoFingerTap, .swipeLeft, .swipeRight, .swipeUp, .swipeDown: true
        case .longPress, .pan, .twoFingerPan, .pinch, .rotation: false
        }
    }
}

/// What a recognizer reported at one of its actions. Points are in screen coordinates (the scene's
/// view fills the screen); the fields that do not apply to the gesture are nil.
public struct GestureValues: Sendable, Equatable {
    /// `location(in:)`: the centroid of the touches (a tap: its first tap; a swipe: where it began).
    public var location: CGPoint
    /// `numberOfTouches`: the touches the recognizer follows.
    public var numberOfTouches: Int
    /// A pan's `translation(in:)`, in points.
    public var translation: CGPoint?
    /// A pan's `velocity(in:)`, in points per second.
    public var velocity: CGPoint?
    /// A pinch's `scale`.
    public var scale: CGFloat?
    /// A pinch's `velocity`, in scale factor per second.
    public var scaleVelocity: CGFloat?
    /// A rotation's `rotation`, in radians (positive is clockwise on screen).
    public var rotation: CGFloat?
    /// A rotation's `velocity`, in radians per second.
    public var rotationVelocity: CGFloat?
    /// A tap's `numberOfTapsRequired`.
    public var numberOfTaps: Int?
    /// A tap's or long press's `numberOfTouchesRequired`.
    public var numberOfTouchesRequired: Int?
    /// A swipe's `direction`.
    public var swipeDirection: UISwipeGestureRecognizer.Direction?

    /// Creates values at a location; the gesture-specific fields start nil.
    public init(location: CGPoint, numberOfTouches: Int) {
        self.location = location
        self.numberOfTouches = numberOfTouches
    }

    /// The values as report text, without the location: "translation (120, 3), velocity (850, 20) pt/s",
    /// "scale 2.5, velocity 3.1/s", "2 taps of 1 finger". Empty for gestures with nothing but a location.
    public var summary: String {
        var parts: [String] = []
        if let translation { parts.append("translation \(ReplayFormat.point(translation))") }
        if let velocity { parts.append("velocity \(ReplayFormat.point(velocity)) pt/s") }
        if let scale { parts.append("scale \(ReplayFormat.number(scale))") }
        if let scaleVelocity { parts.append("velocity \(ReplayFormat.number(scaleVelocity))/s") }
        if let rotation { parts.append("rotation \(ReplayFormat.degrees(rotation))") }
        if let rotationVelocity { parts.append("velocity \(ReplayFormat.degrees(rotationVelocity))/s") }
        if let numberOfTaps, let fingers = numberOfTouchesRequired {
            parts.append("\(ReplayFormat.plural(numberOfTaps, "tap")) of \(ReplayFormat.plural(fingers, "finger"))")
        } else if let fingers = numberOfTouchesRequired {
            parts.append(ReplayFormat.plural(fingers, "finger"))
        }
        if let swipeDirection { parts.append("direction \(Self.name(of: swipeDirection))") }
        return parts.joined(separator: ", ")
    }

    /// "left", "right", "up", "down", or the names joined by "|".
    static func name(of direction: UISwipeGestureRecognizer.Direction) -> String {
        let names: [(UISwipeGestureRecognizer.Direction, String)] = [
            (.right, "right"), (.left, "left"), (.up, "up"), (.down, "down"),
        ]
        let found = names.filter { direction.contains($0.0) }.map(\.1)
        return found.isEmpty ? "none" : found.joined(separator: "|")
    }
}

/// One action of a recognizer: when it happened, the state it reported and its values.
public struct GestureStateChange: Sendable, Equatable {
    /// Seconds since the start of the replay (the first event of the recording).
    public var time: TimeInterval
    /// The recognizer's state during the action (`.began`, `.changed`, `.ended` or `.cancelled`).
    public var state: UIGestureRecognizer.State
    /// The recognizer's values during the action.
    public var values: GestureValues

    /// Creates a state change.
    public init(time: TimeInterval, state: UIGestureRecognizer.State, values: GestureValues) {
        self.time = time
        self.state = state
        self.values = values
    }
}

/// A gesture the scene recognized: a discrete recognizer's recognition, or a continuous recognizer's
/// run from `.began` to `.ended` or `.cancelled`, with every action in between.
public struct RecognizedGesture: Sendable, Equatable {
    /// Which recognizer.
    public var kind: ReplayGestureKind
    /// Every action, in order; never empty. The first is the recognition (`.began`, or `.ended` for a
    /// discrete gesture).
    public var changes: [GestureStateChange]
    /// The `.changed` actions left out of ``changes`` by a replay that keeps only the first and the
    /// latest action of each gesture (``Replayer/keepsEverySample`` off); counted in ``changeCount``.
    /// Default 0.
    public var omittedChangeCount = 0

    /// Creates a gesture from its actions.
    public init(kind: ReplayGestureKind, changes: [GestureStateChange]) {
        self.kind = kind
        self.changes = changes
    }

    /// When the gesture was recognized, in seconds since the start of the replay.
    public var time: TimeInterval { changes.first?.time ?? 0 }
    /// When its last action happened.
    public var endTime: TimeInterval { changes.last?.time ?? time }
    /// The values at recognition.
    public var recognizedValues: GestureValues {
        changes.first?.values ?? GestureValues(location: .zero, numberOfTouches: 0)
    }
    /// The values at the last action.
    public var finalValues: GestureValues { changes.last?.values ?? recognizedValues }
    /// The state of the last action: `.ended` for a completed gesture, `.cancelled` for a cancelled one,
    /// `.began` or `.changed` when the replay ended while it was still in progress.
    public var finalState: UIGestureRecognizer.State { changes.last?.state ?? .possible }
    /// The number of `.changed` actions (those left out of ``changes`` included).
    public var changeCount: Int { changes.filter { $0.state == .changed }.count + omittedChangeCount }

    /// The gesture as report lines, each starting with its time: one line for a discrete gesture
    /// (`  1.234 s  tap recognized at (200, 150): 1 tap of 1 finger`), two for a continuous one (began,
    /// then how it ended, with its final values).
    public var lines: [String] {
        let first = recognizedValues
        let values = first.summary.isEmpty ? "" : ": \(first.summary)"
        if kind.isDiscrete {
            return [
                "\(ReplayFormat.seconds(time))  \(kind.title) recognized at \(ReplayFormat.point(first.location))\(values)"
            ]
        }
        let last = finalValues
        let ending: String
        switch finalState {
        case .ended: ending = "ended"
        case .cancelled: ending = "cancelled"
        default: ending = "still in progress when the replay ended"
        }
        return [
            "\(ReplayFormat.seconds(time))  \(kind.title) began at \(ReplayFormat.point(first.location))\(values)",
            "\(ReplayFormat.seconds(endTime))    \(kind.title) \(ending) after \(ReplayFormat.plural(changeCount, "change")), at "
                + ReplayFormat.point(last.location) + (last.summary.isEmpty ? "" : ": \(last.summary)"),
        ]
    }

    /// A short label for drawings: "pinch ×2.5", "swipe right", "pan (400, 10)", "double tap".
    public var label: String {
        let last = finalValues
        switch kind {
        case .pan, .twoFingerPan:
            return "\(kind.title) " + (last.translation.map(ReplayFormat.point) ?? "")
        case .pinch:
            return "pinch ×" + ReplayFormat.number(last.scale ?? 1)
        case .rotation:
            return "rotation " + ReplayFormat.degrees(last.rotation ?? 0)
        default:
            return kind.title
        }
    }
}
