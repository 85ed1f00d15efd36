import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("UITapGestureRecognizer (behaviour 5.1, 4.5)")
struct TapRecognizerTests {
    @Test(
        "behaviour 4.3: a tap sends one action on recognition; the view sees began then cancelled (cancelsTouchesInView)"
    )
    func tapRecognizesAndCancelsView() {
        let scene = NamedGestureScene()
        let tap = scene.add(UITapGestureRecognizer(), name: "tap")
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.actions == ["tap:ended"])
        #expect(scene.view.methods == [.began, .cancelled])
        #expect(tap.state == .possible)  // reset after the sequence (behaviour 11)
    }

    @Test("behaviour 4.5: single tap that requires the double tap to fail fires only after the 0.35 s interval")
    func singleWaitsForDouble() {
        let scene = NamedGestureScene()
        let double = scene.add(UITapGestureRecognizer(), name: "double")
        double.numberOfTapsRequired = 2
        let single = scene.add(UITapGestureRecognizer(), name: "single")
        single.require(toFail: double)
        var firedAt: TimeInterval?
        single.addAction { _ in firedAt = scene.app.clock.now }
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.actions.isEmpty)
        #expect(single.state == .possible)  // waiting is visible as possible
        scene.touches.wait(0.2)
        #expect(scene.actions.isEmpty)
        scene.touches.wait(0.3)
        #expect(scene.actions == ["single:ended"])
        // The tap lifted at 0.05; the double tap's interval ran out 0.35 s later.
        #expect(abs(firedAt! - 0.4) < 1e-9)
        // The view's ended touch was held (delaysTouchesEnded) and then cancelled by the single tap.
        #expect(scene.view.methods == [.began, .cancelled])
    }

    @Test("behaviour 4.5: a double tap makes the waiting single tap fail")
    func doubleWins() {
        let scene = NamedGestureScene()
        let double = scene.add(UITapGestureRecognizer(), name: "double")
        double.numberOfTapsRequired = 2
        let single = scene.add(UITapGestureRecognizer(), name: "single")
        single.require(toFail: double)
        scene.touches.tap(at: CGPoint(x: 100, y: 100), count: 2)
        scene.touches.wait(1)
        #expect(scene.actions == ["double:ended"])
        // behaviour 4.4: the first tap's held ended phase becomes a cancel, never an end.
        #expect(scene.view.methods == [.began, .began, .cancelled])
        #expect(scene.view.calls.last?.count == 2)
        #expect(single.state == .possible)
        #expect(double.state == .possible)
    }

    @Test(
        "behaviour 4.5: without a failure requirement, single and double taps both fire (a tap never prevents a tap of higher count)"
    )
    func tapNeverPreventsHigherCount() {
        let scene = NamedGestureScene()
        let double = scene.add(UITapGestureRecognizer(), name: "double")
        double.numberOfTapsRequired = 2
        scene.add(UITapGestureRecognizer(), name: "single")
        scene.touches.tap(at: CGPoint(x: 100, y: 100), count: 2)
        #expect(scene.actions == ["single:ended", "double:ended"])
    }

    @Test("behaviour 5.1: a tap that moves more than 45 pt fails; the explanation log says why")
    func explanationLog() {
        let scene = NamedGestureScene()
        scene.window.dispatchLog = DispatchLog()
        scene.add(UITapGestureRecognizer(), name: "tap")
        scene.touches.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 110, y: 100), duration: 0.1)
        let lines = scene.window.dispatchLog!.lines
        #expect(scene.actions.isEmpty)
        #expect(
            scene.window.dispatchLog!.records.map(\.entry).contains(
                .gestureState(
                    recognizer: "tap (tap)", from: .possible, to: .failed, cause: .explained("moved 55 pt > 45 pt"))))
        #expect(lines.contains { $0.contains("participants: tap (tap)") })
    }
}
