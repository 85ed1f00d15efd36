import Foundation

/// An interaction that lets its view take drops (behaviour 16.4). While a drag moves, the innermost drop
/// interaction under it whose delegate can handle the session is its target; it hears the session enter,
/// update (answering with a ``UIDropProposal``) and exit, and, when the drag lifts over it with a copy or
/// move proposal, performs the drop.
@MainActor
public final class UIDropInteraction: UIInteraction {
    /// The delegate, held weakly.
    public private(set) weak var delegate: (any UIDropInteractionDelegate)?
    /// Whether the interaction takes more than one drop at a time (recorded; one drag at a time is
    /// delivered). Default false.
    public var allowsSimultaneousDropSessions = false
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?

    /// Creates an interaction with a delegate.
    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
    }

    /// Called by the view before the interaction is attached or detached.
    public func willMove(to view: UIView?) {}

    /// Called by the view after the interaction is attached or detached.
    public func didMove(to view: UIView?) {
        self.view = view
    }
}

/// The methods of a drop interaction's delegate; all are optional (behaviour 16.4).
@MainActor
public protocol UIDropInteractionDelegate: AnyObject {
    /// Whether the interaction can take this session at all; asked once per session when it first comes
    /// over the view. False: the interaction is passed over (an interaction further out may take it).
    /// Default true.
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    /// The session came over the view. Default nothing.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
    /// The session moved over the view: what a drop here would do. Default `.cancel`.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    /// The session left the view, or ended over it without a drop. Default nothing.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
    /// The drag lifted over the view with a copy or move proposal: take the items (load them through
    /// ``UIDropSession/loadObjects(ofClass:completion:)`` or the items' providers). Default nothing.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
    /// The drop's animation finished (headless: right after the drop). Default nothing.
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
    /// The drag ended; sent to every interaction that saw it. Default nothing.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
    /// Where a dropped item animates to; nil for none. Default `defaultPreview`.
    func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview?
}

extension UIDropInteractionDelegate {
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        true
    }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    { UIDropProposal(operation: .cancel) }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {}
    public func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? { defaultPreview }
}

/// What a spring-loaded interaction's handler learns (behaviour 16.5).
@MainActor
public protocol UISpringLoadedInteractionContext: AnyObject {
    /// Where the drag is, in `view`'s coordinates.
    func location(in view: UIView?) -> CGPoint
}

/// An interaction that activates its view when a drag hovers over it for a moment (behaviour 16.5): after
/// ``activationDelay`` (``DragAndDropConstants/springLoadingDelay``, 0.5 s) on the application's clock over
/// the view without leaving it, the activation handler runs once. Leaving the view, or the drag ending,
/// before then cancels it.
@MainActor
public final class UISpringLoadedInteraction: UIInteraction {
    /// Whether the interaction takes part. Default true.
    public var isEnabled = true
    /// How long the drag must hover. Default ``DragAndDropConstants/springLoadingDelay``; a ResponderKit
    /// addition (UIKit's default behaviour object keeps its timing private).
    public var activationDelay: TimeInterval = DragAndDropConstants.springLoadingDelay
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    private let handler: @MainActor (UISpringLoadedInteraction, any UISpringLoadedInteractionContext) -> Void

    /// Creates an interaction whose `handler` runs when the view spring-loads.
    public init(
        activationHandler handler:
            @escaping @MainActor (UISpringLoadedInteraction, any UISpringLoadedInteractionContext) -> Void
    ) {
        self.handler = handler
    }

    /// Called by the view before the interaction is attached or detached.
    public func willMove(to view: UIView?) {}

    /// Called by the view after the interaction is attached or detached.
    public func didMove(to view: UIView?) {
        self.view = view
    }

    func activate(with session: DragSession) {
        handler(self, SpringLoadedContext(session: session))
    }
}

/// The context of one activation.
@MainActor
private final class SpringLoadedContext: UISpringLoadedInteractionContext {
    let session: DragSession
    init(session: DragSession) { self.session = session }
    func location(in view: UIView?) -> CGPoint {
        guard let view else { return session.snapshot.screenLocation }
        return session.location(in: view)
    }
}
