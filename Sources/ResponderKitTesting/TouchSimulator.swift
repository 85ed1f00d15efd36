import Foundation
@_exported import ResponderKit

/// Scripts touches on an application's virtual clock, for tests: taps, long presses, drags, pinches,
/// rotations, multi-finger pans and free-form sequences.
///
/// Every call feeds hardware-level input (`DigitizerFrame`s) into the application's queue exactly as a
/// device would, then runs the application's run loop up to the end of the gesture, so timers (long
/// press, multi-tap intervals) fire in order with the input. Nothing sleeps: on a `VirtualClock` a
/// three-second gesture takes microseconds. Positions are screen points (for a window at the origin,
/// window coordinates).
///
/// ```swift
/// @MainActor @Test func tapHitsButton() {
///     let app = UIApplication()
///     let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
///     window.makeKeyAndVisible()
///     let touches = TouchSimulator(application: app)
///     touches.tap(at: CGPoint(x: 100, y: 100))
/// }
/// ```
@MainActor
public final class TouchSimulator {
    /// A finger put down with ``TouchSimulator/touchDown(at:force:type:)-(CGPoint,_,_)``; pass it to
    /// ``TouchSimulator/move(_:to:force:)`` and ``TouchSimulator/lift(_:)-(TouchSimulator.Finger)``.
    public struct Finger: Hashable, Sendable {
        /// The contact id the simulated digitizer reports for this finger.
        public let id: Int
    }

    /// The application receiving the input.
    public let application: UIApplication
    /// How often scripted movements are sampled, in samples per second. Default 120 (a 120 Hz digitizer).
    public var sampleRate: Double = 120
    /// How long a finger stays down in a scripted tap. Default 0.05 s.
    public var tapDuration: TimeInterval = 0.05
    /// The pause between the taps of a multi-tap. Default 0.1 s (well inside the 0.35 s interval).
    public var tapInterval: TimeInterval = 0.1
    /// The distance between neighbouring fingers of a multi-finger tap. Default 40 pt.
    public var fingerSpacing: CGFloat = 40
    /// The type of touch scripted gestures produce. Default `.direct`.
    public var touchType: UITouch.TouchType = .direct

    /// How long a scripted long press holds when no duration is given: 0.8 s.
    public static let defaultLongPressDuration: TimeInterval = 0.8
    /// How long a scripted drag takes when no duration is given: 0.3 s.
    public static let defaultDragDuration: TimeInterval = 0.3
    /// How long a scripted swipe takes when no duration is given: 0.15 s.
    public static let defaultSwipeDuration: TimeInterval = 0.15
    /// The angle of a scripted pinch's line when none is given: 0 (horizontal).
    public static let defaultPinchAngle: CGFloat = 0
    /// How long a scripted pinch or rotation takes when no duration is given: 0.4 s.
    public static let defaultTwoFingerDuration: TimeInterval = 0.4
    /// The radius of a scripted rotation when none is given: 50 pt.
    public static let defaultRotationRadius: CGFloat = 50

    private var nextContactID = 1
    private var locations: [Int: CGPoint] = [:]

    /// Creates a simulator feeding `application`.
    public init(application: UIApplication) {
        self.application = application
    }

    /// Creates a simulator feeding the application of `window`.
    public convenience init(window: UIWindow) {
        self.init(application: window.application ?? .shared)
    }

    /// The application's current time.
    public var now: TimeInterval { application.clock.now }

    /// Runs the application's clock forward by `interval`, firing timers in order.
    public func wait(_ interval: TimeInterval) {
        application.advance(by: interval)
    }

    // MARK: Free-form sequences

    /// Puts one finger down now and delivers it.
    @discardableResult
    public func touchDown(at point: CGPoint, force: CGFloat = 0, type: UITouch.TouchType? = nil) -> Finger {
        touchDown(at: [point], force: force, type: type)[0]
    }

    /// Puts several fingers down in one digitizer frame now, so that those landing on the same view
    /// arrive in one `touchesBegan` call.
    @discardableResult
    public func touchDown(at points: [CGPoint], force: CGFloat = 0, type: UITouch.TouchType? = nil) -> [Finger] {
        let fingers = points.map { _ in newFinger() }
        send(zip(fingers, points).map { contact($0.0, at: $0.1, force: force, type: type) })
        return fingers
    }

    /// Moves a finger now.
    public func move(_ finger: Finger, to point: CGPoint, force: CGFloat = 0) {
        move([(finger, point)], force: force)
    }

    /// Moves several fingers in one frame now.
    public func move(_ moves: [(Finger, CGPoint)], force: CGFloat = 0) {
        send(moves.map { contact($0.0, at: $0.1, force: force) })
    }

    /// Lifts a finger now.
    public func lift(_ finger: Finger) {
        lift([finger])
    }

    /// Lifts several fingers in one frame now.
    public func lift(_ fingers: [Finger]) {
        send(fingers.map { contact($0, at: locations[$0.id] ?? .zero, state: .lifted) })
        for finger in fingers { locations[finger.id] = nil }
    }

    /// Reports that the input source was lost: every touch is cancelled.
    public func cancelAll() {
        application.enqueue(.cancelAllContacts(timestamp: now))
        application.run(until: now)
        locations.removeAll()
    }

    /// Sends a raw digitizer frame stamped now (or at `time`) and runs the loop up to it.
    public func send(_ contacts: [TouchContact], at time: TimeInterval? = nil) {
        let timestamp = max(time ?? now, now)
        for contact in contacts { locations[contact.id] = contact.location }
        application.enqueue(.digitizer(DigitizerFrame(timestamp: timestamp, contacts: contacts)))
        application.run(until: timestamp)
    }

    // MARK: Hovering pointers (behaviour 5.8)

    /// Moves a hovering pointer (a mouse without a button down, or a pencil in range) to `point` now;
    /// pass nil to bring a new pointer in. The pointer's type is ``touchType`` unless given.
    @discardableResult
    public func hover(
        at point: CGPoint, pointer: Finger? = nil, zOffset: CGFloat = 0,
        type: UITouch.TouchType = .indirectPointer
    ) -> Finger {
        let finger = pointer ?? newFinger()
        var contact = contact(finger, at: point, state: .hovering, type: type)
        contact.zOffset = zOffset
        send([contact])
        return finger
    }

    /// Moves a hovering pointer along `path` in `duration`, sampled at ``sampleRate``.
    @discardableResult
    public func hover(
        along path: [CGPoint], duration: TimeInterval = 0.3, pointer: Finger? = nil,
        type: UITouch.TouchType = .indirectPointer
    ) -> Finger {
        let finger = hover(at: path.first ?? .zero, pointer: pointer, type: type)
        let start = now
        let steps = max(1, Int((duration * sampleRate).rounded()))
        for step in 1...steps {
            let time = step == steps ? start + duration : start + duration * Double(step) / Double(steps)
            enqueue(
                [
                    contact(
                        finger, at: Self.point(on: path, at: CGFloat(step) / CGFloat(steps)), state: .hovering,
                        type: type)
                ], at: time)
        }
        application.run(until: start + duration)
        return finger
    }

    /// Takes a hovering pointer away (out of range).
    public func endHover(_ pointer: Finger) {
        send([contact(pointer, at: locations[pointer.id] ?? .zero, state: .lifted)])
        locations[pointer.id] = nil
    }

    // MARK: Scripted gestures

    /// Taps `count` times at `point` with `numberOfTouches` fingers side by side.
    public func tap(at point: CGPoint, count: Int = 1, numberOfTouches: Int = 1) {
        tap(at: spread(numberOfTouches, around: point), count: count)
    }

    /// Taps `count` times with one finger at each of `points` (all fingers down and up together).
    public func tap(at points: [CGPoint], count: Int = 1) {
        for index in 0..<max(1, count) {
            if index > 0 { wait(tapInterval) }
            let fingers = touchDown(at: points)
            wait(tapDuration)
            lift(fingers)
        }
    }

    /// Holds `numberOfTouches` fingers at `point` for `duration`, then lifts them.
    public func longPress(
        at point: CGPoint, duration: TimeInterval = defaultLongPressDuration, numberOfTouches: Int = 1
    ) {
        let fingers = touchDown(at: spread(numberOfTouches, around: point))
        wait(duration)
        lift(fingers)
    }

    /// Drags one finger along straight segments through `path`, taking `duration`; lifts at the end
    /// unless `lift` is false (then the finger is returned still down).
    @discardableResult
    public func drag(along path: [CGPoint], duration: TimeInterval = defaultDragDuration, lift: Bool = true) -> Finger {
        perform(fingers: 1, duration: duration, lift: lift) { _, progress in Self.point(on: path, at: progress) }[0]
    }

    /// Drags one finger from `start` to `end` in `duration`.
    @discardableResult
    public func drag(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval = defaultDragDuration, lift: Bool = true
    ) -> Finger {
        drag(along: [start, end], duration: duration, lift: lift)
    }

    /// Flicks one finger from `start` to `end` in `duration` (a quick ``drag(from:to:duration:lift:)``) and
    /// lifts it.
    public func swipe(from start: CGPoint, to end: CGPoint, duration: TimeInterval = defaultSwipeDuration) {
        drag(from: start, to: end, duration: duration)
    }

    /// Pinches two fingers about `center` along a line at `angle` radians, their distance going from
    /// `startDistance` to `endDistance` in `duration`.
    public func pinch(
        center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat,
        angle: CGFloat = defaultPinchAngle, duration: TimeInterval = defaultTwoFingerDuration, lift: Bool = true
    ) {
        perform(fingers: 2, duration: duration, lift: lift) { finger, progress in
            let half = (startDistance + (endDistance - startDistance) * progress) / 2
            let sign: CGFloat = finger == 0 ? -1 : 1
            return CGPoint(x: center.x + sign * half * cos(angle), y: center.y + sign * half * sin(angle))
        }
    }

    /// Rotates two fingers, `radius` from `center`, from `startAngle` by `rotation` radians (positive is
    /// clockwise on screen) in `duration`.
    public func rotate(
        center: CGPoint, radius: CGFloat = defaultRotationRadius, from startAngle: CGFloat = 0, by rotation: CGFloat,
        duration: TimeInterval = defaultTwoFingerDuration, lift: Bool = true
    ) {
        perform(fingers: 2, duration: duration, lift: lift) { finger, progress in
            let angle = startAngle + rotation * progress + (finger == 0 ? .pi : 0)
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// Moves `numberOfTouches` fingers (side by side, ``fingerSpacing`` apart) from around `start` by
    /// `translation` in `duration`.
    public func pan(
        from start: CGPoint, by translation: CGVector, numberOfTouches: Int = 2,
        duration: TimeInterval = 0.3, lift: Bool = true
    ) {
        let origins = spread(numberOfTouches, around: start)
        perform(fingers: numberOfTouches, duration: duration, lift: lift) { finger, progress in
            CGPoint(x: origins[finger].x + translation.dx * progress, y: origins[finger].y + translation.dy * progress)
        }
    }

    /// Plays a `TouchScript` gesture by gesture, each exactly as its method here plays it
    /// (``tap(at:count:numberOfTouches:)``, ``longPress(at:duration:numberOfTouches:)``,
    /// ``drag(from:to:duration:lift:)``, ``swipe(from:to:duration:)``,
    /// ``pinch(center:from:to:angle:duration:lift:)``, ``rotate(center:radius:from:by:duration:lift:)``,
    /// ``wait(_:)``); a value the script leaves nil takes that method's default.
    public func perform(_ script: TouchScript) {
        for gesture in script.gestures {
            switch gesture {
            case let .tap(point, count, numberOfTouches):
                tap(at: point, count: count, numberOfTouches: numberOfTouches)
            case let .longPress(point, duration):
                longPress(at: point, duration: duration ?? Self.defaultLongPressDuration)
            case let .drag(start, end, duration):
                drag(from: start, to: end, duration: duration ?? Self.defaultDragDuration)
            case let .swipe(start, end, duration):
                swipe(from: start, to: end, duration: duration ?? Self.defaultSwipeDuration)
            case let .pinch(center, startDistance, endDistance, angle, duration):
                pinch(
                    center: center, from: startDistance, to: endDistance, angle: angle ?? Self.defaultPinchAngle,
                    duration: duration ?? Self.defaultTwoFingerDuration)
            case let .rotate(center, radius, startAngle, angle, duration):
                rotate(
                    center: center, radius: radius ?? Self.defaultRotationRadius, from: startAngle, by: angle,
                    duration: duration ?? Self.defaultTwoFingerDuration)
            case let .wait(seconds):
                wait(seconds)
            }
        }
    }

    /// The general form of every scripted movement: `fingers` fingers go down together at
    /// `position(finger, 0)`, are sampled at ``sampleRate`` along `position(finger, progress)` for
    /// `duration`, and lift together at `position(finger, 1)` unless `lift` is false. The whole movement
    /// is queued first and then run, so samples within one display frame are coalesced as on a device.
    @discardableResult
    public func perform(
        fingers: Int, duration: TimeInterval, lift: Bool = true,
        position: (_ finger: Int, _ progress: CGFloat) -> CGPoint
    ) -> [Finger] {
        let start = now
        let ids = (0..<max(1, fingers)).map { _ in newFinger() }
        let steps = max(1, Int((duration * sampleRate).rounded()))
        for step in 0...steps {
            let progress = CGFloat(step) / CGFloat(steps)
            // The last sample is stamped exactly at the end, free of rounding, so the run below reaches it.
            let time = step == steps ? start + duration : start + duration * Double(step) / Double(steps)
            let contacts = ids.enumerated().map { index, finger in contact(finger, at: position(index, progress)) }
            enqueue(contacts, at: time)
        }
        if lift {
            enqueue(ids.map { contact($0, at: locations[$0.id] ?? .zero, state: .lifted) }, at: start + duration)
            for finger in ids { locations[finger.id] = nil }
        }
        application.run(until: start + duration)
        return ids
    }

    // MARK: Helpers

    private func enqueue(_ contacts: [TouchContact], at time: TimeInterval) {
        for contact in contacts { locations[contact.id] = contact.location }
        application.enqueue(.digitizer(DigitizerFrame(timestamp: time, contacts: contacts)))
    }

    private func newFinger() -> Finger {
        defer { nextContactID += 1 }
        return Finger(id: nextContactID)
    }

    private func contact(
        _ finger: Finger, at point: CGPoint, state: TouchContact.State = .touching,
        force: CGFloat = 0, type: UITouch.TouchType? = nil
    ) -> TouchContact {
        TouchContact(
            id: finger.id, location: point, state: state, force: force,
            maximumPossibleForce: force > 0 ? ForceTouchConstants.quotedMaximumPossibleForce : 0,
            type: type ?? touchType)
    }

    private func spread(_ count: Int, around point: CGPoint) -> [CGPoint] {
        let n = max(1, count)
        let first = point.x - fingerSpacing * CGFloat(n - 1) / 2
        return (0..<n).map { CGPoint(x: first + fingerSpacing * CGFloat($0), y: point.y) }
    }

    private static func point(on path: [CGPoint], at progress: CGFloat) -> CGPoint {
        guard path.count > 1 else { return path.first ?? .zero }
        let lengths = zip(path, path.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return path[0] }
        var remaining = total * min(max(progress, 0), 1)
        for (index, length) in lengths.enumerated() {
            if remaining <= length || index == lengths.count - 1 {
                let t = length > 0 ? min(remaining / length, 1) : 0
                let a = path[index], b = path[index + 1]
                return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            remaining -= length
        }
        return path[path.count - 1]
    }
}
