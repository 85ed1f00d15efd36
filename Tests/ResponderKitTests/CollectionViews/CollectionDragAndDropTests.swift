import Foundation
import ResponderKit
import ResponderKitTestSupport
import ResponderKitTesting
import Testing

/// Items dragged within and dropped onto a collection view (behaviour 16.10; Apple's
/// `UICollectionViewDragDelegate`, `UICollectionViewDropDelegate`, `UICollectionViewDropProposal` and
/// `UICollectionViewDropCoordinator` pages).
@MainActor
@Suite("Collection view drag and drop (behaviour 16.10)")
struct CollectionDragAndDropTests {
    @Test(
        "behaviour 16.10 (Apple: UICollectionViewDropCoordinator): dragging item 0 onto item 4 reorders, delegates in order"
    )
    func reorderWithinTheCollectionView() {
        let (scene, collection, model) = makeCollection()
        model.proposal = (.move, .insertAtDestinationIndexPath)
        let start = center(collection, 0)
        let finger = scene.drags.lift(at: start)
        scene.drags.move(finger, to: center(collection, 4), from: start, steps: 3)
        #expect(collection.hasActiveDrag)
        #expect(collection.hasActiveDrop)
        scene.drags.drop(finger)
        #expect(model.items == ["B", "C", "D", "E", "A", "F", "G", "H", "I"])
        #expect(
            model.dropped == ["destination [0, 4], source [0, 0], intent insertAtDestinationIndexPath", "animated: 1"])
        #expect(
            model.calls == [
                "itemsForBeginning [0, 0]", "dragSessionAllowsMoveOperation",
                "dragSessionIsRestrictedToDraggingApplication", "dragSessionWillBegin", "canHandle",
                "dropSessionDidEnter", "dropSessionDidUpdate [0, 0]", "dropSessionDidUpdate [0, 4]",
                "performDropWith", "dropSessionDidEnd", "dragSessionDidEnd",
            ])
        #expect(model.selected.isEmpty)
        #expect(!collection.hasActiveDrag)
        #expect(!collection.hasActiveDrop)
    }

    @Test("behaviour 16.10: an item from outside dropped between items is inserted: no source, intent insert-at")
    func dropFromOutsideInserts() {
        let (scene, collection, model) = makeCollection(frame: CGRect(x: 0, y: 120, width: 320, height: 360))
        model.proposal = (.copy, .insertAtDestinationIndexPath)
        dropCardFromAbove(scene, on: collection, item: 2)
        #expect(model.dropped == ["destination [0, 2], source nil, intent insertAtDestinationIndexPath"])
        #expect(model.items == ["A", "B", "Z", "C", "D", "E", "F", "G", "H", "I"])
        #expect(model.calls.first == "canHandle")
        #expect(model.calls.suffix(2) == ["performDropWith", "dropSessionDidEnd"])
        #expect(!model.calls.contains { $0.hasPrefix("itemsForBeginning") })
    }

    @Test("behaviour 16.10: the destination index path is nil past the last item")
    func noItemUnderTheDrag() {
        let (scene, collection, model) = makeCollection()
        model.proposal = (.cancel, .unspecified)
        let start = center(collection, 0)
        let past = CGPoint(x: 50, y: 440)
        let finger = scene.drags.lift(at: start)
        scene.drags.move(finger, to: past, from: start, steps: 3)
        #expect(collection.indexPathForItem(at: past) == nil)
        #expect(model.calls.last == "dropSessionDidUpdate nil")
        scene.drags.drop(finger)
        #expect(!model.calls.contains("performDropWith"))
        #expect(model.items == ["A", "B", "C", "D", "E", "F", "G", "H", "I"])
    }

    @Test("behaviour 16.10, 16.4: a drop proposed .forbidden is not performed: the target hears exit, then end")
    func refusedDrop() {
        let (scene, collection, model) = makeCollection()
        model.proposal = (.forbidden, .unspecified)
        let start = center(collection, 0)
        let finger = scene.drags.lift(at: start)
        scene.drags.move(finger, to: center(collection, 4), from: start, steps: 3)
        scene.drags.drop(finger)
        #expect(model.items == ["A", "B", "C", "D", "E", "F", "G", "H", "I"])
        #expect(model.dropped.isEmpty)
        #expect(
            model.calls == [
                "itemsForBeginning [0, 0]", "dragSessionAllowsMoveOperation",
                "dragSessionIsRestrictedToDraggingApplication", "dragSessionWillBegin", "canHandle",
                "dropSessionDidEnter", "dropSessionDidUpdate [0, 0]", "dropSessionDidUpdate [0, 4]",
                "dropSessionDidExit", "dropSessionDidEnd", "dragSessionDidEnd",
            ])
        #expect(!collection.hasActiveDrag)
    }

    @Test("behaviour 16.10, 16.2 (Apple: itemsForAddingTo:at:point:): a tap on another item adds it to the drag")
    func addItemToTheDrag() {
        let (scene, collection, model) = makeCollection()
        model.proposal = (.move, .insertAtDestinationIndexPath)
        let start = center(collection, 0)
        let finger = scene.drags.lift(at: start)
        scene.drags.move(finger, to: CGPoint(x: start.x + 20, y: start.y + 20), from: start, steps: 2)
        scene.drags.addItem(tappingAt: center(collection, 2))
        scene.drags.move(finger, to: center(collection, 7), from: CGPoint(x: start.x + 20, y: start.y + 20), steps: 2)
        scene.drags.drop(finger)
        // The tap lands on the source collection view itself: its lift recognizer, busy with the drag,
        // takes the second finger as a tap that adds items (behaviour 16.2).
        #expect(model.calls.contains("itemsForAddingTo [0, 2] at (270, 50)"))
        #expect(
            model.dropped.filter { $0.hasPrefix("destination") } == [
                "destination [0, 7], source [0, 0], intent insertAtDestinationIndexPath",
                "destination [0, 7], source [0, 2], intent insertAtDestinationIndexPath",
            ])
    }

    @Test("behaviour 16.10, 16.2 (Apple: itemsForAddingTo:at:point:): a tap on another collection's item adds it")
    func addItemFromAnotherCollectionView() {
        let (scene, first, model) = makeCollection(frame: CGRect(x: 0, y: 0, width: 320, height: 230))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let second = scene.add(
            UICollectionView(frame: CGRect(x: 0, y: 240, width: 320, height: 230), collectionViewLayout: layout))
        second.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let other = ItemModel()
        other.items = ["X", "Y", "Z"]
        second.dataSource = other
        second.dragDelegate = other
        second.dragInteractionEnabled = true
        second.layoutIfNeeded()
        let start = center(first, 0)
        let finger = scene.drags.lift(at: start)
        scene.drags.move(finger, to: CGPoint(x: start.x + 20, y: start.y + 20), from: start, steps: 2)
        let tapped = center(second, 1)
        scene.drags.addItem(tappingAt: CGPoint(x: tapped.x, y: tapped.y + 240))
        #expect(other.calls == ["itemsForAddingTo [0, 1] at (\(Int(tapped.x)), \(Int(tapped.y)))"])
        scene.drags.drop(finger)
        #expect(other.calls.count == 1)
        #expect(model.calls.first == "itemsForBeginning [0, 0]")
        _ = first
    }

    @Test("behaviour 16.10 (Apple: dragInteractionEnabled): a collection view with dragging disabled lifts nothing")
    func dragInteractionDisabled() {
        let (scene, collection, model) = makeCollection()
        collection.dragInteractionEnabled = false
        let finger = scene.drags.lift(at: center(collection, 0))
        scene.drags.move(finger, to: center(collection, 4))
        scene.drags.drop(finger)
        #expect(model.calls.isEmpty)
    }

    @Test("behaviour 16.10 (Apple: UICollectionViewDropProposal): the intent defaults to unspecified")
    func proposalDefaults() {
        let proposal = UICollectionViewDropProposal(operation: .copy)
        #expect(proposal.intent == .unspecified)
        #expect(proposal.operation == .copy)
        #expect(
            UICollectionViewDropProposal(operation: .move, intent: .insertIntoDestinationIndexPath).intent.rawValue == 2
        )
    }

    /// Drags a card from above the collection view (a view of its own whose drag gives one item, "Z") onto
    /// `item` and drops it there.
    private func dropCardFromAbove(_ scene: TestScene, on collection: UICollectionView, item: Int) {
        let card = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 110)))
        let source = RecordingDragSource("card", log: DragCallLog()) {
            [UIDragItem(itemProvider: ResponderItemProvider(object: "Z"))]
        }
        card.addInteraction(UIDragInteraction(delegate: source))
        let target = center(collection, item)
        let start = CGPoint(x: 50, y: 40)
        let finger = scene.drags.lift(at: start)
        scene.drags.move(finger, to: CGPoint(x: target.x, y: target.y + collection.frame.minY), from: start, steps: 2)
        scene.drags.drop(finger)
        scene.application.advance(by: 0)
        withExtendedLifetime(source) {}
    }

    private func center(_ collection: UICollectionView, _ item: Int) -> CGPoint {
        let frame = collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .zero
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    private func makeCollection(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) -> (
        TestScene, UICollectionView, ItemModel
    ) {
        let scene = TestScene()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let collection = scene.add(UICollectionView(frame: frame, collectionViewLayout: layout))
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let model = ItemModel()
        collection.dataSource = model
        collection.delegate = model
        collection.dragDelegate = model
        collection.dropDelegate = model
        collection.dragInteractionEnabled = true
        collection.layoutIfNeeded()
        model.keep = model
        return (scene, collection, model)
    }
}

/// Items A–I, and the collection view's drag and drop delegates, recording each call.
@MainActor
private final class ItemModel: UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate
{
    var items = ["A", "B", "C", "D", "E", "F", "G", "H", "I"]
    var calls: [String] = []
    var dropped: [String] = []
    var selected: [IndexPath] = []
    var proposal: (UIDropOperation, UICollectionViewDropProposal.Intent) = (.cancel, .unspecified)
    var keep: AnyObject?

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        calls.append("itemsForBeginning \(Array(indexPath))")
        let item = UIDragItem(itemProvider: ResponderItemProvider(object: items[indexPath.item]))
        item.localObject = items[indexPath.item]
        return [item]
    }
    func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem] {
        calls.append("itemsForAddingTo \(Array(indexPath)) at (\(Int(point.x)), \(Int(point.y)))")
        let item = UIDragItem(itemProvider: ResponderItemProvider(object: items[indexPath.item]))
        item.localObject = items[indexPath.item]
        return [item]
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {
        calls.append("dragSessionWillBegin")
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {
        calls.append("dragSessionDidEnd")
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession)
        -> Bool
    {
        calls.append("dragSessionAllowsMoveOperation")
        return true
    }
    func collectionView(
        _ collectionView: UICollectionView,
        dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        calls.append("dragSessionIsRestrictedToDraggingApplication")
        return false
    }

    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        calls.append("canHandle")
        return session.canLoadObjects(ofClass: String.self)
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {
        calls.append("dropSessionDidEnter")
    }
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        let name = destinationIndexPath.map { "\(Array($0))" } ?? "nil"
        if calls.last != "dropSessionDidUpdate \(name)" { calls.append("dropSessionDidUpdate \(name)") }
        return UICollectionViewDropProposal(operation: proposal.0, intent: proposal.1)
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {
        calls.append("dropSessionDidExit")
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {
        calls.append("dropSessionDidEnd")
    }
    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
    ) {
        calls.append("performDropWith")
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: items.count, section: 0)
        for item in coordinator.items {
            dropped.append(
                "destination \(Array(destination)), source \(item.sourceIndexPath.map { "\(Array($0))" } ?? "nil"), "
                    + "intent \(coordinator.proposal.intent)")
            if let source = item.sourceIndexPath, let name = item.dragItem.localObject as? String {
                items.remove(at: source.item)
                items.insert(name, at: destination.item)
                let completed = Retainer()
                coordinator.drop(item.dragItem, toItemAt: destination).addCompletion { _ in
                    completed.objects.append(item)
                }
                dropped.append("animated: \(completed.objects.count)")
            } else {
                item.dragItem.itemProvider.loadObject(ofClass: String.self) { [self] text, _ in
                    items.insert(text ?? "?", at: destination.item)
                }
            }
        }
        collectionView.reloadData()
    }
}
