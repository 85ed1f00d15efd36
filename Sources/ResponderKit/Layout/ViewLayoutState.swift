import Foundation

/// What a view keeps for Auto Layout, made the first time the view takes part in it, so that a view laid
/// out by frames alone carries one nil reference (docs/behaviour/layout.md).
@MainActor
final class ViewLayoutState {
    /// The constraints installed on the view (``UIView/constraints``), in the order they were added.
    var constraints: [NSLayoutConstraint] = []
    /// The layout guides the view owns (``UIView/layoutGuides``), in the order they were added.
    var layoutGuides: [UILayoutGuide] = []
    /// Content hugging priorities: horizontal, vertical (UIKit's defaults: 250 both).
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    /// Compression resistance priorities: horizontal, vertical (UIKit's defaults: 750 both).
    var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
        .defaultHigh, .defaultHigh
    )
    /// ``UIView/translatesAutoresizingMaskIntoConstraints``: true by default, as in UIKit.
    var translatesAutoresizingMaskIntoConstraints = true
    /// Whether ``UIView/updateConstraints()`` runs in the next update pass: true at first, so that every
    /// view taking part in Auto Layout updates its constraints once before its first layout, as in UIKit.
    var needsUpdateConstraints = true
    /// For a hierarchy's root: whether a view of the hierarchy needs its constraints updated.
    var subtreeNeedsUpdateConstraints = false
    /// ``UIView/directionalLayoutMargins`` when set; nil: the default.
    var directionalLayoutMargins: NSDirectionalEdgeInsets?
    /// ``UIView/preservesSuperviewLayoutMargins`` (default false).
    var preservesSuperviewLayoutMargins = false
    /// ``UIView/insetsLayoutMarginsFromSafeArea`` (default true).
    var insetsLayoutMarginsFromSafeArea = true
    /// The safe area insets and layout margins last reported to the view (``UIView/safeAreaInsetsDidChange()``).
    var reportedSafeAreaInsets: UIEdgeInsets = .zero
    /// Whether a constraint reaches across this view, so that its bounds origin is part of the layout
    /// (behaviour 20.10). Set when the engine is built; a stale true costs one extra layout pass.
    var hasFoldedBoundsOrigin = false
    /// For a window: ``UIView/geometryGeneration`` when its safe area walk last ran.
    var safeAreaWalkGeneration: UInt64 = .max
    /// The layout engine, when this view is the root of a hierarchy with constraints.
    var engine: LayoutEngine?
    /// Set by UIView's ``UIView/updateConstraints()``: an override that did not call `super` is reported.
    var calledSuperUpdateConstraints = false
}
