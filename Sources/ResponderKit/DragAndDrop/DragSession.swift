import Foundation

/// One drag in progress: the source's ``UIDragSession`` (behaviour 16.3). Its drop-side view is a
/// ``DropSessionView``. The session follows the touch (or pointer click) that lifted it, in its window.
@MainActor
final class DragSession: UIDragSession {
    let identifier: DragSessionIdentifier
    /// The interaction the drag started from.
    private(set) weak var source: UIDragInteraction?
    /// The touch that lifted the drag.
    weak var touch: UITouch?
    /// The window and the point in it where the drag is.
    private(set) weak var window: UIWindow?
    private(set) var windowLocation: CGPoint
    private(set) var items: [UIDragItem] = []
    var localContext: Any?
    /// Asked of the source's delegate when the session begins.
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    /// Whether `sessionWillBegin` was sent (the lifted items started to move).
    var hasBegun = false
    /// Whether the drag ended (dropped or cancelled).
    var hasEnded = false
    /// The drop side's view of this session.
    private(set) lazy var dropSession = DropSessionView(session: self)

    // Drop-target bookkeeping (DragAndDropState.swift).
    /// The drop interaction under the drag, and its last proposal.
    weak var target: UIDropInteraction?
    var proposal: UIDropProposal?
    /// Every drop interaction that saw the session (got `sessionDidEnter`), in order.
    var seenTargets: [WeakDropInteraction] = []
    /// The drop interactions asked `canHandle`, and their answers, for this session.
    var handling: [ObjectIdentifier: Bool] = [:]
    /// The spring-loaded interaction under the drag, and its timer.
    weak var springTarget: UISpringLoadedInteraction?
    var springTimer: ApplicationTimer?
    /// Loads the destination started in `performDrop` and not yet delivered.
    var pendingTransfers = 0
    var transferObserved = false

    init(
        identifier: DragSessionIdentifier, source: UIDragInteraction, touch: UITouch?, window: UIWindow,
        location: CGPoint
    ) {
        self.identifier = identifier
        self.source = source
        self.touch = touch
        self.window = window
        windowLocation = location
    }

    func location(in view: UIView) -> CGPoint {
        guard let window else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    func move(to point: CGPoint, in window: UIWindow) {
        self.window = window
        windowLocation = point
    }

    func add(_ newItems: [UIDragItem]) {
        for item in newItems where !items.contains(where: { $0 === item }) {
            item.itemProvider.application = window?.application
            items.append(item)
        }
    }

    var snapshot: DragSessionSnapshot {
        DragSessionSnapshot(
            identifier: identifier, itemTypeIdentifiers: items.map(\.itemProvider.registeredTypeIdentifiers),
            screenLocation: window.map { $0.convert(windowLocation, to: nil) } ?? windowLocation,
            allowsMoveOperation: allowsMoveOperation,
            isRestrictedToDraggingApplication: isRestrictedToDraggingApplication)
    }
}

/// The destination's view of a drag (``UIDropSession``): the same items and location; within the
/// application its ``localDragSession`` is the source's session.
@MainActor
final class DropSessionView: UIDropSession {
    unowned let session: DragSession

    init(session: DragSession) { self.session = session }

    var items: [UIDragItem] { session.items }
    func location(in view: UIView) -> CGPoint { session.location(in: view) }
    var allowsMoveOperation: Bool { session.allowsMoveOperation }
    var isRestrictedToDraggingApplication: Bool { session.isRestrictedToDraggingApplication }
    var localDragSession: (any UIDragSession)? { session }

    func loadObjects(
        ofClass aClass: any ResponderItemProviderReading.Type,
        completion: @escaping @MainActor ([any ResponderItemProviderReading]) -> Void
    ) -> Progress {
        let loadable = items.filter { $0.itemProvider.canLoadObject(ofClass: aClass) }
        let progress = Progress(totalUnitCount: Int64(loadable.count))
        let results = LoadedObjects(count: loadable.count)
        let session = self.session
        guard !loadable.isEmpty else {
            let application = session.window?.application ?? .shared
            _ = application.scheduleTimer(at: application.clock.now) { completion([]) }
            return progress
        }
        for (index, item) in loadable.enumerated() {
            session.pendingTransfers += 1
            item.itemProvider.loadObject(ofClass: aClass) { object, _ in
                results.objects[index] = object
                results.remaining -= 1
                progress.completedUnitCount += 1
                session.pendingTransfers -= 1
                if results.remaining == 0 { completion(results.objects.compactMap { $0 }) }
                session.source?.transferMayHaveFinished(session)
            }
        }
        return progress
    }
}

/// The objects of a `loadObjects` call, by item, as they arrive.
@MainActor
private final class LoadedObjects {
    var objects: [(any ResponderItemProviderReading)?]
    var remaining: Int
    init(count: Int) {
        objects = Array(repeating: nil, count: count)
        remaining = count
    }
}

/// A drop interaction held weakly.
struct WeakDropInteraction {
    weak var interaction: UIDropInteraction?
}
