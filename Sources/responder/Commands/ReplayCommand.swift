import ArgumentParser
import ResponderKit
import ResponderKitReplay

/// `responder replay FILE`: replays a recording into the standard gesture scene (a full-screen view
/// with tap, double tap, two-finger tap, long press, pans, swipes, pinch and rotation) on a virtual
/// clock, through the system router (in process), and prints each gesture recognized with its values,
/// then a summary.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a recording into a standard gesture scene and print the gestures it recognized.",
        discussion: """
            FILE may be an evemu recording (also split: events file + --device description file), evtest \
            text, a libinput record YAML file, or a ResponderKit trace. Evdev recordings go through the \
            same decoder as live devices; times are seconds since the first event, points are screen points. \
            The input goes through the system router, in process, to the scene's application (--direct \
            enqueues it into the application instead); the router's system gestures are off unless \
            --system-gestures is given. A touchpad or a mouse drives a pointer, as on iPadOS: its clicks \
            (primary, secondary, middle, with the view they hit), scrolls (direction, distance), pinches and \
            rotations and three- or four-finger swipes are listed under "Pointer input", and the scene's view \
            sits in a scroll view that its scrolls scroll. A keyboard's keys type through a keyboard layout \
            (libxkbcommon: --keyboard-layout and the other --keyboard-* options, else the XKB_DEFAULT_* \
            variables; the built-in US layout, with a note, without libxkbcommon), and the summary says what \
            they typed. An evdev accelerometer's samples (turned by --accel-mount-matrix) reach the \
            application as motion: the report lists the device orientations and shakes they made.
            """
    )

    @OptionGroup var input: ReplayInputOptions

    @Flag(help: "Print only the heading and the summary, not each gesture; show no progress line on standard error.")
    var quiet = false

    func run() throws {
        let quiet = quiet
        let report = try MainActor.assumeIsolated { () throws -> ReplayReport in
            let progress = ProgressLine(enabled: !quiet)
            let (source, readingTime) = try input.loadSource(progress: progress)
            let replayer = try input.makeReplayer(for: source, readingTime: readingTime)
            replayer.onProgress = { progress.update($0) }
            let report = replayer.run()
            progress.finish()
            return report
        }
        for line in report.lines(includesGestures: !quiet) { printLine(line) }
        try input.writeSVG(of: report)
    }
}
