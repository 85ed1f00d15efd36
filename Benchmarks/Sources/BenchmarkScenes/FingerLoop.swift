import Foundation

/// The closed loop the benchmark fingers follow, shared by ``TouchDriver`` (ResponderKit) and
/// ``BaselineTouchDispatch`` (the hand-written baseline), so that both measured loops compute the same
/// finger positions at the same cost.
///
/// The fingers move together: the group travels on an ellipse (40 × 25 pt), turns by up to 0.3 rad and
/// scales by up to 20% around its centroid, so a pan, a pinch and a rotation all see change on every
/// frame, forever, without drifting off the view. The path is computed in advance; nothing allocates once
/// the fingers landed (the landing points' storage is kept from one landing to the next).
public struct FingerLoop {
    /// The number of frames of one loop of the path (2 s at 120 Hz).
    public static let pathLength = 240

    private let path: [(dx: CGFloat, dy: CGFloat, angle: CGFloat, scale: CGFloat)]
    private var landing: [CGPoint] = []
    private var centroid = CGPoint.zero
    private var step = 0
    private var offset = CGPoint.zero
    private var cosine: CGFloat = 1
    private var sine: CGFloat = 0

    /// Creates the loop, with no finger down.
    public init() {
        path = (0..<Self.pathLength).map { index in
            let phase = 2 * CGFloat.pi * CGFloat(index) / CGFloat(Self.pathLength)
            return (40 * sin(phase), 25 * (1 - cos(phase)), 0.3 * sin(phase), 1 + 0.2 * sin(phase))
        }
        landing.reserveCapacity(10)
    }

    /// The number of fingers down.
    public var count: Int { landing.count }

    /// Puts fingers down at `points` and restarts the loop there.
    public mutating func land(at points: [CGPoint]) {
        landing.removeAll(keepingCapacity: true)
        var sum = CGPoint.zero
        for point in points {
            landing.append(point)
            sum.x += point.x
            sum.y += point.y
        }
        centroid = CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
        step = 0
        offset = .zero
        cosine = 1
        sine = 0
    }

    /// Moves the group one step along the path; ``location(ofFinger:)`` then gives the new positions.
    public mutating func advance() {
        step = step + 1 == Self.pathLength ? 0 : step + 1
        let p = path[step]
        offset = CGPoint(x: p.dx, y: p.dy)
        cosine = cos(p.angle) * p.scale
        sine = sin(p.angle) * p.scale
    }

    /// Where finger `index` (in landing order) is now.
    public func location(ofFinger index: Int) -> CGPoint {
        let x = landing[index].x - centroid.x, y = landing[index].y - centroid.y
        return CGPoint(
            x: centroid.x + offset.x + x * cosine - y * sine,
            y: centroid.y + offset.y + x * sine + y * cosine)
    }
}
