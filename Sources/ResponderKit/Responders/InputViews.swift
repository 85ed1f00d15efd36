import Foundation

/// The view controller of a custom keyboard or input accessory: return one from
/// ``UIResponder/inputViewController`` or ``UIResponder/inputAccessoryViewController``. Its ``view`` is
/// what the ``InputViewPresenter`` shows.
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
/// (spec 3.2, 3.5). Headless, so nothing is drawn and the views are not added to any window.
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

    unowned let application: UIApplication

    init(application: UIApplication) {
        self.application = application
    }

    /// Shows the views of the key window's first responder, or hides them when there is none. Does
    /// nothing when that responder is already the one shown.
    func follow() {
        let first = application.keyWindow?.currentFirstResponder
        guard first !== responder || (first == nil && isShowingInputViews) else { return }
        show(for: first)
    }

    /// Shows the current views of `responder` (nil hides everything).
    func show(for responder: UIResponder?) {
        self.responder = responder
        if let responder {
            let chain = responder.responderChain()
            let viewController = responder.inputView == nil ? chain.lazy.compactMap(\.inputViewController).first : nil
            let accessoryController = responder.inputAccessoryView == nil
                ? chain.lazy.compactMap(\.inputAccessoryViewController).first : nil
            inputViewController = viewController
            inputAccessoryViewController = accessoryController
            viewController?.presentingApplication = application
            accessoryController?.presentingApplication = application
            inputView = responder.inputView ?? viewController?.view
            inputAccessoryView = responder.inputAccessoryView ?? accessoryController?.view
        } else {
            inputView = nil
            inputAccessoryView = nil
            inputViewController = nil
            inputAccessoryViewController = nil
        }
        updateCount += 1
        onUpdate?(self)
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
              let application = window.application, application.keyWindow === window else { return }
        application.inputViewPresenter.show(for: self)
    }
}
