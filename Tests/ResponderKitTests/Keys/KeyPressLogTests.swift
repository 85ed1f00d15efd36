import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The explanation log of key presses (docs/behaviour/text-input.md, 17.7, "Why a key press did not type"):
// for each key going down, which stage of the order in Keys/KeyDispatch.swift took it, or why it typed
// nothing; and a text control's delegate refusing a change.

/// A view controller offering a Copy key command for its own `copy:` that wants priority over the system's
/// edit shortcut (Apple's wantsPriorityOverSystemBehavior page), and a Save command nobody can perform.
/// `keyCommands` makes new commands at each call, as real code often does.
@MainActor
private final class MessageViewController: UIViewController {
    var copied = 0
    override var keyCommands: [UIKeyCommand]? {
        let copy = UIKeyCommand(title: "Copy", action: .copy, input: "c", modifierFlags: .command)
        copy.wantsPriorityOverSystemBehavior = true
        return [copy, UIKeyCommand(title: "Save", action: Selector("save:"), input: "s", modifierFlags: .command)]
    }
    override var implementedActions: Set<Selector> { [.copy] }
    override func performAction(_ action: Selector, withSender sender: Any?, event: UIEvent?) { copied += 1 }
}

/// A field delegate refusing spaces (Apple's textField(_:shouldChangeCharactersIn:replacementString:) page).
@MainActor
private final class NoSpacesDelegate: UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    { !string.contains(" ") }
}

/// A view that keeps every press (a pressesBegan override without super).
@MainActor
private final class PressKeepingView: UIView {
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
}

/// A first responder that does not adopt UIKeyInput.
@MainActor
private final class PlainResponderView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@Suite("The explanation log of key presses (behaviour 17.7)")
@MainActor
struct KeyPressLogTests {
    /// A scene with a logged application and a text field `field` as first responder.
    private static func fieldScene() -> (TestScene, UITextField, DispatchLog) {
        let scene = TestScene()
        let log = DispatchLog()
        scene.application.dispatchLog = log
        let field = scene.add(UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30)))
        field.accessibilityIdentifier = "username"
        field.becomeFirstResponder()
        return (scene, field, log)
    }

    /// A scene with a logged application whose root view controller is a MessageViewController, with a
    /// plain first responder in its view.
    private static func controllerScene() -> (TestScene, MessageViewController, DispatchLog) {
        let scene = TestScene()
        let log = DispatchLog()
        scene.application.dispatchLog = log
        let controller = MessageViewController()
        scene.window.rootViewController = controller
        let responder = PlainResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(responder)
        responder.becomeFirstResponder()
        return (scene, controller, log)
    }

    private static func keyLines(_ log: DispatchLog) -> [String] {
        log.records.compactMap { record in
            guard case .keyPress(let event) = record.entry else { return nil }
            return event.description
        }
    }

    @Test("behaviour 17.7: a typed character is logged as going to the text input of the first responder")
    func typedCharacter() {
        let (scene, field, log) = Self.fieldScene()
        scene.keyboard.type("a")
        #expect(field.text == "a")
        #expect(Self.keyLines(log) == [#""a" went to the text input of username: insertText("a")"#])
        #expect(
            log.records.contains {
                $0.entry == .keyPress(.typed(key: "\"a\"", action: "insertText(\"a\")", responder: "username"))
            })
    }

    @Test(
        "behaviour 17.7 and Apple's wantsPriorityOverSystemBehavior page: ⌘C goes to the key command Copy of the view controller"
    )
    func keyCommandOfViewController() {
        let (scene, controller, log) = Self.controllerScene()
        _ = scene.keyboard.press("c", modifiers: .command)
        #expect(controller.copied == 1)
        #expect(Self.keyLines(log) == ["⌘C went to the key command Copy of MessageViewController"])
    }

    @Test("behaviour 17.7: a key command no responder can perform is passed over, and the log says so")
    func keyCommandPassedOver() {
        let (scene, _, log) = Self.controllerScene()
        _ = scene.keyboard.press("s", modifiers: .command)
        #expect(
            Self.keyLines(log).first
                == "⌘S passed over the key command Save of MessageViewController: no responder of the chain can perform save:"
        )
    }

    @Test("behaviour 17.7: the standard edit shortcut ⌘A is the system's key command, performed by the field")
    func systemEditShortcut() {
        let (scene, field, log) = Self.fieldScene()
        scene.keyboard.type("abc")
        log.removeAll()
        _ = scene.keyboard.press("a", modifiers: .command)
        #expect(field.selectedTextRange.map { field.offset(from: $0.start, to: $0.end) } == 3)
        #expect(Self.keyLines(log) == ["⌘A went to the key command Select All of the system, performed by username"])
    }

    @Test(
        "Apple's textField(_:shouldChangeCharactersIn:replacementString:) page: a refused change inserts nothing, and the log says which method refused"
    )
    func refusedChange() {
        let (scene, field, log) = Self.fieldScene()
        let delegate = NoSpacesDelegate()
        field.delegate = delegate
        scene.keyboard.type("a b")
        #expect(field.text == "ab")
        #expect(
            Self.keyLines(log) == [
                #""a" went to the text input of username: insertText("a")"#,
                #"Space went to the text input of username: insertText(" ")"#,
                #"username: textField(_:shouldChangeCharactersIn:replacementString:) returned false for " ": nothing inserted"#,
                #""b" went to the text input of username: insertText("b")"#,
            ])
    }

    @Test("behaviour 8.3: a pressesBegan override that does not call super keeps the key from the text input")
    func pressKept() {
        let scene = TestScene()
        let log = DispatchLog()
        scene.application.dispatchLog = log
        let view = scene.add(PressKeepingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        view.accessibilityIdentifier = "game"
        view.becomeFirstResponder()
        _ = scene.keyboard.type("x")
        #expect(
            Self.keyLines(log) == [
                #""x" went as a press to game, and a pressesBegan override on its chain handled it without calling super: nothing typed"#
            ])
    }

    @Test("behaviour 17.3: a first responder that does not adopt UIKeyInput types nothing, and the log says why")
    func notKeyInput() {
        let scene = TestScene()
        let log = DispatchLog()
        scene.application.dispatchLog = log
        let view = scene.add(PlainResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        view.becomeFirstResponder()
        _ = scene.keyboard.type("x")
        scene.keyboard.press(.keyboardEscape)
        #expect(
            Self.keyLines(log) == [
                #""x" reached the end of the responder chain unhandled: the first responder PlainResponderView does not adopt UIKeyInput, so nothing was typed"#,
                "Escape reached the end of the responder chain unhandled: the key types nothing",
            ])
    }

    @Test("behaviour 17.3: with no first responder a typed key goes to the window and nothing is typed")
    func noFirstResponder() {
        let scene = TestScene()
        let log = DispatchLog()
        scene.application.dispatchLog = log
        _ = scene.keyboard.type("q")
        #expect(
            Self.keyLines(log) == [
                #""q" reached the end of the responder chain unhandled: there is no first responder, so nothing was typed"#
            ])
    }

    @Test("behaviour 3.2: key input reaches only an active application; the dropped key is logged with its cause")
    func droppedWhileInactive() {
        let (scene, field, log) = Self.fieldScene()
        scene.application.resignActive()
        _ = scene.keyboard.type("a")
        #expect(
            field.text == "",
            "nothing typed: the field is editing, so its text is empty rather than nil (docs/decisions.md, \"Text: a field's text is empty, not nil, once it is edited\")"
        )
        #expect(Self.keyLines(log) == [#""a" was dropped: the application is not active"#])
    }

    @Test("behaviour 17.7: modifiers and named keys are named as menus show them")
    func keyNames() {
        let (scene, _, log) = Self.fieldScene()
        scene.keyboard.press(.keyboardReturnOrEnter)
        scene.keyboard.press(.keyboardLeftArrow, modifiers: .shift)
        scene.keyboard.press(.keyboardDeleteOrBackspace)
        _ = scene.keyboard.press("z", modifiers: [.command, .shift])
        let keys = Self.keyLines(log).map { String($0.prefix { $0 != " " }) }
        #expect(keys.first == "Return")
        #expect(keys.contains("⇧←"))
        #expect(keys.contains("Delete"))
        #expect(keys.last == "⇧⌘Z")
    }
}
