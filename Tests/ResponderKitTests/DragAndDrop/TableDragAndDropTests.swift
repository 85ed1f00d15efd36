import Foundation
import ResponderKit
import ResponderKitTestSupport
import ResponderKitTesting
import Testing

/// Rows dragged within and onto a table view (behaviour 16.8).
@MainActor
@Suite("Table view drag and drop (behaviour 16.8)")
struct TableDragAndDropTests {
    @Test(
        "behaviour 16.8 (Apple: UITableViewDropCoordinator): dragging row 0 onto row 3 reorders, with the table delegates in order"
    )
    func reorderWithinTheTable() {
        let (scene, table, model) = makeTable()
        model.proposal = (.move, .insertAtDestinationIndexPath)
        let finger = scene.drags.lift(at: CGPoint(x: 100, y: 22))
        scene.drags.move(finger, to: CGPoint(x: 100, y: 154), from: CGPoint(x: 100, y: 22), steps: 3)
        #expect(table.hasActiveDrag)
        #expect(table.hasActiveDrop)
        scene.drags.drop(finger)
        #expect(model.rows == ["B", "C", "D", "A", "E"])
        #expect(
            model.dropped == ["destination [0, 3], source [0, 0], intent insertAtDestinationIndexPath", "animated: 1"])
        #expect(
            model.calls == [
                "itemsForBeginning [0, 0]", "dragSessionAllowsMoveOperation",
                "dragSessionIsRestrictedToDraggingApplication", "dragSessionWillBegin", "canHandle",
                "dropSessionDidEnter", "dropSessionDidUpdate [0, 1]",
                "dropSessionDidUpdate [0, 2]", "dropSessionDidUpdate [0, 3]", "performDropWith",
                "dropSessionDidEnd", "dragSessionDidEnd",
            ])
        #expect(model.selected.isEmpty)
        #expect(!table.hasActiveDrag)
        #expect(!table.hasActiveDrop)
    }

    @Test("behaviour 16.8: an item from outside dropped into a row: no source row, intent insert-into")
    func insertIntoARowFromOutside() {
        let (scene, table, model) = makeTable(frame: CGRect(x: 0, y: 100, width: 320, height: 380))
        model.proposal = (.copy, .insertIntoDestinationIndexPath)
        let card = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 90)))
        let log = DragCallLog()
        let source = RecordingDragSource("card", log: log) {
            [UIDragItem(itemProvider: ResponderItemProvider(object: "Z"))]
        }
        card.addInteraction(UIDragInteraction(delegate: source))
        let finger = scene.drags.lift(at: CGPoint(x: 50, y: 40))
        scene.drags.move(finger, to: CGPoint(x: 50, y: 100 + 2 * 44 + 20), from: CGPoint(x: 50, y: 40), steps: 3)
        scene.drags.drop(finger)
        scene.application.advance(by: 0)
        #expect(model.dropped == ["destination [0, 2], source nil, intent insertIntoDestinationIndexPath"])
        #expect(model.rows == ["A", "B", "C+Z", "D", "E"])
        _ = table
    }

    @Test("behaviour 16.8 (Apple: dragInteractionEnabled): a table with dragging disabled does not lift rows")
    func dragInteractionDisabled() {
        let (scene, table, model) = makeTable()
        table.dragInteractionEnabled = false
        let finger = scene.drags.lift(at: CGPoint(x: 100, y: 22))
        scene.drags.move(finger, to: CGPoint(x: 100, y: 154))
        scene.drags.drop(finger)
        #expect(model.calls.isEmpty)
        #expect(model.rows == ["A", "B", "C", "D", "E"])
    }

    @Test("behaviour 16.8, 16.4: a drop proposed .forbidden is not performed: the table hears exit, then end")
    func refusedDrop() {
        let (scene, table, model) = makeTable()
        model.proposal = (.forbidden, .unspecified)
        scene.drags.drop(dragFirstRow(scene, to: CGPoint(x: 100, y: 154)))
        #expect(model.rows == ["A", "B", "C", "D", "E"])
        #expect(model.dropped.isEmpty)
        #expect(
            model.calls == [
                "itemsForBeginning [0, 0]", "dragSessionAllowsMoveOperation",
                "dragSessionIsRestrictedToDraggingApplication", "dragSessionWillBegin", "canHandle",
                "dropSessionDidEnter", "dropSessionDidUpdate [0, 1]", "dropSessionDidUpdate [0, 2]",
                "dropSessionDidUpdate [0, 3]", "dropSessionDidExit", "dropSessionDidEnd", "dragSessionDidEnd",
            ])
        #expect(!table.hasActiveDrag)
        #expect(!table.hasActiveDrop)
    }

    @Test("behaviour 16.8, 16.2 (Apple: itemsForAddingTo:at:point:): a tap on another row adds it to the drag")
    func addRowToTheDrag() {
        let (scene, _, model) = makeTable()
        model.proposal = (.move, .insertAtDestinationIndexPath)
        let finger = dragFirstRow(scene, to: CGPoint(x: 120, y: 40))
        // The tap lands on the table the drag started from: its lift recognizer, busy with the drag, takes
        // the second finger as a tap that adds items (behaviour 16.2).
        scene.drags.addItem(tappingAt: CGPoint(x: 100, y: 2 * 44 + 22))
        #expect(model.calls.last == "itemsForAddingTo [0, 2] at (100, 110)")
        scene.drags.move(finger, to: CGPoint(x: 100, y: 4 * 44 + 22), from: CGPoint(x: 120, y: 40), steps: 2)
        scene.drags.drop(finger)
        #expect(
            model.dropped.filter { $0.hasPrefix("destination") } == [
                "destination [0, 4], source [0, 0], intent insertAtDestinationIndexPath",
                "destination [0, 4], source [0, 2], intent insertAtDestinationIndexPath",
            ])
    }

    @Test("behaviour 16.8: the destination index path is nil over no row (below the last one)")
    func noRowUnderTheDrag() {
        let (scene, table, model) = makeTable()
        model.proposal = (.cancel, .unspecified)
        let finger = dragFirstRow(scene, to: CGPoint(x: 100, y: 400))
        #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 400)) == nil)
        #expect(model.calls.last == "dropSessionDidUpdate nil")
        scene.drags.drop(finger)
        #expect(!model.calls.contains("performDropWith"))
        #expect(model.rows == ["A", "B", "C", "D", "E"])
    }

    /// Lifts row 0 and moves the drag to `point` in three steps; the finger stays down.
    private func dragFirstRow(_ scene: TestScene, to point: CGPoint) -> TouchSimulator.Finger {
        let finger = scene.drags.lift(at: CGPoint(x: 100, y: 22))
        scene.drags.move(finger, to: point, from: CGPoint(x: 100, y: 22), steps: 3)
        return finger
    }

    private func makeTable(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) -> (
        TestScene, UITableView, RowModel
    ) {
        let scene = TestScene()
        let table = scene.add(UITableView(frame: frame, style: .plain))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let model = RowModel()
        table.dataSource = model
        table.delegate = model
        table.dragDelegate = model
        table.dropDelegate = model
        table.dragInteractionEnabled = true
        model.keep = model
        return (scene, table, model)
    }
}

/// Rows A–E, and the table's drag and drop delegates, recording each call.
@MainActor
private final class RowModel: UITableViewDataSource, UITableViewDelegate, UITableViewDragDelegate,
    UITableViewDropDelegate
{
    var rows = ["A", "B", "C", "D", "E"]
    var calls: [String] = []
    var dropped: [String] = []
    var selected: [IndexPath] = []
    var proposal: (UIDropOperation, UITableViewDropProposal.Intent) = (.cancel, .unspecified)
    var keep: AnyObject?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }

    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    {
        calls.append("itemsForBeginning \(Array(indexPath))")
        let item = UIDragItem(itemProvider: ResponderItemProvider(object: rows[indexPath.row]))
        item.localObject = rows[indexPath.row]
        return [item]
    }
    func tableView(
        _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] {
        calls.append("itemsForAddingTo \(Array(indexPath)) at (\(Int(point.x)), \(Int(point.y)))")
        let item = UIDragItem(itemProvider: ResponderItemProvider(object: rows[indexPath.row]))
        item.localObject = rows[indexPath.row]
        return [item]
    }
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
        calls.append("dragSessionWillBegin")
    }
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
        calls.append("dragSessionDidEnd")
    }
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        calls.append("dragSessionAllowsMoveOperation")
        return true
    }
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession)
        -> Bool
    {
        calls.append("dragSessionIsRestrictedToDraggingApplication")
        return false
    }

    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        calls.append("canHandle")
        return session.canLoadObjects(ofClass: String.self)
    }
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
        calls.append("dropSessionDidEnter")
    }
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        let name = destinationIndexPath.map { "\(Array($0))" } ?? "nil"
        if calls.last != "dropSessionDidUpdate \(name)" { calls.append("dropSessionDidUpdate \(name)") }
        return UITableViewDropProposal(operation: proposal.0, intent: proposal.1)
    }
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
        calls.append("dropSessionDidExit")
    }
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
        calls.append("dropSessionDidEnd")
    }
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        calls.append("performDropWith")
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: rows.count, section: 0)
        for item in coordinator.items {
            dropped.append(
                "destination \(Array(destination)), source \(item.sourceIndexPath.map { "\(Array($0))" } ?? "nil"), "
                    + "intent \(coordinator.proposal.intent)")
            if let source = item.sourceIndexPath, let row = item.dragItem.localObject as? String {
                rows.remove(at: source.row)
                rows.insert(row, at: destination.row)
                let completed = Retainer()
                coordinator.drop(item.dragItem, toRowAt: destination).addCompletion { _ in
                    completed.objects.append(item)
                }
                dropped.append("animated: \(completed.objects.count)")
            } else {
                item.dragItem.itemProvider.loadObject(ofClass: String.self) { [self] text, _ in
                    rows[destination.row] += "+" + (text ?? "?")
                }
            }
        }
        tableView.reloadData()
    }
}
