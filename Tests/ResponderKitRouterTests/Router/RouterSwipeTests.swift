import Foundation
import ResponderKit
import ResponderKitRouter
import ResponderKitTesting
import Testing

// docs/decisions.md, "Trackpad system swipes in the router" (three- and four-finger swipes), behaviour
// 12.5 (system swipes are never delivered to applications) and docs/ipc-protocol.md section 8 ("System
// swipes"): the router consumes a trackpad swipe as a system gesture, as iPadOS does (up: home; left and right:
// switch applications), takes the device for the swipe's duration, and cancels what an application had from
// it. In process and deterministic (RouterTestSupport.swift).

/// One step of a swipe of `fingers` fingers on device `device`.
private func swipe(
    _ time: TimeInterval, _ phase: PointerGesturePhase, _ dx: CGFloat, _ dy: CGFloat,
    direction: SystemSwipeInput.Direction, fingers: Int = 3, device: Int = 7
) -> SystemSwipeInput {
    SystemSwipeInput(
        timestamp: time, deviceID: device, fingers: fingers, phase: phase, translation: CGVector(dx: dx, dy: dy),
        direction: direction)
}

/// A trackpad pointer sample of device `device`.
private func pointer(
    _ time: TimeInterval, _ x: CGFloat, _ y: CGFloat, _ buttons: UIEvent.ButtonMask = [], device: Int = 7,
    kind: PointerDeviceKind = .trackpad
) -> HardwareInput {
    .pointer(
        PointerInput(timestamp: time, deviceID: device, device: kind, location: CGPoint(x: x, y: y), buttons: buttons))
}

/// A continuous trackpad scroll step of device 7.
private func scroll(_ time: TimeInterval, _ phase: PointerGesturePhase, dy: CGFloat) -> HardwareInput {
    .scroll(
        ScrollInput(
            timestamp: time, deviceID: 7, device: .trackpad, location: CGPoint(x: 100, y: 100), kind: .continuous,
            phase: phase, delta: CGVector(dx: 0, dy: dy)))
}

private let fullScreen = [CGRect(x: 0, y: 0, width: 400, height: 480)]

@MainActor
@Suite("Router: three- and four-finger trackpad swipes are system gestures (behaviour 12.5)")
struct RouterSwipeTests {
    /// Routes the swipe steps, then runs one display frame.
    private func send(_ scene: RouterScene, _ steps: SystemSwipeInput...) {
        for step in steps { scene.router.handle(step) }
        scene.deliver()
    }

    @Test("12.5: a swipe left brings the least recently used application to the front; every application hears it")
    func swipeLeftSwitchesToNextApplication() {
        let scene = RouterScene()
        let first = scene.launch(1, frames: fullScreen)
        let second = scene.launch(2, frames: fullScreen)
        let third = scene.launch(3, frames: fullScreen)
        #expect(scene.router.applications.map(\.id) == [3, 2, 1])

        send(
            scene, swipe(1.0, .began, -8, 1, direction: .left), swipe(1.1, .changed, -45, 3, direction: .left),
            swipe(1.2, .ended, -60, 4, direction: .left))
        #expect(scene.routerEvents.contains(.systemGesture(name: "nextApplication", timestamp: 1.2)))
        #expect(scene.router.frontApplication == 1)
        #expect(first.endpoint.isFront && !third.endpoint.isFront)
        for app in [first, second, third] {
            #expect(app.gestures == ["nextApplication"])
            #expect(app.methods.isEmpty)  // behaviour 12.5: no application receives the swipe itself
        }
        // Repeated, it cycles through every application.
        send(
            scene, swipe(2.0, .began, -8, 0, direction: .left, fingers: 4),
            swipe(2.2, .ended, -50, 0, direction: .left, fingers: 4))
        #expect(scene.router.applications.map(\.id) == [2, 1, 3])
    }

    @Test("12.5: a swipe right goes back to the previous application; a swipe up is home and leaves the front alone")
    func swipeRightAndUp() {
        let scene = RouterScene()
        scene.launch(1, frames: fullScreen)
        let second = scene.launch(2, frames: fullScreen)
        scene.launch(3, frames: fullScreen)

        send(scene, swipe(1.0, .began, 10, 0, direction: .right), swipe(1.3, .ended, 90, -5, direction: .right))
        #expect(scene.router.applications.map(\.id) == [2, 3, 1])
        #expect(second.endpoint.isFront)

        send(scene, swipe(2.0, .began, 0, -10, direction: .up), swipe(2.3, .ended, 4, -120, direction: .up))
        #expect(scene.routerEvents.last == .systemGesture(name: "home", timestamp: 2.3))
        #expect(scene.router.frontApplication == 2)  // the router's owner decides what home does
        #expect(second.gestures == ["previousApplication", "home"])
    }

    @Test("12.5: a swipe too short, cancelled, downward or with fingers no gesture takes is consumed, unrecognized")
    func unrecognizedSwipesAreConsumed() {
        let configuration = RouterConfiguration(
            screenBounds: CGRect(x: 0, y: 0, width: 400, height: 480),
            systemSwipes: [SystemSwipeGesture(name: "threeOnly", direction: .left, fingers: 3...3)])
        let scene = RouterScene(configuration: configuration)
        let back = scene.launch(1, frames: fullScreen)
        let front = scene.launch(2, frames: fullScreen)
        let before = scene.routerEvents.count

        // Shorter than the default minimum distance (40 pt).
        send(scene, swipe(1.0, .began, -8, 0, direction: .left), swipe(1.1, .ended, -30, 0, direction: .left))
        // Cancelled by the device.
        send(scene, swipe(2.0, .began, -8, 0, direction: .left), swipe(2.1, .cancelled, -90, 0, direction: .left))
        // Long enough, but four fingers.
        send(
            scene, swipe(3.0, .began, -8, 0, direction: .left, fingers: 4),
            swipe(3.1, .ended, -90, 0, direction: .left, fingers: 4))
        // Began left and came back: the travel left at the end is what counts.
        send(scene, swipe(4.0, .began, -8, 0, direction: .left), swipe(4.2, .ended, 30, 0, direction: .left))
        // A stray end without a beginning.
        send(scene, swipe(5.0, .ended, -90, 0, direction: .left))
        #expect(scene.routerEvents.count == before)
        #expect(scene.router.frontApplication == 2)
        #expect(back.gestures.isEmpty && front.gestures.isEmpty)

        // The gesture itself: three fingers, far enough.
        send(scene, swipe(6.0, .began, -8, 0, direction: .left), swipe(6.1, .ended, -41, 0, direction: .left))
        #expect(scene.routerEvents.last == .systemGesture(name: "threeOnly", timestamp: 6.1))
        #expect(scene.router.frontApplication == 2)  // its action is the default, `report`
    }

    @Test(
        "12.5: a swipe cancels the click the application had from its device; the device's input is withheld until the swipe and the click end"
    )
    func swipeCancelsTheDevicesClick() {
        let scene = RouterScene()
        let app = scene.launch(1, frames: fullScreen)

        scene.send(pointer(1.0, 100, 100), pointer(1.1, 100, 100, .primary))
        #expect(app.methods == [.began])
        send(scene, swipe(1.2, .began, -10, 0, direction: .left))
        #expect(app.methods == [.began, .cancelled])  // as for an edge swipe: touchesCancelled

        // During the swipe the device's pointer reaches nobody; another device's still does.
        scene.send(pointer(1.3, 120, 100, .primary), pointer(1.35, 130, 100))
        scene.send(
            pointer(1.4, 50, 50, .primary, device: 8, kind: .mouse), pointer(1.45, 50, 50, device: 8, kind: .mouse))
        #expect(app.methods == [.began, .cancelled, .began, .ended])
        send(scene, swipe(1.5, .ended, -20, 0, direction: .left))

        // After the swipe the device clicks again.
        scene.send(pointer(2.0, 200, 200, .primary), pointer(2.1, 200, 200))
        #expect(app.methods == [.began, .cancelled, .began, .ended, .began, .ended])
        #expect(scene.router.withheldPointerInputs == 2)
    }

    @Test("12.5: a click still held when the swipe ends stays withheld until its buttons go up")
    func heldClickIsWithheldUntilReleased() {
        let scene = RouterScene()
        let app = scene.launch(1, frames: fullScreen)
        scene.send(pointer(1.0, 100, 100, .primary))
        send(scene, swipe(1.1, .began, 0, -10, direction: .up), swipe(1.2, .ended, 0, -100, direction: .up))
        #expect(app.methods == [.began, .cancelled])
        #expect(app.gestures == ["home"])
        scene.send(pointer(1.3, 110, 100, .primary), pointer(1.4, 110, 100))
        #expect(app.methods == [.began, .cancelled])
        scene.send(pointer(1.5, 110, 100, .primary), pointer(1.6, 110, 100))
        #expect(app.methods == [.began, .cancelled, .began, .ended])
        #expect(scene.router.withheldPointerInputs == 1)
    }

    @Test(
        "12.3, 12.5: a trackpad scroll in progress is cancelled for the application's pan when a swipe takes the device; its rest is withheld"
    )
    func swipeCancelsTheDevicesScroll() {
        let scene = RouterScene()
        let app = scene.launch(1, frames: fullScreen)
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        var states: [UIGestureRecognizer.State] = []
        pan.addAction { states.append($0.state) }
        app.views[0].addGestureRecognizer(pan)

        scene.send(scroll(1.0, .began, dy: 5), scroll(1.1, .changed, dy: 8))
        #expect(states == [.began, .changed])
        send(scene, swipe(1.2, .began, -10, 0, direction: .left))
        #expect(states == [.began, .changed, .cancelled])
        scene.send(scroll(1.3, .changed, dy: 8), scroll(1.4, .ended, dy: 0))
        send(scene, swipe(1.5, .cancelled, -12, 0, direction: .left))
        #expect(states == [.began, .changed, .cancelled])
        #expect(scene.router.withheldPointerInputs == 2)

        // The next scroll reaches the pan again.
        scene.send(scroll(2.0, .began, dy: 5), scroll(2.1, .ended, dy: 0))
        #expect(states.suffix(2) == [.began, .ended])
    }

    @Test("9.2: protocol version 2 carries swipes from input sources; a version 1 connection may not send one")
    func swipesOverTheWire() {
        let scene = RouterScene()
        let first = scene.launch(1, frames: fullScreen)
        scene.launch(2, frames: fullScreen)

        let (routerSide, source) = InProcessChannel.makePair()
        let sourceSink = RouterCollectingSink()
        source.start(delivering: sourceSink)
        scene.router.attach(routerSide)
        _ = source.trySend(.hello(Hello(role: .inputSource)))
        #expect(sourceSink.events.first == .message(.hello(Hello(version: 2, role: .router))))
        _ = source.trySend(.systemSwipe(swipe(1.0, .began, 10, 0, direction: .right)))
        _ = source.trySend(.systemSwipe(swipe(1.1, .ended, 80, 0, direction: .right)))
        scene.deliver()
        #expect(first.endpoint.isFront && first.gestures == ["previousApplication"])

        // A peer that said version 1 is answered in version 1, and refused when it sends a version 2 message.
        let (oldRouterSide, old) = InProcessChannel.makePair()
        let oldSink = RouterCollectingSink()
        old.start(delivering: oldSink)
        scene.router.attach(oldRouterSide)
        _ = old.trySend(.hello(Hello(version: 1, role: .inputSource)))
        _ = old.trySend(.systemSwipe(swipe(2.0, .began, -10, 0, direction: .left)))
        let reason = "message type 8 needs protocol version 2; the connection speaks version 1"
        #expect(
            oldSink.events == [
                .message(.hello(Hello(version: 1, role: .router))), .message(.goodbye(reason: reason)),
                .closed(.peerClosed),
            ])
        #expect(scene.routerEvents.contains { if case .connectionRejected(_, reason) = $0 { true } else { false } })
    }

    @Test("9.2: an input source that goes away mid-swipe ends it unrecognized; its device's pointer input flows again")
    func inputSourceLeavingMidSwipe() {
        let scene = RouterScene()
        let app = scene.launch(1, frames: fullScreen)
        let (routerSide, source) = InProcessChannel.makePair()
        source.start(delivering: RouterCollectingSink())
        scene.router.attach(routerSide)
        _ = source.trySend(.hello(Hello(role: .inputSource)))
        _ = source.trySend(.systemSwipe(swipe(1.0, .began, 0, -10, direction: .up)))
        _ = source.trySend(.input(pointer(1.1, 100, 100, .primary)))
        source.close()
        scene.deliver()
        #expect(app.methods.isEmpty)
        scene.send(pointer(2.0, 100, 100), pointer(2.1, 100, 100, .primary), pointer(2.2, 100, 100))
        #expect(app.methods == [.began, .ended])
        #expect(app.gestures.isEmpty)
    }

    @Test(
        "9.2: a swipe's wire layout is the documented one (docs/ipc-protocol.md, section 3.8); bad fields are typed errors"
    )
    func swipeLayout() throws {
        let bytes = try MessageCodec.encode(
            .systemSwipe(swipe(0, .ended, 0, 0, direction: .down, fingers: 4, device: 0x0102)))
        #expect(bytes.count == 40)
        #expect(Array(bytes.prefix(5)) == [36, 0, 0, 0, 8])
        #expect(Array(bytes[13..<24]) == [2, 1, 0, 0, 0, 0, 0, 0, 4, 2, 3])
        #expect(MessageCodec.encodedLength(of: .systemSwipe(swipe(0, .ended, 0, 0, direction: .down))) == 40)

        var fiveFingers = bytes
        fiveFingers[21] = 5
        #expect(throws: ProtocolError(.invalidValue(5), offset: 21, field: "systemSwipe.fingers")) {
            try MessageCodec.decodeFrame(fiveFingers)
        }
        var badDirection = bytes
        badDirection[23] = 4
        #expect(throws: ProtocolError(.invalidValue(4), offset: 23, field: "systemSwipe.direction")) {
            try MessageCodec.decodeFrame(badDirection)
        }
        #expect(throws: ProtocolError(.invalidValue(2), offset: 21, field: "systemSwipe.fingers")) {
            try MessageCodec.encode(.systemSwipe(swipe(0, .began, 0, 0, direction: .up, fingers: 2)))
        }
    }
}

/// Collects a channel's events (thread-safe).
final class RouterCollectingSink: ChannelSink, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ChannelEvent] = []
    func offer(_ event: ChannelEvent) -> Bool { put(event); return true }
    func put(_ event: ChannelEvent) { lock.lock(); stored.append(event); lock.unlock() }
    var events: [ChannelEvent] { lock.lock(); defer { lock.unlock() }; return stored }
}
