// `applying(_:)` for CGPoint, CGSize and CGRect on platforms without
// CoreGraphics (Linux).
//
// swift-corelibs-foundation on Linux declares none of these (its
// `AffineTransform` uses `transform(_:)` instead), so there is no clash. On
// Apple platforms CoreGraphics provides them and this file compiles to
// nothing.

#if !canImport(CoreGraphics)
import Foundation

extension CGPoint {
    /// Returns the point transformed by `t`, using the row-vector convention
    /// of CoreGraphics:
    /// `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`.
    ///
    /// Equivalent to `CGPointApplyAffineTransform(self, t)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(
            x: t.a * x + t.c * y + t.tx,
            y: t.b * x + t.d * y + t.ty
        )
    }
}

extension CGSize {
    /// Returns the size transformed by `t`, ignoring the translation
    /// components (`tx`, `ty`): `width' = a*width + c*height`,
    /// `height' = b*width + d*height`.
    ///
    /// As in CoreGraphics the result is not made non-negative; a rotation or
    /// a negative scale can produce negative components. Equivalent to
    /// `CGSizeApplyAffineTransform(self, t)`.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(
            width: t.a * width + t.c * height,
            height: t.b * width + t.d * height
        )
    }
}

extension CGRect {
    /// Returns the smallest rectangle that contains the four corners of this
    /// rectangle transformed by `t`.
    ///
    /// The rectangle is standardized first (negative widths or heights are
    /// normalized), and the result is always standardized. A null rectangle
    /// (`CGRect.null`) is returned unchanged. Equivalent to
    /// `CGRectApplyAffineTransform(self, t)`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let rect = standardized
        let minX = rect.minX, minY = rect.minY
        let maxX = rect.maxX, maxY = rect.maxY
        let corners = [
            CGPoint(x: minX, y: minY).applying(t),
            CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t),
            CGPoint(x: maxX, y: maxY).applying(t),
        ]
        var lowX = corners[0].x, highX = corners[0].x
        var lowY = corners[0].y, highY = corners[0].y
        for corner in corners.dropFirst() {
            lowX = Swift.min(lowX, corner.x)
            highX = Swift.max(highX, corner.x)
            lowY = Swift.min(lowY, corner.y)
            highY = Swift.max(highY, corner.y)
        }
        return CGRect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
    }
}
#endif
