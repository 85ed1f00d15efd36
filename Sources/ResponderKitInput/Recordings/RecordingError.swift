import Foundation

/// A problem found while reading a recording or a trace: where it is (file, 1-based line, column,
/// field) and what was expected against what was found.
///
/// Its ``description`` reads like a compiler diagnostic:
/// `trace.jsonl:7: field "contacts[1].x": expected a number, found "abc"`.
/// Strict readers throw the first one; lenient readers collect them in ``Recording/errors`` or
/// ``Trace/errors`` and keep every valid event (see ``RecordingReadingMode``).
public struct RecordingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file the problem is in, as the caller named it (`"<string>"` for text read from memory).
    public var file: String
    /// The 1-based line, or nil when the problem concerns the whole file (unreadable, empty, missing
    /// description).
    public var line: Int?
    /// The 1-based column (in characters) where the offending value starts, when known.
    public var column: Int?
    /// The field that holds the offending value (`"contacts[1].x"`, `"value"`, `"devices[0].evdev.id[2]"`),
    /// when the format has named fields.
    public var field: String?
    /// What the reader expected ("a number", "5 values", "version 1").
    public var expected: String
    /// What it found, quoted when it is text from the file; nil when nothing is worth showing.
    public var found: String?

    /// Creates an error.
    public init(file: String, line: Int? = nil, column: Int? = nil, field: String? = nil, expected: String, found: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.field = field
        self.expected = expected
        self.found = found
    }

    /// `file:line:column: field "name": expected …, found …`, leaving out the parts that are unknown.
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if line != nil, let column { text += ":\(column)" }
        text += ": "
        if let field { text += "field \"\(field)\": " }
        text += "expected \(expected)"
        if let found { text += ", found \(found)" }
        return text
    }

    /// Quotes a piece of file text for ``found``: JSON-style escapes, cut after 40 characters.
    static func quote(_ text: some StringProtocol) -> String {
        var out = ""
        QuotedText.append(text, to: &out, limit: 40) { scalar in
            QuotedText.isControl(scalar) || scalar == "\u{FFFD}" ? String(format: "\\u%04x", scalar.value) : nil
        }
        return out
    }
}

/// What a reader does when it meets a bad line or value.
///
/// A bad line never corrupts what came before it: in every lenient mode, every valid event before the
/// problem is returned exactly as it would be from a clean file.
public enum RecordingReadingMode: Sendable, Hashable {
    /// Throw the first ``RecordingError``.
    case strict
    /// Record every error, skip the bad line (or value) and keep reading: the valid events before and
    /// after it are kept.
    case lenient
    /// Record the first error and stop reading there: the valid events before it are kept.
    case truncating
}

/// Collects errors for a reader according to its mode.
struct RecordingIssues {
    let file: String
    let mode: RecordingReadingMode
    private(set) var errors: [RecordingError] = []
    /// Set once an error was recorded in ``RecordingReadingMode/truncating`` mode: the reader stops.
    private(set) var stopped = false

    init(file: String, mode: RecordingReadingMode) {
        self.file = file
        self.mode = mode
    }

    /// Throws in strict mode; otherwise records the error (and stops the reader in truncating mode).
    /// Once stopped, later errors are consequences of the stop and are not recorded.
    mutating func report(_ error: RecordingError) throws(RecordingError) {
        if mode == .strict { throw error }
        if stopped { return }
        errors.append(error)
        if mode == .truncating { stopped = true }
    }

    /// Takes over the errors (and the stop) of another collector. Once this one is stopped, the other's
    /// errors are consequences of the stop (a libinput record cut at a syntax error) and are not taken.
    mutating func append(_ other: RecordingIssues) {
        if !stopped { errors += other.errors }
        stopped = stopped || other.stopped
    }

    /// Builds and reports an error in this file.
    mutating func report(line: Int?, column: Int? = nil, field: String? = nil, expected: String, found: String? = nil)
        throws(RecordingError) {
        try report(RecordingError(file: file, line: line, column: column, field: field, expected: expected, found: found))
    }
}
