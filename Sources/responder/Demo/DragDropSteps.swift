import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitTesting

/// The drag and drop part's input, in order: drag a card from one list to the other, drag a card onto
/// the basket (refused), hold the pinned card (no drag), long-press the photo and choose "Favorite", and
/// right-click the photo and dismiss its menu. Points are computed from the views they aim at.
@MainActor
struct DragDropSteps {
    let touches: TouchSimulator
    let steps: [ControlsStep]

    init(scene: DragAndDropScene) {
        let touches = TouchSimulator(application: scene.app)
        let pointer = PointerSimulator(application: scene.app)
        let drags = DragSimulator(touches: touches, pointer: pointer)
        let menus = MenuDriver(application: scene.app, touches: touches, pointer: pointer)
        self.touches = touches
        let log = scene.log
        let finger = { (text: String) in log.record("finger", text) }
        let lists = { () -> [String] in
            [
                "todoList: " + scene.cardNames(in: scene.todoList).joined(separator: ", "),
                "doneList: " + scene.cardNames(in: scene.doneList).joined(separator: ", "),
            ]
        }
        let lift = String(DragAndDropConstants.liftDelay)
        let press = format(CGFloat(ContextMenuConstants.menuPressDuration))
        let photoPoint = scene.screenCenter(of: scene.photo)
        let listTarget = scene.screenCenter(of: scene.doneList)
        let basketPoint = scene.screenCenter(of: scene.basket)

        steps = [
            ControlsStep(
                label: "1", title: "Drag card A from todoList to doneList",
                explanation: "Held still for the lift delay (\(lift) s), the card's drag interaction asks "
                    + "itemsForBeginning and lifts: the card's touch is cancelled. The first movement begins the "
                    + "drag (sessionWillBegin); over doneList the drop interaction is asked canHandle, entered and "
                    + "proposes .move; at the lift performDrop moves the card, concludeDrop, then every drop "
                    + "interaction that saw the drag hears sessionDidEnd and the card's didEndWith.",
                log: log,
                perform: {
                    let start = scene.screenCenter(of: scene.cards[0])
                    finger("down on card A at \(format(start)), held \(lift) s, moves to \(format(listTarget)), lifts")
                    let touch = drags.lift(at: start)
                    drags.move(touch, to: listTarget, from: start, steps: 6)
                    drags.drop(touch)
                }, result: lists),
            ControlsStep(
                label: "2", title: "Drag card B onto the basket: the drop is refused",
                explanation: "The basket's drop interaction handles the drag but proposes .forbidden: at the lift "
                    + "no drop is performed; the card's willEndWith and didEndWith say cancel, and the explanation "
                    + "log says why (\"drop interaction on basket proposed .forbidden\").",
                log: log,
                perform: {
                    let start = scene.screenCenter(of: scene.cards[1])
                    finger("down on card B at \(format(start)), held \(lift) s, moves to \(format(basketPoint)), lifts")
                    let touch = drags.lift(at: start)
                    drags.move(touch, to: basketPoint, from: start, steps: 6)
                    drags.drop(touch)
                }, result: lists),
            ControlsStep(
                label: "3", title: "Hold the pinned card: no drag begins",
                explanation: "The pinned card's drag delegate returns no items from itemsForBeginning: nothing "
                    + "lifts, the lift recognizer fails, and the explanation log says the drag did not begin.",
                log: log,
                perform: {
                    let start = scene.screenCenter(of: scene.pinned)
                    finger("down on pinned at \(format(start)), held 0.5 s, moves 80 pt right, lifts")
                    let touch = touches.touchDown(at: start)
                    touches.wait(0.5)
                    touches.move(touch, to: CGPoint(x: start.x + 80, y: start.y))
                    touches.lift(touch)
                }, result: lists),
            ControlsStep(
                label: "4a", title: "Long-press the photo, then choose \"Favorite\"",
                explanation: "Held still for \(press) s, the context menu interaction asks "
                    + "configurationForMenuAtLocation, shows the menu (willDisplayMenuFor) and the finger lifts; "
                    + "choosing an item ends the menu (willEndFor), then runs its handler once.",
                log: log,
                perform: {
                    finger("holds the photo at \(format(photoPoint)) for \(press) s, lifts")
                    let menu = menus.longPress(at: photoPoint)
                    log.record("menu", "lists " + (menu?.outline ?? []).joined(separator: " | "))
                    finger("chooses \"Favorite\"")
                    menus.choose("Favorite")
                }, result: { ["photo is a favourite: \(scene.isFavorite)"] }),
            ControlsStep(
                label: "4b", title: "Right-click the photo, then dismiss the menu",
                explanation: "A secondary click shows the menu as the button goes down (compact, no preview). "
                    + "Dismissing it ends the menu (willEndFor) and runs no handler.",
                log: log,
                perform: {
                    finger("right-clicks the photo at \(format(photoPoint))")
                    let menu = menus.secondaryClick(at: photoPoint)
                    log.record("menu", "lists " + (menu?.outline ?? []).joined(separator: " | "))
                    finger("dismisses the menu")
                    menus.dismiss()
                }, result: { ["photo is a favourite: \(scene.isFavorite)"] }),
        ]
    }
}
