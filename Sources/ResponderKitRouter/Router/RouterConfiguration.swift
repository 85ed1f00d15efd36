import Foundation

/// How a ``SystemRouter`` routes and paces input (docs/ipc-protocol.md, "Routing").
public struct RouterConfiguration: Sendable, Equatable {
    /// The screen in points; system gestures measure their edges against it. Default 390 x 844.
    public var screenBounds: CGRect
    /// Display frames per second: how often ``RouterServer`` calls ``SystemRouter/deliverFrame()``, which
    /// writes each application's queued input. Default 60.
    public var framesPerSecond: Double
    /// The back-up bound: once more than this many messages wait in an application's outgoing queue, a
    /// new frame that only moves contacts replaces a queued frame that only moves the same contacts at
    /// the tail of the queue. Downs, lifts and cancellations are never merged or dropped. Default 4
    /// (about four display frames behind).
    public var coalescingThreshold: Int
    /// The system gestures the router watches for. Default: ``SystemGesture/home``.
    public var systemGestures: [SystemGesture]
    /// The three- and four-finger trackpad swipes the router recognizes as system gestures. Default:
    /// ``SystemSwipeGesture/standard`` (up: `home`; right: `previousApplication`; left: `nextApplication`).
    /// Swipes are consumed by the router whether or not one of these recognizes them.
    public var systemSwipes: [SystemSwipeGesture]
    /// The most messages that may wait in one application's outgoing queue. An application whose queue
    /// goes past this (or past ``maximumQueuedBytes``) is treated as unresponsive, as iOS treats an
    /// application that stops handling events: its queue is discarded, its touches are cancelled, it is
    /// told why in a goodbye (when its socket takes it) and disconnected, and the router reports
    /// ``RouterEvent/applicationForgotten(_:reason:)``. Default 4 096 (over a minute of 60 Hz taps).
    public var maximumQueuedMessages: Int
    /// The most encoded bytes that may wait in one application's outgoing queue (see
    /// ``maximumQueuedMessages``). Default 2 MiB.
    public var maximumQueuedBytes: Int
    /// The most connections (applications, input sources, and peers that have not said hello yet) at
    /// once; one more is refused with a goodbye. Default 64.
    public var maximumConnections: Int
    /// How long a new connection may stay silent before its hello: then it is refused. Measured in
    /// display frames (``SystemRouter/deliverFrame()`` calls: this many seconds × ``framesPerSecond``), so the router
    /// reads no clock. Default 5 s.
    public var helloTimeout: TimeInterval
    /// The most contacts one input source may have down or hovering at once, like a digitizer's slot
    /// count (`ABS_MT_SLOT`'s maximum + 1: 2 to 60 on real devices, input behaviour 2.6). Each peer
    /// connection is one source, and the router's own input (``SystemRouter/handle(_:)-(HardwareInput)``,
    /// ``SystemRouter/handle(_:)-(SystemSwipeInput)``) another. A contact with a new id past the cap is
    /// refused (left out of its frame), counted in ``SystemRouter/refusedContacts`` and reported in
    /// ``RouterEvent/inputRefused(_:reason:refused:)``; it can begin later, once the source lifted another
    /// one. Default 64.
    public var maximumContactsPerSource: Int
    /// The most pointer devices (by `PointerInput.deviceID`) one input source may have a click, scroll,
    /// transform or system swipe in progress on. Input from one more device is refused, counted in
    /// ``SystemRouter/refusedPointerInputs`` and reported in ``RouterEvent/inputRefused(_:reason:refused:)``
    /// until one of them is idle again. Default 16.
    public var maximumPointerDevicesPerSource: Int

    /// Creates a configuration.
    public init(
        screenBounds: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844), framesPerSecond: Double = 60,
        coalescingThreshold: Int = 4, systemGestures: [SystemGesture] = [.home],
        maximumQueuedMessages: Int = 4096, maximumQueuedBytes: Int = 2 << 20,
        maximumConnections: Int = 64, helloTimeout: TimeInterval = 5,
        systemSwipes: [SystemSwipeGesture] = SystemSwipeGesture.standard,
        maximumContactsPerSource: Int = 64, maximumPointerDevicesPerSource: Int = 16
    ) {
        self.screenBounds = screenBounds
        self.framesPerSecond = framesPerSecond
        self.coalescingThreshold = coalescingThreshold
        self.systemGestures = systemGestures
        self.maximumQueuedMessages = maximumQueuedMessages
        self.maximumQueuedBytes = maximumQueuedBytes
        self.maximumConnections = maximumConnections
        self.helloTimeout = helloTimeout
        self.systemSwipes = systemSwipes
        self.maximumContactsPerSource = maximumContactsPerSource
        self.maximumPointerDevicesPerSource = maximumPointerDevicesPerSource
    }

    /// ``helloTimeout`` in display frames, at least 1 (never traps, whatever the values).
    var helloTimeoutFrames: Int {
        let frames = (helloTimeout * framesPerSecond).rounded(.up)
        guard frames.isFinite, frames >= 1 else { return frames.isNaN || frames < 1 ? 1 : Int.max }
        return frames < 1e15 ? Int(frames) : Int.max
    }
}

/// A gesture the router recognizes before any application: a one-finger swipe inward from a screen
/// edge. When it recognizes one, it takes the touches of the sequence: the application that had them
/// receives a cancellation (its views get `touchesCancelled`), and the router reports the gesture.
///
/// The thresholds (EMP, configurable) of ``home``: the finger goes down within 20 pt of the bottom edge,
/// and is recognized once it has travelled 80 pt up, if it did so within 1 s of going down and its
/// upward travel is at least twice its sideways drift. A second finger, a lift before the distance, or
/// the time running out fail it; a failed gesture leaves the sequence to the application.
public struct SystemGesture: Sendable, Equatable {
    /// The screen edges a gesture can start from.
    public enum Edge: Sendable, Equatable {
        /// The bottom edge; the swipe goes up.
        case bottom
        /// The top edge; the swipe goes down.
        case top
        /// The left edge; the swipe goes right.
        case left
        /// The right edge; the swipe goes left.
        case right
    }

    /// The name reported when it is recognized (`home`).
    public var name: String
    /// The edge the swipe starts from.
    public var edge: Edge
    /// How close to the edge the finger must go down, in points. Default 20.
    public var edgeMargin: CGFloat
    /// How far inward (perpendicular to the edge) the finger must travel, in points. Default 80.
    public var minimumDistance: CGFloat
    /// How long after the finger went down the distance must be reached, in seconds. Default 1.
    public var maximumDuration: TimeInterval
    /// The inward travel must be at least this many times the sideways drift. Default 2 (within about 27°).
    public var minimumDirectionRatio: CGFloat

    /// Creates a system gesture.
    public init(
        name: String, edge: Edge, edgeMargin: CGFloat = 20, minimumDistance: CGFloat = 80,
        maximumDuration: TimeInterval = 1, minimumDirectionRatio: CGFloat = 2
    ) {
        self.name = name
        self.edge = edge
        self.edgeMargin = edgeMargin
        self.minimumDistance = minimumDistance
        self.maximumDuration = maximumDuration
        self.minimumDirectionRatio = minimumDirectionRatio
    }

    /// A swipe up from the bottom edge, reported as `home`.
    public static let home = SystemGesture(name: "home", edge: .bottom)

    /// Whether a finger going down at `point` can start this gesture on a screen of `bounds`.
    func starts(at point: CGPoint, in bounds: CGRect) -> Bool {
        switch edge {
        case .bottom: point.y >= bounds.maxY - edgeMargin
        case .top: point.y < bounds.minY + edgeMargin
        case .left: point.x < bounds.minX + edgeMargin
        case .right: point.x >= bounds.maxX - edgeMargin
        }
    }

    /// The travel from `start` to `point`: inward (away from the edge) and sideways (along it).
    func travel(from start: CGPoint, to point: CGPoint) -> (inward: CGFloat, sideways: CGFloat) {
        let dx = point.x - start.x, dy = point.y - start.y
        switch edge {
        case .bottom: return (-dy, abs(dx))
        case .top: return (dy, abs(dx))
        case .left: return (dx, abs(dy))
        case .right: return (-dx, abs(dy))
        }
    }
}
