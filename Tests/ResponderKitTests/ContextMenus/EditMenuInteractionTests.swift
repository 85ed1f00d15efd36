import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 15.5 (UIEditMenuInteraction, and UIMenuController on top of it); Apple's UIEditMenuInteraction
// and UIEditMenuInteractionDelegate pages.

/// A responder that can become first responder and performs copy: and paste:.
@MainActor
private final class EditorView: UIView {
    var performed: [String] = []
    var senders: [AnyObject?] = []
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .copy || action == .paste
    }
    override func copy(_ sender: Any?) { record("copy", sender) }
    override func paste(_ sender: Any?) { record("paste", sender) }
    private func record(_ name: String, _ sender: Any?) {
        performed.append(name)
        senders.append(sender as AnyObject?)
    }
}

@MainActor
private final class RecordingEditDelegate: UIEditMenuInteractionDelegate {
    var log: [String] = []
    var extra: [UIMenuElement] = []
    var returnsEmpty = false
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        log.append("menuFor \(suggestedActions.map(\.title))")
        if returnsEmpty { return UIMenu(children: []) }
        return extra.isEmpty ? nil : UIMenu(children: suggestedActions + extra)
    }
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        log.append("willPresent")
    }
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        log.append("willDismiss")
        animator.addCompletion { [unowned self] in self.log.append("dismiss completion") }
    }
}

@Suite("Edit menu interaction (behaviour 15.5)")
@MainActor
struct EditMenuInteractionTests {

    private func makeScene() -> (TestScene, EditorView, UIEditMenuInteraction, RecordingEditDelegate) {
        let scene = TestScene()
        let editor = scene.add(EditorView(frame: CGRect(x: 10, y: 10, width: 200, height: 100)))
        editor.becomeFirstResponder()
        let delegate = RecordingEditDelegate()
        let interaction = UIEditMenuInteraction(delegate: delegate)
        editor.addInteraction(interaction)
        return (scene, editor, interaction, delegate)
    }

    @Test("behaviour 15.5: the suggested actions are the standard edit actions the chain performs; nil keeps them")
    func suggestedActions() throws {
        let (scene, _, interaction, delegate) = makeScene()
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 5, y: 6)))
        let menu = try #require(scene.application.visibleEditMenu)
        #expect(menu.kind == .editMenu)
        #expect(menu.actionTitles == ["copy:", "paste:"])
        #expect(delegate.log == ["menuFor [\"copy:\", \"paste:\"]", "willPresent"])
        #expect(interaction.location(in: interaction.view) == CGPoint(x: 5, y: 6))
    }

    @Test("behaviour 15.5: choosing dismisses (willDismiss), then sends the action with the interaction as sender")
    func chooseSendsTheAction() {
        let (scene, editor, interaction, delegate) = makeScene()
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        delegate.log.removeAll()
        #expect(scene.menus.choose("paste:"))
        #expect(delegate.log == ["willDismiss", "dismiss completion"])
        #expect(editor.performed == ["paste"])
        #expect(editor.senders.first.flatMap { $0 } === interaction)
        #expect(scene.application.visibleEditMenu == nil)
    }

    @Test("behaviour 15.5: the delegate may add actions; an empty menu presents nothing")
    func delegateMenus() {
        let (scene, _, interaction, delegate) = makeScene()
        var looked = 0
        delegate.extra = [UIAction(title: "Look Up") { _ in looked += 1 }]
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(scene.menus.outline == ["copy:", "paste:", "Look Up"])
        scene.menus.choose("Look Up")
        #expect(looked == 1)
        delegate.returnsEmpty = true
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(scene.application.visibleEditMenu == nil)
    }

    @Test("behaviour 15.5: UIMenuController shows its menu through the same edit menu; one edit menu at a time")
    func menuControllerSharesTheEditMenu() {
        let (scene, editor, interaction, delegate) = makeScene()
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        let controller = scene.application.menuController
        controller.showMenu(from: editor, rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(delegate.log.suffix(1) == ["willDismiss"])
        #expect(controller.isMenuVisible)
        #expect(scene.application.visibleEditMenu?.actionTitles == ["copy:", "paste:"])
        #expect(interaction.presentation == nil)
        #expect(controller.perform(.copy))
        #expect(editor.senders.last.flatMap { $0 } === controller)
        #expect(!controller.isMenuVisible)
    }

    @Test("behaviour 15.5: the edit menu is dismissed when the first responder changes; dismissMenu() too")
    func dismissal() {
        let (scene, editor, interaction, delegate) = makeScene()
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        editor.resignFirstResponder()
        #expect(scene.application.visibleEditMenu == nil)
        #expect(delegate.log.last == "willDismiss")
        editor.becomeFirstResponder()
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        interaction.dismissMenu()
        #expect(scene.application.visibleEditMenu == nil)
        #expect(editor.performed.isEmpty)
    }
}
