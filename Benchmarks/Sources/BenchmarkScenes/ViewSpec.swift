import Foundation

/// The geometry of one view of a benchmark tree, independent of ResponderKit, so that the same tree can
/// be built as `UIView`s and as the hand-written baseline (``BaselineNode``) in the same run.
public struct ViewSpec: Sendable {
    /// The frame in the parent's coordinates.
    public var frame: CGRect
    /// The origin of the view's bounds (non-zero for scrolled content).
    public var boundsOrigin: CGPoint = .zero
    /// Whether the view is hidden.
    public var isHidden = false
    /// The view's opacity.
    public var alpha: CGFloat = 1
    /// Whether the view takes part in interaction.
    public var isUserInteractionEnabled = true
    /// A name, to find the view after building (the dispatch log's `accessibilityIdentifier`).
    public var name: String?
    /// The subviews, back to front.
    public var children: [ViewSpec] = []

    /// Creates a view spec with a frame and subviews.
    public init(_ frame: CGRect, name: String? = nil, children: [ViewSpec] = []) {
        self.frame = frame
        self.name = name
        self.children = children
    }

    /// The number of views in the tree.
    public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

    /// The depth of the tree (a single view has depth 1).
    public var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }
}

extension ViewSpec {
    /// Returns a copy with a property changed, to keep the tree literals short.
    func with(_ change: (inout ViewSpec) -> Void) -> ViewSpec {
        var copy = self
        change(&copy)
        return copy
    }
}

extension CGRect {
    /// A rectangle from its components, to keep the tree literals short.
    static func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }
}
