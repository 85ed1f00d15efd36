import Foundation

/// The application's drags in progress and the rules that move them over drop targets (behaviour 16.3–16.5).
/// One place decides what a drag sees: ``UIApplication/updateDrag(_:)`` (targets, proposals, spring
/// loading) and ``UIApplication/endDrag(_:dropping:)`` (the drop and every end callback, in order).
@MainActor
final class DragAndDropState {
    /// Drags lifted and not yet ended, oldest first.
    var sessions: [DragSession] = []
    private var nextIdentifier: UInt64 = 1
    /// Carries drags to and from other applications, when the application is connected to a router
    /// (RemoteDragCoordinator.swift, behaviour 16.11).
    var remoteCoordinator: RemoteDragCoordinator?

    func makeIdentifier() -> DragSessionIdentifier {
        defer { nextIdentifier += 1 }
        return DragSessionIdentifier(rawValue: nextIdentifier)
    }

    func log(_ event: DragAndDropEvent, in window: UIWindow?) {
        window?.log(.dragAndDrop(event))
    }
}

extension UIApplication {
    /// The drags in progress in this application, as they can be carried to another process (behaviour 16.6).
    public var activeDragSessions: [DragSessionSnapshot] {
        dragAndDropState.sessions.filter(\.hasBegun).map(\.snapshot)
    }

    /// The drop interaction's view under the drag `identifier` and the operation it last proposed; nil
    /// when the drag is over no drop interaction that can handle it, or is not in progress (what tools such
    /// as the inspector show).
    public func dropTarget(ofDrag identifier: DragSessionIdentifier) -> (view: UIView, operation: UIDropOperation)? {
        guard let session = dragAndDropState.sessions.first(where: { $0.identifier == identifier }),
            let view = session.target?.view
        else { return nil }
        return (view, session.proposal?.operation ?? .cancel)
    }

    /// The lifted items start to move: the source is asked once about moves and restriction, then told
    /// the session will begin; every other recognizer that still follows the lifting touch loses it, and a
    /// context menu shown for the source view is dismissed (its delegate's `willEndFor`; behaviour 15.6).
    func beginDrag(
        _ session: DragSession, from interaction: UIDragInteraction, liftedBy lift: DragLiftGestureRecognizer
    ) {
        guard !session.hasBegun else { return }
        session.hasBegun = true
        let delegate = interaction.delegate
        session.allowsMoveOperation =
            delegate?.dragInteraction(interaction, sessionAllowsMoveOperation: session) ?? true
        session.isRestrictedToDraggingApplication =
            delegate?.dragInteraction(interaction, sessionIsRestrictedToDraggingApplication: session) ?? false
        dragAndDropState.sessions.append(session)
        let window = session.touch?.window
        dragAndDropState.log(
            .began(
                session: session.identifier, view: interaction.view.map(DispatchLog.name(of:)) ?? "?",
                items: session.items.count),
            in: window)
        delegate?.dragInteraction(interaction, sessionWillBegin: session)
        // The drag owns its touch from now on (behaviour 16.2): recognizers that recognized alongside the
        // lift are cancelled, undecided ones fail.
        if let touch = session.touch {
            for other in touch.gestureRecognizers ?? [] where other !== lift {
                other.arena?.withdraw(other, cause: .dragBegan(session.identifier.description))
            }
        }
        // A context menu shown over the lifted items ends as the drag leaves its preview (behaviour 15.6).
        if let menu = visibleContextMenu, let source = interaction.view, menu.sourceView === source {
            menu.dismiss()
        }
    }

    /// The drag moved: finds the drop interaction under it (the innermost enabled one whose delegate can
    /// handle the session), sends exits, enters and updates, runs spring loading, then tells the source.
    func updateDrag(_ session: DragSession) {
        guard session.hasBegun, !session.hasEnded, let window = session.window else { return }
        let dropSession = session.dropSession
        let hit = window.hitTest(session.location(in: window), with: nil)
        var handling = session.handling
        let (found, springFound) = dropInteractions(under: hit, for: dropSession, handling: &handling)
        session.handling = handling
        if let previous = session.target, previous !== found {
            session.target = nil
            session.proposal = nil
            previous.delegate?.dropInteraction(previous, sessionDidExit: dropSession)
        }
        if let found {
            if session.target !== found {
                session.target = found
                if !session.seenTargets.contains(where: { $0.interaction === found }) {
                    session.seenTargets.append(WeakDropInteraction(interaction: found))
                }
                found.delegate?.dropInteraction(found, sessionDidEnter: dropSession)
            }
            let proposal =
                found.delegate?.dropInteraction(found, sessionDidUpdate: dropSession)
                ?? UIDropProposal(operation: .cancel)
            if proposal.operation != session.proposal?.operation, let view = found.view {
                dragAndDropState.log(
                    .proposed(
                        session: session.identifier, view: DispatchLog.name(of: view), operation: proposal.operation),
                    in: window)
            }
            session.proposal = proposal
        }
        updateSpringLoading(session, over: springFound)
        if let source = session.source { source.delegate?.dragInteraction(source, sessionDidMove: session) }
        dragAndDropState.remoteCoordinator?.sourceMoved(session)
    }

    /// The drag ended: dropped (the touch lifted) or cancelled (its touches were cancelled). A drop over a
    /// target whose last proposal was copy or move is performed; anything else cancels (behaviour 16.4).
    ///
    /// Order: source `willEndWith`; if performed, target `performDrop`, `previewForDropping` per item,
    /// `concludeDrop`; if not, the target under the drag `sessionDidExit`; then `sessionDidEnd` to every drop
    /// interaction that saw the session, in the order they first saw it; source `didEndWith`; once the
    /// loads started in `performDrop` are delivered, source `sessionDidTransferItems`.
    func endDrag(_ session: DragSession, dropping: Bool) {
        guard session.hasBegun, !session.hasEnded else { return }
        // Over another application's target, the end waits for its outcome (behaviour 16.11).
        if dragAndDropState.remoteCoordinator?.defersEnd(of: session, dropping: dropping) == true { return }
        session.springTimer?.invalidate()
        session.springTimer = nil
        let window = session.window
        let dropSession = session.dropSession
        let target = dropping ? session.target : nil
        var operation =
            dragAndDropState.remoteCoordinator?.remoteOperation(for: session)
            ?? (target != nil ? session.proposal?.operation ?? .cancel : .cancel)
        if operation == .move && !session.allowsMoveOperation { operation = .copy }
        let performs = operation.performsDrop
        if !performs {
            let event: DragAndDropEvent
            if !dropping {
                event = .cancelled(session: session.identifier)
            } else if let remote = dragAndDropState.remoteCoordinator?.remoteRefusal(for: session) {
                event = remote
            } else if let target = session.target, let view = target.view {
                event = .refused(
                    session: session.identifier, view: DispatchLog.name(of: view),
                    operation: session.proposal?.operation ?? .cancel)
            } else {
                event = .noDropTarget(session: session.identifier)
            }
            dragAndDropState.log(event, in: window)
            operation = .cancel
        } else if let view = target?.view {
            dragAndDropState.log(
                .dropped(session: session.identifier, view: DispatchLog.name(of: view), operation: operation),
                in: window)
        }
        let source = session.source
        if let source { source.delegate?.dragInteraction(source, session: session, willEndWith: operation) }
        if performs, let target {
            target.delegate?.dropInteraction(target, performDrop: dropSession)
            if let view = target.view {
                for item in session.items {
                    _ = target.delegate?.dropInteraction(
                        target, previewForDropping: item, withDefault: UITargetedDragPreview(view: view))
                }
            }
            target.delegate?.dropInteraction(target, concludeDrop: dropSession)
        } else if let current = session.target {
            current.delegate?.dropInteraction(current, sessionDidExit: dropSession)
        }
        session.target = nil
        session.hasEnded = true
        dragAndDropState.sessions.removeAll { $0 === session }
        for seen in session.seenTargets {
            guard let interaction = seen.interaction else { continue }
            interaction.delegate?.dropInteraction(interaction, sessionDidEnd: dropSession)
        }
        if let source {
            source.delegate?.dragInteraction(source, session: session, didEndWith: operation)
            if performs { source.transferMayHaveFinished(session) }
        }
    }

    /// The drop interaction a drag over `hit` (the hit-tested view) is over, and the spring-loaded one
    /// (behaviour 16.4, 16.5): from `hit` up through its superviews, the first drop interaction whose delegate
    /// can handle `session` (each interaction asked once: the answers are kept in `handling`), and the innermost
    /// enabled spring-loaded interaction. The one rule for local drags (`updateDrag`) and drags from another
    /// application (`RemoteDropSession`, behaviour 16.11).
    func dropInteractions(
        under hit: UIView?, for session: any UIDropSession, handling: inout [ObjectIdentifier: Bool]
    ) -> (drop: UIDropInteraction?, spring: UISpringLoadedInteraction?) {
        var found: UIDropInteraction?
        var springFound: UISpringLoadedInteraction?
        var current = hit
        while let view = current {
            for interaction in view.attachedInteractions {
                if springFound == nil, let spring = interaction as? UISpringLoadedInteraction, spring.isEnabled {
                    springFound = spring
                }
                guard found == nil, let drop = interaction as? UIDropInteraction else { continue }
                let key = ObjectIdentifier(drop)
                let canHandle: Bool
                if let known = handling[key] {
                    canHandle = known
                } else {
                    canHandle = drop.delegate?.dropInteraction(drop, canHandle: session) ?? false
                    handling[key] = canHandle
                }
                if canHandle { found = drop }
            }
            current = view.superview
        }
        return (found, springFound)
    }

    /// Starts, keeps or stops the spring-loading timer of the spring-loaded interaction under the drag.
    private func updateSpringLoading(_ session: DragSession, over spring: UISpringLoadedInteraction?) {
        guard session.springTarget !== spring else { return }
        session.springTimer?.invalidate()
        session.springTimer = nil
        session.springTarget = spring
        guard let spring else { return }
        let deadline = clock.now + spring.activationDelay
        session.springTimer = scheduleTimer(at: deadline) { [weak self, weak session, weak spring] in
            guard let self, let session, let spring, !session.hasEnded, session.springTarget === spring,
                spring.isEnabled, let view = spring.view
            else { return }
            session.springTimer = nil
            self.dragAndDropState.log(
                .springLoaded(session: session.identifier, view: DispatchLog.name(of: view)), in: session.window)
            spring.activate(with: session)
        }
    }
}
