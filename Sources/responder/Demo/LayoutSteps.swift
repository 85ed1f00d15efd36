import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitTesting

/// The layout part's input, in order: tap Sign In where the solver put it, drag the sheet up by its
/// handle (the pan drives `sheetTop.constant`), release it (an animation on the clock snaps it open), ask
/// why the button is where it is (`layoutExplanation()`), then grow the safe area and see the form move.
/// Points are computed from the solved frames of the views they aim at.
@MainActor
struct LayoutSteps {
    let touches: TouchSimulator
    let steps: [ControlsStep]

    /// The drag: how many display frames it moves over, how far up per frame.
    private static let dragFrames = 5
    private static let dragStep: CGFloat = -50
    /// One display frame at 60 Hz: the time between two moves, and the step at which the snap is sampled.
    private static let frame: TimeInterval = 1.0 / 60
    /// When, after the release, the sheet's presented frame is read.
    private static let samples: [TimeInterval] = [0.1, 0.2, 0.3]

    init(scene: LayoutScene) {
        let touches = TouchSimulator(application: scene.app)
        self.touches = touches
        let log = scene.log
        let user = { (action: String, text: String) in log.record(action, text) }
        // The pass the run loop makes before the next frame is drawn (the window's layoutIfNeeded()).
        let layoutPass = { () -> CGRect in
            scene.window.layoutIfNeeded()
            return scene.sheet.frame
        }
        let frames = { (views: [UIView]) -> [String] in
            views.map { "\(DispatchLog.name(of: $0)).frame \(format($0.frame))" }
        }
        var finger: TouchSimulator.Finger?

        steps = [
            ControlsStep(
                label: "1", title: "Tap Sign In where the layout put it",
                explanation: "The button's frame is the solver's: the stack view placed it below the two fields. "
                    + "A tap at the centre of that frame, in screen coordinates, hits the button: hit-testing "
                    + "sees the solved frames (behaviour 20.2).",
                log: log,
                perform: {
                    let point = scene.screenCenter(of: scene.signInButton)
                    user("finger", "taps signInButton at \(format(point))")
                    touches.tap(at: point)
                },
                result: {
                    let hit = scene.window.hitTest(scene.screenCenter(of: scene.signInButton), with: nil)
                    return ["hitTest at its centre: \(hit.map { DispatchLog.name(of: $0) } ?? "nothing")"]
                }),
            ControlsStep(
                label: "2a", title: "Drag the sheet up by its handle: the pan drives sheetTop.constant",
                explanation: "Each move sends the pan's action, which sets sheetTop.constant to its value at "
                    + "the start plus the translation (clamped between open and closed): one constant changed, "
                    + "which the engine edits in place (behaviour 20.1). The frame follows at the next layout "
                    + "pass, the one the run loop makes before the frame is drawn (shown after each move).",
                log: log,
                perform: {
                    var point = scene.screenCenter(of: scene.handle)
                    user("finger", "down on the sheet's handle at \(format(point))")
                    let touch = touches.touchDown(at: point)
                    finger = touch
                    for _ in 0..<Self.dragFrames {
                        touches.wait(Self.frame)
                        point.y += Self.dragStep
                        user("finger", "moves to \(format(point))")
                        touches.move(touch, to: point)
                        user("layout pass", "sheet.frame \(format(layoutPass()))")
                    }
                }, result: { ["sheetTop.constant \(format(scene.sheetTop.constant)); finger still down"] }),
            ControlsStep(
                label: "2b", title: "Release the sheet: an animation snaps it open, on the clock",
                explanation: "The pan ends; past half way, the sheet snaps open: UIView.animate sets the constant "
                    + "and calls layoutIfNeeded() in its block, as UIKit code does, so the solved frame is the "
                    + "model value at once and the presented frame (layer.presentation()) moves over "
                    + "\(format(CGFloat(LayoutScene.snapDuration))) s of the application's clock; then the "
                    + "completion runs.",
                log: log,
                perform: {
                    guard let touch = finger else { return }
                    user("finger", "lifts")
                    touches.lift(touch)
                    user("poll", "sheet.frame (the model) \(format(scene.sheet.frame))")
                    var elapsed: TimeInterval = 0
                    for sample in Self.samples {
                        touches.wait(sample - elapsed)
                        elapsed = sample
                        let shown = scene.sheet.layer.presentation()?.frame ?? scene.sheet.frame
                        user("poll", "sheet.layer.presentation().frame \(format(shown))")
                    }
                },
                result: {
                    ["sheetTop.constant \(format(scene.sheetTop.constant))"]
                        + frames([scene.sheet, scene.handle])
                }),
            ControlsStep(
                label: "3", title: "Ask why signInButton is where it is: layoutExplanation()",
                explanation: "The explanation lists the constraints that determine the button's x and width, "
                    + "then its y and height, in the current solution: the stack view's own (UISV-…), the "
                    + "height the form gave it, and the margins guide the stack view is pinned to (behaviour "
                    + "20.8).",
                log: log, perform: { user("poll", "signInButton.layoutExplanation()") },
                result: { scene.signInButton.layoutExplanation() }),
            ControlsStep(
                label: "4", title: "A 44-point banner above the form: additionalSafeAreaInsets moves it down",
                explanation: "The controller's additionalSafeAreaInsets add to the status bar's 20 points: the "
                    + "root view's safe area insets change (viewSafeAreaInsetsDidChange), and so do its "
                    + "layout margins, which are measured from the safe area; the next pass moves the form "
                    + "and the rows in it, and nothing else.",
                log: log,
                perform: {
                    user("poll", "viewController.additionalSafeAreaInsets.top = 44")
                    scene.viewController.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
                    user("layout pass", "sheet.frame \(format(layoutPass()))")
                },
                result: {
                    frames([scene.form, scene.usernameField, scene.passwordField, scene.signInButton])
                }),
        ]
    }
}
