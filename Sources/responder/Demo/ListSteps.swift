import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitTesting

/// The list part's input, in order: select a row (which pushes a message), swipe back from the left edge,
/// flick a row (no selection), swipe a row to delete it (its action, then a full swipe), and reorder in
/// editing mode. Points are computed from the rows they aim at.
@MainActor
struct ListSteps {
    let touches: TouchSimulator
    let steps: [ControlsStep]

    init(scene: ListScene) {
        let touches = TouchSimulator(application: scene.app)
        self.touches = touches
        let log = scene.log, table = scene.table, mailbox = scene.mailbox
        let width = scene.window.bounds.width
        let delay = format(CGFloat(table.contentTouchDelay))
        let atTop = {
            scene.scrollToTop()
            table.setEditing(false, animated: false)
        }
        let finger = { (text: String) in log.record("finger", text) }
        let rows = { () -> [String] in
            [
                "rows: "
                    + mailbox.subjects.prefix(5).enumerated().map { "\($0.offset) \"\($0.element)\"" }
                    .joined(separator: ", ") + ", … (\(mailbox.subjects.count) in all)"
            ]
        }
        let stack = { () -> [String] in
            let titles = scene.navigation.viewControllers.map { $0.title ?? "\(type(of: $0))" }
            let selected = table.indexPathsForSelectedRows?.map { "[\($0.section), \($0.row)]" } ?? []
            return [
                "navigation stack: " + titles.joined(separator: " > "),
                "selected rows: " + (selected.isEmpty ? "none" : selected.joined(separator: ", ")),
            ]
        }

        let tapPoint = scene.screenPoint(row: 2)
        let edgeStart = CGPoint(x: 5, y: 400), edgeEnd = CGPoint(x: 300, y: 400)
        let flickStart = scene.screenPoint(row: 4)
        let flickEnd = CGPoint(x: flickStart.x, y: flickStart.y - 200)
        let swipeRow = 1
        let swipeStart = { CGPoint(x: width - 40, y: scene.screenPoint(row: swipeRow).y) }
        let actionWidth: CGFloat = 74

        steps = [
            ControlsStep(
                label: "1", title: "Tap row 2, \"\(ListScene.subjects[2])\", at \(format(tapPoint))",
                explanation: "A quick tap: the table's contentDelay holds the touch back for \(delay) s, so the row "
                    + "highlights only when the finger lifts, and is selected at once in UIKit's order: "
                    + "willSelectRowAt, didUnhighlightRowAt, didSelectRowAt. The controller pushes the message, "
                    + "animated: the will half of the appearance callbacks at once, the did half when the "
                    + "transition ends.",
                log: log, setUp: atTop,
                perform: {
                    finger("taps at \(format(tapPoint))")
                    touches.tap(at: tapPoint)
                }, result: stack),
            ControlsStep(
                label: "2", title: "Swipe back from the left edge, \(format(edgeStart)) to \(format(edgeEnd)) in 0.4 s",
                explanation: "The navigation controller's interactivePopGestureRecognizer (backSwipe, a left-edge "
                    + "pan) begins: the message leaves the stack at once and the inbox's viewWillAppear clears its "
                    + "selection (clearsSelectionOnViewWillAppear). The finger lifts past half the width, so the "
                    + "pop completes: the did half comes with the lift.",
                log: log,
                perform: {
                    finger("drags from \(format(edgeStart)) to \(format(edgeEnd)) in 0.4 s, then lifts")
                    touches.drag(from: edgeStart, to: edgeEnd, duration: 0.4)
                }, result: stack),
            ControlsStep(
                label: "3a", title: "Flick up, starting on row 4 at \(format(flickStart))",
                explanation: "The finger moves more than 10 pt before the \(delay) s delay is over: scrollPan "
                    + "begins and the held touch never reaches the row. Nothing is highlighted or selected; the "
                    + "table scrolls, then decelerates.",
                log: log, setUp: atTop,
                perform: {
                    finger("drags from \(format(flickStart)) to \(format(flickEnd)) in 0.15 s, then lifts")
                    touches.drag(from: flickStart, to: flickEnd, duration: 0.15)
                    waitUntilAtRest(table, touches)
                },
                result: { ["contentOffset: \(format(table.contentOffset))"] + stack() }),
            ControlsStep(
                label: "3b", title: "Rest a finger on row 3 for 0.3 s, then drag up 80 pt",
                explanation: "After the delay the row is highlighted. When the finger moves on, scrollPan begins and "
                    + "cancels the row's touch: the table removes the highlight and selects nothing, and the "
                    + "explanation log says how far the finger had moved.",
                log: log, setUp: atTop,
                perform: {
                    let start = scene.screenPoint(row: 3)
                    finger("down at \(format(start)), held for 0.3 s, then moves up 80 pt, 8 pt per display frame")
                    let touch = touches.touchDown(at: start)
                    touches.wait(0.3)
                    for step in 1...10 {
                        touches.move(touch, to: CGPoint(x: start.x, y: start.y - 8 * CGFloat(step)))
                        touches.wait(1.0 / 60)
                    }
                    touches.lift(touch)
                    waitUntilAtRest(table, touches)
                },
                result: { ["contentOffset: \(format(table.contentOffset))"] + stack() }),
            ControlsStep(
                label: "4a", title: "Hold row 1 for 0.3 s, then swipe it left 120 pt and tap \"Delete\"",
                explanation: "The row highlights after the delay. The swipe actions' pan begins on a horizontal "
                    + "movement (the vertical scrollPan cannot) and takes the touch from the row: highlight "
                    + "removed, no selection. Lifted past half the actions' width, the row stays open on its "
                    + "\"Delete\" button; tapping the button calls the action's handler, which deletes the message.",
                log: log, setUp: atTop,
                perform: {
                    let start = swipeStart()
                    finger("down at \(format(start)), held for 0.3 s, then moves left 120 pt and lifts")
                    let touch = touches.touchDown(at: start)
                    touches.wait(0.3)
                    for step in 1...8 {
                        touches.move(touch, to: CGPoint(x: start.x - 15 * CGFloat(step), y: start.y))
                        touches.wait(1.0 / 60)
                    }
                    touches.lift(touch)
                    touches.wait(0.5)
                    let button = CGPoint(x: width - actionWidth / 2, y: start.y)
                    finger("taps \"Delete\" at \(format(button))")
                    touches.tap(at: button)
                }, result: rows),
            ControlsStep(
                label: "4b", title: "Full swipe: drag row 1 left across the whole row",
                explanation: "performsFirstActionWithFullSwipe is on by default: lifted past half the row's "
                    + "width, the first action (\"Delete\") runs without a tap.",
                log: log, setUp: atTop,
                perform: {
                    let start = swipeStart()
                    let end = CGPoint(x: 20, y: start.y)
                    finger("drags from \(format(start)) to \(format(end)) in 0.3 s, then lifts")
                    touches.drag(from: start, to: end, duration: 0.3)
                }, result: rows),
            ControlsStep(
                label: "5", title: "Editing mode: drag row 0's reorder control down two rows",
                explanation: "setEditing(true) shows each row's reorder control (canMoveRowAt). The control "
                    + "takes the finger: the row follows it, nothing scrolls or is selected, and at the lift "
                    + "the table asks targetIndexPathForMoveFromRowAt, then tells moveRowAt.",
                log: log,
                setUp: {
                    atTop()
                    table.setEditing(true, animated: false)
                },
                perform: {
                    guard let grip = scene.reorderControl(row: 0) else {
                        finger("finds no reorder control on row 0")
                        return
                    }
                    let start = scene.screenPoint(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), in: grip)
                    let end = CGPoint(x: start.x, y: start.y + 2 * table.rowHeight)
                    finger("down on row 0's reorder control at \(format(start)), moves to \(format(end)), lifts")
                    let touch = touches.touchDown(at: start)
                    touches.wait(0.2)
                    for step in 1...12 {
                        touches.move(
                            touch, to: CGPoint(x: start.x, y: start.y + (end.y - start.y) * CGFloat(step) / 12))
                        touches.wait(1.0 / 60)
                    }
                    touches.lift(touch)
                }, result: rows),
        ]
    }
}

/// Runs the clock until the table stops moving (at most 10 s).
@MainActor
private func waitUntilAtRest(_ scrollView: UIScrollView, _ touches: TouchSimulator) {
    var waited: TimeInterval = 0
    while scrollView.isDecelerating, waited < 10 {
        touches.wait(0.1)
        waited += 0.1
    }
}
