import ArgumentParser
import ResponderKitTesting

/// `responder demo`: builds the demo scene, scripts touches on a virtual clock and explains, step by
/// step, where each touch went and why.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Tap and drag through a small scene and print how every touch was dispatched."
    )

    @Flag(inversion: .prefixedNo, help: "Print every view the hit-test walk visits (--no-hit-test prints only the hit view).")
    var hitTest = true

    func run() throws {
        let showsHitTestWalk = hitTest
        // The scene is main-actor code. ArgumentParser calls a synchronous `run()` on the main thread,
        // so asserting the isolation is sound and keeps the command synchronous.
        MainActor.assumeIsolated {
            let scene = DemoScene()
            let script = DemoScript(scene: scene)
            var report = DemoReport(scene: scene, showsHitTestWalk: showsHitTestWalk)
            report.printScene()
            for step in script.steps {
                scene.clearLogs()
                step.perform(script.touches)
                report.printStep(step)
                // A second apart, so that no tap counts as a double tap of the previous one.
                script.touches.wait(1)
            }
            report.printDragResult(fingerDown: script.dragStart, fingerUp: script.dragEnd)
        }
    }
}
