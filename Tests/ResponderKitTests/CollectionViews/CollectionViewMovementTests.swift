import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// The handler of Apple's reordering sample: a long press the app adds to the collection view drives the
/// interactive movement (began → begin, changed → update, ended → end, otherwise cancel).
@MainActor
private final class ReorderHandler {
    let collectionView: UICollectionView
    var began: [Bool] = []

    init(_ collectionView: UICollectionView) {
        self.collectionView = collectionView
        let gesture = UILongPressGestureRecognizer(target: self, action: ReorderHandler.handleLongGesture)
        collectionView.addGestureRecognizer(gesture)
    }

    func handleLongGesture(_ gesture: UILongPressGestureRecognizer) {
        switch gesture.state {
        case .began:
            guard let selectedIndexPath = collectionView.indexPathForItem(at: gesture.location(in: collectionView))
            else { break }
            began.append(collectionView.beginInteractiveMovementForItem(at: selectedIndexPath))
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: gesture.view!))
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }
}

/// Apple's pages: UICollectionView `beginInteractiveMovementForItem(at:)` ("false if the item is not allowed
/// to move"), `updateInteractiveMovementTargetPosition(_:)` ("reports the change to
/// collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)"), `endInteractiveMovement()`
/// ("calling the collectionView(_:moveItemAt:to:) method of its data source"), `cancelInteractiveMovement()`
/// ("return the item to its original location"); UICollectionViewDataSource `collectionView(_:canMoveItemAt:)`.
@MainActor
@Suite("UICollectionView interactive movement (behaviour 14.10)")
struct CollectionViewMovementTests {
    @Test("behaviour 14.10, 14.9: a long press picks the item up, the finger moves it, the lift drops it")
    func longPressReorders() {
        let c = CollectionScene()
        let handler = ReorderHandler(c.collection)
        let moving = c.cell(item: 0)
        let finger = c.touches.touchDown(at: c.point(item: 0))
        c.touches.wait(0.6)
        #expect(handler.began == [true])
        // The press took the touch: the highlight the touch gave is gone, nothing is selected.
        #expect(c.outcomes == [.highlighted, .recognizerTookTouch(recognizer: "longpress")])
        for step in 1...11 {
            let d = CGFloat(step) * 10
            c.touches.move(finger, to: CGPoint(x: 50 + d, y: 50 + d))
        }
        // Under the finger at item 4's place: the item is shown there, item 1 to 4 moved back by one.
        #expect(c.collection.cellForItem(at: itemAt(4)) === moving)
        #expect(moving?.center == CGPoint(x: 160, y: 160))
        #expect(c.cell(item: 0)?.item == itemAt(1))
        #expect(c.cell(item: 0)?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(c.cell(item: 3)?.item == itemAt(4))
        c.touches.lift(finger)
        #expect(
            c.source.selectionCalls == [
                "shouldHighlight [0, 0]", "didHighlight [0, 0]", "didUnhighlight [0, 0]", "canMove [0, 0]",
                "targetForMove [0, 0] proposed [0, 4]", "moveItem [0, 0] to [0, 4]",
            ])
        #expect(moving?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(c.collection.indexPathsForSelectedItems == nil)
        #expect(c.collection.contentOffset == .zero)
    }

    @Test("behaviour 14.10: a press whose touches are cancelled cancels the movement: the item goes back")
    func cancelledPress() {
        let c = CollectionScene()
        let handler = ReorderHandler(c.collection)
        let moving = c.cell(item: 0)
        let finger = c.touches.touchDown(at: c.point(item: 0))
        c.touches.wait(0.6)
        for step in 1...11 {
            let d = CGFloat(step) * 10
            c.touches.move(finger, to: CGPoint(x: 50 + d, y: 50 + d))
        }
        #expect(c.collection.cellForItem(at: itemAt(4)) === moving)
        c.touches.cancelAll()
        #expect(handler.began == [true])
        #expect(c.collection.cellForItem(at: itemAt(0)) === moving)
        #expect(moving?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(c.cell(item: 4)?.item == itemAt(4))
        #expect(!c.source.calls.contains { $0.hasPrefix("moveItem") })
    }

    @Test("behaviour 14.10: cancelling puts the item back without telling the data source")
    func cancelRestores() {
        let c = CollectionScene()
        let moving = c.cell(item: 1)
        #expect(c.collection.beginInteractiveMovementForItem(at: itemAt(1)))
        #expect(!c.collection.beginInteractiveMovementForItem(at: itemAt(2)))
        c.collection.updateInteractiveMovementTargetPosition(c.point(item: 5))
        #expect(c.collection.cellForItem(at: itemAt(5)) === moving)
        c.collection.cancelInteractiveMovement()
        #expect(c.collection.cellForItem(at: itemAt(1)) === moving)
        #expect(moving?.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(c.cell(item: 5)?.item == itemAt(5))
        #expect(!c.source.calls.contains { $0.hasPrefix("moveItem") })
    }

    @Test("behaviour 14.10: canMoveItemAt false refuses the movement")
    func canMoveFalse() {
        let c = CollectionScene()
        c.source.canMove = false
        #expect(!c.collection.beginInteractiveMovementForItem(at: itemAt(1)))
        #expect(!c.collection.beginInteractiveMovementForItem(at: itemAt(99)))
        c.collection.updateInteractiveMovementTargetPosition(c.point(item: 5))
        c.collection.endInteractiveMovement()
        #expect(c.source.selectionCalls == ["canMove [0, 1]"])
    }

    @Test("behaviour 14.10: targetIndexPathForMove may retarget the place the item takes")
    func retarget() {
        let c = CollectionScene()
        c.source.retarget = { _ in itemAt(2) }
        c.collection.beginInteractiveMovementForItem(at: itemAt(0))
        c.collection.updateInteractiveMovementTargetPosition(c.point(item: 7))
        c.collection.endInteractiveMovement()
        #expect(c.source.selectionCalls.last == "moveItem [0, 0] to [0, 2]")
        #expect(c.cell(item: 2)?.item == itemAt(0))
    }

    @Test("behaviour 14.10: each proposal is asked from the item's current place; moveItemAt gets the first and last")
    func proposalsFromCurrentPlace() {
        let c = CollectionScene()
        let seven = c.point(item: 7)
        c.collection.beginInteractiveMovementForItem(at: itemAt(0))
        c.collection.updateInteractiveMovementTargetPosition(c.point(item: 4))
        c.collection.updateInteractiveMovementTargetPosition(seven)
        c.collection.endInteractiveMovement()
        #expect(
            c.source.selectionCalls == [
                "canMove [0, 0]", "targetForMove [0, 0] proposed [0, 4]", "targetForMove [0, 4] proposed [0, 7]",
                "moveItem [0, 0] to [0, 7]",
            ])
        #expect(c.cell(item: 7)?.item == itemAt(0))
        #expect(c.cell(item: 6)?.item == itemAt(7))
    }

    @Test("behaviour 14.10: an item moves into another section; the counts and the selection follow")
    func acrossSections() {
        let c = CollectionScene(items: [3, 3])
        c.collection.selectItem(at: itemAt(1, section: 1), animated: false, scrollPosition: [])
        c.collection.beginInteractiveMovementForItem(at: itemAt(0))
        c.collection.updateInteractiveMovementTargetPosition(c.point(item: 1, section: 1))
        #expect(c.collection.numberOfItems(inSection: 0) == 2)
        #expect(c.collection.numberOfItems(inSection: 1) == 4)
        #expect(c.collection.indexPathsForSelectedItems == [itemAt(2, section: 1)])
        c.collection.endInteractiveMovement()
        #expect(c.source.selectionCalls.last == "moveItem [0, 0] to [1, 1]")
        #expect(c.cell(item: 1, section: 1)?.item == itemAt(0))
        #expect(c.cell(item: 0)?.item == itemAt(1))
    }
}
