import Foundation

/// A contact state machine for one way of reporting contacts (protocol B slots, protocol A, single
/// touch, none). ``DeviceFrameDecoder`` feeds it a frame's events, then asks what the frame changed.
protocol ContactStateMachine: Sendable {
    /// Applies one event of the frame being completed.
    mutating func apply(_ event: EvdevEvent, index: Int, issues: inout [DeviceStreamIssue])
    /// Ends the frame at its `SYN_REPORT` (`event`, number `index`).
    mutating func endFrame(index: Int, event: EvdevEvent, issues: inout [DeviceStreamIssue]) -> ContactChanges
    /// Replaces the state with a snapshot read after `SYN_DROPPED` and diffs it.
    mutating func resynchronize(
        with snapshot: DeviceStateSnapshot, index: Int, event: EvdevEvent,
        issues: inout [DeviceStreamIssue]
    ) throws(EvdevDeviceError) -> ContactChanges
    /// Ends every contact and forgets what identifies them.
    mutating func cancelAll() -> ContactChanges
}

/// The state machine of a device without contacts (a keyboard).
struct NoContacts: ContactStateMachine {
    func apply(_ event: EvdevEvent, index: Int, issues: inout [DeviceStreamIssue]) {}
    func endFrame(index: Int, event: EvdevEvent, issues: inout [DeviceStreamIssue]) -> ContactChanges {
        ContactChanges()
    }
    func resynchronize(
        with snapshot: DeviceStateSnapshot, index: Int, event: EvdevEvent,
        issues: inout [DeviceStreamIssue]
    ) -> ContactChanges { ContactChanges() }
    func cancelAll() -> ContactChanges { ContactChanges() }
}

/// What a contact state machine reports at the end of a frame: the contacts present, and which began,
/// moved or ended. ``DeviceFrameDecoder`` wraps it into a ``DeviceFrame``.
struct ContactChanges: Sendable {
    var contacts: [DeviceContact] = []
    var began: [Int] = []
    var moved: [Int] = []
    var lifted: [DeviceContact] = []

    /// Records `contact` as present, and as began or moved relative to `previous` (its state at the
    /// end of the previous frame).
    mutating func record(_ contact: DeviceContact, previous: DeviceContact?) {
        contacts.append(contact)
        if let previous {
            if previous != contact { moved.append(contact.id) }
        } else {
            began.append(contact.id)
        }
    }
}

/// The values a contact state machine collects for one contact, keyed by `ABS_MT_*` code (or the
/// single-touch code mapped onto it), turned into a ``DeviceContact`` once the position is known.
enum ContactValues {
    /// The contact described by `value(code)`, or nil while X or Y is unknown.
    static func contact(id: Int, slot: Int?, value: (UInt16) -> Int32?) -> DeviceContact? {
        guard let x = value(EvdevCode.ABS_MT_POSITION_X), let y = value(EvdevCode.ABS_MT_POSITION_Y) else { return nil }
        let distance = value(EvdevCode.ABS_MT_DISTANCE)
        return DeviceContact(
            id: id, slot: slot, x: x, y: y, isHovering: (distance ?? 0) > 0,
            tool: tool(value(EvdevCode.ABS_MT_TOOL_TYPE)),
            pressure: value(EvdevCode.ABS_MT_PRESSURE), touchMajor: value(EvdevCode.ABS_MT_TOUCH_MAJOR),
            touchMinor: value(EvdevCode.ABS_MT_TOUCH_MINOR),
            orientation: value(EvdevCode.ABS_MT_ORIENTATION), distance: distance)
    }

    /// `MT_TOOL_PEN` is a pen, `MT_TOOL_PALM` a palm, anything else (`MT_TOOL_FINGER`, `MT_TOOL_DIAL`,
    /// unknown values, no tool type) a finger.
    static func tool(_ value: Int32?) -> DeviceContact.Tool {
        switch value {
        case EvdevCode.MT_TOOL_PEN: .pen
        case EvdevCode.MT_TOOL_PALM: .palm
        default: .finger
        }
    }
}
