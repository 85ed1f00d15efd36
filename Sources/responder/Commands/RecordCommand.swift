import ArgumentParser
import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay

/// `responder record DEVICE -o FILE`: records a live device into a ResponderKit trace or an evemu file
/// until Ctrl-C or `--duration`; `responder record --sensors DEVICES -o FILE` records IIO sensors into a
/// trace.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Record a live input device into a trace (what the application receives) or an evemu file (the raw events).",
        discussion: """
            The trace holds hardware input in screen points (use --screen and --calibration to map the \
            device); the evemu file holds the raw events, as evemu-record writes them (first event at \
            0.000001). With --sensors instead of a device node, the IIO sensors named are polled at --rate \
            and their accelerometer, gyroscope and magnetometer samples written to a trace. Stop with Ctrl-C or \
            --duration; then replay the file with `responder replay`.
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

    @OptionGroup var sensors: SensorOptions

    func validate() throws {
        if sensors.sensors != nil {
            if device.device != nil { throw ValidationError("record a device node or --sensors, not both") }
            if format != .trace {
                throw ValidationError("--format evemu holds evdev events: sensors record as a trace")
            }
            if sensors.buffer != nil, sensors.sensors?.contains(",") == true {
                throw ValidationError("--buffer holds one device's records: name one device with --sensors")
            }
        } else if sensors.buffer != nil {
            throw ValidationError("--buffer needs the device whose records it holds: --sensors DEVICE")
        } else if device.device == nil {
            throw ValidationError("expected a device node (see `responder devices`) or --sensors")
        }
    }

    func run() throws {
        if sensors.sensors != nil { return try recordSensors() }
        // Trace times start at 0 with the first event.
        let source = try device.open(grab: grab, startTime: .fixed(0))
        if source.deviceClass == .accelerometer, let path = device.device {
            source.accelerometerMountMatrix = try sensors.mountMatrix(forDeviceNode: path)
        }
        let description = source.deviceDescription
        let handle = try openOutput()
        defer { try? handle.close() }
        if format == .trace {
            let header = TraceHeader(
                device: description,
                screen: TraceScreen(width: description.screen.width, height: description.screen.height),
                source: "responder record \(source.path)")
            try write(TraceWriter.headerLine(header) + "\n", to: handle)
        }
        announce("\(source.path) (\(description.name))")
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

    /// Polls the `--sensors` devices into a trace until Ctrl-C or `--duration`; times start at 0 with the
    /// command. Every reading is written, proximity included (docs/trace-format.md).
    private func recordSensors() throws {
        let devices = try sensors.devices()
        if let buffer = sensors.buffer, let device = devices.first { return try recordBuffer(of: device, from: buffer) }
        var poller = SensorPoller(devices: devices, rate: sensors.rate)
        let handle = try openOutput()
        defer { try? handle.close() }
        let header = TraceHeader(source: "responder record --sensors " + poller.summary)
        try write(TraceWriter.headerLine(header) + "\n", to: handle)
        announce(poller.summary)
        let start = monotonicSeconds()
        var written = 0
        var readError: Error?
        while !Interruption.requested {
            let elapsed = monotonicSeconds() - start
            if let duration = device.duration, elapsed >= duration { break }
            guard elapsed >= poller.nextPoll else {
                SensorPoller.wait(min(poller.nextPoll, device.duration ?? .infinity) - elapsed)
                continue
            }
            let readings: [SensorReading]
            do {
                readings = try poller.poll(at: elapsed)
            } catch {
                // Keep what was recorded, then report.
                readError = error
                break
            }
            written += readings.count
            try write(readings.map { TraceWriter.line(for: $0.hardwareInput) + "\n" }.joined(), to: handle)
        }
        if let readError { throw readError }
        printErrorLine(
            "Recorded \(written) samples (\(poller.countText)) in "
                + String(format: "%.1f s", monotonicSeconds() - start) + " to \(output).")
    }

    /// Decodes `device`'s buffered records from `path` into a trace until its end, Ctrl-C or `--duration`;
    /// times start at 0 with the first record (docs/input-devices.md, "Buffered reading: scan elements").
    private func recordBuffer(of sensor: IIODevice, from path: String) throws {
        var decoder: IIOBufferDecoder
        let stream: SensorBufferStream
        do {
            let layout = try IIOScanLayout.enabled(inDevice: sensor.path)
            decoder = try IIOBufferDecoder(device: sensor, layout: layout, path: path)
            stream = try SensorBufferStream(path: path)
        } catch {
            throw SensorCommandError(error: error)
        }
        let handle = try openOutput()
        defer { try? handle.close() }
        let source = "\(sensor.identifier) (\(sensor.name)), records of \(decoder.layout.recordSize) bytes from \(path)"
        try write(
            TraceWriter.headerLine(TraceHeader(source: "responder record --sensors " + source)) + "\n", to: handle)
        Interruption.install()
        printErrorLine("Recording \(source) to \(output) as trace.")
        let start = monotonicSeconds()
        var written = 0
        var ended = false
        while !Interruption.requested && !ended {
            let elapsed = monotonicSeconds() - start
            if let duration = device.duration, elapsed >= duration { break }
            let read: (bytes: [UInt8], ended: Bool)
            do {
                read = try stream.read(timeout: min(0.1, (device.duration ?? .infinity) - elapsed))
            } catch {
                throw SensorCommandError(error: error)
            }
            ended = read.ended
            let readings = decoder.decode(read.bytes)
            written += readings.count
            try write(readings.map { TraceWriter.line(for: $0.hardwareInput) + "\n" }.joined(), to: handle)
        }
        // What was decoded is written; a record cut by the end of the stream is an error naming its offset.
        if ended {
            do {
                try decoder.finish()
            } catch {
                throw SensorCommandError(error: error)
            }
        }
        printErrorLine(
            "Recorded \(written) samples from \(decoder.recordCount) records to \(output).")
    }

    /// Catches Ctrl-C and says what is recorded, where, and until when.
    private func announce(_ what: String) {
        Interruption.install()
        printErrorLine(
            "Recording \(what) to \(output) as \(format.rawValue); "
                + (device.duration.map { "for \($0) s." } ?? "press Ctrl-C to stop."))
    }

    private func openOutput() throws -> FileHandle {
        let descriptor = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            throw OutputError(path: output, reason: "\(String(cString: strerror(code))) (errno \(code))")
        }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    private func write(_ text: String, to handle: FileHandle) throws {
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw OutputError(path: output, reason: error.localizedDescription)
        }
    }
}
