import Foundation
import ResponderKit
import ResponderKitRouter
import ResponderKitRouterTestSupport
import ResponderKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// docs/cli.md, "Router limits and security", and docs/ipc-protocol.md, section 13: ways for one local user or
// one careless client to lock everyone else out of a shared router, each attacking a real `responder router`
// process on a Unix socket in a temporary directory (RouterAttackSupport.swift, RouterLimitsAttackSupport.swift),
// bounded in time (every wait ≤ 20 s) and checking that a well-behaved application is served within a second
// during the attack and that the router's memory stays under the documented bound.

/// `count` digitizer frames of 250 contacts (the protocol allows 256) with new ids from `first`, all `state`,
/// spread over the 400 × 480 screen, none ever lifted.
private func contactFlood(from first: Int, frames count: Int, _ state: TouchContact.State, at time: TimeInterval)
    -> some Sequence<RouterMessage>
{
    (0..<count).lazy.map { frame in
        let contacts = (0..<250).map { index in
            let id = first + frame * 250 + index
            return TouchContact(
                id: id, location: CGPoint(x: 10 + id % 380, y: 10 + (id / 380) % 460), state: state)
        }
        return RouterMessage.input(
            .digitizer(DigitizerFrame(timestamp: time + Double(frame) * 1e-4, contacts: contacts)))
    }
}

@Suite(
    "responder router under attack: per-source caps, the socket file, descriptors (docs/cli.md, Router limits and security)",
    .serialized)
struct RouterLimitsAttackTests {
    @Test(
        "ipc-protocol 13: 148 000 contacts never lifted, touching then hovering, from one source: past 64 they are refused and counted at a constant cost; the router serves others within a second and its memory stays bounded"
    )
    func contactsNeverLifted() async throws {
        let flood = try await SourceFlood()
        defer { flood.fixture.tearDown() }
        // 74 000 new contacts touching the application's window, none lifted.
        #expect(
            try flood.attacker.send(
                contactFlood(from: 0, frames: 296, .touching, at: flood.start), before: flood.deadline))
        // While they are down, a tap from another source is served within a second (it joins their sequence,
        // which belongs to the application).
        #expect(
            try await flood.fixture.servesWithinASecond(flood.app, x: 200, y: 200),
            "app printed \(flood.app.lines.suffix(5))")
        // 74 000 more, hovering.
        #expect(
            try flood.attacker.send(
                contactFlood(from: 74_000, frames: 296, .hovering, at: flood.start + 1), before: flood.deadline))
        let cpu = try await flood.finish(
            departure: "left after 592 inputs: goodbye: flood sent; 64 contacts still down were cancelled",
            refusals: "refused so far: new contacts past the cap of 64 contacts", refused: 148_000 - 64)
        // A constant cost per contact: decoding and refusing 148 000 contacts takes the router a few seconds
        // of CPU at most (keeping them all, and copying the set for each, took minutes).
        #expect(cpu < 10, "the router used \(cpu) s of CPU for the flood")
    }

    @Test(
        "ipc-protocol 13: 100 000 pointer devices with a button held and 50 000 system swipes begun, each from a new device, from one source: past 16 devices they are refused and counted; the router serves others within a second and its memory stays bounded"
    )
    func pointerDevicesNeverReleased() async throws {
        let flood = try await SourceFlood()
        defer { flood.fixture.tearDown() }
        let presses = (0..<100_000).lazy.map { device in
            RouterMessage.input(
                .pointer(
                    PointerInput(
                        timestamp: flood.start + Double(device) * 1e-6, deviceID: 1000 + device, device: .mouse,
                        location: CGPoint(x: 390, y: 470), buttons: .primary)))
        }
        #expect(try flood.attacker.send(presses, before: flood.deadline))
        #expect(
            try await flood.fixture.servesWithinASecond(flood.app, x: 200, y: 200),
            "app printed \(flood.app.lines.suffix(5))")
        let swipes = (0..<50_000).lazy.map { device in
            RouterMessage.systemSwipe(
                SystemSwipeInput(
                    timestamp: flood.start + 1 + Double(device) * 1e-6, deviceID: 200_000 + device, fingers: 3,
                    phase: .began, translation: .zero, direction: .up))
        }
        #expect(try flood.attacker.send(swipes, before: flood.deadline))
        _ = try await flood.finish(
            departure: "left after 150000 inputs: goodbye: flood sent",
            refusals: "refused so far: input from pointer devices past the cap of 16", refused: 150_000 - 16)
    }

    @Test(
        "docs/cli.md: out of file descriptors, the router refuses pending connections with a goodbye instead of spinning on accept; connected clients are served within a second"
    )
    func outOfDescriptors() async throws {
        let fixture = try await RouterCLIFixture(["--max-connections", "1000", "--hello-timeout", "60"])
        defer { fixture.tearDown() }
        let app = try await fixture.launch(id: 1, windows: ["main:0,0,400,480"])
        let source = try fixture.inputSource()
        #expect(await fixture.router.waitForLine(containing: "said hello as an input source"))
        let pid = fixture.router.processIdentifier
        // Leave the router 4 descriptors (prlimit on the running process), then connect until its backlog is full.
        let open = try #require(openDescriptorCount(of: pid))
        let prlimit = Process()
        prlimit.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
        prlimit.arguments = ["--pid", "\(pid)", "--nofile=\(open + 4):\(open + 4)"]
        try prlimit.run()
        prlimit.waitUntilExit()
        #expect(prlimit.terminationStatus == 0)
        var attackers: [Int32] = []
        defer { for fd in attackers { close(fd) } }
        while attackers.count < 200, let fd = connectWithoutWaiting(to: fixture.socketPath) { attackers.append(fd) }
        #expect(attackers.count > 4, "only \(attackers.count) connections")
        // Pending connections are refused with a goodbye that names the cause.
        let reason = "refused: the router has no file descriptor left (the process limit is reached)"
        #expect(
            await fixture.router.waitForLine(containing: "was refused or closed: \(reason)"),
            "router printed \(fixture.router.lines.suffix(10))")
        let answers = framesUntilClosed(try #require(attackers.last), timeout: 5)
        #expect(answers == [.goodbye(reason: reason)])
        // Meanwhile the router does not spin: over two seconds of taps through the connected source, one
        // after the other, each served within a second, it uses a small share of one core (the CPU clock
        // counts in 10 ms ticks: the window is long enough for them).
        let cpuBefore = try #require(cpuSeconds(of: pid)), wallBefore = routerMonotonicNow()
        var tap = 0
        while routerMonotonicNow() - wallBefore < 2 {
            let ended = app.lines(startingWith: "ended").count
            let now = routerMonotonicNow()
            source.send(.input(routerFrame(now, (tap, 100, 100, .touching))))
            source.send(.input(routerFrame(now + 0.01, (tap, 100, 100, .lifted))))
            let served = await routerEventually(timeout: 1) { app.lines(startingWith: "ended").count > ended }
            #expect(served, "tap \(tap): app printed \(app.lines.suffix(5))")
            if !served { break }
            tap += 1
        }
        let share = (try #require(cpuSeconds(of: pid)) - cpuBefore) / (routerMonotonicNow() - wallBefore)
        #expect(share < 0.1, "the router used \(Int(share * 100)) % of a core while out of descriptors")
        let resident = residentKilobytes(of: pid)
        #expect(resident != nil && resident! < RouterCLIFixture.residentBoundKilobytes)
    }

    @Test(
        "docs/cli.md: a link swapped in for the socket file right after bind is never followed: a private file keeps its mode and group, whoever wins the race"
    )
    func socketFileSwappedForALink() async throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let secret = directory + "/secret.txt", socket = directory + "/router.sock", bait = directory + "/bait"
        try "private".write(toFile: secret, atomically: false, encoding: .utf8)
        #expect(chmod(secret, 0o600) == 0)
        var original = stat()
        #expect(stat(secret, &original) == 0)
        var swaps = 0
        for attempt in 0..<12 {
            #expect(symlink(secret, bait) == 0)
            let swapper = try SocketSwapper(directory: directory, name: "router.sock", bait: bait)
            let router = try CLIProcess(
                arguments: ["router", "--socket", socket, "--allow-group", "4242", "--duration", "10"])
            _ = await routerEventually(timeout: 10) {
                !router.lines(containing: "router listening on").isEmpty
                    || !router.lines(containing: "Error:").isEmpty
            }
            swaps += swapper.stop()
            router.kill()
            var status = stat()
            #expect(stat(secret, &status) == 0)
            #expect(
                status.st_mode & 0o7777 == 0o600 && status.st_gid == original.st_gid,
                "attempt \(attempt): the private file became mode \(String(status.st_mode & 0o7777, radix: 8)), gid \(status.st_gid); router printed \(router.lines)"
            )
            // Put things back for the next attempt.
            _ = chmod(secret, 0o600)
            _ = chown(secret, original.st_uid, original.st_gid)
            unlink(socket)
            unlink(bait)
        }
        #expect(swaps > 0, "the link was never swapped in: the attack did not happen")
    }

    @Test(
        "docs/cli.md: a --socket in a directory other users may write to without the sticky bit is refused; XDG_RUNTIME_DIR open to others is not used"
    )
    func socketDirectories() async throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let shared = directory + "/shared"
        #expect(mkdir(shared, 0o700) == 0 && chmod(shared, 0o777) == 0)
        let router = try CLIProcess(arguments: ["router", "--socket", shared + "/router.sock", "--duration", "5"])
        defer { router.kill() }
        #expect(await router.waitForExit() == 1)
        let message =
            "the socket's directory \(shared) has mode 777: other users may write in it and, without the sticky "
            + "bit, replace the socket file; choose a directory only you can write to, such as $XDG_RUNTIME_DIR"
        #expect(await router.waitForLine(containing: message, timeout: 5), "router printed \(router.lines)")
        #expect(!FileManager.default.fileExists(atPath: shared + "/router.sock"))
        // XDG_RUNTIME_DIR open to others: the router says why and falls back to its private directory.
        let runtime = directory + "/runtime"
        #expect(mkdir(runtime, 0o700) == 0 && chmod(runtime, 0o755) == 0)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtime
        let fallback = RouterSocketLocation.fallbackDirectory()
        let defaulted = try CLIProcess(arguments: ["router", "--duration", "5"], environment: environment)
        defer { defaulted.kill() }
        #expect(
            await defaulted.waitForLine(
                containing:
                    "XDG_RUNTIME_DIR \(runtime) has mode 755; it must be closed to group and others (0700): the socket goes in \(fallback) instead"
            ), "router printed \(defaulted.lines)")
        // (Another router may already serve the fallback socket; either way, nothing is bound in the runtime directory.)
        _ = await defaulted.waitForLine(containing: fallback + "/")
        #expect(!FileManager.default.fileExists(atPath: runtime + "/" + RouterSocketLocation.runtimeFileName))
        defaulted.interrupt()
        _ = await defaulted.waitForExit()
    }
}
