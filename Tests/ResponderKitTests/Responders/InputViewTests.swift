import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 3.5 (input views shown on become, dismissed on resign, reloadInputViews) and 3.2 (becoming and
// resigning first responder, refusal to resign, hiding the first responder, key window).

/// A view controller that provides an input accessory controller to the responders below it.
@MainActor
private final class AccessoryProvidingController: UIViewController {
    var accessoryController: UIInputViewController?
    override var inputAccessoryViewController: UIInputViewController? { accessoryController }
}

/// A container that can become first responder and has its own input view.
@MainActor
private final class FocusableContainer: UIView {
    var customInputView: UIView?
    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { customInputView }
}

@Suite("Input views (behaviour 3.2, 3.5)")
@MainActor
struct InputViewTests {

    @Test("behaviour 3.5: inputView, inputAccessoryView and their controllers are nil by default")
    func defaults() {
        let responder = UIResponder()
        #expect(responder.inputView == nil)
        #expect(responder.inputAccessoryView == nil)
        #expect(responder.inputViewController == nil)
        #expect(responder.inputAccessoryViewController == nil)
        let presenter = UIApplication().inputViewPresenter
        #expect(presenter.responder == nil)
        #expect(!presenter.isShowingInputViews)
        let inputView = UIInputView(frame: .zero, inputViewStyle: .keyboard)
        #expect(inputView.inputViewStyle == .keyboard)
        #expect(UIInputView(frame: .zero).inputViewStyle == .default)
        #expect(!inputView.allowsSelfSizing)
    }

    @Test("behaviour 3.5: input views appear when the responder becomes first responder and go away when it resigns")
    func showOnBecomeHideOnResign() {
        let scene = KeyboardTestScene()
        let keyboardView = UIView(frame: .zero)
        let accessory = UIView(frame: .zero)
        scene.inner.customInputView = keyboardView
        scene.inner.customAccessoryView = accessory
        let presenter = scene.app.inputViewPresenter
        #expect(!presenter.isShowingInputViews)

        #expect(scene.inner.becomeFirstResponder())
        #expect(presenter.responder === scene.inner)
        #expect(presenter.inputView === keyboardView)
        #expect(presenter.inputAccessoryView === accessory)

        #expect(scene.inner.resignFirstResponder())
        #expect(presenter.responder == nil)
        #expect(presenter.inputView == nil)
        #expect(presenter.inputAccessoryView == nil)
    }

    @Test("behaviour 3.5: moving first responder to another responder swaps the shown views")
    func switchingResponders() {
        let scene = KeyboardTestScene()
        let first = UIView(frame: .zero), second = UIView(frame: .zero)
        scene.inner.customInputView = first
        scene.outer.customInputView = second
        scene.inner.becomeFirstResponder()
        #expect(scene.app.inputViewPresenter.inputView === first)
        scene.outer.becomeFirstResponder()
        #expect(scene.app.inputViewPresenter.inputView === second)
        #expect(scene.app.inputViewPresenter.responder === scene.outer)
    }

    @Test("behaviour 3.5: reloadInputViews swaps the views immediately for the first responder")
    func reloadSwaps() {
        let scene = KeyboardTestScene()
        let first = UIView(frame: .zero), second = UIView(frame: .zero)
        scene.inner.customInputView = first
        scene.inner.becomeFirstResponder()
        let presenter = scene.app.inputViewPresenter
        scene.inner.customInputView = second
        #expect(presenter.inputView === first)  // nothing changes until reloaded
        scene.inner.reloadInputViews()
        #expect(presenter.inputView === second)
        scene.inner.customInputView = nil
        scene.inner.customAccessoryView = first
        scene.inner.reloadInputViews()
        #expect(presenter.inputView == nil)
        #expect(presenter.inputAccessoryView === first)
    }

    @Test("behaviour 3.5: reloadInputViews is a no-op when the responder is not first responder")
    func reloadNoOpWhenNotFirstResponder() {
        let scene = KeyboardTestScene()
        let first = UIView(frame: .zero), other = UIView(frame: .zero)
        scene.inner.customInputView = first
        scene.inner.becomeFirstResponder()
        let presenter = scene.app.inputViewPresenter
        let updates = presenter.updateCount
        scene.outer.customInputView = other
        scene.outer.reloadInputViews()
        #expect(presenter.inputView === first)
        #expect(presenter.responder === scene.inner)
        #expect(presenter.updateCount == updates)
        scene.inner.resignFirstResponder()
        scene.inner.customInputView = other
        scene.inner.reloadInputViews()
        #expect(presenter.inputView == nil)
    }

    @Test("behaviour 3.2 / 3.5: a first responder that refuses to resign keeps its input views")
    func refusalKeepsViews() {
        let scene = KeyboardTestScene()
        let first = UIView(frame: .zero), second = UIView(frame: .zero)
        scene.inner.customInputView = first
        scene.outer.customInputView = second
        scene.inner.becomeFirstResponder()
        scene.inner.allowsResign = false
        #expect(!scene.outer.becomeFirstResponder())
        #expect(!scene.inner.resignFirstResponder())
        #expect(scene.inner.isFirstResponder)
        #expect(scene.app.inputViewPresenter.inputView === first)
        #expect(scene.app.inputViewPresenter.responder === scene.inner)
    }

    @Test(
        "behaviour 3.2 / 3.5: hiding the first responder dismisses its views; the next valid responder above takes over with its own"
    )
    func hidingMovesViews() {
        let scene = TestScene(withRootView: false), app = scene.application
        let container = FocusableContainer(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let containerKeyboard = UIView(frame: .zero)
        container.customInputView = containerKeyboard
        let log = KeyboardTestLog()
        let field = KeyboardTestView("field", log: log)
        let fieldKeyboard = UIView(frame: .zero)
        field.customInputView = fieldKeyboard
        container.addSubview(field)
        scene.add(container)
        field.becomeFirstResponder()
        #expect(app.inputViewPresenter.inputView === fieldKeyboard)
        field.isHidden = true
        #expect(container.isFirstResponder)
        #expect(app.inputViewPresenter.responder === container)
        #expect(app.inputViewPresenter.inputView === containerKeyboard)
    }

    @Test(
        "behaviour 3.2 / 3.5: hiding a first responder that refuses to resign still takes its status and its views away"
    )
    func hidingOverridesRefusal() {
        let scene = KeyboardTestScene()
        scene.inner.customInputView = UIView(frame: .zero)
        scene.inner.becomeFirstResponder()
        scene.inner.allowsResign = false
        scene.outer.acceptsFirstResponder = false
        scene.inner.isHidden = true
        #expect(!scene.inner.isFirstResponder)
        #expect(scene.app.inputViewPresenter.responder == nil)
        #expect(!scene.app.inputViewPresenter.isShowingInputViews)
    }

    @Test("behaviour 3.2 / 3.5: removing the first responder from its window dismisses its views")
    func removalHidesViews() {
        let scene = KeyboardTestScene()
        scene.inner.customInputView = UIView(frame: .zero)
        scene.inner.becomeFirstResponder()
        scene.inner.removeFromSuperview()
        #expect(!scene.app.inputViewPresenter.isShowingInputViews)
        #expect(scene.app.inputViewPresenter.responder == nil)
    }

    @Test("behaviour 3.2: input views show only for the key window's first responder, and follow the key window")
    func followsKeyWindow() {
        let scene = KeyboardTestScene()
        let mainKeyboard = UIView(frame: .zero)
        scene.inner.customInputView = mainKeyboard
        scene.inner.becomeFirstResponder()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: scene.app)
        other.isHidden = false
        let otherField = KeyboardTestView("other", log: scene.log)
        let otherKeyboard = UIView(frame: .zero)
        otherField.customInputView = otherKeyboard
        other.addSubview(otherField)
        #expect(otherField.becomeFirstResponder())
        #expect(scene.app.inputViewPresenter.inputView === mainKeyboard)  // not the key window
        other.makeKey()
        #expect(scene.app.inputViewPresenter.inputView === otherKeyboard)
        scene.window.makeKey()
        #expect(scene.app.inputViewPresenter.inputView === mainKeyboard)
    }

    @Test("behaviour 3.5: input view controllers are looked up the chain; dismissKeyboard resigns the first responder")
    func controllersUpTheChain() {
        let controller = AccessoryProvidingController()
        let accessoryController = UIInputViewController()
        controller.accessoryController = accessoryController
        let scene = TestScene(rootViewController: controller), app = scene.application
        let log = KeyboardTestLog()
        let field = KeyboardTestView("field", log: log)
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        let presenter = app.inputViewPresenter
        #expect(presenter.inputAccessoryViewController === accessoryController)
        #expect(presenter.inputAccessoryView === accessoryController.view)
        #expect(presenter.inputViewController == nil)
        #expect(presenter.inputView == nil)

        accessoryController.dismissKeyboard()
        #expect(!field.isFirstResponder)
        #expect(presenter.inputAccessoryView == nil)
    }
}
