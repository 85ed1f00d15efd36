import Foundation

/// A rectangle that takes part in Auto Layout without being a view (Apple's `UILayoutGuide` page): spacing
/// between views, a group of views to centre, the safe area, the margins. It has the anchors of a view and a
/// ``layoutFrame`` the layout engine computes, in its owning view's coordinates; it is never drawn and never
/// hit-tested.
@MainActor
open class UILayoutGuide: @MainActor CustomStringConvertible {
    /// The view that owns the guide (``UIView/addLayoutGuide(_:)``), held weakly. Nil until it is added.
    public internal(set) weak var owningView: UIView?

    /// A name for the guide, shown in descriptions and the layout's reports. Default empty.
    open var identifier: String = ""

    /// Which system guide this is (safe area, margins), or nil for an app's guide.
    var systemKind: SystemLayoutGuideKind?

    /// Creates a guide; add it to a view with ``UIView/addLayoutGuide(_:)`` before constraining it.
    public init() {}

    /// The guide's rectangle in its owning view's coordinates, as the last layout pass computed it
    /// (`CGRect.zero` until then).
    public internal(set) var layoutFrame: CGRect = .zero

    /// The guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// `<UILayoutGuide: identifier - layoutFrame>`.
    open var description: String {
        "<\(type(of: self)): \(identifier.isEmpty ? "-" : identifier) - \(layoutFrame)>"
    }
}
