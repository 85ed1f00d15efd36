import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The display pass (behaviour 21.1; Apple's UIView pages: draw(_:) "is called when a view is first
// displayed or when an event occurs that invalidates a visible part of the view"; setNeedsDisplay() and
// setNeedsDisplay(_:) "The view is not actually redrawn until the next drawing cycle"; ContentMode.redraw
// "redisplay the view when the bounds change by invoking the setNeedsDisplay() method").

/// The typical drawing code the display pass supports, compiled unchanged from an iOS project.
@MainActor
private final class PatternView: UIView {
    var drawnRects: [CGRect] = []
    var hadContext: [Bool] = []

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        hadContext.append(UIGraphicsGetCurrentContext() != nil)
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setFillColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1)
        ctx.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        ctx.fill(rect)
        ctx.strokeEllipse(in: CGRect(origin: CGPoint(x: 10, y: 10), size: CGSize(width: 20, height: 20)))
    }
}

/// A subclass of a drawing view that does not override draw(_:) itself: it still draws.
@MainActor
private final class PatternSubview: UIViewWithPattern {}

@MainActor
private class UIViewWithPattern: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1 }
}

/// A scene showing `view`, after the run that draws it the first time.
@MainActor
private func shownAndDrawn<View: UIView>(_ view: View) -> (scene: TestScene, view: View) {
    let scene = TestScene()
    scene.add(view)
    scene.application.runUntilIdle()
    return (scene, view)
}

@Suite("Drawing: the display pass (behaviour 21.1)")
@MainActor
struct DisplayPassTests {
    @Test(
        "behaviour 21.1: a view that overrides draw(_:) is drawn with its bounds in the pass after it enters a window")
    func drawnWhenFirstShown() {
        let scene = TestScene()
        let view = PatternView(frame: CGRect(x: 5, y: 5, width: 40, height: 50))
        #expect(view.lastDrawing == nil)
        scene.add(view)
        #expect(view.drawnRects == [], "drawing waits for the run loop's pass")
        scene.application.runUntilIdle()
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 40, height: 50)])
        #expect(view.hadContext == [true])
        let gray = CGColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1)
        let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        #expect(
            view.lastDrawing?.record.operations == [
                DrawingOperation(paint: .fill(gray), shape: .rect(CGRect(x: 0, y: 0, width: 40, height: 50))),
                DrawingOperation(
                    paint: .stroke(black, lineWidth: 1),
                    shape: .ellipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))),
            ])
        #expect(view.lastDrawing?.rect == CGRect(x: 0, y: 0, width: 40, height: 50))
        scene.application.runUntilIdle()
        #expect(view.drawnRects.count == 1, "nothing marked it again")
    }

    @Test("behaviour 21.2: a view whose bounds' origin moved draws in its bounds and is recorded from its top left")
    func boundsOrigin() {
        let scene = TestScene()
        let view = scene.add(PatternView(frame: CGRect(x: 0, y: 0, width: 40, height: 30)))
        view.bounds.origin = CGPoint(x: 0, y: 100)
        scene.application.runUntilIdle()
        #expect(view.drawnRects == [CGRect(x: 0, y: 100, width: 40, height: 30)])
        #expect(view.lastDrawing?.record.operations.first?.shape == .rect(CGRect(x: 0, y: 0, width: 40, height: 30)))
        #expect(
            view.lastDrawing?.record.operations.last?.shape
                == .ellipse(in: CGRect(x: 10, y: -90, width: 20, height: 20)))
    }

    @Test("behaviour 21.1: UIGraphicsGetCurrentContext() is nil outside draw(_:)")
    func noContextOutsideDraw() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        _ = shownAndDrawn(PatternView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("behaviour 21.1: a view out of a window is not drawn; it is drawn once it enters one")
    func notDrawnOutOfWindow() {
        let scene = TestScene()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = PatternView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        container.addSubview(view)
        view.setNeedsDisplay()
        scene.application.runUntilIdle()
        #expect(view.drawnRects == [])
        scene.add(container)
        scene.application.runUntilIdle()
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 30, height: 30)])
    }

    @Test("behaviour 21.1: several setNeedsDisplay() make one draw(_:) with the bounds, before the next input")
    func marksCoalesce() {
        let (scene, view) = shownAndDrawn(PatternView(frame: CGRect(x: 0, y: 0, width: 60, height: 60)))
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        view.setNeedsDisplay(CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(view.drawnRects.count == 1)
        scene.touches.tap(at: CGPoint(x: 200, y: 200))
        #expect(view.drawnRects.count == 2)
        #expect(view.drawnRects.last == CGRect(x: 0, y: 0, width: 60, height: 60))
    }

    @Test("behaviour 21.1: setNeedsDisplay(_:) draws the union of the marked rectangles, within the bounds")
    func markedRectsUnion() {
        let (scene, view) = shownAndDrawn(PatternView(frame: CGRect(x: 0, y: 0, width: 60, height: 60)))
        view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        view.setNeedsDisplay(CGRect(x: 30, y: 20, width: 40, height: 10))
        scene.application.runUntilIdle()
        #expect(view.drawnRects.last == CGRect(x: 10, y: 10, width: 50, height: 20))
        view.setNeedsDisplay(CGRect(x: 100, y: 100, width: 10, height: 10))
        scene.application.runUntilIdle()
        #expect(view.drawnRects.count == 2, "a rectangle outside the bounds has nothing to draw")
    }

    @Test("behaviour 21.1: a hidden view keeps its mark and is drawn when it (or its ancestor) is shown")
    func hiddenViewsWait() {
        let scene = TestScene()
        let container = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let view = PatternView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        container.addSubview(view)
        container.isHidden = true
        scene.application.runUntilIdle()
        #expect(view.drawnRects == [])
        container.isHidden = false
        scene.application.runUntilIdle()
        #expect(view.drawnRects.count == 1)
        view.isHidden = true
        view.setNeedsDisplay()
        scene.application.runUntilIdle()
        #expect(view.drawnRects.count == 1)
        view.isHidden = false
        scene.application.runUntilIdle()
        #expect(view.drawnRects.count == 2)
    }

    @Test("behaviour 21.1: contentMode .redraw draws again when the bounds' size changes; other modes do not")
    func redrawContentMode() {
        let scene = TestScene()
        let redrawing = scene.add(PatternView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
        redrawing.contentMode = .redraw
        let scaling = scene.add(PatternView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
        scene.application.runUntilIdle()
        redrawing.frame.size = CGSize(width: 40, height: 30)
        scaling.frame.size = CGSize(width: 40, height: 30)
        redrawing.frame.origin = CGPoint(x: 5, y: 5)
        scene.application.runUntilIdle()
        #expect(
            redrawing.drawnRects == [
                CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 0, y: 0, width: 40, height: 30),
            ])
        #expect(scaling.drawnRects.count == 1)
        redrawing.frame.origin = CGPoint(x: 50, y: 50)
        scene.application.runUntilIdle()
        #expect(redrawing.drawnRects.count == 2, "moving the view is not a change of size")
    }

    @Test("behaviour 21.1: a view without area is not drawn until it has one")
    func emptyViewWaits() {
        let (scene, view) = shownAndDrawn(PatternView(frame: .zero))
        #expect(view.drawnRects == [])
        view.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        scene.application.runUntilIdle()
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 8, height: 8)])
    }

    @Test("behaviour 21.1: a subclass inherits its superclass's draw(_:); a plain view has no drawing")
    func overrideDetection() {
        let scene = TestScene()
        let inherited = scene.add(PatternSubview(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let plain = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        plain.setNeedsDisplay()
        scene.application.runUntilIdle()
        #expect(inherited.draws == 1)
        #expect(inherited.lastDrawing?.record.operations == [])
        #expect(plain.lastDrawing == nil)
    }

    @Test("behaviour 21.1: a draw(_:) that marks its view again is drawn in the next pass, not in a loop")
    func markingDuringDraw() {
        final class Restless: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                setNeedsDisplay()
            }
        }
        let (scene, view) = shownAndDrawn(Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(view.draws == 1)
        scene.application.runUntilIdle()
        #expect(view.draws == 2)
    }
}
