import Foundation

/// A view that lays out a row or a column of views with Auto Layout (Apple's `UIStackView` page;
/// behaviour 20.9).
///
/// The stack view places its ``arrangedSubviews`` by making its own constraints between itself and them,
/// along its ``axis`` by its ``distribution`` and ``spacing``, and across it by its ``alignment``. They are
/// ordinary constraints in the window's layout engine, so they compose with the app's constraints and
/// with other stack views nested inside. The app places the stack view itself; when it pins only its
/// position, the stack view is as large as its arranged views need (it has no intrinsic content size of
/// its own). A hidden arranged view leaves the layout until it is shown again.
@MainActor
open class UIStackView: UIView {
    /// How the arranged views share the stack view's length along its axis (Apple's
    /// `UIStackView.Distribution` page, with UIKit's raw values).
    public enum Distribution: Int, Sendable {
        /// The views fill the axis; the one hugging least grows and the one resisting compression least
        /// shrinks, the first in ``UIStackView/arrangedSubviews`` among equals.
        case fill = 0
        /// The views fill the axis, all the same length.
        case fillEqually = 1
        /// The views fill the axis, each as long as its intrinsic length in proportion to the others'.
        case fillProportionally = 2
        /// The views keep their lengths; the spaces between them are equal and at least ``UIStackView/spacing``.
        case equalSpacing = 3
        /// The views keep their lengths; their centres are equally far apart, and the spaces between them
        /// at least ``UIStackView/spacing``.
        case equalCentering = 4
    }

    /// How the arranged views are placed across the stack view's axis (Apple's `UIStackView.Alignment`
    /// page, with UIKit's raw values).
    public enum Alignment: Int, Sendable {
        /// The views fill the stack view across its axis.
        case fill = 0
        /// The views' leading edges (a vertical stack) or top edges (a horizontal stack) are the stack view's.
        case leading = 1
        /// A horizontal stack's views share their first baseline (behaviour 20.5).
        case firstBaseline = 2
        /// The views are centred across the axis.
        case center = 3
        /// The views' trailing edges (a vertical stack) or bottom edges (a horizontal stack) are the stack view's.
        case trailing = 4
        /// A horizontal stack's views share their last baseline (behaviour 20.5).
        case lastBaseline = 5

        /// The top edges, for a horizontal stack (the same value as ``leading``).
        public static var top: Alignment { .leading }
        /// The bottom edges, for a horizontal stack (the same value as ``trailing``).
        public static var bottom: Alignment { .trailing }
    }

    /// The value of ``customSpacing(after:)`` when a view has no custom spacing: the stack view's
    /// ``spacing`` is used (Apple's `spacingUseDefault` page).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// A spacing that asks for the system spacing between the views (8 points in ResponderKit; Apple's
    /// `spacingUseSystem` page; docs/decisions.md, "Layout: the system spacing").
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// The views the stack view lays out, in order: always a subset of its ``UIView/subviews``.
    open private(set) var arrangedSubviews: [UIView] = []

    /// The direction the views are stacked in. Default ``NSLayoutConstraint/Axis/horizontal``.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { arrangementDidChange() }
    }

    /// How the views share the length along the axis. Default ``Distribution/fill``.
    open var distribution: Distribution = .fill {
        didSet { arrangementDidChange() }
    }

    /// How the views are placed across the axis. Default ``Alignment/fill``.
    open var alignment: Alignment = .fill {
        didSet { arrangementDidChange() }
    }

    /// The space between adjacent views (the least space for ``Distribution/equalSpacing`` and
    /// ``Distribution/equalCentering``); ``spacingUseSystem`` asks for the system spacing. Default 0.
    open var spacing: CGFloat = 0 {
        didSet { arrangementDidChange() }
    }

    /// Whether the views are placed relative to the stack view's baselines: in a vertical stack, the space
    /// between two views is measured from the last baseline of one to the first baseline of the next.
    /// Default false.
    open var isBaselineRelativeArrangement = false {
        didSet { arrangementDidChange() }
    }

    /// Whether the views are placed within the stack view's layout margins (its
    /// ``UIView/layoutMarginsGuide``) instead of its edges. Default false.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { arrangementDidChange() }
    }

    /// The spacing after each arranged view that has one, by the view's identity.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// The constraints the stack view made for the current arrangement.
    private var arrangementConstraints: [NSLayoutConstraint] = []

    /// The spacer guides of ``Distribution/equalSpacing`` and ``Distribution/equalCentering``.
    private var spacerGuides: [UILayoutGuide] = []

    /// Whether the arrangement changed since the constraints were made.
    private var needsArrangement = false

    /// Creates a horizontal stack view with `frame` and no arranged views.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Present for source compatibility with UIKit subclasses: a horizontal stack view with no arranged
    /// views (ResponderKit reads nothing from `coder`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a stack view laying out `views` in order (each added as a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// A stack view has no intrinsic content size: its constraints size it (Apple's `UIStackView` page).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    // MARK: Arranged views

    /// Adds `view` at the end of ``arrangedSubviews`` (moving it there if it was arranged already), adding
    /// it as a subview when it is not one. The view stops translating its autoresizing mask.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.filter { $0 !== view }.count)
    }

    /// Inserts `view` into ``arrangedSubviews`` at `stackIndex`, shifting the views from there on, and adds
    /// it as a subview when it is not one. An index past the end is clamped to the end.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Removes `view` from ``arrangedSubviews``; it stays a subview, no longer placed by the stack view
    /// (Apple's `removeArrangedSubview(_:)` page: remove it from ``UIView/subviews`` with
    /// ``UIView/removeFromSuperview()``).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the space after `arrangedSubview` (``spacingUseDefault`` returns it to ``spacing``).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The space after `arrangedSubview`, or ``spacingUseDefault`` when it has no custom spacing.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// A subview leaving the stack view leaves ``arrangedSubviews`` too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Making the constraints

    /// An arranged view was hidden or shown (``UIView/isHidden``), or its intrinsic size changed.
    func arrangedSubviewDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
    }

    /// Something the constraints depend on changed: they are made again in the next update pass.
    private func arrangementDidChange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// Replaces the stack view's constraints with those of the current arrangement, then calls super.
    open override func updateConstraints() {
        if needsArrangement {
            needsArrangement = false
            NSLayoutConstraint.deactivate(arrangementConstraints)
            for guide in spacerGuides { removeLayoutGuide(guide) }
            let made = StackArrangement(stackView: self).make()
            spacerGuides = made.guides
            arrangementConstraints = made.constraints
            NSLayoutConstraint.activate(arrangementConstraints)
        }
        super.updateConstraints()
    }

    /// The space after the arranged view `view`: its custom spacing or ``spacing``, with the system
    /// spacing for ``spacingUseSystem``.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? systemSpacing : value
    }
}
