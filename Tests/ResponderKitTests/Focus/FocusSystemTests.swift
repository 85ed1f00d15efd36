import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// docs/behaviour/focus.md (18): the keyboard's focus on iPad, checked against Apple's UIFocusSystem,
// UIFocusEnvironment and UIFocusUpdateContext pages.

/// A view the keyboard can focus, which logs the focus calls it gets.
@MainActor
private final class FocusableView: UIView {
    var log: [String]?
    var name = ""
    var refusesUpdates = false

    override var canBecomeFocused: Bool { true }

    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        log?.append("\(name).should")
        return !refusesUpdates
    }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        let from = (context.previouslyFocusedView as? FocusableView)?.name ?? "-"
        let to = (context.nextFocusedView as? FocusableView)?.name ?? "-"
        log?.append("\(name).did \(from)→\(to) \(context.focusHeading.rawValue)")
    }
}

/// A sign-in form: two text fields one above the other, on iPad.
@MainActor
private struct SignInForm {
    let scene = TestScene()
    let name: UITextField
    let password: UITextField

    init() {
        password = scene.add(UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34)))
        name = scene.add(UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34)))
    }
}

@Suite("Keyboard focus (docs/behaviour/focus.md)")
@MainActor
struct FocusSystemTests {
    @Test("18.2, 18.4: Tab moves between text fields in reading order and wraps; each becomes first responder")
    func tabBetweenTextFields() {
        let form = SignInForm()
        let system = try! #require(UIFocusSystem.focusSystem(for: form.name))
        #expect(system.focusedItem == nil)
        form.scene.keyboard.press(.keyboardTab)
        #expect(form.name.isFocused && form.name.isFirstResponder && form.name.isEditing)
        form.scene.keyboard.press(.keyboardTab)
        #expect(form.password.isFocused && form.password.isFirstResponder)
        #expect(!form.name.isFocused && !form.name.isEditing)
        form.scene.keyboard.press(.keyboardTab)
        #expect(system.focusedItem === form.name)
        form.scene.keyboard.press(.keyboardTab, modifiers: .shift)
        #expect(system.focusedItem === form.password)
    }

    @Test("18.4: focus follows a text field that became first responder; Tab goes on from it")
    func focusFollowsTheFirstResponder() {
        let form = SignInForm()
        form.password.becomeFirstResponder()
        #expect(form.password.isFocused)
        form.scene.keyboard.press(.keyboardTab)
        #expect(form.name.isFirstResponder && form.name.isFocused)
        form.name.resignFirstResponder()
        #expect(UIFocusSystem.focusSystem(for: form.name)?.focusedItem == nil)
    }

    @Test("18.4: a field whose delegate refuses to begin editing is not focused; the movement fails")
    func refusedBeginKeepsFocus() {
        let form = SignInForm()
        let delegate = RefusingDelegate()
        form.password.delegate = delegate
        form.name.becomeFirstResponder()
        var failures = 0
        let token = NotificationCenter.default.addObserver(
            forName: UIFocusSystem.movementDidFailNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { failures += 1 } }
        defer { NotificationCenter.default.removeObserver(token) }
        form.scene.keyboard.press(.keyboardTab)
        #expect(form.name.isFocused && form.name.isFirstResponder)
        #expect(failures == 1)
    }

    @Test("18.2: a disabled field, a hidden one and one under a view that takes no touches are passed over")
    func unreachableFieldsArePassedOver() {
        let form = SignInForm()
        let hidden = form.scene.add(UITextField(frame: CGRect(x: 20, y: 160, width: 200, height: 34)))
        hidden.isHidden = true
        let disabled = form.scene.add(UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34)))
        disabled.isEnabled = false
        let shield = form.scene.add(UIView(frame: CGRect(x: 0, y: 240, width: 320, height: 100)))
        shield.isUserInteractionEnabled = false
        shield.addSubview(UITextField(frame: CGRect(x: 20, y: 10, width: 200, height: 34)))
        form.password.becomeFirstResponder()
        form.scene.keyboard.press(.keyboardTab)
        #expect(form.name.isFocused)
    }

    @Test("18.2: items sharing a focus group are one stop of the tab loop; the arrows move within it")
    func groupsAndArrows() {
        let scene = TestScene()
        let field = scene.add(UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34)))
        let toolbar = scene.add(UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 44)))
        toolbar.focusGroupIdentifier = "toolbar"
        let buttons = (0..<3).map { index -> FocusableView in
            let button = FocusableView(frame: CGRect(x: 10 + CGFloat(index) * 100, y: 0, width: 80, height: 44))
            toolbar.addSubview(button)
            return button
        }
        let system = try! #require(UIFocusSystem.focusSystem(for: field))
        scene.keyboard.press(.keyboardTab)
        #expect(system.focusedItem === field)
        scene.keyboard.press(.keyboardTab)
        #expect(system.focusedItem === buttons[0] && !field.isFirstResponder)
        scene.keyboard.press(.keyboardRightArrow)
        #expect(system.focusedItem === buttons[1])
        scene.keyboard.press(.keyboardRightArrow)
        scene.keyboard.press(.keyboardRightArrow)
        #expect(system.focusedItem === buttons[2])
        scene.keyboard.press(.keyboardLeftArrow)
        #expect(system.focusedItem === buttons[1])
        scene.keyboard.press(.keyboardTab)
        #expect(system.focusedItem === field && field.isFirstResponder)
    }

    @Test(
        "18.3: should-update is asked of the environments around both items, then did-update told, then the notification"
    )
    func updateOrder() {
        let scene = TestScene()
        var log: [String] = []
        let a = scene.add(FocusableView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        let b = scene.add(FocusableView(frame: CGRect(x: 0, y: 100, width: 50, height: 50)))
        a.name = "a"
        b.name = "b"
        let token = NotificationCenter.default.addObserver(
            forName: UIFocusSystem.didUpdateNotification, object: nil, queue: nil
        ) { note in
            // Posted on the main actor, by the focus system (docs/behaviour/focus.md, 18.3).
            nonisolated(unsafe) let userInfo = note.userInfo
            MainActor.assumeIsolated {
                let context = userInfo?[UIFocusSystem.focusUpdateContextUserInfoKey] as? UIFocusUpdateContext
                log.append("notification \((context?.nextFocusedView as? FocusableView)?.name ?? "-")")
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        scene.keyboard.press(.keyboardTab)
        a.log = []
        b.log = []
        scene.keyboard.press(.keyboardTab)
        #expect(a.log == ["a.should", "a.did a→b \(UIFocusHeading.next.rawValue)"])
        #expect(b.log == ["b.should", "b.did a→b \(UIFocusHeading.next.rawValue)"])
        #expect(log == ["notification a", "notification b"])

        b.refusesUpdates = true
        scene.keyboard.press(.keyboardTab)
        #expect(b.isFocused && !a.isFocused)
    }

    @Test("18.3: requestFocusUpdate(to:) follows the preferred environments, at the application's next turn")
    func requestedUpdates() {
        let scene = TestScene()
        let first = FocusableView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let second = FocusableView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        let plain = scene.add(UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 100)))
        plain.addSubview(first)
        plain.addSubview(second)
        let system = try! #require(UIFocusSystem.focusSystem(for: plain))
        // A plain view's update goes to its first focusable subview in the loop's order.
        system.requestFocusUpdate(to: plain)
        #expect(system.focusedItem == nil)
        scene.keyboard.wait(0.01)
        #expect(system.focusedItem === first)
        // The preferred environments come first.
        let chooser = scene.add(ChoosingView(frame: CGRect(x: 0, y: 420, width: 10, height: 10)))
        chooser.preferred = [second]
        chooser.setNeedsFocusUpdate()
        chooser.updateFocusIfNeeded()
        #expect(second.isFocused)
        #expect(UIFocusSystem.environment(plain, contains: second))
        #expect(!UIFocusSystem.environment(second, contains: plain))
    }

    @Test("18.2: a key command that wants priority over system behaviour takes Tab before the focus system")
    func priorityKeyCommandWins() {
        let scene = TestScene()
        let field = scene.add(UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34)))
        let commander = scene.add(TabCommandView(frame: CGRect(x: 0, y: 300, width: 10, height: 10)))
        commander.becomeFirstResponder()
        scene.keyboard.press(.keyboardTab)
        #expect(commander.tabs == 1)
        #expect(!field.isFocused)
        commander.wantsPriority = false
        scene.keyboard.press(.keyboardTab)
        #expect(commander.tabs == 1 && field.isFocused)
    }

    @Test("18.2: on iPhone the keyboard does not move focus: Tab is a press like any key")
    func phoneHasNoKeyboardFocus() {
        let idiom = UIDevice.current.userInterfaceIdiom
        UIDevice.current.userInterfaceIdiom = .phone
        defer { UIDevice.current.userInterfaceIdiom = idiom }
        let scene = TestScene()
        let field = scene.add(UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34)))
        let listener = scene.add(PressLoggingView(frame: CGRect(x: 0, y: 300, width: 10, height: 10)))
        listener.becomeFirstResponder()
        scene.keyboard.press(.keyboardTab)
        #expect(!field.isFocused && !field.isFirstResponder)
        #expect(listener.began == [.keyboardTab])
    }
}

@MainActor
private final class RefusingDelegate: UITextFieldDelegate {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
}

/// A view that cannot be focused itself and prefers other environments.
@MainActor
private final class ChoosingView: UIView {
    var preferred: [any UIFocusEnvironment] = []
    override var preferredFocusEnvironments: [any UIFocusEnvironment] { preferred }
}

/// A first responder with a key command on Tab.
@MainActor
private final class TabCommandView: UIView {
    var tabs = 0
    override var canBecomeFirstResponder: Bool { true }
    var wantsPriority = true

    override var keyCommands: [UIKeyCommand]? {
        let command = UIKeyCommand(input: "\t", modifierFlags: [], action: "countTab:")
        command.wantsPriorityOverSystemBehavior = wantsPriority
        return [command]
    }

    override var implementedActions: Set<Selector> { ["countTab:"] }

    override func performAction(_ action: Selector, withSender sender: Any?, event: UIEvent?) {
        if action == "countTab:" { tabs += 1 }
    }
}

/// A view that logs the presses it begins.
@MainActor
private final class PressLoggingView: UIView {
    var began: [UIKeyboardHIDUsage] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        began += presses.compactMap { $0.key?.keyCode }
    }
}
