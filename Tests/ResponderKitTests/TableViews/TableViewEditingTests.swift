import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A list of names that can be edited: deletions and moves change the data, as UIKit code does.
@MainActor
private final class EditableSource: UITableViewDataSource, UITableViewDelegate {
    var names = (0..<20).map { "name \($0)" }
    var calls: [String] = []
    var movable = true
    var retarget: ((IndexPath) -> IndexPath)?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        calls.append("commit \(editingStyle) \(indexPath.row)")
        guard editingStyle == .delete else { return }
        names.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        calls.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        names.insert(names.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        "Remove"
    }
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        calls.append("target \(sourceIndexPath.row) proposed \(proposedDestinationIndexPath.row)")
        return retarget?(proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
}

@MainActor
private struct EditScene {
    let scene = TestScene()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let source = EditableSource()

    init() {
        table.rowHeight = 50
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        scene.add(table)
    }

    func control(_ identifier: String, row: Int) -> UIView? {
        table.cellForRow(at: IndexPath(row: row, section: 0))?.subviews.first {
            $0.accessibilityIdentifier == identifier
        }
    }

    /// The centre of `view` in window coordinates.
    func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }
}

/// Apple's pages: `UITableView.setEditing(_:animated:)`, `tableView(_:commit:forRowAt:)`,
/// `tableView(_:canEditRowAt:)`, `tableView(_:canMoveRowAt:)`, `tableView(_:moveRowAt:to:)`,
/// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`, `deleteRows(at:with:)`.
@MainActor
@Suite("UITableView editing (behaviour 14.7)")
struct TableViewEditingTests {
    @Test("behaviour 14.7: editing mode shows delete and reorder controls on editable rows and indents the content")
    func editingShowsControls() {
        let e = EditScene()
        #expect(e.control("delete control", row: 1) == nil)
        e.table.setEditing(true, animated: false)
        #expect(e.table.isEditing)
        #expect(e.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isEditing == true)
        #expect(e.control("delete control", row: 0) == nil, "canEditRowAt false")
        #expect(e.control("delete control", row: 1) != nil)
        #expect(e.control("reorder control", row: 1) != nil)
        #expect(e.table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.frame.minX == 44)
        e.table.setEditing(false, animated: false)
        #expect(e.control("delete control", row: 1) == nil)
        #expect(e.control("reorder control", row: 1) == nil)
        #expect(e.table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.frame.minX == 0)
    }

    @Test("behaviour 14.7: the delete control shows the confirmation button, whose tap commits the deletion")
    func deleteFlow() throws {
        let e = EditScene()
        e.table.setEditing(true, animated: false)
        let delete = try #require(e.control("delete control", row: 2))
        e.scene.touches.tap(at: e.center(of: delete))
        let confirm = try #require(e.control("delete confirmation", row: 2) as? UIButton)
        #expect(confirm.currentTitle == "Remove")
        #expect(e.source.calls.isEmpty)
        e.scene.touches.wait(0.5)
        e.scene.touches.tap(at: e.center(of: confirm))
        #expect(e.source.calls == ["commit delete 2"])
        #expect(e.table.numberOfRows(inSection: 0) == 19)
        #expect(e.table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "name 3")
    }

    @Test("behaviour 14.7: a tap elsewhere hides the delete confirmation without committing or selecting")
    func tapElsewhereHidesConfirmation() throws {
        let e = EditScene()
        e.table.allowsSelectionDuringEditing = true
        e.table.setEditing(true, animated: false)
        e.scene.touches.tap(at: e.center(of: try #require(e.control("delete control", row: 2))))
        #expect(e.control("delete confirmation", row: 2) != nil)
        e.scene.touches.wait(0.5)
        e.scene.touches.tap(at: CGPoint(x: 160, y: 325))
        #expect(e.control("delete confirmation", row: 2) == nil)
        #expect(e.source.calls.isEmpty)
        #expect(e.table.indexPathForSelectedRow == nil)
    }

    @Test("behaviour 14.7: dragging the reorder control moves the row: targetIndexPath, then moveRowAt; no scrolling")
    func reorder() throws {
        let e = EditScene()
        e.table.setEditing(true, animated: false)
        let grip = try #require(e.control("reorder control", row: 1))
        let start = e.center(of: grip)
        let finger = e.scene.touches.touchDown(at: start)
        e.scene.touches.wait(0.2)
        for step in 1...15 { e.scene.touches.move(finger, to: CGPoint(x: start.x, y: start.y + CGFloat(step) * 10)) }
        e.scene.touches.lift(finger)
        #expect(e.source.calls == ["target 1 proposed 4", "move 1 to 4"])
        #expect(e.source.names[4] == "name 1")
        #expect(e.table.cellForRow(at: IndexPath(row: 4, section: 0))?.textLabel?.text == "name 1")
        #expect(e.table.contentOffset == .zero)
    }

    @Test("behaviour 14.7: targetIndexPathForMoveFromRowAt may retarget the drop")
    func reorderRetargeted() throws {
        let e = EditScene()
        e.source.retarget = { _ in IndexPath(row: 2, section: 0) }
        e.table.setEditing(true, animated: false)
        let start = e.center(of: try #require(e.control("reorder control", row: 1)))
        let finger = e.scene.touches.touchDown(at: start)
        e.scene.touches.wait(0.2)
        for step in 1...15 { e.scene.touches.move(finger, to: CGPoint(x: start.x, y: start.y + CGFloat(step) * 10)) }
        e.scene.touches.lift(finger)
        #expect(e.source.calls == ["target 1 proposed 4", "move 1 to 2"])
        #expect(e.source.names[2] == "name 1")
    }

    @Test("behaviour 14.7: deleteRows and insertRows keep the selection on the same data")
    func rowUpdatesShiftSelection() {
        let e = EditScene()
        e.table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        e.source.names.remove(at: 1)
        e.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        #expect(e.table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        e.source.names.insert("new", at: 0)
        e.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(e.table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        #expect(e.table.numberOfRows(inSection: 0) == 20)
    }
}
