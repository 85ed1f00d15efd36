import ArgumentParser
import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitInput
import ResponderKitReplay
import ResponderKitRouter

/// The options `replay` and `explain` share: the file, how to read its device, how the input reaches
/// the application (through the system router, or directly), and the SVG output.
struct ReplayInputOptions: ParsableArguments {
    @Argument(
        help:
            "The recording: evemu, evtest text, libinput record (YAML), or a ResponderKit trace (.jsonl); - reads standard input."
    )
    var file: String

    @Option(
        name: .customLong("device"),
        help: ArgumentHelp(
            "A file with the device description (evemu description, evtest header or libinput record), for recordings that carry none.",
            valueName: "description-file"))
    var descriptionFile: String?

    @OptionGroup var mapping: ScreenMappingOptions

    @OptionGroup var keyboard: KeyboardLayoutOptions

    @OptionGroup var accelerometer: AccelerometerMountMatrixOption

    @Option(
        help: ArgumentHelp(
            "Also draw the touches and the gestures (for a touchpad or a mouse: the pointer's path, clicks and scroll arrows) into an SVG file.",
            valueName: "out.svg"))
    var svg: String?

    @Flag(help: "Enqueue the inputs directly into the application instead of routing them through the system router.")
    var direct = false

    @Flag(
        help:
            "Read past bad lines and values in the file, printing each problem as a warning on standard error with a count by cause (without it, the first problem stops the replay)."
    )
    var lenient = false

    @Flag(
        name: .customLong("system-gestures"),
        help:
            "Let the router recognize its system gestures (home: a swipe up from the bottom edge), which take the touches from the application."
    )
    var systemGestures = false

    func validate() throws {
        if direct && systemGestures {
            throw ValidationError("--system-gestures needs the router: it cannot be combined with --direct")
        }
        do {
            _ = try options()
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The parsed options.
    func options() throws(ReplayError) -> ReplayOptions {
        let mapped = try mapping.parsed()
        return ReplayOptions(
            descriptionPath: descriptionFile, screen: mapped.screen, calibration: mapped.calibration,
            rotation: mapped.rotation, readingMode: lenient ? .lenient : .strict,
            accelerometerMountMatrix: accelerometer.mountMatrix)
    }

    /// The most warnings printed one by one; the count by cause covers them all.
    static let maximumWarningLines = 20

    /// Opens the file (`-` is standard input; throws ``ReplayError``, which names the file, line and
    /// field): an evemu or evtest file streams, read once through now and again as it replays
    /// (``ReplaySource/open(path:options:reading:)``), its first reading shown on `progress`. Measures
    /// how long reading took, for the whole run's speed. Prints the problems read past (with `--lenient`;
    /// without, only time jitter: input behaviour 2.10) on standard error: a count by cause, then each one
    /// (at most ``maximumWarningLines``).
    @MainActor
    func loadSource(progress: ProgressLine? = nil) throws -> (source: ReplaySource, readingTime: TimeInterval) {
        let start = ContinuousClock.now
        let source = try ReplaySource.open(path: file, options: options()) { progress?.reading($0, of: $1) }
        let elapsed = start.duration(to: .now)
        progress?.finish()
        let problems: [RecordingError] =
            switch source.content {
            case .recording(let recording): recording.errors
            case .trace(let trace): trace.errors
            case .recordings(let recordings): recordings.flatMap(\.errors)
            }
        if let summary = RecordingError.summary(problems) {
            printErrorLine("warning: \(summary)")
            for problem in problems.prefix(Self.maximumWarningLines) { printErrorLine("warning: \(problem)") }
            if problems.count > Self.maximumWarningLines {
                printErrorLine("warning: … and \(problems.count - Self.maximumWarningLines) more")
            }
        }
        return (source, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    /// A replayer for `source` with the routing options applied; a keyboard's recording (or any evdev
    /// recording, with a `--keyboard-*` option) types through the layout, whose notes are printed once.
    /// Throws ``KeyboardLayoutError`` for a layout named by the options that does not compile, and
    /// ``ReplayError`` for those options with a trace.
    @MainActor
    func makeReplayer(for source: ReplaySource, readingTime: TimeInterval = 0) throws -> Replayer {
        let replayer = Replayer(source: source)
        let devices: [InputDeviceDescription] =
            switch source.content {
            case .recording(let recording): [recording.device]
            case .recordings(let recordings): recordings.map(\.device)
            case .trace: []
            }
        if case .trace = source.content, let option = keyboard.given.first?.option {
            throw ReplayError.optionNotApplicable(
                option: option, reason: "\(file) is a trace: its keys carry the text they were recorded with")
        }
        if keyboard.isGiven || devices.contains(where: { InputDeviceClass($0) == .keyboard }) {
            replayer.keyboardText = try keyboard.makeTranslator()
        }
        replayer.readingTime = readingTime
        replayer.bypassesRouter = direct
        replayer.systemGestures = systemGestures ? [.home] : []
        // Only the drawing and the system gestures' locations need every sample of every touch.
        replayer.keepsEverySample = svg != nil || systemGestures
        return replayer
    }

    /// Writes the SVG drawing of a report, if `--svg` was given, and says where.
    func writeSVG(of report: ReplayReport) throws {
        guard let svg else { return }
        let text = ReplaySVGRenderer().render(report)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: svg))
        } catch {
            throw OutputError(path: svg, reason: "\(error.localizedDescription)")
        }
        printLine("")
        printLine("Drawing written to \(svg).")
    }
}

/// A file the tool could not write.
struct OutputError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "cannot write \(path): \(reason)" }
}

/// Progress on standard error while a long file replays (``ReplayProgressLine`` decides what and when),
/// timed by the real-time clock.
@MainActor
final class ProgressLine {
    private var line: ReplayProgressLine
    private let clock = MonotonicClock()

    init(enabled: Bool) {
        line = ReplayProgressLine(quiet: !enabled, isTerminal: isatty(STDERR_FILENO) != 0)
    }

    func update(_ progress: ReplayProgress) {
        guard line.isEnabled, let text = line.update(progress, now: clock.now) else { return }
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }

    func reading(_ bytesRead: Int, of byteCount: Int) {
        guard line.isEnabled, let text = line.reading(bytesRead: bytesRead, byteCount: byteCount, now: clock.now)
        else { return }
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }

    func finish() {
        guard let text = line.finish() else { return }
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
}
