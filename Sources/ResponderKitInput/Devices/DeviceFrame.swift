import Foundation

/// One contact as the device reports it, in device units: a finger, pen or palm touching or hovering
/// over the surface. Screen points come later, in ``DeviceInputTranslator``.
public struct DeviceContact: Sendable, Hashable, CustomStringConvertible {
    /// What touches the surface (`ABS_MT_TOOL_TYPE`, or `BTN_TOOL_*` on single-touch devices).
    public enum Tool: Sendable, Hashable {
        /// A finger (`MT_TOOL_FINGER`, and any tool type ResponderKit does not know).
        case finger
        /// A pen or stylus (`MT_TOOL_PEN`, `BTN_TOOL_PEN`, `BTN_TOOL_RUBBER`).
        case pen
        /// A palm the device recognised (`MT_TOOL_PALM`).
        case palm
    }

    /// The transducer's identity, stable while it is present: the tracking id (`ABS_MT_TRACKING_ID`) on
    /// protocol B devices and protocol A devices that send one; an id assigned by the decoder otherwise
    /// (nearest-neighbour tracking for protocol A, one id per touch on single-touch devices).
    public var id: Int
    /// The slot holding it (protocol B), nil for protocol A and single-touch devices.
    public var slot: Int?
    /// The centre of the contact, in device units (`ABS_MT_POSITION_X` or `ABS_X`).
    public var x: Int32
    /// The centre of the contact, in device units (`ABS_MT_POSITION_Y` or `ABS_Y`).
    public var y: Int32
    /// Whether the contact hovers over the surface instead of touching it: `ABS_MT_DISTANCE` > 0, or a
    /// pen in range with `BTN_TOUCH` 0 on a single-touch device.
    public var isHovering: Bool
    /// What touches.
    public var tool: Tool
    /// `ABS_MT_PRESSURE` (or `ABS_PRESSURE`), if the device reports it.
    public var pressure: Int32?
    /// `ABS_MT_TOUCH_MAJOR`, the major axis of the contact ellipse in surface units, if reported.
    public var touchMajor: Int32?
    /// `ABS_MT_TOUCH_MINOR`, if reported.
    public var touchMinor: Int32?
    /// `ABS_MT_ORIENTATION`, if reported.
    public var orientation: Int32?
    /// `ABS_MT_DISTANCE` (or `ABS_DISTANCE`), if reported.
    public var distance: Int32?

    /// Creates a contact.
    public init(
        id: Int, slot: Int? = nil, x: Int32, y: Int32, isHovering: Bool = false, tool: Tool = .finger,
        pressure: Int32? = nil, touchMajor: Int32? = nil, touchMinor: Int32? = nil,
        orientation: Int32? = nil, distance: Int32? = nil
    ) {
        self.id = id
        self.slot = slot
        self.x = x
        self.y = y
        self.isHovering = isHovering
        self.tool = tool
        self.pressure = pressure
        self.touchMajor = touchMajor
        self.touchMinor = touchMinor
        self.orientation = orientation
        self.distance = distance
    }

    /// "#45 slot 0 (100, 200)" with the tool and hovering when they are not a touching finger.
    public var description: String {
        var text = "#\(id)"
        if let slot { text += " slot \(slot)" }
        text += " (\(x), \(y))"
        if tool != .finger { text += " \(tool)" }
        if isHovering { text += " hovering" }
        return text
    }
}

/// A key (or button) event a device reported in a frame: `EV_KEY` with value 1 (down), 0 (up) or
/// 2 (auto-repeat).
public struct DeviceKeyEvent: Sendable, Hashable {
    /// The `KEY_*` or `BTN_*` code.
    public var code: UInt16
    /// 1 down, 0 up, 2 repeat.
    public var value: Int32

    /// Creates a key event.
    public init(code: UInt16, value: Int32) {
        self.code = code
        self.value = value
    }
}

/// What one evdev frame (the events up to a `SYN_REPORT`) changed, in device units: the contacts
/// present afterwards, which of them began or moved, which contacts ended, and the keys.
///
/// Produced by ``DeviceFrameDecoder``; turned into ``/ResponderKit/HardwareInput`` by ``DeviceInputTranslator``.
public struct DeviceFrame: Sendable, Hashable {
    /// The frame's time in seconds on the device's clock (the `SYN_REPORT`'s timestamp): monotonic for
    /// live devices, relative to the recording's start or absolute epoch time in recordings.
    public var timestamp: TimeInterval
    /// Every contact present after the frame (touching or hovering), ordered by slot, then id.
    public var contacts: [DeviceContact]
    /// The ids of the contacts that appeared in this frame.
    public var began: [Int]
    /// The ids of the contacts present before and after the frame whose values changed.
    public var moved: [Int]
    /// The contacts that ended in this frame, with their last known values.
    public var lifted: [DeviceContact]
    /// Whether the contacts in ``lifted`` were cancelled rather than lifted: the device lost events
    /// (`SYN_DROPPED`, input behaviour 1.4) or disappeared, so how they ended is unknown.
    public var contactsCancelled: Bool
    /// The key and button events of the frame other than the touch state (`BTN_TOUCH`, `BTN_TOOL_*`),
    /// in stream order.
    public var keys: [DeviceKeyEvent]

    /// Creates a frame.
    public init(
        timestamp: TimeInterval, contacts: [DeviceContact] = [], began: [Int] = [], moved: [Int] = [],
        lifted: [DeviceContact] = [], contactsCancelled: Bool = false, keys: [DeviceKeyEvent] = []
    ) {
        self.timestamp = timestamp
        self.contacts = contacts
        self.began = began
        self.moved = moved
        self.lifted = lifted
        self.contactsCancelled = contactsCancelled
        self.keys = keys
    }

    /// Whether the frame changed nothing: no contact began, moved or ended, and no key.
    public var isEmpty: Bool { began.isEmpty && moved.isEmpty && lifted.isEmpty && keys.isEmpty && !contactsCancelled }

    /// The contact with `id` present after the frame, if any.
    public func contact(id: Int) -> DeviceContact? { contacts.first { $0.id == id } }
}

/// Something in an event stream that the decoders could not use, with where it happened. Decoding goes
/// on: the issue is recorded in ``DeviceFrameDecoder/issues`` for diagnostics.
public struct DeviceStreamIssue: Sendable, Hashable, CustomStringConvertible {
    /// What was wrong.
    public enum Kind: Sendable, Hashable {
        /// `ABS_MT_SLOT` selected a slot beyond the device's slot count; its values were ignored.
        case slotOutOfRange(Int32)
        /// Values changed in a slot whose contact was never seen begin (the stream started mid-touch);
        /// they were ignored until the slot's tracking id is known.
        case unknownContact(slot: Int)
        /// Two slots claimed the same tracking id; the later slot was ignored.
        case duplicateTrackingID(Int32, slot: Int)
        /// Events arrived after the last `SYN_REPORT` and were never completed into a frame.
        case unterminatedFrame(eventCount: Int)
        /// A `SYN_DROPPED` was received: events were lost and the state was re-read.
        case eventsDropped
        /// The state could not be re-read after `SYN_DROPPED`: every contact was cancelled.
        case resynchronizationFailed(String)
        /// A position outside the axis's declared range (some touchpads report well past their maximum)
        /// was clamped into it. Reported once per excursion: the first value out of range after one in
        /// range; ``DeviceFrameDecoder/clampedValueCount`` counts them all.
        case valueClamped(code: UInt16, value: Int32, minimum: Int32, maximum: Int32)
        /// A new tracking id arrived in a slot without `ABS_MT_POSITION_X`/`Y` in its frame (the kernel
        /// suppresses unchanged values, and a recording does not hold the slot's state at its start);
        /// `source` tells which position the contact took.
        case positionMissing(slot: Int, source: PositionSource)
        /// A contact ended before any position was known for it: it never became a touch.
        case contactLostWithoutPosition(slot: Int)
    }

    /// Where a contact that arrived without a position took its position from.
    public enum PositionSource: String, Sendable, Hashable {
        /// The slot's last position (the previous contact's, unchanged and so not re-sent).
        case slotsLastPosition = "the slot's last position"
        /// The single-touch `ABS_X`/`ABS_Y` of the same frame (pointer emulation).
        case singleTouchPosition = "ABS_X/ABS_Y of the same frame"
        /// Nothing was known: the contact is held back until a position arrives.
        case heldUntilPositioned = "held back until a position arrives"
    }

    /// Whether this issue means a contact was lost (never delivered, or delivered in part): a stream
    /// starting mid-touch, a slot out of range, a duplicate tracking id, lost events, a failed
    /// re-read, a contact without a position. Clamping and positions taken from elsewhere are not
    /// losses: the contact is delivered.
    public var losesContacts: Bool {
        switch kind {
        case .slotOutOfRange, .unknownContact, .duplicateTrackingID, .eventsDropped, .resynchronizationFailed,
            .contactLostWithoutPosition:
            true
        case .unterminatedFrame, .valueClamped, .positionMissing:
            false
        }
    }

    /// A short cause, for summaries: "stream started mid-touch", "values clamped", ...
    public var cause: String {
        switch kind {
        case .slotOutOfRange: "slot out of range"
        case .unknownContact: "stream started mid-touch"
        case .duplicateTrackingID: "duplicate tracking id"
        case .unterminatedFrame: "unterminated frame"
        case .eventsDropped: "events dropped (SYN_DROPPED)"
        case .resynchronizationFailed: "state not re-read"
        case .valueClamped: "position clamped into the axis range"
        case .positionMissing: "tracking id without position"
        case .contactLostWithoutPosition: "contact without any position"
        }
    }

    /// The index of the event in the stream given to the decoder (0-based).
    public var eventIndex: Int
    /// The event's type and code, as kernel names ("EV_ABS ABS_MT_SLOT").
    public var event: String
    /// What was wrong.
    public var kind: Kind

    /// Creates an issue.
    public init(eventIndex: Int, event: String, kind: Kind) {
        self.eventIndex = eventIndex
        self.event = event
        self.kind = kind
    }

    /// "event 12 (EV_ABS ABS_MT_SLOT): slot 14 is out of range …", the kind in words.
    public var description: String { "event \(eventIndex) (\(event)): \(kind)" }
}

extension DeviceStreamIssue.Kind: CustomStringConvertible {
    /// The issue in words, for reports (never a Swift enum case).
    public var description: String {
        switch self {
        case .slotOutOfRange(let slot):
            "slot \(slot) is out of range (slots run from 0 to the device's ABS_MT_SLOT maximum, and at most "
                + "\(MultiTouchSlots.maximumSlotCount) slots are kept); the values sent to it were ignored"
        case .unknownContact(let slot):
            "values changed in slot \(slot) before its contact began (the stream started mid-touch); ignored until its tracking id is known"
        case .duplicateTrackingID(let id, let slot):
            "tracking id \(id) in slot \(slot) is already used by another slot; slot \(slot) was ignored"
        case .unterminatedFrame(let count):
            "\(count) event\(count == 1 ? "" : "s") after the last SYN_REPORT never completed a frame"
        case .eventsDropped:
            "SYN_DROPPED: the kernel dropped events; the state was read again"
        case .resynchronizationFailed(let reason):
            "the state could not be read again after SYN_DROPPED (\(reason)); every contact was cancelled"
        case let .valueClamped(code, value, minimum, maximum):
            "\(EvdevCode.codeName(type: EvdevCode.EV_ABS, code: code)) \(value) is outside \(minimum)...\(maximum); "
                + "clamped to \(min(max(value, minimum), maximum))"
        case let .positionMissing(slot, source):
            "a new tracking id in slot \(slot) came without X or Y in its frame; used \(source.rawValue)"
        case let .contactLostWithoutPosition(slot):
            "the contact in slot \(slot) ended before any position arrived; it was never delivered"
        }
    }
}
