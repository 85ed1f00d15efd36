import Foundation

/// Carries this application's part of drags between applications (behaviour 16.11): as a source, it reports
/// its drags' moves and ends, learns the remote target's proposal and outcome, and answers load requests
/// from its items' providers; as a target, it shows a remote drag to its drop interactions through a
/// session whose ``UIDropSession/localDragSession`` is nil, and loads item data from the source.
///
/// The router connection's glue (`ApplicationEndpoint` in ResponderKitRouter) creates one per application,
/// hands it the messages from the router (``receive(_:)``) and sends what it produces (``send``). Without a
/// coordinator, drags stay inside the application.
@MainActor
public final class RemoteDragCoordinator {
    /// The application whose drags are carried.
    public unowned let application: UIApplication
    /// Sends a message to the router. Called on the main actor.
    public var send: (RemoteDragMessage) -> Void
    /// How long a target waits for a load's answer. Default ``RemoteDragConstants/loadTimeout``.
    public var loadTimeout: TimeInterval = RemoteDragConstants.loadTimeout
    /// Messages that named no drag this application knows (late, or from a peer that broke the rules):
    /// each is counted here and otherwise ignored.
    public private(set) var ignoredMessages = 0

    /// This application's drags the router was told about, by identifier.
    private var sources: [DragSessionIdentifier: CarriedSource] = [:]
    /// Remote drags over (or dropped on) this application, by source application and identifier.
    private var targets: [RemoteDragKey: RemoteDropSession] = [:]
    private var nextRequest: UInt32 = 1

    /// Creates the coordinator of `application` and installs it: from now on its drags are reported.
    public init(application: UIApplication, send: @escaping (RemoteDragMessage) -> Void) {
        self.application = application
        self.send = send
        application.dragAndDropState.remoteCoordinator = self
    }

    /// Stops carrying drags: drags from other applications end here as if their source went away, and
    /// this application's drags waiting for a remote outcome end with `.cancel` (the router went away).
    public func disconnect() {
        for key in targets.keys.sorted(by: { ($0.source, $0.session.rawValue) < ($1.source, $1.session.rawValue) }) {
            targets.removeValue(forKey: key)?.sourceWentAway()
        }
        for identifier in sources.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let entry = sources[identifier] else { continue }
            if entry.deferred {
                entry.refusal = .routerWentAway(session: identifier)
                receive(.outcome(peer: entry.peer ?? 0, identifier, operation: .cancel, transferFinished: true))
            } else {
                entry.proposal = .cancel
            }
        }
    }

    /// Handles a message from the router.
    public func receive(_ message: RemoteDragMessage) {
        switch message {
        case .proposal(let peer, let identifier, let operation):
            guard let entry = sources[identifier] else { return ignore() }
            entry.peer = peer
            entry.proposal = operation
        case .outcome(let peer, let identifier, let operation, let finished):
            guard let entry = sources[identifier] else { return ignore() }
            if entry.refusal == nil, !operation.performsDrop, peer != 0 {
                // A target that does not take a drop answers .forbidden; .cancel is the router answering for
                // a target that went away (docs/ipc-protocol.md, section 9). Peer 0: no application was there.
                entry.refusal =
                    operation == .forbidden
                    ? .refusedByApplication(session: identifier, application: peer)
                    : .applicationWentAway(session: identifier, application: peer)
            }
            finish(entry, operation: operation, transferFinished: finished)
        case .loadRequest(let peer, let identifier, let request, let item, let type):
            answer(peer: peer, identifier, request: request, item: item, typeIdentifier: type)
        case .over(let source, let snapshot):
            guard !snapshot.isRestrictedToDraggingApplication else { return ignore() }
            let key = RemoteDragKey(source: source, session: snapshot.identifier)
            let session =
                targets[key]
                ?? {
                    let made = RemoteDropSession(source: source, snapshot: snapshot, coordinator: self)
                    targets[key] = made
                    return made
                }()
            session.update(snapshot)
        case .exited(let source, let identifier):
            guard let session = targets[RemoteDragKey(source: source, session: identifier)] else { return ignore() }
            session.exit()
        case .ended(let source, let identifier):
            guard let session = targets.removeValue(forKey: RemoteDragKey(source: source, session: identifier)) else {
                return ignore()
            }
            session.sourceWentAway()
        case .drop(let source, let identifier):
            guard let session = targets[RemoteDragKey(source: source, session: identifier)] else {
                // The router drops only on a target it showed the drag to; answer so the source never waits.
                ignore()
                return send(.outcome(peer: source, identifier, operation: .cancel, transferFinished: true))
            }
            session.performDrop()
        case .loadResponse(let source, let identifier, let request, let result):
            guard let session = targets[RemoteDragKey(source: source, session: identifier)],
                session.complete(request: request, with: result)
            else { return ignore() }
        case .sourceMoved, .sourceEnded:
            ignore()  // router-bound messages
        }
    }

    // MARK: Source side (hooks called by DragAndDropState.swift)

    /// The drag moved: the router decides whether it is over another application.
    func sourceMoved(_ session: DragSession) {
        guard session.hasBegun, !session.hasEnded else { return }
        if sources[session.identifier] == nil { sources[session.identifier] = CarriedSource(session: session) }
        // Representations visible to this process only are not carried (`.ownProcess`).
        var snapshot = session.snapshot
        snapshot.itemTypeIdentifiers = session.items.map(\.itemProvider.typeIdentifiersVisibleToOtherProcesses)
        send(.sourceMoved(snapshot))
    }

    /// Whether `endDrag` waits: the drag lifted outside this application's windows (so over another
    /// application's, or over none) and may be offered to others. The router then has the application under
    /// it decide with its latest proposal, and answers with the outcome (`.cancel` at once when no
    /// application is there). Otherwise the router hears that the drag ended here.
    func defersEnd(of session: DragSession, dropping: Bool) -> Bool {
        guard let entry = sources[session.identifier], entry.forced == nil else { return false }
        if dropping, session.target == nil, !session.isRestrictedToDraggingApplication,
            !isOverOwnWindow(session.snapshot.screenLocation)
        {
            entry.deferred = true
            send(.sourceEnded(session.identifier, dropped: true))
            return true
        }
        sources[session.identifier] = nil
        send(.sourceEnded(session.identifier, dropped: false))
        return false
    }

    /// Whether `screenPoint` is inside one of the application's visible windows.
    private func isOverOwnWindow(_ screenPoint: CGPoint) -> Bool {
        application.windows.contains { !$0.isHidden && $0.frame.contains(screenPoint) }
    }

    /// The operation a remote target decided for `session`, once its outcome arrived.
    func remoteOperation(for session: DragSession) -> UIDropOperation? {
        sources[session.identifier]?.forced
    }

    /// Why another application did not take `session` (what the source's log says), once its outcome
    /// arrived; nil when no other application answered (then no drop target was under the drag).
    func remoteRefusal(for session: DragSession) -> DragAndDropEvent? {
        sources[session.identifier]?.refusal
    }

    private func finish(_ entry: CarriedSource, operation: UIDropOperation, transferFinished: Bool) {
        let session = entry.session
        if entry.deferred, entry.forced == nil, !session.hasEnded {
            // A move to another application is a copy: moves stay within the application (behaviour 16.11).
            let forced: UIDropOperation = operation == .move ? .copy : operation.performsDrop ? operation : .cancel
            entry.forced = forced
            if forced.performsDrop {
                session.pendingTransfers += 1
                entry.holdsTransfer = true
            }
            application.endDrag(session, dropping: true)
        }
        guard transferFinished else { return }
        sources[session.identifier] = nil
        guard entry.holdsTransfer else { return }
        entry.holdsTransfer = false
        session.pendingTransfers -= 1
        // A target that went away (`.cancel`) transferred nothing: no `sessionDidTransferItems`.
        if operation.performsDrop { session.source?.transferMayHaveFinished(session) }
    }

    private func answer(
        peer: UInt32, _ identifier: DragSessionIdentifier, request: UInt32, item: Int, typeIdentifier: String
    ) {
        guard let entry = sources[identifier], entry.session.items.indices.contains(item) else {
            ignore()
            return send(
                .loadResponse(
                    peer: peer, identifier, request: request,
                    result: .failure(.sourceUnavailable(reason: "no item \(item) in \(identifier)"))))
        }
        let provider = entry.session.items[item].itemProvider
        guard provider.typeIdentifiersVisibleToOtherProcesses.contains(typeIdentifier) else {
            // Only a type the snapshot carried may be asked for; `.ownProcess` ones never were.
            return send(.loadResponse(peer: peer, identifier, request: request, result: .failure(.noRepresentation)))
        }
        provider.loadDataRepresentation(forTypeIdentifier: typeIdentifier) { [weak self] data, error in
            let result: RemoteItemLoadResult
            if let data {
                result =
                    data.count > RemoteDragConstants.maximumItemDataBytes
                    ? .failure(.tooLarge(byteCount: data.count)) : .data(Array(data))
            } else if case .noRepresentation? = error as? ItemProviderError {
                result = .failure(.noRepresentation)
            } else {
                result = .failure(.loadFailed(reason: error.map { "\($0)" } ?? "no data"))
            }
            self?.send(.loadResponse(peer: peer, identifier, request: request, result: result))
        }
    }

    // MARK: Target side

    /// A new number for a load request.
    func makeRequestNumber() -> UInt32 {
        defer { nextRequest &+= 1 }
        return nextRequest
    }

    /// A dropped session's loads all finished: forget it.
    func forget(_ session: RemoteDropSession) {
        let key = RemoteDragKey(source: session.source, session: session.identifier)
        if targets[key] === session { targets[key] = nil }
    }

    private func ignore() { ignoredMessages += 1 }
}

/// A drag of this application that the router was told about.
@MainActor
private final class CarriedSource {
    let session: DragSession
    /// The remote target's last proposal (`.cancel`: none).
    var proposal: UIDropOperation = .cancel
    /// The application of the remote target.
    var peer: UInt32?
    /// Whether the drag lifted over the remote target and waits for its outcome.
    var deferred = false
    /// The operation the remote target decided.
    var forced: UIDropOperation?
    /// Whether a transfer is held open until the target's loads finish.
    var holdsTransfer = false
    /// Why the remote side did not take the drop, for the log.
    var refusal: DragAndDropEvent?

    init(session: DragSession) { self.session = session }
}

/// A remote drag's identity: its source application and its identifier there.
struct RemoteDragKey: Hashable {
    let source: UInt32
    let session: DragSessionIdentifier
}

extension UIApplication {
    /// The coordinator carrying this application's drags to and from other applications, if any
    /// (behaviour 16.11).
    public var remoteDragCoordinator: RemoteDragCoordinator? { dragAndDropState.remoteCoordinator }
}
