import Foundation

/// Autoresizing (Apple's `UIView.autoresizingMask` and `UIView.AutoresizingMask` pages): when a view's
/// bounds size changes and its `autoresizesSubviews` is true, each subview with a non-empty mask is
/// resized at once, before any layout pass: along each axis the change of the superview's size is
/// shared among the subview's flexible parts (leading margin, size, trailing margin) in proportion to
/// their current sizes, or equally when those sizes add up to zero.
extension UIView {
    /// Which parts of a view grow or shrink when its superview's bounds size changes.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The bits, UIKit's values (`UIViewAutoresizing`).
        public let rawValue: UInt
        /// Creates a mask from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The distance to the superview's left edge changes.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width changes.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge changes.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge changes.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height changes.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge changes.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews that have an autoresizing mask after this view's bounds size changed from
    /// `oldSize`. Allocates nothing.
    func autoresizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = storedBoundsSize
        var index = 0
        while index < subviews.count {
            let subview = subviews[index]
            index += 1
            let mask = subview.autoresizingMask
            guard !mask.isEmpty else { continue }
            let frame = subview.frame
            let x = Self.autoresize(
                origin: frame.minX, length: frame.width, in: oldSize.width, to: newSize.width,
                leading: mask.contains(.flexibleLeftMargin), length: mask.contains(.flexibleWidth),
                trailing: mask.contains(.flexibleRightMargin))
            let y = Self.autoresize(
                origin: frame.minY, length: frame.height, in: oldSize.height, to: newSize.height,
                leading: mask.contains(.flexibleTopMargin), length: mask.contains(.flexibleHeight),
                trailing: mask.contains(.flexibleBottomMargin))
            subview.frame = CGRect(x: x.origin, y: y.origin, width: x.length, height: y.length)
        }
    }

    /// One axis of autoresizing: shares `newExtent - oldExtent` among the flexible parts.
    private static func autoresize(
        origin: CGFloat, length: CGFloat, in oldExtent: CGFloat, to newExtent: CGFloat,
        leading: Bool, length flexibleLength: Bool, trailing: Bool
    )
        -> (origin: CGFloat, length: CGFloat)
    {
        let delta = newExtent - oldExtent
        guard delta != 0 else { return (origin, length) }
        let shares = autoresizingShares(
            origin: origin, length: length, in: oldExtent, leading: leading, length: flexibleLength,
            trailing: trailing)
        guard shares.divisor != 0 else { return (origin, length) }
        return (
            origin + delta * shares.origin / shares.divisor, max(0, length + delta * shares.length / shares.divisor)
        )
    }

    /// How a change of the superview's extent is shared along one axis: the origin moves by
    /// `change × origin / divisor` and the length grows by `change × length / divisor` (the flexible parts in
    /// proportion to their sizes, or equally when those add up to zero). The one sharing rule, used by
    /// autoresizing and by the constraints Auto Layout makes from an autoresizing mask
    /// (Layout/LayoutEngine+Autoresizing.swift). A zero divisor: no flexible part, nothing changes.
    static func autoresizingShares(
        origin: CGFloat, length: CGFloat, in oldExtent: CGFloat, leading: Bool, length flexibleLength: Bool,
        trailing: Bool
    ) -> (origin: CGFloat, length: CGFloat, divisor: CGFloat) {
        guard leading || flexibleLength || trailing else { return (0, 0, 0) }
        let trailingMargin = oldExtent - origin - length
        let leadingPart = leading ? origin : 0
        let lengthPart = flexibleLength ? length : 0
        let trailingPart = trailing ? trailingMargin : 0
        let total = leadingPart + lengthPart + trailingPart
        if total != 0 { return (leadingPart, lengthPart, total) }
        let count = CGFloat((leading ? 1 : 0) + (flexibleLength ? 1 : 0) + (trailing ? 1 : 0))
        return (leading ? 1 : 0, flexibleLength ? 1 : 0, count)
    }
}
