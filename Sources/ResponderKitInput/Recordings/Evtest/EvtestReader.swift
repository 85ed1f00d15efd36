import Foundation

/// Reads the text `evtest` prints (input behaviour 1.5): an optional header (`Input device ID:`,
/// `Input device name:`, `Supported events:` with per-axis `Value`/`Min`/`Max`/`Fuzz`/`Flat`/`Resolution`
/// lines, `Properties:`), then one `Event: time …` line per event.
///
/// The numbers are authoritative, the names in parentheses are not checked. `SYN_*` events are written
/// by name between dashes (`SYN_REPORT`), plus signs (`SYN_MT_REPORT`) or angle brackets
/// (`SYN_DROPPED`); old evtest versions wrote `Report Sync` and `Config Sync`. `MSC_RAW` and `MSC_SCAN`
/// values are printed in hexadecimal without a prefix. Before the header, only evtest's own preamble
/// (device list, prompt, warnings) may appear; inside it, lines the reader does not know (key repeat
/// settings, `Testing ...`) are skipped; after the first event, only event lines are allowed.
enum EvtestReader {
    static func parse(_ text: String, issues: inout RecordingIssues) throws(RecordingError)
        -> (device: InputDeviceDescription?, events: [EvdevEvent])
    {
        try LineDecoder().decodeText(text, issues: &issues)
    }

    /// Decodes evtest text line by line, in file order (the driver is ``RecordingText/forEachLine(_:_:)``
    /// or a ``RecordingStream``): the header, then the event lines, each returned as it is read.
    struct LineDecoder: RecordingLineDecoder {
        private var header = Header()
        private var timeline = EventTimeline()

        mutating func decode(
            _ number: Int, _ bytes: UnsafePointer<UInt8>, _ count: Int, _ makeLine: () -> TextLine,
            issues: inout RecordingIssues
        ) throws(RecordingError) -> EvdevEvent? {
            // After the first event, a plain event line is decoded on its bytes (EvtestEventLine).
            if header.inEvents, let event = EvtestEventLine.decode(bytes, count: count) {
                return try timeline.admit(event, line: number, field: "time", issues: &issues)
            }
            let line = makeLine()
            let trimmed = line.text.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { return nil }
            let column = line.text.count - trimmed.count + 1
            if trimmed.hasPrefix("Event:") {
                if !header.inEvents {
                    header.inEvents = true
                    header.closeAxis()
                    for problem in header.takeProblems() { try issues.report(problem) }
                }
                switch event(trimmed, column: column, line: line.number, file: issues.file) {
                case .success(let e):
                    return try timeline.admit(e, line: line.number, field: "time", issues: &issues)
                case .failure(let error):
                    try issues.report(error)
                }
            } else if header.inEvents {
                try issues.report(
                    line: line.number, column: column, expected: "an \"Event: time …\" line",
                    found: RecordingError.quote(trimmed))
            } else {
                header.read(trimmed, column: column, line: line.number, file: issues.file)
                for problem in header.takeProblems() { try issues.report(problem) }
            }
            return nil
        }

        mutating func finish(issues: inout RecordingIssues) throws(RecordingError) -> InputDeviceDescription? {
            if !header.inEvents, !issues.stopped {
                header.closeAxis()
                for problem in header.takeProblems() { try issues.report(problem) }
            }
            return header.described ? header.device : nil
        }
    }

    /// An `Event: time <sec>.<usec>, …` line.
    static func event(_ text: Substring, column: Int, line: Int, file: String) -> Result<EvdevEvent, RecordingError> {
        var scanner = Scanner(text: text, column: column, line: line, file: file)
        guard scanner.skip("Event:"), scanner.skip("time") else {
            return .failure(scanner.error(field: nil, expected: "\"Event: time\""))
        }
        let timeText = scanner.word(until: ",")
        guard let time = RecordingText.timestamp(timeText.text) else {
            return .failure(scanner.error(at: timeText, field: "time", expected: "a timestamp <seconds>.<6 digits>"))
        }
        guard scanner.skip(",") else { return .failure(scanner.error(field: nil, expected: "\",\" after the time")) }
        if scanner.skip("type") {
            let typeWord = scanner.word(until: " (,")
            guard let type = RecordingText.decimal(typeWord.text, as: UInt16.self) else {
                return .failure(scanner.error(at: typeWord, field: "type", expected: "an event type in 0...65535"))
            }
            scanner.skipParenthesized()
            guard scanner.skip(","), scanner.skip("code") else {
                return .failure(scanner.error(field: nil, expected: "\", code\""))
            }
            let codeWord = scanner.word(until: " (,")
            guard let code = RecordingText.decimal(codeWord.text, as: UInt16.self) else {
                return .failure(scanner.error(at: codeWord, field: "code", expected: "an event code in 0...65535"))
            }
            scanner.skipParenthesized()
            guard scanner.skip(","), scanner.skip("value") else {
                return .failure(scanner.error(field: nil, expected: "\", value\""))
            }
            let valueWord = scanner.word(until: " ")
            let hexValue = type == EvdevCode.EV_MSC && (code == 3 || code == EvdevCode.MSC_SCAN)  // MSC_RAW, MSC_SCAN
            let value: Int32? =
                hexValue
                ? RecordingText.hex(valueWord.text, as: UInt32.self).map { Int32(bitPattern: $0) }
                : RecordingText.decimal(valueWord.text, as: Int32.self)
            guard let value else {
                return .failure(
                    scanner.error(
                        at: valueWord, field: "value",
                        expected: hexValue ? "a hexadecimal value" : "a 32-bit decimal integer"))
            }
            guard scanner.atEnd else { return .failure(scanner.error(field: nil, expected: "end of line")) }
            return .success(
                EvdevEvent(seconds: time.seconds, microseconds: time.microseconds, type: type, code: code, value: value)
            )
        }
        scanner.skipSpaces()
        let marker = scanner.rest
        let name = marker.text.trimmingCharacters(in: CharacterSet(charactersIn: "-+<> \t"))
        let code: UInt16? =
            switch name {
            case "Report Sync": EvdevCode.SYN_REPORT
            case "Config Sync": EvdevCode.SYN_CONFIG
            default: EvdevCode.code(named: name, type: EvdevCode.EV_SYN)
            }
        guard let code else {
            return .failure(
                scanner.error(
                    at: marker, field: nil,
                    expected: "\"type …\" or a SYN_ marker such as \"-------------- SYN_REPORT ------------\""))
        }
        return .success(
            EvdevEvent(
                seconds: time.seconds, microseconds: time.microseconds, type: EvdevCode.EV_SYN, code: code, value: 0))
    }

    /// The device description the header builds.
    ///
    /// Every header item is on a line of its own. A line carrying a second item (a `Resolution` value
    /// followed by the next `Event code` heading, as a broken capture wrote it), an item given twice, or
    /// an axis without its `Min` or `Max` is a problem (``RecordingError/Cause/malformedHeader``): reading
    /// on would attach one axis's values to another. A lenient read keeps the first value of a repeated
    /// item and reads a second item on a line as if it had a line of its own.
    private struct Header {
        /// What evtest prints before the header: its device list and prompt, its warnings.
        static let preamble = [
            "Input driver version", "Available devices:", "/dev/input/", "Select the device event number",
            "No device specified", "Not running as root", "Testing ...",
        ]
        /// The values evtest prints for each axis, in its order; `Value`, `Min` and `Max` always, the others
        /// when they are not 0.
        static let axisFields = ["Value", "Min", "Max", "Fuzz", "Flat", "Resolution"]

        var device = InputDeviceDescription(name: "")
        var described = false
        var inEvents = false
        var section = ""
        var type: UInt16?
        /// The axis whose values the following lines give, with the line of its `Event code` heading.
        var axis: (code: UInt16, line: Int, column: Int)?
        /// The values given for ``axis`` so far, and where its `Max` is.
        var axisFieldsSeen: Set<String> = []
        var maximumAt: (line: Int, column: Int)?
        /// Whether the lines after a repeated `Event code` belong to it (and are skipped).
        var skippingRepeatedCode = false
        /// The codes declared so far, per type, to find a code declared twice.
        var declared: Set<UInt32> = []
        var nameAt: Int?
        var idAt: Int?
        var file = ""
        private var problems: [RecordingError] = []

        /// The problems found since the last call, in line order.
        mutating func takeProblems() -> [RecordingError] {
            defer { problems.removeAll() }
            return problems
        }

        mutating func read(_ text: Substring, column: Int, line: Int, file: String) {
            self.file = file
            var scanner = Scanner(text: text, column: column, line: line, file: file)
            if scanner.skip("Input device name:") {
                described = true
                // Quotes are looked for among scalars: a name may start with a combining mark, which joins
                // the opening quote into one character.
                let rest = scanner.rest.text.trimmingCharacters(in: .whitespaces).unicodeScalars
                guard rest.count >= 2, rest.first == "\"", rest.last == "\"" else {
                    return fail(scanner.error(at: scanner.rest, field: "name", expected: "a quoted device name"))
                }
                if let first = nameAt {
                    return fail(
                        scanner.error(
                            at: scanner.rest, field: "name",
                            expected: "one \"Input device name:\" line (the first is on line \(first))"),
                        cause: .malformedHeader)
                }
                nameAt = line
                device.name = String(rest.dropFirst().dropLast())
            } else if scanner.skip("Input device ID:") {
                described = true
                var values: [UInt16] = []
                for field in ["bus", "vendor", "product", "version"] {
                    guard scanner.skip(field) else {
                        return fail(scanner.error(field: field, expected: "\"\(field) 0x…\""))
                    }
                    let word = scanner.word(until: " ")
                    guard let value = RecordingText.hex(word.text, as: UInt16.self, prefix: true) else {
                        return fail(
                            scanner.error(at: word, field: field, expected: "a hexadecimal number in 0x0...0xffff"))
                    }
                    values.append(value)
                }
                if let first = idAt {
                    return fail(
                        scanner.error(
                            at: (text, column), field: "id",
                            expected: "one \"Input device ID:\" line (the first is on line \(first))"),
                        cause: .malformedHeader)
                }
                idAt = line
                (device.bustype, device.vendor, device.product, device.version) = (
                    values[0], values[1], values[2], values[3]
                )
                readRest(&scanner, after: "version", line: line)
            } else if scanner.skip("Supported events:") || scanner.skip("Properties:") {
                closeAxis()
                described = true
                section = String(text.prefix(while: { $0 != ":" }))
                type = nil
                readRest(&scanner, after: section, line: line)
            } else if section == "Supported events", scanner.skip("Event type") {
                closeAxis()
                let word = scanner.word(until: " (")
                guard let value = RecordingText.decimal(word.text, as: UInt16.self) else {
                    type = nil
                    return fail(scanner.error(at: word, field: "type", expected: "an event type in 0...65535"))
                }
                type = value
                if value != EvdevCode.EV_SYN { device.codes[value, default: []] = device.codes[value, default: []] }
                scanner.skipParenthesized()
                readRest(&scanner, after: "Event type", line: line)
            } else if section == "Supported events", scanner.skip("Event code") {
                closeAxis()
                let word = scanner.word(until: " (")
                guard let code = RecordingText.decimal(word.text, as: UInt16.self) else {
                    return fail(scanner.error(at: word, field: "code", expected: "an event code in 0...65535"))
                }
                guard let type else {
                    return fail(scanner.error(field: nil, expected: "an \"Event type\" line before \"Event code\""))
                }
                // Every EV_ABS code is an axis; evemu and libinput record hold axes 0...ABS_MAX only.
                if type == EvdevCode.EV_ABS, code > EvdevCode.ABS_MAX {
                    return fail(scanner.error(at: word, field: "code", expected: "an axis code in 0...63"))
                }
                guard declared.insert(UInt32(type) << 16 | UInt32(code)).inserted else {
                    skippingRepeatedCode = true
                    return fail(
                        scanner.error(
                            at: word, field: "code",
                            expected: "each code once per event type (the first one's values are kept)"),
                        cause: .malformedHeader)
                }
                if type != EvdevCode.EV_SYN { device.codes[type, default: []].insert(code) }
                if type == EvdevCode.EV_ABS {
                    axis = (code, line, word.column)
                    device.axes[code] = AbsoluteAxisInfo(minimum: 0, maximum: 0)
                }
                scanner.skipParenthesized()
                readRest(&scanner, after: "Event code", line: line)
            } else if section == "Supported events", let field = Self.axisFields.first(where: { scanner.skip($0) }),
                axis != nil || skippingRepeatedCode
            {
                let word = scanner.word(until: " ")
                guard let value = RecordingText.decimal(word.text, as: Int32.self) else {
                    return fail(scanner.error(at: word, field: field, expected: "a 32-bit decimal integer"))
                }
                if let axis, !skippingRepeatedCode {
                    if !axisFieldsSeen.insert(field).inserted {
                        fail(
                            scanner.error(
                                at: word, field: field,
                                expected: "one \(field) line per axis (the first one's value is kept)"),
                            cause: .malformedHeader)
                    } else {
                        switch field {
                        case "Value": device.axes[axis.code]?.value = value
                        case "Min": device.axes[axis.code]?.minimum = value
                        case "Max": device.axes[axis.code]?.maximum = value; maximumAt = (line, word.column)
                        case "Fuzz": device.axes[axis.code]?.fuzz = value
                        case "Flat": device.axes[axis.code]?.flat = value
                        default: device.axes[axis.code]?.resolution = value
                        }
                    }
                }
                readRest(&scanner, after: field, line: line)
            } else if section == "Properties", scanner.skip("Property type") || scanner.skip("Property") {
                let word = scanner.word(until: " (")
                guard let property = RecordingText.decimal(word.text, as: UInt16.self) else {
                    return fail(scanner.error(at: word, field: "property", expected: "a property number"))
                }
                device.properties.insert(property)
                scanner.skipParenthesized()
                readRest(&scanner, after: "Property", line: line)
            } else if described || Self.preamble.contains(where: { text.hasPrefix($0) }) {
                // Other evtest chatter ("Key repeat handling:", "Testing ...", the device list).
                closeAxis()
                if text.hasSuffix(":") { section = String(text.dropLast()) }
                type = nil
            } else {
                fail(
                    scanner.error(
                        at: scanner.rest, field: nil, expected: "an evtest header line or an \"Event: time …\" line"))
            }
        }

        /// After an item: the end of the line, or a second item, which is reported and then read as if it
        /// were on a line of its own.
        private mutating func readRest(_ scanner: inout Scanner, after item: String, line: Int) {
            guard !scanner.atEnd else { return }
            scanner.skipSpaces()
            let rest = scanner.rest
            fail(
                scanner.error(
                    at: rest, field: item,
                    expected: "end of line after the \(item) item (each header item has a line of its own)"),
                cause: .malformedHeader)
            read(rest.text, column: rest.column, line: line, file: file)
        }

        /// Ends the current axis: its `Min` and `Max` must have been given, and its range must be one
        /// ``AxisRangeCheck`` accepts.
        mutating func closeAxis() {
            defer { (axis, axisFieldsSeen, maximumAt, skippingRepeatedCode) = (nil, [], nil, false) }
            guard let axis, let info = device.axes[axis.code] else { return }
            let name = EvdevCode.codeName(type: EvdevCode.EV_ABS, code: axis.code)
            let missing = ["Min", "Max"].filter { !axisFieldsSeen.contains($0) }
            if !missing.isEmpty {
                problems.append(
                    RecordingError(
                        file: file, line: axis.line, column: axis.column, field: missing[0],
                        expected:
                            "a \(missing.joined(separator: " and a ")) line for \(name) (evtest prints Value, Min and Max for every axis)",
                        found: "none", cause: .malformedHeader))
            } else if let expected = AxisRangeCheck.problem(
                code: axis.code, minimum: info.minimum, maximum: info.maximum)
            {
                problems.append(
                    RecordingError(
                        file: file, line: maximumAt?.line ?? axis.line, column: maximumAt?.column, field: "Max",
                        expected: expected, found: "\(info.maximum)", cause: .invalidAxisRange))
            }
        }

        private mutating func fail(_ error: RecordingError, cause: RecordingError.Cause = .malformed) {
            var error = error
            error.cause = cause
            problems.append(error)
        }
    }

    /// Walks through one line, remembering columns for errors.
    private struct Scanner {
        var text: Substring
        let startColumn: Int
        let line: Int
        let file: String
        private var index: Substring.Index

        init(text: Substring, column: Int, line: Int, file: String) {
            self.text = text
            self.startColumn = column
            self.line = line
            self.file = file
            self.index = text.startIndex
        }

        var atEnd: Bool { text[index...].allSatisfy { $0 == " " || $0 == "\t" } }
        var rest: (text: Substring, column: Int) { (text[index...], column(of: index)) }

        func column(of position: Substring.Index) -> Int {
            startColumn + text.distance(from: text.startIndex, to: position)
        }

        mutating func skipSpaces() {
            while index < text.endIndex, text[index] == " " || text[index] == "\t" { index = text.index(after: index) }
        }

        /// Skips spaces and then `literal` when it comes next; false (and nothing skipped) otherwise.
        mutating func skip(_ literal: String) -> Bool {
            let saved = index
            skipSpaces()
            if text[index...].hasPrefix(literal) {
                index = text.index(index, offsetBy: literal.count)
                return true
            }
            index = saved
            return false
        }

        /// Skips spaces, then reads up to one of `stops` (or the end).
        mutating func word(until stops: String) -> (text: Substring, column: Int) {
            skipSpaces()
            let start = index
            while index < text.endIndex, !stops.contains(text[index]) { index = text.index(after: index) }
            return (text[start..<index], column(of: start))
        }

        /// Skips a `(NAME)` group when it comes next.
        mutating func skipParenthesized() {
            guard skip("(") else { return }
            while index < text.endIndex, text[index] != ")" { index = text.index(after: index) }
            if index < text.endIndex { index = text.index(after: index) }
        }

        func error(at word: (text: Substring, column: Int), field: String?, expected: String) -> RecordingError {
            RecordingError(
                file: file, line: line, column: word.column, field: field, expected: expected,
                found: word.text.isEmpty ? "end of line" : RecordingError.quote(word.text))
        }

        func error(field: String?, expected: String) -> RecordingError {
            var copy = self
            copy.skipSpaces()
            return error(at: copy.rest, field: field, expected: expected)
        }
    }
}
