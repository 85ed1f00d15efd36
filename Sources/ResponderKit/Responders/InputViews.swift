import Foundation

/// The view controller of a custom keyboard or input accessory: return one from
/// ``UIResponder/inputViewController`` or ``UIResponder/inputAccessoryViewController``. Its
/// ``UIViewController/view`` is what the ``InputViewPresenter`` shows.
@MainActor
open class UIInputViewController: UIViewController {
    /// The application whose presenter last showed this controller's view.
    weak var presentingApplication: UIApplication?

    /// Asks the system to dismiss the keyboard: the key window's first responder resigns (and may
    /// refuse). Does nothing while the controller is not shown.
    open func dismissKeyboard() {
        guard let responder = presentingApplication?.keyWindow?.currentFirstResponder else { return }
        _ = responder.resignFirstResponder()
    }
}

/// A view with the keyboard's appearance, for custom input views.
@MainActor
open class UIInputView: UIView {
    /// How an input view draws its background.
    public enum Style: Int, Sendable {
        /// A blurred background.
        case `default` = 0
        /// The keyboard's background.
        case keyboard = 1
    }

    /// The view's style.
    public let inputViewStyle: Style
    /// Whether the view sizes itself from its constraints. Default `false`.
    open var allowsSelfSizing: Bool = false

    /// Creates an input view with a style.
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    /// Creates an input view with the default style.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, inputViewStyle: .default)
    }

    /// Present for source compatibility; creates an input view with the default style.
    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
    }
}

/// ResponderKit's stand-in for the system keyboard: records which input views an application shows
/// (behaviour 3.2, 3.5). Headless, so nothing is drawn and the views are not added to any window.
///
/// It follows the key window's first responder: when a responder becomes first responder in the key
/// window (or its window becomes key) its input views appear; when it resigns (including when it is
/// hidden or removed from its window) they go away; ``UIResponder/reloadInputViews()`` on the first
/// responder swaps them immediately and does nothing on any other responder. The input view is the
/// first responder's ``UIResponder/inputView`` or, when that is nil, the view of the first
/// ``UIResponder/inputViewController`` found up the chain; likewise for the accessory.
///
/// Each application has one: ``UIApplication/inputViewPresenter``.
@MainActor
public final class InputViewPresenter {
    /// The first responder whose input views are shown, or nil.
    public private(set) weak var responder: UIResponder?
    /// The shown input view, or nil.
    public private(set) var inputView: UIView?
    /// The shown input accessory view, or nil.
    public private(set) var inputAccessoryView: UIView?
    /// The controller of the shown input view, when it came from an input view controller.
    public private(set) var inputViewController: UIInputViewController?
    /// The controller of the shown accessory, when it came from an input view controller.
    public private(set) var inputAccessoryViewController: UIInputViewController?
    /// How many times the shown views were set (shown, swapped or hidden), for tests.
    public private(set) var updateCount = 0
    /// Called after every update, with the presenter.
    public var onUpdate: ((InputViewPresenter) -> Void)?

    /// Whether an input view or an input accessory view is shown.
    public var isShowingInputViews: Bool { inputView != nil || inputAccessoryView != nil }

    /// Whether the system keyboard is shown: the first responder adopts ``UIKeyInput`` and has no custom
    /// input view, and ``usesSoftwareKeyboard`` is true. The system keyboard is not a view (``inputView``
    /// stays nil); it has a ``keyboardFrame`` and its notifications.
    public private(set) var isShowingSystemKeyboard = false

    /// Whether the device shows the system's on-screen keyboard for text input. Default true; set it false
    /// for a device with a hardware keyboard attached, where iOS shows no on-screen keyboard (custom input
    /// views and accessory views still show).
    public var usesSoftwareKeyboard = true {
        didSet { if usesSoftwareKeyboard != oldValue, let responder { show(for: responder) } }
    }

    /// The height of the system keyboard: 216 points, the iPhone's portrait keyboard without its
    /// suggestion bar (docs/decisions.md, "Text: the system keyboard").
    public static let systemKeyboardHeight: CGFloat = 216

    /// How many first-responder changes are under way: the presenter follows once the outermost one is done
    /// (``deferringUpdates(_:)``).
    private var deferralDepth = 0

    /// Runs `body` (a change of first responder, with the callbacks around it) and follows the key window's
    /// first responder once, after it: moving from one text field to another keeps the keyboard up, and a
    /// text control's did-begin callback comes before the keyboard's will-show notification, as in UIKit.
    func deferringUpdates<Result>(_ body: () -> Result) -> Result {
        deferralDepth += 1
        defer {
            deferralDepth -= 1
            if deferralDepth == 0 { follow() }
        }
        return body()
    }

    unowned let application: UIApplication

    init(application: UIApplication) {
        self.application = application
    }

    /// Shows the views of the key window's first responder, or hides them when there is none. Does
    /// nothing when that responder is already the one shown.
    func follow() {
        guard deferralDepth == 0 else { return }
        let first = application.keyWindow?.currentFirstResponder
        guard first !== responder || (first == nil && isShowingInputViews) else { return }
        show(for: first)
    }

    /// Shows the current views of `responder` (nil hides everything), posting the keyboard
    /// notifications around the change (see ``keyboardFrame``).
    func show(for responder: UIResponder?) {
        self.responder = responder
        let previousFrame = keyboardFrame
        var newInputView: UIView?
        var newAccessoryView: UIView?
        var newViewController: UIInputViewController?
        var newAccessoryController: UIInputViewController?
        if let responder {
            let chain = responder.responderChain()
            newViewController = responder.inputView == nil ? chain.lazy.compactMap(\.inputViewController).first : nil
            newAccessoryController =
                responder.inputAccessoryView == nil
                ? chain.lazy.compactMap(\.inputAccessoryViewController).first : nil
            newViewController?.presentingApplication = application
            newAccessoryController?.presentingApplication = application
            newInputView = responder.inputView ?? newViewController?.view
            newAccessoryView = responder.inputAccessoryView ?? newAccessoryController?.view
        }
        let systemKeyboard = usesSoftwareKeyboard && newInputView == nil && responder?.keyInput != nil
        let newFrame =
            newInputView == nil && newAccessoryView == nil && !systemKeyboard
            ? nil
            : keyboardFrame(inputView: newInputView, accessoryView: newAccessoryView, systemKeyboard: systemKeyboard)
        let change = KeyboardChange(from: previousFrame, to: newFrame, screen: application.screen.bounds)
        change?.post(will: true, application: application)
        inputView = newInputView
        isShowingSystemKeyboard = systemKeyboard
        inputAccessoryView = newAccessoryView
        inputViewController = newViewController
        inputAccessoryViewController = newAccessoryController
        keyboardFrame = newFrame
        updateCount += 1
        onUpdate?(self)
        change?.post(will: false, application: application)
    }

    // MARK: Keyboard frame and notifications

    /// The height of an input view whose frame has no height (a custom keyboard sized by constraints):
    /// 216 points, the iPhone's portrait keyboard.
    public static let defaultInputViewHeight: CGFloat = 216

    /// The keyboard's frame in screen coordinates while input views or the system keyboard are shown, else
    /// nil: as wide as the application's screen, at its bottom, as tall as the input view
    /// (``defaultInputViewHeight`` when its frame has no height) or the system keyboard
    /// (``systemKeyboardHeight``), plus the accessory view.
    ///
    /// When it appears, changes or goes away, the presenter posts `UIResponder.keyboardWillChangeFrameNotification`
    /// then `keyboardWillShowNotification` (appearing or changing, also from one text input to the next) or
    /// `keyboardWillHideNotification` before the views change, and `keyboardDidChangeFrameNotification` then
    /// `keyboardDidShowNotification` or `keyboardDidHideNotification` after (after ``onUpdate``), through
    /// `NotificationCenter.default` with the application as `object`. Their `userInfo` holds the frames
    /// before and after (`keyboardFrameBeginUserInfoKey`, `keyboardFrameEndUserInfoKey`, as `NSValue`; an
    /// appearing keyboard starts, and a leaving one ends, just below the screen), the animation duration
    /// (0.25 s), curve (7) and `keyboardIsLocalUserInfoKey` (true).
    public private(set) var keyboardFrame: CGRect?

    private func keyboardFrame(inputView: UIView?, accessoryView: UIView?, systemKeyboard: Bool) -> CGRect {
        let screen = application.screen.bounds
        var height = accessoryView.map { max(0, $0.frame.height) } ?? 0
        if let inputView {
            height += inputView.frame.height > 0 ? inputView.frame.height : Self.defaultInputViewHeight
        } else if systemKeyboard {
            height += Self.systemKeyboardHeight
        }
        return CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
    }
}

/// One change of the keyboard's frame and the notifications that announce it.
private struct KeyboardChange {
    let shows: Bool
    let begin: CGRect
    let end: CGRect

    /// Nil when the keyboard stays hidden.
    init?(from old: CGRect?, to new: CGRect?, screen: CGRect) {
        func offscreen(_ frame: CGRect) -> CGRect {
            CGRect(x: frame.minX, y: screen.maxY, width: frame.width, height: frame.height)
        }
        switch (old, new) {
        case (nil, nil): return nil
        case (let old, let new?): shows = true; begin = old ?? offscreen(new); end = new
        case (let old?, nil): shows = false; begin = old; end = offscreen(old)
        }
    }

    /// Posts the change-frame notification, then the show or hide one (UIKit's order: will-change-frame,
    /// will-show; did-change-frame, did-show).
    @MainActor
    func post(will: Bool, application: UIApplication) {
        let frameName =
            will ? UIResponder.keyboardWillChangeFrameNotification : UIResponder.keyboardDidChangeFrameNotification
        let name: Notification.Name =
            switch (shows, will) {
            case (true, true): UIResponder.keyboardWillShowNotification
            case (true, false): UIResponder.keyboardDidShowNotification
            case (false, true): UIResponder.keyboardWillHideNotification
            case (false, false): UIResponder.keyboardDidHideNotification
            }
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        NotificationCenter.default.post(name: frameName, object: application, userInfo: userInfo)
        NotificationCenter.default.post(name: name, object: application, userInfo: userInfo)
    }
}

extension UIApplication {
    /// The application's input-view presenter: which input views are showing (ResponderKit's
    /// headless stand-in for the keyboard).
    public var inputViewPresenter: InputViewPresenter {
        if let presenter = responderServices.inputViewPresenterStorage { return presenter }
        let presenter = InputViewPresenter(application: self)
        responderServices.inputViewPresenterStorage = presenter
        return presenter
    }

    /// A window's first responder changed: the input views and the edit menu follow the key window's.
    func firstResponderDidChange(in window: UIWindow) {
        // Focus follows the first responder (docs/behaviour/focus.md, 18.4), in every window.
        window.focusSystem.firstResponderDidChange(to: window.currentFirstResponder)
        guard window === keyWindow else { return }
        inputViewPresenter.follow()
        responderServices.menuControllerStorage?.firstResponderDidChange()
    }

    /// The key window changed: show its first responder's input views.
    func keyWindowDidChange() {
        inputViewPresenter.follow()
        responderServices.menuControllerStorage?.firstResponderDidChange()
    }
}

extension UIResponder {
    /// ``reloadInputViews()``: swaps the shown views when this responder is the one shown.
    func reloadInputViewsIfShowing() {
        guard let window = firstResponderScope, window.currentFirstResponder === self,
            let application = window.application, application.keyWindow === window
        else { return }
        application.inputViewPresenter.show(for: self)
    }
}
