import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitTesting
import Testing

/// The list scene of `responder demo --part lists` and the inspector's `list` scene: a UITableViewController
/// in a UINavigationController (docs/decisions.md, "One home for the demo scenes"). Its callbacks, in order,
/// for each of the demo's moves.
@MainActor
@Suite("Demo scenes: the list scene (behaviour 14.3, 14.6, 14.7, 13.4)")
struct ListSceneTests {
    /// The scene, its simulator and the callbacks it reports ("mailbox didSelectRowAt [0, 2] …").
    @MainActor
    private struct Fixture {
        let scene = ListScene()
        let touches: TouchSimulator
        let calls: CallList

        init() {
            touches = TouchSimulator(application: scene.app)
            let calls = CallList()
            scene.onCallback = { source, text in calls.lines.append("\(source) \(text)") }
            self.calls = calls
        }
    }

    @MainActor
    private final class CallList {
        var lines: [String] = []
        func take() -> [String] {
            defer { lines.removeAll() }
            return lines
        }
    }

    @Test("behaviour 14.5, 7: the first row sits below the navigation bar; the table is the controller's view")
    func layout() {
        let f = Fixture()
        #expect(f.scene.table === f.scene.mailbox.view)
        #expect(f.scene.navigation.topViewController === f.scene.mailbox)
        #expect(abs(f.scene.screenPoint(row: 0).y - (44 + 30)) < 0.001)
        #expect(f.scene.table.visibleCells.count > 9)
    }

    @Test(
        "behaviour 14.3, 13.2: a tap selects in UIKit's order, pushes the message; the back swipe pops it and the selection is cleared"
    )
    func selectPushAndSwipeBack() {
        let f = Fixture()
        f.touches.tap(at: f.scene.screenPoint(row: 2))
        f.touches.wait(1)
        let row = "[0, 2] \"\(ListScene.subjects[2])\""
        #expect(
            f.calls.take() == [
                "mailbox didHighlightRowAt \(row)", "mailbox willSelectRowAt \(row)",
                "mailbox didUnhighlightRowAt \(row)", "mailbox didSelectRowAt \(row): pushes the message",
                "mailbox viewWillDisappear", "message viewWillAppear", "mailbox viewDidDisappear",
                "message viewDidAppear",
            ])
        #expect(f.scene.navigation.viewControllers.count == 2)
        #expect(f.scene.dispatchLog.lines.contains("mailboxTable touch #1 on [0, 2]: selected row 2 in section 0"))

        f.touches.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.4)
        f.touches.wait(1)
        #expect(
            f.calls.take() == [
                "message viewWillDisappear",
                "mailbox viewWillAppear (clearsSelectionOnViewWillAppear deselects \(row))",
                "message viewDidDisappear", "mailbox viewDidAppear",
            ])
        #expect(f.scene.navigation.viewControllers.count == 1)
        #expect(f.scene.table.indexPathForSelectedRow == nil)
    }

    @Test("behaviour 14.3, 14.4: a drag after the highlight scrolls; the log says how far: no selection")
    func scrollAfterHighlight() throws {
        let f = Fixture()
        let start = f.scene.screenPoint(row: 3)
        let finger = f.touches.touchDown(at: start)
        f.touches.wait(0.3)
        for step in 1...10 { f.touches.move(finger, to: CGPoint(x: start.x, y: start.y - 8 * CGFloat(step))) }
        f.touches.lift(finger)
        let row = "[0, 3] \"\(ListScene.subjects[3])\""
        #expect(f.calls.take() == ["mailbox didHighlightRowAt \(row)", "mailbox didUnhighlightRowAt \(row)"])
        let outcome = try #require(
            f.scene.dispatchLog.lines.first { $0.hasPrefix("mailboxTable touch #1 on [0, 3]: scrolled ") })
        #expect(outcome.hasSuffix(" pt: highlight removed, no selection"))
        #expect(f.scene.log.lines.contains { $0.text == "window: " + outcome })
    }

    @Test("behaviour 14.6: a left swipe reveals Delete, whose tap deletes the message; a full swipe deletes at once")
    func swipeToDelete() {
        let f = Fixture()
        let y = f.scene.screenPoint(row: 1).y
        f.touches.drag(from: CGPoint(x: 335, y: y), to: CGPoint(x: 235, y: y), duration: 0.3)
        f.touches.wait(0.5)
        #expect(f.scene.mailbox.subjects.count == 12)
        f.touches.tap(at: CGPoint(x: 338, y: y))
        #expect(f.scene.mailbox.subjects.count == 11)
        #expect(!f.scene.mailbox.subjects.contains(ListScene.subjects[1]))
        #expect(
            f.calls.take() == [
                "mailbox trailingSwipeActionsConfigurationForRowAt [0, 1] \"\(ListScene.subjects[1])\"",
                "mailbox Delete action handler [0, 1] \"\(ListScene.subjects[1])\"",
            ])
        f.touches.wait(1)
        f.touches.drag(from: CGPoint(x: 335, y: y), to: CGPoint(x: 20, y: y), duration: 0.3)
        #expect(f.scene.mailbox.subjects.count == 10)
        #expect(f.scene.table.numberOfRows(inSection: 0) == 10)
        #expect(f.scene.table.indexPathForSelectedRow == nil)
    }

    @Test("behaviour 14.7: in editing mode the reorder control moves the row: targetIndexPath, then moveRowAt")
    func reorder() throws {
        let f = Fixture()
        f.scene.table.setEditing(true, animated: false)
        let grip = try #require(f.scene.reorderControl(row: 0))
        let start = f.scene.screenPoint(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), in: grip)
        let finger = f.touches.touchDown(at: start)
        f.touches.wait(0.2)
        for step in 1...12 { f.touches.move(finger, to: CGPoint(x: start.x, y: start.y + 10 * CGFloat(step))) }
        f.touches.lift(finger)
        let first = "[0, 0] \"\(ListScene.subjects[0])\""
        #expect(
            f.calls.take() == [
                "mailbox targetIndexPathForMoveFromRowAt \(first) proposed [0, 2]",
                "mailbox moveRowAt \(first) to [0, 2]",
            ])
        #expect(f.scene.mailbox.subjects[2] == ListScene.subjects[0])
    }
}
