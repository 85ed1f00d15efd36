import Foundation
import ResponderKit

/// Where input comes from: a peer connection that said hello as an input source, or the router's own
/// input (``SystemRouter/handle(_:)-(HardwareInput)``: `responder router`'s devices and recordings).
enum InputSourceKey: Equatable {
    case router
    case connection(Int)
}

/// What the router keeps of one input source, each part capped like a digitizer's slots
/// (docs/decisions.md, "Per-source caps on contacts and pointer devices"): the contacts it has down or
/// hovering, and the pointer devices it has something in progress on. Every operation costs the same
/// whatever the number of contacts or devices.
struct InputSourceRecord {
    /// Input and system swipe messages received.
    var inputCount = 0
    /// The contacts it has down (touching or hovering), by id, as last reported: they are cancelled if it
    /// goes away before lifting them. At most ``RouterConfiguration/maximumContactsPerSource``.
    private(set) var contactsDown: [Int: TouchContact] = [:]
    /// The pointer devices it sent input for that the router has state for (a click, scroll, transform or
    /// system swipe in progress): their swipes end if it goes away. At most
    /// ``RouterConfiguration/maximumPointerDevicesPerSource``.
    private(set) var pointerDevices: Set<Int> = []
    /// Contacts and pointer inputs refused past the caps, and the counts last reported in a
    /// ``RouterEvent/inputRefused(_:reason:refused:)`` (reported at 1, 2, 4, 8... and at departure).
    private(set) var refusedContacts = 0
    private(set) var refusedPointerInputs = 0
    private(set) var reportedContacts = 0
    private(set) var reportedPointerInputs = 0

    /// Keeps the contacts of `frame` that fit within `maximum` contacts down or hovering: lifts and
    /// contacts already down always pass, a contact with a new id only while there is room. Returns the
    /// frame to route (the same frame, allocating nothing, when every contact passes; nil when none
    /// does) and how many contacts were refused.
    mutating func admit(_ frame: DigitizerFrame, maximum: Int) -> (frame: DigitizerFrame?, refused: Int) {
        var kept: [TouchContact]?
        for (index, contact) in frame.contacts.enumerated() {
            if contact.state == .lifted {
                contactsDown.removeValue(forKey: contact.id)
            } else if contactsDown[contact.id] != nil || contactsDown.count < maximum {
                contactsDown[contact.id] = contact
            } else {
                if kept == nil { kept = Array(frame.contacts[..<index]) }
                continue
            }
            kept?.append(contact)
        }
        guard let kept else { return (frame, 0) }
        let refused = frame.contacts.count - kept.count
        refusedContacts += refused
        return (kept.isEmpty ? nil : DigitizerFrame(timestamp: frame.timestamp, contacts: kept), refused)
    }

    /// Forgets every contact (the source cancelled them all).
    mutating func liftAllContacts() {
        contactsDown.removeAll(keepingCapacity: true)
    }

    /// Whether input from pointer device `id` may pass: a device already in use, or one more within
    /// `maximum`. A refusal is counted.
    mutating func admitPointerDevice(_ id: Int, maximum: Int) -> Bool {
        if pointerDevices.contains(id) || pointerDevices.count < maximum { return true }
        refusedPointerInputs += 1
        return false
    }

    /// Records whether the router still has state for pointer device `id` after routing its input.
    mutating func notePointerDevice(_ id: Int, inUse: Bool) {
        if inUse { pointerDevices.insert(id) } else { pointerDevices.remove(id) }
    }

    /// The ``RouterEvent/inputRefused(_:reason:refused:)`` events due for this source, naming `peer`: a
    /// kind of refusal is reported once its count reached twice the last report (1, 2, 4, 8...), or with
    /// `final` (the source is leaving) whenever it grew since, so a flood logs a handful of lines.
    mutating func refusalEvents(
        peer: PeerIdentity?, configuration: RouterConfiguration, final: Bool
    ) -> [RouterEvent] {
        func due(_ count: Int, _ reported: inout Int) -> Int? {
            guard count > reported, final || count >= 2 * reported else { return nil }
            reported = count
            return count
        }
        var events: [RouterEvent] = []
        if let count = due(refusedContacts, &reportedContacts) {
            let reason =
                "new contacts past the cap of \(configuration.maximumContactsPerSource) contacts down or "
                + "hovering per input source"
            events.append(.inputRefused(peer, reason: reason, refused: count))
        }
        if let count = due(refusedPointerInputs, &reportedPointerInputs) {
            let reason =
                "input from pointer devices past the cap of \(configuration.maximumPointerDevicesPerSource) "
                + "devices in use per input source"
            events.append(.inputRefused(peer, reason: reason, refused: count))
        }
        return events
    }
}

/// Input from a source, within its caps (docs/ipc-protocol.md, section 13, "Limits").
extension RouterState {
    /// Routes `input` from `source` (``route(_:)``), after keeping only what fits in its caps.
    mutating func handle(_ input: HardwareInput, from source: InputSourceKey) {
        guard withSource(source, { $0.inputCount += 1 }) != nil else { return }
        switch input {
        case .digitizer(let frame):
            let maximum = configuration.maximumContactsPerSource
            guard let (admitted, refused) = withSource(source, { $0.admit(frame, maximum: maximum) }) else { return }
            if refused > 0 {
                refusedContacts += refused
                reportRefusals(of: source)
            }
            if refused == 0 {
                route(input)
            } else if let admitted {
                route(.digitizer(admitted))
            }
        case .cancelAllContacts:
            withSource(source) { $0.liftAllContacts() }
            route(input)
        case .pointer(let pointer):
            routePointerInput(input, device: pointer.deviceID, from: source)
        case .scroll(let scroll):
            routePointerInput(input, device: scroll.deviceID, from: source)
        case .transform(let transform):
            routePointerInput(input, device: transform.deviceID, from: source)
        default:
            route(input)
        }
    }

    /// Handles a system swipe step from `source`, within its cap of pointer devices.
    mutating func handle(_ swipe: SystemSwipeInput, from source: InputSourceKey) {
        guard withSource(source, { $0.inputCount += 1 }) != nil, admitPointerDevice(swipe.deviceID, from: source)
        else { return }
        route(swipe)
        notePointerDevice(swipe.deviceID, of: source)
    }

    private mutating func routePointerInput(_ input: HardwareInput, device: Int, from source: InputSourceKey) {
        guard admitPointerDevice(device, from: source) else { return }
        route(input)
        notePointerDevice(device, of: source)
    }

    /// Whether input from pointer device `id` fits in `source`'s cap; a refusal is counted and reported.
    private mutating func admitPointerDevice(_ id: Int, from source: InputSourceKey) -> Bool {
        let maximum = configuration.maximumPointerDevicesPerSource
        guard let admitted = withSource(source, { $0.admitPointerDevice(id, maximum: maximum) }) else { return false }
        if admitted { return true }
        refusedPointerInputs += 1
        reportRefusals(of: source)
        return false
    }

    /// Records in `source`'s record whether the router still has state for pointer device `id`.
    private mutating func notePointerDevice(_ id: Int, of source: InputSourceKey) {
        let inUse = pointerDevices[id] != nil
        withSource(source) { $0.notePointerDevice(id, inUse: inUse) }
    }

    /// Runs `body` on `source`'s record in place (a copy would copy its contacts for every message); nil
    /// when the connection is gone or is not an input source.
    @discardableResult
    private mutating func withSource<Result>(
        _ source: InputSourceKey, _ body: (inout InputSourceRecord) -> Result
    ) -> Result? {
        switch source {
        case .router:
            return body(&ownInput)
        case .connection(let number):
            guard inputSources[number] != nil else { return nil }
            return body(&inputSources[number]!)
        }
    }

    /// Reports `source`'s refusals that are due (``InputSourceRecord/refusalEvents(peer:configuration:final:)``).
    private mutating func reportRefusals(of source: InputSourceKey) {
        let configuration = configuration
        var peer: PeerIdentity?
        if case .connection(let number) = source { peer = connections[number]?.peer }
        let due = withSource(source) { $0.refusalEvents(peer: peer, configuration: configuration, final: false) }
        events.append(contentsOf: due ?? [])
    }
}
