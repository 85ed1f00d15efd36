import Foundation
import ResponderKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// `responder router` and `responder demo --connect` as real processes (docs/cli.md): the router replays a
// small trace into the connected demo, then Ctrl-C stops it. Every wait is bounded (at most 10 s), both
// children also carry `--duration 30` so that neither can outlive a crashed test, and the children and
// the temporary directory are cleaned up in a `defer`.

@Suite("responder router and demo --connect as processes")
struct RouterCLITests {
    /// A tap on yellow at (160, 320), then a finger held on orange at (280, 440) that never lifts while
    /// the router runs, on the demo's 375 x 667 window.
    static let trace = """
        {"format":"responderkit-trace","version":1,"screen":{"width":375.0,"height":667.0}}
        {"event":"digitizer","timestamp":0.0,"contacts":[{"id":1,"x":160.0,"y":320.0}]}
        {"event":"digitizer","timestamp":0.08,"contacts":[{"id":1,"x":160.0,"y":320.0,"state":"lifted"}]}
        {"event":"digitizer","timestamp":0.3,"contacts":[{"id":2,"x":280.0,"y":440.0}]}
        {"event":"digitizer","timestamp":60.0,"contacts":[{"id":2,"x":280.0,"y":440.0,"state":"lifted"}]}

        """

    @Test(
        "the router routes a replayed trace to the connected demo; Ctrl-C removes the socket and the demo cancels its touch"
    )
    func routerAndConnectedDemo() async throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        let socket = directory + "/router.sock", tracePath = directory + "/touches.jsonl"
        try Self.trace.write(toFile: tracePath, atomically: true, encoding: .utf8)
        var children: [CLIProcess] = []
        defer {
            for child in children { child.kill() }
            try? FileManager.default.removeItem(atPath: directory)
        }

        let router = try CLIProcess(arguments: [
            "router", "--socket", socket, "--screen", "375x667", "--input", tracePath,
            "--replay-delay", "0.2", "--duration", "30",
        ])
        children.append(router)
        #expect(await router.waitForLine(containing: "router listening on \(socket)"), "router printed \(router.lines)")

        let demo = try CLIProcess(arguments: [
            "demo", "--connect", socket, "--app-id", "7", "--no-hit-test",
            "--reconnect-attempts", "2", "--duration", "30",
        ])
        children.append(demo)
        #expect(
            await demo.waitForLine(containing: "connected to the router at \(socket)"), "demo printed \(demo.lines)")
        #expect(await router.waitForLine(containing: "app 7 \"responder demo\" connected and registered"))
        #expect(
            await router.waitForLine(
                containing: "app 7 \"responder demo\" windows (back to front): #1 (0, 0, 375, 667) level 0"))

        // The tap reaches yellow and travels up its responder chain; the held finger begins on orange.
        #expect(await demo.waitForLine(containing: "touch #1 began in yellow"), "demo printed \(demo.lines)")
        #expect(await demo.waitForLine(containing: "rootView: touchesEnded"))
        #expect(await demo.waitForLine(containing: "touch #2 began in orange"))
        #expect(demo.lines(containing: "yellow: touchesBegan").count == 1)

        // Ctrl-C: the router says goodbye, stops and removes its socket.
        router.interrupt()
        #expect(await router.waitForExit() == 0, "router printed \(router.lines)")
        #expect(router.lines(containing: "stopping (Ctrl-C)").count == 1)
        #expect(router.lines(containing: "router stopped; \(socket) removed").count == 1)
        #expect(!FileManager.default.fileExists(atPath: socket))

        // The demo cancels the touch in progress, fails to reconnect twice and ends.
        #expect(
            await demo.waitForLine(containing: "touches in progress were cancelled: orange, rootView"),
            "demo printed \(demo.lines)")
        #expect(await demo.waitForExit() == 0, "demo printed \(demo.lines)")
        #expect(demo.lines(containing: "demo stopped (the router did not come back after 2 attempts)").count == 1)
    }
}
