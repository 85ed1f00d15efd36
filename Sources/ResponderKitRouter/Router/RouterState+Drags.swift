import Foundation
import ResponderKit

/// A drag the router carries between applications (behaviour 16.11): keyed by its source application and
/// its identifier there.
struct CarriedDragKey: Hashable, Comparable {
    let source: ApplicationID
    let session: DragSessionIdentifier

    static func < (lhs: CarriedDragKey, rhs: CarriedDragKey) -> Bool {
        (lhs.source.rawValue, lhs.session.rawValue) < (rhs.source.rawValue, rhs.session.rawValue)
    }
}

/// What the router knows of a carried drag.
struct CarriedDrag {
    var snapshot: DragSessionSnapshot
    /// The application under the drag other than the source (nil: none, or the drag is restricted).
    var target: ApplicationID?
    /// The target's last proposal.
    var proposal: UIDropOperation = .cancel
    /// Every application the drag was offered to, in order.
    var seen: [ApplicationID] = []
    /// The application the drag was dropped on, which now loads its items.
    var droppedOn: ApplicationID?
    /// Load requests forwarded to the source and not answered yet.
    var requests: Set<UInt32> = []
}

/// Carrying drags between applications (docs/ipc-protocol.md, section 9): the source reports its drag's
/// moves; the router offers it to the application under it (never a restricted one), forwards proposals,
/// the drop, loads and the outcome, and answers for an application that went away, so that no side waits.
extension RouterState {
    mutating func handle(_ message: RemoteDragMessage, from application: ApplicationID) {
        switch message {
        case .sourceMoved(let snapshot):
            sourceMoved(snapshot, from: application)
        case .sourceEnded(let session, let dropped):
            sourceEnded(CarriedDragKey(source: application, session: session), dropped: dropped)
        case .proposal(let peer, let session, let operation):
            let key = CarriedDragKey(source: ApplicationID(rawValue: peer), session: session)
            guard var drag = drags[key], drag.target == application, drag.droppedOn == nil else { return refuseDrag() }
            drag.proposal = operation
            drags[key] = drag
            enqueue(.drag(.proposal(peer: application.rawValue, session, operation)), to: key.source)
        case .outcome(let peer, let session, let operation, let finished):
            let key = CarriedDragKey(source: ApplicationID(rawValue: peer), session: session)
            guard let drag = drags[key], drag.droppedOn == application else { return refuseDrag() }
            if finished { drags[key] = nil }
            enqueue(
                .drag(.outcome(peer: application.rawValue, session, operation: operation, transferFinished: finished)),
                to: key.source)
        case .loadRequest(let peer, let session, let request, let item, let type):
            let key = CarriedDragKey(source: ApplicationID(rawValue: peer), session: session)
            guard var drag = drags[key], drag.droppedOn == application,
                drag.requests.count < ProtocolLimits.maximumPendingDragLoads
            else {
                refuseDrag()
                return enqueue(
                    .drag(
                        .loadResponse(
                            peer: peer, session, request: request,
                            result: .failure(.sourceUnavailable(reason: "no drop of \(session) from app \(peer) here")))
                    ),
                    to: application)
            }
            drag.requests.insert(request)
            drags[key] = drag
            enqueue(
                .drag(
                    .loadRequest(
                        peer: application.rawValue, session, request: request, item: item, typeIdentifier: type)),
                to: key.source)
        case .loadResponse(let peer, let session, let request, let result):
            let key = CarriedDragKey(source: application, session: session)
            let target = ApplicationID(rawValue: peer)
            guard var drag = drags[key], drag.droppedOn == target, drag.requests.remove(request) != nil else {
                return refuseDrag()
            }
            drags[key] = drag
            enqueue(
                .drag(.loadResponse(peer: application.rawValue, session, request: request, result: result)), to: target)
        case .over, .exited, .ended, .drop:
            refuseDrag()  // the router sends these; an application does not
        }
    }

    private mutating func sourceMoved(_ snapshot: DragSessionSnapshot, from source: ApplicationID) {
        let key = CarriedDragKey(source: source, session: snapshot.identifier)
        if drags[key] == nil {
            guard drags.keys.filter({ $0.source == source }).count < ProtocolLimits.maximumCarriedDragsPerApplication
            else { return refuseDrag() }
            drags[key] = CarriedDrag(snapshot: snapshot)
        }
        guard var drag = drags[key], drag.droppedOn == nil else { return refuseDrag() }
        drag.snapshot = snapshot
        // A restricted drag is never offered to another application (behaviour 16.11).
        var target = snapshot.isRestrictedToDraggingApplication ? nil : application(at: snapshot.screenLocation)
        if target == source { target = nil }
        if let previous = drag.target, previous != target {
            enqueue(.drag(.exited(source: source.rawValue, snapshot.identifier)), to: previous)
            if drag.proposal != .cancel {
                drag.proposal = .cancel
                enqueue(.drag(.proposal(peer: previous.rawValue, snapshot.identifier, .cancel)), to: source)
            }
        }
        drag.target = target
        if let target {
            if !drag.seen.contains(target) { drag.seen.append(target) }
            enqueue(.drag(.over(source: source.rawValue, snapshot)), to: target)
        }
        drags[key] = drag
    }

    private mutating func sourceEnded(_ key: CarriedDragKey, dropped: Bool) {
        guard var drag = drags[key], drag.droppedOn == nil else { return refuseDrag() }
        // The target decides with its latest proposal: it has every `over` sent before this drop, while a
        // proposal it sent may still be on its way here.
        if dropped, let target = drag.target {
            drag.droppedOn = target
            drags[key] = drag
            enqueue(.drag(.drop(source: key.source.rawValue, key.session)), to: target)
            for other in drag.seen where other != target {
                enqueue(.drag(.ended(source: key.source.rawValue, key.session)), to: other)
            }
            return
        }
        drags[key] = nil
        for other in drag.seen { enqueue(.drag(.ended(source: key.source.rawValue, key.session)), to: other) }
        if dropped {
            // The source lifted outside its windows over no other application: it must not wait.
            enqueue(
                .drag(
                    .outcome(peer: drag.target?.rawValue ?? 0, key.session, operation: .cancel, transferFinished: true)),
                to: key.source)
        }
    }

    /// Application `gone` went away: its drags end for every application they were offered to (loads
    /// waiting for it fail), and a drag dropped on it ends with `.cancel` for its source.
    mutating func forgetDrags(of gone: ApplicationID) {
        guard !drags.isEmpty else { return }
        for key in drags.keys.sorted() {
            guard var drag = drags[key] else { continue }
            if key.source == gone {
                drags[key] = nil
                if let target = drag.droppedOn {
                    for request in drag.requests.sorted() {
                        enqueue(
                            .drag(
                                .loadResponse(
                                    peer: gone.rawValue, key.session, request: request,
                                    result: .failure(.sourceUnavailable(reason: "the source application went away")))),
                            to: target)
                    }
                } else {
                    for other in drag.seen { enqueue(.drag(.ended(source: gone.rawValue, key.session)), to: other) }
                }
            } else if drag.droppedOn == gone {
                drags[key] = nil
                enqueue(
                    .drag(.outcome(peer: gone.rawValue, key.session, operation: .cancel, transferFinished: true)),
                    to: key.source)
            } else {
                if drag.target == gone {
                    drag.target = nil
                    if drag.proposal != .cancel {
                        drag.proposal = .cancel
                        enqueue(.drag(.proposal(peer: gone.rawValue, key.session, .cancel)), to: key.source)
                    }
                }
                drag.seen.removeAll { $0 == gone }
                drags[key] = drag
            }
        }
    }

    private mutating func refuseDrag() { refusedDragMessages += 1 }
}
