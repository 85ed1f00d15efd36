import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIBezierPath and UIGraphicsImageRenderer (behaviour 21.3 and 21.1; Apple's UIBezierPath pages:
// init(rect:), init(ovalIn:), init(roundedRect:cornerRadius:), fill() "paints the region enclosed by the
// receiver's path using the current drawing properties", stroke(), lineWidth "The default line width is
// 1.0", contains(_:); UIGraphicsImageRenderer's image(actions:)).
@Suite("Drawing: UIBezierPath and UIGraphicsImageRenderer (behaviour 21.3)")
@MainActor
struct BezierPathAndRendererTests {
    @Test("behaviour 21.3: paths contain the points inside them")
    func containsPoints() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(CGPoint(x: 50, y: 25)))
        #expect(!oval.contains(CGPoint(x: 2, y: 2)))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        #expect(rounded.contains(CGPoint(x: 10, y: 50)))
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)), "outside the rounded corner")
        #expect(rounded.bounds.insetBy(dx: -1e-9, dy: -1e-9).contains(CGRect(x: 0, y: 0, width: 100, height: 100)))
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 10, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 10))
        triangle.close()
        #expect(triangle.contains(CGPoint(x: 2, y: 2)))
        #expect(!triangle.contains(CGPoint(x: 8, y: 8)))
        #expect(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).contains(CGPoint(x: 1, y: 1)))
        #expect(UIBezierPath().isEmpty)
    }

    @Test("behaviour 21.1: an image renderer runs its actions with a current context, and the image has its size")
    func rendererImage() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20))
        var sawContext = false
        let image = renderer.image { ctx in
            sawContext = UIGraphicsGetCurrentContext() === ctx.cgContext
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
            let path = UIBezierPath(rect: CGRect(x: 2, y: 2, width: 5, height: 5))
            path.lineWidth = 4
            UIColor.red.setStroke()
            path.stroke()
        }
        #expect(sawContext)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(image.scale == UIScreen.main.scale)
        #if !canImport(CoreGraphics)
        #expect(
            image.drawing?.operations == [
                DrawingOperation(
                    paint: .fill(UIColor.blue.cgColor), shape: .rect(CGRect(x: 0, y: 0, width: 30, height: 20))),
                DrawingOperation(
                    paint: .stroke(UIColor.red.cgColor, lineWidth: 4),
                    shape: .rect(CGRect(x: 2, y: 2, width: 5, height: 5))),
            ])
        #endif
    }

    @Test("behaviour 21.3: fill() and stroke() draw into the current context of draw(_:), with the path's line width")
    func pathsInDraw() {
        final class Badge: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.green.setFill()
                UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
                let line = UIBezierPath()
                line.move(to: CGPoint(x: 0, y: 0))
                line.addLine(to: CGPoint(x: bounds.width, y: bounds.height))
                line.lineWidth = 2
                line.stroke()
            }
        }
        let scene = TestScene()
        let badge = scene.add(Badge(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
        scene.application.runUntilIdle()
        #if !canImport(CoreGraphics)
        #expect(
            badge.lastDrawing?.record.operations == [
                DrawingOperation(
                    paint: .fill(UIColor.green.cgColor), shape: .ellipse(in: CGRect(x: 2, y: 2, width: 16, height: 16))),
                DrawingOperation(
                    paint: .stroke(.black, lineWidth: 2),
                    shape: .path([DrawnSubpath(points: [.zero, CGPoint(x: 20, y: 20)], isClosed: false)])),
            ])
        #else
        #expect(badge.lastDrawing != nil)
        #endif
    }
}
