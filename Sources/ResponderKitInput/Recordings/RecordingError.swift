import Foundation

/// A problem found while reading a recording or a trace: where it is (file, 1-based line, column,
/// field) and what was expected against what was found.
///
/// Its ``description`` reads like a compiler diagnostic:
/// `trace.jsonl:7: field "contacts[1].x": expected a number, found "abc"`.
/// Strict readers throw the first one; lenient readers collect them in ``Recording/errors`` or
/// ``Trace/errors`` and keep every valid event (see ``RecordingReadingMode``): there they are warnings,
/// counted by ``cause`` with ``counts(_:)``. A time stepping back within the jitter tolerance
/// (``Cause/timeJitter``) is a warning in every mode, strict included.
public struct RecordingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of problem, for counting a lenient read's warnings by cause.
    public enum Cause: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// A line or value the format does not allow (the default).
        case malformed
        /// The file could not be read (its errno is in ``RecordingError/found``).
        case unreadable
        /// The file holds no device description and none was given separately.
        case missingDescription
        /// An event's time is before the previous event's; a lenient read keeps the event in file order
        /// at the previous event's time.
        case timeGoesBackwards
        /// An event's time is before the previous event's by at most
        /// ``Recording/timeJitterToleranceMicroseconds``: clock jitter (input behaviour 2.10). Every read,
        /// strict included, keeps the event in file order at the previous event's time and counts it as
        /// a warning.
        case timeJitter
        /// A timestamp beyond ``Recording/maximumSeconds`` (or not finite, in a trace); a lenient read
        /// leaves the event out.
        case timestampOutOfRange
        /// A trace header's screen that is not a finite size within 0 < side ≤ 10⁶ points; a lenient read
        /// leaves the screen out.
        case invalidScreen
        /// An axis whose minimum is above its maximum, or a position axis with an empty range (minimum
        /// equal to maximum); a lenient read keeps the range as given.
        case invalidAxisRange
        /// A header item (field) missing, given twice, or sharing a line with another item; a lenient
        /// read keeps the first value and reads the other item on its own.
        case malformedHeader
        /// Events use position axes that the description does not declare: they cannot be mapped onto
        /// the screen and replay as nothing.
        case missingAxes
        /// The first line of an evemu, evtest or trace file holds a carriage return alone: the file ends
        /// its lines with lone `\r`s (old Mac text), which the format does not allow; a lenient read skips
        /// that line, which is then the whole file.
        case loneCarriageReturn

        /// The cause in words, as a count's label: "time going backwards".
        public var description: String {
            switch self {
            case .malformed: "malformed lines or values"
            case .unreadable: "unreadable file"
            case .missingDescription: "no device description"
            case .timeGoesBackwards: "time going backwards"
            case .timeJitter: "small steps back in time (jitter)"
            case .timestampOutOfRange: "timestamps out of range"
            case .invalidScreen: "invalid screen size"
            case .invalidAxisRange: "invalid axis ranges"
            case .malformedHeader: "malformed header items"
            case .missingAxes: "undeclared position axes"
            case .loneCarriageReturn: "lines ending in a lone carriage return"
            }
        }

        /// Whether every mode reads past the problem, strict included, recording it as a warning without
        /// stopping (``timeJitter``).
        var isReadInEveryMode: Bool { self == .timeJitter }
    }

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
    /// The kind of problem.
    public var cause: Cause

    /// Creates an error.
    public init(
        file: String, line: Int? = nil, column: Int? = nil, field: String? = nil, expected: String,
        found: String? = nil,
        cause: Cause = .malformed
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.field = field
        self.expected = expected
        self.found = found
        self.cause = cause
    }

    /// `file:line:column: field "name": expected …, found …`, leaving out the parts that are unknown.
    /// Control characters in the file name and the field (a libinput record's keys come from the file)
    /// are escaped (``TerminalText``), as ``found`` quotes them.
    public var description: String {
        var text = TerminalText.escaped(file)
        if let line { text += ":\(line)" }
        if line != nil, let column { text += ":\(column)" }
        text += ": "
        if let field { text += "field \"\(TerminalText.escaped(field))\": " }
        text += "expected \(expected)"
        if let found { text += ", found \(found)" }
        return text
    }

    /// A lenient read's problems (or a strict read's warnings) counted by cause, in ``Cause`` order,
    /// leaving out causes that did not occur: `[(.timeGoesBackwards, 2), (.invalidAxisRange, 1)]`.
    public static func counts(_ errors: [RecordingError]) -> [(cause: Cause, count: Int)] {
        Cause.allCases.compactMap { cause in
            let count = errors.count { $0.cause == cause }
            return count == 0 ? nil : (cause, count)
        }
    }

    /// One line counting a lenient read's problems (or a strict read's warnings) by cause: "3 problems
    /// read past: 2 time going backwards, 1 invalid axis ranges". Nil when there are none.
    public static func summary(_ errors: [RecordingError]) -> String? {
        guard !errors.isEmpty else { return nil }
        let parts = counts(errors).map { "\($0.count) \($0.cause)" }
        return "\(errors.count) problem\(errors.count == 1 ? "" : "s") read past: " + parts.joined(separator: ", ")
    }

    /// Quotes a piece of file text for ``found``: JSON-style escapes, cut after 40 characters.
    static func quote(_ text: some StringProtocol) -> String {
        var out = ""
        QuotedText.append(text, to: &out, limit: 40) { scalar in
            TerminalText.isTerminalControl(scalar) || scalar == "\u{FFFD}" ? TerminalText.unicodeEscape(scalar) : nil
        }
        return out
    }
}

/// What a reader does when it meets a bad line or value.
///
/// A bad line never corrupts what came before it: in every lenient mode, every valid event before the
/// problem is returned exactly as it would be from a clean file.
public enum RecordingReadingMode: Sendable, Hashable {
    /// Throw the first ``RecordingError``; only a time stepping back within the jitter tolerance
    /// (``RecordingError/Cause/timeJitter``) is read past, and recorded.
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
    /// Once stopped, later errors are consequences of the stop and are not recorded. A problem every mode
    /// reads past (``RecordingError/Cause/isReadInEveryMode``) is recorded in every mode, and stops
    /// nothing.
    mutating func report(_ error: RecordingError) throws(RecordingError) {
        if stopped { return }
        if error.cause.isReadInEveryMode {
            errors.append(error)
            return
        }
        if mode == .strict { throw error }
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
    mutating func report(
        line: Int?, column: Int? = nil, field: String? = nil, expected: String, found: String? = nil,
        cause: RecordingError.Cause = .malformed
    ) throws(RecordingError) {
        try report(
            RecordingError(
                file: file, line: line, column: column, field: field, expected: expected, found: found,
                cause: cause))
    }
}
