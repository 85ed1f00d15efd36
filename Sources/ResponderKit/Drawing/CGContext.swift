// CGContext for platforms without CoreGraphics (Linux): a headless graphics context that records what is
// drawn into it instead of rasterizing it (behaviour 21.2).
//
// On Apple platforms CoreGraphics' own `CGContext` is used and this file compiles to nothing. The methods
// keep CoreGraphics' Swift names and signatures, so drawing code compiles unchanged.

#if !canImport(CoreGraphics)
import Foundation

/// The rule that decides which areas a path fills, as CoreGraphics names it. Recorded paths keep their
/// points only: the rule changes nothing headless.
public enum CGPathFillRule: Int, Sendable {
    /// The nonzero winding number rule.
    case winding = 0
    /// The even-odd rule.
    case evenOdd = 1
}

/// A headless Quartz drawing destination. Nothing is rasterized: each fill, stroke and clear is recorded
/// (``record``) with the transform in effect applied, in the context's base space. The graphics state
/// (colors, line width, alpha, transform, clip) is saved and restored as CoreGraphics does.
///
/// During ``UIView/draw(_:)`` the base space is the view's own, in points, its top left at zero: the
/// transform starts as a translation by minus the bounds' origin (the identity for most views), where
/// UIKit's also holds the screen scale and a flip of the y axis (docs/decisions.md, "Headless drawing").
public final class CGContext {
    /// The graphics state that `saveGState()` saves.
    struct GraphicsState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var lineWidth: CGFloat = 1
        var alpha: CGFloat = 1
        var transform = CGAffineTransform.identity
        var clip: CGRect?
    }

    var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// The current path, in the base space (points are transformed as they are added, as in CoreGraphics).
    var path = RecordedPath()

    /// What was drawn into the context so far.
    public private(set) var record = DrawingRecord()

    /// Creates an empty context: identity transform, no clip, black fill and stroke, line width 1.
    /// ResponderKit's own initializer: CoreGraphics makes contexts with its bitmap functions, and UIKit
    /// hands them out in ``UIView/draw(_:)`` and ``UIGraphicsImageRenderer``.
    public init() {}

    // MARK: Graphics state

    /// Pushes a copy of the graphics state onto the stack.
    public func saveGState() {
        savedStates.append(state)
    }

    /// Sets the graphics state to the one most recently saved. Without a saved state it does nothing.
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// Sets the fill color.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }

    /// Sets the fill color from red, green, blue and alpha components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill color to a gray level.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }

    /// Sets the stroke color.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the stroke color from red, green, blue and alpha components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke color to a gray level.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the line width used by strokes. Default 1.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }

    /// Sets the opacity that every later operation is painted with. Default 1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }

    // MARK: Transform

    /// The current transformation matrix: from the coordinates drawn in to the base space.
    public var ctm: CGAffineTransform { state.transform }

    /// Moves the origin of the coordinates drawn in.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        state.transform = state.transform.translatedBy(x: tx, y: ty)
    }

    /// Scales the coordinates drawn in.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { state.transform = state.transform.scaledBy(x: sx, y: sy) }

    /// Rotates the coordinates drawn in by `angle` radians.
    public func rotate(by angle: CGFloat) { state.transform = state.transform.rotated(by: angle) }

    /// Applies `transform` before the current transformation matrix.
    public func concatenate(_ transform: CGAffineTransform) {
        state.transform = transform.concatenating(state.transform)
    }

    // MARK: Clipping

    /// Intersects the clip with `rect`. The clip is kept as a rectangle in the base space: under a rotation
    /// or a skew, the transformed rectangle's bounding box.
    public func clip(to rect: CGRect) {
        let box = rect.applying(state.transform)
        state.clip = state.clip.map { $0.intersection(box) } ?? box
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        guard let first = rects.first else { return }
        clip(to: rects.dropFirst().reduce(first) { $0.union($1) })
    }

    /// Intersects the clip with the current path's bounding box, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let box = path.boundingBox
        path = RecordedPath()
        state.clip = state.clip.map { $0.intersection(box) } ?? box
    }

    /// The clip's bounding box in the coordinates drawn in (infinite when nothing clips).
    public var boundingBoxOfClipPath: CGRect {
        guard let clip = state.clip else { return .infinite }
        return clip.applying(state.transform.inverted())
    }

    // MARK: Painting

    /// Paints `rect` with the fill color.
    public func fill(_ rect: CGRect) {
        paint(.fill(state.fillColor), RecordedPath.rect(rect, state.transform))
    }

    /// Paints each of `rects` with the fill color.
    public func fill(_ rects: [CGRect]) {
        for rect in rects { fill(rect) }
    }

    /// Paints the outline of `rect` with the stroke color and line width.
    public func stroke(_ rect: CGRect) {
        paint(.stroke(state.strokeColor, lineWidth: state.lineWidth), RecordedPath.rect(rect, state.transform))
    }

    /// Paints the outline of `rect` with the stroke color and a line width of `width`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        paint(.stroke(state.strokeColor, lineWidth: width), RecordedPath.rect(rect, state.transform))
    }

    /// Paints the ellipse that fits in `rect` with the fill color. The current path is cleared.
    public func fillEllipse(in rect: CGRect) {
        path = RecordedPath()
        paint(.fill(state.fillColor), RecordedPath.ellipse(in: rect, state.transform))
    }

    /// Paints the outline of the ellipse that fits in `rect`. The current path is cleared.
    public func strokeEllipse(in rect: CGRect) {
        path = RecordedPath()
        paint(.stroke(state.strokeColor, lineWidth: state.lineWidth), RecordedPath.ellipse(in: rect, state.transform))
    }

    /// Paints transparent black over `rect`.
    public func clear(_ rect: CGRect) {
        paint(.clear, RecordedPath.rect(rect, state.transform))
    }

    /// Paints the area inside the current path with the fill color, then clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paintPath(.fill(state.fillColor))
    }

    /// Paints a line along the current path with the stroke color and line width, then clears the path.
    public func strokePath() {
        paintPath(.stroke(state.strokeColor, lineWidth: state.lineWidth))
    }

    /// Strokes a line between each pair of points (`points[0]` to `points[1]`, `points[2]` to
    /// `points[3]`...). The current path is cleared.
    public func strokeLineSegments(between points: [CGPoint]) {
        path = RecordedPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    private func paintPath(_ paint: DrawingOperation.Paint) {
        let shape = path.shape
        path = RecordedPath()
        guard let shape else { return }
        self.paint(paint, shape)
    }

    private func paint(_ paint: DrawingOperation.Paint, _ shape: DrawnShape) {
        record.append(DrawingOperation(paint: paint, shape: shape, alpha: state.alpha, clip: state.clip))
    }
}
#endif
