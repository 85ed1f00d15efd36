import Foundation

/// The numbers a navigation controller's transitions use (behaviour 13; docs/decisions.md, "Navigation
/// controller"). Defined once here.
public enum NavigationConstants {
    /// How long an animated push or pop takes on the application's clock before its `did` callbacks:
    /// 0.35 s, the length of UIKit's push animation. A transition that is not animated, or whose
    /// navigation controller is not in an application's window, completes before it returns.
    public static let transitionDuration: TimeInterval = 0.35
    /// The horizontal speed, in points per second, at or above which a back swipe that ends completes
    /// the pop wherever the finger is: 500 pt/s (a ResponderKit choice; Apple documents no number).
    public static let popCompletionVelocity: CGFloat = 500
    /// The fraction of the navigation controller's width past which a back swipe that ends completes
    /// the pop: one half.
    public static let popCompletionFraction: CGFloat = 0.5
    /// The height of the headless navigation bar at the top of the controller's view: 44 pt.
    public static let barHeight: CGFloat = 44
}
