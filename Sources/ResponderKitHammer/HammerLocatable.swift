import Foundation
import ResponderKit

/// Something an event can be aimed at: a point, a rectangle, a view, a view controller or an accessibility
/// identifier (lyft/Hammer's `HammerLocatable`).
@MainActor
public protocol HammerLocatable {
    /// The point, in the generator's window's coordinates, an event aimed here lands on. Throws when the
    /// target cannot be found, seen or hit.
    func windowHitPoint(for eventGenerator: EventGenerator) throws -> CGPoint
}

extension CGPoint: HammerLocatable {
    /// The point itself, taken as window coordinates.
    public func windowHitPoint(for eventGenerator: EventGenerator) throws -> CGPoint { self }
}

extension CGRect: HammerLocatable {
    /// The rectangle's centre, taken as window coordinates.
    public func windowHitPoint(for eventGenerator: EventGenerator) throws -> CGPoint { center }
}

extension UIView: HammerLocatable {
    /// The centre of the view's visible part; throws when it is not in the window, visible and hittable.
    public func windowHitPoint(for eventGenerator: EventGenerator) throws -> CGPoint {
        try eventGenerator.windowHitPoint(forView: self)
    }
}

extension UIViewController: HammerLocatable {
    /// Its view's hit point.
    public func windowHitPoint(for eventGenerator: EventGenerator) throws -> CGPoint {
        try view.windowHitPoint(for: eventGenerator)
    }
}

extension String: HammerLocatable {
    /// The hit point of the view whose `accessibilityIdentifier` is this string.
    public func windowHitPoint(for eventGenerator: EventGenerator) throws -> CGPoint {
        try eventGenerator.viewWithIdentifier(self).windowHitPoint(for: eventGenerator)
    }
}

/// A location moved by a fixed offset in points.
public struct OffsetLocation: HammerLocatable {
    /// The location offset; nil stands for the generator's ``EventGenerator/mainView``.
    public let location: HammerLocatable?
    /// The offset to the right, in points.
    public let x: CGFloat
    /// The offset downwards, in points.
    public let y: CGFloat

    /// Creates an offset of `location` (default: the generator's main view) by `x` and `y` points.
    public init(location: HammerLocatable? = nil, x: CGFloat, y: CGFloat) {
        self.location = location
        self.x = x
        self.y = y
    }

    public func windowHitPoint(for eventGenerator: EventGenerator) throws -> CGPoint {
        try (location ?? eventGenerator.mainView).windowHitPoint(for: eventGenerator).offset(x: x, y: y)
    }
}

/// A location inside a view, as fractions of its size: (0, 0) its top left corner, (1, 1) its bottom right;
/// values outside 0…1 fall outside the view.
public struct RelativeLocation: HammerLocatable {
    /// The view; nil stands for the generator's ``EventGenerator/mainView``.
    public let view: UIView?
    /// The fraction of the view's width from its left edge.
    public let x: CGFloat
    /// The fraction of the view's height from its top edge.
    public let y: CGFloat

    /// Creates a location at fractions `x` and `y` of `view`'s size (default: the generator's main view).
    public init(location view: UIView? = nil, x: CGFloat, y: CGFloat) {
        self.view = view
        self.x = x
        self.y = y
    }

    public func windowHitPoint(for eventGenerator: EventGenerator) throws -> CGPoint {
        let view = view ?? eventGenerator.mainView
        let hitPoint = try eventGenerator.windowHitPoint(forView: view)
        return CGPoint(
            x: hitPoint.x - view.bounds.center.x + view.bounds.width * x,
            y: hitPoint.y - view.bounds.center.y + view.bounds.height * y)
    }
}
