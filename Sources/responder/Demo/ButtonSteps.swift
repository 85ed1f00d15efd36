import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitTesting

/// Step 1: a button's control events.
@MainActor
struct ButtonSteps {
    let steps: [ControlsStep]

    init(scene: ControlsScene, touches: TouchSimulator) {
        let button = scene.tapButton, log = scene.log
        let centre = scene.screenCenter(of: button)
        // Points to the right of the button, by their distance from its right edge (screen coordinates).
        let rightEdge = scene.screenPoint(CGPoint(x: button.bounds.maxX, y: button.bounds.midY), in: button)
        let outside = { (distance: CGFloat) in CGPoint(x: rightEdge.x + distance, y: rightEdge.y) }
        let path: [(CGPoint, String)] = [
            (outside(40), "40 pt right of the button"), (outside(80), "80 pt right of the button"),
            (outside(100), "100 pt right of the button"), (outside(60), "back to 60 pt right of the button"),
            (centre, "back to the centre"),
        ]
        let dragOutAndBack = {
            log.record("finger", "down at \(format(centre)), the button's centre")
            let finger = touches.touchDown(at: centre)
            for (point, description) in path {
                touches.wait(0.05)
                log.record("finger", "moves to \(format(point)), \(description)")
                touches.move(finger, to: point)
            }
            touches.wait(0.05)
            log.record("finger", "lifts")
            touches.lift(finger)
        }

        let sent = { ["\(button.name) sent, in order: \(button.sentEventsSummary)"] }

        steps = [
            ControlsStep(
                label: "1a", title: "Tap tapButton at \(format(centre))",
                explanation: "A tap sends touchDown, then touchUpInside on the lift; a button adds "
                    + "primaryActionTriggered right after it. The button is highlighted in between.",
                log: log, perform: { touches.tap(at: centre) }, result: sent),
            ControlsStep(
                label: "1b", title: "Double tap tapButton at \(format(centre))",
                explanation: "The second touch-down comes within 0.35 s of the first lift, so its tapCount is 2 "
                    + "and the button sends touchDownRepeat right after its touchDown.",
                log: log, perform: { touches.tap(at: centre, count: 2) }, result: sent),
            ControlsStep(
                label: "1c", title: "Drag from tapButton's centre out to the right and back",
                explanation: "For drags and lifts a control counts a finger as inside up to "
                    + "\(format(button.touchInsideMargin)) pt beyond its bounds. Crossing that margin sends "
                    + "touchDragExit once, then touchDragOutside on every move; coming back sends touchDragEnter "
                    + "once, then touchDragInside; the lift inside is a touchUpInside.",
                log: log, perform: dragOutAndBack, result: sent),
        ]
    }
}
