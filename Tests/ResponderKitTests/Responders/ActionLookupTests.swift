import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Action lookup consistency (behaviour 3.3; docs/decisions.md "Action lookup"; Apple's
// UIResponder.target(forAction:withSender:) and canPerformAction(_:withSender:) pages):
// target(forAction:withSender:) returns the first responder of the chain whose canPerformAction says yes
// for itself, and sendAction with a nil target, the edit menu and key commands all use that rule.

/// A ported UIKit editor: it enables copy: and share: in canPerformAction (as UIKit code does, with no
/// implementedActions) and overrides copy(_:); performAction records what reaches it.
private final class PortedEditor: UIView {
    var log: [String] = []
    var allowsCopy = true
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("copy:", PortedEditor.copy(_:)) { return allowsCopy }
        if action == "share:" { return true }
        return super.canPerformAction(action, withSender: sender)
    }
    override func copy(_ sender: Any?) { log.append("copy from \(sender.map { "\(type(of: $0))" } ?? "nil")") }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses where press.key?.charactersIgnoringModifiers == "n" { log.append("press n") }
        super.pressesBegan(presses, with: event)
    }
    override func performAction(_ action: Selector, withSender sender: Any?, event: UIEvent?) {
        if action == "share:" {
            log.append("share")
        } else {
            super.performAction(action, withSender: sender, event: event)
        }
    }
}

/// The controller above the editor: it has paste: and refresh: as bound methods.
private final class EditorController: UIViewController {
    var log: [String] = []
    override func paste(_ sender: Any?) { log.append("paste") }
    func refresh(_ sender: Any?) { log.append("refresh") }
    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(
                input: "r", modifierFlags: .command, action: Selector("refresh:", EditorController.refresh(_:))),
            UIKeyCommand(input: "n", modifierFlags: .command, action: Selector("nobody:")),
        ]
    }
}

/// A ``TestScene`` whose root view controller's view holds `middle` ⊃ `editor`, the first responder.
@MainActor
private struct LookupScene {
    let scene: TestScene
    var app: UIApplication { scene.application }
    var window: UIWindow { scene.window }
    let controller: EditorController
    let middle = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let editor = PortedEditor(frame: CGRect(x: 10, y: 10, width: 100, height: 40))

    init() {
        let controller = EditorController()
        self.controller = controller
        scene = TestScene(rootViewController: controller)
        scene.add(middle)
        middle.addSubview(editor)
        editor.becomeFirstResponder()
    }
}

@MainActor
@Suite("Action lookup: one rule for target(forAction:), sendAction, the edit menu and key commands (behaviour 3.3)")
struct ActionLookupTests {
    @Test(
        "Apple's target(forAction:withSender:): a responder that only defers (UIKit's default canPerformAction) is passed over for the one that implements"
    )
    func defaultDeferralIsPassedOver() {
        let scene = LookupScene()
        let refresh = Selector("refresh:", EditorController.refresh(_:))
        #expect(scene.middle.canPerformAction(refresh, withSender: nil), "UIKit's default asks the next responder")
        #expect(scene.middle.target(forAction: refresh, withSender: nil) as? EditorController === scene.controller)
        #expect(scene.editor.target(forAction: Selector("missing:"), withSender: nil) == nil)
    }

    @Test(
        "Apple's canPerformAction(_:withSender:): a ported override that enables copy: makes its responder the target; false passes up"
    )
    func overrideClaims() {
        let scene = LookupScene()
        #expect(scene.editor.target(forAction: .copy, withSender: nil) as? PortedEditor === scene.editor)
        scene.editor.allowsCopy = false
        #expect(scene.editor.target(forAction: .copy, withSender: nil) == nil)
        #expect(
            scene.editor.target(forAction: Selector("paste:", EditorController.paste(_:)), withSender: nil)
                as? EditorController === scene.controller)
    }

    @Test(
        "behaviour 3.3: sendAction with a nil target reaches the responder target(forAction:) names, through its method or performAction"
    )
    func sendActionUsesTheRule() {
        let scene = LookupScene()
        #expect(scene.app.sendAction(.copy, to: nil, from: nil, for: nil))
        #expect(scene.app.sendAction("share:", to: nil, from: nil, for: nil))
        #expect(scene.app.sendAction(Selector("refresh:", EditorController.refresh(_:)), to: nil, from: nil, for: nil))
        #expect(!scene.app.sendAction("nobody:", to: nil, from: nil, for: nil))
        #expect(scene.editor.log == ["copy from nil", "share"])
        #expect(scene.controller.log == ["refresh"])
    }

    @Test("behaviour 3.3: the edit menu lists exactly the actions that have a target, and each one listed reaches it")
    func menuNeverOffersUnreachable() {
        let scene = LookupScene()
        let menu = scene.app.menuController
        menu.menuItems = [
            UIMenuItem(title: "Share", action: "share:"), UIMenuItem(title: "Nobody", action: "nobody:"),
            UIMenuItem(title: "Refresh", action: Selector("refresh:", EditorController.refresh(_:))),
        ]
        menu.showMenu(from: scene.editor, rect: .zero)
        #expect(menu.visibleActions == [.copy, "share:", "refresh:"])
        #expect(menu.visibleTitles == ["copy:", "Share", "Refresh"])
        for action in menu.visibleActions {
            menu.showMenu(from: scene.editor, rect: .zero)
            #expect(menu.perform(action), "listed \(action) must reach someone")
        }
        #expect(scene.editor.log == ["copy from UIMenuController", "share"])
        #expect(scene.controller.log == ["refresh"])
    }

    @Test(
        "behaviour 3.4: key commands use the same rule: ⌘C reaches the ported override, ⌘R the controller's bound method, ⌘N (nobody) is not consumed"
    )
    func keyCommandsUseTheRule() {
        let scene = LookupScene()
        let keyboard = scene.scene.keyboard
        keyboard.press("c", modifiers: .command)
        keyboard.press("r", modifiers: .command)
        keyboard.press("n", modifiers: .command)
        #expect(scene.editor.log == ["copy from UIKeyCommand", "press n"])
        #expect(scene.controller.log == ["refresh"])
    }

    @Test("engineering standard (nothing dropped silently): an action that reaches nobody is counted with its reason")
    func undeliveredActionsAreRecorded() {
        let scene = LookupScene()
        #expect(!scene.app.sendAction("nobody:", to: nil, from: nil, for: nil))
        #expect(
            !scene.app.sendAction(
                Selector("refresh:", EditorController.refresh(_:)), to: scene.middle, from: nil, for: nil))
        // A recognizer pair whose target is of another class than the bound method's.
        let tap = UITapGestureRecognizer(
            target: scene.middle, action: Selector("refresh:", EditorController.refresh(_:)))
        scene.middle.addGestureRecognizer(tap)
        scene.scene.touches.tap(at: CGPoint(x: 200, y: 200))
        #expect(scene.controller.log.isEmpty)
        #expect(scene.app.undeliveredActionCount == 3)
        let reasons = scene.app.undeliveredActions.map(\.reason)
        #expect(reasons.count == 3)
        #expect(reasons[0].contains("no responder from"))
        #expect(reasons[1].contains("bound to another class") && reasons[2].contains("bound to another class"))
        #expect(scene.app.undeliveredActions[2].sender.contains("UITapGestureRecognizer"))
    }
}
