import Foundation

/// A view a ``UICollectionView`` places from its layout and reuses (behaviour 14.9; Apple's
/// `UICollectionReusableView` page): the base of ``UICollectionViewCell``.
///
/// A view made by the collection view from a registered class is created with ``init(frame:)``, which is
/// therefore `required` (a ResponderKit difference: Swift can only create a subclass from its type through
/// a required initializer; override it as `required override init(frame:)`).
@MainActor
open class UICollectionReusableView: UIView, ListReusableView {
    /// The identifier the view was registered with, by which the collection view reuses it; nil for a view
    /// created directly.
    public internal(set) var reuseIdentifier: String?

    /// Creates a view with `frame`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Present for source compatibility; reads nothing from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called just before the collection view hands the view out again from its reuse pool (never for a
    /// new view). The default does nothing. Call `super` when overriding.
    open func prepareForReuse() {}

    /// Applies the layout's attributes: the default sets the frame. Call `super` when overriding.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        if frame != layoutAttributes.frame { frame = layoutAttributes.frame }
    }
}

/// An item of a ``UICollectionView`` (behaviour 14.9; Apple's `UICollectionViewCell` page).
///
/// Put the item's views in ``contentView``. The collection view sets ``isHighlighted`` while a touch is on
/// the item and ``isSelected`` while the item is selected; override the properties (calling `super`) to
/// react, as in UIKit. Touches on the cell pass up the responder chain to the collection view, which
/// tracks them: a cell subclass that overrides the `touches…` methods without calling `super` keeps its
/// item from being selected.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to; it fills the cell.
    public let contentView = UIView(frame: .zero)
    /// A view behind the content; stored, not drawn. Default nil.
    open var backgroundView: UIView?
    /// A view shown behind the content while the cell is selected or highlighted; stored, not drawn.
    /// Default nil.
    open var selectedBackgroundView: UIView?

    private var highlightedState = false
    private var selectedState = false

    /// Creates a cell with `frame`; the collection view creates registered cells this way.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        configureCell()
    }

    /// Present for source compatibility; reads nothing from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureCell()
    }

    private func configureCell() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Whether a touch is on the item; the collection view sets it as the touch highlights and
    /// unhighlights the item. Override (calling `super`) to react. Default `false`.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { highlightedState = newValue }
    }

    /// Whether the item is selected; the collection view sets it as the item is selected or deselected,
    /// and when a cell is shown for a selected item. Override (calling `super`) to react. Default `false`.
    open var isSelected: Bool {
        get { selectedState }
        set { selectedState = newValue }
    }
}
