import ArgumentParser
import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay

/// `responder record DEVICE -o FILE`: records a live device into a ResponderKit trace or an evemu file
/// until Ctrl-C or `--duration`.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Record a live input device into a trace (what the application receives) or an evemu file (the raw events).",
        discussion: """
            The trace holds hardware input in screen points (use --screen and --calibration to map the \
            device); the evemu file holds the raw events, as evemu-record writes them (first event at \
            0.000001). Stop with Ctrl-C or --duration; then replay the file with `responder replay`.
            """
    )

    /// The formats `record` writes.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// A ResponderKit trace (JSON Lines).
        case trace
        /// evemu's text format.
        case evemu
    }

    @OptionGroup var device: DeviceOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write.", valueName: "file"))
    var output: String

    @Option(help: "The file format: trace (hardware input, JSON Lines) or evemu (raw evdev events).")
    var format: Format = .trace

    @Flag(help: "Grab the device, so that no other program sees its events while recording.")
    var grab = false

    func run() throws {
        // Trace times start at 0 with the first event.
        let source = try device.open(grab: grab, startTime: .fixed(0))
        let description = source.deviceDescription
        let descriptor = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            throw OutputError(path: output, reason: "\(String(cString: strerror(code))) (errno \(code))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        if format == .trace {
            let header = TraceHeader(
                device: description,
                screen: TraceScreen(width: description.screen.width, height: description.screen.height),
                source: "responder record \(source.path)")
            try write(TraceWriter.headerLine(header) + "\n", to: handle)
        }
        Interruption.install()
        printErrorLine(
            "Recording \(source.path) (\(description.name)) to \(output) as \(format.rawValue); "
                + (device.duration.map { "for \($0) s." } ?? "press Ctrl-C to stop."))
        let start = monotonicSeconds()
        var events: [EvdevEvent] = []
        var inputCount = 0
        var removed = false
        var readError: Error?
        while !Interruption.requested && !removed {
            let elapsed = monotonicSeconds() - start
            if let duration = device.duration, elapsed >= duration { break }
            let timeout = min(0.1, (device.duration ?? .infinity) - elapsed)
            let batch = source.read(timeout: timeout)
            // Keep what was recorded (the events read before the failure too), then report.
            if case .failed(let error) = batch.end { readError = DeviceCommandError(error: error) }
            removed = batch.end == .removed
            if format == .evemu {
                events += batch.events
            } else if !batch.inputs.isEmpty {
                inputCount += batch.inputs.count
                let text = batch.inputs.map { TraceWriter.line(for: $0) + "\n" }.joined()
                try write(text, to: handle)
            }
            if readError != nil { break }
        }
        if format == .evemu {
            let recording = Recording(device: description, events: events, format: .evemu)
                .rebased(firstEventAtSeconds: 0, microseconds: 1)
            try write(recording.formatted(as: .evemu), to: handle)
        }
        if let readError { throw readError }
        let what = format == .evemu ? "\(events.count) events" : "\(inputCount) inputs from \(source.eventCount) events"
        printErrorLine(
            (removed ? "The device went away. " : "") + "Recorded \(what) in "
                + String(format: "%.1f s", monotonicSeconds() - start) + " to \(output).")
    }

    private func write(_ text: String, to handle: FileHandle) throws {
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw OutputError(path: output, reason: error.localizedDescription)
        }
    }
}
