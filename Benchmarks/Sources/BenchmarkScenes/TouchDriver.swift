import Foundation
import ResponderKit

/// Feeds digitizer frames into an application the way a 120 Hz touchscreen driver does, without
/// allocating once warmed up: the contacts live in one array whose storage is reused for every frame
/// (the application releases its reference once the frame is dispatched), and the path the fingers
/// follow is computed in advance.
///
/// The fingers move together on a closed loop (``FingerLoop``, which the hand-written baseline follows
/// too): the group travels on an ellipse, turns and scales, so a pan, a pinch and a rotation all see
/// change on every frame, forever, without drifting off the view.
@MainActor
public final class TouchDriver {
    /// The application receiving the frames.
    public let application: UIApplication
    /// The time between two frames: a 120 Hz digitizer.
    public static let sampleInterval: TimeInterval = 1.0 / 120
    /// The number of frames of one loop of the path (2 s).
    public static let pathLength = FingerLoop.pathLength

    private var contacts: [TouchContact] = []
    private var loop = FingerLoop()
    private var nextID = 1

    /// Creates a driver for `application`, whose clock must be a ``VirtualClock``.
    public init(application: UIApplication) {
        self.application = application
        contacts.reserveCapacity(10)
    }

    /// The application's current time.
    public var now: TimeInterval { application.clock.now }

    /// Puts fingers down at `points` (screen points) one sample interval from now and dispatches them.
    public func down(at points: [CGPoint]) {
        contacts.removeAll(keepingCapacity: true)
        for point in points {
            contacts.append(TouchContact(id: nextID, location: point))
            nextID += 1
        }
        loop.land(at: points)
        send()
    }

    /// Moves every finger one step along the path and dispatches the frame.
    public func move() {
        loop.advance()
        for index in contacts.indices { contacts[index].location = loop.location(ofFinger: index) }
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
