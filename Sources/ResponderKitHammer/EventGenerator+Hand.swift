import Foundation
import ResponderKit

/// The radius of a generated finger's contact: lyft/Hammer's 5 pt.
private let defaultRadius: CGFloat = 5

// Fingers (lyft/Hammer's `EventGenerator+Hand`): its timing constants, defaults and finger picking.
extension EventGenerator {
    /// How long a tapping finger stays down: 0.05 s.
    public static let fingerLiftDelay: TimeInterval = 0.05
    /// How long a long press holds: 2 s.
    public static let longPressHoldDelay: TimeInterval = 2.0
    /// The pause between the taps of a multi-tap: 0.15 s.
    public static let multiTapInterval: TimeInterval = 0.15
    /// The time between the moves of an interpolated movement: 1/60 s.
    public static let fingerMoveInterval: TimeInterval = 1 / 60
    /// How long a pinch takes: 0.15 s.
    public static let pinchDuration: TimeInterval = 0.15

    /// The distance between the two fingers of a two-finger gesture: 20 pt.
    public static let twoFingerDistance: CGFloat = 20
    /// The distance between the two fingers of a rotation: 100 pt.
    public static let rotationDistance: CGFloat = 100
    /// The distance between the fingers at a pinch's open end: 200 pt.
    public static let pinchLargeDistance: CGFloat = 200
    /// The distance between the fingers at a pinch's closed end: 20 pt.
    public static let pinchSmallDistance: CGFloat = 20

    // MARK: - Base actions

    /// Puts fingers down, one per location, in one digitizer frame.
    /// - Parameters:
    ///   - indices: The fingers (default: the next free ones); as many as `locations`.
    ///   - locations: Where they go down.
    public func fingerDown(_ indices: [FingerIndex?] = .automatic, at locations: [HammerLocatable]) throws {
        let indices = try fillNextFingerIndices(indices, withExpected: locations.count)
        let points = try locations.map { try $0.windowHitPoint(for: self) }
        try checkPointsAreHittable(points)
        var contacts: [TouchContact] = []
        for (index, point) in zip(indices, points) {
            let finger = try activeTouches.addFinger(index, at: point)
            contacts.append(fingerContact(finger, state: .touching))
        }
        touchSimulator.send(contacts)
    }

    /// Puts a finger down at `location` (default: the centre of ``mainView``'s visible part).
    public func fingerDown(_ index: FingerIndex? = .automatic, at location: HammerLocatable? = nil) throws {
        try fingerDown([index], at: [location ?? mainView])
    }

    /// Lifts fingers where they are, in one frame (default: the last finger down). Only these fingers'
    /// touches end; fingers still down stay on the glass.
    public func fingerUp(_ indices: [FingerIndex?] = .automatic) throws {
        let indices = try fillExistingFingerIndices(indices, withMinimum: 1)
        try checkPointsAreHittable(indices.compactMap { activeTouches.finger($0)?.location })
        var contacts: [TouchContact] = []
        for index in indices {
            let finger = try activeTouches.removeFinger(index)
            contacts.append(fingerContact(finger, state: .lifted))
        }
        touchSimulator.send(contacts)
    }

    /// Lifts one finger (default: the last finger down).
    public func fingerUp(_ index: FingerIndex?) throws {
        try fingerUp([index])
    }

    // MARK: - Taps

    /// Taps `tapCount` times at `location` (default: ``mainView``), each tap
    /// ``fingerLiftDelay`` long and `interval` (default ``multiTapInterval``) apart.
    public func fingerTap(
        _ index: FingerIndex? = .automatic, at location: HammerLocatable? = nil, numberOfTimes tapCount: Int = 1,
        interval: TimeInterval = EventGenerator.multiTapInterval
    ) throws {
        for tap in 0..<tapCount {
            try fingerDown(index, at: location)
            try wait(EventGenerator.fingerLiftDelay)
            try fingerUp(index)
            if tap < tapCount - 1 { try wait(interval) }
        }
    }

    /// Taps twice, `interval` apart.
    public func fingerDoubleTap(
        _ index: FingerIndex? = .automatic, at location: HammerLocatable? = nil,
        interval: TimeInterval = EventGenerator.multiTapInterval
    ) throws {
        try fingerTap(index, at: location, numberOfTimes: 2, interval: interval)
    }

    /// Holds a finger down for `duration` (default ``longPressHoldDelay``), then lifts it.
    public func fingerLongPress(
        _ index: FingerIndex? = .automatic, at location: HammerLocatable? = nil,
        duration: TimeInterval = EventGenerator.longPressHoldDelay
    ) throws {
        try fingerDown(index, at: location)
        try wait(duration)
        try fingerUp(index)
    }

    // MARK: - Moves

    /// Moves fingers to new locations in one frame (default: the last fingers down).
    public func fingerMove(_ indices: [FingerIndex?] = .automatic, to locations: [HammerLocatable]) throws {
        let indices = try fillExistingFingerIndices(indices, withMinimum: locations.count)
        let points = try locations.map { try $0.windowHitPoint(for: self) }
        try checkPointsAreHittable(points)
        var contacts: [TouchContact] = []
        for (index, point) in zip(indices, points) {
            let finger = try activeTouches.moveFinger(index, to: point)
            contacts.append(fingerContact(finger, state: .touching))
        }
        touchSimulator.send(contacts)
    }

    /// Moves fingers by a translation over `duration`, interpolated as ``fingerMove(_:to:duration:)-([FingerIndex?],_,_)`` does.
    public func fingerMove(
        _ indices: [FingerIndex?] = .automatic, translationX x: CGFloat, y: CGFloat, duration: TimeInterval
    ) throws {
        let indices = try fillExistingFingerIndices(indices, withMinimum: 1)
        let targets = indices.compactMap { activeTouches.finger($0)?.location }.map { $0.offset(x: x, y: y) }
        try fingerMove(indices, to: targets, duration: duration)
    }

    /// Moves one finger to `location` in one frame.
    public func fingerMove(_ index: FingerIndex? = .automatic, to location: HammerLocatable) throws {
        try fingerMove([index], to: [location])
    }

    /// Moves fingers to new locations over `duration`: a move every ``fingerMoveInterval`` along Hammer's
    /// easing curve, then a last move onto the locations.
    public func fingerMove(
        _ indices: [FingerIndex?] = .automatic, to locations: [HammerLocatable], duration: TimeInterval
    ) throws {
        guard duration > 0 else { return try fingerMove(indices, to: locations) }
        let indices = try fillExistingFingerIndices(indices, withMinimum: locations.count)
        let targets = try locations.map { try $0.windowHitPoint(for: self) }
        let starts = indices.compactMap { activeTouches.finger($0)?.location }
        try interpolate(over: duration) { time in
            try fingerMove(indices, to: zip(starts, targets).map { curveInterpolation(from: $0, to: $1, time: time) })
        }
        try fingerMove(indices, to: targets)
    }

    /// Moves one finger to `location` over `duration`.
    public func fingerMove(
        _ index: FingerIndex? = .automatic, to location: HammerLocatable, duration: TimeInterval
    ) throws {
        try fingerMove([index], to: [location], duration: duration)
    }

    /// Puts a finger down at `startPoint`, moves it to `endPoint` over `duration`, and lifts it.
    public func fingerDrag(
        _ index: FingerIndex? = .automatic, from startPoint: HammerLocatable, to endPoint: HammerLocatable,
        duration: TimeInterval
    ) throws {
        let index = try index ?? nextFingerIndex()
        try fingerDown(index, at: startPoint)
        try fingerMove(index, to: endPoint, duration: duration)
        try fingerUp(index)
    }

    // MARK: - Two fingers

    /// Puts two fingers down `distance` apart (default ``twoFingerDistance``) around `location`, along a
    /// line at `radians` (0 is horizontal; positive turns clockwise).
    public func twoFingerDown(
        _ indices: [FingerIndex?] = .automatic, at location: HammerLocatable? = nil,
        withDistance distance: CGFloat = EventGenerator.twoFingerDistance, angle radians: CGFloat = 0
    ) throws {
        let indices = try fillNextFingerIndices(indices, withExpected: 2)
        let centre = try (location ?? mainView).windowHitPoint(for: self)
        try fingerDown(indices, at: centre.twoWayOffset(distance, angle: radians))
    }

    /// Lifts two fingers (default: the last two down).
    public func twoFingerUp(_ indices: [FingerIndex?] = .automatic) throws {
        try fingerUp(try fillExistingFingerIndices(indices, withMinimum: 2))
    }

    /// Moves two fingers in one frame to `distance` apart around `location`, at `radians`.
    public func twoFingerMove(
        _ indices: [FingerIndex?] = .automatic, to location: HammerLocatable,
        withDistance distance: CGFloat = EventGenerator.twoFingerDistance, angle radians: CGFloat = 0
    ) throws {
        let indices = try fillExistingFingerIndices(indices, withMinimum: 2)
        let centre = try location.windowHitPoint(for: self)
        try fingerMove(indices, to: centre.twoWayOffset(distance, angle: radians))
    }

    /// Moves two fingers over `duration` to `distance` apart around `location`, at `radians`.
    public func twoFingerMove(
        _ indices: [FingerIndex?] = .automatic, to location: HammerLocatable,
        withDistance distance: CGFloat = EventGenerator.twoFingerDistance, angle radians: CGFloat = 0,
        duration: TimeInterval
    ) throws {
        let centre = try location.windowHitPoint(for: self)
        try fingerMove(indices, to: centre.twoWayOffset(distance, angle: radians), duration: duration)
    }

    /// Taps with two fingers `distance` apart around `location`.
    public func twoFingerTap(
        _ indices: [FingerIndex?] = .automatic, at location: HammerLocatable? = nil,
        withDistance distance: CGFloat = EventGenerator.twoFingerDistance, angle radians: CGFloat = 0
    ) throws {
        let indices = try fillNextFingerIndices(indices, withExpected: 2)
        try twoFingerDown(indices, at: location, withDistance: distance, angle: radians)
        try wait(EventGenerator.fingerLiftDelay)
        try twoFingerUp(indices)
    }

    // MARK: - Pinches

    /// Puts two fingers down `startDistance` apart around `location`, moves them to `endDistance` apart
    /// over `duration`, and lifts them.
    public func fingerPinch(
        _ indices: [FingerIndex?] = .automatic, at location: HammerLocatable? = nil,
        fromDistance startDistance: CGFloat, toDistance endDistance: CGFloat, angle radians: CGFloat = 0,
        duration: TimeInterval
    ) throws {
        let indices = try fillNextFingerIndices(indices, withExpected: 2)
        let centre = try (location ?? mainView).windowHitPoint(for: self)
        try fingerDown(indices, at: centre.twoWayOffset(startDistance, angle: radians))
        try fingerMove(indices, to: centre.twoWayOffset(endDistance, angle: radians), duration: duration)
        try fingerUp(indices)
    }

    /// Pinches closed: from ``pinchLargeDistance`` to ``pinchSmallDistance`` over `duration` (default
    /// ``pinchDuration``).
    public func fingerPinchClose(
        _ indices: [FingerIndex?] = .automatic, at location: HammerLocatable? = nil,
        duration: TimeInterval = EventGenerator.pinchDuration
    ) throws {
        try fingerPinch(
            indices, at: location, fromDistance: EventGenerator.pinchLargeDistance,
            toDistance: EventGenerator.pinchSmallDistance, duration: duration)
    }

    /// Pinches open: from ``pinchSmallDistance`` to ``pinchLargeDistance`` over `duration` (default
    /// ``pinchDuration``).
    public func fingerPinchOpen(
        _ indices: [FingerIndex?] = .automatic, at location: HammerLocatable? = nil,
        duration: TimeInterval = EventGenerator.pinchDuration
    ) throws {
        try fingerPinch(
            indices, at: location, fromDistance: EventGenerator.pinchSmallDistance,
            toDistance: EventGenerator.pinchLargeDistance, duration: duration)
    }

    // MARK: - Rotations

    /// Turns the fingers that are down around `anchor` by `radians` in one frame.
    public func fingerPivot(
        _ indices: [FingerIndex?] = .automatic, aroundAnchor anchor: HammerLocatable, angle radians: CGFloat
    ) throws {
        let indices = try fillExistingFingerIndices(indices, withMinimum: 1)
        let anchor = try anchor.windowHitPoint(for: self)
        let locations = indices.compactMap { activeTouches.finger($0)?.location }
        try fingerMove(indices, to: locations.map { $0.pivot(anchor: anchor, angle: radians) })
    }

    /// Turns the fingers that are down around `anchor` by `radians` over `duration`.
    public func fingerPivot(
        _ indices: [FingerIndex?] = .automatic, aroundAnchor anchor: HammerLocatable, byAngle radians: CGFloat,
        duration: TimeInterval
    ) throws {
        guard duration > 0 else { return try fingerPivot(indices, aroundAnchor: anchor, angle: radians) }
        let indices = try fillExistingFingerIndices(indices, withMinimum: 1)
        let anchor = try anchor.windowHitPoint(for: self)
        let starts = indices.compactMap { activeTouches.finger($0)?.location }
        try interpolate(over: duration) { time in
            let angle = curveInterpolation(from: 0, to: radians, time: time)
            try fingerMove(indices, to: starts.map { $0.pivot(anchor: anchor, angle: angle) })
        }
        try fingerMove(indices, to: starts.map { $0.pivot(anchor: anchor, angle: radians) })
    }

    /// Puts two fingers down `distance` apart (default ``rotationDistance``) around `location` at
    /// `startRadians`, turns them to `endRadians` over `duration`, and lifts them.
    public func fingerRotate(
        _ indices: [FingerIndex?] = .automatic, at location: HammerLocatable? = nil,
        withDistance distance: CGFloat = EventGenerator.rotationDistance, fromAngle startRadians: CGFloat,
        toAngle endRadians: CGFloat, duration: TimeInterval
    ) throws {
        let indices = try fillNextFingerIndices(indices, withExpected: 2)
        let centre = try (location ?? mainView).windowHitPoint(for: self)
        try fingerDown(indices, at: centre.twoWayOffset(distance, angle: startRadians))
        try fingerPivot(indices, aroundAnchor: centre, byAngle: endRadians - startRadians, duration: duration)
        try fingerUp(indices)
    }

    /// Rotates two fingers by `radians` from horizontal over `duration`.
    public func fingerRotate(
        _ indices: [FingerIndex?] = .automatic, at location: HammerLocatable? = nil,
        withDistance distance: CGFloat = EventGenerator.rotationDistance, angle radians: CGFloat,
        duration: TimeInterval
    ) throws {
        try fingerRotate(
            indices, at: location, withDistance: distance, fromAngle: 0, toAngle: radians, duration: duration)
    }

    // MARK: - Contacts and finger picking

    private func fingerContact(_ finger: ActiveContact, state: TouchContact.State) -> TouchContact {
        TouchContact(
            id: finger.contactID, location: screenPoint(finger.location), state: state, majorRadius: defaultRadius,
            majorRadiusTolerance: 0)
    }

    /// Calls `step` with the fraction of `duration` gone, every ``fingerMoveInterval``, while more than one
    /// interval is left (Hammer's loop, on the application's clock: the first step is at 0). The time gone
    /// is counted in whole intervals rather than read back from the clock, so that the number of steps does
    /// not depend on the clock's rounding at the time the movement starts.
    func interpolate(over duration: TimeInterval, _ step: (TimeInterval) throws -> Void) throws {
        let interval = EventGenerator.fingerMoveInterval
        var steps = 0
        var elapsed: TimeInterval = 0
        while elapsed < duration - interval - 1e-9 {
            elapsed = Double(steps) * interval
            try step(elapsed / duration)
            try wait(interval)
            steps += 1
        }
    }

    private func nextFingerIndex() throws -> FingerIndex {
        guard let next = try fillNextFingerIndices(.automatic, withExpected: 1).first else {
            throw HammerError.fingerLimitReached(limit: FingerIndex.defaultOrder.count)
        }
        return next
    }

    /// The fingers for a call that puts `expected` fingers down: those named, and free ones for the rest.
    private func fillNextFingerIndices(_ indices: [FingerIndex?], withExpected expected: Int) throws -> [FingerIndex] {
        if !indices.isEmpty && indices.count != expected {
            throw HammerError.invalidFingerCount(count: indices.count, expected: expected)
        }
        let named = indices + Array(repeating: nil, count: expected - indices.count)
        let down = activeTouches.fingerIndices
        var free = FingerIndex.defaultOrder.filter { !down.contains($0) && !named.contains($0) }[...]
        guard named.filter({ $0 == nil }).count <= free.count else {
            throw HammerError.fingerLimitReached(limit: FingerIndex.defaultOrder.count)
        }
        return named.compactMap { $0 ?? free.popFirst() }
    }

    /// The fingers for a call on at least `minimum` fingers that are down: those named, and the last ones
    /// down for the rest.
    private func fillExistingFingerIndices(_ indices: [FingerIndex?], withMinimum minimum: Int) throws
        -> [FingerIndex]
    {
        if !indices.isEmpty && indices.count < minimum {
            throw HammerError.invalidFingerCount(count: indices.count, expected: minimum)
        }
        let named = indices + Array(repeating: nil, count: max(0, minimum - indices.count))
        let down = activeTouches.fingerIndices
        guard named.count <= down.count else {
            throw HammerError.fingerLimitReached(limit: FingerIndex.defaultOrder.count)
        }
        let automaticCount = named.filter { $0 == nil }.count
        var rest = down.filter { !named.contains($0) }.suffix(automaticCount)
        return named.compactMap { $0 ?? rest.popFirst() }
    }
}
