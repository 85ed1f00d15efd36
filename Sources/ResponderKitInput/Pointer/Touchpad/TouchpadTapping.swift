import Foundation
import ResponderKit

/// Tap-to-click, as libinput's tap state machine (`evdev-mt-touchpad-tap.c`; docs/input-devices.md,
/// "Touchpads and mice as a pointer"): fingers down and up within ``TouchpadPointer/tapTimeout``, each
/// lifting within the tap motion threshold of where it landed, click: one finger the primary button, two
/// the secondary, three the middle (button 3). A one-finger tap holds its button for the tap timeout, so
/// that a second touch within it makes a double tap (release, press) or, when the finger moves or stays, a
/// tap-and-drag.
///
/// ```text
///               fingers land (a physical button down: dead)
///     idle ──────────────────────────────────────► touching(start, maximumFingers)
///      ▲ ▲                                           │   │   all lift in time, none moved, 2 or 3
///      │ └──── all lift, too late or moved ──────────┘   │   fingers: press and release ──► idle
///      │                                                 │ all lift in time, none moved, 1 finger: press
///      │                                                 ▼
///      ├──── timeout: release ──────────── tapped(button, releaseAt) ◄────────────────────┐
///      │                                     │ 2+ fingers land: release ──► touching      │ lifts within
///      │                                     │ 1 finger lands                             │ the timeout:
///      │                                     ▼                                            │ release, press
///      ├──── lifts late: release ───── dragOrDoubleTap(button, start) ────────────────────┘
///      │                                     │ moves, or stays past the timeout
///      │                                     ▼
///      └──── lifts: release ─────────── dragging(button)
///
///     dead: a click, a cancel, more fingers during a drag or a double tap, a touch too long while
///     fingers stay; back to idle when every finger has lifted.
/// ```
struct TouchpadTapping: Sendable {
    /// The tap state, written only by ``update(fingers:physical:emitter:at:into:)``,
    /// ``timeout(physical:emitter:at:into:)``, ``buttonPressed(physical:emitter:at:into:)``,
    /// ``cancel(physical:emitter:at:into:)`` and ``reset()``.
    enum State: Sendable, Equatable {
        /// No finger, nothing pending.
        case idle
        /// Fingers down since `start` (restarted when another finger lands), at most `maximumFingers`.
        case touching(start: TimeInterval, maximumFingers: Int)
        /// Not a tap; waits for every finger to lift.
        case dead
        /// A one-finger tap holds `button` until `releaseAt`.
        case tapped(button: UIEvent.ButtonMask, releaseAt: TimeInterval)
        /// A finger landed while a tap held `button`, at `start`: a double tap if it lifts soon, a drag if not.
        case dragOrDoubleTap(button: UIEvent.ButtonMask, start: TimeInterval)
        /// A tap-and-drag holds `button` until the finger lifts.
        case dragging(button: UIEvent.ButtonMask)
    }

    /// The tap state.
    private(set) var state = State.idle
    /// The tap motion threshold of this pad (mm).
    let threshold: Double
    /// Each finger's distance (mm) from where it landed, at its last position, since the tap began.
    private var displacement: [Int: Double] = [:]

    /// The tapping of a pad measured with `geometry`; `isSemiMultiTouch` when it reports a bounding box.
    init(geometry: TouchpadGeometry, isSemiMultiTouch: Bool) {
        threshold =
            geometry.isMeasured && !isSemiMultiTouch
            ? TouchpadPointer.tapMotionThreshold : TouchpadPointer.unmeasuredTapMotionThreshold
    }

    /// The button a tap holds now.
    var button: UIEvent.ButtonMask {
        switch state {
        case .tapped(let button, _), .dragOrDoubleTap(let button, _), .dragging(let button): button
        case .idle, .touching, .dead: []
        }
    }

    /// When a one-finger tap releases its button, if one holds it.
    var deadline: TimeInterval? {
        if case .tapped(_, let releaseAt) = state { releaseAt } else { nil }
    }

    // MARK: Transitions

    /// Takes the fingers of the frame at `time`. `physical` are the physical buttons held; a change of the
    /// buttons (theirs with the tap's) is sent through `emitter`.
    mutating func update(
        fingers: TouchpadFingers, physical: UIEvent.ButtonMask, emitter: inout TouchpadEmitter,
        at time: TimeInterval, into output: inout [PointerDeviceOutput]
    ) {
        let count = fingers.count
        for (id, finger) in fingers.contacts where !finger.isPalm {
            displacement[id] = (finger.position - finger.start).length
        }
        switch state {
        case .idle:
            displacement = fingers.fingerDisplacements
            if count > 0 { state = physical.isEmpty ? .touching(start: time, maximumFingers: count) : .dead }
        case .touching(let start, let maximum):
            // libinput restarts the tap timer when another finger lands.
            let start = count > maximum ? time : start
            if time - start > TouchpadPointer.tapTimeout {
                state = count == 0 ? .idle : .dead
            } else if count == 0 {
                // The motion threshold applies to where each finger lifted, not to every frame (docs/decisions.md).
                if displacement.values.contains(where: { $0 > threshold }) {
                    state = .idle
                } else {
                    tapped(fingers: maximum, physical: physical, emitter: &emitter, at: time, into: &output)
                }
            } else {
                state = .touching(start: start, maximumFingers: max(maximum, count))
            }
        case .dead:
            if count == 0 { state = .idle }
        case .tapped(let button, _):
            guard count > 0 else { break }
            if count == 1 {
                state = .dragOrDoubleTap(button: button, start: time)
            } else {
                emitter.send(buttons: physical, at: time, into: &output)
                displacement = [:]
                state = .touching(start: time, maximumFingers: count)
            }
        case .dragOrDoubleTap(let button, let start):
            if count == 0 {
                emitter.send(buttons: physical, at: time, into: &output)
                if time - start <= TouchpadPointer.tapTimeout {
                    // The second tap of a double tap: a new click, held for the tap timeout again.
                    state = .tapped(button: button, releaseAt: time + TouchpadPointer.tapTimeout)
                    emitter.send(buttons: physical.union(button), at: time, into: &output)
                } else {
                    state = .idle
                }
            } else if count > 1 {
                emitter.send(buttons: physical, at: time, into: &output)
                state = .dead
            } else if anyFingerMovedBeyondThreshold(fingers) || time - start > TouchpadPointer.tapTimeout {
                state = .dragging(button: button)
            }
        case .dragging:
            if count == 0 {
                emitter.send(buttons: physical, at: time, into: &output)
                state = .idle
            } else if count > 1 {
                emitter.send(buttons: physical, at: time, into: &output)
                state = .dead
            }
        }
    }

    /// The ``deadline`` came: the one-finger tap releases its button.
    mutating func timeout(
        physical: UIEvent.ButtonMask, emitter: inout TouchpadEmitter, at time: TimeInterval,
        into output: inout [PointerDeviceOutput]
    ) {
        guard case .tapped = state else { return }
        state = .idle
        emitter.send(buttons: physical, at: time, into: &output)
    }

    /// A physical button went down: it ends any tap in progress (libinput: `TAP_EVENT_BUTTON`).
    mutating func buttonPressed(
        physical: UIEvent.ButtonMask, emitter: inout TouchpadEmitter, at time: TimeInterval,
        into output: inout [PointerDeviceOutput]
    ) {
        end(physical: physical, emitter: &emitter, at: time, into: &output)
    }

    /// The contacts were cancelled: any tap in progress ends, and the fingers down are no tap.
    mutating func cancel(
        physical: UIEvent.ButtonMask, emitter: inout TouchpadEmitter, at time: TimeInterval,
        into output: inout [PointerDeviceOutput]
    ) {
        end(physical: physical, emitter: &emitter, at: time, into: &output)
    }

    /// Back to idle without sending anything (the device went away; the caller sends the buttons).
    mutating func reset() { state = .idle }

    // MARK: Helpers

    /// Releases the tap's button, if it holds one, and waits for every finger to lift.
    private mutating func end(
        physical: UIEvent.ButtonMask, emitter: inout TouchpadEmitter, at time: TimeInterval,
        into output: inout [PointerDeviceOutput]
    ) {
        let held = button
        state = .dead
        if !held.isEmpty { emitter.send(buttons: physical, at: time, into: &output) }
    }

    /// The fingers lifted after a tap of `fingers` fingers: its button is pressed, and released at once
    /// unless one finger tapped (which holds it for the tap timeout).
    private mutating func tapped(
        fingers: Int, physical: UIEvent.ButtonMask, emitter: inout TouchpadEmitter, at time: TimeInterval,
        into output: inout [PointerDeviceOutput]
    ) {
        let button: UIEvent.ButtonMask
        switch fingers {
        case 1: button = .primary
        case 2: button = .secondary
        case 3: button = .button(3)
        default:
            state = .idle
            return
        }
        emitter.send(buttons: physical.union(button), at: time, into: &output)
        if fingers == 1 {
            state = .tapped(button: button, releaseAt: time + TouchpadPointer.tapTimeout)
        } else {
            emitter.send(buttons: physical, at: time, into: &output)
            state = .idle
        }
    }

    private func anyFingerMovedBeyondThreshold(_ fingers: TouchpadFingers) -> Bool {
        fingers.fingers.contains { ($0.position - $0.start).length > threshold }
    }
}

extension TouchpadPointer {
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
}
