import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Apple's pages: UICollectionViewDelegate `collectionView(_:shouldHighlightItemAt:)` ("If you return
/// false ... the system does not call collectionView(_:shouldSelectItemAt:) or any other selection-related
/// methods"), `collectionView(_:didSelectItemAt:)` (not for programmatic selection); UICollectionView
/// `allowsMultipleSelection` ("Tapping the cell again removes it from the selection"),
/// `deselectItem(at:animated:)` ("doesn't cause any selection-related delegate methods to be called");
/// the order of the lift is the one UIKit's `UICollectionView.h` documents (behaviour 14.9): should-select
/// or should-deselect, did-select or did-deselect, then did-unhighlight.
@MainActor
@Suite("UICollectionView selection by touch (behaviour 14.9)")
struct CollectionViewSelectionTests {
    @Test("behaviour 14.9: a tap highlights, then at the lift asks shouldSelect, selects, and unhighlights last")
    func tapSelects() {
        let c = CollectionScene()
        c.touches.tap(at: c.point(item: 4))
        #expect(
            c.source.selectionCalls == [
                "shouldHighlight [0, 4]", "didHighlight [0, 4]", "shouldSelect [0, 4]", "didSelect [0, 4]",
                "didUnhighlight [0, 4]",
            ])
        #expect(c.collection.indexPathsForSelectedItems == [itemAt(4)])
        #expect(c.cell(item: 4)?.events == ["isHighlighted = true", "isSelected = true", "isHighlighted = false"])
        #expect(c.outcomes == [.highlighted, .selected(redirectedFrom: nil)])
        #expect(
            c.log.lines.contains {
                $0.hasPrefix("UICollectionView") && $0.hasSuffix("on [0, 4]: selected item 4 in section 0")
            })
    }

    @Test("behaviour 14.9: selecting another item deselects the previous one (didDeselect, no shouldDeselect)")
    func singleSelectionMoves() {
        let c = CollectionScene()
        c.touches.tap(at: c.point(item: 1))
        c.source.calls.removeAll()
        c.touches.wait(0.5)
        c.touches.tap(at: c.point(item: 5))
        #expect(
            c.source.selectionCalls == [
                "shouldHighlight [0, 5]", "didHighlight [0, 5]", "shouldSelect [0, 5]", "didDeselect [0, 1]",
                "didSelect [0, 5]", "didUnhighlight [0, 5]",
            ])
        #expect(c.collection.indexPathsForSelectedItems == [itemAt(5)])
        #expect(c.cell(item: 1)?.isSelected == false)
    }

    @Test("behaviour 14.9: in single selection, a tap on the selected item selects it again")
    func singleSelectionTapAgain() {
        let c = CollectionScene()
        c.touches.tap(at: c.point(item: 2))
        c.source.calls.removeAll()
        c.touches.wait(0.5)
        c.touches.tap(at: c.point(item: 2))
        #expect(
            c.source.selectionCalls == [
                "shouldHighlight [0, 2]", "didHighlight [0, 2]", "shouldSelect [0, 2]", "didSelect [0, 2]",
                "didUnhighlight [0, 2]",
            ])
        #expect(c.collection.indexPathsForSelectedItems == [itemAt(2)])
    }

    @Test("behaviour 14.9: with multiple selection, taps add items and a second tap on one deselects it")
    func multipleSelectionToggles() {
        let c = CollectionScene()
        c.collection.allowsMultipleSelection = true
        c.touches.tap(at: c.point(item: 1))
        c.touches.wait(0.5)
        c.touches.tap(at: c.point(item: 2))
        #expect(c.collection.indexPathsForSelectedItems == [itemAt(1), itemAt(2)])
        #expect(!c.source.calls.contains { $0.hasPrefix("didDeselect") })
        c.source.calls.removeAll()
        c.touches.wait(0.5)
        c.touches.tap(at: c.point(item: 1))
        #expect(
            c.source.selectionCalls == [
                "shouldHighlight [0, 1]", "didHighlight [0, 1]", "shouldDeselect [0, 1]", "didDeselect [0, 1]",
                "didUnhighlight [0, 1]",
            ])
        #expect(c.collection.indexPathsForSelectedItems == [itemAt(2)])
        #expect(c.cell(item: 1)?.isSelected == false)
        #expect(c.outcomes.last == .deselected)

        c.source.shouldDeselect = false
        c.touches.wait(0.5)
        c.touches.tap(at: c.point(item: 2))
        #expect(c.collection.indexPathsForSelectedItems == [itemAt(2)])
        #expect(c.outcomes.last == .selectionDeclined(question: "shouldDeselectItemAt"))
    }

    @Test("behaviour 14.9, 14.4: shouldSelect false: the highlight goes, nothing is selected; the log says why")
    func shouldSelectFalse() {
        let c = CollectionScene()
        c.collection.selectItem(at: itemAt(0), animated: false, scrollPosition: [])
        c.source.shouldSelect = false
        c.touches.tap(at: c.point(item: 3))
        #expect(
            c.source.selectionCalls == [
                "shouldHighlight [0, 3]", "didHighlight [0, 3]", "shouldSelect [0, 3]", "didUnhighlight [0, 3]",
            ])
        #expect(c.collection.indexPathsForSelectedItems == [itemAt(0)])
        #expect(c.outcomes.last == .selectionDeclined(question: "shouldSelectItemAt"))
        #expect(
            c.log.lines.contains {
                $0.hasSuffix("shouldSelectItemAt returned false: item 3 in section 0 stays as it was")
            })
    }

    @Test("behaviour 14.9: shouldHighlight false: no highlight and no selection calls at all")
    func shouldHighlightFalse() {
        let c = CollectionScene()
        c.source.shouldHighlight = false
        c.touches.tap(at: c.point(item: 3))
        #expect(c.source.selectionCalls == ["shouldHighlight [0, 3]"])
        #expect(c.collection.indexPathsForSelectedItems == nil)
        #expect(c.outcomes == [.highlightRefused])
    }

    @Test("behaviour 14.9: allowsSelection false: no highlight, no selection, and selectItem does nothing")
    func selectionOff() {
        let c = CollectionScene()
        c.collection.allowsSelection = false
        c.touches.tap(at: c.point(item: 3))
        #expect(c.source.selectionCalls.isEmpty)
        #expect(c.outcomes == [.selectionDisabled])
        c.collection.selectItem(at: itemAt(3), animated: false, scrollPosition: [])
        #expect(c.collection.indexPathsForSelectedItems == nil)
    }

    @Test("behaviour 14.9, 7: a still finger highlights after the content-touch delay; at once without delays")
    func highlightTiming() {
        let c = CollectionScene()
        let finger = c.touches.touchDown(at: c.point(item: 0))
        c.touches.wait(0.1)
        #expect(c.cell(item: 0)?.isHighlighted == false)
        c.touches.wait(0.1)
        #expect(c.cell(item: 0)?.isHighlighted == true)
        c.touches.lift(finger)
        #expect(c.collection.indexPathsForSelectedItems == [itemAt(0)])

        let d = CollectionScene()
        d.collection.delaysContentTouches = false
        let other = d.touches.touchDown(at: d.point(item: 2))
        #expect(d.cell(item: 2)?.isHighlighted == true)
        d.touches.lift(other)
        #expect(d.collection.indexPathsForSelectedItems == [itemAt(2)])
    }

    @Test("behaviour 14.9, 7: a flick starting on an item never highlights or selects it")
    func flickNeverSelects() {
        let c = CollectionScene()
        c.touches.swipe(from: c.point(item: 10), to: CGPoint(x: 160, y: 40))
        c.touches.wait(2)
        #expect(c.source.selectionCalls.isEmpty)
        #expect(c.collection.indexPathsForSelectedItems == nil)
        #expect(c.collection.contentOffset.y > 0)
    }

    @Test("behaviour 14.9, 14.4: a drag after the highlight scrolls, removes the highlight and selects nothing")
    func scrollingUnhighlights() {
        let c = CollectionScene()
        let start = c.point(item: 7)
        let finger = c.touches.touchDown(at: start)
        c.touches.wait(0.2)
        #expect(c.cell(item: 7)?.isHighlighted == true)
        for step in 1...10 {
            c.touches.move(finger, to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 2))
        }
        c.touches.lift(finger)
        c.touches.wait(1)
        #expect(c.source.selectionCalls == ["shouldHighlight [0, 7]", "didHighlight [0, 7]", "didUnhighlight [0, 7]"])
        #expect(c.collection.indexPathsForSelectedItems == nil)
        guard case .scrolled? = c.outcomes.last else {
            Issue.record("expected a scrolled outcome, got \(c.outcomes)")
            return
        }
    }

    @Test("behaviour 14.9, 4.4: a tap recognizer on the superview takes the item's touch: no selection")
    func tapRecognizerOnSuperview() {
        let c = CollectionScene()
        let tap = UITapGestureRecognizer()
        var recognized = 0
        tap.addAction { _ in recognized += 1 }
        c.scene.rootView.addGestureRecognizer(tap)
        c.touches.tap(at: c.point(item: 2))
        #expect(recognized == 1)
        #expect(c.collection.indexPathsForSelectedItems == nil)
        #expect(c.outcomes.last == .recognizerTookTouch(recognizer: "tap"))
    }

    @Test("behaviour 14.9, 14.3: a UIControl inside a cell gets its tap and the item is not selected")
    func controlInCell() {
        let c = CollectionScene()
        var taps = 0
        c.source.configure = { cell, indexPath in
            guard indexPath.item == 2, cell.contentView.subviews.isEmpty else { return }
            let button = UIButton(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            cell.contentView.addSubview(button)
        }
        c.collection.reloadData()
        c.touches.tap(at: CGPoint(x: 220 + 75, y: 75))
        #expect(taps == 1)
        #expect(c.source.selectionCalls.isEmpty)
        #expect(c.collection.indexPathsForSelectedItems == nil)
        c.touches.wait(0.5)
        c.touches.tap(at: CGPoint(x: 220 + 25, y: 25))
        #expect(c.collection.indexPathsForSelectedItems == [itemAt(2)])
    }

    @Test("behaviour 14.9: selectItem and deselectItem send no delegate calls")
    func programmaticSelection() {
        let c = CollectionScene()
        c.source.calls.removeAll()
        c.collection.selectItem(at: itemAt(1), animated: false, scrollPosition: [])
        c.collection.selectItem(at: itemAt(2), animated: false, scrollPosition: [])
        #expect(c.collection.indexPathsForSelectedItems == [itemAt(2)])
        #expect(c.cell(item: 1)?.isSelected == false)
        #expect(c.cell(item: 2)?.isSelected == true)
        c.collection.deselectItem(at: itemAt(2), animated: false)
        #expect(c.collection.indexPathsForSelectedItems == nil)
        c.collection.allowsMultipleSelection = true
        c.collection.selectItem(at: itemAt(1), animated: false, scrollPosition: [])
        c.collection.selectItem(at: itemAt(40), animated: false, scrollPosition: .top)
        #expect(c.collection.indexPathsForSelectedItems == [itemAt(1), itemAt(40)])
        #expect(c.collection.contentOffset.y == 1430)
        c.collection.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(c.collection.indexPathsForSelectedItems == nil)
        #expect(c.source.selectionCalls.isEmpty)
    }
}
