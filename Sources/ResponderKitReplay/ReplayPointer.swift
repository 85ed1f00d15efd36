import Foundation
import ResponderKit
import ResponderKitInput

/// One click of a replayed touchpad or mouse (behaviour 12.2): a button press to its release at the
/// pointer's location, and the view the application hit-tested for it.
public struct ReplayClick: Sendable, Equatable {
    /// The buttons of the click (every button pressed during it).
    public var buttons: UIEvent.ButtonMask
    /// When the first button went down and when the last went up, in seconds since the recording's start.
    public var start: TimeInterval
    /// When the last button went up (the click's touch ended); nil when it never did.
    public var end: TimeInterval?
    /// Where the pointer was when the button went down, in screen points.
    public var location: CGPoint
    /// The view the click's touch began in (its log name, e.g. `gestureView`); nil when no view took it.
    public var view: String?

    /// Creates a click.
    public init(
        buttons: UIEvent.ButtonMask, start: TimeInterval, end: TimeInterval?, location: CGPoint, view: String? = nil
    ) {
        self.buttons = buttons
        self.start = start
        self.end = end
        self.location = location
        self.view = view
    }

    /// `primary`, `secondary`, `middle`, `primary+secondary`, `button 4`.
    public var buttonName: String {
        var names: [String] = []
        if buttons.contains(.primary) { names.append("primary") }
        if buttons.contains(.secondary) { names.append("secondary") }
        if buttons.contains(.button(3)) { names.append("middle") }
        for number in 4...8 where buttons.contains(.button(number)) { names.append("button \(number)") }
        return names.isEmpty ? "no button" : names.joined(separator: "+")
    }

    /// One report line: `0.120 s  primary click at (512, 384) on gestureView, released at 0.300 s`.
    public var line: String {
        let target = view.map { " on \($0)" } ?? ", no view"
        let release = end.map { "released at \(ReplayFormat.seconds($0, width: 0))" } ?? "never released"
        return
            "\(ReplayFormat.seconds(start))  \(buttonName) click at \(ReplayFormat.point(location))\(target), \(release)"
    }
}

/// One scroll of a replayed touchpad or mouse (behaviour 12.3): a continuous scroll from its `.began` to
/// its `.ended` (kinetic steps after the fingers lift counted apart), or one discrete wheel step.
public struct ReplayScroll: Sendable, Equatable {
    /// Continuous (trackpad) or discrete (wheel).
    public var kind: ScrollInput.Kind
    /// When it began and ended, in seconds since the recording's start.
    public var start: TimeInterval
    /// When it ended; nil when it never did.
    public var end: TimeInterval?
    /// Where the pointer was, in screen points.
    public var location: CGPoint
    /// The sum of its steps' deltas (UIKit's sign: the content follows the fingers), in points.
    public var delta: CGVector
    /// The distance travelled along each axis (the sum of the steps' absolute values), in points.
    public var distance: CGVector
    /// How many steps it had.
    public var steps: Int
    /// The kinetic steps the device sent after the fingers lifted (the application's scroll views
    /// decelerate by themselves and leave them out, behaviour 12.3).
    public var momentumSteps: Int

    /// Creates a scroll.
    public init(
        kind: ScrollInput.Kind, start: TimeInterval, end: TimeInterval?, location: CGPoint, delta: CGVector,
        distance: CGVector, steps: Int, momentumSteps: Int = 0
    ) {
        self.kind = kind
        self.start = start
        self.end = end
        self.location = location
        self.delta = delta
        self.distance = distance
        self.steps = steps
        self.momentumSteps = momentumSteps
    }

    /// Whether it moved more vertically than horizontally.
    public var isVertical: Bool { distance.dy >= distance.dx }

    /// The direction the fingers (or the wheel) moved the content: `down`, `up`, `left`, `right`, or
    /// `down and up` when it went both ways along its main axis.
    public var direction: String {
        if isVertical {
            let both = distance.dy > abs(delta.dy) + 1
            return both ? "down and up" : (delta.dy >= 0 ? "down" : "up")
        }
        let both = distance.dx > abs(delta.dx) + 1
        return both ? "right and left" : (delta.dx >= 0 ? "right" : "left")
    }

    /// One report line: `0.500 s  continuous scroll down 240 pt (0, 240) in 31 steps at (512, 384), ended at 0.900 s`.
    public var line: String {
        let travelled = isVertical ? distance.dy : distance.dx
        var text =
            "\(ReplayFormat.seconds(start))  \(kind.rawValue) scroll \(direction) \(ReplayFormat.number(travelled)) pt "
            + "(net \(ReplayFormat.number(delta.dx)), \(ReplayFormat.number(delta.dy))) in \(ReplayFormat.plural(steps, "step")) "
            + "at \(ReplayFormat.point(location))"
        if kind == .continuous {
            text += end.map { ", ended at \(ReplayFormat.seconds($0, width: 0))" } ?? ", never ended"
        }
        if momentumSteps > 0 { text += "; \(ReplayFormat.plural(momentumSteps, "kinetic step")) after the lift" }
        return text
    }
}

/// One two-finger pinch or rotation of a replayed touchpad (behaviour 12.4): a transform from `.began`
/// to `.ended`.
public struct ReplayTransform: Sendable, Equatable {
    /// When it began, in seconds since the recording's start.
    public var start: TimeInterval
    /// When it ended; nil when it never did.
    public var end: TimeInterval?
    /// Where the pointer was, in screen points.
    public var location: CGPoint
    /// The scale at its end (1: no pinch).
    public var scale: CGFloat
    /// The rotation at its end, in radians, clockwise positive.
    public var rotation: CGFloat

    /// Creates a transform.
    public init(start: TimeInterval, end: TimeInterval?, location: CGPoint, scale: CGFloat, rotation: CGFloat) {
        self.start = start
        self.end = end
        self.location = location
        self.scale = scale
        self.rotation = rotation
    }

    /// One report line: `1.000 s  pinch to scale 1.4, rotation 12.5° at (512, 384), ended at 1.300 s`.
    public var line: String {
        let what = abs(scale - 1) >= PointerGestureConstants.transformPinchThreshold ? "pinch" : "rotation"
        return "\(ReplayFormat.seconds(start))  \(what) to scale \(ReplayFormat.number(scale)), rotation "
            + "\(ReplayFormat.degrees(rotation)) at \(ReplayFormat.point(location))"
            + (end.map { ", ended at \(ReplayFormat.seconds($0, width: 0))" } ?? ", never ended")
    }
}

/// One three- or four-finger swipe of a replayed touchpad: it belongs to the system, not to the
/// application. The system router has no trackpad-swipe gesture to hand it to (it watches one-finger
/// edge swipes only), so the replay reports it and delivers nothing.
public struct ReplaySystemSwipe: Sendable, Equatable {
    /// How many fingers.
    public var fingers: Int
    /// The main direction.
    public var direction: SystemSwipeInput.Direction
    /// When it began, in seconds since the recording's start.
    public var start: TimeInterval
    /// When it ended; nil when it never did.
    public var end: TimeInterval?
    /// The movement from its start to its end, in points.
    public var translation: CGVector

    /// Creates a system swipe.
    public init(
        fingers: Int, direction: SystemSwipeInput.Direction, start: TimeInterval, end: TimeInterval?,
        translation: CGVector
    ) {
        self.fingers = fingers
        self.direction = direction
        self.start = start
        self.end = end
        self.translation = translation
    }

    /// One report line.
    public var line: String {
        "\(ReplayFormat.seconds(start))  \(fingers)-finger swipe \(direction.rawValue) "
            + "(\(ReplayFormat.number(translation.dx)), \(ReplayFormat.number(translation.dy))) pt"
            + (end.map { ", ended at \(ReplayFormat.seconds($0, width: 0))" } ?? ", never ended")
            + ": a system gesture, reported, not delivered to the application"
    }
}

/// What a touchpad or mouse recording did once it became a pointer (behaviour 12): the
/// pointer's path, its clicks, scrolls, transforms and system swipes, and what the device's description
/// made the pointer layer assume (``warnings``).
public struct ReplayPointerActivity: Sendable, Equatable {
    /// The device: a trackpad or a mouse.
    public var device: PointerDeviceKind
    /// What the device was classified as (`touchpad (clickpad): a pointer`).
    public var deviceClass: String
    /// The pointer's path: time (seconds since the start) and location (screen points), one per pointer input.
    public var path: [(time: TimeInterval, point: CGPoint)]
    /// The clicks, in order.
    public var clicks: [ReplayClick]
    /// The scrolls, in order (each discrete wheel step is one).
    public var scrolls: [ReplayScroll]
    /// The pinches and rotations, in order.
    public var transforms: [ReplayTransform]
    /// The three- and four-finger swipes, in order.
    public var systemSwipes: [ReplaySystemSwipe]
    /// What the device's description made the pointer layer assume (``/ResponderKitInput/PointerDeviceWarning``).
    public var warnings: [String]
    /// The scene's scroll view's content offset change over the replay (``ReplayScene/scrollView``).
    public var scrolledBy: CGVector
    /// What the application's pointer layer dropped or did not deliver.
    public var statistics: PointerStatistics
    /// A touchpad's contacts ignored as palms (libinput's palm detection).
    public var ignoredPalms = 0

    /// Creates an activity.
    public init(
        device: PointerDeviceKind, deviceClass: String, path: [(time: TimeInterval, point: CGPoint)] = [],
        clicks: [ReplayClick] = [], scrolls: [ReplayScroll] = [], transforms: [ReplayTransform] = [],
        systemSwipes: [ReplaySystemSwipe] = [], warnings: [String] = [], scrolledBy: CGVector = .zero,
        statistics: PointerStatistics = PointerStatistics()
    ) {
        self.device = device
        self.deviceClass = deviceClass
        self.path = path
        self.clicks = clicks
        self.scrolls = scrolls
        self.transforms = transforms
        self.systemSwipes = systemSwipes
        self.warnings = warnings
        self.scrolledBy = scrolledBy
        self.statistics = statistics
    }

    public static func == (a: ReplayPointerActivity, b: ReplayPointerActivity) -> Bool {
        a.device == b.device && a.deviceClass == b.deviceClass && a.clicks == b.clicks && a.scrolls == b.scrolls
            && a.transforms == b.transforms && a.systemSwipes == b.systemSwipes && a.warnings == b.warnings
            && a.scrolledBy == b.scrolledBy && a.statistics == b.statistics && a.ignoredPalms == b.ignoredPalms
            && a.path.count == b.path.count
            && zip(a.path, b.path).allSatisfy { $0.time == $1.time && $0.point == $1.point }
    }

    /// Sums up pointer input (times relative to `origin`): clicks from button presses to releases,
    /// continuous scrolls from `.began` to `.ended`, transforms likewise, each discrete step apart.
    public init(
        device: PointerDeviceKind, deviceClass: String, inputs: [HardwareInput],
        systemSwipes swipes: [SystemSwipeInput],
        origin: TimeInterval = 0, warnings: [String] = []
    ) {
        self.init(device: device, deviceClass: deviceClass, warnings: warnings)
        for input in inputs { add(input, origin: origin) }
        for swipe in swipes { add(swipe, origin: origin) }
    }

    private var buttons: UIEvent.ButtonMask = []
    private var openClick: Int?
    private var openScroll: Int?
    private var openTransform: Int?
    private var openSwipe: Int?

    /// Adds one input (times relative to `origin`), as `live` does while the device is read; input other
    /// than pointer, scroll and transform is ignored.
    public mutating func add(_ input: HardwareInput, origin: TimeInterval = 0) {
        switch input {
        case .pointer(let pointer):
            let time = pointer.timestamp - origin
            path.append((time, pointer.location))
            if buttons.isEmpty, !pointer.buttons.isEmpty {
                openClick = clicks.count
                clicks.append(ReplayClick(buttons: pointer.buttons, start: time, end: nil, location: pointer.location))
            } else if let index = openClick, !pointer.buttons.isEmpty {
                clicks[index].buttons.formUnion(pointer.buttons)
            } else if let index = openClick, pointer.buttons.isEmpty {
                clicks[index].end = time
                openClick = nil
            }
            buttons = pointer.buttons
        case .scroll(let scroll):
            let time = scroll.timestamp - origin
            let step = CGVector(dx: abs(scroll.delta.dx), dy: abs(scroll.delta.dy))
            if scroll.kind == .discrete {
                scrolls.append(
                    ReplayScroll(
                        kind: .discrete, start: time, end: time, location: scroll.location,
                        delta: scroll.delta, distance: step, steps: 1))
                return
            }
            if scroll.isMomentum {
                // Kinetic steps belong to the scroll that just ended.
                if let index = openScroll ?? scrolls.lastIndex(where: { $0.kind == .continuous }) {
                    scrolls[index].momentumSteps += 1
                }
                return
            }
            if scroll.phase == .began || openScroll == nil {
                openScroll = scrolls.count
                scrolls.append(
                    ReplayScroll(
                        kind: .continuous, start: time, end: nil, location: scroll.location,
                        delta: .zero, distance: .zero, steps: 0))
            }
            if let index = openScroll {
                scrolls[index].delta.dx += scroll.delta.dx
                scrolls[index].delta.dy += scroll.delta.dy
                scrolls[index].distance.dx += step.dx
                scrolls[index].distance.dy += step.dy
                scrolls[index].steps += 1
                if scroll.phase == .ended || scroll.phase == .cancelled {
                    scrolls[index].end = time
                    openScroll = nil
                }
            }
        case .transform(let transform):
            let time = transform.timestamp - origin
            if transform.phase == .began || openTransform == nil {
                openTransform = transforms.count
                transforms.append(
                    ReplayTransform(start: time, end: nil, location: transform.location, scale: 1, rotation: 0))
            }
            if let index = openTransform {
                transforms[index].scale = transform.scale
                transforms[index].rotation = transform.rotation
                if transform.phase == .ended || transform.phase == .cancelled {
                    transforms[index].end = time
                    openTransform = nil
                }
            }
        default:
            return
        }
    }

    /// Adds one system swipe step (times relative to `origin`).
    public mutating func add(_ swipe: SystemSwipeInput, origin: TimeInterval = 0) {
        let time = swipe.timestamp - origin
        if swipe.phase == .began || openSwipe == nil {
            openSwipe = systemSwipes.count
            systemSwipes.append(
                ReplaySystemSwipe(
                    fingers: swipe.fingers, direction: swipe.direction, start: time, end: nil,
                    translation: .zero))
        }
        if let index = openSwipe {
            systemSwipes[index].translation = swipe.translation
            systemSwipes[index].direction = swipe.direction
            if swipe.phase == .ended || swipe.phase == .cancelled {
                systemSwipes[index].end = time
                openSwipe = nil
            }
        }
    }

    /// Whether anything is left open: a click never released, a continuous scroll, transform or swipe
    /// that never ended.
    public var hasUnfinished: Bool {
        clicks.contains { $0.end == nil } || scrolls.contains { $0.kind == .continuous && $0.end == nil }
            || transforms.contains { $0.end == nil } || systemSwipes.contains { $0.end == nil }
    }

    /// The pointer's travel: its last location minus its first.
    public var travel: CGVector {
        guard let first = path.first?.point, let last = path.last?.point else { return .zero }
        return CGVector(dx: last.x - first.x, dy: last.y - first.y)
    }

    /// The report section: the device, then clicks, scrolls, transforms, system swipes and what the
    /// application's pointer layer left out.
    public var lines: [String] {
        var lines = [
            "Pointer input (\(deviceClass); \(device.rawValue) events: clicks are touches, scrolls are "
                + "UIEvent.EventType.scroll, pinches and rotations .transform):"
        ]
        for warning in warnings { lines.append("  warning: \(warning)") }
        if let first = path.first, let last = path.last {
            lines.append(
                "  pointer: \(ReplayFormat.plural(path.count, "sample")) from \(ReplayFormat.point(first.point)) to "
                    + "\(ReplayFormat.point(last.point)), moved (\(ReplayFormat.number(travel.dx)), \(ReplayFormat.number(travel.dy)))"
            )
        } else {
            lines.append("  pointer: no movement")
        }
        lines.append("  Clicks:")
        lines += clicks.isEmpty ? ["    none"] : clicks.map { "    " + $0.line }
        lines.append("  Scrolls:")
        lines += scrolls.isEmpty ? ["    none"] : scrolls.map { "    " + $0.line }
        if scrolledBy != .zero {
            lines.append(
                "    the scene's scrollView scrolled by (\(ReplayFormat.number(scrolledBy.dx)), \(ReplayFormat.number(scrolledBy.dy))) pt"
            )
        }
        lines.append("  Pinches and rotations:")
        lines += transforms.isEmpty ? ["    none"] : transforms.map { "    " + $0.line }
        lines.append("  System swipes:")
        lines += systemSwipes.isEmpty ? ["    none"] : systemSwipes.map { "    " + $0.line }
        var left: [String] = []
        if statistics.rejectedInputs > 0 { left.append("\(statistics.rejectedInputs) rejected (not a number)") }
        if statistics.clampedLocations > 0 {
            left.append("\(statistics.clampedLocations) locations moved onto the screen")
        }
        if statistics.unclaimedScrollSteps > 0 {
            left.append("\(statistics.unclaimedScrollSteps) scroll steps no pan recognizer took")
        }
        if statistics.unclaimedTransformSteps > 0 {
            left.append("\(statistics.unclaimedTransformSteps) transform steps no recognizer took")
        }
        if !left.isEmpty { lines.append("  application's pointer layer: " + left.joined(separator: ", ")) }
        if ignoredPalms > 0 {
            lines.append(
                "  palms: \(ReplayFormat.plural(ignoredPalms, "contact")) ignored as palms (libinput's palm detection)")
        }
        return lines
    }

    /// The summary row's text: `2 clicks (1 primary, 1 secondary), 1 scroll, 0 transforms, 0 system swipes`.
    public var summaryText: String {
        let primary = clicks.filter { $0.buttons.contains(.primary) }.count
        let secondary = clicks.filter { $0.buttons.contains(.secondary) }.count
        let middle = clicks.filter { $0.buttons.contains(.button(3)) }.count
        var kinds: [String] = []
        if primary > 0 { kinds.append("\(primary) primary") }
        if secondary > 0 { kinds.append("\(secondary) secondary") }
        if middle > 0 { kinds.append("\(middle) middle") }
        return ReplayFormat.plural(clicks.count, "click") + (kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))")
            + ", \(ReplayFormat.plural(scrolls.count, "scroll")), \(ReplayFormat.plural(transforms.count, "pinch or rotation", "pinches or rotations"))"
            + ", \(ReplayFormat.plural(systemSwipes.count, "system swipe"))"
    }
}

extension ReplayLoss {
    /// The pointer input the application could not use (behaviour 12), as losses at the hit-test stage:
    /// values that are not numbers, and scroll or transform steps no recognizer took.
    static func fromPointerStatistics(_ statistics: PointerStatistics) -> [ReplayLoss] {
        var losses: [ReplayLoss] = []
        if statistics.rejectedInputs > 0 {
            losses.append(
                ReplayLoss(
                    stage: .hitTest, cause: "pointer value not a number",
                    detail:
                        "\(ReplayFormat.plural(statistics.rejectedInputs, "pointer input")) rejected by the application",
                    count: statistics.rejectedInputs))
        }
        if statistics.unclaimedScrollSteps > 0 {
            losses.append(
                ReplayLoss(
                    stage: .hitTest, cause: "no recognizer took the scroll",
                    detail: "\(ReplayFormat.plural(statistics.unclaimedScrollSteps, "scroll step")) reached no pan "
                        + "recognizer that allows its kind", count: statistics.unclaimedScrollSteps))
        }
        if statistics.unclaimedTransformSteps > 0 {
            losses.append(
                ReplayLoss(
                    stage: .hitTest, cause: "no recognizer took the transform",
                    detail: "\(ReplayFormat.plural(statistics.unclaimedTransformSteps, "transform step")) reached no "
                        + "pinch or rotation recognizer", count: statistics.unclaimedTransformSteps))
        }
        return losses
    }
}
