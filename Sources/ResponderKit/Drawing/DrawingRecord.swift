import Foundation

// What a view drew, as the headless graphics context records it (behaviour 21.2). Nothing is
// rasterized: each fill, stroke and clear is kept as its shape, paint and state, in the coordinates of the
// context's base space (during `draw(_:)`, the view's own: its top left at zero, in points), with the
// transform in effect applied.

/// A shape a drawing operation painted, in the context's base space.
public enum DrawnShape: Equatable, Sendable {
    /// A rectangle that stayed axis-aligned under the transform in effect.
    case rect(CGRect)
    /// An ellipse that fits in the rectangle, which stayed axis-aligned under the transform in effect.
    case ellipse(in: CGRect)
    /// A path: its subpaths as polylines (curves, and rectangles or ellipses under a rotation or a skew,
    /// are flattened into line segments).
    case path([DrawnSubpath])

    /// The smallest rectangle that contains the shape.
    public var boundingBox: CGRect {
        switch self {
        case .rect(let rect), .ellipse(in: let rect): return rect
        case .path(let subpaths): return PathFlattening.boundingBox(of: subpaths.lazy.flatMap(\.points))
        }
    }
}

/// One subpath of a drawn path: its points in order, and whether it was closed.
public struct DrawnSubpath: Equatable, Sendable {
    /// The points, in the context's base space.
    public var points: [CGPoint]
    /// Whether the subpath was closed (its last point joined to its first).
    public var isClosed: Bool

    /// Creates a subpath.
    public init(points: [CGPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

/// One operation a graphics context recorded: what was painted, how, and the state it was painted in.
public struct DrawingOperation: Equatable, Sendable {
    /// How the shape was painted.
    public enum Paint: Equatable, Sendable {
        /// Filled with the fill color.
        case fill(CGColor)
        /// Stroked with the stroke color and the line width (in the coordinates the path was drawn in,
        /// before the transform).
        case stroke(CGColor, lineWidth: CGFloat)
        /// Cleared to transparent (`clear(_:)`).
        case clear
    }

    /// The paint.
    public var paint: Paint
    /// The shape painted.
    public var shape: DrawnShape
    /// The context's alpha when it was painted (`setAlpha(_:)`), 1 unless set.
    public var alpha: CGFloat
    /// The clip in effect, as a rectangle in the base space; nil when nothing clipped the operation.
    public var clip: CGRect?

    /// Creates an operation.
    public init(paint: Paint, shape: DrawnShape, alpha: CGFloat = 1, clip: CGRect? = nil) {
        self.paint = paint
        self.shape = shape
        self.alpha = alpha
        self.clip = clip
    }
}

/// The operations a graphics context recorded, bounded: past ``limit`` operations, later ones are
/// counted in ``droppedCount`` rather than kept.
public struct DrawingRecord: Equatable, Sendable {
    /// The most operations a record keeps.
    public static let limit = 1_000

    /// The operations kept, in the order they were drawn.
    public private(set) var operations: [DrawingOperation] = []
    /// How many operations were drawn past ``limit`` and not kept.
    public private(set) var droppedCount = 0

    /// Creates an empty record.
    public init() {}

    /// Keeps `operation`, or counts it as dropped when the record is full.
    mutating func append(_ operation: DrawingOperation) {
        if operations.count < DrawingRecord.limit {
            operations.append(operation)
        } else {
            droppedCount += 1
        }
    }
}

/// What a view drew the last time the display pass called its ``UIView/draw(_:)``.
public struct ViewDrawing: Equatable, Sendable {
    /// The rectangle passed to `draw(_:)`: the view's bounds, or the part of them marked by
    /// ``UIView/setNeedsDisplay(_:)``.
    public var rect: CGRect
    /// The operations the view drew into the context (empty where CoreGraphics is available: there a
    /// real bitmap context is drawn into and nothing is recorded).
    public var record: DrawingRecord
}
