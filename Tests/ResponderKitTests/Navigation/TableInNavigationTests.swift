import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 14.8, the list among other gestures: a real UITableViewController in a real
// UINavigationController, driven through the public API, against scrolling (behaviour 14.3, 7), a control
// inside a cell (14.3, 6), a tap recognizer on the table's superview (14.3, 4.4), the back swipe (13.4)
// against a row's swipe actions (14.6), and peek and pop (8.4). Apple's pages: UITableViewDelegate
// (highlight and selection calls), UIGestureRecognizer cancelsTouchesInView ("default true"),
// UINavigationController interactivePopGestureRecognizer, UIContextualAction,
// UIViewControllerPreviewingDelegate.

/// A table view controller with 20 rows of 50 pt that records its delegate calls ("didSelect 2"), the
/// appearance callbacks ("list.viewWillAppear"), and swipe actions on both sides.
@MainActor
private final class RecordingListController: UITableViewController, UIViewControllerPreviewingDelegate {
    let log: LifecycleLog
    var button: UIButton?
    var previewing: PreviewingContext?

    init(log: LifecycleLog) {
        self.log = log
        super.init()
        title = "list"
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 50
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("list.viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("list.viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("list.viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("list.viewDidDisappear")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if indexPath.row == 3, let button, button.superview == nil { cell.contentView.addSubview(button) }
        return cell
    }
    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log("shouldHighlight \(indexPath.row)")
        return true
    }
    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log("didHighlight \(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log("didUnhighlight \(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log("willSelect \(indexPath.row)")
        return indexPath
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log("didSelect \(indexPath.row)")
    }
    override func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [action("Pin", row: indexPath.row)])
    }
    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [action("Delete", row: indexPath.row)])
    }
    private func action(_ title: String, row: Int) -> UIContextualAction {
        UIContextualAction(style: title == "Delete" ? .destructive : .normal, title: title) {
            [log] _, _, completion in
            log("\(title) \(row)")
            completion(true)
        }
    }

    /// The seed example of peek and pop: the row under the press, its cell's frame as the source rect.
    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
    ) -> UIViewController? {
        guard let indexPath = tableView.indexPathForRow(at: location), let cell = tableView.cellForRow(at: indexPath)
        else { return nil }
        previewingContext.sourceRect = cell.frame
        log("preview \(indexPath.row)")
        return LoggingController("detail", log: log)
    }
    /// Pop: shows the previewed controller, pushed by the navigation controller.
    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
    ) {
        log("commit")
        show(viewControllerToCommit, sender: self)
    }
}

/// A navigation controller (320 × 480) holding `root`, then the list pushed on it (or the list as root).
@MainActor
private struct ListInNavigation {
    let log = LifecycleLog()
    let scene: TestScene
    let navigation: UINavigationController
    let list: RecordingListController
    var table: UITableView { list.tableView }

    init(listIsRoot: Bool = false, application: UIApplication = UIApplication()) {
        list = RecordingListController(log: log)
        if listIsRoot {
            navigation = UINavigationController(rootViewController: list)
        } else {
            navigation = UINavigationController(rootViewController: LoggingController("root", log: log))
        }
        scene = TestScene(application: application, rootViewController: navigation)
        if !listIsRoot { navigation.pushViewController(list, animated: false) }
        _ = log.take()
    }

    var touches: TouchSimulator { scene.touches }

    /// The centre of `row` (or `x` across it) in window coordinates.
    func point(row: Int, x: CGFloat? = nil) -> CGPoint {
        let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
        let p = table.convert(CGPoint(x: x ?? rect.midX, y: rect.midY), to: nil)
        return p
    }

    /// Titles of the action buttons shown in the table.
    var actionButtons: [String] { table.subviews.compactMap { ($0 as? UIButton)?.currentTitle } }
}

@MainActor
@Suite("A table view controller in a navigation controller: the list among other gestures (behaviour 14.8)")
struct TableInNavigationTests {
    @Test("behaviour 14.3, 7: a flick starting on a row never highlights or selects it; the table scrolls")
    func flickNeverSelects() {
        let t = ListInNavigation()
        let start = t.point(row: 4)
        t.touches.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.15)
        t.touches.wait(2)
        #expect(t.log.take() == [])
        #expect(t.table.contentOffset.y > 100)
        #expect(t.table.indexPathForSelectedRow == nil)
    }

    @Test("behaviour 14.3, 6: a button inside a cell gets its tap (touchDown, touchUpInside); the row gets no call")
    func controlInCell() {
        let t = ListInNavigation()
        let button = UIButton(frame: CGRect(x: 250, y: 5, width: 60, height: 40))
        for (event, name) in [(UIControl.Event.touchDown, "touchDown"), (.touchUpInside, "touchUpInside")] {
            button.addAction(UIAction { [log = t.log] _ in log("button \(name)") }, for: event)
        }
        t.list.button = button
        t.table.reloadData()
        #expect(button.superview != nil)
        t.touches.tap(at: t.point(row: 3, x: 280))
        #expect(t.log.take() == ["button touchDown", "button touchUpInside"])
        #expect(t.table.indexPathForSelectedRow == nil)
    }

    @Test(
        "behaviour 14.3, 4.4: a tap recognizer on the table's superview (cancelsTouchesInView true) takes the row's touch: highlight, unhighlight, then the action; no selection"
    )
    func superviewTapCancels() throws {
        let t = ListInNavigation()
        let superview = try #require(t.table.superview)
        let tap = UITapGestureRecognizer()
        tap.addTarget(t.table) { [log = t.log] _ in { log("tap recognized") } }
        superview.addGestureRecognizer(tap)
        #expect(tap.cancelsTouchesInView)
        t.touches.tap(at: t.point(row: 2))
        // Behaviour 4.4: the view's touches are cancelled just before the action is sent.
        #expect(t.log.take() == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "tap recognized"])
        #expect(t.table.indexPathForSelectedRow == nil)
    }

    @Test(
        "behaviour 14.3, 4.4: with cancelsTouchesInView false the recognizer's action comes first, then the row is selected in UIKit's order"
    )
    func superviewTapDoesNotCancel() throws {
        let t = ListInNavigation()
        let superview = try #require(t.table.superview)
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        tap.addTarget(t.table) { [log = t.log] _ in { log("tap recognized") } }
        superview.addGestureRecognizer(tap)
        t.touches.tap(at: t.point(row: 2))
        #expect(
            t.log.take() == [
                "shouldHighlight 2", "didHighlight 2", "tap recognized", "willSelect 2", "didUnhighlight 2",
                "didSelect 2",
            ])
        #expect(t.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test(
        "behaviour 13.5, 14.8: a right pan from the left edge is the back swipe (it pops; the row's leading swipe, which requires it to fail, never begins)"
    )
    func edgePanPops() {
        let t = ListInNavigation()
        t.touches.drag(from: t.point(row: 2, x: 5), to: t.point(row: 2, x: 250), duration: 0.3)
        t.touches.wait(1)
        #expect(t.navigation.viewControllers.count == 1)
        #expect(
            navigationCallbacks(t.log.take()) == [
                "list.viewWillDisappear", "root.viewWillAppear", "list.viewDidDisappear", "root.viewDidAppear",
            ])
        #expect(t.actionButtons.isEmpty)
    }

    @Test(
        "behaviour 13.5, 14.8: a pan starting mid-row reveals the row's actions (right: leading, left: trailing); nothing pops"
    )
    func midRowPanRevealsActions() {
        let t = ListInNavigation()
        t.touches.drag(from: t.point(row: 2, x: 60), to: t.point(row: 2, x: 200), duration: 0.3)
        t.touches.wait(1)
        #expect(t.actionButtons == ["Pin"])
        #expect(t.navigation.viewControllers.count == 2)
        t.touches.tap(at: t.point(row: 8))  // a tap elsewhere closes the actions
        t.touches.wait(1)
        #expect(t.actionButtons.isEmpty)
        _ = t.log.take()
        t.touches.drag(from: t.point(row: 2, x: 280), to: t.point(row: 2, x: 150), duration: 0.3)
        t.touches.wait(1)
        #expect(t.actionButtons == ["Delete"])
        #expect(t.navigation.viewControllers.count == 2)
        #expect(!t.log.take().contains { $0.hasPrefix("didSelect") || $0.contains("Appear") })
    }

    @Test(
        "behaviour 13.5, 14.8: on the root the back swipe may not begin, so a right pan from the edge reveals the leading action"
    )
    func edgePanOnRootRevealsLeading() {
        let t = ListInNavigation(listIsRoot: true)
        // 115 pt: past half the actions' width, short of a full swipe (half the row).
        t.touches.drag(from: t.point(row: 2, x: 5), to: t.point(row: 2, x: 120), duration: 0.3)
        t.touches.wait(1)
        #expect(t.actionButtons == ["Pin"])
        #expect(t.navigation.viewControllers.count == 1)
        #expect(t.log.take() == [])
    }

    @Test(
        "behaviour 8.4, 13.1: the seed peek and pop on a real UITableViewController: preview, commit shows the detail by a push, no row selected"
    )
    func peekAndPopPushes() throws {
        let application = UIApplication()
        application.forceTouchCapability = .available
        let t = ListInNavigation(listIsRoot: true, application: application)
        t.list.previewing = t.list.registerForPreviewing(with: t.list, sourceView: t.table)
        let finger = t.scene.device.forcePress(at: t.point(row: 3), peakForce: 2, lift: false)
        // The preview recognizer recognizes within the content-touch delay: the row never sees the touch.
        #expect(t.log.take() == ["preview 3"])
        #expect(t.list.previewing?.sourceRect == t.table.rectForRow(at: IndexPath(row: 3, section: 0)))
        t.scene.device.changeForce(of: finger, to: 5.1)
        t.scene.device.lift(finger)
        t.touches.wait(1)
        let log = t.log.take()
        #expect(log.first == "commit")
        #expect(t.navigation.viewControllers.count == 2)
        #expect((t.navigation.topViewController as? LoggingController)?.name == "detail")
        #expect(!log.contains { $0.hasPrefix("willSelect") || $0.hasPrefix("didSelect") })
        #expect(t.table.indexPathForSelectedRow == nil)
    }
}
