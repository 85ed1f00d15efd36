import Foundation

/// Curves as line segments: the headless context records paths as polylines, and ``UIBezierPath`` tests
/// points against them (behaviour 21.2).
enum PathFlattening {
    /// Line segments a curve is flattened into.
    static let curveSegments = 16
    /// Line segments a full turn of an ellipse or arc is flattened into.
    static let turnSegments = 32

    /// The points of a cubic Bézier curve after `start`, `end` last.
    static func cubic(from start: CGPoint, to end: CGPoint, _ c1: CGPoint, _ c2: CGPoint) -> [CGPoint] {
        (1...curveSegments).map { step in
            let u = CGFloat(step) / CGFloat(curveSegments), v = 1 - u
            let a = v * v * v, b = 3 * v * v * u, c = 3 * v * u * u, d = u * u * u
            return CGPoint(
                x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y)
        }
    }

    /// The points of a quadratic Bézier curve after `start`, `end` last.
    static func quadratic(from start: CGPoint, to end: CGPoint, _ control: CGPoint) -> [CGPoint] {
        (1...curveSegments).map { step in
            let u = CGFloat(step) / CGFloat(curveSegments), v = 1 - u
            return CGPoint(
                x: v * v * start.x + 2 * v * u * control.x + u * u * end.x,
                y: v * v * start.y + 2 * v * u * control.y + u * u * end.y)
        }
    }

    /// The points of an arc, its start first; `increasing` runs from `start` with growing angles (at most
    /// a full turn).
    static func arc(center: CGPoint, radius: CGFloat, from start: CGFloat, to end: CGFloat, increasing: Bool)
        -> [CGPoint]
    {
        let fullTurn = 2 * CGFloat.pi
        var sweep = end - start
        if increasing {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
        } else if sweep > 0 {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn
        }
        sweep = max(-fullTurn, min(fullTurn, sweep))
        let segments = max(1, Int((abs(sweep) / fullTurn * CGFloat(turnSegments)).rounded(.up)))
        return (0...segments).map { step in
            let angle = start + sweep * CGFloat(step) / CGFloat(segments)
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// The points around the ellipse that fits in `rect`.
    static func ellipse(in rect: CGRect) -> [CGPoint] {
        let r = rect.standardized
        return (0..<turnSegments).map { index in
            let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(turnSegments)
            return CGPoint(x: r.midX + r.width / 2 * cos(angle), y: r.midY + r.height / 2 * sin(angle))
        }
    }

    /// The corners of `rect`, clockwise on screen from the top left.
    static func corners(of rect: CGRect) -> [CGPoint] {
        let r = rect.standardized
        return [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
            CGPoint(x: r.minX, y: r.maxY),
        ]
    }

    /// The smallest rectangle that contains the points (`.null` when there are none).
    static func boundingBox<Points: Sequence<CGPoint>>(of points: Points) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for point in points {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the polygons (each implicitly closed), by the nonzero winding rule or
    /// the even-odd rule.
    static func contains(_ point: CGPoint, in polygons: [[CGPoint]], evenOdd: Bool) -> Bool {
        var winding = 0
        var crossings = 0
        for polygon in polygons where polygon.count > 2 {
            var previous = polygon[polygon.count - 1]
            for current in polygon {
                if (previous.y <= point.y) != (current.y <= point.y) {
                    let x = previous.x + (point.y - previous.y) / (current.y - previous.y) * (current.x - previous.x)
                    if x > point.x {
                        crossings += 1
                        winding += current.y > previous.y ? 1 : -1
                    }
                }
                previous = current
            }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }
}
