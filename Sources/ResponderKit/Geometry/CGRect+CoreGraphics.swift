import Foundation

// CoreGraphics' rules where swift-corelibs-foundation's differ (docs/decisions.md, "Geometry: CoreGraphics'
// rules where Foundation on Linux differs"): ResponderKit decides with these on every platform.

extension CGRect {
    /// Whether the two rectangles overlap in an area, as CoreGraphics' `CGRectIntersectsRect` decides:
    /// rectangles that only share an edge or a corner, and an empty rectangle, do not intersect.
    /// (Foundation on Linux calls every pair whose intersection is not null intersecting, edges included.)
    public func intersectsInArea(_ other: CGRect) -> Bool {
        !intersection(other).isEmpty
    }
}
