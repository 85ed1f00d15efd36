import Foundation

/// Reads a device's current state, as a client must after `SYN_DROPPED` and at open time
/// (input behaviour 1.3 pitfall 4, 1.4).
///
/// ``IoctlDeviceStateQuery`` asks a live device (`EVIOCGKEY`, `EVIOCGABS`, `EVIOCGMTSLOTS`);
/// ``DeviceStateSnapshot`` serves a recorded state, for tests and replays.
public protocol DeviceStateQuery: Sendable {
    /// The `EV_KEY` codes currently down (`EVIOCGKEY`).
    func keysDown() throws(EvdevDeviceError) -> Set<UInt16>
    /// The current value of an absolute axis (`EVIOCGABS(code).value`); for `ABS_MT_SLOT`, the
    /// current slot.
    func axisValue(_ code: UInt16) throws(EvdevDeviceError) -> Int32
    /// The values of one `ABS_MT_*` code in every slot (`EVIOCGMTSLOTS`), `slotCount` of them.
    func slotValues(of code: UInt16, slotCount: Int) throws(EvdevDeviceError) -> [Int32]
}

/// A device's state at one instant: keys down, axis values, and every multi-touch slot's values.
///
/// It answers ``DeviceStateQuery`` from what it holds, so a test or a replay can serve the state a real
/// device would return after `SYN_DROPPED` (input behaviour 2, pitfall 8), or the state at open time.
public struct DeviceStateSnapshot: DeviceStateQuery, Sendable, Hashable {
    /// The `EV_KEY` codes down.
    public var keys: Set<UInt16>
    /// The values of absolute axes by code; `ABS_MT_SLOT` holds the current slot.
    public var axisValues: [UInt16: Int32]
    /// For each `ABS_MT_*` code, its value in every slot (slot 0 first). `ABS_MT_TRACKING_ID` is -1 in
    /// empty slots.
    public var slotValues: [UInt16: [Int32]]

    /// Creates a snapshot.
    public init(keys: Set<UInt16> = [], axisValues: [UInt16: Int32] = [:], slotValues: [UInt16: [Int32]] = [:]) {
        self.keys = keys
        self.axisValues = axisValues
        self.slotValues = slotValues
    }

    /// A protocol B snapshot: the contacts by slot (tracking id and position, other codes from
    /// `extraValues`), every other slot empty, and `currentSlot` selected.
    public init(
        slotCount: Int, currentSlot: Int = 0, contacts: [(slot: Int, trackingID: Int32, x: Int32, y: Int32)],
        keys: Set<UInt16> = [], extraValues: [UInt16: [Int32]] = [:]
    ) {
        var tracking = [Int32](repeating: -1, count: max(0, slotCount))
        var xs = [Int32](repeating: 0, count: max(0, slotCount)), ys = xs
        for contact in contacts where tracking.indices.contains(contact.slot) {
            tracking[contact.slot] = contact.trackingID
            xs[contact.slot] = contact.x
            ys[contact.slot] = contact.y
        }
        var values = extraValues
        values[EvdevCode.ABS_MT_TRACKING_ID] = tracking
        values[EvdevCode.ABS_MT_POSITION_X] = xs
        values[EvdevCode.ABS_MT_POSITION_Y] = ys
        self.init(keys: keys, axisValues: [EvdevCode.ABS_MT_SLOT: Int32(currentSlot)], slotValues: values)
    }

    /// Reads every piece of state `device` has from `query`: the keys, each non-MT axis and the
    /// current slot, then each supported `ABS_MT_*` code (`ABS_MT_TRACKING_ID` first) for every slot.
    ///
    /// A value the query does not hold (``EvdevDeviceError/stateUnavailable(code:)``, as a partial
    /// snapshot answers) is left out, except the tracking ids of a slotted device; any other error is
    /// thrown.
    public static func capture(
        from query: some DeviceStateQuery,
        device: InputDeviceDescription
    ) throws(EvdevDeviceError) -> DeviceStateSnapshot {
        var snapshot = DeviceStateSnapshot()
        if !(device.codes[EvdevCode.EV_KEY] ?? []).isEmpty { snapshot.keys = try query.keysDown() }
        for code in device.axes.keys.sorted() where !MultiTouchCodes.isPerSlot(code) {
            do { snapshot.axisValues[code] = try query.axisValue(code) } catch .stateUnavailable {}
        }
        guard device.usesSlots else { return snapshot }
        let slotCount = min(device.slotCount, MultiTouchSlots.maximumSlotCount)
        for code in MultiTouchCodes.queryOrder where device.axes[code] != nil || code == EvdevCode.ABS_MT_TRACKING_ID {
            do {
                snapshot.slotValues[code] = try query.slotValues(of: code, slotCount: slotCount)
            } catch .stateUnavailable where code != EvdevCode.ABS_MT_TRACKING_ID {}
        }
        return snapshot
    }

    /// The keys held.
    public func keysDown() throws(EvdevDeviceError) -> Set<UInt16> { keys }

    /// The stored value, or ``EvdevDeviceError/stateUnavailable(code:)``.
    public func axisValue(_ code: UInt16) throws(EvdevDeviceError) -> Int32 {
        guard let value = axisValues[code] else { throw .stateUnavailable(code: code) }
        return value
    }

    /// The stored values, padded to `slotCount` (with -1 for tracking ids, 0 otherwise) or truncated;
    /// ``EvdevDeviceError/stateUnavailable(code:)`` for a code the snapshot does not hold.
    public func slotValues(of code: UInt16, slotCount: Int) throws(EvdevDeviceError) -> [Int32] {
        guard var values = slotValues[code] else { throw .stateUnavailable(code: code) }
        let filler: Int32 = code == EvdevCode.ABS_MT_TRACKING_ID ? -1 : 0
        if values.count < slotCount { values += [Int32](repeating: filler, count: slotCount - values.count) }
        return Array(values.prefix(max(0, slotCount)))
    }
}

/// The per-slot multi-touch codes (`ABS_MT_TOUCH_MAJOR` 0x30 ... `ABS_MT_TOOL_Y` 0x3d).
enum MultiTouchCodes {
    static let first = EvdevCode.ABS_MT_TOUCH_MAJOR
    static let last = EvdevCode.ABS_MT_TOOL_Y
    static let count = Int(last - first) + 1

    /// Whether `code` is a per-slot value (not `ABS_MT_SLOT` itself).
    static func isPerSlot(_ code: UInt16) -> Bool { (first...last).contains(code) }

    /// The order libevdev re-reads them in after `SYN_DROPPED`: the tracking id first.
    static let queryOrder: [UInt16] =
        [EvdevCode.ABS_MT_TRACKING_ID] + (first...last).filter { $0 != EvdevCode.ABS_MT_TRACKING_ID }
}

/// The `SYN_DROPPED` state machine of one device's event stream (input behaviour 1.4, libevdev's
/// "SYN_DROPPED handling").
///
/// ```
/// passing ──SYN_DROPPED──▶ discarding ──SYN_REPORT──▶ passing (and the owner re-reads the state)
///    ▲  │                      │  ▲
///    └──┘ other events         └──┘ every event, SYN_DROPPED included, is dropped
/// ```
///
/// When `SYN_DROPPED` arrives, the events since the last `SYN_REPORT` (the unfinished frame the owner
/// buffers) are discarded too, and so are all events up to and including the next `SYN_REPORT`. Then
/// the owner queries the device's state and diffs it against what it knew (see ``DeviceFrameDecoder``).
struct DropRecovery: Sendable {
    /// What to do with an event.
    enum Action: Equatable {
        /// Use the event.
        case pass
        /// Events were lost: discard the unfinished frame.
        case dropStarted
        /// Ignore the event.
        case discard
        /// The `SYN_REPORT` that ends the gap: re-read the state now.
        case resynchronize
    }

    private(set) var isDiscarding = false

    mutating func classify(_ event: EvdevEvent) -> Action {
        if event.type == EvdevCode.EV_SYN && event.code == EvdevCode.SYN_DROPPED {
            let started = !isDiscarding
            isDiscarding = true
            return started ? .dropStarted : .discard
        }
        guard isDiscarding else { return .pass }
        if event.isSynReport {
            isDiscarding = false
            return .resynchronize
        }
        return .discard
    }
}
