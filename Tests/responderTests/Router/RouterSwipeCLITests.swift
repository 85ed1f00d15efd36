import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import ResponderKitRouterTestSupport
import ResponderKitTestSupport
import Testing

// docs/decisions.md, "Trackpad system swipes in the router": `responder router --input` reads a touchpad
// through the pointer stream and hands its swipes to the router, which switches the front application
// (behaviour 12.5; docs/ipc-protocol.md, section 8). The touchpad is a recording replayed in real time (a
// live device takes the same path); the applications are `router-test-app` processes. Every wait is bounded;
// everything is cleaned up in a `defer`.

@Suite("responder router --input with a touchpad: system swipes (behaviour 12.5)", .serialized, .timeLimit(.minutes(1)))
struct RouterSwipeCLITests {
    /// Three fingers on the test touchpad moving 30 mm left, then lifting.
    static func threeFingerSwipeLeft() -> Recording {
        var stream = EvdevStream(start: 0.495)
        stream.threeFingerSwipeLeft(interval: 0.015, reportsTouch: true)
        return Recording(device: TestPads.touchpad(), events: stream.events, format: .evemu)
    }

    @Test("12.5: a touchpad's three-finger swipe left read by the router brings the other application to the front")
    func swipeFromARecordedTouchpad() async throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        let socket = directory + "/router.sock", path = directory + "/swipe.evemu"
        try Self.threeFingerSwipeLeft().write(to: path, format: .evemu)
        var children: [CLIProcess] = []
        var apps: [RouterChildApp] = []
        defer {
            for app in apps { app.stop() }
            for child in children { child.kill() }
            try? FileManager.default.removeItem(atPath: directory)
        }
        let router = try CLIProcess(arguments: [
            "router", "--socket", socket, "--screen", "400x480", "--input", path, "--replay-delay", "1.5",
            "--duration", "30", "--verbose",
        ])
        children.append(router)
        #expect(await router.waitForLine(containing: "router listening on \(socket)"), "router printed \(router.lines)")

        let executable = try RouterProcessFixture.testAppExecutable()
        for id in 1...2 {
            let app = try RouterChildApp(
                executable: executable, name: "app\(id)",
                arguments: ["--socket", socket, "--id", "\(id)", "--name", "app\(id)", "--window", "main:0,0,400,480"])
            apps.append(app)
            #expect(await router.waitForLine(containing: "app \(id) \"app\(id)\" connected and registered"))
        }
        #expect(await apps[1].waitForLines(startingWith: "front yes"))

        // The swipe goes to the router, which announces it and brings app 1 (the least recently used) forward.
        #expect(
            await router.waitForLine(containing: "system gesture recognized: nextApplication"),
            "router printed \(router.lines)")
        #expect(await router.waitForLine(containing: "front application: app 1 \"app1\""))
        #expect(await apps[0].waitForLines(startingWith: "gesture nextApplication"))
        #expect(await apps[1].waitForLines(startingWith: "gesture nextApplication"))
        #expect(await apps[0].waitForLines(startingWith: "front yes", count: 2))
        #expect(!router.lines(containing: "3-finger system swipe left began").isEmpty)
        // No touch of the swipe reached an application.
        #expect(apps.allSatisfy { $0.lines(startingWith: "began").isEmpty })
    }
}
