import Foundation

/// A scrolling list of rows in sections (behaviour 14; Apple's `UITableView` page).
///
/// The ``dataSource`` gives the counts and the cells, the delegate (``UIScrollView/delegate``, a
/// ``UITableViewDelegate``) the heights, the header and footer views and the answers about highlight and
/// selection. The table view loads its data at its first layout (or ``reloadData()``), sets its
/// `contentSize` from the row heights, and keeps as subviews the cells, headers and footers of the rows in
/// view only, updating them as it scrolls; a cell that leaves the view waits in the reuse pool for
/// ``dequeueReusableCell(withIdentifier:for:)``.
///
/// A touch on a row travels as any content touch of a scroll view (behaviour 7): it reaches the cell
/// after the content-touch delay (or at the lift of a quick tap), the cell passes it up the responder
/// chain, and the table view highlights the row, then selects it at the lift, with the delegate calls
/// listed on ``UITableViewDelegate``. A drag that scrolls, or a recognizer with `cancelsTouchesInView`
/// that recognizes, cancels the touch: the highlight goes and nothing is selected. The explanation log
/// records each outcome and why (``DispatchLog/Entry/listTouch(list:touch:item:outcome:kind:)``).
@MainActor
open class UITableView: UIScrollView, ListHost {
    /// The table's look; headless, it only changes nothing but is stored.
    public enum Style: Int, Sendable {
        /// Rows in one run, headers above their sections.
        case plain
        /// Sections as separate groups.
        case grouped
        /// Groups inset from the edges.
        case insetGrouped
    }

    /// Where ``UITableView/scrollToRow(at:at:animated:)`` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that shows the row (nothing when it is fully in view).
        case none
        /// The row at the top.
        case top
        /// The row in the middle.
        case middle
        /// The row at the bottom.
        case bottom
    }

    /// For ``rowHeight``, ``sectionHeaderHeight`` and ``sectionFooterHeight``: let the table decide.
    /// Headless, the table view cannot measure content, so an automatic row is ``estimatedRowHeight``
    /// tall when that is positive, else 44 pt; an automatic header or footer is 28 pt.
    public static let automaticDimension: CGFloat = -1

    /// The style the table was created with.
    public let style: Style

    /// The data source, held weakly. Setting it does not reload: call ``reloadData()``, or let the first
    /// layout load the data.
    open weak var dataSource: (any UITableViewDataSource)?

    /// The delegate as a table view delegate (nil when ``UIScrollView/delegate`` is not one).
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// The height of every row the delegate does not size (`tableView(_:heightForRowAt:)`). Default
    /// ``automaticDimension``.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateData() } }
    /// The row height the table assumes for automatic rows; 0 means none. Default ``automaticDimension``.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateData() } }
    /// The height of section headers that have a view, when the delegate does not size them. Default
    /// ``automaticDimension``.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateData() } }
    /// The height of section footers that have a view, when the delegate does not size them. Default
    /// ``automaticDimension``.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateData() } }

    // MARK: Selection configuration (behaviour 14.3)

    /// Whether a touch can select rows (outside editing). Default `true`.
    open var allowsSelection = true
    /// Whether a touch can select rows while ``isEditing``. Default `false`.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected at once (a tap on a selected row deselects it). Default `false`.
    open var allowsMultipleSelection = false
    /// Whether the table is in editing mode. Default `false`.
    /// In editing mode, rows show their editing controls (behaviour 14.7). Setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    /// Enters or leaves editing mode: each row in view shows or hides its delete (or insert) control and
    /// its reorder control; open swipe actions and delete confirmations close. Headless, `animated`
    /// changes nothing.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        editingState = editing
        editingModeChanged(animated: animated)
    }

    // MARK: State

    /// The cells registered by identifier and those waiting to be reused.
    let cellPool = ListReusePool<UITableViewCell>()
    /// The geometry of the loaded data; nil until loaded (or after an invalidation).
    var sections: [TableSectionLayout]?
    /// The cells on screen, by index path.
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// The header and footer views on screen, by section.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// The selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    /// The header and footer views given while the data loads, for the default heights.
    var loadingHeaders: [Int: UIView] = [:]
    var loadingFooters: [Int: UIView] = [:]
    /// The touch on a row being followed.
    let touchTracker = ListTouchTracker()
    /// Whether the table is in editing mode.
    var editingState = false
    /// The row whose delete confirmation button is shown.
    var deleteConfirmationRow: IndexPath?
    /// The row being dragged by its reorder control.
    var reorderSource: IndexPath?
    /// Drag and drop of rows (UITableView+DragAndDrop.swift); its interactions are attached when a drag or
    /// drop delegate is set.
    lazy var dragAndDrop = ListDragAndDrop<UITableView>(list: self)
    /// The rows' swipe actions and their pan.
    let swipeActions = TableSwipeActions()

    // MARK: Creating

    /// Creates a table view with `frame` and `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        configureSwipeActions()
    }

    /// Creates a plain table view with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Present for source compatibility; reads nothing from `coder`. The style is plain.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        configureSwipeActions()
    }

    private func configureSwipeActions() {
        swipeActions.table = self
        addGestureRecognizer(swipeActions.pan)
        installListContextMenuInteraction()
    }

    // MARK: Cells (behaviour 14.2)

    /// Registers the class `cellClass` (a ``UITableViewCell`` subclass) for `identifier`: a dequeue with
    /// no cell waiting creates one with `init(style: .default, reuseIdentifier: identifier)`. nil (or a
    /// class that is not a cell) removes the registration.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellType = cellClass as? UITableViewCell.Type else {
            cellPool.register(nil, forIdentifier: identifier)
            return
        }
        cellPool.register({ cellType.init(style: .default, reuseIdentifier: identifier) }, forIdentifier: identifier)
    }

    /// A cell for `identifier`: one waiting for reuse (after its `prepareForReuse()`), else a new one of
    /// the registered class. Call it from `tableView(_:cellForRowAt:)`. Traps when nothing is registered
    /// for `identifier`, as UIKit raises: a programming error, not external input.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = cellPool.dequeue(identifier) else {
            preconditionFailure("no class registered for the cell identifier \"\(identifier)\"")
        }
        cell.frame = rectForRow(at: indexPath)
        return cell
    }

    /// A cell for `identifier` waiting for reuse (after its `prepareForReuse()`), else a new one of the
    /// registered class, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cellPool.dequeue(identifier)
    }

    // MARK: Loading

    /// Discards the loaded data and the cells on screen (to the reuse pool) and loads the counts and
    /// heights again; the rows in view get new cells. The selection is cleared, and a touch in progress
    /// no longer selects.
    open func reloadData() {
        removeAllVisibleViews()
        selectedRows.removeAll()
        touchTracker.clear()
        loadData()
        tileVisibleRows()
    }

    /// Lays out the rows in view, loading the data first if it is not loaded.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if sections == nil { loadData() }
        tileVisibleRows()
    }

    /// The bounds; a change of origin (scrolling) updates the rows in view at once.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            // Scrolling closes a row's swipe actions (behaviour 14.6).
            if super.bounds.origin != oldOrigin, swipeActions.isOpen { swipeActions.close(animated: true) }
            if sections != nil { tileVisibleRows() }
        }
    }

    /// The loaded data is stale: load it again at the next layout or query.
    func invalidateData() {
        guard sections != nil else { return }
        removeAllVisibleViews()
        sections = nil
        setNeedsLayout()
    }

    // MARK: Touches (behaviour 14.3): the cells forward theirs up the responder chain to here.

    /// A touch reached a row (passed up from its cell): highlights the row (behaviour 14.3), or closes
    /// open swipe actions or a delete confirmation instead. Then forwards up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A touch elsewhere while a row's swipe actions are open closes them and selects nothing (behaviour 14.6).
        // So does one while a delete confirmation button is shown (behaviour 14.7).
        if swipeActions.isOpen {
            swipeActions.close(animated: true)
        } else if deleteConfirmationRow != nil {
            hideDeleteConfirmation()
        } else {
            touchTracker.touchesBegan(touches, in: self)
        }
        super.touchesBegan(touches, with: event)
    }

    /// The touch on a row lifted: selects the row in UIKit's order (behaviour 14.3). Then forwards up the
    /// responder chain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchTracker.touchesEnded(touches, in: self)
        super.touchesEnded(touches, with: event)
    }

    /// The touch on a row was cancelled (scrolling, a recognizer took it): removes the highlight without
    /// selecting (behaviour 14.3). Then forwards up the responder chain.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchTracker.touchesCancelled(touches, in: self)
        super.touchesCancelled(touches, with: event)
    }
}
