import Foundation

/// A scrolling set of items in sections, placed by a layout (behaviour 14.9; Apple's `UICollectionView`
/// page).
///
/// The ``dataSource`` gives the counts and the cells, the ``collectionViewLayout`` the geometry (usually a
/// ``UICollectionViewFlowLayout``), and the delegate (``UIScrollView/delegate``, a
/// ``UICollectionViewDelegate``) the answers about highlight, selection and movement. The collection view
/// loads its counts at its first layout or query (or ``reloadData()``), has the layout prepare, sets its
/// `contentSize` from the layout, and keeps as subviews the cells of the items in view only, updating them
/// as it scrolls; a cell that leaves the view waits in the reuse pool for
/// ``dequeueReusableCell(withReuseIdentifier:for:)``.
///
/// A touch on an item travels as any content touch of a scroll view (behaviour 7), as on a table view
/// (the same tracker decides, behaviour 14.3): the item highlights when the touch reaches its cell and is
/// selected at the lift, with the delegate calls listed on ``UICollectionViewDelegate``; a drag that
/// scrolls, or a recognizer that takes the touch, removes the highlight and selects nothing. Items move
/// interactively through ``beginInteractiveMovementForItem(at:)`` and its companions (behaviour 14.10).
@MainActor
open class UICollectionView: UIScrollView, ListHost {
    /// Where ``UICollectionView/scrollToItem(at:at:animated:)`` and
    /// ``UICollectionView/selectItem(at:animated:scrollPosition:)`` put the item: at most one vertical
    /// and one horizontal option; an axis without an option does not move, and no option at all scrolls
    /// the least that shows the item.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Creates a position from its option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item at the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item in the vertical middle.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item at the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item at the left edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item in the horizontal middle.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item at the right edge.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout placing the items. Setting it lays the items out again with the new layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutWasInvalidated()
        }
    }

    /// The data source, held weakly. Setting it does not reload: call ``reloadData()``, or let the first
    /// layout load the data.
    open weak var dataSource: (any UICollectionViewDataSource)?

    /// The delegate as a collection view delegate (nil when ``UIScrollView/delegate`` is not one).
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    // MARK: Selection configuration (behaviour 14.9)

    /// Whether a touch can select items. Default `true`.
    open var allowsSelection = true
    /// Whether several items can be selected at once; a tap on a selected item then deselects it.
    /// Default `false`.
    open var allowsMultipleSelection = false

    // MARK: State

    /// The cells registered by identifier and those waiting to be reused.
    let cellPool = ListReusePool<UICollectionViewCell>()
    /// The item count of each section as shown (during an interactive movement, after the move so far);
    /// nil until loaded.
    var itemCounts: [Int]?
    /// Whether the layout prepared for the current counts and bounds.
    var layoutIsPrepared = false
    /// The cells on screen, by index path.
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    /// The selected items, in the order they were selected.
    var selectedItems: [IndexPath] = []
    /// The touch on an item being followed.
    let touchTracker = ListTouchTracker()
    /// The interactive movement in progress.
    var movement: CollectionInteractiveMovement?
    /// Drag and drop of items (UICollectionView+DragAndDrop.swift); its interactions are attached when a
    /// drag or drop delegate is set.
    lazy var dragAndDrop = ListDragAndDrop<UICollectionView>(list: self)

    // MARK: Creating

    /// Creates a collection view with `frame`, its items placed by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        installListContextMenuInteraction()
    }

    /// Present for source compatibility; reads nothing from `coder`. The layout is a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        installListContextMenuInteraction()
    }

    // MARK: Cells (behaviour 14.9)

    /// Registers the class `cellClass` (a ``UICollectionViewCell`` subclass) for `identifier`: a dequeue
    /// with no cell waiting creates one with `init(frame:)`. nil (or a class that is not a cell) removes
    /// the registration.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            cellPool.register(nil, forIdentifier: identifier)
            return
        }
        cellPool.register(
            {
                let cell = cellType.init(frame: .zero)
                cell.reuseIdentifier = identifier
                return cell
            }, forIdentifier: identifier)
    }

    /// A cell for `identifier`: one waiting for reuse (after its `prepareForReuse()`), else a new one of
    /// the registered class, placed by the layout for `indexPath`. Call it from
    /// `collectionView(_:cellForItemAt:)`. Traps when nothing is registered for `identifier`, as UIKit
    /// raises: a programming error, not external input.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let cell = cellPool.dequeue(identifier) else {
            preconditionFailure("no class registered for the cell identifier \"\(identifier)\"")
        }
        if let attributes = layoutAttributesForItem(at: indexPath) { cell.apply(attributes) }
        return cell
    }

    // MARK: Loading

    /// Discards the loaded counts, the cells on screen (to the reuse pool), the selection and any
    /// interactive movement, loads the counts again and lays out the items in view; a touch in progress
    /// no longer selects.
    open func reloadData() {
        removeAllVisibleCells()
        selectedItems.removeAll()
        touchTracker.clear()
        movement = nil
        itemCounts = nil
        layoutIsPrepared = false
        prepareLayoutIfNeeded()
    }

    /// Lays out the items in view, loading the counts and preparing the layout first if needed.
    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayoutIfNeeded()
        tileVisibleItems()
    }

    /// The bounds; a change of origin (scrolling) updates the items in view at once, and a change of size
    /// lays the items out again when the layout asks for it.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            if layoutIsPrepared, newValue.size != old.size,
                collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue)
            {
                layoutIsPrepared = false
            }
            super.bounds = newValue
            if itemCounts != nil, super.bounds != old {
                prepareLayoutIfNeeded()
                tileVisibleItems()
            }
        }
    }

    /// The layout was invalidated: prepare it again before the next query, and lay out the cells again.
    func layoutWasInvalidated() {
        guard layoutIsPrepared else { return }
        layoutIsPrepared = false
        setNeedsLayout()
    }

    // MARK: Touches (behaviour 14.3, 14.9): the cells forward theirs up the responder chain to here.

    /// A touch reached an item (passed up from its cell): highlights it (behaviour 14.9). Then forwards
    /// up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchTracker.touchesBegan(touches, in: self)
        super.touchesBegan(touches, with: event)
    }

    /// The touch on an item lifted: selects or deselects it in UIKit's order (behaviour 14.9). Then
    /// forwards up the responder chain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchTracker.touchesEnded(touches, in: self)
        super.touchesEnded(touches, with: event)
    }

    /// The touch on an item was cancelled (scrolling, a recognizer took it): removes the highlight without
    /// selecting (behaviour 14.9). Then forwards up the responder chain.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchTracker.touchesCancelled(touches, in: self)
        super.touchesCancelled(touches, with: event)
    }
}
