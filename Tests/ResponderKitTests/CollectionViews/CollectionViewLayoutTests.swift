import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Apple's pages: `UICollectionView` `dequeueReusableCell(withReuseIdentifier:for:)`,
/// `UICollectionReusableView` `prepareForReuse()`, `indexPathsForVisibleItems`, `cellForItem(at:)` ("nil if
/// the cell is not visible"), `scrollToItem(at:at:animated:)`.
@MainActor
@Suite("UICollectionView cells, reuse and scrolling (behaviour 14.9)")
struct CollectionViewLayoutTests {
    private func cellSubviews(_ c: CollectionScene) -> [RecordingItemCell] {
        c.collection.subviews.compactMap { $0 as? RecordingItemCell }
    }

    @Test("behaviour 14.9: only the items in view have cells, as subviews of the collection view")
    func visibleRangeOnly() {
        let c = CollectionScene()
        #expect(c.collection.numberOfSections == 1)
        #expect(c.collection.numberOfItems(inSection: 0) == 60)
        // Rows 0 to 4 (the fifth starts at 440, inside 480).
        #expect(c.collection.indexPathsForVisibleItems == (0..<15).map { itemAt($0) })
        #expect(cellSubviews(c).count == 15)
        #expect(c.collection.visibleCells.count == 15)
        #expect(c.cell(item: 14)?.frame == CGRect(x: 220, y: 440, width: 100, height: 100))
        #expect(c.collection.cellForItem(at: itemAt(15)) == nil)
        #expect(c.source.cellsCreated == 15)
        if let cell = c.cell(item: 7) { #expect(c.collection.indexPath(for: cell) == itemAt(7)) }
    }

    @Test("behaviour 14.9: scrolling hands the cells that left to the items that came, after prepareForReuse")
    func reuseOnScroll() {
        let c = CollectionScene()
        #expect(c.collection.indexPathsForVisibleItems.count == 15)
        c.source.calls.removeAll()
        c.collection.contentOffset = CGPoint(x: 0, y: 330)
        // Rows 3 to 7 are in view: rows 0 to 2 left (9 cells), rows 5 to 7 came (9 items).
        #expect(c.collection.indexPathsForVisibleItems == (9..<24).map { itemAt($0) })
        #expect(c.source.cellsCreated == 15)
        #expect(cellSubviews(c).count == 15)
        #expect(cellSubviews(c).reduce(0) { $0 + $1.reuseCount } == 9)
        #expect(c.source.calls.filter { $0.hasPrefix("didEndDisplaying") }.count == 9)
        #expect(c.source.calls.filter { $0.hasPrefix("willDisplay") }.count == 9)
        #expect(c.cell(item: 23)?.item == itemAt(23))
        #expect(c.cell(item: 23)?.frame == CGRect(x: 220, y: 770, width: 100, height: 100))
    }

    @Test("behaviour 14.9: a selected item stays selected when its cell is reused; reloadData clears it")
    func selectionSurvivesReuse() {
        let c = CollectionScene()
        c.collection.selectItem(at: itemAt(1), animated: false, scrollPosition: [])
        c.collection.contentOffset = CGPoint(x: 0, y: 1000)
        #expect(c.cell(item: 1) == nil)
        #expect(c.collection.indexPathsForSelectedItems == [itemAt(1)])
        #expect(c.collection.visibleCells.allSatisfy { !$0.isSelected })
        c.collection.contentOffset = .zero
        #expect(c.cell(item: 1)?.isSelected == true)
        #expect(c.cell(item: 2)?.isSelected == false)
        c.collection.reloadData()
        #expect(c.collection.indexPathsForSelectedItems == nil)
        #expect(c.cell(item: 1)?.isSelected == false)
    }

    @Test("behaviour 14.9: scrollToItem puts the item at the position asked, within the scrollable range")
    func scrollToItem() {
        let c = CollectionScene()
        c.collection.scrollToItem(at: itemAt(30), at: .top, animated: false)
        #expect(c.collection.contentOffset == CGPoint(x: 0, y: 1100))
        #expect(c.collection.indexPathsForVisibleItems.first == itemAt(30))
        c.collection.scrollToItem(at: itemAt(0), at: .centeredVertically, animated: false)
        #expect(c.collection.contentOffset == .zero)
        c.collection.scrollToItem(at: itemAt(59), at: [], animated: false)
        #expect(c.collection.contentOffset == CGPoint(x: 0, y: 2190 - 480))
        c.collection.scrollToItem(at: itemAt(99), at: .top, animated: false)
        #expect(c.collection.contentOffset == CGPoint(x: 0, y: 2190 - 480))
    }

    @Test("behaviour 14.9: reloadData asks for the counts again and lays out the new items")
    func reload() {
        let c = CollectionScene(items: [4])
        #expect(c.collection.indexPathsForVisibleItems.count == 4)
        c.source.itemCounts = [2, 3]
        #expect(c.collection.numberOfSections == 1)
        c.collection.reloadData()
        #expect(c.collection.numberOfSections == 2)
        #expect(
            c.collection.indexPathsForVisibleItems == [
                itemAt(0), itemAt(1), itemAt(0, section: 1), itemAt(1, section: 1), itemAt(2, section: 1),
            ])
        #expect(c.collection.layoutAttributesForItem(at: itemAt(0, section: 1))?.frame.minY == 100)
    }

    @Test("behaviour 14.9: a new layout lays the items out again")
    func replaceLayout() {
        let c = CollectionScene(items: [6])
        let wide = UICollectionViewFlowLayout()
        wide.itemSize = CGSize(width: 320, height: 40)
        wide.minimumLineSpacing = 0
        c.collection.collectionViewLayout = wide
        #expect(wide.collectionView === c.collection)
        #expect(c.layout.collectionView == nil)
        #expect(
            c.collection.layoutAttributesForItem(at: itemAt(5))?.frame == CGRect(x: 0, y: 200, width: 320, height: 40))
        #expect(c.collection.contentSize == CGSize(width: 320, height: 240))
    }
}
