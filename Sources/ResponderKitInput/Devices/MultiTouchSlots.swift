import Foundation

/// The receiver side of multi-touch protocol B (input behaviour 1.3, pitfalls 2.1, 2.2, 2.6): the full
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
///   position was never seen takes `ABS_X`/`ABS_Y` of the same frame, or else holds its contact back
///   until X and Y are known; every new tracking id without a position in its frame is reported
///   (``DeviceStreamIssue/Kind/positionMissing(slot:source:)``), and a held contact that ends before
///   any position is reported as lost (``DeviceStreamIssue/Kind/contactLostWithoutPosition(slot:)``).
/// - `ABS_MT_SLOT` selects the slot for the following values; a frame without it continues in the slot
///   selected last (slot 0 at the start of a stream). A slot beyond the slot count is an issue and its
///   values are dropped until the next `ABS_MT_SLOT`.
/// - Non-MT axes (`ABS_X`, `ABS_Y`, `ABS_PRESSURE`: pointer emulation) and `BTN_TOUCH` are ignored,
///   except `ABS_X`/`ABS_Y` for a new contact that came without a position (above).
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
    /// Slots that received a new tracking id (≥ 0) in the frame being applied, with the event's index.
    private var newInFrame: [(slot: Int, index: Int, event: EvdevEvent)] = []
    /// The slots whose X, and whose Y, were sent in the frame being applied.
    private var sentX: Set<Int> = [], sentY: Set<Int> = []
    /// `ABS_X`/`ABS_Y` sent in the frame being applied (pointer emulation).
    private var frameX: Int32?, frameY: Int32?
    /// Slots holding a contact whose position is not known yet (held back, not reported).
    private var heldSlots: Set<Int> = []

    /// The most slots kept: real devices have 2 to 60 (input behaviour 2.6); a description claiming more
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
        if event.code == EvdevCode.ABS_X { frameX = event.value }
        if event.code == EvdevCode.ABS_Y { frameY = event.value }
        guard MultiTouchCodes.isPerSlot(event.code), let slot = currentSlot else { return }
        if event.code == EvdevCode.ABS_MT_TRACKING_ID {
            let id = event.value < 0 ? -1 : event.value
            guard slots[slot].trackingID != id else { return }
            if setTrackingID(id, in: slot) {
                issues.append(issue(index, event, .contactLostWithoutPosition(slot: slot)))
            }
            newInFrame.removeAll { $0.slot == slot }
            if id >= 0 { newInFrame.append((slot, index, event)) }
            return
        }
        if event.code == EvdevCode.ABS_MT_POSITION_X { sentX.insert(slot) }
        if event.code == EvdevCode.ABS_MT_POSITION_Y { sentY.insert(slot) }
        slots[slot].values[Int(event.code - MultiTouchCodes.first)] = event.value
        if slots[slot].trackingID == nil && warnedUnknown.insert(slot).inserted {
            issues.append(issue(index, event, .unknownContact(slot: slot)))
        }
    }

    /// Ends a frame: what ended, began and moved, and the contacts present.
    mutating func endFrame(index: Int, event: EvdevEvent, issues: inout [DeviceStreamIssue]) -> ContactChanges {
        fillMissingPositions(issues: &issues)
        var changes = ContactChanges()
        changes.lifted = endedInFrame
        endedInFrame.removeAll()
        var ids: Set<Int> = []
        for slot in slots.indices {
            guard let id = slots[slot].trackingID, id >= 0,
                let contact = ContactValues.contact(id: Int(id), slot: slot, value: slots[slot].value)
            else { continue }
            guard ids.insert(contact.id).inserted else {
                issues.append(issue(index, event, .duplicateTrackingID(id, slot: slot)))
                continue
            }
            changes.record(contact, previous: reported[slot])
            reported[slot] = contact
            heldSlots.remove(slot)
        }
        return changes
    }

    /// Gives the contacts that began in this frame without `ABS_MT_POSITION_X/Y` a position
    /// (docs/input-devices.md, "Protocol B: a tracking id without a position"): the slot's last values when
    /// known (the kernel does not re-send unchanged values), else `ABS_X`/`ABS_Y` of the same frame, else
    /// none: the contact is held back until a position arrives. Each case is reported.
    private mutating func fillMissingPositions(issues: inout [DeviceStreamIssue]) {
        defer {
            newInFrame.removeAll(keepingCapacity: true)
            sentX.removeAll(keepingCapacity: true)
            sentY.removeAll(keepingCapacity: true)
            frameX = nil
            frameY = nil
        }
        let xIndex = Int(EvdevCode.ABS_MT_POSITION_X - MultiTouchCodes.first)
        let yIndex = Int(EvdevCode.ABS_MT_POSITION_Y - MultiTouchCodes.first)
        for (slot, index, event) in newInFrame where !(sentX.contains(slot) && sentY.contains(slot)) {
            let source: DeviceStreamIssue.PositionSource
            if slots[slot].values[xIndex] != nil && slots[slot].values[yIndex] != nil {
                source = .slotsLastPosition
            } else if let x = slots[slot].values[xIndex] ?? frameX, let y = slots[slot].values[yIndex] ?? frameY {
                slots[slot].values[xIndex] = x
                slots[slot].values[yIndex] = y
                source = .singleTouchPosition
            } else {
                heldSlots.insert(slot)
                source = .heldUntilPositioned
            }
            issues.append(issue(index, event, .positionMissing(slot: slot, source: source)))
        }
    }

    /// Replaces the state with `snapshot` (taken after `SYN_DROPPED`) and diffs it per slot against the
    /// contacts reported (input behaviour 1.4): valid → -1 ends; -1 → valid begins; A → B ends A and
    /// begins B; the same id only updates axes. Slots the snapshot leaves without a valid tracking id
    /// never create contacts, whatever their axes say. Throws when the snapshot has no tracking ids.
    mutating func resynchronize(
        with snapshot: DeviceStateSnapshot, index: Int, event: EvdevEvent,
        issues: inout [DeviceStreamIssue]
    ) throws(EvdevDeviceError) -> ContactChanges {
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
        heldSlots.removeAll()
        newInFrame.removeAll()
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
        for slot in slots.indices { _ = setTrackingID(tracking[slot] < 0 ? -1 : tracking[slot], in: slot) }
        newInFrame.removeAll()
        if let current = snapshot.axisValues[EvdevCode.ABS_MT_SLOT] {
            currentSlot = current >= 0 && Int(current) < slots.count ? Int(current) : nil
        }
        warnedUnknown.removeAll()
    }

    /// Sets a slot's tracking id, ending the contact it held; returns true when that contact was
    /// held back without a position and so ends without ever having been delivered.
    private mutating func setTrackingID(_ id: Int32, in slot: Int) -> Bool {
        guard slots[slot].trackingID != id else { return false }
        if let previous = reported[slot] {
            endedInFrame.append(previous)
            reported[slot] = nil
        }
        slots[slot].trackingID = id
        warnedUnknown.remove(slot)
        return heldSlots.remove(slot) != nil
    }

    private func issue(_ index: Int, _ event: EvdevEvent, _ kind: DeviceStreamIssue.Kind) -> DeviceStreamIssue {
        DeviceStreamIssue(eventIndex: index, event: Self.name(of: event), kind: kind)
    }

    static func name(of event: EvdevEvent) -> String {
        "\(EvdevCode.typeName(event.type)) \(EvdevCode.codeName(type: event.type, code: event.code))"
    }
}
