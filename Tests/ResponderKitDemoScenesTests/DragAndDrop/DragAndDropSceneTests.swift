import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitTesting
import Testing

/// The drag and drop scene of `responder demo --part dragdrop` and the inspector's `dragdrop` scene
/// (behaviour 16.9): its delegates' callbacks, in order, for each of the demo's moves.
@MainActor
@Suite("Demo scenes: the drag and drop scene (behaviour 16.2, 16.4, 16.7, 15.1, 15.4)")
struct DragAndDropSceneTests {
    @MainActor
    private final class Fixture {
        let scene = DragAndDropScene()
        let touches: TouchSimulator
        let pointer: PointerSimulator
        var calls: [String] = []
        var drags: DragSimulator { DragSimulator(touches: touches, pointer: pointer) }
        var menus: MenuDriver { MenuDriver(application: scene.app, touches: touches, pointer: pointer) }

        init() {
            touches = TouchSimulator(application: scene.app)
            pointer = PointerSimulator(application: scene.app)
            scene.onCallback = { [unowned self] source, text in self.calls.append("\(source): \(text)") }
        }

        func drag(_ card: UIView, to point: CGPoint) {
            let start = scene.screenCenter(of: card)
            let finger = drags.lift(at: start)
            drags.move(finger, to: point, from: start, steps: 4)
            drags.drop(finger)
        }
    }

    @Test("behaviour 16.2, 16.4: a card dragged to the other list moves there, callbacks in UIKit's order")
    func cardMovesToTheOtherList() {
        let f = Fixture()
        f.drag(f.scene.cards[0], to: f.scene.screenCenter(of: f.scene.doneList))
        #expect(f.scene.cardNames(in: f.scene.doneList) == ["card A"])
        #expect(f.scene.cardNames(in: f.scene.todoList) == ["card B", "card C", "pinned"])
        #expect(
            f.calls == [
                "card A: itemsForBeginning → 1 item", "card A: sessionWillBegin", "todoList: canHandle → true",
                "todoList: sessionDidEnter", "todoList: sessionDidUpdate → .cancel", "todoList: sessionDidExit",
                "doneList: canHandle → true", "doneList: sessionDidEnter", "doneList: sessionDidUpdate → .move",
                "card A: willEndWith .move", "doneList: performDrop: moves card A", "doneList: concludeDrop",
                "todoList: sessionDidEnd", "doneList: sessionDidEnd", "card A: didEndWith .move",
            ])
        #expect(f.scene.cards[0].frame == CGRect(x: 10, y: 10, width: 150, height: 60))
    }

    @Test("behaviour 16.4, 16.7: the basket proposes .forbidden: no drop, and the log says why")
    func basketRefuses() {
        let f = Fixture()
        f.drag(f.scene.cards[1], to: f.scene.screenCenter(of: f.scene.basket))
        #expect(f.scene.cardNames(in: f.scene.todoList) == ["card A", "card B", "card C", "pinned"])
        #expect(f.calls.contains("basket: sessionDidUpdate → .forbidden"))
        #expect(!f.calls.contains { $0.contains("performDrop") })
        #expect(
            f.calls.suffix(3) == ["todoList: sessionDidEnd", "basket: sessionDidEnd", "card B: didEndWith .cancel"])
        #expect(
            f.scene.log.lines.contains {
                $0.text == "window: drag #1 not dropped: drop interaction on basket proposed .forbidden"
            })
    }

    @Test("behaviour 16.2, 16.7: the pinned card gives no items: no drag, and the log says why")
    func pinnedDoesNotLift() {
        let f = Fixture()
        f.drag(f.scene.pinned, to: f.scene.screenCenter(of: f.scene.doneList))
        #expect(f.calls == ["pinned: itemsForBeginning → no items"])
        #expect(
            f.scene.log.lines.contains {
                $0.text == "window: pinned: drag did not begin: itemsForBeginning returned no items"
            })
        #expect(f.scene.app.activeDragSessions.isEmpty)
    }

    @Test("behaviour 15.1, 15.4: a long press lists the photo's menu; choosing runs its handler after willEndFor")
    func longPressMenu() {
        let f = Fixture()
        let menu = f.menus.longPress(at: f.scene.screenCenter(of: f.scene.photo))
        #expect(menu?.outline == ["Copy", "Favorite", "Delete (destructive)"])
        #expect(f.menus.choose("Favorite"))
        #expect(f.scene.isFavorite)
        #expect(
            f.calls == [
                "photoMenu: configurationForMenuAtLocation at (177.5, 100)", "photoMenu: willDisplayMenuFor",
                "photoMenu: willEndFor", "photo: handler Favorite",
            ])
    }

    @Test("behaviour 15.1, 15.4: a secondary click shows the menu; dismissing runs no handler")
    func secondaryClickMenu() {
        let f = Fixture()
        let menu = f.menus.secondaryClick(at: f.scene.screenCenter(of: f.scene.photo))
        #expect(menu?.trigger == .secondaryClick)
        f.menus.dismiss()
        #expect(f.scene.app.visibleContextMenu == nil)
        #expect(f.calls.last == "photoMenu: willEndFor")
        #expect(!f.calls.contains { $0.hasPrefix("photo: handler") })
    }
}
