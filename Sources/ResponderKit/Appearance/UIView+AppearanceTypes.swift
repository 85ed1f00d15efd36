import Foundation

extension UIView {
    /// How a view lays out its content when its bounds change, with UIKit's raw values. ``redraw`` marks
    /// the view as needing display when its size changes (behaviour 21.1); the others are drawing hints
    /// only.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }

    /// How the tint color is shown, with UIKit's raw values. A drawing hint only.
    public enum TintAdjustmentMode: Int, Sendable {
        /// Like the superview's (normal at the top).
        case automatic = 0
        /// The tint color as it is.
        case normal = 1
        /// The tint color desaturated and dimmed.
        case dimmed = 2
    }
}
