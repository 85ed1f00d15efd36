import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Clicks, hover and button masks (behaviour 12.1, 12.2).
@MainActor
@Suite("Pointer clicks and hover (behaviour 12.1, 12.2)")
struct PointerClickTests {
    /// What the root view saw of each touch: its type, phase and the event's buttons.
    final class Observed {
        var entries: [String] = []
    }

    private func observe(_ scene: TestScene) -> Observed {
        let observed = Observed()
        scene.rootView.onCall = { method, touches, event in
            for touch in touches {
                observed.entries.append("\(method) \(touch.type) \(event?.buttonMask.rawValue ?? -1)")
            }
        }
        return observed
    }

    @Test(
        "behaviour 12.2 (Apple: UIApplicationSupportsIndirectInputEvents): without the key a click is a .direct touch")
    func compatibilityClickIsDirect() {
        let scene = TestScene()
        let observed = observe(scene)
        #expect(scene.application.supportsIndirectInputEvents == false)
        scene.pointer.click(at: CGPoint(x: 100, y: 100))
        #expect(observed.entries == ["began direct 1", "ended direct 1"])
    }

    @Test(
        "behaviour 12.2 (Apple: UITouch.TouchType.indirectPointer): with indirect input a click is an .indirectPointer touch from press to release"
    )
    func indirectClickIsIndirectPointer() {
        let scene = TestScene()
        scene.application.supportsIndirectInputEvents = true
        let observed = observe(scene)
        scene.pointer.move(to: CGPoint(x: 50, y: 60))
        scene.pointer.press()
        scene.pointer.move(to: CGPoint(x: 80, y: 60), duration: 0.05)
        scene.pointer.release()
        #expect(observed.entries.first == "began indirectPointer 1")
        #expect(observed.entries.last == "ended indirectPointer 1")
        #expect(observed.entries.contains("moved indirectPointer 1"))
    }

    @Test(
        "behaviour 12.2 (Apple: UIEvent.buttonMask): a secondary click carries .secondary; the buttons clear after the click"
    )
    func secondaryClickButtonMask() {
        let scene = TestScene()
        let observed = observe(scene)
        scene.pointer.secondaryClick(at: CGPoint(x: 100, y: 100))
        #expect(observed.entries == ["began direct 2", "ended direct 2"])
        #expect(scene.application.pointerButtons.isEmpty)
    }

    @Test(
        "behaviour 12.2 (Apple: UITapGestureRecognizer.buttonMaskRequired): the default .primary ignores secondary clicks; .secondary takes them"
    )
    func buttonMaskRequiredGatesTaps() {
        let scene = TestScene()
        var fired: [String] = []
        let primary = UITapGestureRecognizer()
        primary.addAction { _ in fired.append("primary") }
        let secondary = UITapGestureRecognizer()
        secondary.buttonMaskRequired = .secondary
        secondary.addAction { _ in fired.append("secondary") }
        #expect(primary.buttonMaskRequired == .primary)
        scene.rootView.addGestureRecognizer(primary)
        scene.rootView.addGestureRecognizer(secondary)
        scene.pointer.secondaryClick(at: CGPoint(x: 100, y: 100))
        scene.pointer.wait(1)
        #expect(fired == ["secondary"])
        fired.removeAll()
        scene.pointer.click(at: CGPoint(x: 100, y: 100))
        scene.pointer.wait(1)
        #expect(fired == ["primary"])
    }

    @Test(
        "behaviour 12.2 (Apple: UIGestureRecognizer.buttonMask): a recognizer following a click reads its buttons in its action; a finger gives none"
    )
    func recognizerButtonMask() {
        let scene = TestScene()
        var masks: [UIEvent.ButtonMask] = []
        let tap = UITapGestureRecognizer()
        tap.buttonMaskRequired = .secondary
        tap.addAction { masks.append($0.buttonMask) }
        scene.rootView.addGestureRecognizer(tap)
        scene.pointer.secondaryClick(at: CGPoint(x: 100, y: 100))
        scene.pointer.wait(1)
        let pan = UIPanGestureRecognizer()
        pan.addAction { masks.append($0.buttonMask) }
        scene.rootView.addGestureRecognizer(pan)
        _ = scene.touches.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        #expect(masks.first == .secondary)
        #expect(masks.count > 2 && masks.dropFirst().allSatisfy { $0.isEmpty })
    }

    @Test(
        "behaviour 12.2 (Apple: UITapGestureRecognizer.buttonMaskRequired): finger touches carry no buttons and are not gated"
    )
    func fingerTapsAreNotGated() {
        let scene = TestScene()
        var fired = 0
        let tap = UITapGestureRecognizer()
        tap.buttonMaskRequired = .secondary
        tap.addAction { _ in fired += 1 }
        scene.rootView.addGestureRecognizer(tap)
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        scene.touches.wait(1)
        #expect(fired == 1)
    }

    @Test(
        "behaviour 12.1 (Apple: UIHoverGestureRecognizer): a hovering pointer begins, changes and ends a hover recognizer; a click ends the hover"
    )
    func hoverWhileNoButtonIsDown() {
        let scene = TestScene()
        let target = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        var states: [UIGestureRecognizer.State] = []
        let hover = UIHoverGestureRecognizer()
        hover.addAction { states.append($0.state) }
        target.addGestureRecognizer(hover)
        scene.pointer.move(to: CGPoint(x: 50, y: 50))
        scene.pointer.move(to: CGPoint(x: 60, y: 50))
        #expect(states == [.began, .changed])
        #expect(hover.location(in: target) == CGPoint(x: 60, y: 50))
        scene.pointer.move(to: CGPoint(x: 200, y: 50))
        #expect(states == [.began, .changed, .ended])
        states.removeAll()
        scene.pointer.move(to: CGPoint(x: 50, y: 50))
        scene.pointer.press()
        #expect(states == [.began, .ended])
        scene.pointer.release()
        #expect(states == [.began, .ended, .began])
    }

    @Test("behaviour 12.1: a pointer location outside the screen or not a number is clamped or dropped, and counted")
    func badLocationsAreCountedNeverCrash() {
        let scene = TestScene()
        scene.application.enqueue(
            .pointer(PointerInput(timestamp: 0, device: .mouse, location: CGPoint(x: -50, y: 1e9))))
        scene.application.enqueue(
            .pointer(PointerInput(timestamp: 0, device: .mouse, location: CGPoint(x: CGFloat.nan, y: 0))))
        scene.application.runUntilIdle()
        let location = try! #require(scene.application.pointerLocation)
        #expect(scene.application.screen.bounds.contains(location))
        #expect(scene.application.pointerStatistics.clampedLocations == 1)
        #expect(scene.application.pointerStatistics.rejectedInputs == 1)
    }
}

/// Pointer interactions (behaviour 12.1).
@MainActor
@Suite("UIPointerInteraction (behaviour 12.1)")
struct PointerInteractionTests {
    final class Delegate: UIPointerInteractionDelegate {
        var calls: [String] = []
        var halves = false
        func pointerInteraction(
            _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
            defaultRegion: UIPointerRegion
        ) -> UIPointerRegion? {
            calls.append("regionFor")
            guard halves else { return defaultRegion }
            let left = request.location.x < defaultRegion.rect.midX
            var rect = defaultRegion.rect
            rect.size.width /= 2
            if !left { rect.origin.x += rect.width }
            return UIPointerRegion(rect: rect, identifier: left ? "left" : "right")
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
            -> UIPointerStyle?
        {
            calls.append("styleFor")
            return UIPointerStyle(shape: .verticalBeam(length: 20), constrainedAxes: .vertical)
        }
        func pointerInteraction(
            _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
            animator: any UIPointerInteractionAnimating
        ) {
            calls.append("willEnter \(region.identifier.map { "\($0)" } ?? "view")")
        }
        func pointerInteraction(
            _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
            animator: any UIPointerInteractionAnimating
        ) {
            calls.append("willExit \(region.identifier.map { "\($0)" } ?? "view")")
        }
    }

    @Test(
        "behaviour 12.1 (Apple: UIPointerInteractionDelegate): entering a view asks regionFor, tells willEnter, asks styleFor; leaving tells willExit"
    )
    func regionAndStyleAreRecorded() {
        let scene = TestScene()
        let button = scene.add(UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 40)))
        let delegate = Delegate()
        let interaction = UIPointerInteraction(delegate: delegate)
        button.addInteraction(interaction)
        #expect(interaction.view === button)
        #expect(button.interactions.count == 1)
        scene.pointer.move(to: CGPoint(x: 30, y: 30))
        #expect(delegate.calls == ["regionFor", "willEnter view", "styleFor"])
        #expect(interaction.activeRegion?.rect == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(interaction.activeStyle?.shape == .verticalBeam(length: 20))
        delegate.calls.removeAll()
        scene.pointer.move(to: CGPoint(x: 40, y: 30))
        #expect(delegate.calls == ["regionFor"])  // the same region: nothing else
        scene.pointer.move(to: CGPoint(x: 200, y: 200))
        #expect(delegate.calls == ["regionFor", "willExit view"])
        #expect(interaction.activeRegion == nil && interaction.activeStyle == nil)
    }

    @Test(
        "behaviour 12.1 (Apple: UIPointerRegion): a delegate's regions by identifier: moving between them exits one and enters the other"
    )
    func regionsWithinOneView() {
        let scene = TestScene()
        let view = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)))
        let delegate = Delegate()
        delegate.halves = true
        view.addInteraction(UIPointerInteraction(delegate: delegate))
        scene.pointer.move(to: CGPoint(x: 20, y: 20))
        scene.pointer.move(to: CGPoint(x: 150, y: 20))
        #expect(
            delegate.calls.filter { !$0.hasPrefix("regionFor") && $0 != "styleFor" }
                == ["willEnter left", "willExit left", "willEnter right"])
    }

    @Test("UIKit's UIInteraction: removeInteraction detaches it (view nil, no region)")
    func removeInteraction() {
        let view = UIView(frame: .zero)
        let interaction = UIPointerInteraction(delegate: nil)
        view.addInteraction(interaction)
        view.removeInteraction(interaction)
        #expect(interaction.view == nil)
        #expect(view.interactions.isEmpty)
    }
}
