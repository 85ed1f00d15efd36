import Foundation

/// One gesture of a ``TouchScript``: what the fingers do, in screen points and seconds.
///
/// A gesture says what happens, not how it is sampled: each renderer draws it in its own style. The
/// test simulator (`TouchSimulator.perform(_:)` in ResponderKitTesting) moves ideal fingers together at a
/// steady sample rate; the synthetic recorder (`SyntheticRecording.perform(_:)` in ResponderKitReplay)
/// makes what a real touchscreen sends, with irregular spacing, staggered fingers and sensor noise. A
/// value left nil (a duration, an angle, a radius) takes the renderer's default, which is the default of
/// its method of the same name.
public enum ScriptedGesture: Sendable, Equatable {
    /// `count` taps at `point` with `numberOfTouches` fingers side by side.
    case tap(at: CGPoint, count: Int, numberOfTouches: Int)
    /// One finger held still at `point` for `duration` seconds.
    case longPress(at: CGPoint, duration: TimeInterval?)
    /// One finger dragged from `start` to `end` in `duration` seconds, then lifted.
    case drag(from: CGPoint, to: CGPoint, duration: TimeInterval?)
    /// One finger flicked from `start` to `end` in `duration` seconds, lifting as it arrives.
    case swipe(from: CGPoint, to: CGPoint, duration: TimeInterval?)
    /// Two fingers on a line through `center` at `angle` radians, their distance going from `from` to `to`
    /// points in `duration` seconds.
    case pinch(center: CGPoint, from: CGFloat, to: CGFloat, angle: CGFloat?, duration: TimeInterval?)
    /// Two fingers on a circle of `radius` points around `center`, turning from `startAngle` by `angle`
    /// radians (positive is clockwise on screen) in `duration` seconds.
    case rotate(center: CGPoint, radius: CGFloat?, startAngle: CGFloat, by: CGFloat, duration: TimeInterval?)
    /// No finger down for `seconds`.
    case wait(TimeInterval)
}

/// A sequence of gestures described once and rendered by either scripting vocabulary: as live input
/// into an application (`TouchSimulator.perform(_:)`) or as a device recording
/// (`SyntheticRecording.perform(_:)`). Each renderer gives a script the same meaning as calling its own
/// methods one by one (`tap(at:)`, `drag(from:to:)`, `pinch(center:from:to:)`, ...), so a scenario written
/// once can run in a unit test and be replayed from a recording.
///
/// ```swift
/// let script = TouchScript()
///     .tap(at: CGPoint(x: 200, y: 150))
///     .wait(0.6)
///     .pinch(center: CGPoint(x: 512, y: 384), from: 120, to: 300)
/// touches.perform(script)          // in a test
/// recording.perform(script)        // as evemu text and a trace
/// ```
public struct TouchScript: Sendable, Equatable {
    /// The gestures, in order. Nothing is inserted between them: a ``ScriptedGesture/wait(_:)`` keeps
    /// gestures apart (a tap right after a tap is a double tap to the recognizers).
    public var gestures: [ScriptedGesture]

    /// Creates a script of `gestures` (none by default).
    public init(_ gestures: [ScriptedGesture] = []) {
        self.gestures = gestures
    }

    /// The script followed by `count` taps at `point` with `numberOfTouches` fingers (defaults 1 and 1).
    public func tap(at point: CGPoint, count: Int = 1, numberOfTouches: Int = 1) -> TouchScript {
        adding(.tap(at: point, count: count, numberOfTouches: numberOfTouches))
    }

    /// The script followed by a long press at `point`, for `duration` seconds (nil: the renderer's default).
    public func longPress(at point: CGPoint, duration: TimeInterval? = nil) -> TouchScript {
        adding(.longPress(at: point, duration: duration))
    }

    /// The script followed by a one-finger drag (nil duration: the renderer's default).
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval? = nil) -> TouchScript {
        adding(.drag(from: start, to: end, duration: duration))
    }

    /// The script followed by a one-finger swipe (nil duration: the renderer's default).
    public func swipe(from start: CGPoint, to end: CGPoint, duration: TimeInterval? = nil) -> TouchScript {
        adding(.swipe(from: start, to: end, duration: duration))
    }

    /// The script followed by a two-finger pinch (nil angle and duration: the renderer's defaults).
    public func pinch(
        center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, angle: CGFloat? = nil,
        duration: TimeInterval? = nil
    ) -> TouchScript {
        adding(.pinch(center: center, from: startDistance, to: endDistance, angle: angle, duration: duration))
    }

    /// The script followed by a two-finger rotation (nil radius and duration: the renderer's defaults).
    public func rotate(
        center: CGPoint, radius: CGFloat? = nil, from startAngle: CGFloat = 0, by angle: CGFloat,
        duration: TimeInterval? = nil
    ) -> TouchScript {
        adding(.rotate(center: center, radius: radius, startAngle: startAngle, by: angle, duration: duration))
    }

    /// The script followed by `seconds` with no finger down.
    public func wait(_ seconds: TimeInterval) -> TouchScript {
        adding(.wait(seconds))
    }

    private func adding(_ gesture: ScriptedGesture) -> TouchScript {
        var copy = self
        copy.gestures.append(gesture)
        return copy
    }
}
