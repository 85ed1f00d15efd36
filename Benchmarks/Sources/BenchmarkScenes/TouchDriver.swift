import Foundation
import ResponderKit

/// Feeds digitizer frames into an application the way a 120 Hz touchscreen driver does, without
/// allocating once warmed up: the contacts live in one array whose storage is reused for every frame
/// (the application releases its reference once the frame is dispatched), and the path the fingers
/// follow is computed in advance.
///
/// The fingers move together on a closed loop: the group travels on an ellipse (40 × 25 pt), turns by up
/// to 0.3 rad and scales by up to 20% around its centroid, so a pan, a pinch and a rotation all see
/// change on every frame, forever, without drifting off the view.
@MainActor
public final class TouchDriver {
    /// The application receiving the frames.
    public let application: UIApplication
    /// The time between two frames: a 120 Hz digitizer.
    public static let sampleInterval: TimeInterval = 1.0 / 120
    /// The number of frames of one loop of the path (2 s).
    public static let pathLength = 240

    private var contacts: [TouchContact] = []
    private var landing: [CGPoint] = []
    private var centroid = CGPoint.zero
    private var nextID = 1
    private var step = 0
    private let path: [(dx: CGFloat, dy: CGFloat, angle: CGFloat, scale: CGFloat)]

    /// Creates a driver for `application`, whose clock must be a ``VirtualClock``.
    public init(application: UIApplication) {
        self.application = application
        path = (0..<Self.pathLength).map { index in
            let phase = 2 * CGFloat.pi * CGFloat(index) / CGFloat(Self.pathLength)
            return (40 * sin(phase), 25 * (1 - cos(phase)), 0.3 * sin(phase), 1 + 0.2 * sin(phase))
        }
        contacts.reserveCapacity(10)
        landing.reserveCapacity(10)
    }

    /// The application's current time.
    public var now: TimeInterval { application.clock.now }

    /// Puts fingers down at `points` (screen points) one sample interval from now and dispatches them.
    public func down(at points: [CGPoint]) {
        contacts.removeAll(keepingCapacity: true)
        landing.removeAll(keepingCapacity: true)
        var sum = CGPoint.zero
        for point in points {
            contacts.append(TouchContact(id: nextID, location: point))
            landing.append(point)
            nextID += 1
            sum.x += point.x
            sum.y += point.y
        }
        centroid = CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
        step = 0
        send()
    }

    /// Moves every finger one step along the path and dispatches the frame.
    public func move() {
        step = step + 1 == Self.pathLength ? 0 : step + 1
        let p = path[step]
        let cosine = cos(p.angle) * p.scale, sine = sin(p.angle) * p.scale
        for index in contacts.indices {
            let x = landing[index].x - centroid.x, y = landing[index].y - centroid.y
            contacts[index].location = CGPoint(
                x: centroid.x + p.dx + x * cosine - y * sine,
                y: centroid.y + p.dy + x * sine + y * cosine)
        }
        send()
    }

    /// Moves the fingers `count` times.
    public func move(times count: Int) {
        for _ in 0..<count { move() }
    }

    /// Lifts every finger where it is and dispatches the frame.
    public func lift() {
        for index in contacts.indices { contacts[index].state = .lifted }
        send()
        contacts.removeAll(keepingCapacity: true)
    }

    /// Lets `interval` seconds pass with no finger down, so that pending timers (a tap waiting for a
    /// double tap) fire and the next touch starts a new sequence.
    public func settle(for interval: TimeInterval = 1) {
        application.advance(by: interval)
    }

    private func send() {
        let time = now + Self.sampleInterval
        application.enqueue(.digitizer(DigitizerFrame(timestamp: time, contacts: contacts)))
        application.run(until: time)
    }
}
