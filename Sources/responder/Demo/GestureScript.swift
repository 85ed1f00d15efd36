import Foundation
import ResponderKitDemoScenes
import ResponderKitTesting

/// One scripted interaction of the gesture part.
@MainActor
struct GestureStep {
    let title: String
    /// What the step shows, in a sentence or two.
    let explanation: String
    let perform: (TouchSimulator) -> Void
    /// What to print after the logs, if anything (the photo's final geometry).
    var result: (() -> [String])? = nil
}

/// The gesture part's touches, in order. Points are computed from the views they aim at.
@MainActor
struct GestureScript {
    let touches: TouchSimulator
    let steps: [GestureStep]

    init(scene: GestureScene) {
        let touches = TouchSimulator(application: scene.app)
        self.touches = touches
        let pad = { (x: CGFloat, y: CGFloat, view: UIView) in scene.screenPoint(CGPoint(x: x, y: y), in: view) }

        let photoManipulation = PhotoManipulation(
            center: pad(scene.photo.bounds.midX, scene.photo.bounds.midY, scene.photo))

        let twoFingers = [pad(50, 45, scene.twoFingerPad), pad(110, 45, scene.twoFingerPad)]
        let pressPoint = pad(80, 45, scene.pressPad)
        let longPress: (TouchSimulator) -> Void = { touches in
            let finger = touches.touchDown(at: pressPoint)
            touches.wait(0.7)
            for step in 1...2 {
                touches.move(finger, to: CGPoint(x: pressPoint.x + 15 * CGFloat(step), y: pressPoint.y))
                touches.wait(0.1)
            }
            touches.lift(finger)
        }
        let swipeStart = pad(140, 45, scene.swipePad)
        let swipeEnd = CGPoint(x: swipeStart.x - 150, y: swipeStart.y)
        let tapPoint = pad(80, 45, scene.tapPad)
        let topLeft = pad(15, 15, scene.cornerPad), topRight = pad(240, 15, scene.cornerPad)
        let bottomRight = pad(240, 85, scene.cornerPad)

        steps = [
            GestureStep(
                title:
                    "Pan, pinch and rotate the photo with two fingers at once, from around \(format(photoManipulation.center))",
                explanation: "In \(format(CGFloat(photoManipulation.duration))) s the fingers' midpoint moves "
                    + "\(format(photoManipulation.move)), their distance grows from \(format(photoManipulation.startDistance)) to "
                    + "\(format(photoManipulation.endDistance)) pt and their line turns \(format(degreesOf: photoManipulation.turn)) "
                    + "clockwise. The delegate lets the three recognizers recognize together; each action applies "
                    + "its value to the photo and resets it, so the next action gets only what changed since.",
                perform: photoManipulation.perform,
                result: { photoManipulation.result(scene) }),
            GestureStep(
                title:
                    "Tap twice with two fingers on twoFingerPad, at \(format(twoFingers[0])) and \(format(twoFingers[1]))",
                explanation: "Each tap is two fingers down and up together; the second tap starts "
                    + "\(format(CGFloat(touches.tapInterval))) s after the first lifted, inside the 0.35 s interval.",
                perform: { $0.tap(at: twoFingers, count: 2) }),
            GestureStep(
                title: "Long press on pressPad at \(format(pressPoint)), then move the finger and lift it",
                explanation:
                    "Held still, the press begins 0.5 s after touch-down (a deadline on the clock, not a touch); "
                    + "every movement afterwards is a change, however far; lifting the finger ends it.",
                perform: longPress),
            GestureStep(
                title: "Swipe left on swipePad, from \(format(swipeStart)) to \(format(swipeEnd)) in 0.15 s",
                explanation:
                    "A quick straight stroke: the swipe decides as soon as the finger covered the distance its "
                    + "speed requires, before the finger lifts.",
                perform: { $0.drag(from: swipeStart, to: swipeEnd, duration: 0.15) }),
            GestureStep(
                title: "Single tap on tapPad at \(format(tapPoint))",
                explanation:
                    "The single tap recognizes when the finger lifts but must wait for the double tap to fail. "
                    + "The double tap fails when no second tap starts within 0.35 s of the lift (0.05 s + 0.35 s = 0.4 s): "
                    + "only then does the single tap fire.",
                perform: { $0.tap(at: tapPoint) }),
            GestureStep(
                title: "Double tap on tapPad at \(format(tapPoint))",
                explanation: "The single tap waits again after the first tap; the double tap recognizes on the second "
                    + "lift and the single tap, which required it to fail, fails: only the double tap fires.",
                perform: { $0.tap(at: tapPoint, count: 2) }),
            GestureStep(
                title:
                    "Two-finger tap on opposite corners of cornerPad, at \(format(topLeft)) and \(format(bottomRight))",
                explanation: "The corner-tap recognizer asks the other recognizers to wait for it to fail "
                    + "(shouldBeRequiredToFail(by:)), so the plain two-finger tap on the same view waits, then loses.",
                perform: { $0.tap(at: [topLeft, bottomRight]) }),
            GestureStep(
                title: "Two-finger tap on adjacent corners of cornerPad, at \(format(topLeft)) and \(format(topRight))",
                explanation: "The corner tap fails as soon as both fingers are down in corners that are not opposite; "
                    + "the two-finger tap, no longer waiting for anyone, recognizes when the fingers lift.",
                perform: { $0.tap(at: [topLeft, topRight]) }),
        ]
    }
}
