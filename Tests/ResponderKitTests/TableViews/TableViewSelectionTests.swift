import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Apple's pages: UITableViewDelegate `tableView(_:shouldHighlightRowAt:)`, `tableView(_:willSelectRowAt:)`,
/// `tableView(_:didSelectRowAt:)`; UITableView `selectRow(at:animated:scrollPosition:)` ("does not cause
/// the delegate to receive" the selection messages), `allowsMultipleSelection`.
@MainActor
@Suite("UITableView selection by touch (behaviour 14.3)")
struct TableViewSelectionTests {
    @Test("behaviour 14.3: a tap highlights at the lift (quick tap), then selects in UIKit's order")
    func tapSelects() {
        let t = TableScene()
        t.touches.tap(at: t.point(row: 2))
        #expect(
            t.source.selectionCalls == [
                "shouldHighlight [0, 2]", "didHighlight [0, 2]", "willSelect [0, 2]",
                "didUnhighlight [0, 2]", "didSelect [0, 2]",
            ])
        #expect(t.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(t.cell(row: 2)?.isSelected == true)
        #expect(t.cell(row: 2)?.isHighlighted == false)
        #expect(t.cell(row: 2)?.events == ["setHighlighted(true)", "setHighlighted(false)", "setSelected(true)"])
        #expect(t.outcomes == [.highlighted, .selected(redirectedFrom: nil)])
    }

    @Test("behaviour 14.3: selecting another row deselects the previous one first, with its delegate calls")
    func secondTapDeselectsPrevious() {
        let t = TableScene()
        t.touches.tap(at: t.point(row: 1))
        t.source.calls.removeAll()
        t.touches.wait(0.5)
        t.touches.tap(at: t.point(row: 4))
        #expect(
            t.source.selectionCalls == [
                "shouldHighlight [0, 4]", "didHighlight [0, 4]", "willSelect [0, 4]",
                "willDeselect [0, 1]", "didDeselect [0, 1]",
                "didUnhighlight [0, 4]", "didSelect [0, 4]",
            ])
        #expect(t.table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(t.cell(row: 1)?.isSelected == false)
    }

    @Test("behaviour 14.3, 7: a still finger highlights after the content-touch delay; at once without delays")
    func highlightTiming() {
        let t = TableScene()
        let finger = t.touches.touchDown(at: t.point(row: 0))
        t.touches.wait(0.1)
        #expect(t.cell(row: 0)?.isHighlighted == false)
        t.touches.wait(0.1)
        #expect(t.cell(row: 0)?.isHighlighted == true)
        #expect(t.source.selectionCalls == ["shouldHighlight [0, 0]", "didHighlight [0, 0]"])
        t.touches.lift(finger)
        #expect(t.source.selectionCalls.last == "didSelect [0, 0]")

        let u = TableScene()
        u.table.delaysContentTouches = false
        let other = u.touches.touchDown(at: u.point(row: 3))
        #expect(u.cell(row: 3)?.isHighlighted == true)
        u.touches.lift(other)
        #expect(u.table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }

    @Test(
        "behaviour 14.3, 7: a drag after the highlight scrolls, removes the highlight and selects nothing; the log says why"
    )
    func scrollingUnhighlights() {
        let t = TableScene()
        let finger = t.touches.touchDown(at: CGPoint(x: 160, y: 225))
        t.touches.wait(0.2)
        #expect(t.cell(row: 4)?.isHighlighted == true)
        for step in 1...10 {
            t.touches.move(finger, to: CGPoint(x: 160, y: 225 - CGFloat(step) * 2))
        }
        t.touches.lift(finger)
        t.touches.wait(1)
        #expect(t.source.selectionCalls == ["shouldHighlight [0, 4]", "didHighlight [0, 4]", "didUnhighlight [0, 4]"])
        #expect(t.table.indexPathForSelectedRow == nil)
        guard case let .scrolled(distance)? = t.outcomes.last else {
            Issue.record("expected a scrolled outcome, got \(t.outcomes)")
            return
        }
        #expect(distance > 10 && distance <= 20)
        #expect(t.log.lines.contains { $0.hasSuffix("pt: highlight removed, no selection") && $0.contains("scrolled") })
    }

    @Test("behaviour 14.3, 7: a flick starting on a row never highlights or selects it")
    func flickNeverSelects() {
        let t = TableScene()
        t.touches.swipe(from: t.point(row: 6), to: CGPoint(x: 160, y: 40))
        t.touches.wait(2)
        #expect(t.source.selectionCalls.isEmpty)
        #expect(t.table.indexPathForSelectedRow == nil)
        #expect(t.table.contentOffset.y > 0)
    }

    @Test("behaviour 14.3: willSelectRowAt may redirect the selection to another row")
    func willSelectRedirects() {
        let t = TableScene()
        t.source.willSelect = { _ in IndexPath(row: 7, section: 0) }
        t.touches.tap(at: t.point(row: 2))
        #expect(
            t.source.selectionCalls == [
                "shouldHighlight [0, 2]", "didHighlight [0, 2]", "willSelect [0, 2]",
                "didUnhighlight [0, 2]", "didSelect [0, 7]",
            ])
        #expect(t.table.indexPathForSelectedRow == IndexPath(row: 7, section: 0))
        #expect(t.outcomes.last == .selected(redirectedFrom: IndexPath(row: 2, section: 0)))
    }

    @Test("behaviour 14.3: willSelectRowAt answering nil refuses: no selection, the previous one stays")
    func willSelectRefuses() {
        let t = TableScene()
        t.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        t.source.willSelect = { _ in nil }
        t.touches.tap(at: t.point(row: 2))
        #expect(
            t.source.selectionCalls == [
                "shouldHighlight [0, 2]", "didHighlight [0, 2]", "willSelect [0, 2]",
                "didUnhighlight [0, 2]",
            ])
        #expect(t.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(t.outcomes.last == .selectionRefused)
    }

    @Test("behaviour 14.3: shouldHighlightRowAt false: no highlight and no selection")
    func shouldHighlightFalse() {
        let t = TableScene()
        t.source.shouldHighlight = false
        t.touches.tap(at: t.point(row: 2))
        #expect(t.source.selectionCalls == ["shouldHighlight [0, 2]"])
        #expect(t.table.indexPathForSelectedRow == nil)
        #expect(t.outcomes == [.highlightRefused])
    }

    @Test("behaviour 14.3: allowsSelection false, and editing without allowsSelectionDuringEditing, select nothing")
    func selectionDisabled() {
        let t = TableScene()
        t.table.allowsSelection = false
        t.touches.tap(at: t.point(row: 2))
        #expect(t.source.selectionCalls.isEmpty)
        #expect(t.outcomes == [.selectionDisabled])
        t.table.allowsSelection = true
        t.table.setEditing(true, animated: false)
        t.touches.wait(0.5)
        t.touches.tap(at: t.point(row: 2))
        #expect(t.source.selectionCalls.isEmpty)
        t.table.allowsSelectionDuringEditing = true
        t.touches.wait(0.5)
        t.touches.tap(at: t.point(row: 2))
        #expect(t.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("behaviour 14.3: with allowsMultipleSelection taps add rows, and a tap on a selected row deselects it")
    func multipleSelection() {
        let t = TableScene()
        t.table.allowsMultipleSelection = true
        t.touches.tap(at: t.point(row: 1))
        t.touches.wait(0.5)
        t.touches.tap(at: t.point(row: 3))
        #expect(t.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        #expect(!t.source.calls.contains { $0.hasPrefix("willDeselect") })
        t.source.calls.removeAll()
        t.touches.wait(0.5)
        t.touches.tap(at: t.point(row: 1))
        #expect(
            t.source.selectionCalls == [
                "shouldHighlight [0, 1]", "didHighlight [0, 1]", "willDeselect [0, 1]",
                "didUnhighlight [0, 1]", "didDeselect [0, 1]",
            ])
        #expect(t.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(t.outcomes.last == .deselected)
    }

    @Test("behaviour 14.3: selectRow and deselectRow send no delegate calls; the cells follow")
    func selectionByCode() {
        let t = TableScene()
        _ = t.table.visibleCells
        t.source.calls.removeAll()
        t.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        t.table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(t.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(t.cell(row: 3)?.isSelected == true)
        #expect(t.cell(row: 2)?.isSelected == false)
        t.table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
        #expect(t.table.indexPathForSelectedRow == nil)
        #expect(t.source.calls.isEmpty)
    }

    @Test("behaviour 14.3: a selected row scrolled out and back in gets a cell shown selected")
    func selectionSurvivesReuse() {
        let t = TableScene()
        t.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        t.table.contentOffset = CGPoint(x: 0, y: 1000)
        #expect(t.table.visibleCells.allSatisfy { !$0.isSelected })
        t.table.contentOffset = .zero
        #expect(t.cell(row: 0)?.isSelected == true)
    }

    @Test("behaviour 14.3, 5: a UIControl inside a cell gets its tap and the row is not selected")
    func controlInCell() {
        let t = TableScene()
        var taps = 0
        t.source.configure = { cell, indexPath in
            guard indexPath.row == 2, cell.contentView.subviews.isEmpty else { return }
            let button = UIButton(frame: CGRect(x: 250, y: 5, width: 60, height: 40))
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            cell.contentView.addSubview(button)
        }
        t.table.reloadData()
        let row = t.point(row: 2)
        t.touches.tap(at: CGPoint(x: 280, y: row.y))
        #expect(taps == 1)
        #expect(t.source.selectionCalls.isEmpty)
        #expect(t.table.indexPathForSelectedRow == nil)
        t.touches.wait(0.5)
        t.touches.tap(at: CGPoint(x: 40, y: row.y))
        #expect(t.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test(
        "behaviour 14.3, 4.4: a tap recognizer on the table's superview recognizes and cancels the row's touch: no selection"
    )
    func tapRecognizerOnSuperview() {
        let t = TableScene()
        let tap = UITapGestureRecognizer()
        var recognized = 0
        tap.addTarget(t.table) { _ in { recognized += 1 } }
        t.scene.rootView.addGestureRecognizer(tap)
        t.touches.tap(at: t.point(row: 2))
        #expect(recognized == 1)
        #expect(t.table.indexPathForSelectedRow == nil)
        #expect(!t.source.calls.contains { $0.hasPrefix("didSelect") })
        #expect(t.outcomes.last == .recognizerTookTouch(recognizer: "tap"))

        tap.cancelsTouchesInView = false
        t.touches.wait(0.5)
        t.touches.tap(at: t.point(row: 2))
        #expect(recognized == 2)
        #expect(t.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("behaviour 14.3, 14.4: lifting on another row (a table too short to scroll) unhighlights and selects nothing")
    func liftedOffItem() {
        let t = TableScene(rows: [3])
        let finger = t.touches.touchDown(at: t.point(row: 1))
        t.touches.wait(0.2)
        t.touches.move(finger, to: t.point(row: 2))
        t.touches.lift(finger)
        #expect(t.source.selectionCalls == ["shouldHighlight [0, 1]", "didHighlight [0, 1]", "didUnhighlight [0, 1]"])
        #expect(t.table.indexPathForSelectedRow == nil)
        #expect(t.table.contentOffset == .zero)
        #expect(t.outcomes == [.highlighted, .liftedOffItem])
    }

    @Test("behaviour 14.3: the explanation log names the table, the touch and the row")
    func logLine() {
        let t = TableScene()
        t.touches.tap(at: t.point(row: 2))
        #expect(
            t.log.lines.contains {
                $0.hasPrefix("UITableView") && $0.hasSuffix("on [0, 2]: selected row 2 in section 0")
            })
    }
}
