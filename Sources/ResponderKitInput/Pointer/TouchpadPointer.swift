import Foundation
import ResponderKit

/// A touchpad turned into a pointer, as libinput does it and as iPadOS delivers it (issue 14, "Devices";
/// docs/input-devices.md, "Touchpads and mice as a pointer"). A value type fed with decoded
/// ``DeviceFrame``s on the application's clock; it returns what happened as ``PointerDeviceOutput``s and
/// says when it next needs the clock (``nextDeadline``, ``advance(to:)``): a tap's button release, a
/// kinetic scroll step.
///
/// What it does, every distance in millimetres (``TouchpadGeometry``):
/// - one finger moves the pointer through ``PointerAcceleration``, clamped to the screen;
/// - tap-to-click: fingers down and up within ``tapTimeout`` without moving more than
///   ``tapMotionThreshold`` give a click: one finger primary, two secondary, three the middle button
///   (button 3). A one-finger tap holds its button for ``tapTimeout`` so that a second touch within it
///   makes a double tap (release, press) or, when the finger moves or stays, a tap-and-drag;
/// - physical clicks: on a clickpad, two or more fingers give a secondary (three: middle) click
///   ("clickfinger"), one finger in the right half of the bottom ``softButtonAreaHeight`` a secondary
///   click, anywhere else a primary click; separate buttons map directly;
/// - two fingers that move together scroll (``ScrollInput`` `.began`/`.changed`/`.ended`), followed after
///   a fast lift by a kinetic run (`.began`...`.ended`, `isMomentum`) that decays on the clock;
///   two fingers that move apart or turn pinch and rotate (``TransformInput``);
/// - three or four fingers that move swipe (``SystemSwipeInput``, for the system router);
/// - optional edge scrolling: one finger that lands in the right (bottom) ``edgeScrollWidth`` scrolls
///   vertically (horizontally);
/// - palms (`MT_TOOL_PALM`, pressure above ``palmPressureThreshold``, a contact longer than
///   ``palmSizeThreshold``) are ignored for as long as they touch.
public struct TouchpadPointer: Sendable {
    /// Settings a user would change (libinput's per-device configuration).
    public struct Configuration: Sendable, Equatable {
        /// Whether taps click. Default true (iPadOS's "Tap to Click" on; libinput's default is off on
        /// pads with buttons).
        public var tapToClick: Bool
        /// Whether a finger landing at the right or bottom edge scrolls. Default: only on pads that
        /// cannot tell two fingers apart (one slot and no `BTN_TOOL_DOUBLETAP`), as libinput.
        public var edgeScrolling: Bool
        /// Whether a fast two-finger lift continues with kinetic scrolling. Default true.
        public var kineticScrolling: Bool
        /// The acceleration of pointer motion and scrolling. Default ``PointerAcceleration/touchpad``.
        public var acceleration: PointerAcceleration

        /// Creates a configuration.
        public init(
            tapToClick: Bool = true, edgeScrolling: Bool = false, kineticScrolling: Bool = true,
            acceleration: PointerAcceleration = .touchpad
        ) {
            self.tapToClick = tapToClick
            self.edgeScrolling = edgeScrolling
            self.kineticScrolling = kineticScrolling
            self.acceleration = acceleration
        }

        /// The default configuration for `device`.
        public static func `default`(for device: InputDeviceDescription) -> Configuration {
            let canTellTwoFingers =
                device.slotCount > 1 || device.supports(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOOL_DOUBLETAP)
            return Configuration(edgeScrolling: !canTellTwoFingers)
        }
    }

    // MARK: Constants (docs/input-devices.md, "Touchpads and mice as a pointer")

    /// libinput's tap timeout (`DEFAULT_TAP_TIMEOUT_PERIOD`, 180 ms): the longest a tap may last, and how
    /// long a one-finger tap waits for a double tap or a drag.
    public static let tapTimeout: TimeInterval = 0.180
    /// libinput's tap motion threshold (`DEFAULT_TAP_MOVE_THRESHOLD`, 1.3 mm): a finger that lifts farther
    /// than this from where it landed did not tap.
    public static let tapMotionThreshold = 1.3
    /// The tap motion threshold on pads whose size is guessed (no usable resolution, ``TouchpadGeometry/isMeasured``
    /// false) or which report a bounding box (`INPUT_PROP_SEMI_MT`): twice libinput's, because their millimetres
    /// can be off by that much and their positions wobble as a finger lands (docs/decisions.md).
    public static let unmeasuredTapMotionThreshold = 2.6
    /// How far (mm) two or more fingers must move before the gesture is decided (scroll or pinch, swipe);
    /// libinput's pinch disambiguation uses the same order of magnitude.
    public static let gestureDecisionDistance = 1.5
    /// The height (mm) of a clickpad's software button area at its bottom (libinput: "usually around 10mm").
    public static let softButtonAreaHeight = 10.0
    /// The width (mm) of the edge-scrolling zones at the right and bottom edges (libinput: 7 mm).
    public static let edgeScrollWidth = 7.0
    /// The pressure above which a contact is a palm (libinput's default palm pressure threshold, 130), used
    /// when the device has `ABS_MT_PRESSURE` and that axis reaches it.
    public static let palmPressureThreshold: Int32 = 130
    /// The contact length (mm, `ABS_MT_TOUCH_MAJOR`) above which a contact is a palm or a thumb lying flat.
    public static let palmSizeThreshold = 25.0
    /// The interval between kinetic scroll steps (60 per second).
    public static let kineticStepInterval: TimeInterval = 1.0 / 60
    /// How much of the kinetic velocity remains after one millisecond (UIScrollView's normal deceleration rate).
    public static let kineticDecelerationPerMillisecond = 0.998
    /// The scroll speed (points per second) at the lift above which kinetic scrolling starts.
    public static let kineticStartSpeed = 150.0
    /// The speed (points per second) below which a kinetic run ends.
    public static let kineticStopSpeed = 10.0
    /// The lift must come within this time (seconds) of the last scroll motion for a kinetic run: fingers
    /// that stopped before lifting do not fling.
    public static let kineticLiftWindow: TimeInterval = 0.050

    // MARK: State

    /// The device's description.
    public let device: InputDeviceDescription
    /// The pad's size and unit conversion (with ``TouchpadGeometry/warnings``).
    public let geometry: TouchpadGeometry
    /// The settings.
    public var configuration: Configuration
    /// The device's identifier in the outputs.
    public let deviceID: Int
    /// The screen the pointer moves over, in points.
    public let screen: CGRect
    /// Where the pointer is, in screen points (starts at the screen's centre).
    public private(set) var location: CGPoint
    /// How many contacts were ignored as palms.
    public private(set) var palmCount = 0

    private struct Point: Equatable {
        var x: Double, y: Double
        static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
        static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
        var length: Double { (x * x + y * y).squareRoot() }
        static let zero = Point(x: 0, y: 0)
    }

    private struct Finger {
        var start: Point
        var position: Point
        var previous: Point?
        var isPalm: Bool
        var edge: Edge?
    }

    private enum Edge { case right, bottom }

    private enum Tap {
        case idle
        case touching(start: TimeInterval, maximumFingers: Int)
        case dead
        case tapped(button: UIEvent.ButtonMask, releaseAt: TimeInterval)
        case dragOrDoubleTap(button: UIEvent.ButtonMask, start: TimeInterval)
        case dragging(button: UIEvent.ButtonMask)
    }

    private enum Gesture {
        case none
        case pointer
        case undecided
        case scroll
        case edgeScroll(Edge)
        case transform(startDistance: Double, startAngle: Double)
        case swipe(fingers: Int, direction: SystemSwipeInput.Direction)
        /// A gesture ended while fingers stay: nothing moves until they all lift.
        case finished
    }

    private struct Kinetic {
        var velocity: Point
        var time: TimeInterval
        var started: Bool
    }

    private var fingers: [Int: Finger] = [:]
    private var fingerCount = 0
    private var tap = Tap.idle
    private var gesture = Gesture.none
    private var gestureStartTime: TimeInterval = 0
    private var gestureBaseline: [Int: Point] = [:]
    private var accumulated = Point.zero
    private var scrollVelocity = Point.zero
    private var lastScrollMotion: TimeInterval = -.infinity
    private var lastFrameTime: TimeInterval?
    private var lastTransform: (scale: CGFloat, rotation: CGFloat) = (1, 0)
    private var kinetic: Kinetic?
    private var physicalButtons: [UInt16: UIEvent.ButtonMask] = [:]
    private var tapButton: UIEvent.ButtonMask = []
    private var lastSentButtons: UIEvent.ButtonMask = []
    private let isClickpad: Bool
    private let isSemiMultiTouch: Bool
    /// The tap motion threshold of this pad (mm).
    public let tapThreshold: Double
    /// Each finger's distance (mm) from where it landed, at its last position, since the tap began.
    private var tapDisplacement: [Int: Double] = [:]
    private let pressureAxisMaximum: Int32?

    /// Creates the pointer of a touchpad `device` over `screen`.
    public init(device: InputDeviceDescription, screen: CGRect, deviceID: Int = 0, configuration: Configuration? = nil)
    {
        self.device = device
        self.geometry = TouchpadGeometry(device: device)
        self.configuration = configuration ?? .default(for: device)
        self.deviceID = deviceID
        self.screen = screen.standardized
        location = CGPoint(x: self.screen.midX, y: self.screen.midY)
        isClickpad = device.properties.contains(EvdevCode.INPUT_PROP_BUTTONPAD)
        isSemiMultiTouch = device.properties.contains(EvdevCode.INPUT_PROP_SEMI_MT)
        tapThreshold =
            geometry.isMeasured && !isSemiMultiTouch ? Self.tapMotionThreshold : Self.unmeasuredTapMotionThreshold
        // libinput detects palms by pressure only on devices with ABS_MT_PRESSURE (tp_init_palmdetect_pressure).
        pressureAxisMaximum = device.axes[EvdevCode.ABS_MT_PRESSURE]?.maximum
    }

    /// The buttons held now (physical and tap).
    public var buttons: UIEvent.ButtonMask { physicalButtons.values.reduce(tapButton) { $0.union($1) } }

    /// Whether a continuous gesture (scroll, transform, swipe, kinetic run) is in progress.
    public var isGestureInProgress: Bool {
        switch gesture {
        case .scroll, .edgeScroll, .transform, .swipe: true
        case .none, .pointer, .undecided, .finished: kinetic != nil
        }
    }

    /// When the state machine next needs the clock, if it does: a one-finger tap's release, the next
    /// kinetic step. Call ``advance(to:)`` at that time (or feed the next frame, which does it first).
    public var nextDeadline: TimeInterval? {
        var deadline: TimeInterval?
        if case .tapped(_, let releaseAt) = tap { deadline = releaseAt }
        if let kinetic { deadline = min(deadline ?? .infinity, kinetic.time + Self.kineticStepInterval) }
        return deadline
    }

    /// Runs the deadlines due at or before `time`, in order.
    public mutating func advance(to time: TimeInterval) -> [PointerDeviceOutput] {
        var output: [PointerDeviceOutput] = []
        while let deadline = nextDeadline, deadline <= time {
            if case .tapped(_, let releaseAt) = tap, releaseAt == deadline {
                tap = .idle
                tapButton = []
                emitButtons(at: deadline, into: &output)
            } else {
                kineticStep(at: deadline, into: &output)
            }
        }
        return output
    }

    /// Consumes one decoded frame stamped `time` on the application's clock. `toolFingerCount` is the
    /// finger count of the device's `BTN_TOOL_*` keys (nil when none is down or the device has none): it
    /// counts fingers the device has no slot for.
    public mutating func consume(_ frame: DeviceFrame, toolFingerCount: Int? = nil, at time: TimeInterval)
        -> [PointerDeviceOutput]
    {
        var output = advance(to: time)
        let interval = lastFrameTime.map { time - $0 } ?? 0
        lastFrameTime = time
        if frame.contactsCancelled {
            cancel(at: time, into: &output)
        }
        updateFingers(frame, toolFingerCount: toolFingerCount)
        if fingers.values.contains(where: { $0.previous == nil && !$0.isPalm }) { stopKinetic(at: time, into: &output) }
        handleKeys(frame.keys, at: time, into: &output)
        if configuration.tapToClick { updateTap(at: time, into: &output) }
        updateGesture(at: time, interval: interval, into: &output)
        return output
    }

    /// Ends everything in progress at `time` (the device went away or the stream ended): releases every
    /// button, cancels the gesture, stops a kinetic run.
    public mutating func reset(at time: TimeInterval) -> [PointerDeviceOutput] {
        var output: [PointerDeviceOutput] = []
        stopKinetic(at: time, into: &output)
        cancel(at: time, into: &output)
        physicalButtons.removeAll()
        tapButton = []
        tap = .idle
        fingers.removeAll()
        fingerCount = 0
        emitButtons(at: time, into: &output)
        return output
    }

    // MARK: Fingers

    private mutating func updateFingers(_ frame: DeviceFrame, toolFingerCount: Int?) {
        for lifted in frame.lifted { fingers[lifted.id] = nil }
        var present = Set<Int>()
        for contact in frame.contacts where !contact.isHovering {
            present.insert(contact.id)
            let position = point(contact)
            if var finger = fingers[contact.id] {
                finger.previous = finger.position
                finger.position = position
                if !finger.isPalm && isPalm(contact) {
                    finger.isPalm = true
                    palmCount += 1
                }
                fingers[contact.id] = finger
            } else {
                let palm = isPalm(contact)
                if palm { palmCount += 1 }
                fingers[contact.id] = Finger(
                    start: position, position: position, previous: nil, isPalm: palm,
                    edge: edge(of: position))
            }
        }
        for id in fingers.keys where !present.contains(id) { fingers[id] = nil }
        let touching = fingers.values.filter { !$0.isPalm }.count
        if let toolFingerCount, toolFingerCount > device.slotCount, touching > 0 {
            fingerCount = max(touching, toolFingerCount)
        } else {
            fingerCount = touching
        }
    }

    private func point(_ contact: DeviceContact) -> Point {
        let mm = geometry.millimetres(x: contact.x, y: contact.y)
        return Point(x: mm.x, y: mm.y)
    }

    private func isPalm(_ contact: DeviceContact) -> Bool {
        if contact.tool == .palm { return true }
        if let pressure = contact.pressure, let maximum = pressureAxisMaximum, maximum >= Self.palmPressureThreshold,
            pressure > Self.palmPressureThreshold
        {
            return true
        }
        if let major = contact.touchMajor, geometry.millimetres(lengthX: major) > Self.palmSizeThreshold { return true }
        return false
    }

    private func edge(of position: Point) -> Edge? {
        guard configuration.edgeScrolling else { return nil }
        if position.x >= geometry.widthMillimetres - Self.edgeScrollWidth { return .right }
        if position.y >= geometry.heightMillimetres - Self.edgeScrollWidth { return .bottom }
        return nil
    }

    private var activeFingers: [Finger] {
        fingers.sorted { $0.key < $1.key }.map(\.value).filter { !$0.isPalm }
    }

    /// The mean motion, since the previous frame, of the fingers present in both frames.
    private var meanMotion: Point {
        let moving = activeFingers.compactMap { finger in finger.previous.map { finger.position - $0 } }
        guard !moving.isEmpty else { return .zero }
        let sum = moving.reduce(Point.zero, +)
        return Point(x: sum.x / Double(moving.count), y: sum.y / Double(moving.count))
    }

    // MARK: Buttons

    private mutating func handleKeys(
        _ keys: [DeviceKeyEvent], at time: TimeInterval, into output: inout [PointerDeviceOutput]
    ) {
        for key in keys where EvdevCode.mouseButtons.contains(key.code) && key.value != 2 {
            if key.value == 1 {
                guard physicalButtons[key.code] == nil else { continue }
                // A click ends any tap in progress (libinput: TAP_EVENT_BUTTON).
                if !tapButton.isEmpty {
                    tapButton = []
                    emitButtons(at: time, into: &output)
                }
                tap = .dead
                physicalButtons[key.code] = button(for: key.code)
            } else if physicalButtons.removeValue(forKey: key.code) == nil {
                continue
            }
            emitButtons(at: time, into: &output)
        }
    }

    private func button(for code: UInt16) -> UIEvent.ButtonMask {
        switch code {
        case EvdevCode.BTN_LEFT where isClickpad:
            return clickpadButton
        case _ where isClickpad:
            // A clickpad has one physical button, but some firmware (the Cypress trackpad) reports a
            // multi-finger press as BTN_RIGHT. libinput drops such events (a kernel bug); here the press
            // counts as the pad's, decided by the fingers as for BTN_LEFT, and keeps its own button only when
            // the fingers say primary (docs/decisions.md, "A clickpad's other buttons").
            let decided = clickpadButton
            return decided == .primary ? directButton(for: code) : decided
        default:
            return directButton(for: code)
        }
    }

    /// The button a clickpad press gives: "clickfinger" by the fingers on the pad (three or more: middle,
    /// two: secondary), else the soft button area under the finger.
    private var clickpadButton: UIEvent.ButtonMask {
        let fingers = activeFingers
        let outsideButtonArea = fingers.filter { !isInSoftButtonArea($0.position) }.count
        if max(fingerCount, outsideButtonArea) >= 3 { return .button(3) }
        if max(fingerCount, outsideButtonArea) == 2 { return .secondary }
        if fingers.contains(where: {
            isInSoftButtonArea($0.position) && $0.position.x >= geometry.widthMillimetres / 2
        }) {
            return .secondary
        }
        return .primary
    }

    /// A separate button's own meaning.
    private func directButton(for code: UInt16) -> UIEvent.ButtonMask {
        switch code {
        case EvdevCode.BTN_LEFT: return .primary
        case EvdevCode.BTN_RIGHT: return .secondary
        default: return .button(Int(code - EvdevCode.BTN_LEFT) + 1)
        }
    }

    private func isInSoftButtonArea(_ position: Point) -> Bool {
        position.y >= geometry.heightMillimetres - Self.softButtonAreaHeight
    }

    private mutating func emitButtons(at time: TimeInterval, into output: inout [PointerDeviceOutput]) {
        guard buttons != lastSentButtons else { return }
        emitPointer(at: time, into: &output)
    }

    private mutating func emitPointer(at time: TimeInterval, into output: inout [PointerDeviceOutput]) {
        lastSentButtons = buttons
        output.append(
            .pointer(
                PointerInput(
                    timestamp: time, deviceID: deviceID, device: .trackpad, location: location,
                    buttons: buttons)))
    }

    // MARK: Tapping

    private var anyFingerMovedBeyondTapThreshold: Bool {
        activeFingers.contains { ($0.position - $0.start).length > tapThreshold }
    }

    private mutating func updateTap(at time: TimeInterval, into output: inout [PointerDeviceOutput]) {
        let count = fingerCount
        for (id, finger) in fingers where !finger.isPalm {
            tapDisplacement[id] = (finger.position - finger.start).length
        }
        switch tap {
        case .idle:
            tapDisplacement = fingers.filter { !$0.value.isPalm }.mapValues { ($0.position - $0.start).length }
            if count > 0 { tap = physicalButtons.isEmpty ? .touching(start: time, maximumFingers: count) : .dead }
        case .touching(let start, let maximum):
            // libinput restarts the tap timer when another finger lands.
            let start = count > maximum ? time : start
            if time - start > Self.tapTimeout {
                tap = count == 0 ? .idle : .dead
            } else if count == 0 {
                // The motion threshold applies to where each finger lifted, not to every frame (docs/decisions.md).
                if tapDisplacement.values.contains(where: { $0 > tapThreshold }) {
                    tap = .idle
                } else {
                    tapped(fingers: maximum, at: time, into: &output)
                }
            } else {
                tap = .touching(start: start, maximumFingers: max(maximum, count))
            }
        case .dead:
            if count == 0 { tap = .idle }
        case .tapped(let button, _):
            guard count > 0 else { break }
            if count == 1 {
                tap = .dragOrDoubleTap(button: button, start: time)
            } else {
                tapButton = []
                emitButtons(at: time, into: &output)
                tapDisplacement = [:]
                tap = .touching(start: time, maximumFingers: count)
            }
        case .dragOrDoubleTap(let button, let start):
            if count == 0 {
                tapButton = []
                emitButtons(at: time, into: &output)
                if time - start <= Self.tapTimeout {
                    // The second tap of a double tap: a new click, held for the tap timeout again.
                    tapButton = button
                    emitButtons(at: time, into: &output)
                    tap = .tapped(button: button, releaseAt: time + Self.tapTimeout)
                } else {
                    tap = .idle
                }
            } else if count > 1 {
                tapButton = []
                emitButtons(at: time, into: &output)
                tap = .dead
            } else if anyFingerMovedBeyondTapThreshold || time - start > Self.tapTimeout {
                tap = .dragging(button: button)
            }
        case .dragging:
            if count == 0 {
                tapButton = []
                emitButtons(at: time, into: &output)
                tap = .idle
            } else if count > 1 {
                tapButton = []
                emitButtons(at: time, into: &output)
                tap = .dead
            }
        }
    }

    private mutating func tapped(fingers: Int, at time: TimeInterval, into output: inout [PointerDeviceOutput]) {
        let button: UIEvent.ButtonMask
        switch fingers {
        case 1: button = .primary
        case 2: button = .secondary
        case 3: button = .button(3)
        default:
            tap = .idle
            return
        }
        tapButton = button
        emitButtons(at: time, into: &output)
        if fingers == 1 {
            tap = .tapped(button: button, releaseAt: time + Self.tapTimeout)
        } else {
            tapButton = []
            emitButtons(at: time, into: &output)
            tap = .idle
        }
    }

    // MARK: Gestures

    private var previousFingerCount = 0

    private mutating func updateGesture(
        at time: TimeInterval, interval: TimeInterval, into output: inout [PointerDeviceOutput]
    ) {
        let count = fingerCount
        defer { previousFingerCount = count }
        if count != previousFingerCount {
            let wasDecided = isDecided
            endGesture(at: time, phase: .ended, into: &output)
            if count == 0 {
                gesture = .none
            } else if count == 1 {
                gesture = previousFingerCount > 1 ? .finished : .pointer
            } else {
                gesture = wasDecided && count < previousFingerCount ? .finished : .undecided
            }
            gestureStartTime = time
            accumulated = .zero
            gestureBaseline = Dictionary(
                uniqueKeysWithValues: fingers.filter { !$0.value.isPalm }.map { ($0.key, $0.value.position) })
            return
        }
        guard count > 0 else { return }
        let motion = meanMotion
        accumulated = accumulated + motion
        switch gesture {
        case .none, .finished:
            return
        case .pointer:
            if let id = fingers.keys.sorted().first(where: { fingers[$0]?.isPalm == false }), let finger = fingers[id],
                let edge = finger.edge
            {
                // A finger that leaves the edge zone before scrolling becomes a pointer finger (libinput).
                if self.edge(of: finger.position) == nil {
                    fingers[id]?.edge = nil
                    return
                }
                if abs(edge == .right ? accumulated.y : accumulated.x) > Self.gestureDecisionDistance {
                    gesture = .edgeScroll(edge)
                    scroll(
                        edge == .right ? Point(x: 0, y: accumulated.y) : Point(x: accumulated.x, y: 0),
                        interval: time - gestureStartTime, phase: .began, at: time, into: &output)
                }
                return
            }
            guard motion != .zero else { return }
            let points = configuration.acceleration.points(dx: motion.x, dy: motion.y, interval: interval)
            move(by: points, at: time, into: &output)
        case .edgeScroll(let edge):
            let delta = edge == .right ? Point(x: 0, y: motion.y) : Point(x: motion.x, y: 0)
            guard delta != .zero else { return }
            scroll(delta, interval: interval, phase: .changed, at: time, into: &output)
        case .undecided:
            decide(count: count, at: time, into: &output)
        case .scroll:
            guard motion != .zero else { return }
            scroll(motion, interval: interval, phase: .changed, at: time, into: &output)
        case .transform(let startDistance, let startAngle):
            guard motion != .zero || pair != nil else { return }
            transform(startDistance: startDistance, startAngle: startAngle, phase: .changed, at: time, into: &output)
        case .swipe(let swipeFingers, let direction):
            guard motion != .zero else { return }
            output.append(
                .systemSwipe(
                    SystemSwipeInput(
                        timestamp: time, deviceID: deviceID, fingers: swipeFingers,
                        phase: .changed, translation: swipeTranslation,
                        direction: direction)))
        }
    }

    /// Whether a scroll, transform or swipe was decided (fingers leaving it end it for good).
    private var isDecided: Bool {
        switch gesture {
        case .scroll, .edgeScroll, .transform, .swipe, .finished: true
        case .none, .pointer, .undecided: false
        }
    }

    /// The two fingers of a two-finger gesture, now and at the gesture's start.
    private var pair: (now: (Point, Point), start: (Point, Point))? {
        let ids = gestureBaseline.keys.sorted()
        guard ids.count == 2, let a = fingers[ids[0]], let b = fingers[ids[1]],
            let a0 = gestureBaseline[ids[0]], let b0 = gestureBaseline[ids[1]]
        else { return nil }
        return ((a.position, b.position), (a0, b0))
    }

    private static func angle(_ a: Point, _ b: Point) -> Double { atan2(b.y - a.y, b.x - a.x) }

    private mutating func decide(count: Int, at time: TimeInterval, into output: inout [PointerDeviceOutput]) {
        if count == 2 {
            guard let pair else { return }
            let startDistance = (pair.start.1 - pair.start.0).length
            let distance = (pair.now.1 - pair.now.0).length
            let spread = abs(distance - startDistance)
            let arc =
                abs(Self.normalized(Self.angle(pair.now.0, pair.now.1) - Self.angle(pair.start.0, pair.start.1)))
                * distance / 2
            let travel = accumulated.length
            guard max(travel, spread, arc) > Self.gestureDecisionDistance else { return }
            // Semi-MT pads report a bounding box, not two fingers: libinput gives them no pinch.
            if travel >= max(spread, arc) || isSemiMultiTouch {
                gesture = .scroll
                scrollVelocity = .zero
                scroll(accumulated, interval: time - gestureStartTime, phase: .began, at: time, into: &output)
            } else {
                let startAngle = Self.angle(pair.start.0, pair.start.1)
                gesture = .transform(startDistance: startDistance, startAngle: startAngle)
                transform(startDistance: startDistance, startAngle: startAngle, phase: .began, at: time, into: &output)
            }
        } else {
            guard accumulated.length > Self.gestureDecisionDistance else { return }
            let direction: SystemSwipeInput.Direction =
                abs(accumulated.x) >= abs(accumulated.y)
                ? (accumulated.x < 0 ? .left : .right) : (accumulated.y < 0 ? .up : .down)
            let swipeFingers = min(count, 4)
            gesture = .swipe(fingers: swipeFingers, direction: direction)
            output.append(
                .systemSwipe(
                    SystemSwipeInput(
                        timestamp: time, deviceID: deviceID, fingers: swipeFingers,
                        phase: .began, translation: swipeTranslation, direction: direction)))
        }
    }

    private var swipeTranslation: CGVector {
        CGVector(
            dx: accumulated.x * configuration.acceleration.baseGain,
            dy: accumulated.y * configuration.acceleration.baseGain)
    }

    private static func normalized(_ angle: Double) -> Double {
        var result = angle
        while result > .pi { result -= 2 * .pi }
        while result <= -.pi { result += 2 * .pi }
        return result
    }

    private mutating func transform(
        startDistance: Double, startAngle: Double, phase: PointerGesturePhase,
        at time: TimeInterval, into output: inout [PointerDeviceOutput]
    ) {
        guard let pair else { return }
        let distance = (pair.now.1 - pair.now.0).length
        let scale = startDistance > 0.5 ? distance / startDistance : 1
        let rotation = Self.normalized(Self.angle(pair.now.0, pair.now.1) - startAngle)
        lastTransform = (CGFloat(scale), CGFloat(rotation))
        output.append(
            .transform(
                TransformInput(
                    timestamp: time, deviceID: deviceID, location: location, phase: phase,
                    scale: CGFloat(scale), rotation: CGFloat(rotation))))
    }

    private mutating func scroll(
        _ motion: Point, interval: TimeInterval, phase: PointerGesturePhase, at time: TimeInterval,
        into output: inout [PointerDeviceOutput]
    ) {
        let points = configuration.acceleration.points(dx: motion.x, dy: motion.y, interval: interval)
        let step = max(interval, PointerAcceleration.shortestInterval)
        let instant = Point(x: points.dx / step, y: points.dy / step)
        scrollVelocity = Point(x: (scrollVelocity.x + instant.x) / 2, y: (scrollVelocity.y + instant.y) / 2)
        lastScrollMotion = time
        output.append(
            .scroll(
                ScrollInput(
                    timestamp: time, deviceID: deviceID, device: .trackpad, location: location,
                    kind: .continuous, phase: phase, delta: CGVector(dx: points.dx, dy: points.dy))))
    }

    private mutating func move(
        by points: (dx: Double, dy: Double), at time: TimeInterval, into output: inout [PointerDeviceOutput]
    ) {
        let x = min(max(Double(location.x) + points.dx, Double(screen.minX)), Double(screen.maxX).nextDown)
        let y = min(max(Double(location.y) + points.dy, Double(screen.minY)), Double(screen.maxY).nextDown)
        let moved = CGPoint(x: x.isFinite ? x : Double(location.x), y: y.isFinite ? y : Double(location.y))
        guard moved != location else { return }
        location = moved
        emitPointer(at: time, into: &output)
    }

    /// Ends the gesture in progress with `phase` (a kinetic run may follow a scroll that ended).
    private mutating func endGesture(
        at time: TimeInterval, phase: PointerGesturePhase, into output: inout [PointerDeviceOutput]
    ) {
        switch gesture {
        case .scroll:
            output.append(
                .scroll(
                    ScrollInput(
                        timestamp: time, deviceID: deviceID, device: .trackpad, location: location,
                        kind: .continuous, phase: phase, delta: .zero)))
            if phase == .ended, configuration.kineticScrolling, time - lastScrollMotion <= Self.kineticLiftWindow,
                scrollVelocity.length >= Self.kineticStartSpeed
            {
                kinetic = Kinetic(velocity: scrollVelocity, time: time, started: false)
            }
        case .edgeScroll:
            output.append(
                .scroll(
                    ScrollInput(
                        timestamp: time, deviceID: deviceID, device: .trackpad, location: location,
                        kind: .continuous, phase: phase, delta: .zero)))
        case .transform(let startDistance, let startAngle):
            if pair != nil {
                transform(startDistance: startDistance, startAngle: startAngle, phase: phase, at: time, into: &output)
            } else {
                // A finger lifted: the transform ends with the values of the last frame with both fingers.
                output.append(
                    .transform(
                        TransformInput(
                            timestamp: time, deviceID: deviceID, location: location, phase: phase,
                            scale: lastTransform.scale, rotation: lastTransform.rotation)))
            }
        case .swipe(let swipeFingers, let direction):
            output.append(
                .systemSwipe(
                    SystemSwipeInput(
                        timestamp: time, deviceID: deviceID, fingers: swipeFingers,
                        phase: phase, translation: swipeTranslation, direction: direction)))
        case .none, .pointer, .undecided, .finished:
            break
        }
        gesture = .none
    }

    private mutating func cancel(at time: TimeInterval, into output: inout [PointerDeviceOutput]) {
        endGesture(at: time, phase: .cancelled, into: &output)
        if !tapButton.isEmpty {
            tapButton = []
            emitButtons(at: time, into: &output)
        }
        tap = .dead
    }

    // MARK: Kinetic scrolling

    private mutating func kineticStep(at time: TimeInterval, into output: inout [PointerDeviceOutput]) {
        guard var run = kinetic else { return }
        let interval = time - run.time
        let decay = pow(Self.kineticDecelerationPerMillisecond, interval * 1000)
        run.velocity = Point(x: run.velocity.x * decay, y: run.velocity.y * decay)
        run.time = time
        if run.velocity.length < Self.kineticStopSpeed {
            kinetic = nil
            if run.started {
                output.append(
                    .scroll(
                        ScrollInput(
                            timestamp: time, deviceID: deviceID, device: .trackpad, location: location,
                            kind: .continuous, phase: .ended, delta: .zero, isMomentum: true)))
            }
            return
        }
        let phase: PointerGesturePhase = run.started ? .changed : .began
        run.started = true
        kinetic = run
        output.append(
            .scroll(
                ScrollInput(
                    timestamp: time, deviceID: deviceID, device: .trackpad, location: location,
                    kind: .continuous, phase: phase,
                    delta: CGVector(dx: run.velocity.x * interval, dy: run.velocity.y * interval),
                    isMomentum: true)))
    }

    private mutating func stopKinetic(at time: TimeInterval, into output: inout [PointerDeviceOutput]) {
        guard let run = kinetic else { return }
        kinetic = nil
        if run.started {
            output.append(
                .scroll(
                    ScrollInput(
                        timestamp: time, deviceID: deviceID, device: .trackpad, location: location,
                        kind: .continuous, phase: .ended, delta: .zero, isMomentum: true)))
        }
    }
}
