import Foundation

/// Edge insets that follow the layout direction (Apple's `NSDirectionalEdgeInsets` page): leading and
/// trailing instead of left and right. ResponderKit lays out left to right, so leading is left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the leading edge.
    public var leading: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the trailing edge.
    public var trailing: CGFloat

    /// Creates insets with the given edges.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()

    /// The insets as UIKit prints them: `{top, leading, bottom, trailing}`.
    public var description: String {
        "{\(top.formatted4), \(leading.formatted4), \(bottom.formatted4), \(trailing.formatted4)}"
    }

    /// The same insets with left and right (left to right: leading is left).
    var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

extension UIEdgeInsets {
    /// The same insets with leading and trailing (left to right: left is leading).
    var directional: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
