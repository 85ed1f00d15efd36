import Foundation

/// The receiver side of multi-touch protocol B (linux-input.md 1.3, pitfalls 2.1, 2.2, 2.6): the full
/// state of every slot, updated by the changes the kernel sends.
///
/// **Per slot** the tracking id is in one of three states, and `ABS_MT_TRACKING_ID` moves it:
///
/// | state | `TRACKING_ID` ≥ 0 | `TRACKING_ID` -1 |
/// |---|---|---|
/// | unknown | contact(new) | empty |
/// | empty | contact(new) | empty |
/// | contact(id) | same id: unchanged; another: contact(id) ends, contact(new) | contact(id) ends; empty |
///
/// Every slot starts unknown, and becomes unknown again when the decoder cannot re-read the state after
/// `SYN_DROPPED` or the device goes away (`cancelAll()`).
///
/// - **unknown**: the stream started mid-touch or events were lost, and the slot's tracking id was never
///   seen (pitfall 2.2). Axis values are stored, but never make a touch; a ``DeviceStateSnapshot`` at
///   open time or after `SYN_DROPPED` makes the slot known.
/// - Axis values are **kept across contacts**: a new tracking id inherits the slot's previous X, Y and
///   every other axis the kernel did not re-send because it did not change (pitfall 2.1). A slot whose
///   position was never seen holds its contact back until X and Y are known.
/// - `ABS_MT_SLOT` selects the slot for the following values; a frame without it continues in the slot
///   selected last (slot 0 at the start of a stream). A slot beyond the slot count is an issue and its
///   values are dropped until the next `ABS_MT_SLOT`.
/// - Non-MT axes (`ABS_X`, `ABS_Y`, `ABS_PRESSURE`: pointer emulation) and `BTN_TOUCH` are ignored.
///
/// **Per frame** (at `SYN_REPORT`), for every slot in order: a contact whose tracking id changed or was
/// cleared during the frame has ended (in whatever order fingers lift: pitfall 2.6); a contact present
/// and positioned that was not reported before has begun; one reported before whose values changed
/// (position, pressure, size, tool type, distance) has moved. Two slots claiming one tracking id:
/// the second is ignored.
struct MultiTouchSlots: ContactStateMachine {
    private struct Slot: Sendable {
        /// nil: unknown; -1: empty; ≥ 0: a contact.
        var trackingID: Int32?
        var values = [Int32?](repeating: nil, count: MultiTouchCodes.count)

        func value(_ code: UInt16) -> Int32? {
            MultiTouchCodes.isPerSlot(code) ? values[Int(code - MultiTouchCodes.first)] : nil
        }
    }

    private var slots: [Slot]
    /// The selected slot, or nil after an out-of-range `ABS_MT_SLOT`.
    private(set) var currentSlot: Int? = 0
    /// The contact reported at the end of the last frame, per slot.
    private var reported: [DeviceContact?]
    /// Contacts that ended during the frame being applied.
    private var endedInFrame: [DeviceContact] = []
    /// Slots for which an unknown-contact issue was reported since they became unknown.
    private var warnedUnknown: Set<Int> = []

    /// The most slots kept: real devices have 2 to 60 (linux-input.md 2.6); a description claiming more
    /// is clamped rather than trusted with memory.
    static let maximumSlotCount = 1024

    /// Creates the state of a device with `slotCount` slots (1 ... ``maximumSlotCount``), all unknown.
    init(slotCount: Int) {
        let count = min(max(1, slotCount), Self.maximumSlotCount)
        slots = [Slot](repeating: Slot(), count: count)
        reported = [DeviceContact?](repeating: nil, count: count)
    }

    var slotCount: Int { slots.count }

    /// Applies one event of a frame.
    mutating func apply(_ event: EvdevEvent, index: Int, issues: inout [DeviceStreamIssue]) {
        guard event.type == EvdevCode.EV_ABS else { return }
        if event.code == EvdevCode.ABS_MT_SLOT {
            if event.value >= 0 && Int(event.value) < slots.count {
                currentSlot = Int(event.value)
            } else {
                currentSlot = nil
                issues.append(issue(index, event, .slotOutOfRange(event.value)))
            }
            return
        }
        guard MultiTouchCodes.isPerSlot(event.code), let slot = currentSlot else { return }
        if event.code == EvdevCode.ABS_MT_TRACKING_ID {
            setTrackingID(event.value < 0 ? -1 : event.value, in: slot)
            return
        }
        slots[slot].values[Int(event.code - MultiTouchCodes.first)] = event.value
        if slots[slot].trackingID == nil && warnedUnknown.insert(slot).inserted {
            issues.append(issue(index, event, .unknownContact(slot: slot)))
        }
    }

    /// Ends a frame: what ended, began and moved, and the contacts present.
    mutating func endFrame(index: Int, event: EvdevEvent, issues: inout [DeviceStreamIssue]) -> ContactChanges {
        var changes = ContactChanges()
        changes.lifted = endedInFrame
        endedInFrame.removeAll()
        var ids: Set<Int> = []
        for slot in slots.indices {
            guard let id = slots[slot].trackingID, id >= 0,
                  let contact = ContactValues.contact(id: Int(id), slot: slot, value: slots[slot].value) else { continue }
            guard ids.insert(contact.id).inserted else {
                issues.append(issue(index, event, .duplicateTrackingID(id, slot: slot)))
                continue
            }
            changes.record(contact, previous: reported[slot])
            reported[slot] = contact
        }
        return changes
    }

    /// Replaces the state with `snapshot` (taken after `SYN_DROPPED`) and diffs it per slot against the
    /// contacts reported (linux-input.md 1.4): valid → -1 ends; -1 → valid begins; A → B ends A and
    /// begins B; the same id only updates axes. Slots the snapshot leaves without a valid tracking id
    /// never create contacts, whatever their axes say. Throws when the snapshot has no tracking ids.
    mutating func resynchronize(with snapshot: DeviceStateSnapshot, index: Int, event: EvdevEvent,
                                issues: inout [DeviceStreamIssue]) throws(EvdevDeviceError) -> ContactChanges {
        try load(snapshot)
        return endFrame(index: index, event: event, issues: &issues)
    }

    /// Takes the state at open time from `snapshot`, so contacts already down are known: they begin at
    /// the end of the next frame.
    mutating func loadInitialState(_ snapshot: DeviceStateSnapshot) throws(EvdevDeviceError) {
        try load(snapshot)
        endedInFrame.removeAll()
    }

    /// Ends every contact and forgets every tracking id (the device went away, or its state could not be
    /// re-read): later values in a slot make no contact until a new tracking id arrives.
    mutating func cancelAll() -> ContactChanges {
        var changes = ContactChanges()
        changes.lifted = endedInFrame + reported.compactMap { $0 }
        endedInFrame.removeAll()
        for slot in slots.indices {
            reported[slot] = nil
            slots[slot].trackingID = nil
        }
        warnedUnknown.removeAll()
        return changes
    }

    private mutating func load(_ snapshot: DeviceStateSnapshot) throws(EvdevDeviceError) {
        let tracking = try snapshot.slotValues(of: EvdevCode.ABS_MT_TRACKING_ID, slotCount: slots.count)
        for code in MultiTouchCodes.queryOrder where code != EvdevCode.ABS_MT_TRACKING_ID {
            guard let values = try? snapshot.slotValues(of: code, slotCount: slots.count) else { continue }
            for slot in slots.indices { slots[slot].values[Int(code - MultiTouchCodes.first)] = values[slot] }
        }
        for slot in slots.indices { setTrackingID(tracking[slot] < 0 ? -1 : tracking[slot], in: slot) }
        if let current = snapshot.axisValues[EvdevCode.ABS_MT_SLOT] {
            currentSlot = current >= 0 && Int(current) < slots.count ? Int(current) : nil
        }
        warnedUnknown.removeAll()
    }

    private mutating func setTrackingID(_ id: Int32, in slot: Int) {
        guard slots[slot].trackingID != id else { return }
        if let previous = reported[slot] {
            endedInFrame.append(previous)
            reported[slot] = nil
        }
        slots[slot].trackingID = id
        warnedUnknown.remove(slot)
    }

    private func issue(_ index: Int, _ event: EvdevEvent, _ kind: DeviceStreamIssue.Kind) -> DeviceStreamIssue {
        DeviceStreamIssue(eventIndex: index, event: Self.name(of: event), kind: kind)
    }

    static func name(of event: EvdevEvent) -> String {
        "\(EvdevCode.typeName(event.type)) \(EvdevCode.codeName(type: event.type, code: event.code))"
    }
}
