import Foundation
import ResponderKit

/// The list part's application: a `UINavigationController` whose root is a `UITableViewController`
/// (``MailboxViewController``) listing twelve messages, 60 pt rows. A tap on a row selects it and pushes a
/// ``MailMessageViewController``; the left-edge swipe (`interactivePopGestureRecognizer`) pops it; a left swipe
/// on a row reveals its "Delete" action; in editing mode the reorder controls move rows (behaviour 13,
/// 14). The same scene serves `responder demo --part lists` (through ``log``) and the inspector's `list`
/// scene (through ``onCallback``).
///
/// Names: the window is `listWindow`, the table `mailboxTable` with its recognizers `scrollPan`,
/// `contentDelay` and `swipe actions`, each cell `row N` (its current row), the detail's view `messageView`.
@MainActor
public final class ListScene {
    /// The application, on its own clock.
    public let app: UIApplication
    /// The window (375 × 667), key and visible.
    public let window: UIWindow
    /// Everything the demo's steps print, with times: the controllers' callbacks and selected lines of
    /// the window's explanation log.
    public let log: EventLog
    /// The window's explanation log; its list, recognizer and cancellation lines are copied into ``log``.
    public let dispatchLog = DispatchLog()
    /// Whether explanation lines are copied into ``log`` (the demo's steps turn it on).
    public var recordsExplanations = true
    /// Called with (source, text) for each controller callback ("mailbox", "didSelectRowAt [0, 2] …").
    public var onCallback: ((String, String) -> Void)?

    /// The navigation controller, the window's root view controller.
    public let navigation: UINavigationController
    /// The list, the navigation controller's root.
    public let mailbox: MailboxViewController
    /// The list's table view.
    public var table: UITableView { mailbox.tableView }

    /// The subjects the list starts with.
    public static let subjects = [
        "Lunch on Friday", "Build is green", "Your parcel is on its way", "Minutes of Monday's meeting",
        "Holiday rota", "New comment on issue 15", "Invoice 2026-11", "Re: conference talk", "Team photo",
        "Password expires soon", "Flight check-in", "Weekly digest",
    ]

    /// Builds the scene in an application on `clock` and makes its window key and visible.
    public init(clock: any ApplicationClock = VirtualClock()) {
        app = UIApplication(clock: clock)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), application: app)
        window.accessibilityIdentifier = "listWindow"
        log = EventLog(application: app)
        // The controllers report through the scene, which outlives them.
        let relay = CallbackRelay()
        let mailbox = MailboxViewController(subjects: Self.subjects) { source, text in relay.send(source, text) }
        navigation = UINavigationController(rootViewController: mailbox)
        navigation.view.accessibilityIdentifier = "navigationView"
        navigation.interactivePopGestureRecognizer?.name = "backSwipe"
        self.mailbox = mailbox
        relay.scene = self
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        // UIKit insets a scroll view under a navigation bar by the bar's height (its safe area, through
        // contentInsetAdjustmentBehavior); ResponderKit has no safe areas, so the scene sets the inset.
        let barHeight = navigation.navigationBar.frame.maxY
        mailbox.tableView.contentInset.top = barHeight
        mailbox.tableView.contentOffset = CGPoint(x: 0, y: -barHeight)
        dispatchLog.onRecord = { [unowned self] record in self.copyExplanation(record) }
        window.dispatchLog = dispatchLog
    }

    /// Forgets what the previous step recorded.
    public func clearLogs() {
        log.removeAll()
        dispatchLog.removeAll()
    }

    /// The centre of the row `row` (section 0) in screen coordinates, at the table's current scroll offset.
    public func screenPoint(row: Int) -> CGPoint {
        let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    /// A point given in `view`'s coordinates, in screen coordinates (the window sits at the origin).
    public func screenPoint(_ point: CGPoint, in view: UIView) -> CGPoint {
        view.convert(point, to: nil)
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
    public func remark(for view: UIView) -> String? {
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

    fileprivate func callback(_ source: String, _ text: String) {
        log.record(source, text)
        onCallback?(source, text)
    }

    /// Copies the explanation-log lines that say why a row was or was not selected (the list's outcomes),
    /// which recognizer began, ended or failed and why, and cancelled touches. Hit-testing, deliveries and
    /// the per-frame changes are left out.
    private func copyExplanation(_ record: DispatchLog.Record) {
        guard recordsExplanations else { return }
        switch record.entry {
        case .listTouch, .viewTouchesCancelled, .touchDiscarded:
            break
        case let .gestureState(_, from, to, _):
            guard !(from == .changed && to == .changed), !(from == .began && to == .changed) else { return }
        default:
            return
        }
        for line in DispatchLog.describe(record.entry) { log.recordExplanation(line, at: record.time) }
    }
}

/// Forwards the controllers' callbacks to the scene once it exists (the controller is made first).
@MainActor
private final class CallbackRelay {
    weak var scene: ListScene?
    func send(_ source: String, _ text: String) { scene?.callback(source, text) }
}
