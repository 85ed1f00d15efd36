import Foundation
import ResponderKit

/// The list part's root view controller: a `UITableViewController` listing messages, as an iOS mail
/// app's inbox. Every delegate method the list part shows reports itself through `report` ("mailbox",
/// "didSelectRowAt [0, 2] \"Lunch on Friday\""). A selection pushes a ``MailMessageViewController``; a row's
/// trailing swipe action "Delete" deletes the message; in editing mode the reorder control moves one.
@MainActor
public final class MailboxViewController: UITableViewController {
    /// The messages' subjects, in the table's order.
    public private(set) var subjects: [String]
    /// Called with (source, text) for each callback: the scene logs it.
    let report: (String, String) -> Void
    /// Whether a selection pushes the message (default true). The inspector's `list` scene turns it off,
    /// so that the selected row stays in view.
    public var pushesOnSelection = true
    /// The detail pushed by the last selection.
    public private(set) var shownMessage: MailMessageViewController?

    init(subjects: [String], report: @escaping (String, String) -> Void) {
        self.subjects = subjects
        self.report = report
        super.init()
        title = "Inbox"
    }

    /// Not used: the scene makes its controller with `init(subjects:report:)`.
    public required init?(coder: NSCoder) { fatalError("MailboxViewController is made by ListScene") }

    public override func loadView() {
        super.loadView()
        tableView.accessibilityIdentifier = "mailboxTable"
        tableView.rowHeight = 60
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.panGestureRecognizer.name = "scrollPan"
        for recognizer in tableView.gestureRecognizers ?? [] where recognizer.name == nil {
            recognizer.name = "contentDelay"
        }
    }

    private func name(_ indexPath: IndexPath) -> String {
        let subject = indexPath.row < subjects.count ? " \"\(subjects[indexPath.row])\"" : ""
        return "[\(indexPath.section), \(indexPath.row)]" + subject
    }

    private func log(_ text: String) { report("mailbox", text) }

    public override func viewWillAppear(_ animated: Bool) {
        let selected = tableView.indexPathsForSelectedRows ?? []
        super.viewWillAppear(animated)
        let cleared =
            selected.isEmpty
            ? "" : " (clearsSelectionOnViewWillAppear deselects \(selected.map(name).joined(separator: ", ")))"
        log("viewWillAppear" + cleared)
    }
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("viewDidAppear")
    }
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("viewWillDisappear")
    }
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("viewDidDisappear")
    }

    // MARK: Data source

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        subjects.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = subjects[indexPath.row]
        cell.accessibilityIdentifier = "row \(indexPath.row)"
        return cell
    }

    public override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    public override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        log("moveRowAt \(name(sourceIndexPath)) to [\(destinationIndexPath.section), \(destinationIndexPath.row)]")
        subjects.insert(subjects.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        renameCells()
    }

    public override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        log("commit delete \(name(indexPath))")
        deleteMessage(at: indexPath)
    }

    // MARK: Delegate

    public override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log("didHighlightRowAt \(name(indexPath))")
    }
    public override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log("didUnhighlightRowAt \(name(indexPath))")
    }
    public override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log("willSelectRowAt \(name(indexPath))")
        return indexPath
    }
    public override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log("willDeselectRowAt \(name(indexPath))")
        return indexPath
    }
    public override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log("didDeselectRowAt \(name(indexPath))")
    }

    /// Pushes the message, as a master list does (when ``pushesOnSelection``).
    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard pushesOnSelection else { return log("didSelectRowAt \(name(indexPath))") }
        log("didSelectRowAt \(name(indexPath)): pushes the message")
        let message = MailMessageViewController(subject: subjects[indexPath.row], report: report)
        shownMessage = message
        navigationController?.pushViewController(message, animated: true)
    }

    public override func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        log(
            "targetIndexPathForMoveFromRowAt \(name(sourceIndexPath)) proposed "
                + "[\(proposedDestinationIndexPath.section), \(proposedDestinationIndexPath.row)]")
        return proposedDestinationIndexPath
    }

    /// "Delete" (destructive): deletes the message and completes with true.
    public override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        log("trailingSwipeActionsConfigurationForRowAt \(name(indexPath))")
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
            log("Delete action handler \(name(indexPath))")
            deleteMessage(at: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    private func deleteMessage(at indexPath: IndexPath) {
        subjects.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        renameCells()
    }

    /// Rows keep their cells across a delete or a move: their names follow their new rows.
    private func renameCells() {
        for cell in tableView.visibleCells {
            if let row = tableView.indexPath(for: cell)?.row { cell.accessibilityIdentifier = "row \(row)" }
        }
    }
}

/// The detail a selection pushes: it reports its appearance callbacks.
@MainActor
public final class MailMessageViewController: UIViewController {
    /// The message shown.
    public let subject: String
    private let report: (String, String) -> Void

    init(subject: String, report: @escaping (String, String) -> Void) {
        self.subject = subject
        self.report = report
        super.init()
        title = subject
    }

    /// Not used: the mailbox makes its messages with `init(subject:report:)`.
    public required init?(coder: NSCoder) { fatalError("MailMessageViewController is made by MailboxViewController") }

    public override func loadView() {
        super.loadView()
        view.accessibilityIdentifier = "messageView"
    }

    private func log(_ text: String) { report("message", text) }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("viewWillAppear")
    }
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("viewDidAppear")
    }
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("viewWillDisappear")
    }
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("viewDidDisappear")
    }
}
