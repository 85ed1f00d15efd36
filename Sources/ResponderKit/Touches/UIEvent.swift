import Foundation

/// An object that describes a single user interaction: a touch sequence, a motion, a remote-control
/// command or presses (behaviour 2.2).
///
/// The application reuses one touch event for a whole multi-touch sequence; do not keep it.
@MainActor
open class UIEvent: @MainActor CustomStringConvertible {
    /// The kind of an event, with UIKit's raw values.
    public enum EventType: Int, Sendable, CustomStringConvertible {
        /// A touch sequence.
        case touches = 0
        /// Device motion such as a shake.
        case motion = 1
        /// A remote-control command.
        case remoteControl = 2
        /// Physical button or key presses.
        case presses = 3
        /// A scroll from a trackpad or mouse wheel.
        case scroll = 10
        /// A pointer hovering over a window.
        case hover = 11
        /// A transform (pinch or rotation) from a trackpad.
        case transform = 14

        public var description: String {
            switch self {
            case .touches: "touches"
            case .motion: "motion"
            case .remoteControl: "remoteControl"
            case .presses: "presses"
            case .scroll: "scroll"
            case .hover: "hover"
            case .transform: "transform"
            }
        }
    }

    /// The subtype of an event, with UIKit's raw values.
    public enum EventSubtype: Int, Sendable {
        /// No subtype (touch events).
        case none = 0
        /// A shake.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Toggle between play and pause.
        case remoteControlTogglePlayPause = 103
        /// Skip to the next track.
        case remoteControlNextTrack = 104
        /// Skip to the previous track.
        case remoteControlPreviousTrack = 105
        /// Start seeking backward.
        case remoteControlBeginSeekingBackward = 106
        /// Stop seeking backward.
        case remoteControlEndSeekingBackward = 107
        /// Start seeking forward.
        case remoteControlBeginSeekingForward = 108
        /// Stop seeking forward.
        case remoteControlEndSeekingForward = 109
    }

    /// The mouse or trackpad buttons pressed during the event (iOS 13.4+).
    public struct ButtonMask: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary (left) button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The button with the given one-based number.
        public static func button(_ buttonNumber: Int) -> ButtonMask { ButtonMask(rawValue: 1 << (buttonNumber - 1)) }
    }

    /// The kind of event.
    public let type: EventType
    /// The event's subtype.
    public internal(set) var subtype: EventSubtype
    /// When the event occurred, in seconds on the application's clock.
    public internal(set) var timestamp: TimeInterval = 0
    /// The buttons pressed (pointer events).
    public internal(set) var buttonMask: ButtonMask = []
    /// The modifier keys held when the event occurred (keyboard presses; empty otherwise).
    public internal(set) var modifierFlags: UIKeyModifierFlags = []

    /// Creates an event of the given kind. Applications receive events from the system; create one
    /// yourself only to send a custom event through `UIWindow.sendEvent(_:)`.
    public init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval = 0) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
    }

    public var description: String {
        "<UIEvent type=\(type) timestamp=\(timestamp.description) touches=\(allTouches?.count ?? 0)>"
    }

    // MARK: Touches (behaviour 2.2)

    /// The touches of the application's current sequence, in creation order. Read on every event by the
    /// application, the arena and the view delivery: a computed property over private storage, so that
    /// those reads need no runtime exclusivity check (docs/performance.md, "Hot properties in private
    /// storage"); changed only through the methods below.
    var touchList: [UITouch] { touchStorage }
    private var touchStorage: [UITouch] = []

    /// Adds `touch` at the end of ``touchList``.
    func appendTouch(_ touch: UITouch) {
        var list = touchStorage
        touchStorage = []
        list.append(touch)
        touchStorage = list
    }

    /// Empties ``touchList``, keeping its storage.
    func removeAllTouches() {
        var list = touchStorage
        touchStorage = []
        list.removeAllKeepingStorage()
        touchStorage = list
    }

    /// Drops the touches that ended or were cancelled from ``touchList``, keeping the others in order.
    func removeInactiveTouches() {
        // Compacted on a local copy swapped out of the storage, so the storage stays unique.
        var list = touchStorage
        touchStorage = []
        list.removeInactiveTouches()
        touchStorage = list
    }
    /// The application that dispatches this event, for diagnostics.
    weak var application: UIApplication?

    /// Every touch in the event, whichever view or window it belongs to; nil for non-touch events.
    public var allTouches: Set<UITouch>? {
        type == .touches ? Set(touchList) : nil
    }

    /// The touches that belong to `view` (their hit view is `view`).
    public func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.lazy.filter { $0.view === view })
    }

    /// The touches that began in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.lazy.filter { $0.window === window })
    }

    /// The touches of this event being delivered to `gesture`: those that list it in their
    /// ``UITouch/gestureRecognizers`` (the recognizer joined them and has not ignored them or been reset
    /// since). Empty when the recognizer receives none of the event's touches; nil for non-touch events.
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.lazy.filter { touch in touch.gestureRecognizers?.contains { $0 === gesture } ?? false })
    }

    /// Every sample reported for `touch` since the last delivery, oldest first; the last element is
    /// a copy of `touch` itself. Nil when the touch is not part of this event.
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchList.contains(where: { $0 === touch }) else { return nil }
        let scale = application?.screenScale
        if touch.coalescedSamples.isEmpty {
            return [UITouch(snapshotOf: touch, sample: touch.currentSample, scale: scale)]
        }
        return touch.coalescedSamples.map { UITouch(snapshotOf: touch, sample: $0, scale: scale) }
    }

    /// Where `touch` is expected to be over the next display frames, estimated from its velocity,
    /// excluding the touch itself. Nil when the touch is not part of this event; empty when the
    /// touch is not moving or has ended.
    public func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchList.contains(where: { $0 === touch }) else { return nil }
        guard touch.isActive else { return [] }
        let velocity = touch.velocity.velocity(at: touch.timestamp)
        guard velocity.dx != 0 || velocity.dy != 0 else { return [] }
        let interval = application?.displayFrameInterval ?? 1.0 / 60.0
        let step = interval > 0 ? interval : 1.0 / 60.0
        return (1...2).map { index in
            var sample = touch.currentSample
            let dt = step * Double(index)
            sample.timestamp += dt
            sample.location.x += velocity.dx * CGFloat(dt)
            sample.location.y += velocity.dy * CGFloat(dt)
            sample.phase = .moved
            return UITouch(snapshotOf: touch, sample: sample, scale: application?.screenScale)
        }
    }

    // MARK: Diagnostics

    func recordForward(_ phase: UITouch.Phase, from: UIResponder, to: UIResponder, count: Int) {
        application?.dispatchLog?.record(
            .forwarded(
                phase: phase, from: DispatchLog.name(of: from),
                to: DispatchLog.name(of: to), touches: count))
    }
}

/// A physical button or key press (behaviour 8.3). Delivered by the presses methods of ``UIResponder``.
@MainActor
public final class UIPress: Hashable {
    /// The phase of a press, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        /// A button was pressed.
        case began = 0
        /// The analog value of the button changed.
        case changed = 1
        /// The button is held without change.
        case stationary = 2
        /// The button was released.
        case ended = 3
        /// The system cancelled the press.
        case cancelled = 4
    }

    /// The kind of button, with UIKit's raw values. UIKit imports it as an enum that accepts any raw
    /// value; it is a struct here for the same reason: keyboard keys with no remote-button equivalent have
    /// a type outside the named ones (see `Keys/KeyDispatch.swift`). Match it like an enum, with a `default`.
    public struct PressType: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw value.
        public let rawValue: Int
        /// Creates a press type from a raw value (any value is accepted).
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The up arrow.
        public static let upArrow = PressType(rawValue: 0)
        /// The down arrow.
        public static let downArrow = PressType(rawValue: 1)
        /// The left arrow.
        public static let leftArrow = PressType(rawValue: 2)
        /// The right arrow.
        public static let rightArrow = PressType(rawValue: 3)
        /// The select button (Return and keypad Enter on a keyboard).
        public static let select = PressType(rawValue: 4)
        /// The menu button (Escape on a keyboard).
        public static let menu = PressType(rawValue: 5)
        /// The play/pause button.
        public static let playPause = PressType(rawValue: 6)
        /// Page up.
        public static let pageUp = PressType(rawValue: 30)
        /// Page down.
        public static let pageDown = PressType(rawValue: 31)
        /// The 1-2-3 button of a TV remote.
        public static let tvRemoteOneTwoThree = PressType(rawValue: 32)
        /// The four-colours button of a TV remote.
        public static let tvRemoteFourColors = PressType(rawValue: 33)
    }

    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The press's phase.
    public internal(set) var phase: Phase
    /// The kind of button.
    public internal(set) var type: PressType
    /// The analog force, 0...1 (digital buttons report 0 or 1).
    public internal(set) var force: CGFloat
    /// When the press began or changed, on the application's clock.
    public internal(set) var timestamp: TimeInterval
    /// The responder the press was delivered to first.
    public internal(set) weak var responder: UIResponder?
    /// The window in which the press occurred.
    public internal(set) weak var window: UIWindow?
    /// The keyboard key of the press (with its characters and modifiers), or nil when the press does not
    /// come from a keyboard (behaviour 3.4).
    public internal(set) var key: UIKey?
    /// Whether `pressesBegan` forwarded the press past the last responder of the chain: nobody kept it, so
    /// the text input may type it (docs/behaviour/text-input.md, 17.7).
    var reachedEndOfChain = false

    /// Creates a press; the system creates them for you when buttons are pressed.
    public init(type: PressType, phase: Phase = .began, force: CGFloat = 1, timestamp: TimeInterval = 0) {
        self.type = type
        self.phase = phase
        self.force = force
        self.timestamp = timestamp
    }
}

/// An event that describes presses (behaviour 8.3).
@MainActor
public final class UIPressesEvent: UIEvent {
    /// The presses of this event: those it reports and every other button held (stationary).
    public internal(set) var allPresses: Set<UIPress> {
        get {
            if let press = pendingPress {
                pendingPress = nil
                storedPresses.insert(press)
            }
            return storedPresses
        }
        set {
            pendingPress = nil
            storedPresses = newValue
            reportedPresses.removeAll()
        }
    }
    /// The presses listed so far: for a key event, the application's set of held keys, shared rather than
    /// copied (Keys/HeldKeys.swift).
    private var storedPresses: Set<UIPress>
    /// A press to add to ``allPresses`` when it is first read: adding it at once would copy the shared set
    /// of held keys for every key going up.
    private var pendingPress: UIPress?
    /// The presses whose phase this event reports; empty: every press of ``allPresses`` (an event made with
    /// the public initializer).
    private var reportedPresses: Set<UIPress> = []

    /// Creates a presses event.
    public init(presses: Set<UIPress> = [], timestamp: TimeInterval = 0) {
        storedPresses = presses
        super.init(type: .presses, timestamp: timestamp)
    }

    /// The presses the window delivers, in the phase each is in: a key event's one press, not the held
    /// keys it also lists, so that they are not walked for each event (Keys/HeldKeys.swift); for an event
    /// made with the public initializer, every press of ``allPresses``.
    var deliveredPresses: Set<UIPress> { reportedPresses.isEmpty ? allPresses : reportedPresses }

    /// Makes this the application's key event: it reports `reported`, and lists `presses` (the held keys'
    /// set, shared, not copied) and `added` (added when ``allPresses`` is first read). The set of reported
    /// presses keeps its storage, so that a reused event allocates nothing (Keys/KeyObjectPool.swift).
    func list(_ presses: Set<UIPress>, adding added: UIPress? = nil, reporting reported: UIPress) {
        storedPresses = presses
        pendingPress = added
        reportedPresses.removeAll(keepingCapacity: true)
        reportedPresses.insert(reported)
    }

    /// Lets go of every press, the held keys' set first among them, so that it changes in place
    /// (Keys/KeyObjectPool.swift).
    func forgetPresses() {
        storedPresses = []
        pendingPress = nil
        reportedPresses.removeAll(keepingCapacity: true)
    }
}
