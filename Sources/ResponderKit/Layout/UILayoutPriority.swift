import Foundation

/// How much a constraint matters when not every constraint can be satisfied (Apple's `UILayoutPriority`
/// page): a value from 1 to 1000, where 1000 (``required``) must hold and the layout satisfies higher
/// priorities before lower ones.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value, from 1 to 1000.
    public var rawValue: Float

    /// Creates a priority with a value from 1 to 1000.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority with a value from 1 to 1000.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A required constraint: 1000.
    public static let required = UILayoutPriority(1000)
    /// The priority with which a button resists compressing its content: 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority for a drag that may end up resizing the window's scene: 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which the window's scene prefers to stay the same size: 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority for a drag that won't resize the window's scene: 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority with which a button hugs its content horizontally: 250.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority at which a view wants to conform to the target size in `systemLayoutSizeFitting(_:)`: 50.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority `rhs` above `lhs` (`.defaultHigh + 1`).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority `rhs` below `lhs` (`.required - 1`).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}
