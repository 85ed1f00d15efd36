import Foundation
import ResponderKit
import Testing

// Behaviour 1.1: converting points and rects between coordinate spaces goes
// through CGAffineTransform with CoreGraphics semantics (row vectors;
// translatedBy/scaledBy/rotated prepend; concatenating = "self then other").

private let tolerance: CGFloat = 1e-9

private func approx(_ lhs: CGFloat, _ rhs: CGFloat, _ eps: CGFloat = tolerance) -> Bool {
    abs(lhs - rhs) <= eps
}

private func approx(_ lhs: CGPoint, _ rhs: CGPoint, _ eps: CGFloat = tolerance) -> Bool {
    approx(lhs.x, rhs.x, eps) && approx(lhs.y, rhs.y, eps)
}

private func approx(_ lhs: CGSize, _ rhs: CGSize, _ eps: CGFloat = tolerance) -> Bool {
    approx(lhs.width, rhs.width, eps) && approx(lhs.height, rhs.height, eps)
}

private func approx(_ lhs: CGRect, _ rhs: CGRect, _ eps: CGFloat = tolerance) -> Bool {
    approx(lhs.origin, rhs.origin, eps) && approx(lhs.size, rhs.size, eps)
}

private func approx(_ lhs: CGAffineTransform, _ rhs: CGAffineTransform, _ eps: CGFloat = tolerance) -> Bool {
    approx(lhs.a, rhs.a, eps) && approx(lhs.b, rhs.b, eps)
        && approx(lhs.c, rhs.c, eps) && approx(lhs.d, rhs.d, eps)
        && approx(lhs.tx, rhs.tx, eps) && approx(lhs.ty, rhs.ty, eps)
}

@Suite("Geometry: CGAffineTransform and CGVector (behaviour 1.1 conversions rely on these)")
struct GeometryTests {

    // MARK: Initializers

    @Test("behaviour 1.1: identity has matrix [1 0 0 1 0 0] and maps points to themselves")
    func identity() {
        let t = CGAffineTransform.identity
        #expect(t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0)
        #expect(CGAffineTransform() == .identity)
        #expect(t.isIdentity)
        #expect(CGPoint(x: 3.5, y: -7).applying(t) == CGPoint(x: 3.5, y: -7))
        #expect(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) == .identity)
    }

    @Test("behaviour 1.1: init(a:b:c:d:tx:ty:) stores entries and maps x' = a*x + c*y + tx, y' = b*x + d*y + ty")
    func memberwiseInitAndRowVectorConvention() {
        let t = CGAffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
        #expect(t.a == 2 && t.b == 3 && t.c == 5 && t.d == 7 && t.tx == 11 && t.ty == 13)
        // (1, 1) -> (2 + 5 + 11, 3 + 7 + 13)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 18, y: 23))
        // (1, 0) -> (a + tx, b + ty); (0, 1) -> (c + tx, d + ty)
        #expect(CGPoint(x: 1, y: 0).applying(t) == CGPoint(x: 13, y: 16))
        #expect(CGPoint(x: 0, y: 1).applying(t) == CGPoint(x: 16, y: 20))
    }

    @Test("behaviour 1.1: init(translationX:y:) is [1 0 0 1 tx ty]")
    func translationInit() {
        let t = CGAffineTransform(translationX: 10, y: -4)
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -4))
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 11, y: -2))
    }

    @Test("behaviour 1.1: init(scaleX:y:) is [sx 0 0 sy 0 0]")
    func scaleInit() {
        let t = CGAffineTransform(scaleX: 2, y: 3)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 2, y: 6))
    }

    @Test("behaviour 1.1: init(rotationAngle:) is [cos sin -sin cos 0 0]")
    func rotationInit() {
        let angle: CGFloat = 0.3
        let t = CGAffineTransform(rotationAngle: angle)
        let expected = CGAffineTransform(
            a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
        #expect(approx(t, expected))
        #expect(CGAffineTransform(rotationAngle: 0) == .identity)
    }

    @Test("behaviour 1.1: rotation by .pi/2 maps (1,0) to (0,1) and (0,1) to (-1,0)")
    func rotationQuarterTurn() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(approx(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 1)))
        #expect(approx(CGPoint(x: 0, y: 1).applying(t), CGPoint(x: -1, y: 0)))
    }

    // MARK: Composition order

    @Test("behaviour 1.1: translatedBy prepends; concatenating appends")
    func translatedByPrepends() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let prepended = scale.translatedBy(x: 10, y: 0)
        let appended = scale.concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(approx(CGPoint.zero.applying(prepended), CGPoint(x: 20, y: 0)))
        #expect(approx(CGPoint.zero.applying(appended), CGPoint(x: 10, y: 0)))
        #expect(approx(prepended, CGAffineTransform(translationX: 10, y: 0).concatenating(scale)))
    }

    @Test("behaviour 1.1: scaledBy prepends the scale")
    func scaledByPrepends() {
        let translate = CGAffineTransform(translationX: 10, y: 5)
        let prepended = translate.scaledBy(x: 2, y: 3)
        #expect(approx(prepended, CGAffineTransform(scaleX: 2, y: 3).concatenating(translate)))
        // Scale first (1,1) -> (2,3), then translate -> (12, 8).
        #expect(approx(CGPoint(x: 1, y: 1).applying(prepended), CGPoint(x: 12, y: 8)))
        // Appending would give (1,1) -> (11,6) -> (22,18).
        let appended = translate.concatenating(CGAffineTransform(scaleX: 2, y: 3))
        #expect(approx(CGPoint(x: 1, y: 1).applying(appended), CGPoint(x: 22, y: 18)))
    }

    @Test("behaviour 1.1: rotated(by:) prepends the rotation")
    func rotatedPrepends() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let prepended = translate.rotated(by: .pi / 2)
        #expect(approx(prepended, CGAffineTransform(rotationAngle: .pi / 2).concatenating(translate)))
        // Rotate first (1,0) -> (0,1), then translate -> (10, 1).
        #expect(approx(CGPoint(x: 1, y: 0).applying(prepended), CGPoint(x: 10, y: 1)))
        // Appending: (1,0) -> (11,0) -> (0,11).
        let appended = translate.concatenating(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(approx(CGPoint(x: 1, y: 0).applying(appended), CGPoint(x: 0, y: 11)))
    }

    @Test("behaviour 1.1: t1.concatenating(t2) applies t1 then t2 (matrix product t1 * t2)")
    func concatenationOrder() {
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: -2, b: 0.5, c: 1, d: 3, tx: -7, ty: 8)
        let product = t1.concatenating(t2)
        // Hand-computed t1 * t2.
        let expected = CGAffineTransform(
            a: 1 * -2 + 2 * 1, b: 1 * 0.5 + 2 * 3,
            c: 3 * -2 + 4 * 1, d: 3 * 0.5 + 4 * 3,
            tx: 5 * -2 + 6 * 1 + -7, ty: 5 * 0.5 + 6 * 3 + 8)
        #expect(approx(product, expected))
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: -2), CGPoint(x: 3.25, y: 9)] {
            #expect(approx(p.applying(product), p.applying(t1).applying(t2)))
        }
        #expect(!approx(product, t2.concatenating(t1)))
        #expect(t1.concatenating(.identity) == t1)
        #expect(CGAffineTransform.identity.concatenating(t1) == t1)
    }

    // MARK: Inversion and identity

    @Test("behaviour 1.1: inverted() round-trips points")
    func invertedRoundTrips() {
        let t = CGAffineTransform(translationX: 12, y: -3)
            .scaledBy(x: 2, y: 0.5)
            .rotated(by: 0.7)
        let inverse = t.inverted()
        #expect(approx(t.concatenating(inverse), .identity))
        #expect(approx(inverse.concatenating(t), .identity))
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 7), CGPoint(x: -100, y: 42.5)] {
            #expect(approx(p.applying(t).applying(inverse), p))
            #expect(approx(p.applying(inverse).applying(t), p))
        }
        let translation = CGAffineTransform(translationX: 4, y: 9).inverted()
        #expect(approx(translation, CGAffineTransform(translationX: -4, y: -9)))
    }

    @Test("behaviour 1.1: inverted() returns self for singular matrices")
    func invertedSingularReturnsSelf() {
        let zeroScale = CGAffineTransform(scaleX: 0, y: 3)
        #expect(zeroScale.inverted() == zeroScale)
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(singular.inverted() == singular)
        let allZero = CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 1)
        #expect(allZero.inverted() == allZero)
    }

    @Test("behaviour 1.1: isIdentity is true only for the identity matrix")
    func isIdentity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform().isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(!CGAffineTransform(scaleX: 1, y: -1).isIdentity)
        #expect(!CGAffineTransform(rotationAngle: 0.1).isIdentity)
        let t = CGAffineTransform(scaleX: 3, y: 3)
        #expect(!t.isIdentity)
        #expect(t.concatenating(t.inverted()).isIdentity)
    }

    @Test("behaviour 1.1: Equatable/Hashable and description match CoreGraphics' printed form")
    func equatableHashableDescription() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(t != .identity)
        #if !canImport(CoreGraphics)
        // Hashable and CustomStringConvertible are guaranteed by the Linux
        // implementation; CoreGraphics' own type may not declare them.
        #expect(Set([t, t, .identity]).count == 2)
        #expect(
            CGAffineTransform.identity.description
                == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)")
        #expect("\(t)" == "CGAffineTransform(a: 1.0, b: 2.0, c: 3.0, d: 4.0, tx: 5.0, ty: 6.0)")
        #endif
    }

    // MARK: Applying to sizes and rects

    @Test("behaviour 1.1: CGSize.applying ignores translation")
    func sizeApplyingIgnoresTranslation() {
        let size = CGSize(width: 10, height: 4)
        #expect(size.applying(CGAffineTransform(translationX: 100, y: 200)) == size)
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 50, y: 60)
        #expect(approx(size.applying(t), CGSize(width: 20, height: 12)))
        // Rotation by pi/2: (w, h) -> (-h, w), not made positive (CoreGraphics behaviour).
        let rotated = size.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(approx(rotated, CGSize(width: -4, height: 10)))
    }

    @Test("behaviour 1.1: CGPoint.applying uses the translation")
    func pointApplyingTranslates() {
        let t = CGAffineTransform(translationX: 100, y: 200)
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 101, y: 202))
    }

    @Test("behaviour 1.1: CGRect.applying gives the bounding box of a 45 degree rotation")
    func rectApplyingRotationBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 2, height: 2)
        let result = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let s = CGFloat(2).squareRoot()
        // Corners: (0,0)->(0,0), (2,0)->(s,s), (0,2)->(-s,s), (2,2)->(0,2s).
        #expect(approx(result, CGRect(x: -s, y: 0, width: 2 * s, height: 2 * s)))
    }

    @Test("behaviour 1.1: CGRect.applying translates, scales, flips and standardizes")
    func rectApplyingGeneral() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(approx(rect.applying(.identity), rect))
        #expect(
            approx(
                rect.applying(CGAffineTransform(translationX: 10, y: 20)),
                CGRect(x: 11, y: 22, width: 3, height: 4)))
        // Negative scale flips but the result is standardized.
        #expect(
            approx(
                rect.applying(CGAffineTransform(scaleX: -1, y: 2)),
                CGRect(x: -4, y: 4, width: 3, height: 8)))
        // A non-standard input rect is standardized first.
        let negative = CGRect(x: 4, y: 6, width: -3, height: -4)
        #expect(approx(negative.applying(.identity), rect))
        #expect(
            approx(
                negative.applying(CGAffineTransform(translationX: 1, y: 1)),
                CGRect(x: 2, y: 3, width: 3, height: 4)))
    }

    @Test("behaviour 1.1: CGRect.applying leaves a null rect null")
    func rectApplyingNull() {
        let result = CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5).rotated(by: 1))
        #expect(result.isNull)
    }

    // MARK: CGVector

    @Test("behaviour 1.1: CGVector initializers for CGFloat, Double and Int, and zero")
    func vectorInits() {
        let v0 = CGVector()
        #expect(v0.dx == 0 && v0.dy == 0)
        #expect(v0 == .zero)
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))

        let fromCGFloat = CGVector(dx: CGFloat(1.5), dy: CGFloat(-2))
        #expect(fromCGFloat.dx == 1.5 && fromCGFloat.dy == -2)

        let fromDouble = CGVector(dx: Double(1.5), dy: Double(-2))
        #expect(fromDouble == fromCGFloat)

        let fromInt = CGVector(dx: Int(3), dy: Int(-4))
        #expect(fromInt.dx == 3 && fromInt.dy == -4)

        let literal = CGVector(dx: 3, dy: -4)
        #expect(literal == fromInt)

        var mutable = CGVector.zero
        mutable.dx = 7
        mutable.dy = 8
        #expect(mutable == CGVector(dx: 7, dy: 8))
        #if !canImport(CoreGraphics)
        #expect(Set([mutable, CGVector(dx: 7, dy: 8), .zero]).count == 2)
        #expect(CGVector(dx: 1, dy: 2).description == "CGVector(dx: 1.0, dy: 2.0)")
        #endif
    }
}
