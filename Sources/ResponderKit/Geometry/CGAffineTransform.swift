// CGAffineTransform for platforms without CoreGraphics (Linux).
//
// On Apple platforms CoreGraphics' own `CGAffineTransform` is used and this
// file compiles to nothing. The semantics below mirror CoreGraphics exactly,
// which differs from Foundation's `AffineTransform` in the order in which
// `translatedBy`, `scaledBy` and `rotated` compose.

#if !canImport(CoreGraphics)
import Foundation

/// A 2D affine transformation matrix, with the semantics of CoreGraphics'
/// `CGAffineTransform`.
///
/// The matrix is
///
/// ```
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
///
/// and uses the *row-vector* convention: a point `(x, y)` is treated as the
/// row vector `[x y 1]` and multiplied on the left, so it maps to
///
/// ```
/// x' = a * x + c * y + tx
/// y' = b * x + d * y + ty
/// ```
///
/// Because of this convention, the product `t1 * t2` means "apply `t1`, then
/// `t2`" (see ``concatenating(_:)``), and the convenience methods
/// ``translatedBy(x:y:)``, ``scaledBy(x:y:)`` and ``rotated(by:)`` *prepend*
/// their operation, exactly as `CGAffineTransformTranslate`,
/// `CGAffineTransformScale` and `CGAffineTransformRotate` do.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The entry at row 1, column 1: the x-axis contribution to x'.
    public var a: CGFloat
    /// The entry at row 1, column 2: the x-axis contribution to y'.
    public var b: CGFloat
    /// The entry at row 2, column 1: the y-axis contribution to x'.
    public var c: CGFloat
    /// The entry at row 2, column 2: the y-axis contribution to y'.
    public var d: CGFloat
    /// The entry at row 3, column 1: the translation added to x'.
    public var tx: CGFloat
    /// The entry at row 3, column 2: the translation added to y'.
    public var ty: CGFloat

    /// Creates the identity transform (`a = d = 1`, all other entries `0`).
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Creates a transform from its six matrix entries.
    ///
    /// A point `(x, y)` maps to `(a*x + c*y + tx, b*x + d*y + ty)`.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform, which maps every point to itself.
    public static let identity = CGAffineTransform()

    /// Creates a pure translation: `[1 0 0 1 tx ty]`.
    ///
    /// Equivalent to `CGAffineTransformMakeTranslation(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a pure scale about the origin: `[sx 0 0 sy 0 0]`.
    ///
    /// Equivalent to `CGAffineTransformMakeScale(sx, sy)`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a rotation about the origin by `angle` radians:
    /// `[cos sin -sin cos 0 0]`.
    ///
    /// With the row-vector convention a positive angle maps `(1, 0)` towards
    /// `(0, 1)` (counter-clockwise in a y-up system, clockwise on a y-down
    /// screen). Equivalent to `CGAffineTransformMakeRotation(angle)`.
    public init(rotationAngle angle: CGFloat) {
        let sine = CGFloat(sin(Double(angle)))
        let cosine = CGFloat(cos(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this transform equals ``identity``.
    ///
    /// Equivalent to `CGAffineTransformIsIdentity`.
    public var isIdentity: Bool {
        self == .identity
    }

    /// Returns the matrix product `self * t2`: the transform that applies
    /// `self` first and then `t2`.
    ///
    /// Equivalent to `CGAffineTransformConcat(self, t2)`. For a point `p`,
    /// `p.applying(t1.concatenating(t2)) == p.applying(t1).applying(t2)`
    /// (up to rounding).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Returns this transform with a translation *prepended*: the result
    /// translates by `(tx, ty)` first and then applies `self`.
    ///
    /// Equivalent to `CGAffineTransformTranslate(self, tx, ty)`, i.e.
    /// `CGAffineTransform(translationX: tx, y: ty).concatenating(self)`.
    /// (Foundation's `AffineTransform.translate` composes the other way.)
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(
            a: a, b: b, c: c, d: d,
            tx: self.tx + tx * a + ty * c,
            ty: self.ty + tx * b + ty * d
        )
    }

    /// Returns this transform with a scale *prepended*: the result scales by
    /// `(sx, sy)` about the origin first and then applies `self`.
    ///
    /// Equivalent to `CGAffineTransformScale(self, sx, sy)`, i.e.
    /// `CGAffineTransform(scaleX: sx, y: sy).concatenating(self)`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: a * sx, b: b * sx, c: c * sy, d: d * sy, tx: tx, ty: ty)
    }

    /// Returns this transform with a rotation *prepended*: the result rotates
    /// by `angle` radians about the origin first and then applies `self`.
    ///
    /// Equivalent to `CGAffineTransformRotate(self, angle)`, i.e.
    /// `CGAffineTransform(rotationAngle: angle).concatenating(self)`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns the inverse transform, or `self` unchanged if the matrix is
    /// singular (determinant `a*d - b*c` equal to zero).
    ///
    /// Equivalent to `CGAffineTransformInvert`, which also returns its input
    /// when the transform cannot be inverted.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
    }

    /// A textual representation in the same format Swift prints for
    /// CoreGraphics' transform, e.g.
    /// `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)`.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}
#endif
