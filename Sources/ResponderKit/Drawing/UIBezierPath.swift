import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A path of lines and curves in a view's coordinates, drawn into the current graphics context by
/// ``fill()`` and ``stroke()`` and tested against points by ``contains(_:)`` (behaviour 21.3).
///
/// ResponderKit keeps its elements and replays them into the context with CoreGraphics' path methods;
/// ``contains(_:)`` tests against the path with its curves flattened into short line segments. There is
/// no `cgPath`, dash pattern or line cap and join here.
open class UIBezierPath {
    /// One element of the path, in the path's coordinates.
    enum Element {
        case move(CGPoint)
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        case quadCurve(CGPoint, CGPoint)
        /// An arc; `clockwise` is UIKit's (growing angles in a view's coordinates).
        case arc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool)
        case rect(CGRect)
        case oval(CGRect)
        case close
    }

    var elements: [Element] = []

    /// The width of the line ``stroke()`` draws. Default 1.
    open var lineWidth: CGFloat = 1

    /// Whether ``fill()`` and ``contains(_:)`` use the even-odd rule rather than the nonzero winding rule.
    /// Default `false`.
    open var usesEvenOddFillRule = false

    /// Creates an empty path.
    public init() {}

    /// Creates a closed path around `rect`.
    public convenience init(rect: CGRect) {
        self.init()
        elements = [.rect(rect)]
    }

    /// Creates a closed path around the ellipse that fits in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        elements = [.oval(rect)]
    }

    /// Creates a closed path around `rect` with corners rounded to `cornerRadius` (at most half the
    /// shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
        guard radius > 0 else {
            elements = [.rect(rect)]
            return
        }
        let half = CGFloat.pi / 2
        move(to: CGPoint(x: r.minX + radius, y: r.minY))
        addArc(
            withCenter: CGPoint(x: r.maxX - radius, y: r.minY + radius), radius: radius, startAngle: -half,
            endAngle: 0, clockwise: true)
        addArc(
            withCenter: CGPoint(x: r.maxX - radius, y: r.maxY - radius), radius: radius, startAngle: 0,
            endAngle: half, clockwise: true)
        addArc(
            withCenter: CGPoint(x: r.minX + radius, y: r.maxY - radius), radius: radius, startAngle: half,
            endAngle: 2 * half, clockwise: true)
        addArc(
            withCenter: CGPoint(x: r.minX + radius, y: r.minY + radius), radius: radius, startAngle: 2 * half,
            endAngle: 3 * half, clockwise: true)
        close()
    }

    /// Creates an open path along an arc of a circle; `clockwise` runs with growing angles.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { elements.append(.move(point)) }

    /// Adds a straight line from the current point to `point`.
    open func addLine(to point: CGPoint) { elements.append(.line(point)) }

    /// Adds a cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(endPoint, controlPoint1, controlPoint2))
    }

    /// Adds a quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        elements.append(.quadCurve(endPoint, controlPoint))
    }

    /// Adds an arc of a circle, with a line from the current point to its start; `clockwise` runs with
    /// growing angles (clockwise on screen).
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        elements.append(.arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
    }

    /// Closes the current subpath with a line to its first point.
    open func close() { elements.append(.close) }

    /// Removes every element.
    open func removeAllPoints() { elements.removeAll() }

    /// Adds the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { elements += bezierPath.elements }

    /// Whether the path has no elements.
    open var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle that contains the path's points (`.null` when empty).
    open var bounds: CGRect { PathFlattening.boundingBox(of: polygons().joined()) }

    /// Whether `point` is inside the area the path encloses (each subpath closed), by the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        PathFlattening.contains(point, in: polygons(), evenOdd: usesEvenOddFillRule)
    }

    // MARK: Drawing

    /// Paints the area the path encloses with the current context's fill color. Does nothing without a
    /// current context.
    @MainActor
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        addElements(to: context)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Paints a line of ``lineWidth`` along the path with the current context's stroke color. Does nothing
    /// without a current context.
    @MainActor
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        addElements(to: context)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the area the path encloses (headless, with the path's
    /// bounding box). Does nothing without a current context.
    @MainActor
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        addElements(to: context)
        context.clip()
    }

    private func addElements(to context: CGContext) {
        context.beginPath()
        for element in elements {
            switch element {
            case .move(let point): context.move(to: point)
            case .line(let point): context.addLine(to: point)
            case .curve(let end, let c1, let c2): context.addCurve(to: end, control1: c1, control2: c2)
            case .quadCurve(let end, let control): context.addQuadCurve(to: end, control: control)
            case .arc(let center, let radius, let start, let end, let clockwise):
                // CoreGraphics' `clockwise` is the other way round in a view's flipped coordinates.
                context.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: !clockwise)
            case .rect(let rect): context.addRect(rect)
            case .oval(let rect): context.addEllipse(in: rect)
            case .close: context.closePath()
            }
        }
    }

    /// The subpaths as polygons, curves flattened.
    private func polygons() -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        func finish() {
            if !current.isEmpty { polygons.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                current = [point]
            case .line(let point):
                current.append(point)
            case .curve(let end, let c1, let c2):
                if let start = current.last { current += PathFlattening.cubic(from: start, to: end, c1, c2) }
            case .quadCurve(let end, let control):
                if let start = current.last { current += PathFlattening.quadratic(from: start, to: end, control) }
            case .arc(let center, let radius, let start, let end, let clockwise):
                current += PathFlattening.arc(
                    center: center, radius: radius, from: start, to: end, increasing: clockwise)
            case .rect(let rect):
                finish()
                polygons.append(PathFlattening.corners(of: rect))
            case .oval(let rect):
                finish()
                polygons.append(PathFlattening.ellipse(in: rect))
            case .close:
                let start = current.first
                finish()
                if let start { current = [start] }
            }
        }
        finish()
        return polygons.filter { $0.count > 1 }
    }
}

extension UIColor {
    /// Makes the color the current context's fill and stroke color.
    @MainActor
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes the color the current context's fill color. Does nothing without a current context.
    @MainActor
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes the color the current context's stroke color. Does nothing without a current context.
    @MainActor
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
