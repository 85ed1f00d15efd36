import Foundation
import ResponderKit

// The stylus (lyft/Hammer's `EventGenerator+Stylus`): an Apple Pencil's touch, `.pencil`, with its angles
// and force.
extension EventGenerator {
    // MARK: - Base actions

    /// Puts the stylus down at `location` (default: ``mainView``).
    /// - Parameters:
    ///   - location: Where it goes down; nil for the centre of ``mainView``'s visible part.
    ///   - azimuth: The stylus's azimuth in radians, 0 pointing to the top of the screen (north), turning
    ///     clockwise. The touch's `azimuthAngle(in:)` is UIKit's, 0 pointing along +x.
    ///   - altitude: The stylus's altitude in radians, 0 straight down. The touch's `altitudeAngle` is
    ///     UIKit's, π/2 straight down.
    ///   - pressure: From 0 to 1; the touch's `force` is this fraction of its `maximumPossibleForce`.
    public func stylusDown(
        at location: HammerLocatable? = nil, azimuth: CGFloat = 0, altitude: CGFloat = 0, pressure: CGFloat = 0
    ) throws {
        let point = try (location ?? mainView).windowHitPoint(for: self)
        try checkPointsAreHittable([point])
        let stylus = try activeTouches.addStylus(
            ActiveContact(
                location: point, contactID: ActiveTouches.nextContactID(), pressure: pressure, altitude: altitude,
                azimuth: azimuth))
        touchSimulator.send([stylusContact(stylus, state: .touching)])
    }

    /// Lifts the stylus where it is.
    public func stylusUp() throws {
        guard let stylus = activeTouches.stylus else { throw HammerError.touchForStylusDoesNotExist }
        try checkPointsAreHittable([stylus.location])
        let lifted = try activeTouches.removeStylus()
        touchSimulator.send([stylusContact(lifted, state: .lifted)])
    }

    // MARK: - Taps

    /// Taps the stylus `tapCount` times at `location`, each tap ``fingerLiftDelay`` long and `interval`
    /// apart.
    public func stylusTap(
        at location: HammerLocatable? = nil, numberOfTimes tapCount: Int,
        interval: TimeInterval = EventGenerator.multiTapInterval, azimuth: CGFloat = 0, altitude: CGFloat = 0,
        pressure: CGFloat = 0
    ) throws {
        for tap in 0..<tapCount {
            try stylusDown(at: location, azimuth: azimuth, altitude: altitude, pressure: pressure)
            try wait(EventGenerator.fingerLiftDelay)
            try stylusUp()
            if tap < tapCount - 1 { try wait(interval) }
        }
    }

    /// Taps the stylus once at `location`.
    public func stylusTap(
        at location: HammerLocatable? = nil, azimuth: CGFloat = 0, altitude: CGFloat = 0, pressure: CGFloat = 0
    ) throws {
        try stylusTap(at: location, numberOfTimes: 1, azimuth: azimuth, altitude: altitude, pressure: pressure)
    }

    /// Taps the stylus twice at `location`.
    public func stylusDoubleTap(
        at location: HammerLocatable? = nil, azimuth: CGFloat = 0, altitude: CGFloat = 0, pressure: CGFloat = 0
    ) throws {
        try stylusTap(at: location, numberOfTimes: 2, azimuth: azimuth, altitude: altitude, pressure: pressure)
    }

    /// Holds the stylus down for `duration` (default ``longPressHoldDelay``), then lifts it.
    public func stylusLongPress(
        at location: HammerLocatable? = nil, azimuth: CGFloat = 0, altitude: CGFloat = 0, pressure: CGFloat = 0,
        duration: TimeInterval = EventGenerator.longPressHoldDelay
    ) throws {
        try stylusDown(at: location, azimuth: azimuth, altitude: altitude, pressure: pressure)
        try wait(duration)
        try stylusUp()
    }

    // MARK: - Moves

    /// Moves the stylus to `location` in one frame, with new angles and pressure.
    public func stylusMove(
        to location: HammerLocatable, azimuth: CGFloat = 0, altitude: CGFloat = 0, pressure: CGFloat = 0
    ) throws {
        let point = try location.windowHitPoint(for: self)
        try checkPointsAreHittable([point])
        let stylus = try activeTouches.updateStylus {
            $0.location = point
            $0.azimuth = azimuth
            $0.altitude = altitude
            $0.pressure = pressure
        }
        touchSimulator.send([stylusContact(stylus, state: .touching)])
    }

    /// Moves the stylus to `location` over `duration`, easing its position, angles and pressure from
    /// where they are, as ``fingerMove(_:to:duration:)-([FingerIndex?],_,_)`` does.
    public func stylusMove(
        to location: HammerLocatable, azimuth: CGFloat = 0, altitude: CGFloat = 0, pressure: CGFloat = 0,
        duration: TimeInterval
    ) throws {
        guard let start = activeTouches.stylus else { throw HammerError.touchForStylusDoesNotExist }
        let target = try location.windowHitPoint(for: self)
        try interpolate(over: duration) { time in
            try stylusMove(
                to: curveInterpolation(from: start.location, to: target, time: time),
                azimuth: curveInterpolation(from: start.azimuth, to: azimuth, time: time),
                altitude: curveInterpolation(from: start.altitude, to: altitude, time: time),
                pressure: curveInterpolation(from: start.pressure, to: pressure, time: time))
        }
        try stylusMove(to: target, azimuth: azimuth, altitude: altitude, pressure: pressure)
    }

    private func stylusContact(_ stylus: ActiveContact, state: TouchContact.State) -> TouchContact {
        let maximumForce = ForceTouchConstants.quotedMaximumPossibleForce
        return TouchContact(
            id: stylus.contactID, location: screenPoint(stylus.location), state: state,
            force: state == .lifted ? 0 : min(max(stylus.pressure, 0), 1) * maximumForce,
            maximumPossibleForce: maximumForce, majorRadius: 0.25, majorRadiusTolerance: 0, type: .pencil,
            altitudeAngle: .pi / 2 - stylus.altitude, azimuthAngle: stylus.azimuth - .pi / 2)
    }
}
