import Foundation
import ResponderKit
import ResponderKitTesting

/// A cell that records its highlight, selection and reuse calls.
@MainActor
final class RecordingCell: UITableViewCell {
    var events: [String] = []
    var reuseCount = 0

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        events.append("setHighlighted(\(highlighted))")
        super.setHighlighted(highlighted, animated: animated)
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        events.append("setSelected(\(selected))")
        super.setSelected(selected, animated: animated)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source and delegate that records every call as text ("didSelect [0, 2]"), with answers the
/// test can change.
@MainActor
final class RowSource: UITableViewDataSource, UITableViewDelegate {
    var rowCounts: [Int]
    var rowHeights: [IndexPath: CGFloat] = [:]
    var headers: [Int: UIView] = [:]
    var calls: [String] = []
    var shouldHighlight = true
    var willSelect: ((IndexPath) -> IndexPath?)?
    var willDeselect: ((IndexPath) -> IndexPath?)?
    var configure: ((RecordingCell, IndexPath) -> Void)?
    var cellsCreated = 0

    init(rows: [Int]) { rowCounts = rows }

    static func name(_ indexPath: IndexPath) -> String { "[\(indexPath.section), \(indexPath.row)]" }

    /// The selection calls only (highlight and selection), in order.
    var selectionCalls: [String] {
        calls.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEndDisplaying") && !$0.hasPrefix("cellFor") }
    }

    func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        calls.append("cellFor \(Self.name(indexPath))")
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if let cell = cell as? RecordingCell {
            if cell.reuseCount == 0 && cell.events.isEmpty { cellsCreated += 1 }
            configure?(cell, indexPath)
        }
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { headers[section] }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("willDisplay \(Self.name(indexPath))")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("didEndDisplaying \(Self.name(indexPath))")
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(Self.name(indexPath))")
        return shouldHighlight
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        calls.append("didHighlight \(Self.name(indexPath))")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(Self.name(indexPath))")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(Self.name(indexPath))")
        return willSelect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(Self.name(indexPath))")
        return willDeselect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(Self.name(indexPath))")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(Self.name(indexPath))")
    }
}

/// A 320 × 480 scene with a table view filling it: `rows` rows (one section unless more counts are
/// given) 50 pt tall, cells of ``RecordingCell`` registered as "row", and a dispatch log attached.
@MainActor
struct TableScene {
    let scene: TestScene
    let table: UITableView
    let source: RowSource
    let log = DispatchLog()

    init(rows: [Int] = [100], rowHeight: CGFloat = 50) {
        scene = TestScene()
        source = RowSource(rows: rows)
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.rowHeight = rowHeight
        table.register(RecordingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        scene.add(table)
        scene.application.dispatchLog = log
    }

    var touches: TouchSimulator { scene.touches }

    /// The centre of the row, in window coordinates (the table fills the window).
    func point(row: Int, section: Int = 0) -> CGPoint {
        let rect = table.rectForRow(at: IndexPath(row: row, section: section))
        return CGPoint(x: rect.midX, y: rect.midY - table.contentOffset.y)
    }

    func cell(row: Int, section: Int = 0) -> RecordingCell? {
        table.cellForRow(at: IndexPath(row: row, section: section)) as? RecordingCell
    }

    /// The list outcomes the explanation log recorded, oldest first.
    var outcomes: [ListTouchOutcome] {
        log.records.compactMap { record in
            guard case let .listTouch(_, _, _, outcome, _) = record.entry else { return nil }
            return outcome
        }
    }
}
