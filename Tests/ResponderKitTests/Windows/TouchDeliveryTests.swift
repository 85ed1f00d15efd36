import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A 320×480 test scene with two side-by-side recording views in its window, left (0...160) and right
/// (160...320); together they cover the scene's root view, which therefore never sees a touch.
@MainActor
private struct DeliveryScene {
    let scene = TestScene(size: CGSize(width: 320, height: 480))
    let left = RecordingView(frame: CGRect(x: 0, y: 0, width: 160, height: 480))
    let right = RecordingView(frame: CGRect(x: 160, y: 0, width: 160, height: 480))
    var app: UIApplication { scene.application }
    var window: UIWindow { scene.window }
    var touches: TouchSimulator { scene.touches }

    init() {
        scene.window.addSubview(left)
        scene.window.addSubview(right)
    }
}

@MainActor
@Suite("Touch delivery to views (behaviour 2.3)")
struct TouchDeliveryTests {
    @Test("behaviour 2.1: one UITouch object per finger, mutated in place through began, moved and ended")
    func touchIdentityAndPhases() throws {
        let scene = DeliveryScene()
        var seen: [(UITouch, UITouch.Phase)] = []
        scene.left.onCall = { _, touches, _ in seen.append(contentsOf: touches.map { ($0, $0.phase) }) }
        let finger = scene.touches.touchDown(at: CGPoint(x: 50, y: 50))
        scene.touches.wait(0.02)
        scene.touches.move(finger, to: CGPoint(x: 60, y: 50))
        scene.touches.wait(0.02)
        scene.touches.lift(finger)
        #expect(scene.left.methods == [.began, .moved, .ended])
        #expect(seen.map(\.1) == [.began, .moved, .ended])
        let first = try #require(seen.first?.0)
        #expect(seen.allSatisfy { $0.0 === first })
        #expect(first.view === scene.left)
        #expect(first.window === scene.window)
        #expect(first.location(in: scene.left) == CGPoint(x: 60, y: 50))
        #expect(first.previousLocation(in: scene.left) == CGPoint(x: 60, y: 50))
    }

    @Test("behaviour 2.1: view and window stay fixed at touch-down even when the finger leaves the view")
    func viewFixedAtTouchDown() {
        let scene = DeliveryScene()
        var views: [UIView?] = []
        scene.left.onCall = { _, touches, _ in views.append(touches.first?.view) }
        scene.touches.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 250, y: 100))
        #expect(scene.right.calls.isEmpty)
        #expect(scene.left.methods.first == .began)
        #expect(scene.left.methods.last == .ended)
        #expect(views.allSatisfy { $0 === scene.left })
    }

    @Test("behaviour 2.3: fingers landing in one frame on the same view arrive in one touchesBegan call")
    func simultaneousFingersGrouped() {
        let scene = DeliveryScene()
        scene.left.isMultipleTouchEnabled = true
        let fingers = scene.touches.touchDown(at: [
            CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 80), CGPoint(x: 200, y: 20),
        ])
        #expect(scene.left.calls.map(\.count) == [2])
        #expect(scene.right.calls.map(\.count) == [1])
        scene.touches.lift(fingers)
        #expect(scene.left.calls.map(\.method) == [.began, .ended])
        #expect(scene.left.calls.last?.count == 2)
    }

    @Test("behaviour 2.3: a later finger arrives in its own touchesBegan call")
    func laterFingerSeparateCall() {
        let scene = DeliveryScene()
        scene.left.isMultipleTouchEnabled = true
        let first = scene.touches.touchDown(at: CGPoint(x: 20, y: 20))
        scene.touches.wait(0.05)
        let second = scene.touches.touchDown(at: CGPoint(x: 80, y: 80))
        #expect(scene.left.calls.map(\.method) == [.began, .began])
        #expect(scene.left.calls.map(\.count) == [1, 1])
        #expect(scene.left.calls[0].touches != scene.left.calls[1].touches)
        scene.touches.lift([first, second])
    }

    @Test("behaviour 2.3: touchesMoved carries only the touches that moved; stationary ones stay in allTouches")
    func movedContainsOnlyMovedTouches() {
        let scene = DeliveryScene()
        scene.left.isMultipleTouchEnabled = true
        var movedPhases: [[UITouch.Phase]] = []
        var allCounts: [Int] = []
        scene.left.onCall = { method, touches, event in
            guard method == .moved else { return }
            movedPhases.append(touches.map(\.phase))
            allCounts.append(event?.allTouches?.count ?? 0)
            #expect(event?.allTouches?.contains { $0.phase == .stationary } == true)
        }
        let fingers = scene.touches.touchDown(at: [CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 80)])
        scene.touches.wait(0.02)
        scene.touches.move(fingers[0], to: CGPoint(x: 30, y: 20))
        #expect(movedPhases == [[.moved]])
        #expect(allCounts == [2])
        #expect(scene.left.calls.last?.count == 1)
        scene.touches.lift(fingers)
    }

    @Test("behaviour 2.3: isMultipleTouchEnabled false withholds later touches from the view until the first ends")
    func multipleTouchDisabled() {
        let scene = DeliveryScene()
        #expect(scene.left.isMultipleTouchEnabled == false)
        let first = scene.touches.touchDown(at: CGPoint(x: 20, y: 20))
        scene.touches.wait(0.02)
        let second = scene.touches.touchDown(at: CGPoint(x: 80, y: 80))
        scene.touches.wait(0.02)
        scene.touches.move(second, to: CGPoint(x: 90, y: 90))
        scene.touches.lift(second)
        #expect(scene.left.methods == [.began])
        scene.touches.lift(first)
        #expect(scene.left.methods == [.began, .ended])
        // Once the first touch ended, a new touch is delivered again.
        scene.touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.left.methods == [.began, .ended, .began, .ended])
    }

    @Test("behaviour 2.3: two fingers landing together on a single-touch view: only the first is delivered")
    func multipleTouchDisabledSimultaneous() {
        let scene = DeliveryScene()
        let fingers = scene.touches.touchDown(at: [CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 80)])
        #expect(scene.left.calls.map(\.count) == [1])
        scene.touches.lift(fingers)
        #expect(scene.left.calls.map(\.count) == [1, 1])
        #expect(scene.left.calls[0].touches == scene.left.calls[1].touches)
    }

    @Test("behaviour 2.3: an exclusive-touch view blocks touches to other views in its window while tracking")
    func exclusiveTouchBlocksOthers() {
        let scene = DeliveryScene()
        scene.left.isExclusiveTouch = true
        let first = scene.touches.touchDown(at: CGPoint(x: 20, y: 20))
        scene.touches.tap(at: CGPoint(x: 200, y: 20))
        #expect(scene.right.calls.isEmpty)
        scene.touches.lift(first)
        scene.touches.tap(at: CGPoint(x: 200, y: 20))
        #expect(scene.right.methods == [.began, .ended])
    }

    @Test("behaviour 2.3: an exclusive-touch view gets no touch while another view in its window is tracking")
    func exclusiveTouchWaitsForOthers() {
        let scene = DeliveryScene()
        scene.left.isExclusiveTouch = true
        let onRight = scene.touches.touchDown(at: CGPoint(x: 200, y: 20))
        scene.touches.tap(at: CGPoint(x: 20, y: 20))
        #expect(scene.left.calls.isEmpty)
        scene.touches.lift(onRight)
        #expect(scene.right.methods == [.began, .ended])
    }

    @Test("behaviour 2.3: a view removed from its window mid-touch gets touchesCancelled, then nothing more")
    func removalMidTouchCancels() {
        let scene = DeliveryScene()
        let inner = RecordingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        scene.left.addSubview(inner)
        let finger = scene.touches.touchDown(at: CGPoint(x: 50, y: 50))
        scene.left.removeFromSuperview()
        #expect(inner.methods == [.began, .cancelled])
        scene.touches.move(finger, to: CGPoint(x: 60, y: 60))
        scene.touches.lift(finger)
        #expect(inner.methods == [.began, .cancelled])
        #expect(scene.right.calls.isEmpty)
    }

    @Test("behaviour 2.3: resigning active cancels every touch; contacts still down are ignored until lifted")
    func resignActiveCancels() {
        let scene = DeliveryScene()
        let a = scene.touches.touchDown(at: CGPoint(x: 20, y: 20))
        let b = scene.touches.touchDown(at: CGPoint(x: 200, y: 20))
        scene.app.resignActive()
        #expect(scene.left.methods == [.began, .cancelled])
        #expect(scene.right.methods == [.began, .cancelled])
        scene.app.becomeActive()
        scene.touches.move(a, to: CGPoint(x: 30, y: 30))
        scene.touches.lift([a, b])
        #expect(scene.left.methods == [.began, .cancelled])
        scene.touches.tap(at: CGPoint(x: 20, y: 20))
        #expect(scene.left.methods == [.began, .cancelled, .began, .ended])
    }

    @Test("behaviour 2.3: losing the input source cancels every touch")
    func inputSourceLostCancels() {
        let scene = DeliveryScene()
        var phases: [UITouch.Phase] = []
        scene.left.onCall = { method, touches, _ in if method == .cancelled { phases += touches.map(\.phase) } }
        scene.touches.touchDown(at: CGPoint(x: 20, y: 20))
        scene.touches.cancelAll()
        #expect(scene.left.methods == [.began, .cancelled])
        #expect(phases == [.cancelled])
    }

    @Test(
        "behaviour 2.3: touches that began in a view end exactly once for it, even when the view cancels from a callback"
    )
    func balancedWhenRemovedFromCallback() {
        let scene = DeliveryScene()
        scene.left.onCall = { method, _, _ in
            if method == .moved { scene.left.removeFromSuperview() }
        }
        scene.touches.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 100, y: 20))
        #expect(scene.left.methods.filter { $0 == .began }.count == 1)
        #expect(scene.left.methods.filter { $0 == .ended || $0 == .cancelled }.count == 1)
        #expect(scene.left.methods.last == .cancelled)
    }

    @Test("behaviour 2.3: default touch methods forward up the responder chain to the superview")
    func defaultMethodsForward() {
        let scene = DeliveryScene()
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        scene.left.addSubview(plain)
        scene.touches.tap(at: CGPoint(x: 20, y: 20))
        #expect(scene.left.methods == [.began, .ended])
    }

    @Test("behaviour 2.3: beginIgnoringInteractionEvents nests and drops new touches; touches in progress complete")
    func ignoringInteractionEvents() {
        let scene = DeliveryScene()
        let finger = scene.touches.touchDown(at: CGPoint(x: 20, y: 20))
        scene.app.beginIgnoringInteractionEvents()
        scene.app.beginIgnoringInteractionEvents()
        #expect(scene.app.isIgnoringInteractionEvents)
        scene.touches.tap(at: CGPoint(x: 200, y: 20))
        scene.touches.lift(finger)
        #expect(scene.right.calls.isEmpty)
        #expect(scene.left.methods == [.began, .ended])
        scene.app.endIgnoringInteractionEvents()
        #expect(scene.app.isIgnoringInteractionEvents)
        scene.app.endIgnoringInteractionEvents()
        #expect(!scene.app.isIgnoringInteractionEvents)
        scene.touches.tap(at: CGPoint(x: 200, y: 20))
        #expect(scene.right.methods == [.began, .ended])
    }

    @Test("behaviour 2.2: one UIEvent object for the whole multi-touch sequence, with touches(for:) by view and window")
    func oneEventPerSequence() {
        let scene = DeliveryScene()
        var events: [ObjectIdentifier] = []
        var forLeft: [Int] = []
        var forWindow: [Int] = []
        scene.left.onCall = { _, _, event in
            guard let event else { return }
            events.append(ObjectIdentifier(event))
            forLeft.append(event.touches(for: scene.left)?.count ?? -1)
            forWindow.append(event.touches(for: scene.window)?.count ?? -1)
            #expect(event.type == .touches)
            #expect(event.subtype == .none)
        }
        let a = scene.touches.touchDown(at: CGPoint(x: 20, y: 20))
        let b = scene.touches.touchDown(at: CGPoint(x: 200, y: 20))
        scene.touches.move(a, to: CGPoint(x: 25, y: 25))
        scene.touches.lift([a, b])
        #expect(Set(events).count == 1)
        #expect(forLeft == [1, 1, 1])
        #expect(forWindow == [1, 2, 2])
    }

    @Test(
        "behaviour 2.3: UIApplication.sendEvent and UIWindow.sendEvent are override points that see every touch event")
    func sendEventOverrides() {
        final class CountingWindow: UIWindow {
            var events = 0
            override func sendEvent(_ event: UIEvent) {
                events += 1
                super.sendEvent(event)
            }
        }
        final class FilteringApplication: UIApplication {
            var dropAll = false
            override func sendEvent(_ event: UIEvent) {
                if !dropAll { super.sendEvent(event) }
            }
        }
        let app = FilteringApplication()
        let window = CountingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let scene = TestScene(window: window, withRootView: false), touches = scene.touches
        let view = scene.add(RecordingView(frame: window.bounds))
        touches.tap(at: CGPoint(x: 10, y: 10))
        #expect(window.events == 2)
        #expect(view.methods == [.began, .ended])
        app.dropAll = true
        touches.tap(at: CGPoint(x: 10, y: 10))
        #expect(window.events == 2)
        #expect(view.methods == [.began, .ended])
    }
}
