import Foundation
import ResponderKit

// The geometry of generated gestures, as lyft/Hammer computes it.

extension CGPoint {
    /// The point moved `x` to the right and `y` down.
    func offset(x: CGFloat, y: CGFloat) -> CGPoint {
        CGPoint(x: self.x + x, y: self.y + y)
    }

    /// The point moved `distance` along `radians` (0 points right; positive turns clockwise).
    func offset(_ distance: CGFloat, angle radians: CGFloat) -> CGPoint {
        offset(x: distance * cos(radians), y: distance * sin(radians))
    }

    /// Two points `distance` apart with this one halfway between, along `radians`.
    func twoWayOffset(_ distance: CGFloat, angle radians: CGFloat) -> [CGPoint] {
        [offset(distance / 2, angle: radians), offset(distance / 2, angle: .pi - radians)]
    }

    /// The point turned around `anchor` by `radians` (clockwise on screen).
    func pivot(anchor: CGPoint, angle radians: CGFloat) -> CGPoint {
        CGPoint(
            x: anchor.x + (x - anchor.x) * cos(radians) - (y - anchor.y) * sin(radians),
            y: anchor.y + (x - anchor.x) * sin(radians) + (y - anchor.y) * cos(radians))
    }
}

extension CGRect {
    /// The rectangle's centre.
    var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// Whether `rect` (in this rectangle's coordinate space) counts as visible in it. A partly visible
    /// rectangle must overlap in an area, as CoreGraphics decides: one that only shares an edge is not
    /// visible (docs/decisions.md, "Geometry: CoreGraphics' rules where Foundation on Linux differs").
    @MainActor
    func isVisible(_ rect: CGRect, visibility: EventGenerator.Visibility = .partial) -> Bool {
        switch visibility {
        case .partial: intersectsInArea(rect)
        case .center: contains(rect.center)
        case .full: contains(rect)
        }
    }
}

/// Hammer's easing from `start` to `end` at `time` (0…1 of a movement).
func curveInterpolation(from start: CGFloat, to end: CGFloat, time: TimeInterval) -> CGFloat {
    start + (end - start) * CGFloat(sin(sin(time * .pi / 2) * time * .pi / 2))
}

/// Hammer's easing between two points.
func curveInterpolation(from start: CGPoint, to end: CGPoint, time: TimeInterval) -> CGPoint {
    CGPoint(
        x: curveInterpolation(from: start.x, to: end.x, time: time),
        y: curveInterpolation(from: start.y, to: end.y, time: time))
}
