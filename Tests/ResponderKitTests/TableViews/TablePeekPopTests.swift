import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// The previewed detail.
@MainActor
private final class DetailController: UIViewController {
    let indexPath: IndexPath
    init(indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }
    required init?(coder: NSCoder) { fatalError("not used") }
}

/// The seed example of peek and pop, as Apple's sample code writes it: a table view controller registers
/// its table view for previewing and finds the row under the press with `indexPathForRow(at:)`.
@MainActor
private final class MasterController: UITableViewController, UIViewControllerPreviewingDelegate {
    var selected: [IndexPath] = []
    var committed: [UIViewController] = []
    var context: PreviewingContext?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        context = registerForPreviewing(with: self, sourceView: tableView)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing,
        viewControllerForLocation location: CGPoint
    ) -> UIViewController? {
        guard let indexPath = tableView.indexPathForRow(at: location),
            let cell = tableView.cellForRow(at: indexPath)
        else { return nil }
        previewingContext.sourceRect = cell.frame
        return DetailController(indexPath: indexPath)
    }

    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
    ) {
        committed.append(viewControllerToCommit)
    }
}

/// Behaviour 8.4 (peek and pop) with behaviour 14.3 (selection): the preview recognizer on the table view
/// takes the press from the row.
@MainActor
@Suite("Peek and pop on a UITableViewController (behaviour 8.4, 14.3)")
struct TablePeekPopTests {
    @Test("8.4, 14.3: a force press on a row previews that row, pops it, and does not select the row")
    func peekAndPopARow() throws {
        let app = UIApplication()
        app.forceTouchCapability = .available
        let master = MasterController()
        let scene = TestScene(application: app, rootViewController: master)
        let context = try #require(master.context)
        let point = CGPoint(x: 160, y: 3 * 44 + 22)
        let finger = scene.device.forcePress(at: point, peakForce: 2, lift: false)
        let previewed = try #require(context.previewedViewController as? DetailController)
        #expect(previewed.indexPath == IndexPath(row: 3, section: 0))
        #expect(context.sourceRect == master.tableView.rectForRow(at: IndexPath(row: 3, section: 0)))
        scene.device.changeForce(of: finger, to: 5.1)
        scene.device.lift(finger)
        #expect(master.committed.count == 1 && master.committed.first === previewed)
        #expect(master.selected.isEmpty)
        #expect(master.tableView.indexPathForSelectedRow == nil)
        #expect(master.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted == false)
    }

    @Test("8.4, 14.3: a light tap on a row still selects it")
    func tapStillSelects() {
        let app = UIApplication()
        app.forceTouchCapability = .available
        let master = MasterController()
        let scene = TestScene(application: app, rootViewController: master)
        scene.touches.tap(at: CGPoint(x: 160, y: 5 * 44 + 22))
        #expect(master.selected == [IndexPath(row: 5, section: 0)])
        #expect(master.committed.isEmpty)
    }
}
