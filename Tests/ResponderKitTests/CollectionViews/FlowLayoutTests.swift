import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Apple's pages: `UICollectionViewFlowLayout` (itemSize 50 × 50, minimumLineSpacing and
/// minimumInteritemSpacing 10, sectionInset zero, vertical by default), `minimumInteritemSpacing` ("the
/// actual spacing may possibly be adjusted upward"), `UICollectionViewDelegateFlowLayout`.
@MainActor
@Suite("UICollectionViewFlowLayout (behaviour 14.9)")
struct FlowLayoutTests {
    private func frame(_ c: CollectionScene, _ index: Int, section: Int = 0) -> CGRect? {
        c.collection.layoutAttributesForItem(at: itemAt(index, section: section))?.frame
    }

    @Test("behaviour 14.9: UIKit's defaults")
    func defaults() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.scrollDirection == .vertical)
    }

    @Test("behaviour 14.9: vertically, rows fill the width and stack downwards; the content size covers them")
    func verticalGrid() {
        let c = CollectionScene(items: [10])
        #expect(frame(c, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frame(c, 2) == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(frame(c, 4) == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(frame(c, 9) == CGRect(x: 0, y: 330, width: 100, height: 100))
        #expect(frame(c, 10) == nil)
        #expect(c.collection.contentSize == CGSize(width: 320, height: 430))
        #expect(c.layout.collectionViewContentSize == CGSize(width: 320, height: 430))
        let inRect = c.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 105, width: 320, height: 10)) ?? []
        #expect(inRect.map(\.indexPath) == [itemAt(3), itemAt(4), itemAt(5)])
    }

    @Test(
        "Apple's layoutAttributesForElements(in:) and CGRectIntersectsRect: a cell that only touches the rectangle's edge is not in it"
    )
    func touchingCellsAreNotInTheRectangle() {
        let c = CollectionScene(items: [10])
        #expect(frame(c, 1) == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(frame(c, 2) == CGRect(x: 220, y: 0, width: 100, height: 100))
        // The gap between the first row's second and third cells (x 210 to 220): both only touch it.
        let gap = c.layout.layoutAttributesForElements(in: CGRect(x: 210, y: 0, width: 10, height: 100)) ?? []
        #expect(gap.isEmpty)
        let overlapping = c.layout.layoutAttributesForElements(in: CGRect(x: 209, y: 0, width: 12, height: 100)) ?? []
        #expect(overlapping.map(\.indexPath) == [itemAt(1), itemAt(2)])
    }

    @Test("behaviour 14.9: a line is justified; the last line keeps the grid's columns; a lone item is centred")
    func justification() {
        let c = CollectionScene(items: [8])
        c.layout.itemSize = CGSize(width: 90, height: 90)
        c.layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        // 300 pt between the insets: three items of 90 with the least spacing 10 fit, spaced 15 apart.
        #expect(frame(c, 0)?.minX == 10)
        #expect(frame(c, 1)?.minX == 115)
        #expect(frame(c, 2)?.minX == 220)
        #expect(frame(c, 3) == CGRect(x: 10, y: 100, width: 90, height: 90))
        #expect(frame(c, 6) == CGRect(x: 10, y: 200, width: 90, height: 90))
        #expect(frame(c, 7) == CGRect(x: 115, y: 200, width: 90, height: 90))
        #expect(c.collection.contentSize.height == 290)

        c.layout.itemSize = CGSize(width: 200, height: 50)
        #expect(frame(c, 0) == CGRect(x: 60, y: 0, width: 200, height: 50))
        #expect(frame(c, 7) == CGRect(x: 60, y: 420, width: 200, height: 50))
    }

    @Test("behaviour 14.9: the delegate sizes items and spaces sections; items are centred across their line")
    func delegateSizing() {
        let c = CollectionScene(items: [2, 2])
        c.source.sizes[itemAt(0)] = CGSize(width: 100, height: 50)
        c.source.sizes[itemAt(1)] = CGSize(width: 100, height: 150)
        c.source.insets[0] = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        c.source.insets[1] = UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
        c.source.itemSpacings[1] = 50
        c.collection.reloadData()
        #expect(frame(c, 0) == CGRect(x: 0, y: 70, width: 100, height: 50))
        #expect(frame(c, 1) == CGRect(x: 110, y: 20, width: 100, height: 150))
        #expect(frame(c, 0, section: 1) == CGRect(x: 0, y: 175, width: 100, height: 100))
        #expect(frame(c, 1, section: 1) == CGRect(x: 220, y: 175, width: 100, height: 100))
        #expect(c.collection.contentSize.height == 282)
        for call in ["size [0, 0]", "size [1, 1]", "inset 1", "lineSpacing 0", "itemSpacing 1"] {
            #expect(c.source.calls.contains(call))
        }
    }

    @Test("behaviour 14.9: non-finite or negative sizes, spacings and insets from the delegate count as 0")
    func badDelegateAnswers() {
        let c = CollectionScene(items: [3])
        c.source.sizes[itemAt(0)] = CGSize(width: CGFloat.nan, height: -5)
        c.source.sizes[itemAt(1)] = CGSize(width: CGFloat.infinity, height: 100)
        c.source.insets[0] = UIEdgeInsets(top: .infinity, left: -.infinity, bottom: .nan, right: 0)
        c.source.lineSpacings[0] = -.infinity
        c.collection.reloadData()
        // One line: two empty items and a 100 pt one, spaced as if a copy of the last one followed.
        #expect(frame(c, 0) == CGRect(x: 0, y: 50, width: 0, height: 0))
        #expect(frame(c, 1) == CGRect(x: 40, y: 0, width: 0, height: 100))
        #expect(frame(c, 2) == CGRect(x: 80, y: 0, width: 100, height: 100))
        #expect(c.collection.contentSize == CGSize(width: 320, height: 100))
    }

    @Test("behaviour 14.9: horizontally, columns fill the height and stack to the right")
    func horizontalGrid() {
        let c = CollectionScene(items: [20], frame: CGRect(x: 0, y: 0, width: 320, height: 430))
        c.layout.scrollDirection = .horizontal
        #expect(frame(c, 1) == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(frame(c, 5) == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(c.collection.contentSize == CGSize(width: 540, height: 430))
        #expect(c.collection.indexPathForItem(at: CGPoint(x: 160, y: 160)) == itemAt(5))
        #expect(c.collection.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)
    }

    @Test("behaviour 14.9, 14.3: on a horizontal layout a tap selects the item under the finger, also scrolled")
    func horizontalHitTesting() {
        let c = CollectionScene(items: [20], frame: CGRect(x: 0, y: 0, width: 320, height: 430))
        c.layout.scrollDirection = .horizontal
        c.touches.tap(at: CGPoint(x: 160, y: 160))
        #expect(c.collection.indexPathsForSelectedItems == [itemAt(5)])
        c.collection.contentOffset = CGPoint(x: 220, y: 0)
        c.touches.wait(0.5)
        c.touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(c.collection.indexPathsForSelectedItems == [itemAt(8)])
        #expect(
            c.source.selectionCalls.suffix(3) == ["didDeselect [0, 5]", "didSelect [0, 8]", "didUnhighlight [0, 8]"])
    }

    @Test("behaviour 14.9, 7: a horizontal flick starting on an item scrolls and never selects it")
    func horizontalFlick() {
        let c = CollectionScene(items: [20], frame: CGRect(x: 0, y: 0, width: 320, height: 430))
        c.layout.scrollDirection = .horizontal
        c.touches.swipe(from: CGPoint(x: 270, y: 50), to: CGPoint(x: 40, y: 50))
        c.touches.wait(2)
        #expect(c.source.selectionCalls.isEmpty)
        #expect(c.collection.indexPathsForSelectedItems == nil)
        #expect(c.collection.contentOffset.x > 0)
    }
}
