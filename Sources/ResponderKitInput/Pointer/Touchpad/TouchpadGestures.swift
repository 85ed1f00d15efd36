import Foundation
import ResponderKit

/// What the fingers on a touchpad do together, as libinput's gesture state machine
/// (`evdev-mt-touchpad-gestures.c`, with edge scrolling from `evdev-mt-touchpad-edge-scroll.c`;
/// docs/input-devices.md, "Touchpads and mice as a pointer"): one finger moves the pointer (or, landed in an
/// edge zone, scrolls along it); two fingers scroll, or pinch and rotate, as libinput tells them apart
/// (`TouchpadTwoFingerDecision`; input behaviour 3.1 and 3.2); three or four swipe, for the system router.
///
/// ```text
///                 1 finger                    2+ fingers
///     none ──────────────────► pointer ──────────────────► undecided ── 2 fingers, libinput's rule:
///      ▲                        │  │  landed in an edge zone,    │  │     ├─► scroll: the same way, or the
///      │                        │  │  1.5 mm along it            │  │     │   upper finger rests
///      │                        │  └──────────► edgeScroll(edge) │  │     │     │ a pinch within 300 ms:
///      │                        │                                │  │     │     ▼ the scroll is cancelled
///      │                        │                                │  │     └─► transform: different ways
///      │                        │                                │  └─ 3+ fingers: 1.5 mm of travel
///      │                        │                                │        └─► swipe(fingers, direction)
///      │   all lift             │  more fingers land: undecided ◄┘
///      └────────────────────────┴─ fewer fingers stay after a decided gesture: finished (until all lift)
///
///     every change of the finger count ends the gesture in progress (scroll, transform, swipe: ended)
/// ```
struct TouchpadGestures: Sendable {
    /// The gesture's state, written only by ``update(fingers:configuration:buttons:kinetic:emitter:at:interval:into:)``
    /// and ``end(phase:fingers:configuration:kinetic:emitter:at:into:)``.
    enum State: Sendable, Equatable {
        /// No finger.
        case none
        /// One finger moves the pointer (or waits to scroll along the edge zone it landed in).
        case pointer
        /// Two or more fingers have not moved far enough to tell what they do.
        case undecided
        /// Two fingers scroll.
        case scroll
        /// One finger scrolls along an edge.
        case edgeScroll(TouchpadFingers.Edge)
        /// Two fingers pinch and rotate, from their distance (mm) and angle (radians) at the gesture's start.
        case transform(startDistance: Double, startAngle: Double)
        /// Three or four fingers swipe.
        case swipe(fingers: Int, direction: SystemSwipeInput.Direction)
        /// A gesture ended while fingers stay: nothing moves until they all lift.
        case finished
    }

    /// The gesture's state.
    private(set) var state = State.none
    /// Semi-MT pads report a bounding box, not two fingers: libinput gives them no pinch.
    private let isSemiMultiTouch: Bool
    private var previousFingerCount = 0
    private var startTime: TimeInterval = 0
    /// Each finger's position when the finger count last changed.
    private var baseline: [Int: TouchpadPoint] = [:]
    /// The fingers' mean motion since the finger count last changed.
    private var accumulated = TouchpadPoint.zero
    private var lastTransform: (scale: CGFloat, rotation: CGFloat) = (1, 0)

    /// The gestures of a pad; `isSemiMultiTouch` when it reports a bounding box (`INPUT_PROP_SEMI_MT`).
    init(isSemiMultiTouch: Bool) {
        self.isSemiMultiTouch = isSemiMultiTouch
    }

    /// Whether a continuous gesture (scroll, edge scroll, transform, swipe) is in progress.
    var isContinuousGestureInProgress: Bool {
        switch state {
        case .scroll, .edgeScroll, .transform, .swipe: true
        case .none, .pointer, .undecided, .finished: false
        }
    }

    /// Whether a scroll, transform or swipe was decided (fingers leaving it end it for good).
    private var isDecided: Bool {
        switch state {
        case .scroll, .edgeScroll, .transform, .swipe, .finished: true
        case .none, .pointer, .undecided: false
        }
    }

    // MARK: Transitions

    /// Takes the fingers of the frame at `time`, `interval` after the previous frame. `buttons` are the
    /// buttons held (physical and tap), sent with pointer motion; a scroll's steps feed `kinetic`, and its
    /// end may arm a run.
    mutating func update(
        fingers: inout TouchpadFingers, configuration: TouchpadPointer.Configuration, buttons: UIEvent.ButtonMask,
        kinetic: inout TouchpadKineticScroll, emitter: inout TouchpadEmitter, at time: TimeInterval,
        interval: TimeInterval, into output: inout [PointerDeviceOutput]
    ) {
        let count = fingers.count
        defer { previousFingerCount = count }
        if count != previousFingerCount {
            let wasDecided = isDecided
            end(
                phase: .ended, fingers: fingers, configuration: configuration, kinetic: &kinetic, emitter: emitter,
                at: time, into: &output)
            if count == 0 {
                state = .none
            } else if count == 1 {
                state = previousFingerCount > 1 ? .finished : .pointer
            } else {
                state = wasDecided && count < previousFingerCount ? .finished : .undecided
            }
            startTime = time
            accumulated = .zero
            baseline = fingers.fingerPositions
            return
        }
        guard count > 0 else { return }
        let motion = fingers.meanMotion
        accumulated = accumulated + motion
        switch state {
        case .none, .finished:
            return
        case .pointer:
            if let id = fingers.firstFingerID, let finger = fingers.contacts[id], let edge = finger.edge {
                // A finger that leaves the edge zone before scrolling becomes a pointer finger (libinput).
                if fingers.edgeZone(of: finger.position, edgeScrolling: configuration.edgeScrolling) == nil {
                    fingers.leaveEdgeZone(id)
                    return
                }
                if abs(edge == .right ? accumulated.y : accumulated.x) > TouchpadPointer.gestureDecisionDistance {
                    state = .edgeScroll(edge)
                    scroll(
                        edge == .right
                            ? TouchpadPoint(x: 0, y: accumulated.y) : TouchpadPoint(x: accumulated.x, y: 0),
                        configuration: configuration, interval: time - startTime, phase: .began,
                        kinetic: &kinetic, emitter: emitter, at: time, into: &output)
                }
                return
            }
            guard motion != .zero else { return }
            let points = configuration.acceleration.points(dx: motion.x, dy: motion.y, interval: interval)
            emitter.move(by: points, buttons: buttons, at: time, into: &output)
        case .edgeScroll(let edge):
            let delta = edge == .right ? TouchpadPoint(x: 0, y: motion.y) : TouchpadPoint(x: motion.x, y: 0)
            guard delta != .zero else { return }
            scroll(
                delta, configuration: configuration, interval: interval, phase: .changed, kinetic: &kinetic,
                emitter: emitter, at: time, into: &output)
        case .undecided:
            decide(
                count: count, fingers: fingers, configuration: configuration, kinetic: &kinetic, emitter: emitter,
                at: time, into: &output)
        case .scroll:
            if time - startTime < TouchpadPointer.pinchCorrectionTimeout, !isSemiMultiTouch, let pair = pair(fingers),
                TouchpadTwoFingerDecision.isPinch(start: pair.start, now: pair.now)
            {
                // libinput corrects a scroll that turns out to be a pinch early on: the scroll is cancelled
                // (no kinetic run follows) and the pinch begins (input behaviour 3.1).
                end(
                    phase: .cancelled, fingers: fingers, configuration: configuration, kinetic: &kinetic,
                    emitter: emitter, at: time, into: &output)
                beginTransform(fingers: fingers, emitter: emitter, at: time, into: &output)
                return
            }
            guard motion != .zero else { return }
            scroll(
                motion, configuration: configuration, interval: interval, phase: .changed, kinetic: &kinetic,
                emitter: emitter, at: time, into: &output)
        case .transform(let startDistance, let startAngle):
            guard motion != .zero || pair(fingers) != nil else { return }
            transform(
                startDistance: startDistance, startAngle: startAngle, fingers: fingers, phase: .changed,
                emitter: emitter, at: time, into: &output)
        case .swipe(let swipeFingers, let direction):
            guard motion != .zero else { return }
            emitter.swipe(
                fingers: swipeFingers, direction: direction, translation: swipeTranslation(configuration),
                phase: .changed, at: time, into: &output)
        }
    }

    /// Ends the gesture in progress with `phase` (`.ended` when the finger count changed, `.cancelled` when
    /// the contacts were cancelled); a kinetic run may follow a two-finger scroll that ended.
    mutating func end(
        phase: PointerGesturePhase, fingers: TouchpadFingers, configuration: TouchpadPointer.Configuration,
        kinetic: inout TouchpadKineticScroll, emitter: TouchpadEmitter, at time: TimeInterval,
        into output: inout [PointerDeviceOutput]
    ) {
        switch state {
        case .scroll:
            emitter.scroll(.zero, phase: phase, at: time, into: &output)
            if phase == .ended, configuration.kineticScrolling { kinetic.fingersLifted(at: time) }
        case .edgeScroll:
            emitter.scroll(.zero, phase: phase, at: time, into: &output)
        case .transform(let startDistance, let startAngle):
            if pair(fingers) != nil {
                transform(
                    startDistance: startDistance, startAngle: startAngle, fingers: fingers, phase: phase,
                    emitter: emitter, at: time, into: &output)
            } else {
                // A finger lifted: the transform ends with the values of the last frame with both fingers.
                emitter.transform(
                    scale: lastTransform.scale, rotation: lastTransform.rotation, phase: phase, at: time,
                    into: &output)
            }
        case .swipe(let swipeFingers, let direction):
            emitter.swipe(
                fingers: swipeFingers, direction: direction, translation: swipeTranslation(configuration),
                phase: phase, at: time, into: &output)
        case .none, .pointer, .undecided, .finished:
            break
        }
        state = .none
    }

    // MARK: Deciding

    private mutating func decide(
        count: Int, fingers: TouchpadFingers, configuration: TouchpadPointer.Configuration,
        kinetic: inout TouchpadKineticScroll, emitter: TouchpadEmitter, at time: TimeInterval,
        into output: inout [PointerDeviceOutput]
    ) {
        if count == 2 {
            guard let pair = pair(fingers) else { return }
            switch TouchpadTwoFingerDecision(start: pair.start, now: pair.now, isSemiMultiTouch: isSemiMultiTouch) {
            case .undecided:
                return
            case .scroll:
                state = .scroll
                kinetic.fingersBeganScrolling()
                scroll(
                    accumulated, configuration: configuration, interval: time - startTime, phase: .began,
                    kinetic: &kinetic, emitter: emitter, at: time, into: &output)
            case .pinch:
                beginTransform(fingers: fingers, emitter: emitter, at: time, into: &output)
            }
        } else {
            guard accumulated.length > TouchpadPointer.gestureDecisionDistance else { return }
            let direction: SystemSwipeInput.Direction =
                abs(accumulated.x) >= abs(accumulated.y)
                ? (accumulated.x < 0 ? .left : .right) : (accumulated.y < 0 ? .up : .down)
            let swipeFingers = min(count, 4)
            state = .swipe(fingers: swipeFingers, direction: direction)
            emitter.swipe(
                fingers: swipeFingers, direction: direction, translation: swipeTranslation(configuration),
                phase: .began, at: time, into: &output)
        }
    }

    // MARK: Steps

    /// Two fingers begin to pinch and rotate: the scale and the rotation count from where they were when the
    /// gesture began.
    private mutating func beginTransform(
        fingers: TouchpadFingers, emitter: TouchpadEmitter, at time: TimeInterval,
        into output: inout [PointerDeviceOutput]
    ) {
        guard let pair = pair(fingers) else { return }
        let startDistance = (pair.start.1 - pair.start.0).length
        let startAngle = Self.angle(pair.start.0, pair.start.1)
        state = .transform(startDistance: startDistance, startAngle: startAngle)
        transform(
            startDistance: startDistance, startAngle: startAngle, fingers: fingers, phase: .began, emitter: emitter,
            at: time, into: &output)
    }

    /// The two fingers of a two-finger gesture, now and at the gesture's start.
    private func pair(_ fingers: TouchpadFingers) -> (
        now: (TouchpadPoint, TouchpadPoint), start: (TouchpadPoint, TouchpadPoint)
    )? {
        let ids = baseline.keys.sorted()
        guard ids.count == 2, let a = fingers.contacts[ids[0]], let b = fingers.contacts[ids[1]],
            let a0 = baseline[ids[0]], let b0 = baseline[ids[1]]
        else { return nil }
        return ((a.position, b.position), (a0, b0))
    }

    private func swipeTranslation(_ configuration: TouchpadPointer.Configuration) -> CGVector {
        CGVector(
            dx: accumulated.x * configuration.acceleration.baseGain,
            dy: accumulated.y * configuration.acceleration.baseGain)
    }

    private mutating func transform(
        startDistance: Double, startAngle: Double, fingers: TouchpadFingers, phase: PointerGesturePhase,
        emitter: TouchpadEmitter, at time: TimeInterval, into output: inout [PointerDeviceOutput]
    ) {
        guard let pair = pair(fingers) else { return }
        let distance = (pair.now.1 - pair.now.0).length
        let scale = startDistance > 0.5 ? distance / startDistance : 1
        let rotation = Self.normalized(Self.angle(pair.now.0, pair.now.1) - startAngle)
        lastTransform = (CGFloat(scale), CGFloat(rotation))
        emitter.transform(scale: CGFloat(scale), rotation: CGFloat(rotation), phase: phase, at: time, into: &output)
    }

    private func scroll(
        _ motion: TouchpadPoint, configuration: TouchpadPointer.Configuration, interval: TimeInterval,
        phase: PointerGesturePhase, kinetic: inout TouchpadKineticScroll, emitter: TouchpadEmitter,
        at time: TimeInterval, into output: inout [PointerDeviceOutput]
    ) {
        let points = configuration.acceleration.points(dx: motion.x, dy: motion.y, interval: interval)
        kinetic.fingersScrolled(by: points, interval: interval, at: time)
        emitter.scroll(CGVector(dx: points.dx, dy: points.dy), phase: phase, at: time, into: &output)
    }

    private static func angle(_ a: TouchpadPoint, _ b: TouchpadPoint) -> Double { atan2(b.y - a.y, b.x - a.x) }

    private static func normalized(_ angle: Double) -> Double {
        var result = angle
        while result > .pi { result -= 2 * .pi }
        while result <= -.pi { result += 2 * .pi }
        return result
    }
}

extension TouchpadPointer {
    /// How far (mm) fingers must move before their gesture is decided: each of two fingers before a scroll
    /// or a pinch is told by their directions (libinput's `min_move` of two fingers and its
    /// `PINCH_DISAMBIGUATION_MOVE_THRESHOLD`, 1.5 mm); three or four fingers together before they swipe; one
    /// finger along an edge zone before it scrolls.
    public static let gestureDecisionDistance = 1.5
}
