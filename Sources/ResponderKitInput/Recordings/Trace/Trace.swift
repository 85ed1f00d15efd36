import Foundation
import ResponderKit

/// The screen a trace's points refer to.
public struct TraceScreen: Sendable, Hashable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Pixels per point, when known.
    public var scale: Double?

    /// The largest side a trace's screen may have, in points: 10⁶. The one definition of ResponderKit's
    /// coordinate limit: the replayer's sanitizer and the inspector accept no coordinate beyond it either.
    public static let maximumSide: Double = 1_000_000

    /// Creates a screen.
    public init(width: Double, height: Double, scale: Double? = nil) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// The first invalid value (field name and the value found), or nil: sides finite, above 0 and at
    /// most ``maximumSide``; a scale finite and above 0.
    static func problem(width: Double, height: Double, scale: Double?) -> (field: String, found: String)? {
        for (field, value) in [("width", width), ("height", height)] where !(value > 0 && value <= maximumSide) {
            return (field, "\(value)")
        }
        if let scale, !(scale.isFinite && scale > 0) { return ("scale", "\(scale)") }
        return nil
    }

    /// What a screen field must hold, for an error.
    static func expectation(_ field: String) -> String {
        switch field {
        case "scale": "a finite scale above 0"
        case "x": "a finite origin"
        default: "a \(field) in points above 0 and at most \(Int(TraceScreen.maximumSide))"
        }
    }
}

/// The first line of a trace: format name, version, and optionally the device and screen the inputs
/// came from and a free-form note on their source.
public struct TraceHeader: Sendable, Hashable {
    /// The trace format version this library writes and the newest it reads.
    public static let currentVersion = 1

    /// The version the trace was written with.
    public var version: Int
    /// The device the inputs came from, when they came from one.
    public var device: InputDeviceDescription?
    /// The screen the points refer to.
    public var screen: TraceScreen?
    /// Where the inputs came from ("evemu: tap.evemu", "TouchSimulator").
    public var source: String?

    /// Creates a header for the current version.
    public init(device: InputDeviceDescription? = nil, screen: TraceScreen? = nil, source: String? = nil) {
        self.version = Self.currentVersion
        self.device = device
        self.screen = screen
        self.source = source
    }
}

/// A ResponderKit trace: a header and the ``/ResponderKit/HardwareInput``s an application received, in order, stored
/// as JSON Lines (one JSON object per line; `docs/trace-format.md`).
///
/// A trace is what a replay feeds to `UIApplication.enqueue(_:)`; writing then reading a trace gives
/// back equal values.
public struct Trace: Sendable, Equatable {
    /// The header line.
    public var header: TraceHeader
    /// The inputs, one per line after the header.
    public var inputs: [HardwareInput]
    /// The problems a lenient read skipped over. A strict read throws instead: after it, only the time
    /// jitter it read past (``RecordingError/Cause/timeJitter``).
    public var errors: [RecordingError]

    /// Creates a trace.
    public init(header: TraceHeader = TraceHeader(), inputs: [HardwareInput] = [], errors: [RecordingError] = []) {
        self.header = header
        self.inputs = inputs
        self.errors = errors
    }

    /// Reads a trace file (standard input when `path` is `-`, ``RecordingFile``).
    public static func load(path: String, mode: RecordingReadingMode = .strict) throws(RecordingError) -> Trace {
        try read(Recording.readFile(path), file: RecordingFile.displayName(path), mode: mode)
    }

    /// Reads a trace from text; `file` names it in errors. Blank lines are skipped; unknown fields are
    /// ignored; a newer version than ``TraceHeader/currentVersion`` is an error.
    public static func read(_ text: String, file: String = "<string>", mode: RecordingReadingMode = .strict)
        throws(RecordingError) -> Trace
    {
        var issues = RecordingIssues(file: file, mode: mode)
        var trace = Trace()
        var sawHeader = false
        var timeline = TraceTimeline()
        // The lines are walked on their bytes; an input line is decoded there (`TraceLineDecoder`) unless
        // it needs the general path (the header, anything unusual or malformed), which reports its problem.
        try RecordingText.forEachLine(text) { (number, bytes, count, makeLine) throws(RecordingError) -> Bool in
            if issues.stopped { return false }
            if isBlank(bytes, count: count) { return true }
            if number == 1, try RecordingText.reportsLoneCarriageReturn(line: 1, bytes, count: count, issues: &issues) {
                return true
            }
            var dto: TraceEventDTO
            if sawHeader, let decoded = TraceLineDecoder.decode(bytes, count: count) {
                dto = decoded
            } else {
                let value: JSONValue
                do throws(JSONSyntaxError) {
                    value = try JSONParser.parse(makeLine().text)
                } catch {
                    if !sawHeader { sawHeader = true }
                    try issues.report(line: number, column: error.column, expected: error.expected, found: error.found)
                    return true
                }
                if !sawHeader {
                    sawHeader = true
                    if let header = try header(value, line: number, issues: &issues) {
                        trace.header = header
                        return true
                    }
                    if isHeader(value) { return true }
                }
                do throws(JSONFieldProblem) {
                    dto = try JSONValueDecoder.decode(TraceEventDTO.self, from: value)
                } catch {
                    try report(error, line: number, issues: &issues)
                    return true
                }
            }
            let input: HardwareInput
            do throws(JSONFieldProblem) {
                input = try dto.input()
            } catch {
                try report(error, line: number, issues: &issues)
                return true
            }
            let given = dto.timestamp
            guard try timeline.admit(&dto.timestamp, line: number, issues: &issues) else { return true }
            // A timestamp raised to the previous one: the same input, stamped again (it decoded once already).
            trace.inputs.append(dto.timestamp != given ? (try? dto.input()) ?? input : input)
            return true
        }
        if !sawHeader {
            try issues.report(
                line: nil, expected: "a trace header line {\"format\":\"responderkit-trace\",\"version\":1}",
                found: "an empty file")
        }
        trace.errors = issues.errors
        return trace
    }

    /// Reports a line's decoding or conversion problem.
    private static func report(_ problem: JSONFieldProblem, line: Int, issues: inout RecordingIssues)
        throws(RecordingError)
    {
        try issues.report(
            line: line, field: problem.field.isEmpty ? nil : problem.field, expected: problem.expected,
            found: problem.found)
    }

    /// Whether a line holds only spaces and tabs.
    private static func isBlank(_ bytes: UnsafePointer<UInt8>, count: Int) -> Bool {
        for index in 0..<count where bytes[index] != UInt8(ascii: " ") && bytes[index] != UInt8(ascii: "\t") {
            return false
        }
        return true
    }

    private static func isHeader(_ value: JSONValue) -> Bool {
        guard case .object(let pairs) = value else { return false }
        return pairs.contains { $0.key == "format" }
    }

    /// The header a first line holds; nil (after reporting) when it is not a valid header.
    private static func header(_ value: JSONValue, line: Int, issues: inout RecordingIssues) throws(RecordingError)
        -> TraceHeader?
    {
        let example = "a trace header line {\"format\":\"responderkit-trace\",\"version\":1}"
        guard isHeader(value) else {
            try issues.report(
                line: line, expected: example, found: value.found == "an object" ? "an input line" : value.found)
            return nil
        }
        var decoded: TraceHeader
        do throws(JSONFieldProblem) {
            let dto = try JSONValueDecoder.decode(TraceHeaderDTO.self, from: value)
            guard dto.format == "responderkit-trace" else {
                throw JSONFieldProblem(
                    field: "format", expected: "\"responderkit-trace\"", found: RecordingError.quote(dto.format))
            }
            guard (1...TraceHeader.currentVersion).contains(dto.version) else {
                throw JSONFieldProblem(
                    field: "version", expected: "a version from 1 to \(TraceHeader.currentVersion)",
                    found: "\(dto.version)")
            }
            var header = TraceHeader(device: try dto.device?.device(path: "device"), source: dto.source)
            header.version = dto.version
            header.screen = dto.screen.map { TraceScreen(width: $0.width, height: $0.height, scale: $0.scale) }
            decoded = header
        } catch {
            try issues.report(
                line: line, field: error.field.isEmpty ? nil : error.field, expected: error.expected, found: error.found
            )
            return nil
        }
        try check(&decoded, line: line, issues: &issues)
        return decoded
    }

    /// The checks on a decoded header's values (docs/trace-format.md, "Bad input"): a screen (and a
    /// device's screen) whose sides are finite, above 0 and at most ``TraceScreen/maximumSide`` with a
    /// finite scale above 0, and axis ranges ``AxisRangeCheck`` accepts. A lenient read leaves an invalid
    /// screen out (the replay then says which screen it uses) and keeps an axis as given.
    private static func check(_ header: inout TraceHeader, line: Int, issues: inout RecordingIssues)
        throws(RecordingError)
    {
        if let screen = header.screen,
            let (field, value) = TraceScreen.problem(width: screen.width, height: screen.height, scale: screen.scale)
        {
            try issues.report(
                line: line, field: "screen." + field, expected: TraceScreen.expectation(field), found: value,
                cause: .invalidScreen)
            header.screen = nil
        }
        guard let device = header.device else { return }
        let rect = device.screen
        if let (field, value) = TraceScreen.problem(width: Double(rect.width), height: Double(rect.height), scale: nil)
            ?? (rect.minX.isFinite && rect.minY.isFinite ? nil : ("x", "\(rect.minX), \(rect.minY)"))
        {
            try issues.report(
                line: line, field: "device.screen." + field, expected: TraceScreen.expectation(field), found: value,
                cause: .invalidScreen)
            header.device?.screen = InputDeviceDescription(name: "").screen
        }
        for (code, axis) in device.axes.sorted(by: { $0.key < $1.key }) {
            if let expected = AxisRangeCheck.problem(code: code, minimum: axis.minimum, maximum: axis.maximum) {
                try issues.report(
                    line: line, field: "device.axes.\(code).maximum", expected: expected, found: "\(axis.maximum)",
                    cause: .invalidAxisRange)
            }
        }
    }
}
