import Foundation

/// Inset distances for the edges of a rectangle, as UIKit's `UIEdgeInsets`: positive values shrink the
/// rectangle. ``UIScrollView`` uses them for ``UIScrollView/contentInset``.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the left edge.
    public var left: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the right edge.
    public var right: CGFloat

    /// Creates insets with the given edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates zero insets.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()

    /// The insets as UIKit prints them: `{top, left, bottom, right}`.
    public var description: String {
        "{\(top.formatted4), \(left.formatted4), \(bottom.formatted4), \(right.formatted4)}"
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown where they are negative), as UIKit's `CGRect.inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}
