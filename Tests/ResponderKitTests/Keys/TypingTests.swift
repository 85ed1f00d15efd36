import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 17.7: one typing path for every keyboard. A hardware key goes to key commands that want
// priority, then (when the first responder's text input takes the key) along the responder chain as a
// press, and reaches the text input when no pressesBegan override kept it; other key commands only see keys
// the text input does not take (Apple's wantsPriorityOverSystemBehavior page). The on-screen keyboard and
// auto-repeat end in the same text input stage.

/// A view that takes typed text and logs every call it gets, in order.
@MainActor
final class TypingLogView: UIView, UIKeyInput {
    var log: [String] = []
    var text = ""
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) {
        self.text += text
        log.append("insertText(\(text.debugDescription))")
    }
    func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
        log.append("deleteBackward")
    }
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("view.pressesBegan")
        super.pressesBegan(presses, with: event)
    }
}

/// A container on the chain above the typing view: it logs presses, may keep them, offers key commands and
/// performs `shortcut:`.
@MainActor
final class TypingContainer: UIView {
    weak var logView: TypingLogView?
    var keepsPresses = false
    var commands: [UIKeyCommand] = []
    override var keyCommands: [UIKeyCommand]? { commands }
    override var implementedActions: Set<Selector> { ["shortcut:"] }
    override func performAction(_ action: Selector, withSender sender: Any?, event: UIEvent?) {
        logView?.log.append("container.\(action.name)")
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        logView?.log.append("container.pressesBegan(\(presses.first?.key?.characters.debugDescription ?? ""))")
        if !keepsPresses { super.pressesBegan(presses, with: event) }
    }
}

@MainActor
struct TypingScene {
    let scene = TestScene()
    let container: TypingContainer
    let view: TypingLogView

    init() {
        container = scene.add(TypingContainer(frame: CGRect(x: 0, y: 0, width: 300, height: 300)))
        view = TypingLogView(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        container.addSubview(view)
        container.logView = view
        view.becomeFirstResponder()
    }
}

extension TypingScene {
    /// A scene whose typing view is first responder, with the A key just gone down.
    static func holdingA() -> (TypingScene, KeyboardSimulator) {
        let setup = TypingScene()
        setup.scene.keyboard.keyDown(.keyboardA)
        return (setup, setup.scene.keyboard)
    }
}

@Suite("Typing: one path for every keyboard (behaviour 17.7)")
@MainActor
struct TypingTests {

    @Test("behaviour 17.7: a typed key travels pressesBegan along the chain, then reaches insertText")
    func pressThenText() {
        let setup = TypingScene()
        #expect(setup.scene.keyboard.type("a"))
        #expect(setup.view.log == ["view.pressesBegan", "container.pressesBegan(\"a\")", "insertText(\"a\")"])
        #expect(setup.view.text == "a")
    }

    @Test("behaviour 17.7: a pressesBegan override that does not call super keeps the key from the text input")
    func overrideKeepsKey() {
        let setup = TypingScene()
        setup.container.keepsPresses = true
        setup.scene.keyboard.type("ab")
        #expect(
            setup.view.log == [
                "view.pressesBegan", "container.pressesBegan(\"a\")", "view.pressesBegan",
                "container.pressesBegan(\"b\")",
            ])
        #expect(setup.view.text.isEmpty)
    }

    @Test("behaviour 17.7: Shift, Return and Delete: uppercase text, a line break, deleteBackward")
    func shiftReturnDelete() {
        let setup = TypingScene()
        setup.scene.keyboard.type("Hi!\n")
        setup.scene.keyboard.press(.keyboardDeleteOrBackspace)
        #expect(
            setup.view.log.filter { !$0.contains("pressesBegan") } == [
                "insertText(\"H\")", "insertText(\"i\")", "insertText(\"!\")", "insertText(\"\\n\")", "deleteBackward",
            ])
        #expect(setup.view.text == "Hi!")
    }

    @Test("behaviour 17.7: the text input takes a typed key before a key command that does not want priority")
    func textInputBeforeKeyCommand() {
        let setup = TypingScene()
        setup.container.commands = [UIKeyCommand(input: "k", modifierFlags: [], action: "shortcut:")]
        setup.scene.keyboard.type("k")
        #expect(setup.view.log == ["view.pressesBegan", "container.pressesBegan(\"k\")", "insertText(\"k\")"])
    }

    @Test("behaviour 17.7: a key command that wants priority takes the key: no press, no text")
    func priorityCommandFirst() {
        let setup = TypingScene()
        let command = UIKeyCommand(input: "k", modifierFlags: [], action: "shortcut:")
        command.wantsPriorityOverSystemBehavior = true
        setup.container.commands = [command]
        setup.scene.keyboard.type("k")
        #expect(setup.view.log == ["container.shortcut:"])
        #expect(setup.view.text.isEmpty)
    }

    @Test("behaviour 17.7: keys the text input does not take (Tab, Escape, Command shortcuts) only travel as presses")
    func keysNotTyped() {
        let setup = TypingScene()
        setup.container.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: "shortcut:")]
        setup.scene.keyboard.press(.keyboardTab)
        setup.scene.keyboard.press(.keyboardEscape)
        setup.scene.keyboard.press("s", modifiers: .command)
        setup.scene.keyboard.press("x", modifiers: .control)
        #expect(setup.view.text.isEmpty)
        #expect(setup.view.log.contains("container.shortcut:"))
        #expect(!setup.view.log.contains { $0.hasPrefix("insertText") || $0 == "deleteBackward" })
    }

    @Test("behaviour 17.7: a held key repeats after 0.5 s, every 0.1 s, on the application's clock, until released")
    func autoRepeat() {
        let (setup, keyboard) = TypingScene.holdingA()
        keyboard.wait(0.49)
        #expect(setup.view.text == "a")
        keyboard.wait(0.01)
        #expect(setup.view.text == "aa")
        keyboard.wait(0.25)
        #expect(setup.view.text == "aaaa")
        keyboard.keyUp(.keyboardA)
        keyboard.wait(1)
        #expect(setup.view.text == "aaaa")
        // The chain saw one press: repeats go to the text input only.
        #expect(setup.view.log.filter { $0 == "view.pressesBegan" }.count == 1)
    }

    @Test("behaviour 17.7: another key going down stops the repeat; Delete repeats too")
    func repeatStoppedByAnotherKey() {
        let (setup, keyboard) = TypingScene.holdingA()
        keyboard.wait(0.6)
        #expect(setup.view.text == "aaa")
        keyboard.keyDown(.keyboardB)
        keyboard.keyUp(.keyboardA)
        keyboard.keyUp(.keyboardB)
        keyboard.wait(1)
        #expect(setup.view.text == "aaab")
        keyboard.keyDown(.keyboardDeleteOrBackspace)
        keyboard.wait(0.75)
        keyboard.keyUp(.keyboardDeleteOrBackspace)
        #expect(setup.view.text == "")
        #expect(setup.view.log.suffix(4) == ["deleteBackward", "deleteBackward", "deleteBackward", "deleteBackward"])
    }

    @Test("behaviour 17.7: the repeat stops when the text input stops being first responder")
    func repeatStopsOnResign() {
        let setup = TypingScene()
        setup.scene.keyboard.keyDown(.keyboardA)
        setup.scene.keyboard.wait(0.55)
        #expect(setup.view.resignFirstResponder())
        setup.scene.keyboard.wait(1)
        #expect(setup.view.text == "aa")
        #expect(setup.view.becomeFirstResponder())
        setup.scene.keyboard.wait(1)
        #expect(setup.view.text == "aa")
    }

    @Test("behaviour 17.7: the on-screen keyboard types through the same text input stage, without presses")
    func onScreenKeyboard() {
        let setup = TypingScene()
        let keyboard = setup.scene.application.inputViewPresenter
        #expect(keyboard.type("Hé\n"))
        #expect(keyboard.tapDeleteKey())
        #expect(
            setup.view.log == ["insertText(\"H\")", "insertText(\"é\")", "insertText(\"\\n\")", "deleteBackward"])
        #expect(setup.view.resignFirstResponder())
        #expect(!keyboard.type("x"))
        #expect(!keyboard.tapDeleteKey())
        #expect(setup.view.text == "Hé")
    }
}
