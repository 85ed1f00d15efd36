import Foundation

/// The receiver side of multi-touch protocol A (input behaviour 1.3): anonymous contacts, each packet of
/// `ABS_MT_*` values ended by `SYN_MT_REPORT`, the full set of contacts sent in every frame, and contact
/// identity left to user space (what mtdev does).
///
/// **Per frame** (at `SYN_REPORT`) the contacts are:
/// - the packets of the frame, when there are any (values left without a closing `SYN_MT_REPORT`
///   count as a last packet; a packet without X and Y is dropped);
/// - none, when the frame holds an empty `SYN_MT_REPORT` (the last finger lifted) or `BTN_TOUCH` 0
///   (which lets drivers omit the empty report), whatever packets the frame also holds: old Apple
///   touchpads (bcm5974) send the lifted contact again, with size 0, in the frame of `BTN_TOUCH` 0;
/// - packets with `ABS_MT_TOUCH_MAJOR` 0 or `ABS_MT_PRESSURE` 0 are lifts, not contacts (the same
///   drivers keep sending them after the lift);
/// - otherwise unchanged: a frame without multi-touch data (only keys or `MSC_*`) moves nothing.
///
/// **Identity across frames.** When every packet carries `ABS_MT_TRACKING_ID`, the device's ids decide.
/// Otherwise contacts are matched by nearest neighbour: every (previous, new) pair closer than
/// ``maximumMatchDistance`` (device units) is considered, shortest distance first; each contact joins
/// at most one pair. A new contact left unmatched gets a new id (ids count up from 0 and are never
/// reused); a previous contact left unmatched has lifted. The distance limit keeps a finger that lands
/// while another lifts in the same frame from taking over the lifted finger's identity.
struct AnonymousContactTracker: ContactStateMachine {
    /// The largest distance, in device units, a contact may move between two frames and keep its id.
    var maximumMatchDistance: Double

    private var packet: [UInt16: Int32] = [:]
    private var packets: [[UInt16: Int32]] = []
    private var sawEmptyReport = false
    private var touchReleased = false
    private var present: [DeviceContact] = []
    private var deviceIDs: [Int: Int32] = [:]
    private var nextID = 0

    /// Creates a tracker; the default distance limit is a fifth of the surface diagonal.
    init(device: InputDeviceDescription) {
        let x = device.axes[EvdevCode.ABS_MT_POSITION_X], y = device.axes[EvdevCode.ABS_MT_POSITION_Y]
        let width = Double(x.map { Int($0.maximum) - Int($0.minimum) } ?? 0)
        let height = Double(y.map { Int($0.maximum) - Int($0.minimum) } ?? 0)
        let diagonal = (width * width + height * height).squareRoot()
        maximumMatchDistance = diagonal > 0 ? diagonal / 5 : .infinity
    }

    /// Applies one event of a frame.
    mutating func apply(_ event: EvdevEvent, index: Int, issues: inout [DeviceStreamIssue]) {
        switch (event.type, event.code) {
        case (EvdevCode.EV_ABS, let code) where MultiTouchCodes.isPerSlot(code):
            packet[code] = event.value
        case (EvdevCode.EV_SYN, EvdevCode.SYN_MT_REPORT):
            if packet.isEmpty { sawEmptyReport = true } else { packets.append(packet) }
            packet.removeAll()
        case (EvdevCode.EV_KEY, EvdevCode.BTN_TOUCH):
            touchReleased = event.value == 0
        default:
            break
        }
    }

    /// Ends a frame: matches the frame's contacts with the previous ones.
    mutating func endFrame(index: Int, event: EvdevEvent, issues: inout [DeviceStreamIssue]) -> ContactChanges {
        if !packet.isEmpty { packets.append(packet) }
        defer {
            packet.removeAll()
            packets.removeAll()
            sawEmptyReport = false
            touchReleased = false
        }
        if packets.isEmpty && !sawEmptyReport && !touchReleased { return unchanged() }
        // BTN_TOUCH 0 says no tool is in meaningful contact: whatever packets the frame also holds (some
        // drivers, bcm5974, send the last contact again with size 0), every contact has lifted.
        let positioned =
            touchReleased
            ? []
            : packets.filter { packet in
                packet[EvdevCode.ABS_MT_POSITION_X] != nil && packet[EvdevCode.ABS_MT_POSITION_Y] != nil
                    && !Self.isZeroSize(packet)
            }
        let usesDeviceIDs =
            !positioned.isEmpty && positioned.allSatisfy { ($0[EvdevCode.ABS_MT_TRACKING_ID] ?? -1) >= 0 }
        let ids = usesDeviceIDs ? matchByTrackingID(positioned) : matchByDistance(positioned)
        var changes = ContactChanges()
        var next: [DeviceContact] = []
        for (packet, id) in zip(positioned, ids) {
            guard let contact = ContactValues.contact(id: id, slot: nil, value: { packet[$0] }) else { continue }
            changes.record(contact, previous: present.first { $0.id == id })
            next.append(contact)
        }
        let kept = Set(next.map(\.id))
        changes.lifted = present.filter { !kept.contains($0.id) }
        for contact in changes.lifted { deviceIDs[contact.id] = nil }
        present = next
        changes.contacts.sort { $0.id < $1.id }
        return changes
    }

    /// After `SYN_DROPPED`: a protocol A device has no state to re-read, so every contact ends; the next
    /// frame sends every contact again, and they begin with new ids.
    mutating func resynchronize(
        with snapshot: DeviceStateSnapshot, index: Int, event: EvdevEvent,
        issues: inout [DeviceStreamIssue]
    ) -> ContactChanges {
        cancelAll()
    }

    /// Ends every contact (after `SYN_DROPPED`, or when the device went away).
    mutating func cancelAll() -> ContactChanges {
        var changes = ContactChanges()
        changes.lifted = present
        present.removeAll()
        deviceIDs.removeAll()
        packet.removeAll()
        packets.removeAll()
        return changes
    }

    /// A packet whose touch size (`ABS_MT_TOUCH_MAJOR`) or pressure (`ABS_MT_PRESSURE`) is 0: the
    /// finger no longer touches (multi-touch-protocol.rst: `TOUCH_MAJOR` is the contact's size), so the
    /// packet is a lift, not a contact. A packet hovering (`ABS_MT_DISTANCE` > 0) has no size or pressure
    /// by nature and stays a contact.
    static func isZeroSize(_ packet: [UInt16: Int32]) -> Bool {
        if let distance = packet[EvdevCode.ABS_MT_DISTANCE], distance > 0 { return false }
        return packet[EvdevCode.ABS_MT_TOUCH_MAJOR] == 0 || packet[EvdevCode.ABS_MT_PRESSURE] == 0
    }

    private func unchanged() -> ContactChanges {
        var changes = ContactChanges()
        changes.contacts = present
        return changes
    }

    private mutating func newID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    private mutating func matchByTrackingID(_ packets: [[UInt16: Int32]]) -> [Int] {
        packets.map { packet in
            let deviceID = packet[EvdevCode.ABS_MT_TRACKING_ID] ?? -1
            if let id = deviceIDs.first(where: { $0.value == deviceID })?.key { return id }
            let id = newID()
            deviceIDs[id] = deviceID
            return id
        }
    }

    private mutating func matchByDistance(_ packets: [[UInt16: Int32]]) -> [Int] {
        var pairs: [(distance: Double, old: Int, new: Int)] = []
        for (old, contact) in present.enumerated() {
            for (new, packet) in packets.enumerated() {
                let dx = Double(packet[EvdevCode.ABS_MT_POSITION_X] ?? 0) - Double(contact.x)
                let dy = Double(packet[EvdevCode.ABS_MT_POSITION_Y] ?? 0) - Double(contact.y)
                let distance = (dx * dx + dy * dy).squareRoot()
                if distance <= maximumMatchDistance { pairs.append((distance, old, new)) }
            }
        }
        pairs.sort { ($0.distance, $0.old, $0.new) < ($1.distance, $1.old, $1.new) }
        var ids = [Int?](repeating: nil, count: packets.count)
        var usedOld: Set<Int> = []
        for pair in pairs where ids[pair.new] == nil && !usedOld.contains(pair.old) {
            ids[pair.new] = present[pair.old].id
            usedOld.insert(pair.old)
        }
        return ids.map { $0 ?? newID() }
    }
}
