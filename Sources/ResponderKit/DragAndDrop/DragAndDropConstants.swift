import Foundation

/// The timing and distance thresholds of drag and drop (behaviour 16.2, 16.5). Apple documents none of these
/// numbers; each is defined here once and copied into a property you can change per interaction.
public enum DragAndDropConstants {
    /// How long a finger is held still on a draggable view before it lifts: 0.325 s, the value UIKit's
    /// private `_UIDragInteractionDefaultLiftDelay()` returns (read in a public decompilation of UIKitCore;
    /// WebKit's `UIKitSPI.h` declares the function and uses it as its "short" lift delay). Behaviour 16.2.
    public static let liftDelay: TimeInterval = 0.325
    /// How far a finger may move before the lift delay without giving up the lift: 10 pt, UIKit's
    /// `_UIDragInteractionDefaultLiftMoveHysteresis()` (same source). Behaviour 16.2.
    public static let liftMoveHysteresis: CGFloat = 10
    /// How far the pointer moves with the primary button down before a pointer drag lifts at once: 3 pt,
    /// UIKit's `_UIDragInteractionDefaultPointerLiftMoveHysteresis()` (same source). Behaviour 16.2.
    public static let pointerLiftMoveHysteresis: CGFloat = 3
    /// How long a drag hovers over a spring-loaded view before it activates: 0.5 s. UIKit documents no
    /// value ("pausing briefly", SwiftUI's `springLoadingBehavior`); 0.5 s is macOS's default spring-loading
    /// delay (`com.apple.springing.delay`), this project's choice until measured (behaviour 16.5).
    public static let springLoadingDelay: TimeInterval = 0.5
    /// The longest a tap that adds items to a drag may last: the tap's 0.75 s (``GestureConstants``).
    public static let addItemsTapDuration: TimeInterval = GestureConstants.maximumTapDuration
}

/// The kind of device the application runs on, as `UIDevice.current.userInterfaceIdiom` reports it in UIKit.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// A TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Catalyst).
    case mac = 5
    /// Vision.
    case vision = 6
}

/// The device, as far as ResponderKit needs it: its idiom decides defaults such as
/// ``UIDragInteraction/isEnabledByDefault``.
@MainActor
public final class UIDevice {
    /// The device the process runs on.
    public static let current = UIDevice()
    /// The idiom. Default `.pad`: ResponderKit models iPadOS (pointer, scenes, drag and drop on by default).
    /// Settable, unlike UIKit's, so that tests and tools can stand for another device (behaviour 16.1).
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .pad

    private init() {}
}
