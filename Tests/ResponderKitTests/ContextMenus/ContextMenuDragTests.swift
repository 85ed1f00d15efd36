import Foundation
import ResponderKit
import ResponderKitTestSupport
import ResponderKitTesting
import Testing

/// A context menu delegate that writes its calls into a drag test's log, so that one list shows the
/// order across the menu and the drag.
@MainActor
final class LoggingMenuDelegate: UIContextMenuInteractionDelegate {
    let log: DragCallLog
    var handled: [String] = []

    init(log: DragCallLog) { self.log = log }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.calls.append("menu.configurationForMenuAtLocation")
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
            UIMenu(children: [
                UIAction(title: "Copy") { [unowned self] action in self.handled.append(action.title) }
            ])
        }
    }
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.calls.append("menu.willDisplayMenu")
    }
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.calls.append("menu.willEnd")
    }
}

/// Drags from a context menu's lifted preview (behaviour 15.6): a card with both a drag interaction and a
/// context menu interaction.
@MainActor
@Suite("Context menus: a drag from the menu's preview (behaviour 15.6)")
struct ContextMenuDragTests {
    private func fixture() -> (CardAndBasket, LoggingMenuDelegate, UIContextMenuInteraction) {
        let fixture = CardAndBasket(operation: .copy)
        let menuDelegate = LoggingMenuDelegate(log: fixture.log)
        let menu = UIContextMenuInteraction(delegate: menuDelegate)
        fixture.card.addInteraction(menu)
        return (fixture, menuDelegate, menu)
    }

    @Test("behaviour 15.6: a held finger lifts the items, then the menu shows over them; no drag yet")
    func menuShowsOverTheLiftedItems() {
        let (fixture, menuDelegate, menu) = fixture()
        _ = fixture.scene.drags.lift(at: fixture.cardPoint, hold: ContextMenuConstants.menuPressDuration)
        #expect(
            fixture.log.calls == [
                "source.itemsForBeginning", "source.previewForLifting", "menu.configurationForMenuAtLocation",
                "menu.willDisplayMenu",
            ])
        #expect(menu.presentation?.liftedPreview?.view === fixture.card)
        #expect(fixture.scene.application.activeDragSessions.isEmpty)
        #expect(menuDelegate.handled.isEmpty)
    }

    @Test(
        "behaviour 15.6: moving the finger that is still down drags from the preview: the drag begins, then the menu ends (willEndFor), no handler"
    )
    func movingDragsFromThePreviewAndDismissesTheMenu() {
        let (fixture, menuDelegate, menu) = fixture()
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint, hold: ContextMenuConstants.menuPressDuration)
        let presentation = menu.presentation
        fixture.log.calls.removeAll()
        fixture.scene.drags.move(finger, to: fixture.basketPoint)
        #expect(
            fixture.log.calls == [
                "source.sessionAllowsMoveOperation", "source.sessionIsRestrictedToDraggingApplication",
                "source.sessionWillBegin", "menu.willEnd", "basket.canHandle", "basket.sessionDidEnter",
                "basket.sessionDidUpdate", "source.sessionDidMove",
            ])
        #expect(fixture.scene.application.visibleContextMenu == nil)
        #expect(presentation?.events == [.appeared, .dismissed])
        #expect(fixture.scene.application.activeDragSessions.count == 1)
        fixture.log.calls.removeAll()
        fixture.scene.drags.drop(finger)
        #expect(
            fixture.log.calls == [
                "source.willEndWith .copy", "basket.performDrop", "basket.previewForDropping", "basket.concludeDrop",
                "basket.sessionDidEnd", "source.didEndWith .copy", "source.sessionDidTransferItems",
            ])
        #expect(menuDelegate.handled.isEmpty)
    }

    @Test("behaviour 15.6: lifting the finger without moving leaves the menu up, no drag; choosing runs the handler")
    func liftingLeavesTheMenu() {
        let (fixture, menuDelegate, _) = fixture()
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint, hold: ContextMenuConstants.menuPressDuration)
        fixture.scene.touches.lift(finger)
        #expect(fixture.scene.application.visibleContextMenu != nil)
        #expect(fixture.scene.application.activeDragSessions.isEmpty)
        #expect(fixture.scene.menus.choose("Copy"))
        #expect(menuDelegate.handled == ["Copy"])
        #expect(!fixture.log.calls.contains("source.sessionWillBegin"))
    }

    @Test("behaviour 15.6, 16.2: moving after the lift but before the menu's delay drags, and no menu shows")
    func movingBeforeTheMenuDrags() {
        let (fixture, menuDelegate, _) = fixture()
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.scene.drags.move(finger, to: CGPoint(x: 75, y: 75))
        fixture.scene.touches.wait(ContextMenuConstants.menuPressDuration)
        #expect(fixture.scene.application.visibleContextMenu == nil)
        #expect(!fixture.log.calls.contains("menu.configurationForMenuAtLocation"))
        #expect(fixture.scene.application.activeDragSessions.count == 1)
        fixture.scene.drags.drop(finger)
        #expect(menuDelegate.handled.isEmpty)
    }
}
