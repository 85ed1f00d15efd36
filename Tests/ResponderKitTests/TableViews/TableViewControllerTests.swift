import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A table view controller as UIKit code writes one: overrides of the data source and delegate methods.
@MainActor
private final class FruitController: UITableViewController {
    let fruits = ["Apple", "Banana", "Cherry"]
    var selected: [IndexPath] = []
    var appearances = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// Apple's `UITableViewController` page: "creates an unconfigured table view", "sets the data source and
/// the delegate of the table view to self", `clearsSelectionOnViewWillAppear`.
@MainActor
@Suite("UITableViewController (behaviour 14.5)")
struct TableViewControllerTests {
    @Test("behaviour 14.5: the table view is the view, with the controller as data source and delegate")
    func tableIsView() {
        let controller = FruitController(style: .plain)
        let scene = TestScene(rootViewController: controller)
        #expect(controller.tableView === controller.view)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
        #expect(controller.tableView.style == .plain)
        #expect(controller.tableView.frame == scene.window.bounds)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Banana")
    }

    @Test("behaviour 14.5, 14.3: a tap on a row reaches the controller's didSelectRowAt override")
    func tapSelects() {
        let controller = FruitController()
        let scene = TestScene(rootViewController: controller)
        scene.touches.tap(at: CGPoint(x: 100, y: 44 + 22))
        #expect(controller.selected == [IndexPath(row: 1, section: 0)])
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("behaviour 14.5: clearsSelectionOnViewWillAppear clears the selection when the view appears again")
    func clearsSelection() {
        let controller = FruitController()
        let scene = TestScene(rootViewController: controller)
        controller.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        scene.window.isHidden = true
        scene.window.isHidden = false
        #expect(controller.appearances == 2)
        #expect(controller.tableView.indexPathForSelectedRow == nil)

        controller.clearsSelectionOnViewWillAppear = false
        controller.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        scene.window.isHidden = true
        scene.window.isHidden = false
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }
}
