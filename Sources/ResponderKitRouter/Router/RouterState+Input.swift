import Foundation
import ResponderKit

/// Routing hardware input (behaviour 9, step 2): touch sequences to the application under their first
/// contact, everything without a screen location to the front application.
extension RouterState {
    /// Routes input that is within its source's caps (``handle(_:from:)``).
    mutating func route(_ input: HardwareInput) {
        lastInputTime = max(lastInputTime, input.timestamp)
        switch input {
        case .digitizer(let frame):
            assembly = FrameAssembly(timestamp: frame.timestamp)
            for contact in frame.contacts {
                if contact.state == .hovering {
                    routeHover(contact, at: frame.timestamp)
                } else {
                    routeTouch(contact, at: frame.timestamp)
                }
            }
            finishAssembly()
        case .cancelAllContacts:
            // The input source was lost: the owner of the sequence in progress cancels its touches.
            if case .application(let owner)? = sequence?.destination { enqueue(.input(input), to: owner) }
            sequence = nil
        case .estimatedPropertiesUpdate(let update):
            if let owner = estimationOwners[update.estimationUpdateIndex] ?? lastTouchOwner {
                enqueue(.input(input), to: owner)
            }
        case .key(let key):
            var target = front
            if key.transition == .up, let owner = keyOwners.removeValue(forKey: key.keyCode) { target = owner }
            if key.transition == .down, let target, keyOwners[key.keyCode] == nil { keyOwners[key.keyCode] = target }
            if let target { enqueue(.input(input), to: target) }
        case .accelerometer, .gyroscope, .magnetometer, .proximity, .mediaKey:
            if let front { enqueue(.input(input), to: front) }
        case .pointer, .scroll, .transform:
            // The pointer belongs to the front application, as keys without an owner do (behaviour 12),
            // unless a system swipe holds its device (RouterState+Swipes.swift).
            routePointerDevice(input)
        }
    }

    // MARK: Touches

    // The sequence is mutated in place (`sequence!.…`): a copy of it would copy its contact set for every
    // contact (docs/decisions.md, "Per-source caps on contacts and pointer devices").

    private mutating func routeTouch(_ contact: TouchContact, at time: TimeInterval) {
        let id = contact.id
        // A hovering pointer that touches down or lifts ends its hover where it was.
        let endedHover = hoverOwners.removeValue(forKey: id)
        let isInSequence = sequence?.contacts.contains(id) == true
        if contact.state == .lifted, let endedHover, !isInSequence {
            add(contact, to: endedHover, continues: false)
            return
        }
        var receiver: ApplicationID?
        if sequence != nil, isInSequence || contact.state == .touching {
            if contact.state == .lifted { sequence!.contacts.remove(id) } else { sequence!.contacts.insert(id) }
            if let gesture = sequence!.tracker.update(with: contact, at: time) {
                take(for: gesture, at: time)
            } else if case .application(let owner) = sequence!.destination {
                add(contact, to: owner, continues: isInSequence && contact.state == .touching)
                receiver = owner
            }
            if sequence!.contacts.isEmpty { sequence = nil }
        } else if contact.state == .touching {
            // A new sequence: it belongs to the application under its first contact.
            let owner = application(at: contact.location)
            let tracker = SystemGestureTracker(
                first: contact, at: time, gestures: configuration.systemGestures,
                screen: configuration.screenBounds)
            sequence = Sequence(
                destination: owner.map { .application($0) } ?? .nobody, contacts: [id], tracker: tracker)
            if let owner {
                add(contact, to: owner, continues: false)
                lastTouchOwner = owner
            }
            receiver = owner
        }
        if let endedHover, endedHover != receiver {
            var lifted = contact
            lifted.state = .lifted
            add(lifted, to: endedHover, continues: false)
        }
    }

    private mutating func routeHover(_ contact: TouchContact, at time: TimeInterval) {
        let id = contact.id
        if sequence?.contacts.contains(id) == true {
            // A touching contact starts hovering: it lifts for its sequence, and hovers where it was.
            sequence!.contacts.remove(id)
            _ = sequence!.tracker.update(with: contact, at: time)
            let destination = sequence!.destination
            if sequence!.contacts.isEmpty { sequence = nil }
            if case .application(let owner) = destination {
                add(contact, to: owner, continues: false)
                hoverOwners[id] = owner
                return
            }
        }
        let target = application(at: contact.location)
        let previous = hoverOwners[id]
        if let previous, previous != target {
            var lifted = contact
            lifted.state = .lifted
            add(lifted, to: previous, continues: false)
        }
        hoverOwners[id] = target
        if let target { add(contact, to: target, continues: previous == target) }
    }

    private mutating func add(_ contact: TouchContact, to application: ApplicationID, continues: Bool) {
        assembly?.add(contact, to: application, continues: continues)
        if let index = contact.estimationUpdateIndex { recordEstimation(index, owner: application) }
    }

    private mutating func recordEstimation(_ index: Int, owner: ApplicationID) {
        if estimationOwners.updateValue(owner, forKey: index) == nil { estimationOrder.append(index) }
        if estimationOrder.count > 512 { estimationOwners[estimationOrder.removeFirst()] = nil }
    }

    /// A system gesture takes the current sequence: its owner cancels its touches, the router reports
    /// the gesture, and every application hears of it.
    private mutating func take(for gesture: SystemGesture, at time: TimeInterval) {
        if case .application(let owner)? = sequence?.destination {
            enqueue(.input(.cancelAllContacts(timestamp: time)), to: owner)
        }
        sequence?.destination = .system(gesture.name)
        announce(systemGesture: gesture.name, at: time)
    }

    /// Reports a recognized system gesture (edge swipe or trackpad swipe) to the event handler and to
    /// every application.
    mutating func announce(systemGesture name: String, at time: TimeInterval) {
        events.append(.systemGesture(name: name, timestamp: time))
        for application in focusOrder {
            enqueue(.systemGesture(name: name, timestamp: time), to: application)
        }
    }

    // MARK: Hit-testing windows

    /// The application whose window is under `point` (screen points): the front application when one of
    /// its visible windows holds the point, whatever the level; otherwise every other
    /// application's visible windows together, from the highest level down, ties going to the
    /// application nearer the front, then to its later window.
    func application(at point: CGPoint) -> ApplicationID? {
        guard let front = front else { return nil }
        if applications[front]?.windows.contains(where: { $0.isVisible && $0.contains(point) }) == true { return front }
        var best: (level: CGFloat, rank: Int, index: Int, id: ApplicationID)?
        for (rank, id) in focusOrder.enumerated().dropFirst() {
            for (index, window) in (applications[id]?.windows ?? []).enumerated()
            where window.isVisible && window.contains(point) {
                let candidate = (window.level, rank, index, id)
                if let current = best {
                    let better =
                        candidate.0 != current.level
                        ? candidate.0 > current.level
                        : candidate.1 != current.rank ? candidate.1 < current.rank : candidate.2 > current.index
                    if !better { continue }
                }
                best = candidate
            }
        }
        return best?.id
    }
}
