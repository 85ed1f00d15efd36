import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 3.4 (key commands collected along the chain, dispatched to the first implementer; iOS 15 priority
// over system behaviour; system edit shortcuts) and 3.3 (actions, canPerformAction, sendAction).

@Suite("Key commands and edit shortcuts (behaviour 3.3, 3.4)")
@MainActor
struct KeyCommandTests {

    // MARK: Defaults

    @Test("behaviour 3.4: keyCommands is nil by default; UIKeyCommand's defaults are UIKit's")
    func defaults() {
        #expect(UIResponder().keyCommands == nil)
        #expect(UIView(frame: .zero).keyCommands == nil)
        let command = UIKeyCommand(input: "r", modifierFlags: .command, action: "refresh:")
        #expect(command.input == "r")
        #expect(command.modifierFlags == .command)
        #expect(command.action == "refresh:")
        #expect(command.title == "")
        #expect(command.discoverabilityTitle == nil)
        #expect(command.propertyList == nil)
        #expect(command.wantsPriorityOverSystemBehavior == false)
        #expect(command.allowsAutomaticLocalization == true)
        #expect(command.allowsAutomaticMirroring == true)
        let titled = UIKeyCommand(
            title: "Refresh", action: "refresh:", input: "r", modifierFlags: .command,
            propertyList: "p", discoverabilityTitle: "Reload")
        #expect(titled.title == "Refresh")
        #expect(titled.discoverabilityTitle == "Reload")
        #expect(titled.propertyList as? String == "p")
    }

    // MARK: Collection and dispatch

    @Test(
        "behaviour 3.4: key commands are collected along the chain and performed by the first responder implementing the action"
    )
    func collectedAlongChainPerformedByFirstImplementer() throws {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        let command = UIKeyCommand(input: "r", modifierFlags: .command, action: "refresh:")
        scene.outer.commands = [command]  // declared by an ancestor...
        scene.inner.actions = ["refresh:"]  // ...performed by the first implementer from the first responder
        scene.outer.actions = ["refresh:"]
        scene.keyboard.press("r", modifiers: .command)
        #expect(scene.performed == ["inner.refresh:"])
        // The Command key is an ordinary press; the consumed R key is never delivered.
        #expect(
            scene.log.entries.filter { $0.hasPrefix("inner.") } == ["inner.began()", "inner.refresh:", "inner.ended()"])
        #expect(try #require(scene.inner.senders.first) as? UIKeyCommand === command)
    }

    @Test("behaviour 3.4: the action climbs the chain to an ancestor when the first responder does not implement it")
    func actionClimbsToAncestor() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.inner.commands = [UIKeyCommand(input: "r", modifierFlags: .command, action: "refresh:")]
        scene.delegate.actions = ["refresh:"]
        scene.keyboard.press("r", modifiers: .command)
        #expect(scene.performed == ["delegate.refresh:"])
    }

    @Test("behaviour 3.4: a key that triggers a key command is consumed: no presses are delivered for it")
    func commandConsumesKey() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.outer.forwardsPresses = false
        scene.inner.commands = [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: "dismiss:")]
        scene.outer.actions = ["dismiss:"]
        scene.keyboard.press(.keyboardEscape)
        #expect(scene.log.entries == ["outer.dismiss:"])
    }

    @Test("behaviour 3.4: the first responder's commands are matched before its ancestors'")
    func firstResponderCommandsFirst() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.inner.commands = [UIKeyCommand(input: "n", modifierFlags: .command, action: "newItem:")]
        scene.outer.commands = [UIKeyCommand(input: "n", modifierFlags: .command, action: "newWindow:")]
        scene.outer.actions = ["newItem:", "newWindow:"]
        scene.keyboard.press("n", modifiers: .command)
        #expect(scene.performed == ["outer.newItem:"])
    }

    @Test("behaviour 3.3 / 3.4: canPerformAction false skips that responder; the next implementer performs")
    func canPerformFalseSkips() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.inner.commands = [UIKeyCommand(input: "r", modifierFlags: .command, action: "refresh:")]
        scene.inner.actions = ["refresh:"]
        scene.inner.refusedActions = ["refresh:"]
        scene.outer.actions = ["refresh:"]
        scene.keyboard.press("r", modifiers: .command)
        #expect(scene.performed == ["outer.refresh:"])
    }

    @Test("behaviour 3.4: a command nobody can perform is passed over and the key is delivered as presses")
    func unperformableCommandFallsThrough() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.outer.forwardsPresses = false
        scene.inner.commands = [UIKeyCommand(input: "r", modifierFlags: [], action: "refresh:")]
        scene.inner.actions = ["refresh:"]
        scene.inner.refusedActions = ["refresh:"]
        scene.keyboard.press(.keyboardR)
        #expect(scene.log.entries == ["inner.began(r)", "outer.began(r)", "inner.ended(r)", "outer.ended(r)"])
    }

    @Test(
        "behaviour 3.4: modifiers must match exactly (Caps Lock ignored); input matches ignoring case or the typed characters"
    )
    func matchingRules() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.outer.forwardsPresses = false
        scene.inner.commands = [
            UIKeyCommand(input: "s", modifierFlags: .command, action: "save:"),
            UIKeyCommand(input: "S", modifierFlags: [.command, .shift], action: "saveAs:"),
            UIKeyCommand(input: "?", modifierFlags: [.command, .shift], action: "help:"),
        ]
        scene.inner.actions = ["save:", "saveAs:", "help:"]
        scene.keyboard.press("s", modifiers: [.command, .alternate])  // extra modifier: no match
        #expect(!scene.log.entries.contains("inner.save:"))
        scene.log.clear()
        scene.keyboard.press("s", modifiers: .command)
        scene.keyboard.press("s", modifiers: [.command, .shift])
        scene.keyboard.press("?", modifiers: .command)  // Shift-Command-/
        scene.keyboard.press(.keyboardCapsLock)
        scene.keyboard.press("s", modifiers: .command)  // Caps Lock on: still save:
        #expect(scene.performed == ["inner.save:", "inner.saveAs:", "inner.help:", "inner.save:"])
    }

    @Test("behaviour 3.4 / behaviour 11: with no first responder, key commands come from the key window's chain")
    func noFirstResponderUsesWindowChain() {
        let scene = KeyboardTestScene()
        scene.window.commands = [UIKeyCommand(input: "w", modifierFlags: .command, action: "closeWindow:")]
        scene.outer.actions = ["closeWindow:"]  // not on the window's chain
        scene.delegate.actions = ["closeWindow:"]
        scene.keyboard.press("w", modifiers: .command)
        #expect(scene.performed == ["delegate.closeWindow:"])
    }

    // MARK: Priority and system shortcuts

    @Test("behaviour 3.4: Command-C performs copy: on the first responder of the chain that implements it")
    func commandCPerformsCopy() throws {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.outer.actions = [.copy]
        scene.delegate.actions = [.copy]
        scene.keyboard.press("c", modifiers: .command)
        #expect(scene.performed == ["outer.copy:"])
        let sender = try #require(scene.outer.senders.first as? UIKeyCommand)
        #expect(sender.action == .copy)
    }

    @Test("behaviour 3.4: the standard edit shortcuts route to cut:, paste:, selectAll:, undo:, redo:, toggleBoldface:")
    func standardShortcuts() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.inner.actions = [
            .cut, .paste, .selectAll, .undo, .redo, .toggleBoldface, .toggleItalics,
            .toggleUnderline, .pasteAndMatchStyle,
        ]
        scene.outer.forwardsPresses = false
        scene.keyboard.press("x", modifiers: .command)
        scene.keyboard.press("v", modifiers: .command)
        scene.keyboard.press("v", modifiers: [.command, .shift, .alternate])
        scene.keyboard.press("a", modifiers: .command)
        scene.keyboard.press("z", modifiers: .command)
        scene.keyboard.press("z", modifiers: [.command, .shift])
        scene.keyboard.press("b", modifiers: .command)
        scene.keyboard.press("i", modifiers: .command)
        scene.keyboard.press("u", modifiers: .command)
        #expect(
            scene.performed == [
                "inner.cut:", "inner.paste:", "inner.pasteAndMatchStyle:", "inner.selectAll:", "inner.undo:",
                "inner.redo:",
                "inner.toggleBoldface:", "inner.toggleItalics:", "inner.toggleUnderline:",
            ])
    }

    @Test("behaviour 3.4: the system's edit shortcut comes before a key command that does not want priority")
    func systemBeforeOrdinaryCommand() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.inner.actions = [.copy]
        scene.outer.commands = [UIKeyCommand(input: "c", modifierFlags: .command, action: "copyLink:")]
        scene.outer.actions = ["copyLink:"]
        scene.keyboard.press("c", modifiers: .command)
        #expect(scene.performed == ["inner.copy:"])
    }

    @Test("behaviour 3.4: a key command with wantsPriorityOverSystemBehavior comes before the system's edit shortcut")
    func priorityCommandBeforeSystem() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.inner.actions = [.copy]
        let command = UIKeyCommand(input: "c", modifierFlags: .command, action: "copyLink:")
        command.wantsPriorityOverSystemBehavior = true
        scene.outer.commands = [command]
        scene.outer.actions = ["copyLink:"]
        scene.keyboard.press("c", modifiers: .command)
        #expect(scene.performed == ["outer.copyLink:"])
    }

    @Test("behaviour 3.4: when nobody can copy, Command-C goes to an ordinary key command")
    func ordinaryCommandWhenSystemCannot() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.outer.commands = [UIKeyCommand(input: "c", modifierFlags: .command, action: "copyLink:")]
        scene.outer.actions = ["copyLink:"]
        scene.keyboard.press("c", modifiers: .command)
        #expect(scene.performed == ["outer.copyLink:"])
    }

    @Test("behaviour 3.4: when nothing handles Command-C, it is delivered as presses")
    func unhandledShortcutBecomesPresses() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.outer.forwardsPresses = false
        scene.keyboard.press("c", modifiers: .command)
        #expect(
            scene.log.entries == [
                "inner.began()", "outer.began()", "inner.began(c)", "outer.began(c)",
                "inner.ended(c)", "outer.ended(c)", "inner.ended()", "outer.ended()",
            ])
    }

    @Test("behaviour 3.3: sendAction with a nil target returns false when nobody handles the action")
    func sendActionNilTargetUnhandled() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        #expect(scene.app.sendAction(.copy, to: nil, from: nil, for: nil) == false)
        scene.outer.actions = [.copy]
        scene.outer.refusedActions = [.copy]
        #expect(scene.app.sendAction(.copy, to: nil, from: nil, for: nil) == false)
        scene.outer.refusedActions = []
        #expect(scene.app.sendAction(.copy, to: nil, from: nil, for: nil) == true)
        #expect(scene.performed == ["outer.copy:"])
    }
}
