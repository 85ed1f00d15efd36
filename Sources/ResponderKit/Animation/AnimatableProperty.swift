import Foundation

/// The view properties an animation block animates, each as a vector of numbers so that every
/// animation adds to the model value the same way (docs/behaviour/animation.md, 19.1): the presented
/// value is the model value plus, for each animation in flight, (start − end) × (1 − progress).
///
/// A frame is not a property of its own: setting it changes ``UIView/center`` and ``UIView/bounds``,
/// and those animate, as a layer's position and bounds do in UIKit. A transform is interpolated in its
/// decomposed form (scales, rotation, shear, translation), as Core Animation does, so a rotation turns
/// rather than shrinking through the halfway matrix.
enum AnimatableProperty: Int, Sendable, CaseIterable {
    case center, bounds, alpha, transform, backgroundColor
    /// The view's drawn contents, which a transition animates (`UIView.transition`): no value to
    /// present (nothing is drawn), but the view is animating while its track lasts.
    case contents

    /// The layer key path Core Animation names the property's animations by (``CALayer/animationKeys()``).
    var layerKeyPath: String {
        switch self {
        case .center: "position"
        case .bounds: "bounds"
        case .alpha: "opacity"
        case .transform: "transform"
        case .backgroundColor: "backgroundColor"
        case .contents: "contents"
        }
    }

    /// The property's value on `view`, read from the model (what the view's getters return).
    @MainActor
    func components(of view: UIView) -> SIMD8<Double> {
        switch self {
        case .center:
            let c = view.center
            return SIMD8(Double(c.x), Double(c.y), 0, 0, 0, 0, 0, 0)
        case .bounds:
            let b = view.bounds
            return SIMD8(Double(b.origin.x), Double(b.origin.y), Double(b.width), Double(b.height), 0, 0, 0, 0)
        case .alpha:
            return SIMD8(Double(view.alpha), 0, 0, 0, 0, 0, 0, 0)
        case .transform:
            return Self.decompose(view.transform)
        case .backgroundColor:
            // No color animates as clear, as a layer's nil background does.
            let c = view.backgroundColor?.rgbaComponents ?? (red: 0, green: 0, blue: 0, alpha: 0)
            return SIMD8(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha), 0, 0, 0, 0)
        case .contents:
            return .zero
        }
    }

    /// `end − start` folded so that a rotation takes the shorter way round.
    func difference(from start: SIMD8<Double>, to end: SIMD8<Double>) -> SIMD8<Double> {
        var delta = end - start
        if self == .transform { delta[2] = remainder(delta[2], 2 * Double.pi) }
        return delta
    }

    /// Sets the property of `view` to `value` (a model change; the caller makes sure it is not recorded).
    @MainActor
    func apply(_ value: SIMD8<Double>, to view: UIView) {
        switch self {
        case .center: view.center = CGPoint(x: value[0], y: value[1])
        case .bounds: view.bounds = CGRect(x: value[0], y: value[1], width: value[2], height: value[3])
        case .alpha: view.alpha = CGFloat(value[0])
        case .transform: view.transform = Self.compose(value)
        case .backgroundColor:
            view.backgroundColor = UIColor(
                red: CGFloat(value[0]), green: CGFloat(value[1]), blue: CGFloat(value[2]), alpha: CGFloat(value[3]))
        case .contents: break
        }
    }

    /// A transform as (x scale, y scale, rotation, shear, tx, ty): the matrix's columns are the rotation
    /// applied to an upper-triangular [sx shear; 0 sy] (a QR decomposition).
    static func decompose(_ t: CGAffineTransform) -> SIMD8<Double> {
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
        let sx = (a * a + b * b).squareRoot()
        let angle = sx == 0 ? 0 : atan2(b, a)
        let cosine = cos(angle), sine = sin(angle)
        let shear = c * cosine + d * sine
        let sy = d * cosine - c * sine
        return SIMD8(sx, sy, angle, shear, Double(t.tx), Double(t.ty), 0, 0)
    }

    /// The transform `decompose(_:)` took apart.
    static func compose(_ v: SIMD8<Double>) -> CGAffineTransform {
        let sx = v[0], sy = v[1], cosine = cos(v[2]), sine = sin(v[2]), shear = v[3]
        return CGAffineTransform(
            a: CGFloat(sx * cosine), b: CGFloat(sx * sine),
            c: CGFloat(shear * cosine - sy * sine), d: CGFloat(shear * sine + sy * cosine),
            tx: CGFloat(v[4]), ty: CGFloat(v[5]))
    }
}
