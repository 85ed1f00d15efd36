// The current path of the headless CGContext (behaviour 21.2): built with CoreGraphics' path methods,
// each point transformed by the transform in effect when it is added, as CoreGraphics does.

#if !canImport(CoreGraphics)
import Foundation

extension CGContext {
    /// Clears the current path.
    public func beginPath() { path = RecordedPath() }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point.applying(state.transform)) }

    /// Adds a line from the current point to `point`. Without a current point it does nothing.
    public func addLine(to point: CGPoint) { path.addLine(to: point.applying(state.transform)) }

    /// Starts a subpath at the first point and adds lines to the others.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) { path.add(RecordedPath.rect(rect, state.transform)) }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds the ellipse that fits in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) { path.add(RecordedPath.ellipse(in: rect, state.transform)) }

    /// Adds a cubic Bézier curve from the current point (flattened into line segments).
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard let start = path.currentPoint else { return }
        let t = state.transform
        let points = PathFlattening.cubic(
            from: start, to: end.applying(t), control1.applying(t), control2.applying(t))
        for point in points { path.addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve from the current point (flattened into line segments).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard let start = path.currentPoint else { return }
        let t = state.transform
        for point in PathFlattening.quadratic(from: start, to: end.applying(t), control.applying(t)) {
            path.addLine(to: point)
        }
    }

    /// Adds an arc of a circle (flattened into line segments), with a line from the current point to its
    /// start. `clockwise` is CoreGraphics': in a view's flipped coordinates, `false` runs with growing
    /// angles (the way that looks clockwise on screen).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let points = PathFlattening.arc(
            center: center, radius: radius, from: startAngle, to: endAngle, increasing: !clockwise)
        let t = state.transform
        for (index, point) in points.enumerated() {
            if index == 0 && path.currentPoint == nil {
                path.move(to: point.applying(t))
            } else {
                path.addLine(to: point.applying(t))
            }
        }
    }

    /// Closes the current subpath.
    public func closePath() { path.close() }

    /// Whether the current path has no points.
    public var isPathEmpty: Bool { path.isEmpty }

    /// The current point of the path, in the coordinates drawn in (`.zero` without one, as in CoreGraphics).
    public var currentPointOfPath: CGPoint {
        path.currentPoint.map { $0.applying(state.transform.inverted()) } ?? .zero
    }

    /// The bounding box of the current path, in the coordinates drawn in (`.null` when empty).
    public var boundingBoxOfPath: CGRect {
        let box = path.boundingBox
        return box.isNull ? box : box.applying(state.transform.inverted())
    }
}

/// A path in a context's base space: rectangles and ellipses that stay axis-aligned keep their shape, the
/// rest is polylines.
struct RecordedPath {
    private var shapes: [DrawnShape] = []
    /// The subpath being built.
    private var open: DrawnSubpath?
    /// The point the next line starts from: the last point added, or the start of a closed subpath.
    private(set) var currentPoint: CGPoint?

    var isEmpty: Bool { shapes.isEmpty && open == nil }

    mutating func move(to point: CGPoint) {
        finishSubpath()
        open = DrawnSubpath(points: [point], isClosed: false)
        currentPoint = point
    }

    mutating func addLine(to point: CGPoint) {
        guard let start = currentPoint else { return }
        if open == nil { open = DrawnSubpath(points: [start], isClosed: false) }
        open?.points.append(point)
        currentPoint = point
    }

    mutating func close() {
        guard var subpath = open else { return }
        subpath.isClosed = true
        shapes.append(.path([subpath]))
        open = nil
        currentPoint = subpath.points.first
    }

    mutating func add(_ shape: DrawnShape) {
        finishSubpath()
        shapes.append(shape)
        currentPoint = nil
    }

    private mutating func finishSubpath() {
        if let subpath = open { shapes.append(.path([subpath])) }
        open = nil
    }

    /// The shape a paint records: a lone rectangle or ellipse as itself, anything else as a path.
    var shape: DrawnShape? {
        var all = shapes
        if let open { all.append(.path([open])) }
        if all.count == 1, let only = all.first { return only }
        guard !all.isEmpty else { return nil }
        return .path(all.flatMap(RecordedPath.subpaths(of:)))
    }

    var boundingBox: CGRect {
        guard let shape else { return .null }
        return shape.boundingBox
    }

    private static func subpaths(of shape: DrawnShape) -> [DrawnSubpath] {
        switch shape {
        case .path(let subpaths): return subpaths
        case .rect(let rect):
            return [DrawnSubpath(points: corners(of: rect, .identity), isClosed: true)]
        case .ellipse(in: let rect):
            return [DrawnSubpath(points: ellipsePoints(in: rect, .identity), isClosed: true)]
        }
    }

    /// `rect` under `transform`: a rectangle while the transform keeps it axis-aligned, else its corners.
    static func rect(_ rect: CGRect, _ transform: CGAffineTransform) -> DrawnShape {
        if transform.b == 0 && transform.c == 0 { return .rect(rect.applying(transform)) }
        return .path([DrawnSubpath(points: corners(of: rect, transform), isClosed: true)])
    }

    /// The ellipse in `rect` under `transform`: an ellipse while the transform keeps it axis-aligned,
    /// else flattened.
    static func ellipse(in rect: CGRect, _ transform: CGAffineTransform) -> DrawnShape {
        if transform.b == 0 && transform.c == 0 { return .ellipse(in: rect.applying(transform)) }
        return .path([DrawnSubpath(points: ellipsePoints(in: rect, transform), isClosed: true)])
    }

    private static func corners(of rect: CGRect, _ transform: CGAffineTransform) -> [CGPoint] {
        PathFlattening.corners(of: rect).map { $0.applying(transform) }
    }

    private static func ellipsePoints(in rect: CGRect, _ transform: CGAffineTransform) -> [CGPoint] {
        PathFlattening.ellipse(in: rect).map { $0.applying(transform) }
    }
}
#endif
