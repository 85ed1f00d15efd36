import Foundation

/// Reads evemu recordings, versions 1.0 to 1.3 (input behaviour 1.5): a description (`N:`, `I:`, `P:`,
/// `B:`, `A:`, `L:`, `S:` lines) and events (`E:` lines), in one file or in two.
///
/// Tolerances beyond evemu's own parser, all documented in `docs/trace-format.md`: comments are accepted
/// in every version (a headerless 1.0 file may carry them), `A:` lines may carry the resolution before
/// 1.2, values may be printed `%04d` (`-001`, `0005`) or plain (`-1`, `5`). `L:` and `S:` lines are
/// checked and dropped (LED and switch states are not part of ``InputDeviceDescription``).
enum EvemuReader {
    /// The newest version this reader knows.
    static let newestVersion = (major: 1, minor: 3)

    /// The description (nil when the text has no description lines) and the events of an evemu text.
    ///
    /// The text is walked on its UTF-8 bytes (``RecordingText/forEachLine(_:_:)``) and each line handed
    /// to a ``LineDecoder``, the one a ``RecordingStream`` drives over a file's chunks.
    static func parse(_ text: String, issues: inout RecordingIssues) throws(RecordingError)
        -> (device: InputDeviceDescription?, events: [EvdevEvent])
    {
        try LineDecoder().decodeText(text, issues: &issues)
    }

    /// Decodes an evemu text line by line, in file order: an event line as `evemu-record` writes it is
    /// decoded on its bytes (``EvemuEventLine``), every other line by `parseLine(_:firstLine:state:issues:)`.
    /// Holds the description read so far, never the events: a line's event is returned.
    struct LineDecoder: RecordingLineDecoder {
        private var state = State()
        private var firstLine = true

        mutating func decode(
            _ number: Int, _ bytes: UnsafePointer<UInt8>, _ count: Int, _ makeLine: () -> TextLine,
            issues: inout RecordingIssues
        ) throws(RecordingError) -> EvdevEvent? {
            if let (event, column) = EvemuEventLine.decode(bytes, count: count) {
                firstLine = false
                return try state.timeline.admit(event, line: number, column: column, field: "time", issues: &issues)
            }
            return try parseLine(makeLine(), firstLine: &firstLine, state: &state, issues: &issues)
        }

        func finish(issues: inout RecordingIssues) throws(RecordingError) -> InputDeviceDescription? {
            try EvemuReader.finish(state, issues: &issues)
        }
    }

    /// Reads one line other than a plain event line into `state`; returns the line's event, if it is
    /// one and is kept.
    private static func parseLine(
        _ line: TextLine, firstLine: inout Bool, state: inout State, issues: inout RecordingIssues
    ) throws(RecordingError) -> EvdevEvent? {
        let indent = line.text.prefix { $0 == " " || $0 == "\t" }.count
        let trimmed = line.text.dropFirst(indent)
        if trimmed.isEmpty { return nil }
        defer { firstLine = false }
        if trimmed.first == "#" {
            if firstLine, let found = headerVersion(trimmed) {
                state.version = found
                if found.major != 1 || found.minor > newestVersion.minor {
                    try issues.report(
                        line: line.number, field: "version", expected: "EVEMU 1.0 to 1.3",
                        found: RecordingError.quote(trimmed.dropFirst().drop { $0 == " " }))
                    state.version = newestVersion
                }
            }
            return nil
        }
        if trimmed.hasPrefix("N:") {
            if let error = state.name(
                String(trimmed.dropFirst(2).drop { $0 == " " || $0 == "\t" }), line: line, issues.file)
            {
                try issues.report(error)
            }
            return nil
        }
        let tokens = RecordingText.tokens(RecordingText.strippingComment(trimmed), startColumn: indent + 1)
        guard let tag = tokens.first else { return nil }
        let parser = LineParser(file: issues.file, line: line.number, tokens: tokens)
        let result: Result<Void, RecordingError>
        var kept: EvdevEvent?
        switch tag.text {
        case "E:":
            switch parser.event() {
            case .success(let event):
                kept = try state.timeline.admit(
                    event, line: line.number, column: tokens[1].column, field: "time", issues: &issues)
                result = .success(())
            case .failure(let error):
                result = .failure(error)
            }
        case "I:": result = parser.identity().flatMap { state.identity($0, parser) }
        case "P:":
            result = parser.bytes(from: 1).map {
                state.propertyBytes += $0; state.described = true
            }
        case "B:":
            result = parser.bitmask().map {
                state.masks[$0.type, default: []] += $0.bytes; state.described = true
            }
        case "A:":
            result = parser.axis(version: state.version).flatMap { axis in
                state.axis(axis.code, axis.info, parser).flatMap { parser.rangeProblem(axis.code, axis.info) }
            }
        case "L:", "S:": result = parser.ledOrSwitch().map { state.described = true }
        default:
            result = .failure(
                parser.error(
                    tag, field: nil,
                    expected: "a line starting with N:, I:, P:, B:, A:, L:, S: or E:"))
        }
        if case .failure(let error) = result { try issues.report(error) }
        return kept
    }

    /// The description `state` holds once every line is read.
    private static func finish(_ state: State, issues: inout RecordingIssues) throws(RecordingError)
        -> InputDeviceDescription?
    {
        var device: InputDeviceDescription?
        if state.described {
            if state.deviceName == nil, !issues.stopped {
                try issues.report(
                    line: nil, expected: "an N: line (the device name) in the description", found: "none",
                    cause: .malformedHeader)
            }
            device = state.description()
        }
        return device
    }

    /// The version in a `# EVEMU x.y` header line, or nil when the line is another comment.
    static func headerVersion(_ line: Substring) -> (major: Int, minor: Int)? {
        let words = RecordingText.tokens(line.dropFirst())
        guard words.count == 2, words[0].text == "EVEMU" else { return nil }
        let parts = words[1].text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let major = RecordingText.decimal(parts[0], as: Int.self),
            let minor = RecordingText.decimal(parts[1], as: Int.self)
        else { return (Int.max, Int.max) }
        return (major, minor)
    }

    /// What the description lines have said so far.
    private struct State {
        var version = (major: 1, minor: 0)
        var described = false
        var deviceName: String?
        var id: [UInt16]?
        var propertyBytes: [UInt8] = []
        var masks: [UInt16: [UInt8]] = [:]
        var axes: [UInt16: AbsoluteAxisInfo] = [:]
        var timeline = EventTimeline()

        mutating func name(_ name: String, line: TextLine, _ file: String) -> RecordingError? {
            described = true
            if deviceName != nil {
                return RecordingError(
                    file: file, line: line.number, column: 1, expected: "one N: line", found: "a second one",
                    cause: .malformedHeader)
            }
            deviceName = name
            return nil
        }

        mutating func identity(_ values: [UInt16], _ parser: LineParser) -> Result<Void, RecordingError> {
            described = true
            if id != nil {
                return .failure(
                    parser.error(parser.tokens[0], field: nil, expected: "one I: line", cause: .malformedHeader))
            }
            id = values
            return .success(())
        }

        mutating func axis(_ code: UInt16, _ info: AbsoluteAxisInfo, _ parser: LineParser) -> Result<
            Void, RecordingError
        > {
            described = true
            if axes[code] != nil {
                return .failure(
                    parser.error(
                        parser.tokens[1], field: "code", expected: "one A: line per axis", cause: .malformedHeader))
            }
            axes[code] = info
            return .success(())
        }

        func description() -> InputDeviceDescription {
            var device = InputDeviceDescription(name: deviceName ?? "")
            if let id { (device.bustype, device.vendor, device.product, device.version) = (id[0], id[1], id[2], id[3]) }
            device.properties = Self.bits(propertyBytes)
            var types = Self.bits(masks[EvdevCode.EV_SYN] ?? [])
            for (type, bytes) in masks where bytes.contains(where: { $0 != 0 }) { types.insert(type) }
            if !axes.isEmpty { types.insert(EvdevCode.EV_ABS) }
            types.remove(EvdevCode.EV_SYN)
            for type in types { device.codes[type] = Self.bits(masks[type] ?? []) }
            for code in axes.keys { device.codes[EvdevCode.EV_ABS, default: []].insert(code) }
            device.axes = axes
            return device
        }

        static func bits(_ bytes: [UInt8]) -> Set<UInt16> {
            var result: Set<UInt16> = []
            for (index, byte) in bytes.enumerated() where byte != 0 && index < 8192 {
                for bit in 0..<8 where byte & (1 << bit) != 0 { result.insert(UInt16(index * 8 + bit)) }
            }
            return result
        }
    }

    /// Parses the words of one line; every function returns the first problem it finds.
    private struct LineParser {
        let file: String
        let line: Int
        let tokens: [TextToken]

        func error(_ token: TextToken?, field: String?, expected: String, cause: RecordingError.Cause = .malformed)
            -> RecordingError
        {
            RecordingError(
                file: file, line: line, column: token?.column ?? tokens.last.map { $0.column + $0.text.count },
                field: field, expected: expected, found: token.map { RecordingError.quote($0.text) } ?? "end of line",
                cause: cause)
        }

        /// Checks the word count: a missing word names its field, an extra word is reported as such.
        func expect(_ fields: [String]) -> RecordingError? {
            if tokens.count - 1 < fields.count {
                return error(
                    nil, field: fields[tokens.count - 1],
                    expected: "\(fields.count) values after \(tokens[0].text) (\(fields.joined(separator: " ")))")
            }
            if tokens.count - 1 > fields.count {
                return error(tokens[fields.count + 1], field: nil, expected: "end of line (or a # comment)")
            }
            return nil
        }

        func hex16(_ index: Int, _ field: String) -> Result<UInt16, RecordingError> {
            guard let value = RecordingText.hex(tokens[index].text, as: UInt16.self) else {
                return .failure(error(tokens[index], field: field, expected: "a hexadecimal number in 0...ffff"))
            }
            return .success(value)
        }

        func int32(_ index: Int, _ field: String) -> Result<Int32, RecordingError> {
            guard let value = RecordingText.decimal(tokens[index].text, as: Int32.self) else {
                return .failure(error(tokens[index], field: field, expected: "a 32-bit decimal integer"))
            }
            return .success(value)
        }

        func event() -> Result<EvdevEvent, RecordingError> {
            if let e = expect(["time", "type", "code", "value"]) { return .failure(e) }
            guard let time = RecordingText.timestamp(tokens[1].text) else {
                return .failure(error(tokens[1], field: "time", expected: "a timestamp <seconds>.<6 digits>"))
            }
            return hex16(2, "type").flatMap { type in
                hex16(3, "code").flatMap { code in
                    int32(4, "value").map { value in
                        EvdevEvent(
                            seconds: time.seconds, microseconds: time.microseconds, type: type, code: code, value: value
                        )
                    }
                }
            }
        }

        func identity() -> Result<[UInt16], RecordingError> {
            let fields = ["bustype", "vendor", "product", "version"]
            if let e = expect(fields) { return .failure(e) }
            var values: [UInt16] = []
            for (index, field) in fields.enumerated() {
                switch hex16(index + 1, field) {
                case .success(let v): values.append(v)
                case .failure(let e): return .failure(e)
                }
            }
            return .success(values)
        }

        func bytes(from start: Int) -> Result<[UInt8], RecordingError> {
            var result: [UInt8] = []
            for index in start..<max(start, tokens.count) {
                guard tokens[index].text.count <= 2, let byte = RecordingText.hex(tokens[index].text, as: UInt8.self)
                else {
                    return .failure(
                        error(tokens[index], field: "byte \(index - start + 1)", expected: "a hexadecimal byte"))
                }
                result.append(byte)
            }
            if result.count != 8 {
                let extra = tokens.count > start + 8 ? tokens[start + 8] : nil
                return .failure(
                    error(extra, field: extra == nil ? "byte \(result.count + 1)" : nil, expected: "8 bytes"))
            }
            return .success(result)
        }

        func bitmask() -> Result<(type: UInt16, bytes: [UInt8]), RecordingError> {
            guard tokens.count > 1 else { return .failure(error(nil, field: "type", expected: "an event type")) }
            return hex16(1, "type").flatMap { type in bytes(from: 2).map { (type, $0) } }
        }

        func axis(version: (major: Int, minor: Int)) -> Result<(code: UInt16, info: AbsoluteAxisInfo), RecordingError> {
            let needsResolution = version.major > 1 || version.minor >= 2
            let fields = ["code", "minimum", "maximum", "fuzz", "flat", "resolution"]
            if tokens.count - 1 < 5 || (needsResolution && tokens.count - 1 < 6) {
                return .failure(
                    error(
                        nil, field: fields[tokens.count - 1],
                        expected: needsResolution
                            ? "6 values after A: (code minimum maximum fuzz flat resolution; EVEMU 1.2 and later)"
                            : "5 or 6 values after A: (code minimum maximum fuzz flat [resolution])"))
            }
            if tokens.count - 1 > 6 {
                return .failure(error(tokens[7], field: nil, expected: "end of line (or a # comment)"))
            }
            guard let code = RecordingText.hex(tokens[1].text, as: UInt16.self), code <= EvdevCode.ABS_MAX else {
                return .failure(error(tokens[1], field: "code", expected: "an axis code in 00...3f"))
            }
            var values: [Int32] = []
            for index in 2..<tokens.count {
                switch int32(index, fields[index - 1]) {
                case .success(let v): values.append(v)
                case .failure(let e): return .failure(e)
                }
            }
            return .success(
                (
                    code,
                    AbsoluteAxisInfo(
                        minimum: values[0], maximum: values[1], fuzz: values[2], flat: values[3],
                        resolution: values.count > 4 ? values[4] : 0)
                ))
        }

        /// An axis range no reader accepts (``AxisRangeCheck``), reported at the maximum; the axis is
        /// kept as given.
        func rangeProblem(_ code: UInt16, _ info: AbsoluteAxisInfo) -> Result<Void, RecordingError> {
            guard let expected = AxisRangeCheck.problem(code: code, minimum: info.minimum, maximum: info.maximum) else {
                return .success(())
            }
            return .failure(error(tokens[3], field: "maximum", expected: expected, cause: .invalidAxisRange))
        }

        func ledOrSwitch() -> Result<Void, RecordingError> {
            let what = tokens[0].text == "L:" ? "led" : "switch"
            if let e = expect([what, "state"]) { return .failure(e) }
            return hex16(1, what).flatMap { _ in int32(2, "state").map { _ in () } }
        }
    }
}
