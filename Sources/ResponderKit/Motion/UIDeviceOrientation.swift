import Foundation

/// The physical orientation of the device, as ``UIDevice/orientation`` reports it (behaviour 8.8), with
/// UIKit's raw values. It says how the device is held, not how the interface is drawn: ResponderKit does
/// not rotate the interface when it changes.
public enum UIDeviceOrientation: Int, Sendable, CaseIterable {
    /// The orientation is not known: notifications are not being generated, or no sample has come yet.
    case unknown = 0
    /// Upright, the front camera (the top of the screen) at the top.
    case portrait = 1
    /// Upright but upside down, the top of the screen at the bottom.
    case portraitUpsideDown = 2
    /// On its side, the top of the screen to the left (the home button on the right).
    case landscapeLeft = 3
    /// On its side, the top of the screen to the right (the home button on the left).
    case landscapeRight = 4
    /// Flat, the screen facing up.
    case faceUp = 5
    /// Flat, the screen facing down.
    case faceDown = 6

    /// Whether the orientation is `.portrait` or `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is `.landscapeLeft` or `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the orientation is `.faceUp` or `.faceDown`.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take: portrait or landscape.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
