import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitTesting

/// Step 2: a button inside a scroll view, and who gets the finger.
@MainActor
struct ScrollViewSteps {
    let steps: [ControlsStep]

    init(scene: ControlsScene, touches: TouchSimulator) {
        let scrollView = scene.scrollView, button = scene.scrollButton, log = scene.log
        let centre = scene.screenCenter(of: button)
        let delay = format(CGFloat(scrollView.contentTouchDelay))
        let flickEnd = CGPoint(x: centre.x, y: centre.y - 150)
        let dragDistance: CGFloat = 80

        /// Polls the button's highlight, as a reader watching the screen would.
        let poll = {
            log.record("poll", "\(button.name).isHighlighted is \(button.isHighlighted)", kind: "isHighlighted")
        }
        let restingFinger = {
            log.record("finger", "down at \(format(centre)), scrollButton's centre")
            let finger = touches.touchDown(at: centre)
            poll()
            // Polls at 0.05, 0.1, 0.2 and 0.25 s; the delay's timer fires at 0.15 s in between.
            for interval in [0.05, 0.05, 0.1, 0.05] {
                touches.wait(interval)
                poll()
            }
            touches.wait(0.05)
            log.record("finger", "lifts")
            touches.lift(finger)
        }
        let flick = {
            log.record("finger", "down at \(format(centre)), then moves straight up 150 pt in 0.25 s and lifts")
            touches.drag(from: centre, to: flickEnd, duration: 0.25)
            waitUntilAtRest(scrollView, touches)
        }
        /// Holds the finger past the delay, then drags it up `dragDistance` points, a display frame at a time.
        let holdThenDrag = {
            log.record("finger", "down at \(format(centre)), held still for 0.3 s")
            let finger = touches.touchDown(at: centre)
            touches.wait(0.3)
            log.record("finger", "moves up \(format(dragDistance)) pt, 8 pt per display frame")
            for step in 1...10 {
                touches.move(finger, to: CGPoint(x: centre.x, y: centre.y - dragDistance * CGFloat(step) / 10))
                touches.wait(1.0 / 60)
            }
            log.record("finger", "lifts")
            touches.lift(finger)
            waitUntilAtRest(scrollView, touches)
        }
        let outcome = { () -> [String] in
            [
                "contentOffset: \(format(scrollView.contentOffset))",
                button.sentEvents.isEmpty
                    ? "\(button.name) sent nothing: it never got a touch method"
                    : "\(button.name) sent, in order: \(button.sentEventsSummary)",
            ]
        }
        let startAtTop = {
            scrollView.setContentOffset(.zero, animated: false)
            scrollView.cancelsControlTouches = false
        }

        steps = [
            ControlsStep(
                label: "2a", title: "Rest a finger on scrollButton at \(format(centre)) for 0.3 s, then lift it",
                explanation: "delaysContentTouches is on: the scroll view's contentDelay recognizer holds the "
                    + "touch back from the button for \(delay) s in case the finger starts a drag. When the delay "
                    + "passes, the button gets touchesBegan late: it highlights and sends touchDown only then.",
                log: log, showsExplanations: true, setUp: startAtTop, perform: restingFinger, result: outcome),
            ControlsStep(
                label: "2b", title: "Flick up, starting on scrollButton at \(format(centre))",
                explanation:
                    "The finger moves more than 10 pt long before the \(delay) s delay is over: scrollPan begins, which "
                    + "forces contentDelay out while it still holds the touch. The held touch is dropped: "
                    + "the button never sees it, so there is nothing to cancel. The scroll view scrolls, then decelerates.",
                log: log, showsExplanations: true, setUp: startAtTop, perform: flick, result: outcome),
            ControlsStep(
                label: "2c", title: "Hold a finger on scrollButton for 0.3 s, then drag up \(format(dragDistance)) pt",
                explanation: "After the delay the button is tracking the touch. Before scrolling would take it, "
                    + "the scroll view asks touchesShouldCancel(in:), which answers false for a UIControl: "
                    + "scrollPan may not begin, nothing scrolls, and the button keeps the finger "
                    + "(within its \(format(button.touchInsideMargin)) pt margin the lift is still a touchUpInside).",
                log: log, showsExplanations: true, setUp: startAtTop, perform: holdThenDrag, result: outcome),
            ControlsStep(
                label: "2d", title: "The same, with touchesShouldCancel(in:) overridden to return true for controls",
                explanation: "The common fix for buttons in scroll views. Now scrollPan begins; its recognition "
                    + "cancels the button's touch, so the button gets touchesCancelled: it unhighlights and sends "
                    + "touchCancel, and the scroll view scrolls.",
                log: log, showsExplanations: true,
                setUp: {
                    startAtTop(); scrollView.cancelsControlTouches = true
                },
                perform: holdThenDrag, result: outcome),
        ]
    }
}

/// Runs the clock until the scroll view stops moving (at most 10 s).
@MainActor
private func waitUntilAtRest(_ scrollView: UIScrollView, _ touches: TouchSimulator) {
    var waited: TimeInterval = 0
    while scrollView.isDecelerating, waited < 10 {
        touches.wait(0.1)
        waited += 0.1
    }
}
