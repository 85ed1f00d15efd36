import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("UITableView rows, reuse and scrolling (behaviour 14.2)")
struct TableViewLayoutTests {
    @Test("behaviour 14.2: only the rows in view have cells, as subviews, and the content size covers every row")
    func visibleRangeOnly() {
        let t = TableScene()
        #expect(t.table.numberOfSections == 1)
        #expect(t.table.numberOfRows(inSection: 0) == 100)
        #expect(t.table.contentSize == CGSize(width: 320, height: 5000))
        #expect(t.table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(t.table.visibleCells.count == 10)
        #expect(t.table.visibleCells.allSatisfy { $0.superview === t.table })
        #expect(t.table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
        #expect(t.table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 150, width: 320, height: 50))
        #expect(
            t.table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == CGRect(x: 0, y: 150, width: 320, height: 50)
        )
        #expect(t.table.indexPathForRow(at: CGPoint(x: 10, y: 175)) == IndexPath(row: 3, section: 0))
        #expect(t.table.indexPathForRow(at: CGPoint(x: 10, y: 5000)) == nil)
        #expect(t.source.calls.prefix(2) == ["cellFor [0, 0]", "willDisplay [0, 0]"])
    }

    @Test("behaviour 14.2: scrolling moves cells out to the reuse pool and back in with prepareForReuse")
    func scrollingReusesCells() {
        let t = TableScene()
        _ = t.table.visibleCells
        t.source.calls.removeAll()
        t.table.contentOffset = CGPoint(x: 0, y: 500)
        #expect(t.table.indexPathsForVisibleRows == (10..<20).map { IndexPath(row: $0, section: 0) })
        #expect(t.source.cellsCreated == 10)
        #expect(t.table.visibleCells.allSatisfy { ($0 as? RecordingCell)?.reuseCount == 1 })
        #expect(t.source.calls.filter { $0.hasPrefix("didEndDisplaying") }.count == 10)
        #expect(t.table.subviews.filter { $0 is UITableViewCell }.count == 10)
    }

    @Test("behaviour 14.2, 7: a drag scrolls the table and the rows in view follow")
    func draggingUpdatesRows() {
        let t = TableScene()
        t.touches.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.3)
        t.touches.wait(2)
        let first = t.table.indexPathsForVisibleRows?.first?.row ?? 0
        #expect(t.table.contentOffset.y > 250)
        #expect(first == Int(t.table.contentOffset.y / 50))
        #expect(t.table.visibleCells.allSatisfy { $0.frame.intersects(t.table.bounds) })
    }

    @Test("behaviour 14.2: heightForRowAt, sections and header views set the geometry")
    func sectionsHeadersAndHeights() {
        let t = TableScene(rows: [2, 3])
        let header = UIView(frame: .zero)
        t.source.headers[1] = header
        t.source.rowHeights[IndexPath(row: 0, section: 0)] = 80
        t.table.reloadData()
        #expect(t.table.numberOfSections == 2)
        #expect(t.table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 130))
        #expect(t.table.headerView(forSection: 1) === header)
        #expect(header.frame == CGRect(x: 0, y: 130, width: 320, height: 28))
        #expect(t.table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 158, width: 320, height: 50))
        #expect(t.table.indexPathForRow(at: CGPoint(x: 10, y: 140)) == nil)
        #expect(t.table.contentSize.height == 308)
    }

    @Test("behaviour 14.2: a header title from the data source becomes a header label")
    func headerTitles() {
        let t = TableScene(rows: [2, 2])
        let titled = TitledSource(rows: [2, 2])
        t.table.dataSource = titled
        t.table.reloadData()
        #expect((t.table.headerView(forSection: 1) as? UILabel)?.text == "Section 1")
        #expect(t.table.rect(forSection: 1) == CGRect(x: 0, y: 128, width: 320, height: 128))
        #expect(t.table.headerView(forSection: 1)?.frame.height == 28)
    }

    @Test("behaviour 14.2: rowHeight automaticDimension uses estimatedRowHeight, else 44 pt")
    func automaticRowHeight() {
        let t = TableScene(rows: [3], rowHeight: UITableView.automaticDimension)
        #expect(t.table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
        t.table.estimatedRowHeight = 60
        #expect(t.table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
    }

    @Test("behaviour 14.2: reloadData asks again and puts the old cells in the reuse pool")
    func reloadReuses() {
        let t = TableScene(rows: [5])
        #expect(t.table.visibleCells.count == 5)
        t.source.rowCounts = [2]
        t.table.reloadData()
        #expect(t.table.numberOfRows(inSection: 0) == 2)
        #expect(t.table.visibleCells.count == 2)
        #expect(t.table.visibleCells.allSatisfy { ($0 as? RecordingCell)?.reuseCount == 1 })
        #expect(t.source.cellsCreated == 5)
    }

    @Test("behaviour 14.2: scrollToRow puts the row at the top, middle or bottom within the range")
    func scrollToRow() {
        let t = TableScene()
        t.table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        #expect(t.table.contentOffset.y == 1000)
        #expect(t.table.indexPathsForVisibleRows?.first == IndexPath(row: 20, section: 0))
        t.table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
        #expect(t.table.contentOffset.y == 570)
        t.table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(t.table.contentOffset.y == 4520)
        t.table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: true)
        t.touches.wait(1)
        #expect(t.table.contentOffset.y == 0)
    }

    @Test("UITableViewCell: registered classes are made with init(style:reuseIdentifier:); cells have a content view")
    func cellsFromRegistration() {
        let t = TableScene(rows: [1])
        let cell = t.cell(row: 0)
        #expect(cell?.reuseIdentifier == "row")
        #expect(cell?.style == .default)
        #expect(cell?.contentView.superview === cell)
        #expect(cell?.contentView.frame == cell?.bounds)
        #expect(cell?.selectionStyle == .default)
        #expect(cell?.accessoryType == UITableViewCell.AccessoryType.none)
    }
}

/// A data source with header titles.
@MainActor
private final class TitledSource: UITableViewDataSource {
    let rows: [Int]
    init(rows: [Int]) { self.rows = rows }
    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
}
