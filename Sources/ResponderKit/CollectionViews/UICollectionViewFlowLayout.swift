import Foundation

/// What a ``UICollectionViewFlowLayout`` asks the collection view's delegate, per item or section, with
/// UIKit's Swift signatures (behaviour 14.9; Apple's `UICollectionViewDelegateFlowLayout` page). Each
/// default answers the layout's own property.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`. Default the layout's ``UICollectionViewFlowLayout/itemSize``.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The margins around `section`'s items. Default the layout's ``UICollectionViewFlowLayout/sectionInset``.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// The spacing between the lines of `section`. Default the layout's
    /// ``UICollectionViewFlowLayout/minimumLineSpacing``.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The least spacing between the items of one line of `section`. Default the layout's
    /// ``UICollectionViewFlowLayout/minimumInteritemSpacing``.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
}

/// The grid layout: items in lines, a line filled across the collection view before the next one starts
/// (behaviour 14.9; Apple's `UICollectionViewFlowLayout` page).
///
/// Vertically (the default), lines are rows that fill the width and stack downwards; horizontally,
/// lines are columns that fill the height and stack to the right. Each section starts after the previous
/// one, inside its ``sectionInset``. A line takes as many items as fit with ``minimumInteritemSpacing``
/// between them; the spacing is then widened so the line spans the whole width (justified). The last line
/// of a section is spaced as if it were filled with more items like its last one, so its items stay in the
/// grid's columns; a line holding a single item (that no copy would join) is centred. Items are centred
/// across their line's thickness; lines are ``minimumLineSpacing`` apart. The delegate, when it is a
/// ``UICollectionViewDelegateFlowLayout``, may size each item and space each section. Headers and footers
/// are not laid out.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Rows stacked downwards.
        case vertical
        /// Columns stacked to the right.
        case horizontal
    }

    /// The size of every item the delegate does not size. Default 50 × 50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The spacing between lines. Default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least spacing between the items of a line. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items. Default `.zero`.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The scrolling direction. Default ``ScrollDirection-swift.enum/vertical``.
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }

    /// The prepared geometry: one entry per section.
    private var sections: [FlowSectionGeometry] = []
    private var contentSize: CGSize = .zero

    /// Creates a flow layout with the default sizes.
    public override init() {
        super.init()
    }

    /// Present for source compatibility; reads nothing from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Lays out every item of every section.
    open override func prepare() {
        super.prepare()
        sections.removeAll()
        contentSize = .zero
        guard let collectionView else { return }
        let flowDelegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let bounds = collectionView.bounds.size
        let extent = vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        let crossExtent = extent.isFinite ? max(0, extent) : 0
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let sectionInset = Self.sanitized(
                flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset)
            let lineSpacing = Self.sanitized(
                flowDelegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                    ?? minimumLineSpacing)
            let itemSpacing = Self.sanitized(
                flowDelegate?.collectionView(
                    collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                    ?? minimumInteritemSpacing)
            let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item in
                let size =
                    flowDelegate?.collectionView(
                        collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                    ?? itemSize
                let width = Self.sanitized(size.width)
                let height = Self.sanitized(size.height)
                // (cross, along): a line runs across the scrolling direction.
                return vertical ? (cross: width, along: height) : (cross: height, along: width)
            }
            let margins =
                vertical
                ? FlowMargins(
                    crossStart: sectionInset.left, crossEnd: sectionInset.right, alongStart: sectionInset.top,
                    alongEnd: sectionInset.bottom)
                : FlowMargins(
                    crossStart: sectionInset.top, crossEnd: sectionInset.bottom, alongStart: sectionInset.left,
                    alongEnd: sectionInset.right)
            var geometry = FlowSectionGeometry.layOut(
                sizes: sizes, start: along, crossExtent: crossExtent, margins: margins, lineSpacing: lineSpacing,
                itemSpacing: itemSpacing)
            if !vertical { geometry.transpose() }
            along = geometry.end
            sections.append(geometry)
        }
        contentSize = vertical ? CGSize(width: crossExtent, height: along) : CGSize(width: along, height: crossExtent)
    }

    /// The size of the laid-out sections.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The cells whose frames meet `rect`, in index-path order; lines are found by binary search, so the
    /// cost is the items in `rect`, not every item.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX
        let high = vertical ? rect.maxY : rect.maxX
        for (section, geometry) in sections.enumerated() where geometry.end > low && geometry.start < high {
            var line = geometry.firstLine(endingAfter: low)
            while line < geometry.lines.count, geometry.lines[line].start < high {
                for item in geometry.lines[line].items where geometry.frames[item].intersectsInArea(rect) {
                    let attributes = UICollectionViewLayoutAttributes(
                        forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = geometry.frames[item]
                    result.append(attributes)
                }
                line += 1
            }
        }
        return result
    }

    /// The attributes of the item at `indexPath`, or nil when it does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].frames.indices.contains(indexPath.item)
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = sections[indexPath.section].frames[indexPath.item]
        return attributes
    }

    /// True when the size changes (the lines fill the width or height); scrolling needs no new layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return collectionView.bounds.size != newBounds.size
    }

    /// A size or spacing from the delegate or a property: negative and non-finite values count as 0.
    private static func sanitized(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    /// Insets with non-finite sides counted as 0 (negative insets stay: they widen the lines).
    private static func sanitized(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return UIEdgeInsets(
            top: finite(insets.top), left: finite(insets.left), bottom: finite(insets.bottom),
            right: finite(insets.right))
    }
}

/// A section's margins in flow terms: across the lines and along the scrolling direction.
struct FlowMargins {
    var crossStart: CGFloat
    var crossEnd: CGFloat
    var alongStart: CGFloat
    var alongEnd: CGFloat
}

/// The laid-out items of one flow-layout section (behaviour 14.9).
struct FlowSectionGeometry {
    /// One line: its items and its extent along the scrolling direction.
    struct Line {
        var items: Range<Int>
        var start: CGFloat
        var end: CGFloat
    }

    /// Each item's frame, in content coordinates.
    var frames: [CGRect] = []
    /// The lines, in order along the scrolling direction.
    var lines: [Line] = []
    /// Where the section starts and ends along the scrolling direction (insets included).
    var start: CGFloat = 0
    var end: CGFloat = 0

    /// Lays out items of `sizes` (cross, along) in lines starting at `start`, as if scrolling vertically
    /// (cross is x, along is y); ``transpose()`` turns the result for horizontal scrolling.
    static func layOut(
        sizes: [(cross: CGFloat, along: CGFloat)], start: CGFloat, crossExtent: CGFloat, margins: FlowMargins,
        lineSpacing: CGFloat, itemSpacing: CGFloat
    ) -> FlowSectionGeometry {
        var geometry = FlowSectionGeometry()
        geometry.start = start
        geometry.frames.reserveCapacity(sizes.count)
        let available = max(0, crossExtent - margins.crossStart - margins.crossEnd)
        var along = start + margins.alongStart
        var first = 0
        while first < sizes.count {
            // The items that fit with the least spacing (always at least one).
            var used = sizes[first].cross
            var next = first + 1
            while next < sizes.count, used + itemSpacing + sizes[next].cross <= available {
                used += itemSpacing + sizes[next].cross
                next += 1
            }
            var count = next - first
            var filled = sizes[first..<next].reduce(0) { $0 + $1.cross }
            if next == sizes.count {
                // The last line is spaced as if filled with copies of its last item.
                let copy = sizes[next - 1].cross
                while copy > 0, used + itemSpacing + copy <= available {
                    used += itemSpacing + copy
                    filled += copy
                    count += 1
                }
            }
            let thickness = sizes[first..<next].reduce(0) { max($0, $1.along) }
            var cross: CGFloat
            let gap: CGFloat
            if count > 1 {
                cross = margins.crossStart
                gap = (available - filled) / CGFloat(count - 1)
            } else {
                cross = margins.crossStart + (available - sizes[first].cross) / 2
                gap = 0
            }
            for item in first..<next {
                let size = sizes[item]
                geometry.frames.append(
                    CGRect(x: cross, y: along + (thickness - size.along) / 2, width: size.cross, height: size.along))
                cross += size.cross + gap
            }
            geometry.lines.append(Line(items: first..<next, start: along, end: along + thickness))
            along += thickness
            first = next
            if first < sizes.count { along += lineSpacing }
        }
        geometry.end = along + margins.alongEnd
        return geometry
    }

    /// Swaps x and y in every frame: the layout of a horizontally scrolling section.
    mutating func transpose() {
        frames = frames.map { CGRect(x: $0.minY, y: $0.minX, width: $0.height, height: $0.width) }
    }

    /// The index of the first line whose end is beyond `position` (the line count when none is).
    func firstLine(endingAfter position: CGFloat) -> Int {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].end > position { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
