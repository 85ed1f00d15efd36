import Foundation

/// An interaction that lets the user drag items out of its view (behaviour 16.1, 16.2).
///
/// Attached to a view, it adds a recognizer to the view (UIKit's are private; this one's explanation
/// name is `draglift`) that takes part in arbitration like any other:
///
/// - a finger held still on the view for ``DragAndDropConstants/liftDelay`` (0.325 s) lifts: the
///   delegate is asked for ``UIDragInteractionDelegate/dragInteraction(_:itemsForBeginning:)``; no items,
///   no drag (the explanation log says why). With items the recognizer begins, which cancels the view's
///   touches and forces out the recognizers that may not recognize with it (a scroll view's pan, a long
///   press), unless ``allowsSimultaneousRecognitionDuringLift``;
/// - a finger that moves more than ``DragAndDropConstants/liftMoveHysteresis`` before the lift gives
///   up the lift (the pan can then scroll);
/// - a primary-button pointer drag lifts at once, once it moved ``DragAndDropConstants/pointerLiftMoveHysteresis``;
/// - once the lifted items move, the session begins (`sessionWillBegin`) and the touch is taken from every
///   other recognizer that still had it (cancelled, or failed if undecided);
/// - during a drag, a tap with another finger on a draggable view adds that view's items
///   (``UIDragInteractionDelegate/dragInteraction(_:itemsForAddingTo:withTouchAt:)``).
@MainActor
public final class UIDragInteraction: UIInteraction {
    /// The delegate, held weakly.
    public private(set) weak var delegate: (any UIDragInteractionDelegate)?
    /// Whether the interaction responds to touches. Default ``isEnabledByDefault``.
    public var isEnabled: Bool
    /// Whether other recognizers may recognize while the items lift (before they move). Default false.
    public var allowsSimultaneousRecognitionDuringLift = false
    /// How long a finger is held before the lift. Default ``DragAndDropConstants/liftDelay``; a
    /// ResponderKit addition (UIKit's `liftBehavior` chooses among private values).
    public var liftDelay: TimeInterval = DragAndDropConstants.liftDelay
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?

    /// Whether a new drag interaction is enabled: true on iPad, false on iPhone (Apple's `isEnabledByDefault`),
    /// following ``UIDevice/userInterfaceIdiom``.
    public static var isEnabledByDefault: Bool {
        let idiom = UIDevice.current.userInterfaceIdiom
        return idiom == .pad || idiom == .mac || idiom == .vision
    }

    let liftRecognizer = DragLiftGestureRecognizer()
    private let arbiter = DragLiftArbiter()

    /// Creates an interaction with a delegate.
    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        isEnabled = Self.isEnabledByDefault
        liftRecognizer.interaction = self
        arbiter.interaction = self
        liftRecognizer.delegate = arbiter
    }

    /// Called by the view before the interaction is attached or detached: the lift recognizer leaves the
    /// old view (a drag in progress is cancelled).
    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(liftRecognizer)
    }

    /// Called by the view after the interaction is attached or detached: the lift recognizer joins the view.
    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(liftRecognizer)
    }

    /// Called when a load the destination started finished: once all did, the source hears
    /// `sessionDidTransferItems` (after the drag ended).
    func transferMayHaveFinished(_ session: DragSession) {
        guard session.hasEnded, session.pendingTransfers == 0, !session.transferObserved else { return }
        session.transferObserved = true
        delegate?.dragInteraction(self, sessionDidTransferItems: session)
    }
}

/// The methods of a drag interaction's delegate (behaviour 16.2–16.4). Only
/// ``dragInteraction(_:itemsForBeginning:)`` is required.
@MainActor
public protocol UIDragInteractionDelegate: AnyObject {
    /// The items of a drag about to lift (the session's ``UIDragDropSession/location(in:)`` is the touch's);
    /// an empty array means no drag.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
    /// The items a tap at `point` (in the interaction's view) adds to `session`. Default none.
    func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem]
    /// The preview of a lifting item; nil for the default (the view). Default nil.
    func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
    ) -> UITargetedDragPreview?
    /// The lifted items start to move: the drag begins. Default nothing.
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession)
    /// Whether a drop may move the items. Asked once, as the drag begins. Default true.
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession)
        -> Bool
    /// Whether only this application may see the drag. Asked once, as the drag begins. Default false.
    func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool
    /// The drag moved. Default nothing.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession)
    /// The drag is about to end with `operation` (`.cancel` when no drop is performed). Default nothing.
    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation)
    /// The drag ended with `operation`. Default nothing.
    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation)
    /// The destination received the data it asked for in its drop. Default nothing.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession)
}

extension UIDragInteractionDelegate {
    public func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem] { [] }
    public func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
    ) -> UITargetedDragPreview? { nil }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession)
        -> Bool
    { true }
    public func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { false }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {}
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation
    ) {}
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {}
}

/// The lift recognizer's delegate: it takes touches only while its interaction is enabled, and recognizes
/// with others during the lift when the interaction allows it.
@MainActor
final class DragLiftArbiter: UIGestureRecognizerDelegate {
    weak var interaction: UIDragInteraction?

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        interaction?.isEnabled ?? false
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let interaction, let lift = gestureRecognizer as? DragLiftGestureRecognizer else { return false }
        return interaction.allowsSimultaneousRecognitionDuringLift && lift.session?.hasBegun != true
    }
}
