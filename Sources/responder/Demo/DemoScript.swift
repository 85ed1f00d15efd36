import Foundation
import ResponderKitDemoScenes
import ResponderKitTesting

/// One scripted interaction of the demo.
@MainActor
struct DemoStep {
    let title: String
    /// What the step shows, in a sentence or two.
    let explanation: String
    let perform: (TouchSimulator) -> Void
}

/// The demo's touches, in order. Points are computed from the views they aim at, so the script stays
/// right if a frame changes.
@MainActor
struct DemoScript {
    let touches: TouchSimulator
    let steps: [DemoStep]
    /// Where the drag puts the finger down and lifts it, in screen coordinates.
    let dragStart: CGPoint
    let dragEnd: CGPoint

    init(scene: TutorialScene) {
        touches = TouchSimulator(application: scene.app)
        let yellowPoint = scene.screenPoint(CGPoint(x: 40, y: 40), in: scene.yellow)
        let greenPoint = scene.screenPoint(CGPoint(x: 30, y: 40), in: scene.green)
        let orangePoint = scene.screenPoint(CGPoint(x: 230, y: 230), in: scene.orange)
        let besideButton = scene.screenPoint(CGPoint(x: -10, y: 12), in: scene.smallButton)
        let leftStrip = scene.screenPoint(CGPoint(x: 30, y: 30), in: scene.redirectingContainer)
        let overlayPoint = scene.screenPoint(CGPoint(x: 25, y: 25), in: scene.disabledOverlay)
        let dragStart = scene.screenPoint(CGPoint(x: 35, y: 35), in: scene.draggable)
        // 80 pt right and 60 pt up: a 100 pt drag.
        let dragEnd = CGPoint(x: dragStart.x + 80, y: dragStart.y - 60)
        self.dragStart = dragStart
        self.dragEnd = dragEnd

        steps = [
            DemoStep(
                title: "Tap on yellow at \(format(yellowPoint))",
                explanation:
                    "Yellow is the deepest view under the finger, so it is the hit view. It doesn't handle touches, "
                    + "so they travel up the responder chain: superviews, the view controller, the window, the application.",
                perform: { $0.tap(at: yellowPoint) }),
            DemoStep(
                title: "Tap on green at \(format(greenPoint))",
                explanation:
                    "Green's next responder is its superview, the root view: the touch never passes through orange.",
                perform: { $0.tap(at: greenPoint) }),
            DemoStep(
                title: "Tap on orange, outside blue, at \(format(orangePoint))",
                explanation:
                    "Orange contains the point but none of its subviews does, so orange itself is the hit view.",
                perform: { $0.tap(at: orangePoint) }),
            DemoStep(
                title: "Tap 10 pt left of the small button, at \(format(besideButton))",
                explanation:
                    "The point is outside the button's 24 x 24 bounds but inside the area its point(inside:with:) "
                    + "accepts, so the button gets the touch.",
                perform: { $0.tap(at: besideButton) }),
            DemoStep(
                title: "Tap on the left side strip of the redirecting container, at \(format(leftStrip))",
                explanation:
                    "The default walk ends on the container itself; its hitTest override returns the centre view instead.",
                perform: { $0.tap(at: leftStrip) }),
            DemoStep(
                title: "Tap on three skipped views stacked in front of green, at \(format(overlayPoint))",
                explanation: "Hit-testing skips a view (and its subviews) that has user interaction disabled, "
                    + "alpha <= 0.01 or is hidden, so the touch reaches green behind them.",
                perform: { $0.tap(at: overlayPoint) }),
            DemoStep(
                title: "Drag the image view from \(format(dragStart)) to \(format(dragEnd))",
                explanation: "The hit view is fixed when the touch begins: every later phase goes to the image view, "
                    + "even while the finger passes over the redirecting container.",
                perform: { $0.drag(from: dragStart, to: dragEnd, duration: 0.25) }),
        ]
    }
}
