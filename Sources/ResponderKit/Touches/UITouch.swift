import Foundation

/// One finger (or pen, or pointer) on the screen: its location, phase, force and the view it
/// started in (behaviour 2.1).
///
/// UIKit creates one `UITouch` per contact when it goes down and **mutates it in place** for the
/// whole sequence, so keep references only while the sequence lasts and copy the values you need later.
/// Touches compare and hash by identity.
@MainActor
public final class UITouch: Hashable, @MainActor CustomStringConvertible {
    /// The phase of a touch, with UIKit's raw values.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        /// A finger touched the screen.
        case began = 0
        /// A finger moved on the screen.
        case moved = 1
        /// A finger is touching the screen but has not moved since the previous event.
        case stationary = 2
        /// A finger was lifted from the screen.
        case ended = 3
        /// The system cancelled tracking for the touch.
        case cancelled = 4
        /// A pointer entered a window without a button down (iOS 13.4+).
        case regionEntered = 5
        /// A pointer moved within a window without a button down.
        case regionMoved = 6
        /// A pointer left a window without a button down.
        case regionExited = 7

        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .regionEntered: "regionEntered"
            case .regionMoved: "regionMoved"
            case .regionExited: "regionExited"
            }
        }
    }

    /// The kind of object producing a touch, with UIKit's raw values.
    public enum TouchType: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen (a touch pad).
        case indirect = 1
        /// A stylus (Apple Pencil).
        case pencil = 2
        /// A pointer such as a mouse or trackpad cursor.
        case indirectPointer = 3

        /// The deprecated name of ``pencil``.
        public static var stylus: TouchType { .pencil }

        public var description: String {
            switch self {
            case .direct: "direct"
            case .indirect: "indirect"
            case .pencil: "pencil"
            case .indirectPointer: "indirectPointer"
            }
        }
    }

    /// Properties of a touch whose values can be estimated and updated later.
    public struct Properties: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The touch's force.
        public static let force = Properties(rawValue: 1)
        /// The stylus's azimuth angle.
        public static let azimuth = Properties(rawValue: 2)
        /// The stylus's altitude angle.
        public static let altitude = Properties(rawValue: 4)
        /// The touch's location.
        public static let location = Properties(rawValue: 8)
        /// The stylus's roll angle.
        public static let roll = Properties(rawValue: 16)
    }

    // MARK: Identity

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let p = locationInWindow
        return "<UITouch \(UIResponder.shortAddress(self)) phase=\(phase) tapCount=\(tapCount) "
            + "window=(\(p.x.formatted4), \(p.y.formatted4)) view=\(view.map { String(describing: Swift.type(of: $0)) } ?? "nil")>"
    }

    // MARK: Public properties (behaviour 2.1)

    /// The phase of the touch in the event being delivered.
    public internal(set) var phase: Phase {
        get { currentPhase }
        set { currentPhase = newValue }
    }
    /// How many quick taps at about the same place preceded and include this one (behaviour 11: 0.35 s, 45 pt).
    public internal(set) var tapCount: Int {
        get { storedTapCount }
        set { storedTapCount = newValue }
    }
    /// When the touch began or last changed, in seconds on the application's clock.
    public internal(set) var timestamp: TimeInterval {
        get { storedTimestamp }
        set { storedTimestamp = newValue }
    }
    /// What produced the touch.
    public internal(set) var type: TouchType {
        get { storedType }
        set { storedType = newValue }
    }
    /// The force of the touch; 1.0 is an average touch. 0 when the device does not report force.
    public internal(set) var force: CGFloat {
        get { storedForce }
        set { storedForce = newValue }
    }
    /// The largest force the input source can report (constant per source).
    public internal(set) var maximumPossibleForce: CGFloat {
        get { storedMaximumPossibleForce }
        set { storedMaximumPossibleForce = newValue }
    }
    /// The radius of the touch's contact area, in points.
    public internal(set) var majorRadius: CGFloat {
        get { storedMajorRadius }
        set { storedMajorRadius = newValue }
    }
    /// The tolerance of ``majorRadius``, in points.
    public internal(set) var majorRadiusTolerance: CGFloat {
        get { storedMajorRadiusTolerance }
        set { storedMajorRadiusTolerance = newValue }
    }
    /// For a stylus, the angle between the stylus and the screen: 0 parallel, π/2 perpendicular.
    /// Fingers report π/2.
    public internal(set) var altitudeAngle: CGFloat {
        get { storedAltitudeAngle }
        set { storedAltitudeAngle = newValue }
    }
    /// For a stylus, its roll about its own axis; 0 when the device does not report it.
    public internal(set) var rollAngle: CGFloat {
        get { storedRollAngle }
        set { storedRollAngle = newValue }
    }
    /// Properties whose current values are estimates.
    public internal(set) var estimatedProperties: Properties {
        get { storedEstimatedProperties }
        set { storedEstimatedProperties = newValue }
    }
    /// Estimated properties for which updates are expected to arrive.
    public internal(set) var estimatedPropertiesExpectingUpdates: Properties {
        get { storedEstimatedPropertiesExpectingUpdates }
        set { storedEstimatedPropertiesExpectingUpdates = newValue }
    }
    /// An index that matches estimated-property updates to this touch; nil when nothing is estimated.
    public internal(set) var estimationUpdateIndex: NSNumber? {
        get { storedEstimationUpdateIndex }
        set { storedEstimationUpdateIndex = newValue }
    }

    /// The view the touch was hit-tested to when it began. It never changes during the sequence,
    /// even after the finger leaves the view or a gesture recognizer cancels the view's touches
    /// (behaviour 11).
    public internal(set) var view: UIView? {
        get { storedView }
        set { storedView = newValue }
    }
    /// The window in which the touch began. Like ``view``, the touch holds it for the whole sequence
    /// (UIKit declares both strong): a window hidden and released by the app while a finger is down
    /// stays alive until that touch ends or is cancelled, so its views and recognizers still see the end
    /// of the touch (behaviour 2.1: the touch lives for the sequence; behaviour 2.3: every began touch ends once).
    public internal(set) var window: UIWindow? {
        get { storedWindow }
        set { storedWindow = newValue }
    }
    /// The gesture recognizers currently receiving the touch, in the order behaviour 11 gives (the hit
    /// view's first, then each ancestor's); empty when none.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// Takes `recognizer` out of ``gestureRecognizers`` (its reset, or it ignored the touch), in place: a
    /// loop rather than `removeAll(where:)` with a main-actor closure (docs/performance.md, "Plain loops
    /// instead of main-actor closures").
    func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard var list = gestureRecognizers else { return }
        gestureRecognizers = nil
        var index = list.count
        while index > 0 {
            index -= 1
            if list[index] === recognizer { list.remove(at: index) }
        }
        gestureRecognizers = list
    }

    // The storage of the public properties above, which the arena, the view delivery and the application
    // use several times per event (docs/performance.md, "Hot properties in private storage").
    private var currentPhase: Phase = .began
    private var storedTapCount: Int = 1
    private var storedTimestamp: TimeInterval = 0
    private var storedType: TouchType = .direct
    private var storedForce: CGFloat = 0
    private var storedMaximumPossibleForce: CGFloat = 0
    private var storedMajorRadius: CGFloat = 0
    private var storedMajorRadiusTolerance: CGFloat = 0
    private var storedAltitudeAngle: CGFloat = .pi / 2
    private var storedRollAngle: CGFloat = 0
    private var storedEstimatedProperties: Properties = []
    private var storedEstimatedPropertiesExpectingUpdates: Properties = []
    private var storedEstimationUpdateIndex: NSNumber?
    private var storedView: UIView?
    private var storedWindow: UIWindow?

    /// The location of the touch in `view`'s coordinate system, or the window's when `view` is nil.
    /// Rounded to the screen's pixel grid; hit-testing uses this value.
    public func location(in view: UIView?) -> CGPoint { convertFromWindow(locationInWindow, to: view) }

    /// The touch's location in the previously delivered event, in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousLocationInWindow, to: view)
    }

    /// The location with all the precision the device reports. Do not use it for hit-testing.
    public func preciseLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(preciseLocationInWindow, to: view)
    }

    /// The precise location in the previously delivered event.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(precisePreviousLocationInWindow, to: view)
    }

    /// The stylus's azimuth in `view`'s coordinates: 0 when the cap end points along +x, growing
    /// clockwise (y grows downward). Meaningful for ``TouchType/pencil`` touches only.
    public func azimuthAngle(in view: UIView?) -> CGFloat {
        let v = azimuthUnitVector(in: view)
        return atan2(v.dy, v.dx)
    }

    /// A unit vector pointing in the azimuth direction, in `view`'s coordinates.
    public func azimuthUnitVector(in view: UIView?) -> CGVector {
        let vector = CGPoint(x: cos(azimuthInWindow), y: sin(azimuthInWindow))
        guard let view, let window else { return CGVector(dx: vector.x, dy: vector.y) }
        let origin = view.convert(CGPoint.zero, from: window)
        let tip = view.convert(vector, from: window)
        let dx = tip.x - origin.x, dy = tip.y - origin.y
        let length = (dx * dx + dy * dy).squareRoot()
        return length > 0 ? CGVector(dx: dx / length, dy: dy / length) : CGVector(dx: 1, dy: 0)
    }

    // MARK: Internal state

    /// The device's identifier of the contact this touch follows.
    let contactID: Int
    /// A number that orders touches by creation, for deterministic grouping.
    let ordinal: Int
    var locationInWindow: CGPoint = .zero
    var previousLocationInWindow: CGPoint = .zero
    var preciseLocationInWindow: CGPoint = .zero
    var precisePreviousLocationInWindow: CGPoint = .zero
    var azimuthInWindow: CGFloat = 0
    /// Where the touch went down, in window coordinates.
    var initialLocationInWindow: CGPoint = .zero

    /// For a hovering pencil, its normalized distance from the screen (0 near, 1 far).
    var zOffset: CGFloat = 0
    /// Whether the touch changed in the event being delivered (its phase is not stationary).
    var changedInCurrentEvent = false
    /// The samples reported since the previous delivery, oldest first (the last equals the touch).
    /// The array keeps its capacity so that steady-state delivery does not allocate.
    var coalescedSamples: [TouchSample] = []
    /// Recent samples kept for the velocity estimate behind `predictedTouches(for:)`.
    var velocity = VelocityEstimator()
    /// How far the view side of delivery has got for this touch: written only by `ViewTouchDelivery`
    /// (Windows/ViewTouchDelivery.swift, where the states are drawn); read it as `viewDelivery`.
    var viewDeliveryProgress = ViewDeliveryProgress()

    init(contactID: Int, ordinal: Int) {
        self.contactID = contactID
        self.ordinal = ordinal
    }

    /// Creates a touch no input made, as `UITouch()` does in UIKit, for tests that pass touches to
    /// `touchesBegan(_:with:)` directly: every value starts at zero, as a new UIKit touch's do (phase
    /// ``Phase/began``, ``tapCount`` 0, ``timestamp`` 0, ``type`` ``TouchType/direct``, no ``view`` or
    /// ``window``), and ``location(in:)`` is `.zero` for any view, since it converts through the touch's window
    /// (docs/decisions.md, "A touch made with UITouch()").
    public convenience init() {
        self.init(contactID: UITouch.madeByAppContactID, ordinal: 0)
        tapCount = 0
    }

    /// The contact identifier of a touch made with ``init()``: no input device uses a negative one.
    static let madeByAppContactID = -1

    /// A copy of a sample as a free-standing touch, used for coalesced and predicted touches.
    init(snapshotOf touch: UITouch, sample: TouchSample, scale: CGFloat?) {
        contactID = touch.contactID
        ordinal = touch.ordinal
        phase = sample.phase
        tapCount = touch.tapCount
        type = touch.type
        maximumPossibleForce = touch.maximumPossibleForce
        majorRadiusTolerance = touch.majorRadiusTolerance
        view = touch.view
        window = touch.window
        previousLocationInWindow = touch.previousLocationInWindow
        precisePreviousLocationInWindow = touch.precisePreviousLocationInWindow
        initialLocationInWindow = touch.initialLocationInWindow
        apply(sample, scale: scale)
    }

    /// Writes a sample's values into the touch. `scale` rounds `location` to the pixel grid; nil
    /// keeps the precise value.
    func apply(_ sample: TouchSample, scale: CGFloat?) {
        timestamp = sample.timestamp
        preciseLocationInWindow = sample.location
        if let scale, scale > 0 {
            locationInWindow = CGPoint(
                x: (sample.location.x * scale).rounded() / scale,
                y: (sample.location.y * scale).rounded() / scale)
        } else {
            locationInWindow = sample.location
        }
        force = sample.force
        majorRadius = sample.majorRadius
        altitudeAngle = sample.altitudeAngle
        azimuthInWindow = sample.azimuthAngle
        rollAngle = sample.rollAngle
    }

    /// The sample describing the touch's current values.
    var currentSample: TouchSample {
        TouchSample(
            timestamp: timestamp, location: preciseLocationInWindow, force: force,
            majorRadius: majorRadius, altitudeAngle: altitudeAngle,
            azimuthAngle: azimuthInWindow, rollAngle: rollAngle, phase: phase)
    }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        // A touch the app made has no window to convert through: zero, as in UIKit.
        if window == nil, contactID == UITouch.madeByAppContactID { return .zero }
        guard let view else { return point }
        return view.convert(point, from: window)
    }

    /// Whether the touch is still on the screen (not ended or cancelled).
    var isActive: Bool { phase != .ended && phase != .cancelled }
}

@MainActor
extension Array where Element == UITouch {
    /// Removes the touches that ended or were cancelled, keeping the others in order and the storage
    /// (a loop rather than `removeAll(where:)`, whose main-actor closure is checked at every call:
    /// docs/performance.md, "Plain loops instead of main-actor closures").
    mutating func removeInactiveTouches() {
        var kept = 0
        for index in indices where self[index].isActive {
            swapAt(kept, index)
            kept += 1
        }
        removeLast(count - kept)
    }
}

/// One reported sample of a contact, in window coordinates (precise, not rounded).
struct TouchSample: Sendable, Equatable {
    var timestamp: TimeInterval
    var location: CGPoint
    var force: CGFloat
    var majorRadius: CGFloat
    var altitudeAngle: CGFloat
    var azimuthAngle: CGFloat
    var rollAngle: CGFloat
    var phase: UITouch.Phase
}

extension CGFloat {
    /// The value with at most four decimals, without trailing zeros, for readable diagnostics.
    var formatted4: String {
        // Values from outside (a trace, a device) can be anything: keep huge and non-finite ones readable.
        guard isFinite, magnitude < 1e12 else { return String(describing: Double(self)) }
        let rounded = (self * 10_000).rounded() / 10_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.4f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
