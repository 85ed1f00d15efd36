import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 15.7 (table rows' context menus); Apple's UITableViewDelegate
// tableView(_:contextMenuConfigurationForRowAt:point:) and tableView(_:willPerformPreviewActionForMenuWith:animator:).

@MainActor
private final class RowMenus: NSObject, UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []
    var rowsWithMenus: Set<Int> = [2]
    var rowCount = 20
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    {
        log.append("configuration row \(indexPath.row)")
        guard rowsWithMenus.contains(indexPath.row) else { return nil }
        return UIContextMenuConfiguration(
            identifier: NSString(string: "row \(indexPath.row)"), previewProvider: { UIViewController() }
        ) { [unowned self] _ in
            UIMenu(children: [UIAction(title: "Pin") { _ in self.log.append("pin row \(indexPath.row)") }])
        }
    }
    var logsHighlights = false
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        if logsHighlights { log.append("didHighlight row \(indexPath.row)") }
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        if logsHighlights { log.append("didUnhighlight row \(indexPath.row)") }
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect row \(indexPath.row)")
    }
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { log.append("willDisplayContextMenu") }
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { log.append("willEndContextMenu") }
    func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) { log.append("willPerformPreviewAction \(configuration.identifier)") }
}

@Suite("Table view context menus (behaviour 15.7)")
@MainActor
struct TableContextMenuTests {
    private func makeTable() -> (TestScene, UITableView, RowMenus) {
        let scene = TestScene()
        let table = scene.add(UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
        let rows = RowMenus()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        return (scene, table, rows)
    }

    @Test("behaviour 15.7: the table installs its interaction and asks its delegate for the pressed row's menu")
    func rowMenu() throws {
        let (scene, table, rows) = makeTable()
        #expect(table.contextMenuInteraction != nil)
        let y = table.rectForRow(at: IndexPath(row: 2, section: 0)).midY
        let menu = try #require(scene.menus.longPress(at: CGPoint(x: 100, y: y)))
        #expect(menu.outline == ["Pin"])
        #expect(rows.log == ["configuration row 2", "willDisplayContextMenu"])
        scene.menus.choose("Pin")
        #expect(rows.log.suffix(2) == ["willEndContextMenu", "pin row 2"])
    }

    @Test("behaviour 15.7: tapping the preview calls willPerformPreviewActionForMenuWith, then willEnd")
    func commitPreview() throws {
        let (scene, table, rows) = makeTable()
        let y = table.rectForRow(at: IndexPath(row: 2, section: 0)).midY
        _ = try #require(scene.menus.secondaryClick(at: CGPoint(x: 100, y: y)))
        rows.log.removeAll()
        #expect(scene.menus.commitPreview())
        #expect(rows.log == ["willPerformPreviewAction row 2", "willEndContextMenu"])
    }

    @Test("behaviour 15.7: a press below the last row, on no row: the delegate is not asked, no menu")
    func pressOnNoRow() {
        let (scene, table, rows) = makeTable()
        rows.rowCount = 3
        table.reloadData()
        #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 400)) == nil)
        #expect(scene.menus.secondaryClick(at: CGPoint(x: 100, y: 400)) == nil)
        #expect(rows.log.isEmpty)
        #expect(scene.application.visibleContextMenu == nil)
    }

    @Test("behaviour 15.7, 14.3: a row without a menu is held and lifted as usual: no menu, the row is selected")
    func rowWithoutMenuSelects() {
        let (scene, table, rows) = makeTable()
        let y = table.rectForRow(at: IndexPath(row: 5, section: 0)).midY
        #expect(scene.menus.longPress(at: CGPoint(x: 100, y: y)) == nil)
        #expect(rows.log == ["configuration row 5", "didSelect row 5"])
    }

    @Test("behaviour 15.7, 14.3: when a row's menu appears its highlight is removed and the row is not selected")
    func menuCancelsTheRowsTouch() {
        let (scene, table, rows) = makeTable()
        rows.logsHighlights = true
        let y = table.rectForRow(at: IndexPath(row: 2, section: 0)).midY
        scene.menus.longPress(at: CGPoint(x: 100, y: y))
        #expect(scene.application.visibleContextMenu != nil)
        #expect(
            rows.log == [
                "didHighlight row 2", "configuration row 2", "didUnhighlight row 2", "willDisplayContextMenu",
            ])
        #expect(table.indexPathForSelectedRow == nil)
    }
}
