import Foundation

// The typed causes and reasons of the explanation log's entries (docs/decisions.md, "The arena's record, one
// transition function, one-way calls, typed causes"). Each `description` is the text
// the log prints (``DispatchLog/describe(_:)``), so the CLI and the inspector print what they printed when
// the causes were strings; tests compare the typed values.

/// Why a recognizer changed state (``DispatchLog/Entry/gestureState(recognizer:from:to:cause:)``).
public enum GestureStateCause: Sendable, Equatable, CustomStringConvertible {
    /// The recognizer's own explanation, given with ``UIGestureRecognizer/explain(_:)`` before it set its
    /// state ("moved 52 pt > hysteresis 10 pt").
    case explained(String)
    /// The recognizer failed without an explanation.
    case failedUnexplained
    /// Its touches were cancelled before the arena committed its recognition, so it never began
    /// (behaviour 4.3, 4.6).
    case touchesCancelledBeforeBegan
    /// It requires the named recognizer to fail, and that one recognized (behaviour 4.5).
    case requiredRecognizerRecognized(String)
    /// Its delegate's `gestureRecognizerShouldBegin(_:)` returned false (behaviour 4.3).
    case delegateRefusedToBegin
    /// The named view's `gestureRecognizerShouldBegin(_:)` returned false (behaviour 4.3).
    case viewRefusedToBegin(view: String)
    /// The named recognizer had already recognized and may not recognize simultaneously with it (behaviour 4.5).
    case preventedBy(String)
    /// The named recognizer recognized and may not recognize simultaneously with it (behaviour 4.5).
    case forcedOutBy(String)
    /// Its `isEnabled` was set to false during the gesture (behaviour 4.1).
    case disabled
    /// It was removed from its view during the gesture (behaviour 4.1).
    case removedFromView
    /// Its view left the window during the gesture (behaviour 4.1).
    case viewLeftWindow
    /// The hovering pointer left the view (behaviour 5.8).
    case pointerLeft
    /// The scroll sequence (a wheel step or a trackpad scroll) ended before the recognizer began
    /// (behaviour 12.3).
    case scrollEndedBeforeBegan
    /// The trackpad transform ended before the recognizer began (behaviour 12.4).
    case transformEndedBeforeBegan
    /// A drag began with its touch (the named session): the drag owns the touch from then on (behaviour 16.2).
    case dragBegan(String)

    public var description: String {
        switch self {
        case .explained(let reason): reason
        case .failedUnexplained: "the recognizer failed"
        case .touchesCancelledBeforeBegan: "its touches were cancelled before it began"
        case .requiredRecognizerRecognized(let other): "it requires \(other) to fail, and that recognized"
        case .delegateRefusedToBegin: "its delegate's gestureRecognizerShouldBegin returned false"
        case .viewRefusedToBegin(let view): "\(view).gestureRecognizerShouldBegin returned false"
        case .preventedBy(let other):
            "prevented by \(other), which already recognized; no simultaneous recognition allowed"
        case .forcedOutBy(let other): "forced out by \(other); no simultaneous recognition allowed"
        case .disabled: "isEnabled was set to false"
        case .removedFromView: "it was removed from its view"
        case .viewLeftWindow: "its view left the window"
        case .pointerLeft: "the pointer left"
        case .scrollEndedBeforeBegan: "the scroll ended before it could begin"
        case .transformEndedBeforeBegan: "the transform ended before it could begin"
        case .dragBegan(let session): "\(session) began with its touch"
        }
    }
}

/// Why a touch was withheld from its view for good (``DispatchLog/Entry/withheld(touch:view:reason:)``).
public enum TouchWithholdReason: Sendable, Equatable, CustomStringConvertible {
    /// The view's `isMultipleTouchEnabled` is false and it is already tracking the numbered touch (behaviour 2.3).
    case multipleTouchDisabled(trackingTouch: Int)
    /// The view is exclusive-touch and the named view is tracking the numbered touch (behaviour 2.3).
    case viewIsExclusiveTouch(otherView: String, trackingTouch: Int)
    /// The named exclusive-touch view is tracking the numbered touch (behaviour 2.3).
    case exclusiveTouchViewIsTracking(view: String, touch: Int)
    /// The scroll view's `touchesShouldBegin(_:with:in:)` returned false (behaviour 7).
    case scrollViewRefusedTouches
    /// The touch-down stopped a moving scroll view, so the content does not get it (behaviour 7).
    case touchDownStoppedScrolling
    /// The touch was cancelled while its began phase was held back by the scroll view (behaviour 7).
    case cancelledWhileHeld

    public var description: String {
        switch self {
        case .multipleTouchDisabled(let touch):
            "isMultipleTouchEnabled is false and the view is already tracking touch #\(touch)"
        case .viewIsExclusiveTouch(let other, let touch):
            "the view is exclusive-touch and \(other) is tracking touch #\(touch)"
        case .exclusiveTouchViewIsTracking(let view, let touch):
            "exclusive-touch view \(view) is tracking touch #\(touch)"
        case .scrollViewRefusedTouches: "the scroll view's touchesShouldBegin(_:with:in:) returned false"
        case .touchDownStoppedScrolling: "the touch-down stopped the moving scroll view"
        case .cancelledWhileHeld: "it was cancelled while held back"
        }
    }
}

/// Why a contact did not become a touch (``DispatchLog/Entry/dropped(contact:reason:)``).
public enum ContactDropReason: Sendable, Equatable, CustomStringConvertible {
    /// The application is ignoring interaction events.
    case ignoringInteractionEvents
    /// The application is not active (behaviour 1).
    case applicationNotActive
    /// The proximity sensor is covered while monitoring is on: the screen is dark (behaviour 8.7).
    case proximitySensorCovered
    /// No window returned a view for the point, in screen coordinates (behaviour 2.2).
    case noViewHit(CGPoint)
    /// The touch began outside the context menu shown for the view (named as the log names views): it
    /// dismissed the menu and went nowhere else (behaviour 15.4).
    case dismissedContextMenu(view: String)

    public var description: String {
        switch self {
        case .dismissedContextMenu(let view): "it dismissed the context menu of \(view)"
        case .ignoringInteractionEvents: "the application is ignoring interaction events"
        case .applicationNotActive: "the application is not active"
        case .proximitySensorCovered: "the proximity sensor is covered"
        case .noViewHit(let point): "no window returned a view for (\(point.x.formatted4), \(point.y.formatted4))"
        }
    }
}

extension TouchCancellationReason: CustomStringConvertible {
    /// The text the explanation log prints: the raw value.
    public var description: String { rawValue }
}

/// What drag and drop did, and why (``DispatchLog/Entry/dragAndDrop(_:)``, behaviour 16.7). Views are
/// named as the log names them (``DispatchLog/name(of:)``).
public enum DragAndDropEvent: Sendable, Equatable, CustomStringConvertible {
    /// The touch was held on the view, but the delegate's `itemsForBeginning` gave no items.
    case noItemsForBeginning(view: String)
    /// The items lifted, and the finger lifted before they moved: no drag.
    case liftEndedWithoutDrag(view: String)
    /// The lifted items moved: the drag began with `items` items.
    case began(session: DragSessionIdentifier, view: String, items: Int)
    /// A tap on the view during a drag, but its delegate's `itemsForAddingTo` gave no items.
    case noItemsForAdding(view: String)
    /// A tap on the view added `count` items to the drag.
    case itemsAdded(session: DragSessionIdentifier, count: Int, view: String)
    /// The drop interaction on the view proposed a different operation than before.
    case proposed(session: DragSessionIdentifier, view: String, operation: UIDropOperation)
    /// The drag lifted over the view, whose last proposal was not copy or move: no drop.
    case refused(session: DragSessionIdentifier, view: String, operation: UIDropOperation)
    /// The drag lifted over no drop interaction that could handle it: no drop.
    case noDropTarget(session: DragSessionIdentifier)
    /// The drag's touches were cancelled: no drop.
    case cancelled(session: DragSessionIdentifier)
    /// The drag lifted over another application (numbered as the router numbers it), which did not take it:
    /// no drop. That application's own log says why (behaviour 16.11).
    case refusedByApplication(session: DragSessionIdentifier, application: UInt32)
    /// The drag lifted over another application, which went away before it answered: no drop (behaviour 16.11).
    case applicationWentAway(session: DragSessionIdentifier, application: UInt32)
    /// The drag lifted outside the application's windows and the router went away before it answered: no
    /// drop (behaviour 16.11).
    case routerWentAway(session: DragSessionIdentifier)
    /// The drag was dropped on the view with the operation.
    case dropped(session: DragSessionIdentifier, view: String, operation: UIDropOperation)
    /// The drag hovered over the view long enough: it spring-loaded.
    case springLoaded(session: DragSessionIdentifier, view: String)

    public var description: String {
        switch self {
        case .noItemsForBeginning(let view): "\(view): drag did not begin: itemsForBeginning returned no items"
        case .liftEndedWithoutDrag(let view): "\(view): drag did not begin: the finger lifted before the items moved"
        case .began(let session, let view, let items): "\(session) began from \(view) with \(items) item(s)"
        case .noItemsForAdding(let view): "\(view): no items added: itemsForAddingTo returned no items"
        case .itemsAdded(let session, let count, let view): "\(view): a tap added \(count) item(s) to \(session)"
        case .proposed(let session, let view, let operation):
            "\(session): drop interaction on \(view) proposed \(operation)"
        case .refused(let session, let view, let operation):
            "\(session) not dropped: drop interaction on \(view) proposed \(operation)"
        case .noDropTarget(let session): "\(session) not dropped: no drop interaction under it could handle it"
        case .cancelled(let session): "\(session) cancelled: its touch was cancelled"
        case .refusedByApplication(let session, let application):
            "\(session) not dropped: application \(application) under the drag did not take it (its log says why)"
        case .applicationWentAway(let session, let application):
            "\(session) not dropped: application \(application) under the drag went away"
        case .routerWentAway(let session): "\(session) not dropped: the router went away"
        case .dropped(let session, let view, let operation): "\(session) dropped on \(view) with \(operation)"
        case .springLoaded(let session, let view): "\(session) spring-loaded \(view)"
        }
    }
}
