import Foundation

/// Where one element of a collection view goes (behaviour 14.9; Apple's `UICollectionViewLayoutAttributes`
/// page). Headless, only the geometry and the index path matter; the rest is stored.
@MainActor
open class UICollectionViewLayoutAttributes {
    /// The kinds of element a layout places.
    public enum ElementCategory: Int, Sendable {
        /// A cell.
        case cell
        /// A supplementary view (header, footer).
        case supplementaryView
        /// A decoration view.
        case decorationView
    }

    /// The element's frame in the collection view's content coordinates. Default `.zero`.
    open var frame: CGRect = .zero
    /// The element's index path.
    open var indexPath: IndexPath
    /// The kind of element.
    public let representedElementCategory: ElementCategory
    /// The centre of ``frame``; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of ``frame``; setting it keeps the origin.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The element's opacity; stored. Default 1.
    open var alpha: CGFloat = 1
    /// The element's stacking order; stored. Default 0.
    open var zIndex: Int = 0
    /// Whether the element is hidden; stored. Default `false`.
    open var isHidden = false

    /// Attributes for the cell of the item at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
    }
}

/// Decides where a ``UICollectionView``'s items go (behaviour 14.9; Apple's `UICollectionViewLayout` page).
///
/// The abstract base: subclass it and override ``prepare()``, ``collectionViewContentSize``,
/// ``layoutAttributesForElements(in:)`` and ``layoutAttributesForItem(at:)``, or use
/// ``UICollectionViewFlowLayout``. The collection view calls ``prepare()`` before it first asks for
/// geometry and again after each ``invalidateLayout()`` (and after `reloadData()`); a layout reads the
/// counts through its ``collectionView``'s `numberOfSections` and `numberOfItems(inSection:)`.
@MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout; set when the layout is given to one.
    public internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public init() {}

    /// Present for source compatibility; reads nothing from `coder`.
    public required init?(coder: NSCoder) {}

    /// Computes the geometry; called before the first query and after each invalidation. The default
    /// does nothing. Call `super` when overriding.
    open func prepare() {}

    /// The size of all the content; the collection view's `contentSize`. Default `.zero`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the elements whose frames meet `rect` (content coordinates). Default nil.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`, or nil when it does not exist. Default nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the geometry stale: the collection view calls ``prepare()`` again before its next query and
    /// lays out the items in view again.
    open func invalidateLayout() {
        collectionView?.layoutWasInvalidated()
    }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout. Default `false`
    /// (the flow layout answers true when the size changes).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// During an interactive movement, the index path the moving item should take when it is at
    /// `position` (content coordinates). Default: the item whose frame contains `position`, else
    /// `previousIndexPath` (behaviour 14.10).
    open func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    ) -> IndexPath {
        let probe = CGRect(x: position.x, y: position.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        let hit = layoutAttributesForElements(in: probe)?.first { attributes in
            attributes.representedElementCategory == .cell && attributes.frame.contains(position)
        }
        return hit?.indexPath ?? previousIndexPath
    }

    /// During an interactive movement, the attributes of the moving item when the finger is at
    /// `position`: the item's own attributes, centred on `position`.
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        let attributes =
            layoutAttributesForItem(at: indexPath) ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        return attributes
    }
}
