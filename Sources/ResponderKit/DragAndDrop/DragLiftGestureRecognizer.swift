import Foundation

/// The recognizer a ``UIDragInteraction`` adds to its view (behaviour 16.2). Continuous, one touch:
///
///     possible ──touch held liftDelay (0.325 s) within 10 pt, or a primary-button pointer drag past
///        │       3 pt, and the delegate gave items──▶ began (lifted) ──moves──▶ changed (the drag)
///        │ no items, moved > 10 pt before the lift, lifted early, a second finger              │
///        ▼                                                               lifted: ended (drop) │
///     failed                                         touches cancelled: cancelled (drag cancelled)
///
/// During another drag, a touch on the view is a tap that adds items: it ends (recognized) at a lift
/// within the tap's time and distance when the delegate gives items, and fails otherwise. During the
/// drag this recognizer lifted, another finger's tap on the same view (another row or item of the source
/// list) adds items too, without changing the recognizer's state.
@MainActor
final class DragLiftGestureRecognizer: UIGestureRecognizer {
    weak var interaction: UIDragInteraction?
    /// The drag this recognizer lifted, from the lift to the end of the drag.
    private(set) var session: DragSession?

    private enum Mode { case idle, touch, pointer, addItems }
    private var mode = Mode.idle
    private weak var liftTouch: UITouch?
    private var deadline: ApplicationTimer?
    private var downTime: TimeInterval = 0
    /// Another finger on the view during this recognizer's own drag: a candidate tap that adds items.
    private weak var addTouch: UITouch?
    private var addTouchDownTime: TimeInterval = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard committedState == .possible, mode == .idle, touches.count == 1, let touch = touches.first else {
            if committedState == .possible { return failLift("a second finger touched before the lift") }
            for touch in touches where touch !== liftTouch {
                if addTouch == nil, session?.hasBegun == true, committedState == .began || committedState == .changed {
                    addTouch = touch
                    addTouchDownTime = event.timestamp
                } else {
                    ignore(touch, for: event)
                }
            }
            return
        }
        liftTouch = touch
        downTime = event.timestamp
        if let application = view?.window?.application,
            application.dragAndDropState.sessions.contains(where: { !$0.hasEnded && $0.touch !== touch })
        {
            mode = .addItems
        } else if touch.type == .indirectPointer || event.buttonMask.contains(.primary) {
            mode = .pointer
        } else {
            mode = .touch
            let delay = interaction?.liftDelay ?? DragAndDropConstants.liftDelay
            deadline = scheduleDeadline(after: delay) { [weak self] in
                guard let self, self.committedState == .possible, self.mode == .touch else { return }
                self.attemptLift(
                    explanation: "held for the lift delay \(delay.formattedSeconds) within "
                        + "\(DragAndDropConstants.liftMoveHysteresis.formatted4) pt")
            }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if let touch = addTouch, touches.contains(touch) {
            let start = touch.initialLocationInWindow, point = touch.locationInWindow
            if CGFloat(hypot(point.x - start.x, point.y - start.y)) > GestureConstants.tapAllowableMovement {
                addTouch = nil
                ignore(touch, for: event)
            }
        }
        guard let touch = liftTouch, touches.contains(touch) else { return }
        switch committedState {
        case .possible:
            let start = touch.initialLocationInWindow, point = touch.locationInWindow
            let distance = CGFloat(hypot(point.x - start.x, point.y - start.y))
            switch mode {
            case .touch where distance > DragAndDropConstants.liftMoveHysteresis:
                failLift(
                    "moved \(distance.formatted4) pt > \(DragAndDropConstants.liftMoveHysteresis.formatted4) pt "
                        + "before the lift delay")
            case .pointer where distance > DragAndDropConstants.pointerLiftMoveHysteresis:
                attemptLift(
                    explanation: "pointer dragged \(distance.formatted4) pt > "
                        + "\(DragAndDropConstants.pointerLiftMoveHysteresis.formatted4) pt with the primary button")
            case .addItems where distance > GestureConstants.tapAllowableMovement:
                failLift("moved \(distance.formatted4) pt: not a tap that adds items")
            default:
                break
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if let touch = addTouch, touches.contains(touch) {
            addTouch = nil
            if let session, event.timestamp - addTouchDownTime <= DragAndDropConstants.addItemsTapDuration {
                _ = requestItems(adding: session, at: touch)  // logged either way; the drag goes on
            }
        }
        guard let touch = liftTouch, touches.contains(touch) else { return }
        switch committedState {
        case .possible:
            if mode == .addItems, event.timestamp - downTime <= DragAndDropConstants.addItemsTapDuration {
                return addItems(at: touch)
            }
            failLift(mode == .addItems ? "held too long to be a tap that adds items" : "lifted before the drag lifted")
        case .began, .changed:
            explain(session?.hasBegun == true ? "the finger lifted: the drag drops" : "lifted before moving")
            state = .ended
        default:
            break
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        deadline?.invalidate()
        abandonForCancelledTouches()
    }

    override func reset() {
        super.reset()
        deadline?.invalidate()
        deadline = nil
        mode = .idle
        liftTouch = nil
        addTouch = nil
        session = nil
    }

    // MARK: Driving the drag from the committed states

    override func actionsSent(for state: State) {
        guard let session, let interaction, let application = view?.window?.application else { return }
        switch state {
        case .began:
            // A pointer drag has already moved: it begins as it lifts.
            if mode == .pointer { application.beginDrag(session, from: interaction, liftedBy: self) }
        case .changed:
            if !session.hasBegun { application.beginDrag(session, from: interaction, liftedBy: self) }
            if let touch = liftTouch, let window = touch.window {
                session.move(to: touch.location(in: window), in: window)
                application.updateDrag(session)
            }
        case .ended:
            if session.hasBegun {
                application.endDrag(session, dropping: true)
            } else {
                application.dragAndDropState.log(
                    .liftEndedWithoutDrag(view: DispatchLog.name(of: view!)), in: view?.window)
            }
        case .cancelled:
            if session.hasBegun { application.endDrag(session, dropping: false) }
        default:
            break
        }
    }

    // MARK: Helpers

    /// Asks the delegate for items; with none the lift fails, else the recognizer begins.
    private func attemptLift(explanation: String) {
        deadline?.invalidate()
        guard let interaction, let view, let window = view.window, let application = window.application,
            let touch = liftTouch
        else { return failLift("the view left its window") }
        let candidate = DragSession(
            identifier: application.dragAndDropState.makeIdentifier(), source: interaction, touch: touch,
            window: window, location: touch.location(in: window))
        let items = interaction.delegate?.dragInteraction(interaction, itemsForBeginning: candidate) ?? []
        guard committedState == .possible else { return }
        guard !items.isEmpty else {
            application.dragAndDropState.log(.noItemsForBeginning(view: DispatchLog.name(of: view)), in: window)
            return failLift("itemsForBeginning returned no items")
        }
        candidate.add(items)
        for item in items {
            _ = interaction.delegate?.dragInteraction(interaction, previewForLifting: item, session: candidate)
        }
        session = candidate
        explain(explanation)
        state = .began
    }

    /// A tap during another drag: the delegate's items join the newest drag in progress.
    private func addItems(at touch: UITouch) {
        guard let application = view?.window?.application,
            let target = application.dragAndDropState.sessions.last(where: { !$0.hasEnded && $0.touch !== touch })
        else { return failLift("the drag ended before the tap") }
        switch requestItems(adding: target, at: touch) {
        case .refused(let reason): failLift(reason)
        case .added(let count):
            explain("a tap added \(count) item(s) to \(target.identifier)")
            state = .ended
        }
    }

    /// Asks the delegate for the items a tap at `touch` adds to `target` and adds them, logging either
    /// way (behaviour 16.2). One rule for a tap on another view and a tap on this view during its own drag.
    private func requestItems(adding target: DragSession, at touch: UITouch) -> AddOutcome {
        guard let interaction, let view, let application = view.window?.application else {
            return .refused("the view left its window")
        }
        let items =
            interaction.delegate?.dragInteraction(
                interaction, itemsForAddingTo: target, withTouchAt: touch.location(in: view)) ?? []
        guard !items.isEmpty else {
            application.dragAndDropState.log(.noItemsForAdding(view: DispatchLog.name(of: view)), in: view.window)
            return .refused("itemsForAddingTo returned no items")
        }
        target.add(items)
        application.dragAndDropState.log(
            .itemsAdded(session: target.identifier, count: items.count, view: DispatchLog.name(of: view)),
            in: view.window)
        return .added(items.count)
    }

    private enum AddOutcome {
        case added(Int)
        case refused(String)
    }

    private func failLift(_ reason: String) {
        deadline?.invalidate()
        explain(reason)
        state = .failed
    }
}
