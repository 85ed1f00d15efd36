import Foundation

/// The empirical thresholds of the standard recognizers (behaviour 5, behaviour 11). Apple documents none of
/// these numbers; each recognizer copies them into a property you can change per instance.
public enum GestureConstants {
    /// A tap fails when a finger moves farther than this from where it went down: 45 pt (behaviour 11).
    public static let tapAllowableMovement: CGFloat = 45
    /// A tap fails when a finger stays down longer than this: 0.75 s (behaviour 11).
    public static let maximumTapDuration: TimeInterval = 0.75
    /// A multi-tap fails when the next tap starts later than this after the previous one ended: 0.35 s.
    public static let maximumIntervalBetweenTaps: TimeInterval = 0.35
    /// A pan begins once the centroid moved this far from where the touches went down: 10 pt (behaviour 11).
    public static let panHysteresis: CGFloat = 10
    /// A long press begins after this long: 0.5 s (documented default).
    public static let minimumPressDuration: TimeInterval = 0.5
    /// A long press fails if a finger moves farther than this before it begins: 10 pt (documented default).
    public static let longPressAllowableMovement: CGFloat = 10
    /// A screen-edge pan must start within this distance of the edge: 20 pt.
    public static let screenEdgeRegion: CGFloat = 20
}
