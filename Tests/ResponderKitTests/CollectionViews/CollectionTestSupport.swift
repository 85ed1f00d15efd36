import Foundation
import ResponderKit
import ResponderKitTesting

/// A cell that records its highlight, selection and reuse.
@MainActor
final class RecordingItemCell: UICollectionViewCell {
    var events: [String] = []
    var reuseCount = 0
    /// The item the data source last configured the cell for.
    var item: IndexPath?

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { events.append("isHighlighted = \(isHighlighted)") } }
    }

    override var isSelected: Bool {
        didSet { if isSelected != oldValue { events.append("isSelected = \(isSelected)") } }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source and flow-layout delegate that records every call as text ("didSelect [0, 2]"), with
/// answers the test can change.
@MainActor
final class ItemSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var itemCounts: [Int]
    var calls: [String] = []
    var shouldHighlight = true
    var shouldSelect = true
    var shouldDeselect = true
    var canMove = true
    var sizes: [IndexPath: CGSize] = [:]
    var insets: [Int: UIEdgeInsets] = [:]
    var lineSpacings: [Int: CGFloat] = [:]
    var itemSpacings: [Int: CGFloat] = [:]
    var retarget: ((IndexPath) -> IndexPath)?
    var configure: ((RecordingItemCell, IndexPath) -> Void)?
    var cellsCreated = 0

    init(items: [Int]) { itemCounts = items }

    static func name(_ indexPath: IndexPath) -> String { "[\(indexPath.section), \(indexPath.item)]" }

    /// The highlight, selection and movement calls only, in order.
    var selectionCalls: [String] {
        calls.filter { call in
            !["willDisplay", "didEndDisplaying", "cellFor", "size", "inset", "lineSpacing", "itemSpacing"].contains {
                call.hasPrefix($0)
            }
        }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        calls.append("cellFor \(Self.name(indexPath))")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        if let cell = cell as? RecordingItemCell {
            if cell.reuseCount == 0 && cell.item == nil { cellsCreated += 1 }
            cell.item = indexPath
            configure?(cell, indexPath)
        }
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        calls.append("canMove \(Self.name(indexPath))")
        return canMove
    }
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        calls.append("moveItem \(Self.name(sourceIndexPath)) to \(Self.name(destinationIndexPath))")
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        calls.append("size \(Self.name(indexPath))")
        return sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        calls.append("inset \(section)")
        return insets[section] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        calls.append("lineSpacing \(section)")
        return lineSpacings[section] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        calls.append("itemSpacing \(section)")
        return itemSpacings[section]
            ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        calls.append("willDisplay \(Self.name(indexPath))")
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        calls.append("didEndDisplaying \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(Self.name(indexPath))")
        return shouldHighlight
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(Self.name(indexPath))")
        return shouldSelect
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldDeselect \(Self.name(indexPath))")
        return shouldDeselect
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(Self.name(indexPath))")
    }
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        calls.append("targetForMove \(Self.name(currentIndexPath)) proposed \(Self.name(proposedIndexPath))")
        return retarget?(proposedIndexPath) ?? proposedIndexPath
    }
}

/// A scene with a collection view filling a 320 × 480 window: a vertical flow layout of 100 × 100 items
/// 10 pt apart (three to a row, rows 110 pt apart), `items` items (one section unless more counts are
/// given), cells of ``RecordingItemCell`` registered as "item", and a dispatch log attached.
@MainActor
struct CollectionScene {
    let scene: TestScene
    let collection: UICollectionView
    let layout = UICollectionViewFlowLayout()
    let source: ItemSource
    let log = DispatchLog()

    init(items: [Int] = [60], frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        scene = TestScene()
        source = ItemSource(items: items)
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        collection = UICollectionView(frame: frame, collectionViewLayout: layout)
        collection.register(RecordingItemCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = source
        collection.delegate = source
        scene.add(collection)
        scene.application.dispatchLog = log
    }

    var touches: TouchSimulator { scene.touches }

    /// The centre of the item, in window coordinates (the collection view is at the window's origin).
    func point(item: Int, section: Int = 0) -> CGPoint {
        let frame = collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .zero
        return CGPoint(x: frame.midX - collection.contentOffset.x, y: frame.midY - collection.contentOffset.y)
    }

    func cell(item: Int, section: Int = 0) -> RecordingItemCell? {
        collection.cellForItem(at: IndexPath(item: item, section: section)) as? RecordingItemCell
    }

    /// The list outcomes the explanation log recorded, oldest first.
    var outcomes: [ListTouchOutcome] {
        log.records.compactMap { record in
            guard case let .listTouch(_, _, _, outcome, _) = record.entry else { return nil }
            return outcome
        }
    }
}

/// Shorthand for an index path in section 0.
func itemAt(_ item: Int, section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }
