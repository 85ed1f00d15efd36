import Foundation

/// The receiver side of a single-touch device: `ABS_X`/`ABS_Y` with `BTN_TOUCH` (old touchscreens and
/// touchpads, resistive panels), or a pen tablet with `BTN_TOOL_PEN` (input behaviour 1.3).
///
/// | touch state | pen in range | contact |
/// |---|---|---|
/// | unknown (`BTN_TOUCH` never seen) | no | none: motion is ignored |
/// | `BTN_TOUCH` 1 | either | touching |
/// | `BTN_TOUCH` 0 | yes | hovering |
/// | `BTN_TOUCH` 0 | no | none: a contact present before has lifted |
///
/// - The contact is present while `BTN_TOUCH` is 1, or while a pen (`BTN_TOOL_PEN`/`BTN_TOOL_RUBBER`)
///   is in range; it hovers when only the pen is in range. Devices without `BTN_TOUCH` touch while
///   `ABS_PRESSURE` > 0.
/// - Each time the contact appears it gets a new id (counting up from 0); it keeps it until it goes away,
///   through touching ↔ hovering changes.
/// - Until the touch state is known (the stream started mid-touch and `BTN_TOUCH` was never seen, or
///   events were lost), motion makes no contact (pitfall 2.2).
/// - Position and the other axes persist across frames: only changes are sent.
struct SingleTouchState: ContactStateMachine {
    private var values: [UInt16: Int32] = [:]
    private var keys: [UInt16: Int32] = [:]
    private let touchFromPressure: Bool
    private var reported: DeviceContact?
    private var nextID = 0

    /// The key codes this state machine consumes; others are reported as keys.
    static let stateKeys: Set<UInt16> = [EvdevCode.BTN_TOUCH, EvdevCode.BTN_TOOL_PEN, EvdevCode.BTN_TOOL_RUBBER]

    init(device: InputDeviceDescription) {
        touchFromPressure =
            !device.supports(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOUCH)
            && device.axes[EvdevCode.ABS_PRESSURE] != nil
    }

    /// Applies one event of a frame.
    mutating func apply(_ event: EvdevEvent, index: Int, issues: inout [DeviceStreamIssue]) {
        switch event.type {
        case EvdevCode.EV_ABS:
            values[event.code] = event.value
        case EvdevCode.EV_KEY where Self.stateKeys.contains(event.code):
            keys[event.code] = event.value
        default:
            break
        }
    }

    /// Ends a frame: whether the contact appeared, moved or went away.
    mutating func endFrame(index: Int, event: EvdevEvent, issues: inout [DeviceStreamIssue]) -> ContactChanges {
        var changes = ContactChanges()
        guard let current = currentContact() else {
            if let reported { changes.lifted = [reported] }
            reported = nil
            return changes
        }
        changes.record(current, previous: reported)
        reported = current
        return changes
    }

    /// Replaces the keys and axes with `snapshot` (after `SYN_DROPPED`) and diffs: a contact that went
    /// away ends, one that appeared begins, one still there moves.
    mutating func resynchronize(
        with snapshot: DeviceStateSnapshot, index: Int, event: EvdevEvent,
        issues: inout [DeviceStreamIssue]
    ) -> ContactChanges {
        loadInitialState(snapshot)
        return endFrame(index: index, event: event, issues: &issues)
    }

    /// Takes the state at open time (or after `SYN_DROPPED`) from `snapshot`.
    mutating func loadInitialState(_ snapshot: DeviceStateSnapshot) {
        for code in Self.stateKeys { keys[code] = snapshot.keys.contains(code) ? 1 : 0 }
        for (code, value) in snapshot.axisValues { values[code] = value }
    }

    /// Ends the contact and forgets the touch state.
    mutating func cancelAll() -> ContactChanges {
        var changes = ContactChanges()
        if let reported { changes.lifted = [reported] }
        reported = nil
        keys.removeAll()
        return changes
    }

    private mutating func currentContact() -> DeviceContact? {
        let touching: Bool
        if touchFromPressure {
            guard let pressure = values[EvdevCode.ABS_PRESSURE] else { return nil }
            touching = pressure > 0
        } else {
            touching = keys[EvdevCode.BTN_TOUCH] == 1
        }
        let pen = keys[EvdevCode.BTN_TOOL_PEN] == 1 || keys[EvdevCode.BTN_TOOL_RUBBER] == 1
        guard touching || pen, let x = values[EvdevCode.ABS_X], let y = values[EvdevCode.ABS_Y] else { return nil }
        let id: Int
        if let reported {
            id = reported.id
        } else {
            id = nextID
            nextID += 1
        }
        return DeviceContact(
            id: id, x: x, y: y, isHovering: !touching, tool: pen ? .pen : .finger,
            pressure: values[EvdevCode.ABS_PRESSURE], distance: values[EvdevCode.ABS_DISTANCE])
    }
}
