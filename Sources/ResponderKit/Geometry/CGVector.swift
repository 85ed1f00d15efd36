// CGVector for platforms without CoreGraphics (Linux).
//
// On Apple platforms CoreGraphics' own `CGVector` is used and this file
// compiles to nothing.

#if !canImport(CoreGraphics)
import Foundation

/// A two-dimensional vector, with the semantics of CoreGraphics' `CGVector`.
///
/// `dx` and `dy` are the components along the x and y axes, in the same
/// units as the points they relate (typically points of the view's
/// coordinate space).
public struct CGVector: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// Creates the zero vector `(0, 0)`.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// Creates a vector from `CGFloat` components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from `Double` components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector from `Int` components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector `(0, 0)`.
    public static let zero = CGVector()

    /// A textual representation in the same format Swift prints for
    /// CoreGraphics' vector, e.g. `CGVector(dx: 1.0, dy: 2.0)`.
    public var description: String {
        "CGVector(dx: \(dx), dy: \(dy))"
    }
}
#endif
