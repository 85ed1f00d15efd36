import ResponderKitHammer
import Testing

/// Fingers: lyft/Hammer's timing constants and finger picking, on the application's queue and clock
/// (docs/testing-ios-tests.md, "Fingers").
@MainActor
struct EventGeneratorHandTests {
    @Test("a tap lasts fingerLiftDelay on the virtual clock and reaches the button's action")
    func tapOnTheClock() throws {
        let button = sized(UIButton(), width: 100, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let generator = try EventGenerator(view: button)
        let start = generator.window.application!.clock.now
        try generator.fingerTap()
        #expect(taps == 1)
        #expect(abs(generator.window.application!.clock.now - start - EventGenerator.fingerLiftDelay) < 1e-9)
    }

    @Test("lifting one finger ends only its touch; the other stays down (UIKit's touchesEnded docs)")
    func liftingOneFingerKeepsTheOther() throws {
        let view = sized(TouchLogView(), width: 200, height: 200)
        view.isMultipleTouchEnabled = true
        let generator = try EventGenerator(view: view)
        try generator.fingerDown(
            [.rightIndex, .rightMiddle], at: [OffsetLocation(x: -20, y: 0), OffsetLocation(x: 20, y: 0)])
        try generator.fingerUp(.rightIndex)
        #expect(view.calls == ["began(2)", "ended(1)"])
        let event = try #require(view.lastTouches.first)
        #expect(event.phase == .ended)
        try generator.fingerMove(.rightMiddle, to: OffsetLocation(x: 30, y: 10))
        try generator.fingerUp(.rightMiddle)
        #expect(view.calls == ["began(2)", "ended(1)", "moved(1)", "ended(1)"])
    }

    @Test("fingers are picked in Hammer's order and a finger already down is an error")
    func fingerPicking() throws {
        let view = sized(TouchLogView(), width: 200, height: 200)
        view.isMultipleTouchEnabled = true
        let generator = try EventGenerator(view: view)
        try generator.fingerDown(.rightThumb)
        #expect(throws: HammerError.self) { try generator.fingerDown(.rightThumb) }
        try generator.twoFingerDown()
        #expect(view.calls == ["began(1)", "began(2)"])
        try generator.fingerUp([.rightThumb, .rightIndex, .rightMiddle])
        #expect(throws: HammerError.self) { try generator.fingerUp(.leftThumb) }
        #expect(throws: HammerError.self) { try generator.fingerDown([.rightIndex], at: [CGPoint.zero, CGPoint.zero]) }
    }

    @Test(
        "a move over a duration steps every 1/60 s on the clock, as Hammer's loop does, and ends exactly on the target"
    )
    func interpolatedMove() throws {
        let view = sized(TouchLogView(), width: 300, height: 300)
        let generator = try EventGenerator(view: view)
        let centre = try generator.windowHitPoint(forView: view)
        try generator.fingerDown(at: centre)
        let start = generator.window.application!.clock.now
        try generator.fingerMove(to: centre.applying(CGAffineTransform(translationX: 60, y: 0)), duration: 0.5)
        // Hammer's loop: 30 steps of 1/60 s, the first at the start point (no movement, so no touchesMoved),
        // then the last move onto the target at 0.5 s.
        let moves = view.calls.filter { $0.hasPrefix("moved") }.count
        #expect(moves == 30)
        #expect(abs(generator.window.application!.clock.now - start - 0.5) < 1e-9)
        let touch = try #require(view.lastTouches.first)
        #expect(touch.location(in: generator.window) == CGPoint(x: centre.x + 60, y: centre.y))
        try generator.fingerUp()
    }

    @Test("a point nothing would receive is refused before any event is sent")
    func unhittablePoint() throws {
        let view = sized(TouchLogView(), width: 100, height: 100)
        let generator = try EventGenerator(view: view)
        view.isUserInteractionEnabled = false
        generator.window.isUserInteractionEnabled = true
        let point = CGPoint(x: -50, y: -50)
        #expect(throws: HammerError.self) { try generator.fingerDown(at: point) }
        #expect(view.calls.isEmpty)
    }
}
