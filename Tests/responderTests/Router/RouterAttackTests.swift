import Foundation
import ResponderKit
import ResponderKitRouter
import ResponderKitRouterTestSupport
import ResponderKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// Each test attacks a real `responder router` process over its Unix socket, bounded
// in time (every wait ≤ 10 s) and in count, and checks that the router refuses the attack with the
// protocol's error, keeps serving a well-behaved application within a second, and logs who did what, in
// order (docs/ipc-protocol.md, "Limits and security"; docs/cli.md, "Router limits and security").

@Suite("responder router under hostile and careless clients (docs/ipc-protocol.md 13)", .serialized)
struct RouterAttackTests {
    @Test(
        "ipc-protocol 5: a window frame or level holding ±infinity, NaN or a value past Int.max is refused with a located error; the router survives and logs the peer, in order"
    )
    func numbersOutOfRange() async throws {
        let fixture = try await RouterCLIFixture()
        defer { fixture.tearDown() }
        let attacks: [(name: String, bytes: [UInt8], error: String)] = [
            (
                "x = +inf", rawWindowList(x: .infinity, y: 0, width: 10, height: 10, level: 0),
                "number inf is not finite (expected a number within ±1000000000) at byte 11 (windows[0].x)"
            ),
            (
                "level = -inf", rawWindowList(x: 0, y: 0, width: 10, height: 10, level: -.infinity),
                "number -inf is not finite (expected a number within ±1000000000) at byte 43 (windows[0].level)"
            ),
            (
                "width past Int.max", rawWindowList(x: 0, y: 0, width: 1e19, height: 10, level: 0),
                "number 1e+19 is outside ±1000000000 at byte 27 (windows[0].width)"
            ),
            (
                "level = NaN", rawWindowList(x: 0, y: 0, width: 10, height: 10, level: .nan),
                "number nan is not finite (expected a number within ±1000000000) at byte 43 (windows[0].level)"
            ),
        ]
        for (index, attack) in attacks.enumerated() {
            let attacker = try RawRouterPeer(path: fixture.socketPath)
            attacker.hello(.application)
            attacker.send(.registerApplication(id: ApplicationID(rawValue: UInt32(50 + index)), name: "attacker"))
            attacker.send(attack.bytes)
            let reason = "protocol error: \(attack.error)"
            let answers = attacker.messagesUntilClosed()
            #expect(answers.last == .goodbye(reason: reason), "\(attack.name): \(answers)")
            // The log names the peer (its process and user) and reports the refusal before the departure.
            #expect(
                await fixture.router.waitForLine(containing: "app \(50 + index) \"attacker\" left: \(reason)"),
                "\(attack.name): router printed \(fixture.router.lines)")
            let refused = fixture.lineIndex(
                containing: "(pid \(getpid()), uid \(geteuid()), gid \(getegid())) was refused or closed: \(reason)")
            let left = fixture.lineIndex(containing: "app \(50 + index) \"attacker\" left: \(reason)")
            #expect(refused != nil && left != nil && refused! < left!, "\(attack.name): \(fixture.router.lines)")
        }
        // Numbers at the documented bound are accepted and printed as written.
        let edge = try RawRouterPeer(path: fixture.socketPath)
        edge.hello(.application)
        edge.send(.registerApplication(id: 60, name: "edge"))
        edge.send(rawWindowList(x: -1e9, y: 0.125, width: 1e9, height: 999_999_999.99, level: 1e9))
        #expect(
            await fixture.router.waitForLine(
                containing:
                    "app 60 \"edge\" windows (back to front): #1 (-1000000000, 0.13, 1000000000, 999999999.99) level 1000000000"
            ),
            "router printed \(fixture.router.lines)")
        // The router still serves a well-behaved application.
        let app = try await fixture.launch(id: 7, windows: ["main:0,0,400,480"])
        try await fixture.expectHealthy(app, x: 100, y: 100)
        #expect(await fixture.router.waitForExit(timeout: 0) == nil, "the router exited: \(fixture.router.lines)")
    }

    @Test(
        "docs/decisions.md (the command line's output): a name from the wire cannot drive the terminal: the router prints control characters escaped"
    )
    func escapedNames() async throws {
        let fixture = try await RouterCLIFixture()
        defer { fixture.tearDown() }
        let peer = try RawRouterPeer(path: fixture.socketPath)
        peer.hello(.application)
        peer.send(.registerApplication(id: 70, name: "evil\u{1B}[2J\u{1B}]0;owned\u{07}\nfake line"))
        #expect(
            await fixture.router.waitForLine(
                containing: #"app 70 "evil\u001b[2J\u001b]0;owned\u0007\nfake line" connected and registered"#),
            "router printed \(fixture.router.lines)")
        #expect(!fixture.router.lines.contains { $0.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 } })
        #expect(!fixture.router.lines.contains { $0.hasPrefix("fake line") })
    }

    @Test(
        "ipc-protocol 8: an input source leaving mid-touch cancels its contacts; later touches start a new sequence, even after the application left"
    )
    func sourceLeavesMidTouch() async throws {
        let fixture = try await RouterCLIFixture()
        defer { fixture.tearDown() }
        let first = try await fixture.launch(id: 1, windows: ["main:0,0,400,480"])
        let source = try fixture.inputSource()
        source.send(.input(routerFrame(routerMonotonicNow(), (1, 100, 100, .touching))))
        #expect(await first.waitForLines(startingWith: "began"), "app printed \(first.lines)")
        // The source goes away with its finger down: the application's touch is cancelled, and the router says so.
        source.disconnect()
        #expect(await first.waitForLines(startingWith: "cancelled"), "app printed \(first.lines)")
        // (Closed with the router's hello unread, the socket reports a reset rather than an orderly close.)
        #expect(
            await routerEventually {
                fixture.router.lines.contains {
                    $0.contains("left after 1 inputs: ") && $0.hasSuffix("; 1 contacts still down were cancelled")
                }
            }, "router printed \(fixture.router.lines)")
        // A tap from another source is a new sequence for the same application, not part of the stale one.
        try await fixture.expectHealthy(first, x: 120, y: 120)
        #expect(first.lines(startingWith: "began").count == 2)
        // Its application leaves; another one takes its place and gets the next tap.
        first.stop()
        #expect(await fixture.router.waitForLine(containing: "app 1 \"app1\" left"))
        let second = try await fixture.launch(id: 2, windows: ["main:0,0,400,480"])
        try await fixture.expectHealthy(second, x: 100, y: 100)
    }

    @Test(
        "ipc-protocol 9: an application that never reads is disconnected past the queue cap; the router's memory stays under 100 MB and it keeps serving others within a second"
    )
    func nonReadingApplication() async throws {
        let fixture = try await RouterCLIFixture()
        defer { fixture.tearDown() }
        let reader = try await fixture.launch(id: 1, windows: ["right:200,0,200,480"])
        // An application that registers a window on the left half, then never reads a byte.
        let sleeper = try RawRouterPeer(path: fixture.socketPath)
        sleeper.hello(.application)
        sleeper.send(.registerApplication(id: 66, name: "sleeper"))
        sleeper.send(.windowList([ApplicationWindow(id: 1, frame: CGRect(x: 0, y: 0, width: 200, height: 480))]))
        #expect(await fixture.router.waitForLine(containing: "app 66 \"sleeper\" windows"))
        let before = try #require(residentKilobytes(of: fixture.router.processIdentifier))
        // 40 000 taps on the sleeper (80 000 frames, 9.5 MB on the wire; 10 times the default cap of
        // 4 096 messages plus what the socket buffers hold).
        let source = try fixture.inputSource()
        var batch: [UInt8] = []
        let start = routerMonotonicNow()
        for tap in 0..<40_000 {
            let time = start + Double(tap) * 0.001
            batch += try MessageCodec.encode(.input(routerFrame(time, (tap, 50, 50, .touching))))
            batch += try MessageCodec.encode(.input(routerFrame(time + 0.0005, (tap, 50, 50, .lifted))))
            if batch.count > 60_000 {
                #expect(source.send(batch))
                batch.removeAll(keepingCapacity: true)
            }
        }
        #expect(source.send(batch))
        // A goodbye after the flood: when the router closes the source, it has routed every tap.
        source.send(.goodbye(reason: "flood sent"))
        _ = source.messagesUntilClosed()
        #expect(
            await fixture.router.waitForLine(containing: "left after 80000 inputs: goodbye: flood sent"),
            "router printed \(fixture.router.lines.suffix(10))")
        #expect(
            await fixture.router.waitForLine(containing: "app 66 \"sleeper\" left: unresponsive: 4097 messages"),
            "router printed \(fixture.router.lines.suffix(10))")
        #expect(await fixture.router.waitForLine(containing: "over the cap of 4096 messages or 2097152 bytes"))
        // The well-behaved application is still served within a second, and the memory stayed bounded.
        try await fixture.expectHealthy(reader, x: 300, y: 100)
        let after = try #require(residentKilobytes(of: fixture.router.processIdentifier))
        #expect(
            after < RouterCLIFixture.residentBoundKilobytes, "VmRSS \(before) kB before the flood, \(after) kB after")
    }

    @Test(
        "ipc-protocol 13: the socket is 0600 even with umask 000; a peer of another user is refused and logged (root only: a child run as nobody through setpriv)",
        .enabled(if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func peerOfAnotherUser() async throws {
        let fixture = try await RouterCLIFixture(umask: "000")
        defer { fixture.tearDown() }
        var status = stat()
        #expect(lstat(fixture.socketPath, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600, "mode \(String(status.st_mode & 0o777, radix: 8))")
        // Loosen the file modes by hand (as a careless administrator could), so that only the
        // credential check stands between the other user and the router.
        #expect(chmod(fixture.directory, 0o755) == 0 && chmod(fixture.socketPath, 0o666) == 0)
        let stranger = try await fixture.launch(
            id: 13, windows: ["main:0,0,400,480"],
            prefix: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"],
            waitForRegistration: false)
        #expect(
            await fixture.router.waitForLine(
                containing: "uid 65534, gid 65534) was refused or closed: refused: peer pid"),
            "router printed \(fixture.router.lines); app printed \(stranger.lines)")
        #expect(fixture.router.lines(containing: "is not the router's user (accepted: uid \(geteuid()))").count >= 1)
        #expect(fixture.router.lines(containing: "app 13").isEmpty, "the stranger registered: \(fixture.router.lines)")
        let app = try await fixture.launch(id: 7, windows: ["main:0,0,400,480"])
        try await fixture.expectHealthy(app, x: 100, y: 100)
    }

    @Test(
        "ipc-protocol 13: a peer that says nothing is dropped after the hello timeout; past the connection cap a peer is refused at once"
    )
    func helloTimeoutAndConnectionCap() async throws {
        let fixture = try await RouterCLIFixture(["--hello-timeout", "0.3", "--max-connections", "3"])
        defer { fixture.tearDown() }
        let silent = try (0..<3).map { _ in try RawRouterPeer(path: fixture.socketPath) }
        let extra = try RawRouterPeer(path: fixture.socketPath)
        #expect(extra.messagesUntilClosed() == [.goodbye(reason: "refused: too many connections (the maximum is 3)")])
        for peer in silent {
            #expect(peer.messagesUntilClosed() == [.goodbye(reason: "refused: no hello within 0.3 s")])
        }
        #expect(
            await routerEventually {
                fixture.router.lines(containing: "was refused or closed: refused: no hello within 0.3 s").count == 3
            }, "router printed \(fixture.router.lines)")
        // The slots are free again.
        let app = try await fixture.launch(id: 7, windows: ["main:0,0,400,480"])
        try await fixture.expectHealthy(app, x: 100, y: 100)
    }

    @Test(
        "docs/cli.md: the router prints any number without trapping: a replayed trace with coordinates of 1e300, -Double.greatestFiniteMagnitude and 9.3e18 (past Int.max)"
    )
    func printsHugeNumbers() async throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let trace = directory + "/huge.jsonl"
        try """
        {"format":"responderkit-trace","version":1,"screen":{"width":400.0,"height":480.0}}
        {"event":"digitizer","timestamp":0.0,"contacts":[{"id":1,"x":1e300,"y":-1.7976931348623157e308}]}
        {"event":"digitizer","timestamp":0.01,"contacts":[{"id":1,"x":1e300,"y":5,"state":"lifted"}]}
        {"event":"digitizer","timestamp":0.02,"contacts":[{"id":2,"x":9.3e18,"y":5}]}
        {"event":"digitizer","timestamp":0.03,"contacts":[{"id":2,"x":9.3e18,"y":5,"state":"lifted"}]}
        {"event":"digitizer","timestamp":0.04,"contacts":[{"id":3,"x":10,"y":5}]}
        {"event":"digitizer","timestamp":0.05,"contacts":[{"id":3,"x":10,"y":5,"state":"lifted"}]}

        """.write(toFile: trace, atomically: true, encoding: .utf8)
        let fixture = try await RouterCLIFixture(["--input", trace, "--replay-delay", "0", "--verbose"])
        defer { fixture.tearDown() }
        let app = try await fixture.launch(id: 3, windows: ["main:0,0,400,480"])
        #expect(await app.waitForLines(startingWith: "ended"), "app printed \(app.lines)")
        #expect(
            await fixture.router.waitForLine(containing: "replay finished"), "router printed \(fixture.router.lines)")
        for line in [
            "touch #1 touching (1e+300, -1.79769e+308) -> nobody", "touch #2 touching (9.3e+18, 5) -> nobody",
            "touch #3 touching (10, 5) -> app 3 \"app3\"",
        ] {
            #expect(
                fixture.router.lines(containing: line).count == 1, "\(line): router printed \(fixture.router.lines)")
        }
        #expect(app.lines(startingWith: "began") == ["began main 1 10,5"])
        try await fixture.expectHealthy(app, x: 100, y: 100)
    }

    @Test(
        "ipc-protocol 13: without --socket the router listens at $XDG_RUNTIME_DIR/responderkit-router.sock, mode 0600")
    func defaultSocketInRuntimeDirectory() async throws {
        let runtime = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtime
        let router = try CLIProcess(arguments: ["router", "--duration", "5"], umask: "000", environment: environment)
        defer { router.kill() }
        let socket = runtime + "/responderkit-router.sock"
        #expect(await router.waitForLine(containing: "router listening on \(socket)"), "router printed \(router.lines)")
        var status = stat()
        #expect(
            lstat(socket, &status) == 0 && status.st_mode & 0o777 == 0o600,
            "mode \(String(status.st_mode & 0o777, radix: 8))")
        router.interrupt()
        #expect(await router.waitForExit() == 0)
    }

    @Test("docs/cli.md: --socket that is empty, a directory or a regular file is a clear error; the file is left alone")
    func badSocketPaths() async throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/notes.txt"
        try "keep me".write(toFile: file, atomically: true, encoding: .utf8)
        let cases: [(socket: String, message: String)] = [
            ("", "--socket must not be empty"),
            (
                directory,
                "\(directory) is a directory; give the path of the socket file to create in it, such as \(directory)/router.sock"
            ),
            (file, "\(file) is a regular file, not a socket; the router replaces only a stale socket file"),
        ]
        for (socket, message) in cases {
            let router = try CLIProcess(arguments: ["router", "--socket", socket, "--duration", "5"])
            defer { router.kill() }
            let status = await router.waitForExit()
            #expect(status != nil && status != 0, "--socket '\(socket)' exited with \(String(describing: status))")
            // (The lines are read from a pipe on a thread of their own: they may come after the exit.)
            #expect(
                await router.waitForLine(containing: message, timeout: 5),
                "--socket '\(socket)' printed \(router.lines)")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
    }
}
