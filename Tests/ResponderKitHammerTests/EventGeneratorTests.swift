import ResponderKitHammer
import Testing

/// The generator's fingers reach views through the application's queue (docs/testing-ios-tests.md).
@MainActor
struct EventGeneratorTests {
    @Test func aTapReachesAButtonWrappedInAWindow() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let generator = try EventGenerator(view: button)
        try generator.waitUntilHittable(timeout: 1)
        try generator.fingerTap()
        #expect(taps == 1)
    }
}
