import Foundation

/// An opt-in, structured record of how the application dispatched events: hit-test walks, new touches,
/// what each view was sent, what default responder methods forwarded up the chain, and what was withheld,
/// dropped or cancelled and why. Assign one to ``UIApplication/dispatchLog`` to start recording.
///
/// Recording costs nothing while no log is attached.
@MainActor
public final class DispatchLog {
    /// One recorded fact.
    public enum Entry: Sendable, Equatable {
        /// A new touch was hit-tested in a window: every view visited, in order, and the result.
        case hitTest(touch: Int, window: String, point: CGPoint, steps: [HitTestStep], result: String?)
        /// A new touch was bound to its view and window.
        case touchBegan(touch: Int, view: String, window: String, tapCount: Int, location: CGPoint)
        /// A touch method was called on a view by the window.
        case delivered(phase: UITouch.Phase, view: String, touches: [Int], note: String?)
        /// A default `UIResponder` touch method passed the call to the next responder.
        case forwarded(phase: UITouch.Phase, from: String, to: String, touches: Int)
        /// A touch was withheld from its view.
        case withheld(touch: Int, view: String, reason: TouchWithholdReason)
        /// A contact did not become a touch.
        case dropped(contact: Int, reason: ContactDropReason)
        /// Touches were cancelled by the application.
        case touchesCancelled(touches: [Int], reason: TouchCancellationReason)
        /// The gesture recognizers that take part in a new touch, in order (behaviour 4.2, behaviour 11).
        case participants(touch: Int, recognizers: [String])
        /// A recognizer changed state, with the cause when known.
        case gestureState(
            recognizer: String, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State,
            cause: GestureStateCause?)
        /// A recognizer wants to recognize but waits for another to fail (its state stays `.possible`).
        case gestureWaiting(recognizer: String, waitingFor: String)
        /// A recognizer was reset to `.possible`.
        case gestureReset(recognizer: String)
        /// A subclass set an illegal state transition, which was ignored.
        case illegalTransition(recognizer: String, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State)
        /// The views' touches were cancelled because a recognizer recognized with `cancelsTouchesInView`.
        case viewTouchesCancelled(touches: [Int], recognizer: String)
        /// A touch phase was held back from its view by an undecided recognizer.
        case touchHeld(touch: Int, phase: UITouch.Phase, recognizer: String)
        /// A held phase was delivered after every delaying recognizer decided.
        case touchReleased(touch: Int, phase: UITouch.Phase)
        /// A touch the view had not seen yet will never reach it: a recognizer took it (a
        /// `delaysTouchesBegan` recognizer recognized, or one with `cancelsTouchesInView` recognized first).
        case touchDiscarded(touch: Int, recognizer: String)
        /// Pointer input became an event (behaviour 12): a click, a scroll or a transform, naming the device
        /// kind (`mouse`, `trackpad`) and the event type, with what it was offered to.
        case pointerEvent(type: UIEvent.EventType, device: String, summary: String)
        /// A list (table view, collection view) highlighted, selected or declined to select `item` for a
        /// touch, with the typed reason (behaviour 14.3, 14.4): "scrolled 14 pt: highlight removed, no
        /// selection", "selected row 3 in section 0". `kind` says whether the list has rows or items.
        case listTouch(list: String, touch: Int, item: IndexPath, outcome: ListTouchOutcome, kind: ListItemKind)
        /// A drag lifted, moved over a drop target, was dropped, refused or cancelled, with the typed reason
        /// (behaviour 16.7): "drop interaction on basket proposed .forbidden".
        case dragAndDrop(DragAndDropEvent)
        /// A text interaction began editing, moved the caret, selected, showed the edit menu, or says why a
        /// tap did not begin editing (docs/behaviour/text-input.md, 17.9).
        case textInteraction(TextInteractionEvent)
        /// What happened to a key press: the key command, focus movement or text input that took it, the
        /// override that kept it, why it typed nothing, a refused change (docs/behaviour/text-input.md, 17.7).
        case keyPress(KeyPressEvent)
    }

    /// A recorded entry with the application's time.
    public struct Record: Sendable, Equatable {
        /// When it happened, on the application's clock.
        public var time: TimeInterval
        /// What happened.
        public var entry: Entry
    }

    /// Everything recorded, oldest first.
    public private(set) var records: [Record] = []
    /// Called with each record as it is made, for live printing.
    public var onRecord: (@MainActor (Record) -> Void)?
    weak var application: UIApplication?

    /// Creates an empty log.
    public init() {}

    /// Forgets every record.
    public func removeAll() { records.removeAll() }

    func record(_ entry: Entry) {
        let record = Record(time: application?.clock.now ?? 0, entry: entry)
        records.append(record)
        onRecord?(record)
    }

    /// The causes of the recorded recognizer state changes (``Entry/gestureState(recognizer:from:to:cause:)``)
    /// that gave one, oldest first: what tests and tools compare, typed, rather than the log's text.
    public var gestureStateCauses: [GestureStateCause] {
        records.compactMap { record in
            guard case let .gestureState(_, _, _, cause) = record.entry else { return nil }
            return cause
        }
    }

    /// The records as readable lines.
    public var lines: [String] { records.flatMap { Self.describe($0.entry) } }

    /// A readable rendering of one entry (several lines for a hit-test walk).
    public static func describe(_ entry: Entry) -> [String] {
        switch entry {
        case let .hitTest(touch, window, point, steps, result):
            var lines = ["touch #\(touch): hit-testing \(window) at \(format(point))"]
            lines += steps.map { "  " + String(repeating: "  ", count: $0.depth) + $0.description }
            lines.append(
                "  => " + (result.map { "hit view: \($0)" } ?? "no view in \(window); the touch falls through"))
            return lines
        case let .touchBegan(touch, view, window, tapCount, location):
            return ["touch #\(touch) began in \(view) (window \(window)) at \(format(location)), tapCount \(tapCount)"]
        case let .delivered(phase, view, touches, note):
            return ["\(view).touches\(methodName(phase))(\(touchList(touches)))" + (note.map { "  [\($0)]" } ?? "")]
        case let .forwarded(phase, from, to, count):
            return ["  \(from) forwards touches\(methodName(phase)) (\(count) touch\(count == 1 ? "" : "es")) to \(to)"]
        case let .withheld(touch, view, reason):
            return ["touch #\(touch) withheld from \(view): \(reason)"]
        case let .dropped(contact, reason):
            return ["contact \(contact) dropped: \(reason)"]
        case let .touchesCancelled(touches, reason):
            return ["cancelling \(touchList(touches)): \(reason)"]
        case let .participants(touch, recognizers):
            return [
                "touch #\(touch) participants: " + (recognizers.isEmpty ? "none" : recognizers.joined(separator: ", "))
            ]
        case let .gestureState(recognizer, from, to, cause):
            return ["\(recognizer): \(from) -> \(to)" + (cause.map { ": \($0)" } ?? "")]
        case let .gestureWaiting(recognizer, other):
            return ["\(recognizer): wants to recognize, waiting for \(other) to fail (still possible)"]
        case let .gestureReset(recognizer):
            return ["\(recognizer): reset to possible"]
        case let .illegalTransition(recognizer, from, to):
            return ["\(recognizer): illegal transition \(from) -> \(to) ignored"]
        case let .viewTouchesCancelled(touches, recognizer):
            return [
                "view touches \(touchList(touches)) cancelled because \(recognizer) recognized and cancelsTouchesInView is on"
            ]
        case let .touchHeld(touch, phase, recognizer):
            return [
                "touch #\(touch) \(phase) held back from its view: \(recognizer) is undecided and delaysTouches\(methodName(phase)) is on"
            ]
        case let .touchReleased(touch, phase):
            return ["touch #\(touch) \(phase) released to its view: every delaying recognizer decided"]
        case let .touchDiscarded(touch, recognizer):
            return ["touch #\(touch) will never reach its view: \(recognizer) recognized and took it"]
        case let .pointerEvent(type, device, summary):
            return ["\(device) \(type) event: \(summary)"]
        case let .listTouch(list, touch, item, outcome, kind):
            return [
                "\(list) touch #\(touch) on \(ListTouchOutcome.format(item)): "
                    + outcome.explanation(item: item, kind: kind)
            ]
        case let .dragAndDrop(event):
            return [event.description]
        case let .textInteraction(event):
            return [event.description]
        case let .keyPress(event):
            return [event.description]
        }
    }

    /// The touches method's name after "touches" (`Began`, `Moved`, `Ended`, `Cancelled`; ``TouchesMethod``).
    static func methodName(_ phase: UITouch.Phase) -> String {
        String(phase.touchesMethod.rawValue.dropFirst("touches".count))
    }

    private static func touchList(_ touches: [Int]) -> String {
        touches.map { "#\($0)" }.joined(separator: ", ")
    }

    nonisolated static func format(_ point: CGPoint) -> String { "(\(point.x.formatted4), \(point.y.formatted4))" }

    /// The name diagnostics use for a responder: a view's `accessibilityIdentifier`, else its class.
    public static func name(of responder: UIResponder) -> String {
        if let view = responder as? UIView, let identifier = view.accessibilityIdentifier { return identifier }
        return typeName(of: responder)
    }

    /// `String(describing: type(of: object))`, kept per class: describing a type goes through reflection, and
    /// the layout engine names every view it places (docs/performance.md, "The realistic screen built with
    /// constraints").
    static func typeName(of object: AnyObject) -> String {
        let type: AnyObject.Type = Swift.type(of: object)
        if let name = typeNames[ObjectIdentifier(type)] { return name }
        let name = String(describing: type)
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    private static var typeNames: [ObjectIdentifier: String] = [:]
}

/// One view visited by a traced hit-test walk.
public struct HitTestStep: Sendable, Equatable, CustomStringConvertible {
    /// What the default `hitTest(_:with:)` decided for a view.
    public enum Outcome: Sendable, Equatable {
        /// Skipped with its subtree.
        case skipped(HitTestSkipReason)
        /// `point(inside:with:)` returned false.
        case outside
        /// The point is inside; the subviews are asked next, front to back.
        case inside
        /// No subview took the point, so the view itself is the answer.
        case chosen
    }

    /// The view's name (see ``DispatchLog/name(of:)``).
    public var view: String
    /// The point in the view's coordinates.
    public var point: CGPoint
    /// What was decided.
    public var outcome: Outcome
    /// How deep in the walk the view is (0 for the window).
    public var depth: Int
    /// For an ``Outcome/outside`` step: whether the view is presented over the point mid-animation
    /// (hit-testing uses the model values; docs/behaviour/animation.md, 19.3).
    public var isInsidePresentation = false
    /// For an ``Outcome/outside`` step of a view whose frame has no area: why, when Auto Layout explains it
    /// (docs/behaviour/layout.md, 20.8): it keeps a zero frame it was given while constraints mention it
    /// (`translatesAutoresizingMaskIntoConstraints` still true), or its constraints gave it no size.
    public var zeroFrameReason: String?

    public var description: String {
        let at = "at \(DispatchLog.format(point))"
        switch outcome {
        case .skipped(.hidden): return "\(view): skipped, hidden"
        case .skipped(.userInteractionDisabled): return "\(view): skipped, user interaction disabled"
        case .skipped(.transparent): return "\(view): skipped, alpha <= 0.01"
        case .skipped(.animating): return "\(view): skipped, animating without .allowUserInteraction"
        case .outside where isInsidePresentation:
            return "\(view): \(at) is outside its bounds, though the view appears there mid-animation: "
                + "hit-testing uses the model values (where the animation ends)"
        case .outside where zeroFrameReason != nil:
            return "\(view): \(at) is outside its bounds, which are empty: \(zeroFrameReason ?? "")"
        case .outside: return "\(view): \(at) is outside its bounds"
        case .inside: return "\(view): \(at) is inside, asking its subviews front to back"
        case .chosen: return "\(view): chosen (no subview contains the point)"
        }
    }
}

/// Collects the steps of the hit-test walk in progress while a dispatch log is attached.
@MainActor
final class HitTestTracer {
    /// The tracer of the walk in progress, or nil (no recording).
    static var active: HitTestTracer?

    var steps: [HitTestStep] = []
    var depth = 0

    func record(_ view: UIView, point: CGPoint, outcome: HitTestStep.Outcome) {
        var step = HitTestStep(view: DispatchLog.name(of: view), point: point, outcome: outcome, depth: depth)
        if outcome == .outside {
            step.isInsidePresentation = view.presentationContains(modelPoint: point)
            step.zeroFrameReason = view.zeroFrameExplanation
        }
        steps.append(step)
    }
}
