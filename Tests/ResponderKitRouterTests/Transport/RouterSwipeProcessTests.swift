import Foundation
import ResponderKit
import ResponderKitRouter
import ResponderKitRouterTestSupport
import ResponderKitTestSupport
import Testing

// docs/decisions.md, "Trackpad system swipes in the router", and behaviour 12.5
// across real processes: the router in the test process on a socket, applications as `router-test-app`
// children, and an input source connected to the socket that sends a trackpad's pointer input and its
// system swipe over the wire (docs/ipc-protocol.md, sections 3.8 and 8). Every wait is bounded.

@Suite(
    "Router: trackpad system swipes over sockets with real processes (behaviour 12.5)", .serialized,
    .timeLimit(.minutes(1)))
struct RouterSwipeProcessTests {
    /// An input source on the router's socket: says hello (protocol version 2) and sends what it is given.
    private final class InputSource: @unchecked Sendable {
        let channel: SocketChannel
        let sink = RouterCollectingSink()

        init(socketPath: String) throws {
            channel = try SocketChannel.connect(toPath: socketPath)
            channel.start(delivering: sink)
            send(.hello(Hello(role: .inputSource)))
        }

        func send(_ message: RouterMessage) {
            #expect(channel.trySend(message) == .sent)
        }

        func pointer(_ x: CGFloat, _ y: CGFloat, _ buttons: UIEvent.ButtonMask = []) {
            send(
                .input(
                    .pointer(
                        PointerInput(
                            timestamp: routerMonotonicNow(), deviceID: 4, device: .trackpad,
                            location: CGPoint(x: x, y: y), buttons: buttons))))
        }

        func swipe(_ phase: PointerGesturePhase, dx: CGFloat, direction: SystemSwipeInput.Direction) {
            send(
                .systemSwipe(
                    SystemSwipeInput(
                        timestamp: routerMonotonicNow(), deviceID: 4, fingers: 3, phase: phase,
                        translation: CGVector(dx: dx, dy: 0), direction: direction)))
        }
    }

    @Test(
        "12.5: a three-finger swipe from an input source cancels the front application's click, is announced to every application, and switches the front"
    )
    func swipeSwitchesApplications() async throws {
        let fixture = try RouterProcessFixture()
        defer { fixture.tearDown() }
        let back = try await fixture.launch(id: 1, windows: ["back:0,0,400,480"])
        let front = try await fixture.launch(id: 2, windows: ["front:0,0,400,480"])
        #expect(await front.waitForLines(startingWith: "front yes"))
        let source = try InputSource(socketPath: fixture.socketPath)
        defer { source.channel.close() }

        // A trackpad click goes down in the front application.
        source.pointer(100, 120)
        source.pointer(100, 120, .primary)
        #expect(await front.waitForLines(startingWith: "began"))
        #expect(front.lines(startingWith: "began") == ["began front 1 100,120"])

        // Three fingers swipe right: the click is cancelled, the device's input withheld meanwhile.
        source.swipe(.began, dx: 10, direction: .right)
        #expect(await front.waitForLines(startingWith: "cancelled"))
        source.pointer(150, 120, .primary)
        source.swipe(.changed, dx: 50, direction: .right)
        source.swipe(.ended, dx: 80, direction: .right)
        #expect(await back.waitForLines(startingWith: "gesture previousApplication"))
        #expect(await front.waitForLines(startingWith: "gesture previousApplication"))
        #expect(await back.waitForLines(startingWith: "front yes", count: 2))
        #expect(await front.waitForLines(startingWith: "front no"))
        #expect(fixture.router.frontApplication == 1)
        #expect(fixture.router.withheldPointerInputs == 1)

        // Once the buttons are up, the trackpad clicks in the new front application.
        source.pointer(150, 120)
        source.pointer(60, 70, .primary)
        source.pointer(60, 70)
        #expect(await back.waitForLines(startingWith: "ended"))
        #expect(back.lines(startingWith: "began") == ["began back 1 60,70"])
        #expect(front.lines(startingWith: "moved").isEmpty && front.lines(startingWith: "ended").isEmpty)
        // The swipe itself never reached an application as a touch.
        #expect(back.lines(startingWith: "cancelled").isEmpty)
    }
}
