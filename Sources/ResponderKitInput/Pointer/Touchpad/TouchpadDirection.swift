import Foundation

/// The compass direction of a finger's motion on a touchpad, read as libinput reads it to tell a scroll
/// from a pinch (`xy_get_direction` and `tp_gesture_same_directions`; input behaviour 3.1): eight octants,
/// north (up on the pad, where y decreases) first, then clockwise. A motion near the border between two
/// octants lies in both; a motion shorter than 2 mm on both axes lies in the three octants around its
/// quadrant, because so short a motion says little about its angle.
struct TouchpadDirection: OptionSet, Sendable {
    let rawValue: UInt8

    static let north = TouchpadDirection(rawValue: 1 << 0)
    static let northEast = TouchpadDirection(rawValue: 1 << 1)
    static let east = TouchpadDirection(rawValue: 1 << 2)
    static let southEast = TouchpadDirection(rawValue: 1 << 3)
    static let south = TouchpadDirection(rawValue: 1 << 4)
    static let southWest = TouchpadDirection(rawValue: 1 << 5)
    static let west = TouchpadDirection(rawValue: 1 << 6)
    static let northWest = TouchpadDirection(rawValue: 1 << 7)
    /// Every octant: a motion of nothing goes any way.
    static let any = TouchpadDirection(rawValue: 0xff)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The direction of `motion` (millimetres; y grows downwards).
    init(of motion: TouchpadPoint) {
        let (x, y) = (motion.x, motion.y)
        if abs(x) < Self.shortMotion && abs(y) < Self.shortMotion {
            switch (x.signum(), y.signum()) {
            case (1, 1): self = [.east, .southEast, .south]
            case (1, -1): self = [.north, .northEast, .east]
            case (-1, 1): self = [.south, .southWest, .west]
            case (-1, -1): self = [.west, .northWest, .north]
            case (1, 0): self = [.northEast, .east, .southEast]
            case (-1, 0): self = [.southWest, .west, .northWest]
            case (0, 1): self = [.southEast, .south, .southWest]
            case (0, -1): self = [.northWest, .north, .northEast]
            default: self = .any
            }
            return
        }
        // The angle in octants, 0 ..< 8, 0 pointing north and 2 east; the octants within a tenth of an
        // octant of the motion's angle.
        let octants = fmod(atan2(y, x) + 2.5 * .pi, 2 * .pi) * 4 / .pi
        self = [Self.octant(Int(octants + 0.9)), Self.octant(Int(octants + 0.1))]
    }

    /// Whether a motion in this direction and one in `other` go the same way: they share an octant or lie
    /// in neighbouring ones.
    func isSameWay(as other: TouchpadDirection) -> Bool {
        let widened = union(rotated(by: 1)).union(rotated(by: -1))
        return !widened.isDisjoint(with: other)
    }

    /// Below this length (mm) on both axes, a motion's angle is too coarse to tell its octant.
    private static let shortMotion = 2.0

    private static func octant(_ index: Int) -> TouchpadDirection {
        TouchpadDirection(rawValue: 1 << UInt8(index % 8))
    }

    /// The octants turned by `steps` octants clockwise (negative: anticlockwise).
    private func rotated(by steps: Int) -> TouchpadDirection {
        let shift = UInt8((steps % 8 + 8) % 8)
        guard shift != 0 else { return self }
        return TouchpadDirection(rawValue: rawValue << shift | rawValue >> (8 - shift))
    }
}

extension Double {
    /// -1, 0 or 1, as the value is negative, zero or positive.
    fileprivate func signum() -> Int { self > 0 ? 1 : (self < 0 ? -1 : 0) }
}
