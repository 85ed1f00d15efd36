import Foundation

/// The backdrop of an application's user interface and the dispatcher of its events (behaviour 1.3, 9).
///
/// A window is hidden until you call ``makeKeyAndVisible()`` or set `isHidden` to false. Its frame
/// is in screen coordinates. Its ``next`` responder is its scene, or its application when it is in no scene.
@MainActor
open class UIWindow: UIView {
    /// The stacking level of a window: every window of a higher level is in front of every window of a
    /// lower one (behaviour 1.3).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// The default level, 0.
        public static let normal = Level(rawValue: 0)
        /// The status bar's level, 1000.
        public static let statusBar = Level(rawValue: 1000)
        /// The level of alerts, 2000.
        public static let alert = Level(rawValue: 2000)
    }

    /// The application this window belongs to: the one it was created in, or the application of the
    /// scene it was last moved into (``windowScene``).
    public internal(set) var application: UIApplication? {
        get { applicationStorage }
        set { applicationStorage = newValue }
    }
    /// Private storage: read whenever the window logs (docs/performance.md, "Hot properties in private
    /// storage").
    private weak var applicationStorage: UIApplication?
    /// The scene the window is in (see ``windowScene``).
    weak var sceneStorage: UIWindowScene?
    /// Orders windows within one level; larger is further front.
    var frontOrder = 0
    /// The window's first responder (behaviour 3.2).
    weak var currentFirstResponder: UIResponder? {
        // Input views and the edit menu follow the key window's first responder (Responders/InputViews.swift);
        // then the responder that lost the status is told, however it lost it (a text control ends its
        // editing session even when it was forced out: docs/behaviour/text-input.md, 17.2).
        didSet {
            guard currentFirstResponder !== oldValue else { return }
            application?.firstResponderDidChange(in: self)
            oldValue?.firstResponderStatusDidEnd()
        }
    }
    /// The window's keyboard focus (docs/behaviour/focus.md).
    private(set) lazy var focusSystem = UIFocusSystem(window: self)
    /// Delivers touches to views, on storage reused between deliveries (docs/performance.md, "A moved touch
    /// allocates nothing").
    let viewDelivery = ViewTouchDelivery()
    /// Where this window's gesture recognizers compete for touches.
    private(set) lazy var gestureArena = GestureArena(window: self)

    /// A log of this window's dispatch only: touch delivery and gesture arbitration with causes (the
    /// explanation log). Nil (the default) records nothing; ``UIApplication/dispatchLog`` records every window.
    public var dispatchLog: DispatchLog? {
        get { dispatchLogStorage }
        set {
            dispatchLogStorage = newValue
            newValue?.application = application
        }
    }
    /// Private storage: read on every state change and delivery, to tell whether to log.
    private var dispatchLogStorage: DispatchLog?

    /// Whether ``log(_:)`` records anything: a log is attached to this window or to its application.
    var isLogging: Bool { dispatchLog != nil || application?.dispatchLog != nil }

    /// Records an entry in this window's log and the application's. The entry is built only when a log
    /// is attached, so dispatch allocates nothing for diagnostics otherwise.
    func log(_ entry: @autoclosure () -> DispatchLog.Entry) {
        let shared = application?.dispatchLog
        guard dispatchLog != nil || shared != nil else { return }
        let built = entry()
        dispatchLog?.record(built)
        if let shared, shared !== dispatchLog { shared.record(built) }
    }

    /// Creates a hidden window of ``UIApplication/shared``.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, application: .shared)
    }

    /// A number no other window of the process has: taps count as repeated only in the same window
    /// (behaviour 11; docs/decisions.md, "Tap counts stay in one window"), and a window made after another
    /// is gone may reuse its address but never its number.
    let serialNumber: Int = UIWindow.takeSerialNumber()
    private static var lastSerialNumber = 0
    private static func takeSerialNumber() -> Int {
        lastSerialNumber += 1
        return lastSerialNumber
    }

    /// Creates a hidden window that belongs to `application`, in no scene.
    public init(frame: CGRect, application: UIApplication) {
        self.applicationStorage = application
        super.init(frame: frame)
        cachedWindow = self
        isHidden = true
        application.register(self)
    }

    /// Creates a hidden window in `windowScene`, and so in the scene's application (the shared one if
    /// that application no longer exists), whose frame is the scene's screen bounds (``UIScreen/bounds``).
    /// You find it later in the scene's ``UIWindowScene/windows``.
    public init(windowScene: UIWindowScene) {
        let application = windowScene.application ?? .shared
        self.applicationStorage = application
        super.init(frame: windowScene.screen.bounds)
        cachedWindow = self
        isHidden = true
        sceneStorage = windowScene
        application.register(self)
    }

    /// Present for source compatibility; creates a hidden window of ``UIApplication/shared``.
    public required init?(coder: NSCoder) {
        applicationStorage = .shared
        super.init(coder: coder)
        cachedWindow = self
        isHidden = true
        UIApplication.shared.register(self)
    }

    /// Whether the window is hidden. Showing a hidden window posts ``didBecomeVisibleNotification``,
    /// hiding a shown one ``didBecomeHiddenNotification`` (`object`: the window), after the change.
    open override var isHidden: Bool {
        willSet { if newValue != isHidden { visibilityWillChange(toHidden: newValue) } }
        didSet {
            guard isHidden != oldValue else { return }
            application?.windowVisibilityChanged(self)
            visibilityDidChange()
            NotificationCenter.default.post(
                name: isHidden ? Self.didBecomeHiddenNotification : Self.didBecomeVisibleNotification,
                object: self)
        }
    }

    /// The scene the window is in, or nil. Setting it moves the window into that scene and so into the
    /// scene's application (Windows/UIWindow+Scene.swift says what moves
    /// with it); nil takes it out of its scene, leaving it in its application.
    open var windowScene: UIWindowScene? {
        get { sceneStorage }
        set { moveToScene(newValue) }
    }

    /// The screen the window is on: its scene's, else its application's.
    public var screen: UIScreen { sceneStorage?.screen ?? application?.screen ?? .main }

    /// The window's level. Default ``Level/normal``.
    open var windowLevel: Level = .normal

    /// The root view controller; its view fills the window and replaces the previous root's view. On a
    /// shown window the old root disappears and the new one appears (UIWindow+Appearance.swift).
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            installRootViewController(rootViewController, replacing: oldValue)
        }
    }

    /// The window's scene, or its application when it is in no scene (UIKit's chain since iOS 13).
    open override var next: UIResponder? { sceneStorage ?? application }

    override var firstResponderScope: UIWindow? { self }

    // MARK: Key window (behaviour 1.3)

    /// Shows the window in front of every other window of its level and makes it key.
    open func makeKeyAndVisible() {
        application?.bringToFront(self)
        isHidden = false
        makeKey()
    }

    /// Makes the window key without changing its visibility; the previous key window resigns.
    open func makeKey() {
        guard canBecomeKey else { return }
        application?.makeKey(self)
    }

    /// Whether the window is key: its scene's key window (``UIWindowScene/keyWindow``, iOS 15), or, for a
    /// window in no scene, its application's (``UIApplication/keyWindow``).
    public var isKeyWindow: Bool {
        if let scene = sceneStorage { return scene.keyWindowStorage === self }
        return application?.keyWindow === self
    }

    /// Whether the window can become key. Default `true`.
    open var canBecomeKey: Bool { true }

    /// Called when the window became key, before ``didBecomeKeyNotification`` is posted. Override point;
    /// do not call it yourself. Default: nothing.
    open func becomeKey() {}

    /// Called when the window stopped being key, before ``didResignKeyNotification`` is posted. Override
    /// point; do not call it yourself. Default: nothing.
    open func resignKey() {}

    // MARK: Dispatch

    /// Delivers an event: touches to their views (after gesture recognizers, behaviour 2.3 and 9 step 5);
    /// hover, scroll and transform events to the gesture recognizers they drive (behaviour 5.8, 12.3, 12.4);
    /// motion and remote-control events and presses to the first responder or, without one, to the window
    /// (behaviour 11). ``UIApplication/sendEvent(_:)`` calls it for every event. Override it to observe
    /// events; call `super` to deliver them. You may call it with events of your own.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            // One way (README, "How an event travels"): the arena decides and hands its decisions about
            // the views' touches back here (carryOut); the delivery delivers, asking the arena only who
            // holds a phase back.
            let arena = gestureArena
            arena.deliver(event)
            viewDelivery.deliver(event, in: self, holds: arena)
        case .hover:
            gestureArena.deliverHover(event)
        case .scroll:
            // A scroll event made by hand carries no step to deliver.
            if let scroll = event as? ScrollEvent { gestureArena.deliverScroll(scroll) }
        case .transform:
            if let transform = event as? TransformEvent { gestureArena.deliverTransform(transform) }
        case .remoteControl:
            (currentFirstResponder ?? self).remoteControlReceived(with: event)
        case .motion:
            deliverMotion(event)
        case .presses:
            guard let presses = event as? UIPressesEvent else { return }
            deliver(presses)
        }
    }

    /// Carries out a decision of the window's arena about the views' touches (behaviour 4.4) with the
    /// application's touch event: the arena decides, the window has its ``ViewTouchDelivery`` deliver.
    func carryOut(_ decision: ViewTouchDecision) {
        switch decision {
        case .discardHeldBegan(let recognizer):
            viewDelivery.discardHeldBegan(of: recognizer)
        case .cancelTouches(let recognizer):
            viewDelivery.cancelTouches(takenBy: recognizer, of: application?.touchEvent, in: self, holds: gestureArena)
        case .releaseHeldTouches:
            // Asked after every decision: the application's event is looked up only when something is held.
            guard viewDelivery.holdsTouches else { return }
            viewDelivery.releaseHeldTouches(of: application?.touchEvent, in: self, holds: gestureArena)
        }
    }

    /// Presses begin at the first responder (or the window) and change, end or are cancelled at the
    /// responder that received them began (behaviour 8.3), one call per responder and phase. A key event
    /// delivers the one press it reports, not the other held keys it lists (Keys/HeldKeys.swift).
    private func deliver(_ event: UIPressesEvent) {
        let firstResponder = currentFirstResponder ?? self
        let delivered = event.deliveredPresses
        // One press (a key down or up): the event's own set, without building one per phase and responder
        // (docs/performance.md, "Typing").
        if delivered.count == 1, let press = delivered.first {
            deliver(delivered, phase: press.phase, of: event, firstResponder: firstResponder)
            return
        }
        let phases: [UIPress.Phase] = [.began, .changed, .ended, .cancelled]
        for phase in phases {
            let presses = delivered.filter { $0.phase == phase }
            guard !presses.isEmpty else { continue }
            for press in presses where phase == .began { press.responder = firstResponder; press.window = self }
            var owners: [UIResponder] = []
            for press in presses {
                let owner = press.responder ?? firstResponder
                if !owners.contains(where: { $0 === owner }) { owners.append(owner) }
            }
            for owner in owners {
                let own = presses.filter { ($0.responder ?? firstResponder) === owner }
                deliver(own, phase: phase, of: event, firstResponder: owner)
            }
        }
    }

    /// Calls the presses method of `phase` on the responder the presses belong to (`firstResponder` for
    /// a press that begins now, which is recorded as its responder and window).
    private func deliver(
        _ presses: Set<UIPress>, phase: UIPress.Phase, of event: UIPressesEvent, firstResponder: UIResponder
    ) {
        if phase == .began {
            for press in presses {
                press.responder = firstResponder
                press.window = self
            }
        }
        let owner = presses.first?.responder ?? firstResponder
        switch phase {
        case .began: owner.pressesBegan(presses, with: event)
        case .changed: owner.pressesChanged(presses, with: event)
        case .ended: owner.pressesEnded(presses, with: event)
        case .cancelled: owner.pressesCancelled(presses, with: event)
        case .stationary: break
        }
    }

    // MARK: First responder bookkeeping

    /// The first responder is inside a subtree that became hidden: it resigns, and the nearest
    /// responder above the hidden view that can become first responder takes over (behaviour 3.2).
    func subtreeBecameHidden(_ hidden: UIView) {
        guard let responder = currentFirstResponder, responder.isInSubtree(of: hidden) else { return }
        _ = responder.resignFirstResponder()
        if currentFirstResponder === responder { currentFirstResponder = nil }
        var candidate = hidden.next
        while let next = candidate {
            if let view = next as? UIView, view.isHiddenOrInHiddenAncestor { candidate = next.next; continue }
            if next.canBecomeFirstResponder, next.becomeFirstResponder() { return }
            candidate = next.next
        }
    }
}

extension UIView {
    var isHiddenOrInHiddenAncestor: Bool {
        var current: UIView? = self
        while let view = current {
            if view.isHidden && !(view is UIWindow) { return true }
            current = view.superview
        }
        return false
    }
}
