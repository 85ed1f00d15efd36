import Foundation
import ResponderKit
import Testing

// Geometry fidelity. Apple's UIView.frame page: the frame is derived from center, bounds and
// transform, and is undefined when the transform is not the identity. ResponderKit sets it as a CALayer
// does (Apple's CALayer.frame page: "a function of the bounds, anchorPoint and position"): for scales,
// flips and translations the frame reads back as set; with a rotation only the position moves
// (docs/decisions.md, "Frame and transforms"). Setting the frame a view already has changes nothing.

@Suite("Frame and transforms")
@MainActor
struct FrameTransformTests {
    @Test("v.frame = v.frame changes nothing, exactly, with or without a transform")
    func reassigningFrameIsExact() {
        let transforms: [CGAffineTransform] = [
            .identity,
            CGAffineTransform(scaleX: 3, y: 7),
            CGAffineTransform(translationX: 0.1, y: 0.7).scaledBy(x: 0.3, y: 1.1),
            CGAffineTransform(rotationAngle: 0.3),
        ]
        for transform in transforms {
            let view = UIView()
            view.bounds = CGRect(x: 0.3, y: 0.1, width: 0.7, height: 10.1)
            view.center = CGPoint(x: 0.1, y: 1.0 / 3.0)
            view.transform = transform
            let before = (view.bounds, view.center)
            view.frame = view.frame
            #expect(view.bounds == before.0)
            #expect(view.center == before.1)
        }
    }

    @Test("Under a scale, the frame reads back as set; the bounds take the unscaled size")
    func scaleKeepsRectangle() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 2, y: 4)
        view.frame = CGRect(x: 20, y: 40, width: 100, height: 80)
        #expect(view.frame == CGRect(x: 20, y: 40, width: 100, height: 80))
        #expect(view.bounds.size == CGSize(width: 50, height: 20))
        #expect(view.center == CGPoint(x: 70, y: 80))
    }

    @Test("Under a translation and a flip, the frame reads back as set")
    func translationAndFlipKeepRectangle() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(translationX: 15, y: -5).scaledBy(x: -1, y: 2)
        view.frame = CGRect(x: 100, y: 200, width: 30, height: 40)
        #expect(view.frame == CGRect(x: 100, y: 200, width: 30, height: 40))
        #expect(view.bounds.size == CGSize(width: 30, height: 20))
        #expect(view.center == CGPoint(x: 100, y: 225))
    }

    @Test("Under a rotation, setting the frame moves its center there and keeps the bounds")
    func rotationMovesOnly() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = CGRect(x: 100, y: 100, width: 60, height: 60)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(view.center == CGPoint(x: 130, y: 130))
        #expect(abs(view.frame.midX - 130) < 1e-9 && abs(view.frame.midY - 130) < 1e-9)
    }

    @Test("With the identity transform, frame sets center and bounds size and keeps the bounds origin")
    func identityFrame() {
        let view = UIView()
        view.bounds.origin = CGPoint(x: 5, y: 6)
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(view.center == CGPoint(x: 25, y: 40))
        #expect(view.bounds == CGRect(x: 5, y: 6, width: 30, height: 40))
    }
}
