import ArgumentParser
import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitInput
import ResponderKitReplay

/// `responder live DEVICE`: dispatches a live device into the standard gesture scene on the system's
/// monotonic clock and prints each gesture as it happens, until Ctrl-C or `--duration`.
struct Live: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Dispatch a live input device into the standard gesture scene and print gestures as they happen.",
        discussion: """
            The scene is the one `replay` uses: a full-screen view with tap, double tap, two-finger tap, \
            long press, pans, swipes, pinch and rotation. Stop with Ctrl-C or --duration.
            """
    )

    @OptionGroup var device: DeviceOptions

    @Flag(help: "Grab the device, so that no other program sees its events.")
    var grab = false

    func run() throws {
        let live = try device.open(grab: grab)
        let duration = device.duration
        try MainActor.assumeIsolated {
            try Self.run(live, duration: duration)
        }
    }

    @MainActor
    private static func run(_ live: LiveDevice, duration: Double?) throws {
        let description = live.device.deviceDescription
        let scene = ReplayScene(screen: description.screen, clock: MonotonicClock())
        let app = scene.application
        let origin = app.clock.now
        let collector = GestureCollector(scene: scene, origin: origin)
        collector.onChange = { gesture, change in
            switch change.state {
            case .began: printLine(gesture.lines[0])
            case .ended where gesture.kind.isDiscrete: printLine(gesture.lines[0])
            case .ended, .cancelled: printLine(gesture.lines.last ?? "")
            default: break
            }
        }
        Interruption.install()
        printLine("Live: \(live.device.path) (\(description.name)) into the standard scene, screen "
            + "\(format(description.screen.width)) × \(format(description.screen.height)) pt; "
            + (duration.map { "for \($0) s." } ?? "press Ctrl-C to stop."))
        printLine("Times are seconds since the start; points are screen points.")
        let usesDeviceClock = live.device.usesMonotonicClock
        var removed = false
        while !Interruption.requested && !removed {
            let elapsed = app.clock.now - origin
            if let duration, elapsed >= duration { break }
            var timeout = min(0.1, (duration ?? .infinity) - elapsed)
            if let deadline = app.nextTimerDeadline { timeout = min(timeout, max(0, deadline - app.clock.now)) }
            // With CLOCK_MONOTONIC the device's timestamps are already on the application's clock.
            let batch = try live.wait(timeout: timeout) { first in usesDeviceClock ? first.time : app.clock.now }
            removed = batch.removed
            for input in batch.inputs { app.enqueue(input) }
            app.run(until: app.clock.now)
        }
        if removed { printLine("The device went away.") }
        let counts = Dictionary(grouping: collector.gestures, by: \.kind).mapValues(\.count)
        let text = ReplayGestureKind.allCases.compactMap { kind in counts[kind].map { "\(kind.title) \($0)" } }
        printLine("Stopped after " + String(format: "%.1f s", app.clock.now - origin) + ": "
            + (text.isEmpty ? "no gesture recognized." : text.joined(separator: ", ") + "."))
    }
}
