import ResponderKitHammer
import Testing

/// The stylus: a `.pencil` touch with Hammer's angle conventions mapped to UIKit's
/// (docs/testing-ios-tests.md, "The stylus"; Apple's `UITouch.altitudeAngle` and `azimuthAngle(in:)`).
@MainActor
struct EventGeneratorStylusTests {
    @Test(
        "Hammer's altitude 0 (straight down) is UIKit's π/2; azimuth 0 (north) is UIKit's −π/2; pressure is a fraction of the maximum force"
    )
    func anglesAndForce() throws {
        let view = sized(TouchLogView(), width: 200, height: 200)
        let generator = try EventGenerator(view: view)
        try generator.stylusDown(azimuth: .pi / 2, altitude: .pi / 6, pressure: 0.5)
        let touch = try #require(view.lastTouches.first)
        #expect(touch.type == .pencil)
        #expect(abs(touch.altitudeAngle - .pi / 3) < 1e-9)
        #expect(abs(touch.azimuthAngle(in: view)) < 1e-9)
        #expect(abs(touch.force - touch.maximumPossibleForce / 2) < 1e-9)
        #expect(throws: HammerError.self) { try generator.stylusDown() }
        try generator.stylusUp()
        #expect(view.calls == ["began(1)", "ended(1)"])
        #expect(throws: HammerError.self) { try generator.stylusUp() }
    }
}
