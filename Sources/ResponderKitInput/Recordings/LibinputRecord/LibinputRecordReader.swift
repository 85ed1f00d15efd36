import Foundation

/// Reads the YAML `libinput record` writes (input behaviour 1.5): `version: 1`, `devices:` with each
/// device's `evdev:` description (`name`, `id`, `codes`, `absinfo`, `properties`) and `events:`, a list
/// of `{evdev: [[sec, usec, type, code, value], ...]}` frames. The udev property
/// `LIBINPUT_CALIBRATION_MATRIX` (`udev: properties:`) becomes the device's calibration. `hid` entries,
/// the rest of `udev`, `quirks`, `libinput`, `system` and every other unknown key are ignored.
enum LibinputRecordReader {
    /// The most syntax errors a lenient read skips before it stops at the next one.
    static let maximumSyntaxErrors = 100

    /// The device at `deviceIndex` and its events.
    ///
    /// The event rows of an `events:` section as `libinput record` writes them are decoded on their bytes
    /// (`LibinputEventLine`, `FastDocument`) and only the other lines become YAML nodes; a document with
    /// anything unusual there (or any YAML problem at all) is read again whole by the general path, so
    /// that its problems are reported exactly as before.
    ///
    /// Lines may end in `\n`, `\r\n` or a lone `\r`, as YAML allows and `libinput replay` reads them
    /// (docs/trace-format.md, 3.2).
    static func parse(_ text: String, deviceIndex: Int, issues: inout RecordingIssues) throws(RecordingError)
        -> (device: InputDeviceDescription?, events: [EvdevEvent])
    {
        let text = RecordingText.normalizingYAMLLineBreaks(text)
        if let fast = FastDocument.read(text, file: issues.file) {
            var reader = Interpreter(issues: RecordingIssues(file: issues.file, mode: issues.mode), blocks: fast.blocks)
            let result = try reader.recording(fast.root, deviceIndex: deviceIndex)
            issues.append(reader.issues)
            return result
        }
        return try parseGenerally(text, deviceIndex: deviceIndex, issues: &issues)
    }

    /// `parse(_:deviceIndex:issues:)` through the general path only: the whole document as YAML nodes.
    static func parseGenerally(_ text: String, deviceIndex: Int, issues: inout RecordingIssues)
        throws(RecordingError) -> (device: InputDeviceDescription?, events: [EvdevEvent])
    {
        let root = try document(text, issues: &issues)
        // The document is already cut where a truncating read stops: interpret all of it.
        var reader = Interpreter(issues: RecordingIssues(file: issues.file, mode: issues.mode))
        let result = try reader.recording(root, deviceIndex: deviceIndex)
        issues.append(reader.issues)
        return result
    }

    /// The YAML document. After a syntax error, a lenient read drops the offending line and parses again;
    /// a truncating read keeps only the lines before it.
    static func document(_ text: String, issues: inout RecordingIssues) throws(RecordingError) -> YAMLNode {
        var (lines, lexErrors) = YAMLLexer.lines(text)
        var truncateAt = Int.max
        for error in lexErrors {
            try issues.report(recordingError(error, file: issues.file))
            if issues.stopped { truncateAt = error.line; break }
        }
        lines.removeAll { $0.number >= truncateAt }
        var syntaxErrors = 0
        while true {
            do {
                return try YAMLParser.parse(lines: lines)
            } catch {
                if !issues.stopped && syntaxErrors < maximumSyntaxErrors {
                    try issues.report(recordingError(error, file: issues.file))
                    syntaxErrors += 1
                }
                if issues.stopped || syntaxErrors >= maximumSyntaxErrors {
                    lines.removeAll { $0.number >= error.line }
                } else {
                    lines.removeAll { $0.number == error.line }
                }
            }
        }
    }

    static func recordingError(_ error: YAMLSyntaxError, file: String) -> RecordingError {
        RecordingError(file: file, line: error.line, column: error.column, expected: error.expected, found: error.found)
    }

    /// Turns the document into a description and events, reporting what does not fit.
    private struct Interpreter {
        var issues: RecordingIssues
        /// The `events:` sections decoded on bytes, by the line of their key (`FastDocument`).
        var blocks: [Int: EventBlock] = [:]
        var timeline = EventTimeline()

        mutating func report(_ node: YAMLNode?, _ path: String, expected: String) throws(RecordingError) {
            try issues.report(
                line: node?.line, column: node?.column, field: path, expected: expected, found: node?.found ?? "none")
        }

        mutating func recording(_ root: YAMLNode, deviceIndex: Int) throws(RecordingError)
            -> (device: InputDeviceDescription?, events: [EvdevEvent])
        {
            guard case .mapping = root.kind else {
                try issues.report(
                    line: root.line, column: root.column,
                    expected: "a libinput record (a mapping with version and devices)",
                    found: root.found)
                return (nil, [])
            }
            let version = root["version"]
            if version?.integer(Int.self) != 1 { try report(version, "version", expected: "1") }
            guard let devices = root["devices"]?.items else {
                try report(root["devices"], "devices", expected: "a list of devices")
                return (nil, [])
            }
            guard deviceIndex >= 0, deviceIndex < devices.count else {
                try issues.report(
                    line: root["devices"]?.line, field: "devices",
                    expected: "a device at index \(deviceIndex)", found: "\(devices.count) device(s)")
                return (nil, [])
            }
            let node = devices[deviceIndex]
            let path = "devices[\(deviceIndex)]"
            guard case .mapping = node.kind else {
                try report(node, path, expected: "a mapping with evdev and events")
                return (nil, [])
            }
            var device = try description(node["evdev"], path + ".evdev")
            if let matrix = try calibration(node["udev"]?["properties"], path + ".udev.properties") {
                device?.calibration = matrix
            }
            if issues.stopped { return (device, []) }
            return (device, try events(node["events"], path + ".events"))
        }

        mutating func description(_ node: YAMLNode?, _ path: String) throws(RecordingError) -> InputDeviceDescription? {
            guard let node, case .mapping = node.kind else {
                try report(node, path, expected: "a mapping with name, id, codes, absinfo and properties")
                return nil
            }
            var device = InputDeviceDescription(name: "")
            if let name = node["name"]?.text {
                device.name = name
            } else {
                try report(node["name"], path + ".name", expected: "a name")
            }
            if let id = try integers(node["id"], path + ".id", as: UInt16.self, count: 4) {
                (device.bustype, device.vendor, device.product, device.version) = (id[0], id[1], id[2], id[3])
            }
            if let codes = node["codes"] {
                for (key, value) in try entries(codes, path + ".codes") {
                    guard let type = UInt16(key) else {
                        try report(value, path + ".codes", expected: "an event type number as key"); continue
                    }
                    guard let list = try integers(value, path + ".codes.\(key)", as: UInt16.self) else { continue }
                    if type != EvdevCode.EV_SYN { device.codes[type] = Set(list) }
                }
            }
            if let absinfo = node["absinfo"] {
                for (key, value) in try entries(absinfo, path + ".absinfo") {
                    guard let code = UInt16(key), code <= EvdevCode.ABS_MAX else {
                        try report(value, path + ".absinfo", expected: "an axis code in 0...63 as key"); continue
                    }
                    guard let v = try integers(value, path + ".absinfo.\(key)", as: Int32.self, count: 5) else {
                        continue
                    }
                    device.axes[code] = AbsoluteAxisInfo(
                        minimum: v[0], maximum: v[1], fuzz: v[2], flat: v[3], resolution: v[4])
                    if let expected = AxisRangeCheck.problem(code: code, minimum: v[0], maximum: v[1]) {
                        let maximum = value.items?[1]
                        try issues.report(
                            line: maximum?.line, column: maximum?.column, field: path + ".absinfo.\(key)[1]",
                            expected: expected, found: "\(v[1])", cause: .invalidAxisRange)
                    }
                    device.codes[EvdevCode.EV_ABS, default: []].insert(code)
                }
            }
            if let properties = node["properties"],
                let list = try integers(properties, path + ".properties", as: UInt16.self)
            {
                device.properties = Set(list)
            }
            return device
        }

        /// The device's calibration from its udev property `LIBINPUT_CALIBRATION_MATRIX=a b c d e f`
        /// (libinput's convention), if the recording lists it; a malformed value is reported.
        mutating func calibration(_ node: YAMLNode?, _ path: String) throws(RecordingError) -> [Double]? {
            let prefix = "LIBINPUT_CALIBRATION_MATRIX="
            guard let items = node?.items else { return nil }
            for (index, item) in items.enumerated() {
                guard let text = item.text, text.hasPrefix(prefix) else { continue }
                let numbers = text.dropFirst(prefix.count).split(separator: " ").compactMap { Double($0) }
                if numbers.count == 6 && numbers.allSatisfy(\.isFinite) { return numbers }
                try report(item, path + "[\(index)]", expected: "LIBINPUT_CALIBRATION_MATRIX= followed by 6 numbers")
            }
            return nil
        }

        mutating func events(_ node: YAMLNode?, _ path: String) throws(RecordingError) -> [EvdevEvent] {
            guard let node else { return [] }
            if case .empty = node.kind {
                guard let block = blocks[node.line] else { return [] }
                return try block.interpreted(path, issues: &issues)
            }
            guard let frames = node.items else {
                try report(node, path, expected: "a list of frames")
                return []
            }
            var events: [EvdevEvent] = []
            for (index, frame) in frames.enumerated() {
                if issues.stopped { break }
                let framePath = "\(path)[\(index)]"
                guard case .mapping = frame.kind else {
                    try report(frame, framePath, expected: "a frame ({evdev: [...]} or {hid: ...})"); continue
                }
                guard let rows = frame["evdev"] else { continue }  // hid, libinput and other entries
                guard let list = rows.items else {
                    if case .empty = rows.kind { continue }
                    try report(rows, framePath + ".evdev", expected: "a list of [sec, usec, type, code, value]");
                    continue
                }
                for (rowIndex, row) in list.enumerated() {
                    if issues.stopped { break }
                    if let event = try event(row, "\(framePath).evdev[\(rowIndex)]") { events.append(event) }
                }
            }
            return events
        }

        mutating func event(_ row: YAMLNode, _ path: String) throws(RecordingError) -> EvdevEvent? {
            guard let items = row.items, items.count == 5 else {
                try report(row, path, expected: "[sec, usec, type, code, value]")
                return nil
            }
            guard let seconds = items[0].integer(Int.self), seconds >= 0 else {
                try report(items[0], path + "[0]", expected: "non-negative seconds"); return nil
            }
            guard let micro = items[1].integer(Int.self), (0...999_999).contains(micro) else {
                try report(items[1], path + "[1]", expected: "microseconds in 0...999999"); return nil
            }
            guard let type = items[2].integer(UInt16.self) else {
                try report(items[2], path + "[2]", expected: "an event type in 0...65535"); return nil
            }
            guard let code = items[3].integer(UInt16.self) else {
                try report(items[3], path + "[3]", expected: "an event code in 0...65535"); return nil
            }
            guard let value = items[4].integer(Int32.self) else {
                try report(items[4], path + "[4]", expected: "a 32-bit integer"); return nil
            }
            return try timeline.admit(
                EvdevEvent(seconds: seconds, microseconds: micro, type: type, code: code, value: value),
                line: items[0].line, column: items[0].column, field: path + "[0]", issues: &issues)
        }

        /// The entries of a mapping (an empty value has none).
        mutating func entries(_ node: YAMLNode, _ path: String) throws(RecordingError) -> [(
            key: String, value: YAMLNode
        )] {
            if case .mapping(let entries) = node.kind { return entries }
            if case .empty = node.kind { return [] }
            try report(node, path, expected: "a mapping")
            return []
        }

        /// A list of integers of a type (of an exact length when `count` is given), nil after reporting.
        mutating func integers<T: FixedWidthInteger>(
            _ node: YAMLNode?, _ path: String, as type: T.Type, count: Int? = nil
        )
            throws(RecordingError) -> [T]?
        {
            var items = node?.items
            if let node, case .empty = node.kind { items = [] }
            guard let items else {
                try report(node, path, expected: count.map { "a list of \($0) integers" } ?? "a list of integers")
                return nil
            }
            if let count, items.count != count {
                try report(node, path, expected: "a list of \(count) integers")
                return nil
            }
            var result: [T] = []
            for (index, item) in items.enumerated() {
                guard let value = item.integer(T.self) else {
                    try report(item, "\(path)[\(index)]", expected: "an integer in \(T.min)...\(T.max)")
                    return nil
                }
                result.append(value)
            }
            return result
        }
    }
}
