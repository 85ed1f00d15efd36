import Foundation
import ResponderKit
import ResponderKitRouter
import ResponderKitRouterTestSupport
import ResponderKitTesting
import Testing

// Behaviour 9, steps 2, 3 and 7: delivery from the system side to an application's run loop, paced per
// display frame, with moves coalesced for an application that falls behind; departures of applications;
// the handshake. In process and deterministic (RouterTestSupport.swift).

/// Collects what arrives on the test's end of an in-process channel.
private final class CollectingSink: ChannelSink, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ChannelEvent] = []
    func offer(_ event: ChannelEvent) -> Bool { put(event); return true }
    func put(_ event: ChannelEvent) { lock.lock(); stored.append(event); lock.unlock() }
    var events: [ChannelEvent] { lock.lock(); defer { lock.unlock() }; return stored }
}

@MainActor
@Suite("Router: delivery pacing, coalescing, departures and the handshake (behaviour 9.2, 9.3, 9.7)")
struct RouterDeliveryTests {
    @Test("9.7: input waits for the display frame; each frame writes what was routed since the last one")
    func deliveryPerDisplayFrame() {
        let scene = RouterScene()
        let app = scene.launch(1, frames: [CGRect(x: 0, y: 0, width: 400, height: 480)])
        scene.router.handle(routerFrame(1.0, (1, 10, 10, .touching)))
        scene.router.handle(routerFrame(1.008, (1, 12, 10, .touching)))
        app.endpoint.processIncoming()
        #expect(app.methods.isEmpty)
        #expect(scene.router.statistics(for: 1)?.queuedMessages == 2)
        scene.deliver()
        #expect(app.methods == [.began, .moved])
        scene.router.handle(routerFrame(1.1, (1, 12, 10, .lifted)))
        app.endpoint.processIncoming()
        #expect(app.methods == [.began, .moved])
        scene.deliver()
        #expect(app.methods == [.began, .moved, .ended])
    }

    @Test(
        "9.7: for an application whose queue backs up, consecutive moves are merged; every down and lift arrives, in order"
    )
    func coalescingKeepsDownsAndLifts() {
        let scene = RouterScene(
            configuration: RouterConfiguration(
                screenBounds: CGRect(x: 0, y: 0, width: 400, height: 480), coalescingThreshold: 3, systemGestures: []))
        let slow = scene.launch(1, frames: [CGRect(x: 0, y: 0, width: 400, height: 480)], inboxCapacity: 2)
        var frames: [HardwareInput] = [routerFrame(1.0, (1, 10, 10, .touching))]
        var time = 1.0
        func step() -> TimeInterval { time += 0.02; return time }
        for x in stride(from: 12.0, through: 60, by: 2) { frames.append(routerFrame(step(), (1, x, 10, .touching))) }
        frames.append(routerFrame(step(), (2, 100, 100, .touching)))
        for x in stride(from: 62.0, through: 100, by: 2) {
            frames.append(routerFrame(step(), (1, x, 10, .touching), (2, x + 40, 100, .touching)))
        }
        frames.append(routerFrame(step(), (2, 140, 100, .lifted)))
        for x in stride(from: 102.0, through: 140, by: 2) { frames.append(routerFrame(step(), (1, x, 10, .touching))) }
        frames.append(routerFrame(step(), (1, 140, 10, .lifted)))
        let moveFrames = frames.count - 4

        // The application does not process anything while the router routes and delivers frames.
        for frame in frames {
            scene.router.handle(frame)
            scene.router.deliverFrame()
        }
        let statistics = scene.router.statistics(for: 1)
        #expect((statistics?.coalescedFrames ?? 0) > 0)
        // Then it catches up, one display frame at a time.
        for _ in 0..<100 where scene.router.statistics(for: 1)?.queuedMessages != 0 {
            slow.endpoint.processIncoming()
            scene.router.deliverFrame()
        }
        slow.endpoint.processIncoming()
        #expect(scene.router.statistics(for: 1)?.queuedMessages == 0)

        let calls = slow.views[0].calls
        let moves = calls.filter { $0.method == .moved }.count
        #expect(moves < moveFrames)
        // Beginnings and endings: both touches began and ended, in the order they happened.
        #expect(calls.filter { $0.method != .moved }.map(\.method) == [.began, .began, .ended, .ended])
        #expect(calls.first?.method == .began && calls.last?.method == .ended)
        let firstTouch = calls[0].touches
        let ends = calls.filter { $0.method == .ended }
        #expect(ends.last?.touches == firstTouch && ends.first?.touches != firstTouch)
    }

    @Test(
        "9.2: an application that goes away mid-sequence is forgotten: the rest of the sequence is dropped, the next goes elsewhere"
    )
    func departedApplicationIsForgotten() {
        let scene = RouterScene()
        let below = scene.launch(1, frames: [CGRect(x: 0, y: 0, width: 400, height: 480)])
        let gone = scene.launch(2, frames: [CGRect(x: 0, y: 0, width: 400, height: 480)])
        scene.send(routerFrame(1.0, (1, 100, 100, .touching)))
        #expect(gone.methods == [.began])
        gone.endpoint.stop()
        #expect(scene.router.applications.map(\.id) == [1])
        #expect(scene.routerEvents.contains(.applicationForgotten(2, reason: "goodbye: the application is closing")))
        #expect(scene.router.frontApplication == 1)
        scene.send(routerFrame(1.1, (1, 110, 100, .touching)), routerFrame(1.2, (1, 110, 100, .lifted)))
        #expect(below.methods.isEmpty)
        scene.send(routerFrame(2.0, (1, 100, 100, .touching)), routerFrame(2.1, (1, 100, 100, .lifted)))
        #expect(below.methods == [.began, .ended])
        #expect(below.endpoint.isFront)
    }

    @Test(
        "9.2: the handshake: the router answers a hello; a peer that skips it or reuses an id gets a goodbye naming why"
    )
    func handshake() {
        let router = SystemRouter()
        let events = RouterEventLog()
        router.setEventHandler { events.append($0) }

        let (routerSide, peerSide) = InProcessChannel.makePair()
        let peer = CollectingSink()
        peerSide.start(delivering: peer)
        router.attach(routerSide)
        #expect(peerSide.trySend(.registerApplication(id: 1, name: "early")) == .sent)
        #expect(
            peer.events == [
                .message(.goodbye(reason: "expected a hello from an application or an input source first")),
                .closed(.peerClosed),
            ])
        #expect(peerSide.trySend(.hello(Hello(role: .application))) == .closed)

        func connect(_ id: ApplicationID) -> (InProcessChannel, CollectingSink) {
            let (routerSide, peerSide) = InProcessChannel.makePair()
            let sink = CollectingSink()
            peerSide.start(delivering: sink)
            router.attach(routerSide)
            _ = peerSide.trySend(.hello(Hello(role: .application)))
            _ = peerSide.trySend(.registerApplication(id: id, name: "app"))
            _ = peerSide.trySend(
                .windowList([ApplicationWindow(id: 1, frame: CGRect(x: 0, y: 0, width: 100, height: 100))]))
            return (peerSide, sink)
        }
        let (_, first) = connect(5)
        #expect(first.events == [.message(.hello(Hello(role: .router))), .message(.frontApplication(5))])
        let (_, duplicate) = connect(5)
        #expect(duplicate.events.dropFirst().first == .message(.goodbye(reason: "app 5 is already registered")))
        #expect(router.applications.map(\.id) == [5])
        #expect(
            events.events.contains(
                .connectionRejected(PeerIdentity(connection: 3), reason: "app 5 is already registered")))

        // An input source may send input; an application may not.
        let (sourceRouterSide, source) = InProcessChannel.makePair()
        source.start(delivering: CollectingSink())
        router.attach(sourceRouterSide)
        _ = source.trySend(.hello(Hello(role: .inputSource)))
        _ = source.trySend(.input(routerFrame(1, (1, 10, 10, .touching))))
        router.deliverFrame()
        #expect(first.events.last == .message(.input(routerFrame(1, (1, 10, 10, .touching)))))
    }
}
