import Foundation
import ResponderKit

/// The list part's application: a `UINavigationController` whose root is a `UITableViewController`
/// (``MailboxViewController``) listing twelve messages, 60 pt rows. A tap on a row selects it and pushes a
/// ``MailMessageViewController``; the left-edge swipe (`interactivePopGestureRecognizer`) pops it; a left swipe
/// on a row reveals its "Delete" action; in editing mode the reorder controls move rows (behaviour 13,
/// 14). The same scene serves `responder demo --part lists` (through ``LoggedScene/log``) and the inspector's `list`
/// scene (through ``ReportingScene/onCallback``).
///
/// Names: the window is `listWindow`, the table `mailboxTable` with its recognizers `scrollPan`,
/// `contentDelay` and `swipe actions`, each cell `row N` (its current row), the detail's view `messageView`.
@MainActor
public final class ListScene: ReportingScene {
    /// The navigation controller, the window's root view controller.
    public let navigation: UINavigationController
    /// The list, the navigation controller's root.
    public let mailbox: MailboxViewController
    /// The list's table view.
    public var table: UITableView { mailbox.tableView }

    /// The subjects the list starts with.
    public static let subjects = [
        "Lunch on Friday", "Build is green", "Your parcel is on its way", "Minutes of Monday's meeting",
        "Holiday rota", "New comment on your post", "Invoice 2026-11", "Re: conference talk", "Team photo",
        "Password expires soon", "Flight check-in", "Weekly digest",
    ]

    /// Builds the scene in an application on `clock` and makes its window key and visible.
    public init(clock: any ApplicationClock = VirtualClock()) {
        let parts = ReportingSceneParts(clock: clock)
        let relay = parts.relay
        let mailbox = MailboxViewController(subjects: Self.subjects) { source, text in relay.send(source, text) }
        navigation = UINavigationController(rootViewController: mailbox)
        navigation.view.accessibilityIdentifier = "navigationView"
        navigation.interactivePopGestureRecognizer?.name = "backSwipe"
        self.mailbox = mailbox
        super.init(parts: parts, windowName: "listWindow")
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        // UIKit insets a scroll view under a navigation bar by the bar's height (its safe area, through
        // contentInsetAdjustmentBehavior); ResponderKit has no safe areas, so the scene sets the inset.
        let barHeight = navigation.navigationBar.frame.maxY
        mailbox.tableView.contentInset.top = barHeight
        mailbox.tableView.contentOffset = CGPoint(x: 0, y: -barHeight)
        startCopyingExplanations()
    }

    /// The centre of the row `row` (section 0) in screen coordinates, at the table's current scroll offset.
    public func screenPoint(row: Int) -> CGPoint {
        let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    /// Scrolls the list back to its first row (below the navigation bar).
    public func scrollToTop() {
        table.setContentOffset(CGPoint(x: 0, y: -table.contentInset.top), animated: false)
    }

    /// The cell's reorder control of `row` while editing (nil out of editing or out of view).
    public func reorderControl(row: Int) -> UIView? {
        table.cellForRow(at: IndexPath(row: row, section: 0))?.subviews.first {
            $0.accessibilityIdentifier == "reorder control"
        }
    }

    /// One line that explains `view`, for the scene overview; nil for a view the scene says nothing about.
    public override func remark(for view: UIView) -> String? {
        if view === navigation.view {
            return "the UINavigationController's view; carries backSwipe, its interactivePopGestureRecognizer"
        }
        if view === table {
            return "the UITableViewController's table view, 60 pt rows; its data source and delegate is the controller"
        }
        if let cell = view as? UITableViewCell, let indexPath = table.indexPath(for: cell) {
            return "a UITableViewCell, \"\(mailbox.subjects[indexPath.row])\""
        }
        return nil
    }

    /// Copies the explanation-log lines that say why a row was or was not selected (the list's outcomes),
    /// which recognizer began, ended or failed and why, and cancelled touches. Hit-testing, deliveries and
    /// the per-frame changes are left out.
    override func copiesExplanation(_ entry: DispatchLog.Entry) -> Bool {
        switch entry {
        case .listTouch, .viewTouchesCancelled, .touchDiscarded: true
        case let .gestureState(_, from, to, _): Self.isRecognizerMilestone(from: from, to: to)
        default: false
        }
    }
}
