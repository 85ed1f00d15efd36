import Foundation

/// The base class of controls: buttons, switches, sliders (behaviour 6).
///
/// A control tracks one touch at a time through its touch methods and reports what the touch does as
/// ``Event``s, sent to the targets and actions registered for them (see `UIControl+Tracking.swift` for
/// the exact rules, `ControlActionTable.swift` for the target-action bookkeeping):
///
/// - touch down: ``beginTracking(_:with:)``; when it returns true, the control is highlighted and sends
///   ``Event/touchDown``, then ``Event/touchDownRepeat`` if the touch's `tapCount` is above 1;
/// - each move: ``continueTracking(_:with:)``; then ``Event/touchDragExit`` or ``Event/touchDragEnter``
///   when the touch crossed the control's extended bounds, then ``Event/touchDragInside`` or
///   ``Event/touchDragOutside``; ``isHighlighted`` follows ``isTouchInside``;
/// - lift: ``endTracking(_:with:)``, then ``Event/touchUpInside`` or ``Event/touchUpOutside``;
/// - cancellation: ``cancelTracking(with:)``, then ``Event/touchCancel``.
///
/// "Inside" means inside the bounds enlarged by ``touchInsideMargin`` (70 pt, behaviour 11) on every side.
/// A disabled control (``isEnabled`` false) is still the hit view but tracks nothing, sends nothing and
/// forwards its touches to the next responder (behaviour 11).
///
/// Subclasses customise tracking by overriding the four tracking methods (call `super`) rather than the
/// touch methods. Actions are typed method references (`addTarget(self, action: Controller.tapped, for:
/// .touchUpInside)`), ``UIAction``s, or ``Selector``s sent through
/// ``UIApplication/sendAction(_:to:from:for:)`` (a nil target searches the responder chain).
@MainActor
open class UIControl: UIView {
    /// The margin added to every side of the bounds for the "inside" test of drag enter/exit and touch
    /// up inside/outside: 70 pt (behaviour 11; an empirical value, UIKit documents none).
    nonisolated public static let defaultTouchInsideMargin: CGFloat = 70

    // MARK: Storage

    /// The target-action pairs and actions, in registration order.
    var actionTable = ControlActionTable()
    /// The touch being tracked (or swallowed, when tracking did not begin), from touch-down to lift.
    var trackedTouch: UITouch?
    /// Where the tracked touch went down, in the control's coordinates.
    var trackingStartLocation: CGPoint = .zero
    /// Touches that arrived while the control was disabled: forwarded to the next responder to the end.
    var forwardedTouches: Set<UITouch> = []
    var trackingFlag = false
    var touchInsideFlag = false

    // MARK: Creating

    /// Creates a control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Present for source compatibility; nothing is read from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control whose `primaryAction` (if any) is registered for ``Event/primaryActionTriggered``.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State (behaviour 6.2)

    /// Whether the control responds to touches. A disabled control tracks nothing, sends no control
    /// events and forwards its touches up the responder chain; disabling it mid-touch stops tracking
    /// without a ``Event/touchCancel``. ``state`` then includes ``State/disabled``. Default `true`.
    open var isEnabled: Bool = true {
        didSet { if oldValue && !isEnabled { abandonTracking() } }
    }

    /// Whether the control is selected; application-defined (``state`` includes ``State/selected``).
    /// Default `false`.
    open var isSelected: Bool = false

    /// Whether the control is highlighted: set while a tracked touch is inside, cleared when it leaves
    /// and on lift. Default `false`.
    open var isHighlighted: Bool = false

    /// The control's state: ``State/normal`` or a combination of ``State/highlighted``,
    /// ``State/disabled`` and ``State/selected``.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is tracking a touch: from a touch-down whose ``beginTracking(_:with:)``
    /// returned true until the touch ends (after the touch-up events), is cancelled (after
    /// ``Event/touchCancel``), or ``continueTracking(_:with:)`` returns false.
    open var isTracking: Bool { trackingFlag }

    /// Whether the tracked touch is inside the control's extended bounds (``touchInsideMargin``); valid
    /// while tracking (and during the touch-up actions), false otherwise.
    open var isTouchInside: Bool { touchInsideFlag }

    /// The margin around the bounds within which a tracked touch still counts as inside. Default
    /// ``defaultTouchInsideMargin`` (70 pt). A ResponderKit addition: UIKit's margin is fixed.
    open var touchInsideMargin: CGFloat = UIControl.defaultTouchInsideMargin

    /// Whether `point` (in the control's coordinates) counts as inside for tracking: within the bounds
    /// enlarged by ``touchInsideMargin`` on every side, half-open like `point(inside:with:)`. UIKit's
    /// private `pointMostlyInside:withEvent:`; override it to change the tolerance's shape.
    open func pointMostlyInside(_ point: CGPoint, with event: UIEvent?) -> Bool {
        let area = bounds.insetBy(dx: -touchInsideMargin, dy: -touchInsideMargin)
        return point.x >= area.minX && point.x < area.maxX && point.y >= area.minY && point.y < area.maxY
    }

    // MARK: Tracking (behaviour 6.2): override these in subclasses and call super

    /// Called when a touch goes down in the control. Return true to track it (the control then sends
    /// ``Event/touchDown``), false to ignore it until it lifts. Default `true`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called each time the tracked touch moves, after ``isTouchInside`` was updated. Return true to go on
    /// tracking, false to stop (no further events for this touch). Default `true`.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch lifts, before the touch-up events; also called with a nil `touch`
    /// by the default ``cancelTracking(with:)``, so it is the one place to finish a tracking session.
    /// Default: nothing; call `super`.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when tracking is cancelled, before ``Event/touchCancel`` (`event` is nil when not caused by
    /// an event, such as the control being disabled mid-touch; when the control leaves its window the
    /// touch event that cancelled its touches is passed). Default: calls `endTracking(nil, with: event)`;
    /// call `super`.
    open func cancelTracking(with event: UIEvent?) {
        endTracking(nil, with: event)
    }

    // MARK: Touches: the control drives tracking (UIControl+Tracking.swift)

    /// Starts tracking the first new touch (or forwards the touches to ``UIResponder/next`` while
    /// disabled). Subclasses should override the tracking methods instead.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchesBegan(touches, with: event)
    }

    /// Continues tracking when the tracked touch moved.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchesMoved(touches, with: event)
    }

    /// Ends tracking when the tracked touch lifted.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchesEnded(touches, with: event)
    }

    /// Cancels tracking when the tracked touch was cancelled.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchesCancelled(touches, with: event)
    }

    /// Lets a gesture recognizer begin unless it would steal the control's standard gesture (behaviour 4.5):
    /// while the control is enabled, a one-finger single-tap recognizer that is not attached to the
    /// control itself (one on an ancestor) may not begin on a touch that started in the control, so the
    /// control keeps its tap. A recognizer attached to the control wins over it. Subclasses refine this
    /// (``UISlider``, ``UISwitch``).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !vetoesAncestorTap(gestureRecognizer)
    }

    /// Called after the touch-up event while still tracking; ``UIButton`` sends `primaryActionTriggered`.
    func didSendTouchUp(inside: Bool, event: UIEvent?) {}

    // MARK: Target-action (behaviour 6.3; the bookkeeping is in ControlActionTable.swift)

    /// Registers `action` for `controlEvents` (UIKit's `addTarget(_:action:for:)`). With a `target` (held
    /// weakly), the action is sent to it through ``UIApplication/sendAction(_:to:from:for:)``: a selector
    /// bound to a method (`Selector("tapped:", ViewController.tapped(_:))`) calls it when the target is of
    /// the method's class; a name alone reaches a responder that lists it in
    /// ``UIResponder/implementedActions``. With a nil target it goes to the first responder and up the
    /// chain, to the first responder that can perform it (behaviour 11: from the sender when there is no
    /// first responder). A pair is its target object and selector name: adding a pair again only adds
    /// its events; `[]` changes nothing.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        actionTable.add(target: target, selector: action, for: controlEvents)
    }

    /// Removes `controlEvents` from registrations (behaviour 6.3, UIKit's parameters): from the pair
    /// `target`/`action` (same object, same selector name); from every action of `target` when `action`
    /// is nil (typed methods included); from every target's pairs for `action` when `target` is nil; from
    /// every pair when both are nil. Pairs left without events are dropped. ``UIAction``s are removed
    /// with ``removeAction(_:for:)``.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        actionTable.remove(target: target, action: action, for: controlEvents)
    }

    /// Adds a ``UIAction`` for `controlEvents`. Actions are unique by identifier: one with the identifier
    /// of an action already added replaces it (keeping its place) and adds `controlEvents` to its events.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actionTable.add(action, for: controlEvents)
    }

    /// Removes `controlEvents` from the action with `action`'s identifier.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actionTable.removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes `controlEvents` from the action with `actionIdentifier`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        actionTable.removeAction(identifiedBy: actionIdentifier, for: controlEvents)
    }

    /// Sends the actions registered for any of `controlEvents`, in registration order, each through
    /// ``sendAction(_:to:for:)-(Selector,_,_)`` (selectors),
    /// ``sendAction(_:to:for:)-(_,AnyObject,_)`` (typed methods) or ``sendAction(_:)`` (``UIAction``s),
    /// with no event. Targets that are gone are skipped.
    open func sendActions(for controlEvents: UIControl.Event) {
        dispatchActions(for: controlEvents, event: nil)
    }

    /// Sends a selector action: forwards it to the application's
    /// ``UIApplication/sendAction(_:to:from:for:)`` with the control as sender. The override point for
    /// selector actions (log, redirect, suppress); call `super` to send.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        let application = window?.application ?? UIApplication.shared
        application.sendAction(action, to: target, from: self, for: event)
    }

    /// Sends a typed method action: calls `action` on `target` with the control (and the event, for
    /// two-argument methods). The override point for typed actions, counterpart of
    /// ``sendAction(_:to:for:)``; call `super` to send. A ResponderKit addition (UIKit has only selectors).
    open func sendAction(_ action: ActionMethod, to target: AnyObject, for event: UIEvent?) {
        action.perform(on: target, sender: self, event: event)
    }

    /// Performs a ``UIAction``: runs its handler with ``UIAction/sender`` set to the control. The override
    /// point for actions; call `super` to run the handler.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Performs the control's primary action: sends ``Event/primaryActionTriggered``, as a tap on a
    /// button would (with no event).
    open func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }
}
