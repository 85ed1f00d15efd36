import Foundation
import ResponderKit
import Testing

// The headless CGContext (behaviour 21.2): CoreGraphics' method names and signatures (Apple's CGContext
// pages: fill(_:), stroke(_:), fillEllipse(in:), strokeEllipse(in:) "The current path is cleared as a side
// effect", addRect(_:), addEllipse(in:), move(to:), addLine(to:), closePath(), fillPath(using:),
// strokePath(), clip(to:), saveGState()/restoreGState(), translateBy(x:y:), scaleBy(x:y:), rotate(by:),
// ctm, clear(_:), setAlpha(_:)), recording what is drawn with the transform in effect applied.
#if !canImport(CoreGraphics)
@Suite("Drawing: the headless CGContext (behaviour 21.2)")
struct HeadlessContextTests {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    @Test("behaviour 21.2: fills and strokes record their shape, color, line width, alpha and clip")
    func paintsAreRecorded() {
        let ctx = CGContext()
        ctx.setFillColor(red)
        ctx.setStrokeColor(gray: 0.5, alpha: 1)
        ctx.setLineWidth(3)
        ctx.fill([CGRect(x: 0, y: 0, width: 5, height: 5), CGRect(x: 10, y: 0, width: 5, height: 5)])
        ctx.setAlpha(0.5)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 8, height: 8))
        ctx.stroke(CGRect(x: 1, y: 1, width: 2, height: 2))
        ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 2))
        ctx.clear(CGRect(x: 0, y: 0, width: 1, height: 1))
        let gray = CGColor(gray: 0.5, alpha: 1)
        let clip = CGRect(x: 0, y: 0, width: 8, height: 8)
        #expect(
            ctx.record.operations == [
                DrawingOperation(paint: .fill(red), shape: .rect(CGRect(x: 0, y: 0, width: 5, height: 5))),
                DrawingOperation(paint: .fill(red), shape: .rect(CGRect(x: 10, y: 0, width: 5, height: 5))),
                DrawingOperation(
                    paint: .stroke(gray, lineWidth: 3), shape: .rect(CGRect(x: 1, y: 1, width: 2, height: 2)),
                    alpha: 0.5,
                    clip: clip),
                DrawingOperation(
                    paint: .fill(red), shape: .ellipse(in: CGRect(x: 0, y: 0, width: 4, height: 2)), alpha: 0.5,
                    clip: clip),
                DrawingOperation(
                    paint: .clear, shape: .rect(CGRect(x: 0, y: 0, width: 1, height: 1)), alpha: 0.5, clip: clip),
            ])
        #expect(ctx.boundingBoxOfClipPath == clip)
    }

    @Test("behaviour 21.2: the transform in effect is applied; saveGState()/restoreGState() bring the state back")
    func transformsAndState() {
        let ctx = CGContext()
        ctx.saveGState()
        ctx.translateBy(x: 10, y: 20)
        ctx.scaleBy(x: 2, y: 2)
        ctx.setFillColor(red)
        #expect(ctx.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20))
        ctx.fill(CGRect(x: 1, y: 1, width: 3, height: 4))
        ctx.restoreGState()
        #expect(ctx.ctm == .identity)
        ctx.fill(CGRect(x: 1, y: 1, width: 3, height: 4))
        ctx.rotate(by: .pi / 2)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let operations = ctx.record.operations
        #expect(operations.count == 3)
        #expect(
            operations[0]
                == DrawingOperation(paint: .fill(red), shape: .rect(CGRect(x: 12, y: 22, width: 6, height: 8))))
        #expect(
            operations[1]
                == DrawingOperation(paint: .fill(.black), shape: .rect(CGRect(x: 1, y: 1, width: 3, height: 4))))
        guard case .path(let subpaths) = operations[2].shape else {
            Issue.record("a rotated rectangle is recorded as a path: \(operations[2].shape)")
            return
        }
        #expect(subpaths.count == 1 && subpaths[0].isClosed && subpaths[0].points.count == 4)
        let box = operations[2].shape.boundingBox
        #expect(abs(box.minX + 1) < 1e-9 && abs(box.maxX) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxY - 2) < 1e-9)
    }

    @Test("behaviour 21.2: a path of lines is recorded as its points; a lone rectangle path as a rectangle")
    func paths() {
        let ctx = CGContext()
        ctx.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        ctx.addLine(to: CGPoint(x: 0, y: 10))
        ctx.closePath()
        #expect(!ctx.isPathEmpty)
        #expect(ctx.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.strokePath()
        #expect(ctx.isPathEmpty)
        ctx.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        ctx.fillPath()
        ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.addRect(CGRect(x: 5, y: 5, width: 1, height: 1))
        ctx.beginPath()
        ctx.fillPath()
        #expect(
            ctx.record.operations == [
                DrawingOperation(
                    paint: .stroke(.black, lineWidth: 1),
                    shape: .path([
                        DrawnSubpath(
                            points: [
                                CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10),
                            ], isClosed: true)
                    ])),
                DrawingOperation(paint: .fill(.black), shape: .rect(CGRect(x: 1, y: 2, width: 3, height: 4))),
            ], "beginPath() cleared the ellipse and rectangle, and filling an empty path records nothing")
    }

    @Test("behaviour 21.2: past the record's limit, operations are counted as dropped")
    func boundedRecord() {
        let ctx = CGContext()
        for _ in 0..<(DrawingRecord.limit + 7) { ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        #expect(ctx.record.operations.count == DrawingRecord.limit)
        #expect(ctx.record.droppedCount == 7)
    }

    @Test("behaviour 21.1: UIGraphicsPushContext makes a context current until UIGraphicsPopContext")
    @MainActor
    func pushAndPop() {
        let ctx = CGContext()
        UIGraphicsPushContext(ctx)
        #expect(UIGraphicsGetCurrentContext() === ctx)
        UIColor.red.setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(
            ctx.record.operations == [
                DrawingOperation(
                    paint: .fill(UIColor.red.cgColor), shape: .rect(CGRect(x: 0, y: 0, width: 1, height: 1)))
            ])
    }
}
#endif
