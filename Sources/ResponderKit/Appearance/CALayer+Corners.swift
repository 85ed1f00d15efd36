import Foundation

/// The curve of a layer's rounded corners, with Core Animation's names (``CALayer/cornerCurve``). Stored
/// only: nothing is drawn.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle. The default.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A curve that continues the straight edge smoothly, as iOS's own rounded views use.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// The corners of a layer that ``CALayer/cornerRadius`` rounds, with Core Animation's names and raw values
/// (``CALayer/maskedCorners``). Stored only.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner in UIKit's coordinates.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner in UIKit's coordinates.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner in UIKit's coordinates.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner in UIKit's coordinates.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
