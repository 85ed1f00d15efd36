import Foundation

/// The hand-written baseline of the hit-testing benchmarks: the least code that follows UIKit's
/// hit-testing rules (behaviour 1.1) over the same geometry as ResponderKit's views.
///
/// It skips hidden, non-interactive and transparent (`alpha <= 0.01`) views with their subtrees, tests
/// the half-open bounds, converts the point into each child's coordinates (center and bounds, as
/// `UIView` stores them) and asks the children front to back. No tracing, no overridable methods, no
/// event: what is left is the cost of the work itself.
public final class BaselineNode {
    let center: CGPoint
    let bounds: CGRect
    let isHidden: Bool
    let alpha: CGFloat
    let isUserInteractionEnabled: Bool
    /// The children, back to front.
    public let children: [BaselineNode]
    /// The spec's name, to check that both trees hit the same view.
    public let name: String?

    /// Builds the baseline tree of a spec.
    public init(_ spec: ViewSpec) {
        center = CGPoint(x: spec.frame.midX, y: spec.frame.midY)
        bounds = CGRect(origin: spec.boundsOrigin, size: spec.frame.size)
        isHidden = spec.isHidden
        alpha = spec.alpha
        isUserInteractionEnabled = spec.isUserInteractionEnabled
        name = spec.name
        children = spec.children.map(BaselineNode.init)
    }

    /// The deepest node containing `point` (in this node's coordinates), or nil.
    public func hitTest(_ point: CGPoint) -> BaselineNode? {
        if isHidden || !isUserInteractionEnabled || alpha <= 0.01 { return nil }
        guard point.x >= bounds.minX, point.x < bounds.maxX, point.y >= bounds.minY, point.y < bounds.maxY else {
            return nil
        }
        for child in children.reversed() {
            let local = CGPoint(
                x: point.x - child.center.x + child.bounds.midX,
                y: point.y - child.center.y + child.bounds.midY)
            if let hit = child.hitTest(local) { return hit }
        }
        return self
    }
}
