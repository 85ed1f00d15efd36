import Foundation

/// Reads the text `evtest` prints (linux-input.md 1.5): an optional header (`Input device ID:`,
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
        -> (device: InputDeviceDescription?, events: [EvdevEvent]) {
        var header = Header()
        var events: [EvdevEvent] = []
        for line in RecordingText.lines(text) {
            if issues.stopped { break }
            let trimmed = line.text.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { continue }
            let column = line.text.count - trimmed.count + 1
            if trimmed.hasPrefix("Event:") {
                header.inEvents = true
                switch event(trimmed, column: column, line: line.number, file: issues.file) {
                case .success(let e): events.append(e)
                case .failure(let error): try issues.report(error)
                }
            } else if header.inEvents {
                try issues.report(line: line.number, column: column, expected: "an \"Event: time …\" line",
                                  found: RecordingError.quote(trimmed))
            } else if let error = header.read(trimmed, column: column, line: line.number, file: issues.file) {
                try issues.report(error)
            }
        }
        return (header.described ? header.device : nil, events)
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
            guard scanner.skip(","), scanner.skip("code") else { return .failure(scanner.error(field: nil, expected: "\", code\"")) }
            let codeWord = scanner.word(until: " (,")
            guard let code = RecordingText.decimal(codeWord.text, as: UInt16.self) else {
                return .failure(scanner.error(at: codeWord, field: "code", expected: "an event code in 0...65535"))
            }
            scanner.skipParenthesized()
            guard scanner.skip(","), scanner.skip("value") else { return .failure(scanner.error(field: nil, expected: "\", value\"")) }
            let valueWord = scanner.word(until: " ")
            let hexValue = type == EvdevCode.EV_MSC && (code == 3 || code == EvdevCode.MSC_SCAN)   // MSC_RAW, MSC_SCAN
            let value: Int32? = hexValue ? RecordingText.hex(valueWord.text, as: UInt32.self).map { Int32(bitPattern: $0) }
                : RecordingText.decimal(valueWord.text, as: Int32.self)
            guard let value else {
                return .failure(scanner.error(at: valueWord, field: "value",
                                              expected: hexValue ? "a hexadecimal value" : "a 32-bit decimal integer"))
            }
            guard scanner.atEnd else { return .failure(scanner.error(field: nil, expected: "end of line")) }
            return .success(EvdevEvent(seconds: time.seconds, microseconds: time.microseconds, type: type, code: code, value: value))
        }
        scanner.skipSpaces()
        let marker = scanner.rest
        let name = marker.text.trimmingCharacters(in: CharacterSet(charactersIn: "-+<> \t"))
        let code: UInt16? = switch name {
        case "Report Sync": EvdevCode.SYN_REPORT
        case "Config Sync": EvdevCode.SYN_CONFIG
        default: EvdevCode.code(named: name, type: EvdevCode.EV_SYN)
        }
        guard let code else {
            return .failure(scanner.error(at: marker, field: nil,
                                          expected: "\"type …\" or a SYN_ marker such as \"-------------- SYN_REPORT ------------\""))
        }
        return .success(EvdevEvent(seconds: time.seconds, microseconds: time.microseconds, type: EvdevCode.EV_SYN, code: code, value: 0))
    }

    /// The device description the header builds.
    private struct Header {
        /// What evtest prints before the header: its device list and prompt, its warnings.
        static let preamble = ["Input driver version", "Available devices:", "/dev/input/", "Select the device event number",
                               "No device specified", "Not running as root", "Testing ..."]

        var device = InputDeviceDescription(name: "")
        var described = false
        var inEvents = false
        var section = ""
        var type: UInt16?
        var axis: UInt16?

        mutating func read(_ text: Substring, column: Int, line: Int, file: String) -> RecordingError? {
            var scanner = Scanner(text: text, column: column, line: line, file: file)
            if scanner.skip("Input device name:") {
                described = true
                // Quotes are looked for among scalars: a name may start with a combining mark, which joins
                // the opening quote into one character.
                let rest = scanner.rest.text.trimmingCharacters(in: .whitespaces).unicodeScalars
                guard rest.count >= 2, rest.first == "\"", rest.last == "\"" else {
                    return scanner.error(at: scanner.rest, field: "name", expected: "a quoted device name")
                }
                device.name = String(rest.dropFirst().dropLast())
            } else if scanner.skip("Input device ID:") {
                described = true
                var values: [UInt16] = []
                for field in ["bus", "vendor", "product", "version"] {
                    guard scanner.skip(field) else { return scanner.error(field: field, expected: "\"\(field) 0x…\"") }
                    let word = scanner.word(until: " ")
                    guard let value = RecordingText.hex(word.text, as: UInt16.self, prefix: true) else {
                        return scanner.error(at: word, field: field, expected: "a hexadecimal number in 0x0...0xffff")
                    }
                    values.append(value)
                }
                (device.bustype, device.vendor, device.product, device.version) = (values[0], values[1], values[2], values[3])
            } else if scanner.skip("Supported events:") || scanner.skip("Properties:") {
                described = true
                section = String(text.prefix(while: { $0 != ":" }))
                (type, axis) = (nil, nil)
            } else if section == "Supported events", scanner.skip("Event type") {
                let word = scanner.word(until: " (")
                guard let value = RecordingText.decimal(word.text, as: UInt16.self) else {
                    return scanner.error(at: word, field: "type", expected: "an event type in 0...65535")
                }
                (type, axis) = (value, nil)
                if value != EvdevCode.EV_SYN { device.codes[value, default: []] = device.codes[value, default: []] }
            } else if section == "Supported events", scanner.skip("Event code") {
                let word = scanner.word(until: " (")
                guard let code = RecordingText.decimal(word.text, as: UInt16.self) else {
                    return scanner.error(at: word, field: "code", expected: "an event code in 0...65535")
                }
                guard let type else { return scanner.error(field: nil, expected: "an \"Event type\" line before \"Event code\"") }
                axis = nil
                // Every EV_ABS code is an axis; evemu and libinput record hold axes 0...ABS_MAX only.
                if type == EvdevCode.EV_ABS, code > EvdevCode.ABS_MAX {
                    return scanner.error(at: word, field: "code", expected: "an axis code in 0...63")
                }
                if type != EvdevCode.EV_SYN { device.codes[type, default: []].insert(code) }
                if type == EvdevCode.EV_ABS {
                    axis = code
                    device.axes[code] = AbsoluteAxisInfo(minimum: 0, maximum: 0)
                }
            } else if section == "Supported events", let axis,
                      let field = ["Value", "Min", "Max", "Fuzz", "Flat", "Resolution"].first(where: { scanner.skip($0) }) {
                let word = scanner.word(until: " ")
                guard let value = RecordingText.decimal(word.text, as: Int32.self) else {
                    return scanner.error(at: word, field: field, expected: "a 32-bit decimal integer")
                }
                switch field {
                case "Value": device.axes[axis]?.value = value
                case "Min": device.axes[axis]?.minimum = value
                case "Max": device.axes[axis]?.maximum = value
                case "Fuzz": device.axes[axis]?.fuzz = value
                case "Flat": device.axes[axis]?.flat = value
                default: device.axes[axis]?.resolution = value
                }
            } else if section == "Properties", scanner.skip("Property type") || scanner.skip("Property") {
                let word = scanner.word(until: " (")
                guard let property = RecordingText.decimal(word.text, as: UInt16.self) else {
                    return scanner.error(at: word, field: "property", expected: "a property number")
                }
                device.properties.insert(property)
            } else if described || Self.preamble.contains(where: { text.hasPrefix($0) }) {
                // Other evtest chatter ("Key repeat handling:", "Testing ...", the device list).
                if text.hasSuffix(":") { section = String(text.dropLast()) }
                (type, axis) = (nil, nil)
            } else {
                return scanner.error(at: scanner.rest, field: nil, expected: "an evtest header line or an \"Event: time …\" line")
            }
            return nil
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

        func column(of position: Substring.Index) -> Int { startColumn + text.distance(from: text.startIndex, to: position) }

        mutating func skipSpaces() { while index < text.endIndex, text[index] == " " || text[index] == "\t" { index = text.index(after: index) } }

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
            RecordingError(file: file, line: line, column: word.column, field: field, expected: expected,
                           found: word.text.isEmpty ? "end of line" : RecordingError.quote(word.text))
        }

        func error(field: String?, expected: String) -> RecordingError {
            var copy = self
            copy.skipSpaces()
            return error(at: copy.rest, field: field, expected: expected)
        }
    }
}
