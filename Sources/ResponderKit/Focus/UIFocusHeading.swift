/// The direction a focus movement takes (docs/behaviour/focus.md, 18.2), as UIKit's
/// [UIFocusHeading](https://developer.apple.com/documentation/uikit/uifocusheading) names it: the arrow keys
/// move focus up, down, left or right within a focus group; Tab and Shift-Tab move it to the next or the
/// previous group. An update that is not a movement (a requested update, the focus following the first
/// responder) has no heading (`[]`).
public struct UIFocusHeading: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upward (the Up Arrow key).
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Downward (the Down Arrow key).
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// To the left (the Left Arrow key).
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// To the right (the Right Arrow key).
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// To the next focus group (Tab).
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// To the previous focus group (Shift-Tab).
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}
