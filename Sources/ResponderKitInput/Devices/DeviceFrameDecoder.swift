import Foundation

/// Turns one device's evdev events into ``DeviceFrame``s: contacts in device units with stable ids,
/// and keys. It runs the same on a live device and on a recording.
///
/// The device description decides how contacts are read (``ContactProtocol``): slots (multi-touch
/// protocol B), anonymous contacts (protocol A), a single touch, or no contacts at all.
///
/// State machine of the stream:
/// - **collecting**: events are buffered until `SYN_REPORT`, which applies them in order to the
///   contact state machine (see `MultiTouchSlots`, `AnonymousContactTracker`, `SingleTouchState`) and
///   returns a frame if anything changed. `EV_KEY` codes other than the touch state (`BTN_TOUCH`,
///   `BTN_TOOL_*`) become ``DeviceFrame/keys``.
/// - **discarding** (after `SYN_DROPPED`, input behaviour 1.4): the buffered events and everything up to
///   and including the next `SYN_REPORT` are dropped. At that `SYN_REPORT` the decoder reads the state
///   through ``stateQuery`` and diffs it against what it knew: the frame it returns ends (cancels)
///   contacts that are gone or replaced, begins new ones, moves the rest, and sends up or down for keys
///   that changed. Without a query, or when the query fails, every contact is cancelled and slots
///   become unknown until their next tracking id.
///
/// Not interpreted: `MSC_TIMESTAMP` (frames carry the kernel's timestamps), the `BTN_TOOL_*TAP` finger
/// counts of touchpads that track more fingers than they have slots, and the bounding box of semi-MT
/// touchpads (`INPUT_PROP_SEMI_MT`), whose two slots are read as two contacts at the box's corners.
///
/// The decoder never fails: what it cannot use is recorded in ``issues`` with the event's index.
public struct DeviceFrameDecoder: Sendable {
    /// How a device reports contacts.
    public enum ContactProtocol: Sendable, Hashable {
        /// Multi-touch protocol B (`ABS_MT_SLOT`).
        case slots
        /// Multi-touch protocol A (`SYN_MT_REPORT`).
        case anonymous
        /// `ABS_X`/`ABS_Y` with `BTN_TOUCH`.
        case singleTouch
        /// No contacts: keys only.
        case none
    }

    /// The device the events come from.
    public let device: InputDeviceDescription
    /// How the device reports contacts, from its description.
    public let contactProtocol: ContactProtocol
    /// Where to read the device's state after `SYN_DROPPED`: the device itself (``IoctlDeviceStateQuery``)
    /// or a ``DeviceStateSnapshot`` in tests and replays. Nil: contacts are cancelled instead.
    public var stateQuery: (any DeviceStateQuery)?
    /// What the decoder could not use, oldest first (at most ``maximumIssueCount``).
    public private(set) var issues: [DeviceStreamIssue] = []
    /// How many issues are kept; later ones are counted in ``droppedIssueCount`` only.
    public static let maximumIssueCount = 1000
    /// The number of issues not kept.
    public private(set) var droppedIssueCount = 0
    /// How many position values outside their axis's declared range were clamped into it (each
    /// excursion is also an issue, ``DeviceStreamIssue/Kind/valueClamped(code:value:minimum:maximum:)``).
    public private(set) var clampedValueCount = 0
    /// The position axes whose last value was out of range (an excursion is reported once).
    private var clampingAxes: Set<UInt16> = []

    private var machine: any ContactStateMachine
    private var recovery = DropRecovery()
    private var pending: [(index: Int, event: EvdevEvent)] = []
    private var eventIndex = 0
    private var keysDown: Set<UInt16> = []

    /// Creates a decoder for `device`. With `initialState` (the state read at open time), contacts
    /// already down are known and begin at the end of the first frame; without it, slots start unknown
    /// and a touch in progress is ignored until it lifts (input behaviour 1.3, pitfall 4).
    public init(
        device: InputDeviceDescription, initialState: DeviceStateSnapshot? = nil,
        stateQuery: (any DeviceStateQuery)? = nil
    ) {
        self.device = device
        self.stateQuery = stateQuery
        if device.usesSlots {
            contactProtocol = .slots
            var slots = MultiTouchSlots(slotCount: device.slotCount)
            if let initialState {
                do { try slots.loadInitialState(initialState) } catch {
                    issues.append(
                        DeviceStreamIssue(
                            eventIndex: 0, event: "initial state",
                            kind: .resynchronizationFailed(error.description)))
                }
            }
            machine = slots
        } else if device.isMultiTouch {
            contactProtocol = .anonymous
            machine = AnonymousContactTracker(device: device)
        } else if device.axes[EvdevCode.ABS_X] != nil && device.axes[EvdevCode.ABS_Y] != nil {
            contactProtocol = .singleTouch
            var state = SingleTouchState(device: device)
            if let initialState { state.loadInitialState(initialState) }
            machine = state
        } else {
            contactProtocol = .none
            machine = NoContacts()
        }
        if let initialState { keysDown = initialState.keys.filter { !Self.isTouchStateKey($0) } }
    }

    /// The largest distance (device units) a protocol A contact may move between frames and keep its
    /// id (nearest-neighbour tracking); nil for other protocols.
    public var maximumMatchDistance: Double? {
        get { (machine as? AnonymousContactTracker)?.maximumMatchDistance }
        set {
            guard var tracker = machine as? AnonymousContactTracker, let newValue else { return }
            tracker.maximumMatchDistance = newValue
            machine = tracker
        }
    }

    /// Decodes one event; returns a frame when it completes one that changed something.
    public mutating func decode(_ event: EvdevEvent) -> DeviceFrame? {
        let index = eventIndex
        eventIndex += 1
        switch recovery.classify(event) {
        case .pass:
            guard event.isSynReport else {
                pending.append((index, event))
                return nil
            }
            return completeFrame(at: event, index: index)
        case .dropStarted:
            pending.removeAll()
            record(DeviceStreamIssue(eventIndex: index, event: MultiTouchSlots.name(of: event), kind: .eventsDropped))
            return nil
        case .discard:
            return nil
        case .resynchronize:
            return resynchronize(at: event, index: index)
        }
    }

    /// Decodes events in order and returns the frames they complete.
    public mutating func decode<Events: Sequence>(_ events: Events) -> [DeviceFrame]
    where Events.Element == EvdevEvent {
        events.compactMap { decode($0) }
    }

    /// Ends every contact as cancelled, because the device disappeared (`ENODEV`) or the stream ended
    /// while contacts were down; returns nil when no contact was present.
    public mutating func cancelAllContacts(at timestamp: TimeInterval) -> DeviceFrame? {
        pending.removeAll()
        let changes = machine.cancelAll()
        guard !changes.lifted.isEmpty else { return nil }
        return DeviceFrame(timestamp: timestamp, lifted: changes.lifted, contactsCancelled: true)
    }

    /// Ends the stream: records an issue when events after the last `SYN_REPORT` never formed a frame.
    public mutating func finish() {
        guard let first = pending.first else { return }
        record(
            DeviceStreamIssue(
                eventIndex: first.index, event: MultiTouchSlots.name(of: first.event),
                kind: .unterminatedFrame(eventCount: pending.count)))
        pending.removeAll()
    }

    // MARK: Frames

    private mutating func completeFrame(at report: EvdevEvent, index: Int) -> DeviceFrame? {
        var keys: [DeviceKeyEvent] = []
        var newIssues: [DeviceStreamIssue] = []
        for (eventIndex, original) in pending {
            let event = clamped(original, index: eventIndex, issues: &newIssues)
            if event.type == EvdevCode.EV_KEY && !Self.isTouchStateKey(event.code) {
                keys.append(DeviceKeyEvent(code: event.code, value: event.value))
                if event.value == 0 { keysDown.remove(event.code) } else { keysDown.insert(event.code) }
            }
            machine.apply(event, index: eventIndex, issues: &newIssues)
        }
        pending.removeAll(keepingCapacity: true)
        let changes = machine.endFrame(index: index, event: report, issues: &newIssues)
        newIssues.forEach { record($0) }
        return frame(changes, at: report.time, keys: keys, cancelled: false)
    }

    /// A position event with its value clamped into the axis's declared range (input behaviour 2.3;
    /// libinput clamps the same way before mapping), recording the excursion.
    private mutating func clamped(_ event: EvdevEvent, index: Int, issues: inout [DeviceStreamIssue]) -> EvdevEvent {
        guard event.type == EvdevCode.EV_ABS, Self.isPositionAxis(event.code) else { return event }
        guard !device.isInRange(event.value, axis: event.code), let axis = device.axes[event.code] else {
            clampingAxes.remove(event.code)
            return event
        }
        // ABS_X/ABS_Y of a multi-touch device is pointer emulation, read only to place a contact that
        // came without a position: clamped like the rest, but its excursions are not reported twice.
        let emulated = device.isMultiTouch && (event.code == EvdevCode.ABS_X || event.code == EvdevCode.ABS_Y)
        if !emulated { clampedValueCount += 1 }
        if !emulated && clampingAxes.insert(event.code).inserted {
            issues.append(
                DeviceStreamIssue(
                    eventIndex: index, event: MultiTouchSlots.name(of: event),
                    kind: .valueClamped(
                        code: event.code, value: event.value,
                        minimum: axis.minimum, maximum: axis.maximum)))
        }
        var result = event
        result.value = min(max(event.value, axis.minimum), axis.maximum)
        return result
    }

    /// `ABS_X`, `ABS_Y`, `ABS_MT_POSITION_X`, `ABS_MT_POSITION_Y`.
    static func isPositionAxis(_ code: UInt16) -> Bool {
        code == EvdevCode.ABS_X || code == EvdevCode.ABS_Y || code == EvdevCode.ABS_MT_POSITION_X
            || code == EvdevCode.ABS_MT_POSITION_Y
    }

    private mutating func resynchronize(at report: EvdevEvent, index: Int) -> DeviceFrame? {
        guard let stateQuery else {
            return cancelAfterFailedResynchronization(at: report, index: index, "no state query")
        }
        var newIssues: [DeviceStreamIssue] = []
        let snapshot: DeviceStateSnapshot
        let changes: ContactChanges
        do {
            snapshot = try DeviceStateSnapshot.capture(from: stateQuery, device: device)
            changes = try machine.resynchronize(with: snapshot, index: index, event: report, issues: &newIssues)
        } catch {
            return cancelAfterFailedResynchronization(at: report, index: index, error.description)
        }
        newIssues.forEach { record($0) }
        let nowDown = snapshot.keys.filter { !Self.isTouchStateKey($0) }
        let keys =
            keysDown.subtracting(nowDown).sorted().map { DeviceKeyEvent(code: $0, value: 0) }
            + nowDown.subtracting(keysDown).sorted().map { DeviceKeyEvent(code: $0, value: 1) }
        keysDown = nowDown
        return frame(changes, at: report.time, keys: keys, cancelled: true)
    }

    private mutating func cancelAfterFailedResynchronization(at report: EvdevEvent, index: Int, _ reason: String)
        -> DeviceFrame?
    {
        record(
            DeviceStreamIssue(
                eventIndex: index, event: MultiTouchSlots.name(of: report), kind: .resynchronizationFailed(reason)))
        return frame(machine.cancelAll(), at: report.time, keys: [], cancelled: true)
    }

    private func frame(
        _ changes: ContactChanges, at time: TimeInterval, keys: [DeviceKeyEvent],
        cancelled: Bool
    ) -> DeviceFrame? {
        let frame = DeviceFrame(
            timestamp: time, contacts: changes.contacts, began: changes.began, moved: changes.moved,
            lifted: changes.lifted, contactsCancelled: cancelled && !changes.lifted.isEmpty,
            keys: keys)
        return frame.isEmpty ? nil : frame
    }

    private mutating func record(_ issue: DeviceStreamIssue) {
        if issues.count < Self.maximumIssueCount { issues.append(issue) } else { droppedIssueCount += 1 }
    }

    /// `BTN_TOUCH` and the `BTN_TOOL_*` codes (0x140...0x14f): touch state, not keys.
    static func isTouchStateKey(_ code: UInt16) -> Bool { (0x140...0x14f).contains(code) }
}
