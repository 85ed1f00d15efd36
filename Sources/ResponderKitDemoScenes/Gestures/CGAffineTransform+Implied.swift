import Foundation
import ResponderKit

/// The scale and angle of a transform made of a uniform scale and a rotation, as the photo example prints them.
extension CGAffineTransform {
    /// The scale of a transform made of a uniform scale and a rotation: the length of its x axis.
    public var impliedScale: CGFloat { CGFloat(hypot(a, b)) }

    /// The rotation of a transform made of a uniform scale and a rotation, in radians (positive is
    /// clockwise on screen).
    public var impliedAngle: CGFloat { CGFloat(atan2(b, a)) }
}
