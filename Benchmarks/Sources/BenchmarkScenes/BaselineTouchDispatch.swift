import Foundation

/// The hand-written baseline of the moved-touch benchmarks: the least code that does what a moved touch
/// through ``GestureScene`` does, with nothing of ResponderKit in it.
///
/// The same eight recognizers in the same hit-path order (pan, pinch, rotation, long press, double tap
/// on the thumbnail, tap on its cell, swipe on the list, screen-edge pan on the root), as plain classes
/// whose `touchesMoved` is dynamically dispatched, as a gesture recognizer subclass's is. A moved frame
/// (the fingers of ``FingerLoop``, one 120 Hz step):
/// 1. finds each contact's touch by its identifier and updates it (precise location, location rounded
///    to the screen's pixel grid, previous location, timestamp, phase);
/// 2. visits the recognizers in order: the failed ones are checked and skipped; the pan updates its
///    centroid and translation, the pinch its scale and the rotation its unwrapped angle (both with two
///    fingers; with one they have no pair and return), each adds a sample to its velocity estimate (a
///    fixed ring buffer, as ResponderKit's; the velocity itself is computed when asked, in both);
/// 3. hands the touches the view still tracks to the view's `touchesMoved`.
///
/// As in ResponderKit (and UIKit), the pan's recognition cancels the view's touches
/// (`cancelsTouchesInView`), so in the steady state of a drag step 3 finds no touch and the view is not
/// called; the other recognizers fail by moving past their allowable movement, as the tap, double tap,
/// long press, swipe and edge pan of the scene have by then. No arena, no failure requirements, no
/// explanations, no coalesced or predicted touches, no run loop: what is left is the cost of the work.
@MainActor
public final class BaselineTouchDispatch {
    /// A finger on the screen: what a touch record must hold for a moved touch.
    final class Touch {
        let id: Int
        var preciseLocation: CGPoint
        /// On the pixel grid, as ResponderKit and UIKit report it.
        var location: CGPoint
        var previousLocation: CGPoint
        var timestamp: TimeInterval
        var isMoving = false
        /// Whether the view still receives this touch (cleared when the pan cancels the view's touches).
        var viewIsTracking = true

        init(id: Int, preciseLocation: CGPoint, location: CGPoint, timestamp: TimeInterval) {
            self.id = id
            self.preciseLocation = preciseLocation
            self.location = location
            previousLocation = location
            self.timestamp = timestamp
        }
    }

    /// The view the fingers landed on.
    class View {
        /// Called with the moved touches it tracks.
        func touchesMoved(_ touches: [Touch]) {}
        /// Called once when a recognizer takes its touches.
        func touchesCancelled(_ touches: [Touch]) {}
    }

    /// The thumbnail: counts the calls, so that they cannot be optimized away.
    final class Thumbnail: View {
        var moves = 0
        var cancellations = 0
        override func touchesMoved(_ touches: [Touch]) { moves += touches.count }
        override func touchesCancelled(_ touches: [Touch]) { cancellations += touches.count }
    }

    enum State { case possible, began, changed, failed }

    /// A recognizer: its state and the touches it follows.
    class Recognizer {
        var state = State.possible
        var touches: [Touch] = []

        init() { touches.reserveCapacity(10) }

        func touchesBegan(at time: TimeInterval) {}
        func touchesMoved(at time: TimeInterval) {}

        /// The centroid of the recognizer's touches.
        final func centroid() -> CGPoint {
            var x: CGFloat = 0, y: CGFloat = 0
            for touch in touches {
                x += touch.location.x
                y += touch.location.y
            }
            return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
        }
    }

    /// The last samples of a value, for its velocity: a fixed ring buffer.
    struct VelocitySamples {
        static let capacity = 20
        private var times = [TimeInterval](repeating: 0, count: capacity)
        private var xs = [Double](repeating: 0, count: capacity)
        private var ys = [Double](repeating: 0, count: capacity)
        private var head = 0
        private(set) var count = 0

        mutating func reset() {
            head = 0
            count = 0
        }

        mutating func add(_ x: CGFloat, _ y: CGFloat, at time: TimeInterval) {
            times[head] = time
            xs[head] = Double(x)
            ys[head] = Double(y)
            head = head + 1 == Self.capacity ? 0 : head + 1
            count = min(count + 1, Self.capacity)
        }

        /// Every sample's value times `factor` (a pinch measured again from where it began).
        mutating func scale(by factor: CGFloat) {
            for index in 0..<Self.capacity {
                xs[index] *= Double(factor)
                ys[index] *= Double(factor)
            }
        }
    }

    /// Drags: the translation of the centroid since the fingers landed; begins past 10 pt and then cancels
    /// the view's touches.
    final class Pan: Recognizer {
        unowned let view: View
        var origin = CGPoint.zero
        var translation = CGPoint.zero
        var velocity = VelocitySamples()
        var cancelled: [Touch] = []

        init(view: View) {
            self.view = view
            cancelled.reserveCapacity(10)
        }

        override func touchesBegan(at time: TimeInterval) {
            origin = centroid()
            translation = .zero
            velocity.reset()
            velocity.add(origin.x, origin.y, at: time)
        }

        override func touchesMoved(at time: TimeInterval) {
            let centroid = centroid()
            translation = CGPoint(x: centroid.x - origin.x, y: centroid.y - origin.y)
            velocity.add(centroid.x, centroid.y, at: time)
            switch state {
            case .possible:
                if hypot(translation.x, translation.y) > 10 {
                    state = .began
                    cancelViewTouches()
                }
            case .began, .changed:
                state = .changed
            case .failed:
                break
            }
        }

        private func cancelViewTouches() {
            cancelled.removeAll(keepingCapacity: true)
            for touch in touches where touch.viewIsTracking {
                touch.viewIsTracking = false
                cancelled.append(touch)
            }
            if !cancelled.isEmpty { view.touchesCancelled(cancelled) }
        }
    }

    /// Pinches: the distance between the first two fingers over their distance where the pinch began (their
    /// distance at landing moved 8 pt toward the motion, as ResponderKit's and UIKit's pinch measure it).
    final class Pinch: Recognizer {
        var initialDistance: CGFloat = 1
        var scale: CGFloat = 1
        var velocity = VelocitySamples()

        override func touchesBegan(at time: TimeInterval) {
            scale = 1
            velocity.reset()
            guard touches.count >= 2 else { return }
            initialDistance = max(distance(), 1)
            velocity.add(1, 0, at: time)
        }

        override func touchesMoved(at time: TimeInterval) {
            guard touches.count >= 2 else { return }
            let distance = max(distance(), 1)
            scale = distance / initialDistance
            velocity.add(scale, 0, at: time)
            switch state {
            case .possible:
                if abs(distance - initialDistance) > 8 {
                    let threshold = distance > initialDistance ? initialDistance + 8 : initialDistance - 8
                    velocity.scale(by: initialDistance / threshold)
                    initialDistance = threshold
                    scale = distance / initialDistance
                    state = .began
                }
            case .began, .changed:
                state = .changed
            case .failed:
                break
            }
        }

        private func distance() -> CGFloat {
            let a = touches[0].location, b = touches[1].location
            return hypot(b.x - a.x, b.y - a.y)
        }
    }

    /// Rotates: the unwrapped turn of the line through the first two fingers since landing.
    final class Rotation: Recognizer {
        var lastAngle: CGFloat = 0
        var rotation: CGFloat = 0
        var velocity = VelocitySamples()

        override func touchesBegan(at time: TimeInterval) {
            rotation = 0
            velocity.reset()
            guard touches.count >= 2 else { return }
            lastAngle = angle()
            velocity.add(0, 0, at: time)
        }

        override func touchesMoved(at time: TimeInterval) {
            guard touches.count >= 2 else { return }
            let angle = angle()
            var turn = angle - lastAngle
            if turn > .pi { turn -= 2 * .pi } else if turn <= -.pi { turn += 2 * .pi }
            rotation += turn
            lastAngle = angle
            velocity.add(rotation, 0, at: time)
            switch state {
            case .possible:
                if abs(rotation) > .pi / 36 { state = .began }
            case .began, .changed:
                state = .changed
            case .failed:
                break
            }
        }

        private func angle() -> CGFloat {
            let a = touches[0].location, b = touches[1].location
            return atan2(b.y - a.y, b.x - a.x)
        }
    }

    /// The tap, double tap, long press, swipe and edge pan, reduced to what decides them during a drag:
    /// they fail once a finger moved more than their allowable movement (10 pt) from where it landed.
    final class Stationary: Recognizer {
        var landings: [CGPoint] = []

        override init() {
            super.init()
            landings.reserveCapacity(10)
        }

        override func touchesBegan(at time: TimeInterval) {
            landings.removeAll(keepingCapacity: true)
            for touch in touches { landings.append(touch.location) }
        }

        override func touchesMoved(at time: TimeInterval) {
            for (index, touch) in touches.enumerated()
            where hypot(touch.location.x - landings[index].x, touch.location.y - landings[index].y) > 10 {
                state = .failed
                return
            }
        }
    }

    private let view = Thumbnail()
    private let pan: Pan
    private let pinch = Pinch()
    private let rotationRecognizer = Rotation()
    /// The eight recognizers on the hit path, in ``GestureScene/recognizers``' order.
    private let recognizers: [Recognizer]
    private var touches: [Touch] = []
    private var contacts: [(id: Int, location: CGPoint)] = []
    private var viewTouches: [Touch] = []
    private var loop = FingerLoop()
    private var nextID = 1
    private var time: TimeInterval = 0
    private let screenScale: CGFloat

    /// Builds the baseline scene for a screen of `screenScale` pixels per point (the locations are rounded
    /// to its pixel grid, as the application's touches are).
    public init(screenScale: CGFloat) {
        self.screenScale = screenScale
        pan = Pan(view: view)
        recognizers = [pan, pinch, rotationRecognizer] + (0..<5).map { _ in Stationary() }
        touches.reserveCapacity(10)
        contacts.reserveCapacity(10)
        viewTouches.reserveCapacity(10)
    }

    /// The pan's translation (window coordinates), to compare with ResponderKit's.
    public var translation: CGPoint { pan.translation }
    /// The pinch's scale, to compare with ResponderKit's.
    public var scale: CGFloat { pinch.scale }
    /// The rotation's angle, to compare with ResponderKit's.
    public var rotation: CGFloat { rotationRecognizer.rotation }
    /// The number of recognizers that began or changed (the others are possible or failed).
    public var recognizersChanging: Int { recognizers.count { $0.state == .began || $0.state == .changed } }

    /// Puts fingers down at `points` one 120 Hz frame from now: every recognizer starts following them.
    public func down(at points: [CGPoint]) {
        time += TouchDriver.sampleInterval
        loop.land(at: points)
        touches.removeAll(keepingCapacity: true)
        for point in points {
            touches.append(Touch(id: nextID, preciseLocation: point, location: pixelAligned(point), timestamp: time))
            nextID += 1
        }
        for recognizer in recognizers {
            recognizer.state = .possible
            recognizer.touches.removeAll(keepingCapacity: true)
            recognizer.touches.append(contentsOf: touches)
            recognizer.touchesBegan(at: time)
        }
    }

    /// Moves every finger one step along the loop and dispatches the frame.
    public func move() {
        time += TouchDriver.sampleInterval
        loop.advance()
        // The digitizer's frame: an identifier and a location per contact.
        contacts.removeAll(keepingCapacity: true)
        for index in 0..<loop.count { contacts.append((touches[index].id, loop.location(ofFinger: index))) }
        dispatch()
    }

    /// Moves the fingers `count` times.
    public func move(times count: Int) {
        for _ in 0..<count { move() }
    }

    /// Lifts every finger: the recognizers forget them.
    public func lift() {
        for recognizer in recognizers { recognizer.touches.removeAll(keepingCapacity: true) }
        touches.removeAll(keepingCapacity: true)
    }

    private func pixelAligned(_ point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x * screenScale).rounded() / screenScale, y: (point.y * screenScale).rounded() / screenScale)
    }

    /// The moved frame: the touch records, the recognizers, the view.
    private func dispatch() {
        for contact in contacts {
            for touch in touches where touch.id == contact.id {
                touch.previousLocation = touch.location
                touch.preciseLocation = contact.location
                touch.location = pixelAligned(contact.location)
                touch.timestamp = time
                touch.isMoving = true
                break
            }
        }
        for recognizer in recognizers where recognizer.state != .failed {
            recognizer.touchesMoved(at: time)
        }
        viewTouches.removeAll(keepingCapacity: true)
        for touch in touches where touch.viewIsTracking { viewTouches.append(touch) }
        if !viewTouches.isEmpty { view.touchesMoved(viewTouches) }
    }
}
