import Foundation

/// The constraints a ``UIStackView`` makes for its arrangement (behaviour 20.9), named with UIKit's
/// identifiers (`UISV-spacing`, `UISV-canvas-connection`, …) so that the layout's reports read as UIKit's.
///
/// Along the axis, the first visible view starts at the stack view's leading (or top) edge, the last ends at
/// its trailing (or bottom) edge, and the distribution fills the space between. Across the axis, the
/// alignment places each view. A hidden arranged view is collapsed to zero size and takes no space.
/// `container` is the stack view, or its layout margins guide when the arrangement is margins-relative.
@MainActor
struct StackArrangement {
    let stackView: UIStackView
    private let container: AnyObject
    private let horizontal: Bool
    private(set) var constraints: [NSLayoutConstraint] = []
    private(set) var guides: [UILayoutGuide] = []

    init(stackView: UIStackView) {
        self.stackView = stackView
        container = stackView.isLayoutMarginsRelativeArrangement ? stackView.layoutMarginsGuide : stackView
        horizontal = stackView.axis == .horizontal
    }

    /// The constraints and spacer guides of the stack view's current arrangement.
    func make() -> (constraints: [NSLayoutConstraint], guides: [UILayoutGuide]) {
        var made = self
        let visible = stackView.arrangedSubviews.filter { !$0.isHidden }
        made.placeAlongAxis(visible)
        made.collapseHiddenViews()
        made.alignAcrossAxis(visible)
        return (made.constraints, made.guides)
    }

    // MARK: Attributes

    private var start: NSLayoutConstraint.Attribute { horizontal ? .leading : .top }
    private var end: NSLayoutConstraint.Attribute { horizontal ? .trailing : .bottom }
    private var length: NSLayoutConstraint.Attribute { horizontal ? .width : .height }
    private var center: NSLayoutConstraint.Attribute { horizontal ? .centerX : .centerY }
    private var crossStart: NSLayoutConstraint.Attribute { horizontal ? .top : .leading }
    private var crossEnd: NSLayoutConstraint.Attribute { horizontal ? .bottom : .trailing }
    private var crossLength: NSLayoutConstraint.Attribute { horizontal ? .height : .width }
    private var crossCenter: NSLayoutConstraint.Attribute { horizontal ? .centerY : .centerX }
    private var axis: NSLayoutConstraint.Axis { stackView.axis }

    private func intrinsicLength(of view: UIView) -> CGFloat {
        let size = view.intrinsicContentSize
        return horizontal ? size.width : size.height
    }

    /// Adds `first.firstAttribute relation multiplier × second.secondAttribute + constant`.
    private mutating func add(
        _ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
        _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute,
        relation: NSLayoutConstraint.Relation = .equal, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required
    ) {
        let constraint = NSLayoutConstraint(
            first: first, firstAttribute: firstAttribute, relation: relation, second: second,
            secondAttribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier,
            constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        constraints.append(constraint)
    }

    // MARK: Along the axis

    private mutating func placeAlongAxis(_ views: [UIView]) {
        guard let first = views.first, let last = views.last else {
            // Nothing to lay out: the stack view fits to nothing along its axis unless the app sizes it.
            add("UISV-canvas-fit", container, length, nil, .notAnAttribute, priority: .fittingSizeLevel)
            return
        }
        add("UISV-canvas-connection", first, start, container, start)
        add("UISV-canvas-connection", last, end, container, end)
        switch stackView.distribution {
        case .fill:
            chain(views)
            breakTies(views)
        case .fillEqually:
            chain(views)
            for view in views.dropFirst() { add("UISV-fill-equally", view, length, first, length) }
        case .fillProportionally:
            chain(views)
            sizeProportionally(views)
        case .equalSpacing:
            space(views, from: end, to: start)
        case .equalCentering:
            for (view, next) in zip(views, views.dropFirst()) {
                add(
                    "UISV-spacing", next, start, view, end, relation: .greaterThanOrEqual,
                    constant: stackView.resolvedSpacing(after: view))
            }
            space(views, from: center, to: center)
        }
    }

    /// Each view after the one before it, at the spacing after that one (in a vertical stack arranged
    /// relative to baselines: from its last baseline to the next one's first).
    private mutating func chain(_ views: [UIView]) {
        let baselines = !horizontal && stackView.isBaselineRelativeArrangement
        for (view, next) in zip(views, views.dropFirst()) {
            add(
                "UISV-spacing", next, baselines ? .firstBaseline : start, view, baselines ? .lastBaseline : end,
                constant: stackView.resolvedSpacing(after: view))
        }
    }

    /// `.fill`: the view hugging least grows and the view resisting compression least shrinks; among views
    /// with the same priority, the first in the arrangement gives (docs/decisions.md, "Layout: which view a
    /// filling stack view stretches"). The others of the same priority hold their intrinsic length a little
    /// more firmly.
    private mutating func breakTies(_ views: [UIView]) {
        let sized = views.filter { intrinsicLength(of: $0) != UIView.noIntrinsicMetric }
        guard sized.count > 1 else { return }
        let axis = axis
        let hugging = sized.map { $0.contentHuggingPriority(for: axis) }.min()!
        let grower = sized.first { $0.contentHuggingPriority(for: axis) == hugging }!
        let resistance = sized.map { $0.contentCompressionResistancePriority(for: axis) }.min()!
        let shrinker = sized.first { $0.contentCompressionResistancePriority(for: axis) == resistance }!
        for view in sized {
            let intrinsic = intrinsicLength(of: view)
            if view !== grower, view.contentHuggingPriority(for: axis) == hugging {
                add(
                    "UISV-fill-hugging", view, length, nil, length, relation: .lessThanOrEqual, constant: intrinsic,
                    priority: .init(1))
            }
            if view !== shrinker, view.contentCompressionResistancePriority(for: axis) == resistance {
                add(
                    "UISV-fill-compression", view, length, nil, length, relation: .greaterThanOrEqual,
                    constant: intrinsic,
                    priority: .init(1))
            }
        }
    }

    /// `.fillProportionally`: each view with an intrinsic length is as long as the first such view times
    /// the ratio of their intrinsic lengths; a view without one is sized as by `.fill`.
    private mutating func sizeProportionally(_ views: [UIView]) {
        let sized = views.filter { intrinsicLength(of: $0) > 0 }
        guard let reference = sized.first else { return }
        let referenceLength = intrinsicLength(of: reference)
        for view in sized.dropFirst() {
            add(
                "UISV-fill-proportionally", view, length, reference, length,
                multiplier: intrinsicLength(of: view) / referenceLength, priority: UILayoutPriority(999))
        }
    }

    /// `.equalSpacing` and `.equalCentering`: a spacer guide from each view's `from` attribute to the next
    /// one's `to`, all spacers equally long, as short as the views allow when the app does not size the
    /// stack view. For `.equalSpacing` each spacer is at least the spacing after its view.
    private mutating func space(
        _ views: [UIView], from: NSLayoutConstraint.Attribute, to: NSLayoutConstraint.Attribute
    ) {
        var firstSpacer: UILayoutGuide?
        for (view, next) in zip(views, views.dropFirst()) {
            let spacer = UILayoutGuide()
            spacer.identifier = "UISV-distributing"
            stackView.addLayoutGuide(spacer)
            guides.append(spacer)
            add("UISV-distributing-edge", spacer, start, view, from)
            add("UISV-distributing-edge", spacer, end, next, to)
            add("UISV-distributing", spacer, crossStart, container, crossStart)
            add("UISV-distributing", spacer, crossLength, nil, .notAnAttribute)
            if from == end {
                add(
                    "UISV-spacing", spacer, length, nil, .notAnAttribute, relation: .greaterThanOrEqual,
                    constant: stackView.resolvedSpacing(after: view))
            }
            if let firstSpacer {
                add("UISV-distributing", spacer, length, firstSpacer, length)
            } else {
                firstSpacer = spacer
                add("UISV-distributing-fit", spacer, length, nil, .notAnAttribute, priority: .fittingSizeLevel)
            }
        }
    }

    /// A hidden arranged view is zero by zero, after the visible view before it (behaviour 20.9).
    private mutating func collapseHiddenViews() {
        var previous: UIView?
        for view in stackView.arrangedSubviews {
            guard view.isHidden else {
                previous = view
                continue
            }
            if let previous {
                add("UISV-hiding", view, start, previous, end)
            } else {
                add("UISV-hiding", view, start, container, start)
            }
            add("UISV-hiding", view, crossStart, container, crossStart)
            add("UISV-hiding", view, length, nil, .notAnAttribute)
            add("UISV-hiding", view, crossLength, nil, .notAnAttribute)
        }
    }

    // MARK: Across the axis

    private mutating func alignAcrossAxis(_ views: [UIView]) {
        var alignment = stackView.alignment
        let baseline: NSLayoutConstraint.Attribute? =
            switch alignment {
            case .firstBaseline: .firstBaseline
            case .lastBaseline: .lastBaseline
            default: nil
            }
        // Baselines align the views of a row only; a column's views fill it (docs/decisions.md, "Layout: a
        // vertical stack view aligned by baselines").
        if baseline != nil, !horizontal { alignment = .fill }
        guard alignment != .fill else {
            for view in views {
                add("UISV-alignment", view, crossStart, container, crossStart)
                add("UISV-alignment", view, crossEnd, container, crossEnd)
            }
            return
        }
        // The stack view is as thick as its thickest view when the app does not size it, and a view
        // without an intrinsic thickness is zero thick rather than ambiguous (UIKit's ambiguity suppression).
        if !views.isEmpty {
            add("UISV-canvas-fit", container, crossLength, nil, .notAnAttribute, priority: .fittingSizeLevel)
        }
        for view in views {
            add("UISV-ambiguity-suppression", view, crossLength, nil, .notAnAttribute, priority: UILayoutPriority(25))
            add("UISV-spanning-boundary", view, crossStart, container, crossStart, relation: .greaterThanOrEqual)
            add("UISV-spanning-boundary", view, crossEnd, container, crossEnd, relation: .lessThanOrEqual)
            switch alignment {
            case .leading: add("UISV-alignment", view, crossStart, container, crossStart)
            case .trailing: add("UISV-alignment", view, crossEnd, container, crossEnd)
            case .center: add("UISV-alignment", view, crossCenter, container, crossCenter)
            default:
                // Baselines: each view's baseline is the first view's; the group sits at the top.
                if let baseline, let first = views.first, view !== first {
                    add("UISV-alignment", view, baseline, first, baseline)
                }
                add("UISV-baseline-top", view, crossStart, container, crossStart, priority: UILayoutPriority(49))
            }
        }
    }
}
