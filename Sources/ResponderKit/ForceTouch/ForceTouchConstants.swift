import Foundation

/// The empirical thresholds of peek and pop and of the quick-action list (behaviour 2.1, 8.4). Apple documents
/// none of these numbers; each ``PreviewForceGestureRecognizer`` copies the force ones into properties you
/// can change.
public enum ForceTouchConstants {
    /// UIKit's `maximumPossibleForce` for a force-sensing screen (3D Touch) and for Apple Pencil: 20/3 ≈ 6.67
    /// (behaviour 2.1). The one definition of the value: the device translator, the inspector and the
    /// simulators all derive theirs from it.
    public static let maximumPossibleForce: CGFloat = 20.0 / 3.0
    /// ``maximumPossibleForce`` rounded to hundredths, 6.67: the figure quoted for an iPhone 6s screen, and
    /// the maximum the test simulators (`DeviceSimulator`, `TouchSimulator`) report by default.
    public static let quotedMaximumPossibleForce: CGFloat = (maximumPossibleForce * 100).rounded() / 100
    /// A peek starts when the touch's force reaches this fraction of its `maximumPossibleForce`: 0.2
    /// (1.33 of 6.67 on an iPhone 6s, the commonly reported peek force; behaviour 2.1, FOLK).
    public static let peekForceFraction: CGFloat = 0.2
    /// A peek is committed (pop) when the force reaches this fraction of `maximumPossibleForce`: 0.75
    /// (5.0 of 6.67, the commonly reported pop force).
    public static let popForceFraction: CGFloat = 0.75
    /// Before the peek, the finger may move this far from where it went down; farther, and the preview
    /// recognizer fails so that scrolling and dragging proceed: 10 pt.
    public static let peekAllowableMovement: CGFloat = 10
    /// During a peek, moving the finger up this far reveals the preview actions: 50 pt.
    public static let previewActionsRevealDistance: CGFloat = 50
    /// How many quick actions the home screen shows: 4 (the iOS 9 limit; behaviour 8.4).
    public static let maximumDisplayedShortcutItems: Int = 4
}
