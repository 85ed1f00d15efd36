import Foundation

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
