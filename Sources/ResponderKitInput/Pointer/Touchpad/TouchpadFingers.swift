import Foundation
import ResponderKit

/// The contacts on a touchpad, in millimetres, and which of them count as fingers: libinput's touch
/// tracking and palm detection (`evdev-mt-touchpad.c`; docs/input-devices.md, "Touchpads and mice as a
/// pointer"). Every other touchpad machine reads the fingers from here; only this type writes them.
///
/// One contact's life (``State``):
///
/// ```text
///                 land in an edge zone                leaveEdgeZone
///    (absent) ───────────────────────────► inEdgeZone ─────────────► finger
///       │  (edge scrolling on)                  │                      │
///       │                                       │ palm detected        │ palm detected
///       │  land as a palm                       ▼                      │
///       ├─────────────────────────────────────► palm ◄─────────────────┘
///       │  land                                   (ignored until it lifts)
///       └─────────────────────────────────────► finger
///
///    any state ── lifted, or missing from a frame ──► (absent)
/// ```
struct TouchpadFingers: Sendable {
    /// An edge-scrolling zone: the right edge scrolls vertically, the bottom edge horizontally.
    enum Edge: Sendable, Equatable { case right, bottom }

    /// A contact's state, written only by ``update(_:toolFingerCount:edgeScrolling:)``,
    /// ``leaveEdgeZone(_:)`` and ``removeAll()``.
    enum State: Sendable, Equatable {
        /// A finger: it moves the pointer, taps, clicks and joins gestures.
        case finger
        /// A finger that landed in an edge-scrolling zone and has not left it yet.
        case inEdgeZone(Edge)
        /// A palm (or a thumb lying flat): ignored for as long as it touches.
        case palm
    }

    /// One contact.
    struct Contact: Sendable {
        /// Where it landed.
        let start: TouchpadPoint
        /// Where it is.
        fileprivate(set) var position: TouchpadPoint
        /// Where it was in the previous frame; nil in the frame it landed.
        fileprivate(set) var previous: TouchpadPoint?
        /// What it is.
        fileprivate(set) var state: State

        /// Whether it is a palm.
        var isPalm: Bool { state == .palm }
        /// The edge zone it landed in and has not left, if any.
        var edge: Edge? { if case .inEdgeZone(let edge) = state { edge } else { nil } }
    }

    /// The contacts touching the pad, by id.
    private(set) var contacts: [Int: Contact] = [:]
    /// How many fingers touch the pad (palms excluded), counting with the `BTN_TOOL_*` keys the fingers
    /// the device has no slot for.
    private(set) var count = 0
    /// How many contacts were ignored as palms.
    private(set) var palmCount = 0

    private let geometry: TouchpadGeometry
    private let slotCount: Int
    /// The maximum of `ABS_MT_PRESSURE`, when the device has that axis.
    private let pressureAxisMaximum: Int32?

    /// The fingers of `device`, measured with `geometry`.
    init(device: InputDeviceDescription, geometry: TouchpadGeometry) {
        self.geometry = geometry
        slotCount = device.slotCount
        // libinput detects palms by pressure only on devices with ABS_MT_PRESSURE (tp_init_palmdetect_pressure).
        pressureAxisMaximum = device.axes[EvdevCode.ABS_MT_PRESSURE]?.maximum
    }

    // MARK: Transitions

    /// Takes the contacts of `frame`: lands the new ones, moves the others, turns those detected as palms
    /// into palms, and forgets the lifted ones and those the frame no longer holds.
    mutating func update(_ frame: DeviceFrame, toolFingerCount: Int?, edgeScrolling: Bool) {
        for lifted in frame.lifted { contacts[lifted.id] = nil }
        var present = Set<Int>()
        for contact in frame.contacts where !contact.isHovering {
            present.insert(contact.id)
            let position = point(contact)
            if var existing = contacts[contact.id] {
                existing.previous = existing.position
                existing.position = position
                if !existing.isPalm && isPalm(contact) {
                    existing.state = .palm
                    palmCount += 1
                }
                contacts[contact.id] = existing
            } else {
                let state: State
                if isPalm(contact) {
                    state = .palm
                    palmCount += 1
                } else if let edge = edgeZone(of: position, edgeScrolling: edgeScrolling) {
                    state = .inEdgeZone(edge)
                } else {
                    state = .finger
                }
                contacts[contact.id] = Contact(start: position, position: position, previous: nil, state: state)
            }
        }
        for id in contacts.keys where !present.contains(id) { contacts[id] = nil }
        let touching = contacts.values.filter { !$0.isPalm }.count
        if let toolFingerCount, toolFingerCount > slotCount, touching > 0 {
            count = max(touching, toolFingerCount)
        } else {
            count = touching
        }
    }

    /// The finger `id` left its edge zone before scrolling: from now on it is an ordinary finger (libinput).
    mutating func leaveEdgeZone(_ id: Int) {
        guard let contact = contacts[id], contact.edge != nil else { return }
        contacts[id]?.state = .finger
    }

    /// Forgets every contact (the device went away).
    mutating func removeAll() {
        contacts.removeAll()
        count = 0
    }

    // MARK: What the other machines read

    /// The fingers (palms excluded), in the order of their ids.
    var fingers: [Contact] {
        contacts.sorted { $0.key < $1.key }.map(\.value).filter { !$0.isPalm }
    }

    /// The id of the finger with the lowest id, if any.
    var firstFingerID: Int? {
        contacts.keys.sorted().first { contacts[$0]?.isPalm == false }
    }

    /// Each finger's position, by id.
    var fingerPositions: [Int: TouchpadPoint] {
        contacts.filter { !$0.value.isPalm }.mapValues(\.position)
    }

    /// Each finger's distance (mm) from where it landed, by id.
    var fingerDisplacements: [Int: Double] {
        contacts.filter { !$0.value.isPalm }.mapValues { ($0.position - $0.start).length }
    }

    /// Whether a finger landed in the last frame.
    var aFingerLanded: Bool {
        contacts.values.contains { $0.previous == nil && !$0.isPalm }
    }

    /// The mean motion, since the previous frame, of the fingers present in both frames.
    var meanMotion: TouchpadPoint {
        let moving = fingers.compactMap { finger in finger.previous.map { finger.position - $0 } }
        guard !moving.isEmpty else { return .zero }
        let sum = moving.reduce(TouchpadPoint.zero, +)
        return TouchpadPoint(x: sum.x / Double(moving.count), y: sum.y / Double(moving.count))
    }

    /// The edge-scrolling zone `position` lies in: the right ``TouchpadPointer/edgeScrollWidth`` of the
    /// pad, else its bottom one; nil when edge scrolling is off.
    func edgeZone(of position: TouchpadPoint, edgeScrolling: Bool) -> Edge? {
        guard edgeScrolling else { return nil }
        if position.x >= geometry.widthMillimetres - TouchpadPointer.edgeScrollWidth { return .right }
        if position.y >= geometry.heightMillimetres - TouchpadPointer.edgeScrollWidth { return .bottom }
        return nil
    }

    // MARK: Palm detection

    private func point(_ contact: DeviceContact) -> TouchpadPoint {
        let mm = geometry.millimetres(x: contact.x, y: contact.y)
        return TouchpadPoint(x: mm.x, y: mm.y)
    }

    /// libinput's palm detection: the kernel's `MT_TOOL_PALM`, a pressure above the threshold on a device
    /// whose pressure axis reaches it, or a contact too long to be a fingertip.
    private func isPalm(_ contact: DeviceContact) -> Bool {
        if contact.tool == .palm { return true }
        if let pressure = contact.pressure, let maximum = pressureAxisMaximum,
            maximum >= TouchpadPointer.palmPressureThreshold, pressure > TouchpadPointer.palmPressureThreshold
        {
            return true
        }
        if let major = contact.touchMajor, geometry.millimetres(lengthX: major) > TouchpadPointer.palmSizeThreshold {
            return true
        }
        return false
    }
}

extension TouchpadPointer {
    /// The width (mm) of the edge-scrolling zones at the right and bottom edges (libinput: 7 mm).
    public static let edgeScrollWidth = 7.0
    /// The pressure above which a contact is a palm (libinput's default palm pressure threshold, 130), used
    /// when the device has `ABS_MT_PRESSURE` and that axis reaches it.
    public static let palmPressureThreshold: Int32 = 130
    /// The contact length (mm, `ABS_MT_TOUCH_MAJOR`) above which a contact is a palm or a thumb lying flat.
    public static let palmSizeThreshold = 25.0
}
