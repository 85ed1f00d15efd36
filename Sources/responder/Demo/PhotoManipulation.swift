import Foundation
import ResponderKitDemoScenes
import ResponderKitTesting

/// Step 1's two-finger gesture: the fingers' midpoint moves, their distance grows and their line
/// turns, all at the same time.
@MainActor
struct PhotoManipulation {
    /// Where the fingers' midpoint starts, in screen coordinates.
    let center: CGPoint
    let move = CGVector(dx: 60, dy: 40)
    let startDistance: CGFloat = 80
    let endDistance: CGFloat = 120
    /// Positive is clockwise on screen.
    let turn: CGFloat = .pi / 6
    let duration: TimeInterval = 0.5

    func perform(_ touches: TouchSimulator) {
        touches.perform(fingers: 2, duration: duration, position: position)
    }

    /// Where `finger` (0 or 1) is at `progress` (0 to 1), in screen coordinates.
    func position(_ finger: Int, _ progress: CGFloat) -> CGPoint {
        let midpoint = CGPoint(x: center.x + move.dx * progress, y: center.y + move.dy * progress)
        let half = (startDistance + (endDistance - startDistance) * progress) / 2
        let angle = turn * progress, sign: CGFloat = finger == 0 ? -1 : 1
        return CGPoint(x: midpoint.x + sign * half * cos(angle), y: midpoint.y + sign * half * sin(angle))
    }

    /// The photo's center and transform after the gesture, compared with what the fingers did.
    func result(_ scene: GestureScene) -> [String] {
        let photo = scene.photo, start = scene.photoStartFrame
        let t = photo.transform
        // Touch locations are rounded to the screen's pixel grid, so the fingers the recognizers saw
        // lifted a little off the scripted points.
        let scale = scene.app.screenScale
        let lift = (0..<2).map { finger in
            let point = position(finger, 1)
            return CGPoint(x: (point.x * scale).rounded() / scale, y: (point.y * scale).rounded() / scale)
        }
        let dx = lift[1].x - lift[0].x, dy = lift[1].y - lift[0].y
        return [
            "center: \(format(photo.center)), was \(format(CGPoint(x: start.midX, y: start.midY))): "
                + "moved by the fingers' \(format(move))",
            "transform: a = \(format(t.a)), b = \(format(t.b)), c = \(format(t.c)), d = \(format(t.d))",
            "implied scale sqrt(a² + b²) = \(format(t.impliedScale)): the fingers' distance went from "
                + "\(format(startDistance)) to \(format(endDistance)) pt",
            "implied angle atan2(b, a) = \(format(degreesOf: t.impliedAngle)): the fingers' line turned \(format(degreesOf: turn))",
            "touch locations are rounded to the \(format(1 / scale)) pt pixel grid: the fingers lifted at "
                + "\(format(lift[0])) and \(format(lift[1])),",
            "  whose line is at \(format(degreesOf: CGFloat(atan2(dy, dx)))) and \(format(CGFloat(hypot(dx, dy)))) pt long",
        ]
    }
}
