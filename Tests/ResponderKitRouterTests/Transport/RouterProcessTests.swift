import Foundation
import ResponderKit
import ResponderKitRouter
import ResponderKitRouterTestSupport
import ResponderKitTestSupport
import Testing

// Behaviour 9, steps 2 and 3 across real processes: the router (backboardd's role) in the test process,
// applications as `router-test-app` children over a Unix-domain socket (RouterProcessSupport.swift).
// These are the only router tests that use real time; every wait is bounded to a few seconds.

@Suite("Router over sockets with real processes (behaviour 9.2, 9.3)", .serialized, .timeLimit(.minutes(1)))
struct RouterProcessTests {
    @Test("9.2: touches reach the right application process, in the right window, at window coordinates")
    func touchesReachTheRightWindow() async throws {
        let fixture = try RouterProcessFixture()
        defer { fixture.tearDown() }
        let left = try await fixture.launch(id: 1, windows: ["left:0,0,200,480"])
        let right = try await fixture.launch(id: 2, windows: ["right:200,0,200,480", "banner:0,0,400,60:1000"])
        fixture.router.bringToFront(2)
        #expect(await right.waitForLines(startingWith: "front yes"))

        fixture.touch(1, 300, 200)
        fixture.touch(1, 320, 210)
        fixture.touch(1, 320, 210, .lifted)
        #expect(await right.waitForLines(startingWith: "ended"))
        #expect(right.lines(startingWith: "began") == ["began right 1 100,200"])

        fixture.touch(2, 50, 300)
        fixture.touch(2, 50, 300, .lifted)
        #expect(await left.waitForLines(startingWith: "ended"))
        #expect(left.lines(startingWith: "began") == ["began left 1 50,300"])

        // The front application's banner covers the left application's window at the top.
        fixture.touch(3, 50, 30)
        fixture.touch(3, 50, 30, .lifted)
        #expect(await right.waitForLines(startingWith: "ended", count: 2))
        #expect(right.lines(startingWith: "began").last == "began banner 1 50,30")
        #expect(left.lines(startingWith: "began").count == 1)
    }

    @Test("9.3: when the router restarts, the application cancels its touches and reconnects")
    func routerRestart() async throws {
        let fixture = try RouterProcessFixture()
        defer { fixture.tearDown() }
        let app = try await fixture.launch(id: 1, windows: ["main:0,0,400,480"])
        fixture.touch(1, 100, 100)
        #expect(await app.waitForLines(startingWith: "began"))

        try fixture.restartRouter()
        #expect(await app.waitForLines(startingWith: "cancelled"))
        #expect(await app.waitForLines(startingWith: "connected", count: 2))
        #expect(await fixture.waitForRegistration(of: 1, windows: 1))
        let lines = app.lines
        let cancelled = lines.firstIndex { $0.hasPrefix("cancelled") }
        let disconnected = lines.firstIndex(of: "disconnected")
        #expect(cancelled != nil && disconnected != nil && cancelled! < disconnected!)

        // The new router delivers to it again.
        fixture.touch(1, 150, 150)
        fixture.touch(1, 150, 150, .lifted)
        #expect(await app.waitForLines(startingWith: "ended"))
        #expect(app.lines(startingWith: "began").last == "began main 1 150,150")
    }

    @Test("9.2: an application killed mid-gesture is forgotten; the next sequence goes to the application beneath")
    func killedApplicationIsForgotten() async throws {
        let fixture = try RouterProcessFixture()
        defer { fixture.tearDown() }
        let below = try await fixture.launch(id: 1, windows: ["below:0,0,400,480"])
        let top = try await fixture.launch(id: 2, windows: ["top:0,0,400,480"])
        #expect(await top.waitForLines(startingWith: "front yes"))

        fixture.touch(1, 100, 100)
        #expect(await top.waitForLines(startingWith: "began"))
        top.kill()
        #expect(await routerEventually { fixture.router.applications.map(\.id) == [1] })
        #expect(await below.waitForLines(startingWith: "front yes", count: 2))

        // The rest of the killed application's sequence goes nowhere; the next sequence goes beneath.
        fixture.touch(1, 120, 100)
        fixture.touch(1, 120, 100, .lifted)
        fixture.touch(2, 200, 200)
        fixture.touch(2, 200, 200, .lifted)
        #expect(await below.waitForLines(startingWith: "ended"))
        #expect(below.lines(startingWith: "began") == ["began below 1 200,200"])
        #expect(below.lines(startingWith: "moved").isEmpty)
    }

    @Test(
        "9.2: over a socket, a malformed frame is answered by a goodbye naming its offset and field, then the connection closes"
    )
    func malformedFrameOverSocket() async throws {
        let fixture = try RouterProcessFixture()
        defer { fixture.tearDown() }
        let log = RouterEventLog()
        fixture.router.setEventHandler { log.append($0) }
        let fd = try #require(routerRawSocketConnect(to: fixture.socketPath))
        defer { close(fd) }
        // A hello from protocol version 3 (this router speaks 1 and 2).
        let hello: [UInt8] = [8, 0, 0, 0, 1, 0x52, 0x4B, 0x49, 0x50, 3, 0, 1]
        #expect(hello.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == hello.count)
        let reason = "protocol error: unsupported protocol version 3 (supported 1...2) at byte 9 (hello.version)"
        #expect(routerReadFramesUntilClosed(fd) == [.goodbye(reason: reason)])
        // The router reports the rejection on its reader thread, after closing the connection.
        // It names the peer: this process, as the kernel reports it.
        let peer = PeerIdentity(
            connection: 1,
            credentials: PeerCredentials(
                processID: getpid(), userID: UInt32(geteuid()),
                groupID: UInt32(getegid())))
        #expect(await routerEventually { log.events == [.connectionRejected(peer, reason: reason)] }, "\(log.events)")
        #expect(fixture.router.applications.isEmpty)
    }
}
