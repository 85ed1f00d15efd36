import ResponderKitTesting
import Testing

/// The README's "Using it in a test" example, compiled and run as written, so that it cannot go stale.
@MainActor
@Suite("README: using it in a test")
struct ReadmeExampleTests {
    @Test(
        "the README's example runs: a tap reaches the button; drags, long presses and pointer input play on the clock")
    func tapReachesTheButton() {
        let scene = TestScene()
        let button = scene.add(RecordingView(frame: CGRect(x: 100, y: 100, width: 44, height: 44)))

        scene.touches.tap(at: CGPoint(x: 120, y: 120))
        #expect(button.methods == [.began, .ended])

        scene.touches.drag(from: CGPoint(x: 110, y: 110), to: CGPoint(x: 300, y: 110), duration: 0.3)
        scene.touches.longPress(at: CGPoint(x: 120, y: 120), duration: 0.8)

        scene.pointer.move(to: CGPoint(x: 120, y: 120))
        scene.pointer.secondaryClick()
        scene.pointer.scrollWheel(detents: 3)
        #expect(button.methods.suffix(2) == [.began, .ended], "the secondary click is a touch sequence on the button")
    }
}
