import Foundation

/// An object that can respond to and handle events: the base class of views, view controllers,
/// windows and the application (behaviour 3).
///
/// Every event method's default implementation forwards the call to ``next`` (behaviour 2.3, 3.1),
/// exactly as UIKit's `forwardTouchMethod` does, so a subclass that does not handle an event
/// lets it travel up the responder chain. If you override one of the four touch methods without
/// calling `super`, override all four.
///
/// Responders compare and hash by identity, so they can be stored in sets and dictionaries.
@MainActor
open class UIResponder: Hashable, @MainActor CustomStringConvertible {
    /// Creates a responder that is not yet part of any chain.
    public init() {}

    /// The shortcuts bar items, made on first use (``inputAssistantItem``).
    private var assistantItem: UITextInputAssistantItem?

    /// The input assistant configuring the keyboard's shortcuts bar for this responder (Apple's
    /// `inputAssistantItem`): made on first use, the same object afterwards. Nothing shows it headless;
    /// its groups are stored so that code configuring the bar (and tests that empty it) runs unchanged.
    public var inputAssistantItem: UITextInputAssistantItem {
        if let assistantItem { return assistantItem }
        let item = UITextInputAssistantItem()
        assistantItem = item
        return item
    }

    // MARK: Identity

    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// A short description naming the class and the object's address; views add their frame.
    open var description: String {
        "<\(type(of: self)): \(Self.shortAddress(self))>"
    }

    static func shortAddress(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    // MARK: The chain

    /// The next responder in the chain, or `nil` (the default for a bare responder).
    ///
    /// Views return their view controller when they are its root view, otherwise their superview;
    /// view controllers return their window, presenting view controller or superview; windows return
    /// the application; the application returns its delegate when the delegate is a responder (behaviour 3.1,
    /// behaviour 11). Override it to change the chain.
    open var next: UIResponder? { nil }

    // MARK: Touches

    /// Tells the responder that one or more new touches occurred in a view.
    /// The default implementation forwards the message to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.began, touches, event)
    }

    /// Tells the responder that one or more of its touches moved; `touches` holds only the touches that
    /// changed (stationary ones are visible through `event.allTouches`). Forwards to ``next`` by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.moved, touches, event)
    }

    /// Tells the responder that one or more fingers were lifted. Forwards to ``next`` by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.ended, touches, event)
    }

    /// Tells the responder that the system cancelled its touches (the view left its window, the
    /// application resigned active, the input source was lost, or a gesture recognizer took the touches).
    /// Forwards to ``next`` by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.cancelled, touches, event)
    }

    /// Tells the responder that updated values arrived for previously estimated properties of touches
    /// (force, azimuth, altitude, location). Forwards to ``next`` by default.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        next?.touchesEstimatedPropertiesUpdated(touches)
    }

    private func forwardTouches(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        guard let next else { return }
        event?.recordForward(phase, from: self, to: next, count: touches.count)
        next.callTouchesMethod(for: phase, touches, with: event)
    }

    // MARK: Presses

    /// Tells the responder that physical buttons or keys were pressed. Forwards to ``next`` by default; a
    /// key that reaches the end of the chain this way goes to the first responder's text input
    /// (docs/behaviour/text-input.md, 17.7), so an override that does not call `super` keeps it from being
    /// typed.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let next else {
            for press in presses { press.reachedEndOfChain = true }
            return
        }
        next.pressesBegan(presses, with: event)
    }

    /// Tells the responder that an analog value of a press changed. Forwards to ``next`` by default.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Tells the responder that buttons or keys were released. Forwards to ``next`` by default.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Tells the responder that the system cancelled a press. Forwards to ``next`` by default.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Motion and remote control

    /// Tells the responder that a motion event (a shake) began. Forwards to ``next`` by default.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }

    /// Tells the responder that a motion event ended. Forwards to ``next`` by default.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }

    /// Tells the responder that a motion event was cancelled. Forwards to ``next`` by default.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    /// Tells the responder that a remote-control event arrived. Forwards to ``next`` by default.
    open func remoteControlReceived(with event: UIEvent?) {
        next?.remoteControlReceived(with: event)
    }

    // MARK: First responder (behaviour 3.2)

    /// Whether this responder may become first responder. Default `false`.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder agrees to give up first-responder status. Default `true`.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder of its window.
    public var isFirstResponder: Bool {
        guard let window = firstResponderScope else { return false }
        return window.currentFirstResponder === self
    }

    /// Asks UIKit to make this responder the first responder of its window.
    ///
    /// Fails (returns `false`) when ``canBecomeFirstResponder`` is `false`, when the responder is not in
    /// a window, or when the current first responder refuses to resign. Overrides must call `super`.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = firstResponderScope else { return false }
        if window.currentFirstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        // The keyboard follows once the change is done: it stays up from one text input to the next.
        return window.application?.inputViewPresenter.deferringUpdates { transferFirstResponder(in: window) }
            ?? transferFirstResponder(in: window)
    }

    private func transferFirstResponder(in window: UIWindow) -> Bool {
        if let current = window.currentFirstResponder {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            if window.currentFirstResponder === current { window.currentFirstResponder = nil }
        }
        window.currentFirstResponder = self
        return true
    }

    /// Gives up first-responder status. Returns `false`, keeping the status, when
    /// ``canResignFirstResponder`` is `false`; the default otherwise returns `true`. Overrides must call `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = firstResponderScope, window.currentFirstResponder === self {
            window.currentFirstResponder = nil
        }
        return true
    }

    /// The window whose first responder this object could be.
    var firstResponderScope: UIWindow? { nil }

    /// Called by the window after this responder stopped being its first responder, whether it resigned
    /// or was forced out (hidden, removed from its window, `endEditing(true)`): text controls end their
    /// editing session here (docs/behaviour/text-input.md, 17.2). Default: nothing.
    func firstResponderStatusDidEnd() {}

    // MARK: Actions (behaviour 3.3)

    /// The action methods this responder implements: what the Objective-C runtime would know about its
    /// class in UIKit. Default: none. Override it and add yours to `super`'s:
    ///
    ///     override var implementedActions: Set<Selector> { super.implementedActions.union([.copy, "refresh:"]) }
    ///
    /// and perform them in ``performAction(_:withSender:event:)`` (the standard edit actions are
    /// performed for you by calling the matching method, such as ``copy(_:)``). A selector bound to a
    /// method (`Selector("refresh:", Editor.refresh(_:))`) needs no declaration: the responder implements it
    /// when it is of the method's class (``responds(to:)``).
    open var implementedActions: Set<Selector> { [] }

    /// Performs an action this responder implements. The default calls the standard edit-action method
    /// matching `action` (``copy(_:)``, ``paste(_:)``, ...); override it to perform your own selectors and
    /// call `super` for the others. Selectors bound to a method of this responder's class are performed
    /// by calling that method, without coming here.
    open func performAction(_ action: Selector, withSender sender: Any?, event: UIEvent?) {
        switch action {
        case .cut: cut(sender)
        case .copy: copy(sender)
        case .paste: paste(sender)
        case .pasteAndMatchStyle: pasteAndMatchStyle(sender)
        case .select: select(sender)
        case .selectAll: selectAll(sender)
        case .delete: delete(sender)
        case .makeTextWritingDirectionLeftToRight: makeTextWritingDirectionLeftToRight(sender)
        case .makeTextWritingDirectionRightToLeft: makeTextWritingDirectionRightToLeft(sender)
        case .toggleBoldface: toggleBoldface(sender)
        case .toggleItalics: toggleItalics(sender)
        case .toggleUnderline: toggleUnderline(sender)
        case .increaseSize: increaseSize(sender)
        case .decreaseSize: decreaseSize(sender)
        default: break
        }
    }

    /// Whether this responder can perform `action` now (UIKit's default): true when the responder
    /// implements it (``responds(to:)``), otherwise the next responder's answer (behaviour 3.3). Override it to
    /// disable an action you implement (say `copy:` with nothing selected) or to enable a standard edit
    /// action whose method you override (`action == .copy`); it may be called often, with any sender.
    ///
    /// While ``target(forAction:withSender:)`` asks this responder about itself, the default answers
    /// for this responder only (false when it does not implement the action): the search asks the next
    /// responder itself, so a responder never becomes the target of an action only its successors have.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if responds(to: action) { return true }
        if isBeingAskedForItself { return false }
        return next?.canPerformAction(action, withSender: sender) ?? false
    }

    /// The object that performs `action` when it is sent up the chain from this responder: this responder
    /// when its ``canPerformAction(_:withSender:)`` says yes for itself, otherwise the next responder's
    /// answer; nil when no responder of the chain can. This is the one rule of "who performs an action":
    /// ``UIApplication/sendAction(_:to:from:for:)`` with a nil target, the edit menu (which lists only the
    /// actions it finds a target for) and key commands all ask it. Override it to redirect actions.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformActionItself(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    // MARK: Key commands, input views, user activity (behaviour 3.4, 3.5; Keys/, InputViews.swift, UserActivity.swift)

    /// The key commands this responder offers. When a key goes down, the commands of every responder on
    /// the chain from the key window's first responder are collected and a matching one performs its
    /// action on the first responder that implements it (see `Keys/KeyDispatch.swift`). Default `nil`.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// The view shown in place of the system keyboard while this responder is first responder in the key
    /// window (see ``InputViewPresenter``). Default `nil`; override it, with a setter too if you want it
    /// read-write.
    open var inputView: UIView? { nil }

    /// The view shown above the keyboard while this responder is first responder in the key window.
    /// Default `nil`.
    open var inputAccessoryView: UIView? { nil }

    /// A view controller whose view is shown as the input view. When the first responder has no
    /// ``inputView``, the presenter uses the first non-nil value found up the responder chain. Default `nil`.
    open var inputViewController: UIInputViewController? { nil }

    /// A view controller whose view is shown as the input accessory; looked up the chain like
    /// ``inputViewController``. Default `nil`.
    open var inputAccessoryViewController: UIInputViewController? { nil }

    /// Swaps the shown input views for the current values of ``inputView``, ``inputAccessoryView`` and
    /// their controllers, immediately. Does nothing unless this responder is the key window's first
    /// responder. Overrides must call `super`.
    open func reloadInputViews() {
        reloadInputViewsIfShowing()
    }

    /// The user activity this responder supports. Setting it makes UIKit manage the activity: it is
    /// marked as needing a save, and when the application saves activities each responder that shares it
    /// gets ``updateUserActivityState(_:)``. An activity that no responder supports any more is
    /// invalidated (see `Responders/UserActivity.swift`). Default `nil`.
    open var userActivity: NSUserActivity? {
        didSet { userActivityDidChange(from: oldValue) }
    }

    /// Called when the application saves ``userActivity``, after its `userInfo` was cleared: add this
    /// responder's state to it. Called on every responder that shares the activity. Default: nothing.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Called with an activity being continued when the app delegate passes this object to the
    /// restoration handler of `application(_:continue:restorationHandler:)`: restore the state it
    /// describes. Default: nothing.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    // MARK: Standard edit actions (UIResponderStandardEditActions)

    /// Cuts the selection. Default: nothing; override it and declare `.cut` in ``implementedActions``.
    open func cut(_ sender: Any?) {}
    /// Copies the selection. Default: nothing; override it and declare `.copy`.
    open func copy(_ sender: Any?) {}
    /// Pastes. Default: nothing; override it and declare `.paste`.
    open func paste(_ sender: Any?) {}
    /// Pastes, matching the surrounding style. Default: nothing; override it and declare `.pasteAndMatchStyle`.
    open func pasteAndMatchStyle(_ sender: Any?) {}
    /// Selects the nearest word or item. Default: nothing; override it and declare `.select`.
    open func select(_ sender: Any?) {}
    /// Selects everything. Default: nothing; override it and declare `.selectAll`.
    open func selectAll(_ sender: Any?) {}
    /// Deletes the selection. Default: nothing; override it and declare `.delete`.
    open func delete(_ sender: Any?) {}
    /// Sets the writing direction to left-to-right. Default: nothing.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    /// Sets the writing direction to right-to-left. Default: nothing.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    /// Toggles bold. Default: nothing.
    open func toggleBoldface(_ sender: Any?) {}
    /// Toggles italics. Default: nothing.
    open func toggleItalics(_ sender: Any?) {}
    /// Toggles underline. Default: nothing.
    open func toggleUnderline(_ sender: Any?) {}
    /// Increases the font size. Default: nothing.
    open func increaseSize(_ sender: Any?) {}
    /// Decreases the font size. Default: nothing.
    open func decreaseSize(_ sender: Any?) {}
}
