import Foundation

/// The swipe actions of a table view's rows (behaviour 14.6): a horizontal pan on a row reveals the
/// leading or trailing actions the delegate configures, a tap on one calls its handler, a full swipe
/// performs the first one, and a tap elsewhere or a scroll closes them.
///
/// The pan is a `UIPanGestureRecognizer` on the table view whose delegate lets it begin only for a mostly
/// horizontal movement on a row that has actions for that side. The table's own scroll pan begins only
/// along an axis the table can scroll (vertical), so the two never fight: whichever begins first forces
/// the other out (behaviour 4.5), and the swipe pan's `cancelsTouchesInView` takes the touch from the row
/// (no selection, behaviour 14.3). A screen-edge pan (the back gesture) wins over the swipe: the swipe
/// requires it to fail.
@MainActor
final class TableSwipeActions: UIGestureRecognizerDelegate {
    /// The width of one action's button (headless: UIKit sizes them to their titles).
    static let actionWidth: CGFloat = 74
    /// The fraction of the row's width past which a lift performs the first action (full swipe).
    static let fullSwipeFraction: CGFloat = 0.5

    weak var table: UITableView?
    let pan = UIPanGestureRecognizer()
    /// The row whose actions are revealed or being revealed.
    private(set) var row: IndexPath?
    /// Whether the revealed actions are the leading (true) or trailing ones.
    private(set) var isLeading = false
    private var configuration: UISwipeActionsConfiguration?
    /// The action buttons on screen, outermost first.
    private(set) var buttons: [UIButton] = []
    /// How far the row's content is moved (positive: to the right, leading actions).
    private(set) var offset: CGFloat = 0

    init() {
        pan.name = "swipe actions"
        pan.delegate = self
        pan.addTarget(self, action: TableSwipeActions.handlePan)
    }

    /// Whether actions are shown (open, not mid-swipe).
    var isOpen: Bool { !buttons.isEmpty }

    /// A screen-edge pan (the navigation controller's back gesture, or an app's own) goes first: the
    /// swipe waits for it to fail, which it does at once for a touch that does not start at its edge.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer is UIScreenEdgePanGestureRecognizer
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let table else { return false }
        let translation = pan.translation(in: table)
        guard abs(translation.x) > abs(translation.y) else { return false }
        let start = pan.location(in: table)
        guard let target = table.indexPathForRow(at: CGPoint(x: start.x - translation.x, y: start.y - translation.y))
        else { return false }
        let leading = translation.x > 0
        if let row, row == target, isLeading == leading { return true }
        guard let config = self.configuration(for: target, leading: leading, in: table), !config.actions.isEmpty else {
            return false
        }
        close(animated: false)
        row = target
        isLeading = leading
        configuration = config
        return true
    }

    private func configuration(for row: IndexPath, leading: Bool, in table: UITableView) -> UISwipeActionsConfiguration?
    {
        guard let delegate = table.tableDelegate else { return nil }
        return leading
            ? delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: row)
            : delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: row)
    }

    private var actionsWidth: CGFloat { CGFloat(configuration?.actions.count ?? 0) * Self.actionWidth }

    private func handlePan() {
        guard let table, let row else { return }
        let start = offset
        switch pan.state {
        case .began, .changed:
            let x = pan.translation(in: table).x
            pan.setTranslation(.zero, in: table)
            setOffset(isLeading ? max(0, start + x) : min(0, start + x), row: row, in: table)
        case .ended:
            let width = table.bounds.width
            if configuration?.performsFirstActionWithFullSwipe == true, abs(offset) > width * Self.fullSwipeFraction,
                let first = configuration?.actions.first
            {
                perform(first, button: buttons.first ?? table)
            } else if abs(offset) > actionsWidth / 2 {
                setOffset(isLeading ? actionsWidth : -actionsWidth, row: row, in: table)
                showButtons(row: row, in: table)
            } else {
                close(animated: true)
            }
        default:
            close(animated: true)
        }
    }

    private func setOffset(_ value: CGFloat, row: IndexPath, in table: UITableView) {
        offset = value
        if let cell = table.cellForRow(at: row) {
            var frame = cell.bounds
            frame.origin.x = value
            cell.contentView.frame = frame
        }
    }

    private func showButtons(row: IndexPath, in table: UITableView) {
        for button in buttons { button.removeFromSuperview() }
        buttons.removeAll()
        let rowRect = table.rectForRow(at: row)
        for (index, action) in (configuration?.actions ?? []).enumerated() {
            let x = isLeading ? CGFloat(index) * Self.actionWidth : rowRect.maxX - CGFloat(index + 1) * Self.actionWidth
            let button = UIButton(frame: CGRect(x: x, y: rowRect.minY, width: Self.actionWidth, height: rowRect.height))
            button.setTitle(action.title, for: .normal)
            button.addAction(
                UIAction { [weak self, weak button] _ in
                    guard let self, let button else { return }
                    self.perform(action, button: button)
                }, for: .touchUpInside)
            table.addSubview(button)
            buttons.append(button)
        }
    }

    private func perform(_ action: UIContextualAction, button: UIView) {
        action.handler(action, button) { [weak self] _ in self?.close(animated: true) }
    }

    /// Hides the actions and puts the row's content back.
    func close(animated: Bool) {
        guard let row else { return }
        for button in buttons { button.removeFromSuperview() }
        buttons.removeAll()
        if let table { setOffset(0, row: row, in: table) }
        offset = 0
        self.row = nil
        configuration = nil
    }
}
