import Foundation

/// A window's keyboard focus (docs/behaviour/focus.md): which item is focused, the updates that move it,
/// and the notifications they post ([UIFocusSystem](https://developer.apple.com/documentation/uikit/uifocussystem)).
/// Each window has one; the keyboard's Tab, Shift-Tab and arrow keys move its focus on iPad
/// (``UIDevice/userInterfaceIdiom`` `.pad`, the default), and focus follows the window's first responder
/// when that can be focused.
///
/// Every change of the focused item goes through one update: the
/// environments around the previous and the next item are asked ``UIFocusEnvironment/shouldUpdateFocus(in:)``,
/// the item changes, they are told ``UIFocusEnvironment/didUpdateFocus(in:with:)``, and
/// ``didUpdateNotification`` is posted.
@MainActor
public final class UIFocusSystem {
    /// Posted after every focus update, by the focus system, with ``focusUpdateContextUserInfoKey`` and
    /// ``animationCoordinatorUserInfoKey`` in its user info.
    public static let didUpdateNotification = Notification.Name("UIFocusDidUpdateNotification")
    /// Posted when a movement by the keyboard found no item in its direction or was refused, by the focus
    /// system, with ``focusUpdateContextUserInfoKey`` in its user info.
    public static let movementDidFailNotification = Notification.Name("UIFocusMovementDidFailNotification")
    /// The key of the ``UIFocusUpdateContext`` in the notifications' user info.
    public static let focusUpdateContextUserInfoKey = "UIFocusUpdateContextKey"
    /// The key of the ``UIFocusAnimationCoordinator`` in ``didUpdateNotification``'s user info.
    public static let animationCoordinatorUserInfoKey = "UIFocusUpdateAnimationCoordinatorKey"

    /// The window whose focus this is.
    private weak var window: UIWindow?
    /// The focused view; read through ``focusedView``, which forgets a view that left the window.
    private weak var storedFocusedView: UIView?
    /// The environment of a requested update, until it runs.
    private var requestedEnvironment: (any UIFocusEnvironment)?
    /// The timer that runs a requested update at the application's next turn.
    private var requestTimer: ApplicationTimer?
    /// Whether an update is running (its first-responder changes must not start another).
    private var isUpdating = false

    init(window: UIWindow) {
        self.window = window
    }

    /// The focus system of the window `environment` is in; nil when it is in no window.
    public static func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        environment.focusWindow?.focusSystem
    }

    /// Whether `environment` contains `otherEnvironment` (or is it).
    public static func environment(
        _ environment: any UIFocusEnvironment, contains otherEnvironment: any UIFocusEnvironment
    ) -> Bool {
        otherEnvironment.focusEnvironmentChain.contains { $0 === environment }
    }

    /// The focused item, if any.
    public var focusedItem: (any UIFocusItem)? { focusedView }

    /// The focused view, while it is still in this window.
    var focusedView: UIView? {
        guard let view = storedFocusedView, view.window === window else { return nil }
        return view
    }

    /// Asks for an update that moves focus into `environment` (to the item its preferred environments
    /// lead to), run at the application's next turn or at ``updateFocusIfNeeded()``.
    public func requestFocusUpdate(to environment: any UIFocusEnvironment) {
        requestedEnvironment = environment
        guard requestTimer == nil, let application = window?.application else { return }
        requestTimer = application.scheduleTimer(at: application.clock.now) { [weak self] in
            self?.requestTimer = nil
            self?.updateFocusIfNeeded()
        }
    }

    /// Runs a requested update now, if there is one.
    public func updateFocusIfNeeded() {
        requestTimer?.invalidate()
        requestTimer = nil
        guard let environment = requestedEnvironment else { return }
        requestedEnvironment = nil
        guard let next = Self.preferredItem(in: environment), next.window === window else { return }
        _ = perform(to: next, heading: [])
    }

    // MARK: Updates

    /// The one update every change of the focused item takes. Returns false, changing nothing, when an
    /// environment refused (``UIFocusEnvironment/shouldUpdateFocus(in:)``) or the first responder could not
    /// follow (18.4).
    @discardableResult
    func perform(to next: UIView?, heading: UIFocusHeading) -> Bool {
        let previous = focusedView
        guard previous !== next, !isUpdating else { return true }
        let context = UIFocusUpdateContext(previous: previous, next: next, heading: heading)
        let environments = Self.affectedEnvironments(previous: previous, next: next)
        for environment in environments where !environment.shouldUpdateFocus(in: context) {
            return false
        }
        isUpdating = true
        defer { isUpdating = false }
        guard moveFirstResponder(from: previous, to: next) else { return false }
        storedFocusedView = next
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
        NotificationCenter.default.post(
            name: Self.didUpdateNotification, object: self,
            userInfo: [Self.focusUpdateContextUserInfoKey: context, Self.animationCoordinatorUserInfoKey: coordinator])
        return true
    }

    /// The first responder follows focus (18.4): a text input that gets focus becomes first responder (it
    /// begins editing); one that loses focus to an item that does not take text resigns (it ends editing).
    /// False when the text input refused (its delegate's should-begin or should-end said no).
    private func moveFirstResponder(from previous: UIView?, to next: UIView?) -> Bool {
        if let next, next is any UIKeyInput, next.canBecomeFirstResponder {
            return next.isFirstResponder || next.becomeFirstResponder()
        }
        if let previous, previous is any UIKeyInput, previous.isFirstResponder {
            return previous.resignFirstResponder()
        }
        return true
    }

    /// The window's first responder changed (UIResponder's becomeFirstResponder and resignFirstResponder):
    /// focus follows it when it can be focused, and leaves a text input that stopped being first responder.
    func firstResponderDidChange(to responder: UIResponder?) {
        guard !isUpdating else { return }
        if let view = responder as? UIView, FocusLoop.isFocusable(view), view.window === window {
            perform(to: view, heading: [])
        } else if let focused = focusedView, focused is any UIKeyInput, responder !== focused {
            perform(to: nil, heading: [])
        }
    }

    /// Posts ``movementDidFailNotification`` for a movement from the focused item in `heading`.
    func movementDidFail(heading: UIFocusHeading) {
        let context = UIFocusUpdateContext(previous: focusedView, next: nil, heading: heading)
        NotificationCenter.default.post(
            name: Self.movementDidFailNotification, object: self,
            userInfo: [Self.focusUpdateContextUserInfoKey: context])
    }

    // MARK: Finding items

    /// The environments an update from `previous` to `next` concerns: those containing `previous`, from
    /// the item outward, then those containing `next` not already listed, from the item outward.
    private static func affectedEnvironments(previous: UIView?, next: UIView?) -> [any UIFocusEnvironment] {
        var environments: [any UIFocusEnvironment] = []
        var seen: Set<ObjectIdentifier> = []
        for item in [previous, next] {
            for environment in item?.focusEnvironmentChain ?? []
            where seen.insert(ObjectIdentifier(environment)).inserted {
                environments.append(environment)
            }
        }
        return environments
    }

    /// The item an update in `environment` focuses: the environment itself when it is a focusable view;
    /// otherwise the first item its preferred environments lead to, in order; otherwise, for a view, the
    /// first focusable view inside it in the tab loop's order.
    static func preferredItem(in environment: any UIFocusEnvironment, depth: Int = 0) -> UIView? {
        guard depth < 32 else { return nil }
        if let view = environment as? UIView, FocusLoop.isFocusable(view) { return view }
        for preferred in environment.preferredFocusEnvironments where preferred !== environment {
            if let item = preferredItem(in: preferred, depth: depth + 1) { return item }
        }
        guard let view = environment as? UIView, let window = view.window else { return nil }
        let loop = FocusLoop(window: window)
        return loop.groups.lazy.flatMap(\.items).first { $0.isDescendant(of: view) }
    }
}
