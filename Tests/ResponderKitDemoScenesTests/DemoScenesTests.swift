import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitTesting
import Testing

/// The demo scenes' library (docs/decisions.md "One home for the demo scenes"): what the CLI
/// and the inspector rely on besides the demo output, which the CLI tests pin.
@MainActor
@Suite("Demo scenes: the tutorial's decisions and the controls playground's events (behaviour 1.1, 6.1)")
struct DemoScenesTests {
    @Test(
        "hitTest(_:with:) may redirect and point(inside:with:) may enlarge (Apple: UIView hitTest(_:with:)); the tutorial reports both decisions through onDecision"
    )
    func tutorialDecisions() {
        let scene = TutorialScene()
        var decisions: [String] = []
        scene.callbacks.onDecision = { view, text in decisions.append("\(view): \(text)") }
        let touches = TouchSimulator(application: scene.app)
        // 10 pt right of the 24 pt button: inside its 20 pt margin.
        touches.tap(at: scene.screenPoint(CGPoint(x: 34, y: 12), in: scene.smallButton))
        // The container's left side strip.
        touches.tap(at: scene.screenPoint(CGPoint(x: 10, y: 30), in: scene.redirectingContainer))
        #expect(
            decisions == [
                "smallButton: the finger lifted inside the enlarged area at (34, 12) (button coordinates): button action fires",
                "redirectingContainer: hitTest: (10, 30) is in the left side strip, returns centre instead of itself",
            ])
        #expect(scene.callbacks.lines.contains(decisions[0]) && scene.callbacks.lines.contains(decisions[1]))
        #expect(
            scene.callbacks.lines.contains(
                "smallButton: touchesBegan, handles it itself (no super, the chain stops here)"))
    }

    @Test("a callback log that keeps no lines still reports decisions (a long-lived host must not grow)")
    func tutorialWithoutLines() {
        let scene = TutorialScene()
        scene.callbacks.keepsLines = false
        var decisions = 0
        scene.callbacks.onDecision = { _, _ in decisions += 1 }
        TouchSimulator(application: scene.app).tap(at: scene.screenPoint(CGPoint(x: 12, y: 12), in: scene.smallButton))
        #expect(decisions == 1)
        #expect(scene.callbacks.lines.isEmpty)
    }

    @Test(
        "behaviour 6.1: a tap on the playground's button reports touchDown, touchUpInside, then primaryActionTriggered")
    func playgroundControlEvents() throws {
        let scene = ControlsPlaygroundScene()
        var events: [String] = []
        scene.onControlEvent = { control, event in events.append("\(control) \(event)") }
        let button = try #require(scene.controls.first)
        #expect(
            scene.controls.map { $0.accessibilityIdentifier ?? "" } == [
                "tapButton", "toggle", "slider", "scrollButton", "lowerButton",
            ])
        TouchSimulator(application: scene.application).tap(
            at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        #expect(events == ["tapButton touchDown", "tapButton touchUpInside", "tapButton primaryActionTriggered"])
        #expect(scene.remark(for: button) == "a UIButton; its control events are listed")
    }
}
