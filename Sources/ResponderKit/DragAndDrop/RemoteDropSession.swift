import Foundation

/// A drag from another application as this application's drop interactions see it (behaviour 16.11): the
/// items of the source's snapshot, each with a proxy provider whose representations load from the source
/// through the router; ``localDragSession`` is nil. It follows the same rules as a local drag's target
/// (behaviour 16.4): the innermost enabled drop interaction under the drag whose delegate can handle it
/// hears enter, update and exit; a drop performs, concludes, and every interaction that saw the session
/// hears `sessionDidEnd`.
@MainActor
final class RemoteDropSession: UIDropSession {
    /// The source application.
    let source: UInt32
    let identifier: DragSessionIdentifier
    private(set) var snapshot: DragSessionSnapshot
    private unowned let coordinator: RemoteDragCoordinator
    private(set) var items: [UIDragItem] = []

    private weak var target: UIDropInteraction?
    private var proposal: UIDropOperation = .cancel
    private var seenTargets: [WeakDropInteraction] = []
    private var handling: [ObjectIdentifier: Bool] = [:]
    private var hasEnded = false
    private var dropOperation: UIDropOperation?
    private var pending: [UInt32: PendingLoad] = [:]

    private struct PendingLoad {
        let typeIdentifier: String
        let completion: @MainActor (Data?, (any Error)?) -> Void
        let timer: ApplicationTimer
    }

    init(source: UInt32, snapshot: DragSessionSnapshot, coordinator: RemoteDragCoordinator) {
        self.source = source
        identifier = snapshot.identifier
        self.snapshot = snapshot
        self.coordinator = coordinator
        for (index, types) in snapshot.itemTypeIdentifiers.enumerated() {
            let provider = ResponderItemProvider()
            provider.application = coordinator.application
            for type in types {
                provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) {
                    [weak self] completion in
                    guard let self else {
                        completion(nil, ItemProviderError.sourceUnavailable(typeIdentifier: type, reason: "drag ended"))
                        return nil
                    }
                    return self.requestLoad(item: index, typeIdentifier: type, completion: completion)
                }
            }
            items.append(UIDragItem(itemProvider: provider))
        }
    }

    // MARK: UIDropSession

    func location(in view: UIView) -> CGPoint {
        guard let window = view.window ?? (view as? UIWindow) else { return snapshot.screenLocation }
        return view.convert(window.convert(snapshot.screenLocation, from: nil), from: window)
    }
    /// False: a move is allowed only within the source application; data shared with another application is
    /// copied (Apple's `UIDropOperation.move`). The source's own answer travels in the snapshot.
    var allowsMoveOperation: Bool { false }
    var isRestrictedToDraggingApplication: Bool { snapshot.isRestrictedToDraggingApplication }
    var localDragSession: (any UIDragSession)? { nil }

    func loadObjects(
        ofClass aClass: any ResponderItemProviderReading.Type,
        completion: @escaping @MainActor ([any ResponderItemProviderReading]) -> Void
    ) -> Progress {
        let loadable = items.filter { $0.itemProvider.canLoadObject(ofClass: aClass) }
        let progress = Progress(totalUnitCount: Int64(loadable.count))
        var objects = [(any ResponderItemProviderReading)?](repeating: nil, count: loadable.count)
        var remaining = loadable.count
        guard !loadable.isEmpty else {
            let application = coordinator.application
            _ = application.scheduleTimer(at: application.clock.now) { completion([]) }
            return progress
        }
        for (index, item) in loadable.enumerated() {
            item.itemProvider.loadObject(ofClass: aClass) { object, _ in
                objects[index] = object
                remaining -= 1
                progress.completedUnitCount += 1
                if remaining == 0 { completion(objects.compactMap { $0 }) }
            }
        }
        return progress
    }

    // MARK: Moving over this application

    /// The drag entered or moved over this application: finds the drop interaction under it and tells the
    /// source its proposal when it changed.
    func update(_ snapshot: DragSessionSnapshot) {
        guard !hasEnded else { return }
        self.snapshot = snapshot
        let found = dropInteraction(at: snapshot.screenLocation)
        if let previous = target, previous !== found { exit() }
        var operation = UIDropOperation.cancel
        if let found {
            if target !== found {
                target = found
                if !seenTargets.contains(where: { $0.interaction === found }) {
                    seenTargets.append(WeakDropInteraction(interaction: found))
                }
                found.delegate?.dropInteraction(found, sessionDidEnter: self)
            }
            operation = found.delegate?.dropInteraction(found, sessionDidUpdate: self).operation ?? .cancel
            if operation != proposal, let view = found.view {
                log(.proposed(session: identifier, view: DispatchLog.name(of: view), operation: operation), in: view)
            }
        }
        report(operation)
    }

    /// The drag left this application's windows (or the interaction under it).
    func exit() {
        guard let previous = target else { return report(.cancel) }
        target = nil
        previous.delegate?.dropInteraction(previous, sessionDidExit: self)
        report(.cancel)
    }

    /// The drag ended elsewhere, or its source went away: exit, then `sessionDidEnd` to every interaction
    /// that saw it; loads still waiting fail.
    func sourceWentAway() {
        guard !hasEnded else { return failPendingLoads(reason: "the source application went away") }
        if let previous = target {
            target = nil
            previous.delegate?.dropInteraction(previous, sessionDidExit: self)
        }
        end()
        failPendingLoads(reason: "the source application went away")
    }

    /// The drag lifted over this application: performed when the target's proposal was copy or move
    /// (behaviour 16.4), then the source learns the operation.
    func performDrop() {
        guard !hasEnded else { return }
        let operation = target != nil && proposal.performsDrop ? proposal : .cancel
        dropOperation = operation
        // The target's log says what happened here, as for a local drag (behaviour 16.7, 16.11).
        if let view = target?.view {
            let name = DispatchLog.name(of: view)
            log(
                operation.performsDrop
                    ? .dropped(session: identifier, view: name, operation: operation)
                    : .refused(session: identifier, view: name, operation: proposal), in: view)
        } else {
            log(.noDropTarget(session: identifier), in: nil)
        }
        if operation.performsDrop, let target {
            target.delegate?.dropInteraction(target, performDrop: self)
            if let view = target.view {
                for item in items {
                    _ = target.delegate?.dropInteraction(
                        target, previewForDropping: item, withDefault: UITargetedDragPreview(view: view))
                }
            }
            target.delegate?.dropInteraction(target, concludeDrop: self)
        } else if let target {
            target.delegate?.dropInteraction(target, sessionDidExit: self)
        }
        target = nil
        end()
        // A drop not taken is answered .forbidden: .cancel is what the router answers for a target that went
        // away, so the source's log can tell the two apart (docs/ipc-protocol.md, section 9).
        coordinator.send(
            .outcome(
                peer: source, identifier, operation: operation.performsDrop ? operation : .forbidden,
                transferFinished: pending.isEmpty))
        if pending.isEmpty { coordinator.forget(self) }
    }

    private func end() {
        hasEnded = true
        for seen in seenTargets {
            guard let interaction = seen.interaction else { continue }
            interaction.delegate?.dropInteraction(interaction, sessionDidEnd: self)
        }
    }

    /// Records `event` in the explanation log of `view`'s window, or of the window under the drag.
    private func log(_ event: DragAndDropEvent, in view: UIView?) {
        coordinator.application.dragAndDropState.log(event, in: view?.window ?? window(at: snapshot.screenLocation))
    }

    private func report(_ operation: UIDropOperation) {
        guard operation != proposal else { return }
        proposal = operation
        coordinator.send(.proposal(peer: source, identifier, operation))
    }

    /// The innermost enabled drop interaction under `screenPoint` whose delegate can handle the session
    /// (asked once per interaction), in the front-most of the application's visible windows holding it.
    private func dropInteraction(at screenPoint: CGPoint) -> UIDropInteraction? {
        guard let window = window(at: screenPoint) else { return nil }
        let hit = window.hitTest(window.convert(screenPoint, from: nil), with: nil)
        // The same search as a local drag's (`UIApplication.updateDrag`); spring loading is not carried.
        var handling = self.handling
        let found = coordinator.application.dropInteractions(under: hit, for: self, handling: &handling).drop
        self.handling = handling
        return found
    }

    /// The front-most of the application's visible windows holding `screenPoint`.
    private func window(at screenPoint: CGPoint) -> UIWindow? {
        coordinator.application.windows.reversed().first { !$0.isHidden && $0.frame.contains(screenPoint) }
    }

    // MARK: Loading from the source

    private func requestLoad(
        item: Int, typeIdentifier: String, completion: @escaping @MainActor (Data?, (any Error)?) -> Void
    ) -> Progress? {
        let request = coordinator.makeRequestNumber()
        let application = coordinator.application
        let timeout = coordinator.loadTimeout
        let timer = application.scheduleTimer(at: application.clock.now + timeout) { [weak self] in
            self?.fail(request, ItemProviderError.timedOut(typeIdentifier: typeIdentifier, after: timeout))
        }
        pending[request] = PendingLoad(typeIdentifier: typeIdentifier, completion: completion, timer: timer)
        coordinator.send(
            .loadRequest(peer: source, identifier, request: request, item: item, typeIdentifier: typeIdentifier))
        return nil
    }

    /// Delivers the source's answer to load `request`; false when no such load waits (it timed out).
    func complete(request: UInt32, with result: RemoteItemLoadResult) -> Bool {
        guard let load = pending[request] else { return false }
        switch result {
        case .data(let bytes):
            guard bytes.count <= RemoteDragConstants.maximumItemDataBytes else {
                fail(
                    request,
                    ItemProviderError.tooLarge(
                        typeIdentifier: load.typeIdentifier, byteCount: bytes.count,
                        maximum: RemoteDragConstants.maximumItemDataBytes))
                return true
            }
            settle(request) { $0.completion(Data(bytes), nil) }
        case .failure(let failure):
            let type = load.typeIdentifier
            let error: ItemProviderError
            switch failure {
            case .noRepresentation: error = .noRepresentation(typeIdentifier: type)
            case .tooLarge(let count):
                error = .tooLarge(
                    typeIdentifier: type, byteCount: count, maximum: RemoteDragConstants.maximumItemDataBytes)
            case .loadFailed(let reason), .sourceUnavailable(let reason):
                error = .sourceUnavailable(typeIdentifier: type, reason: reason)
            }
            fail(request, error)
        }
        return true
    }

    private func fail(_ request: UInt32, _ error: ItemProviderError) {
        settle(request) { $0.completion(nil, error) }
    }

    private func settle(_ request: UInt32, _ body: (PendingLoad) -> Void) {
        guard let load = pending.removeValue(forKey: request) else { return }
        load.timer.invalidate()
        body(load)
        guard pending.isEmpty, let operation = dropOperation else { return }
        // The last load of a performed drop: the source's transfer finished.
        coordinator.send(.outcome(peer: source, identifier, operation: operation, transferFinished: true))
        coordinator.forget(self)
    }

    private func failPendingLoads(reason: String) {
        for request in pending.keys.sorted() {
            guard let type = pending[request]?.typeIdentifier else { continue }
            fail(request, .sourceUnavailable(typeIdentifier: type, reason: reason))
        }
    }
}
