import Foundation

extension Recording {
    /// The largest timestamp a recording or a trace may hold, in seconds: 2³³ − 1 (about the year
    /// 2242). Up to it a `Double` (``EvdevEvent/time``, trace timestamps) still tells microseconds
    /// apart; beyond it, events a microsecond apart would collapse onto one time.
    public static let maximumSeconds = 8_589_934_591

    /// How far an event may be stamped before the previous one and still be read in every mode, strict
    /// included, in microseconds: 5000 (5 ms; input behaviour 2.10). Such a step back is clock jitter:
    /// it is counted as a warning (``RecordingError/Cause/timeJitter``) and the event read at the
    /// previous time; a larger step back is an error (``RecordingError/Cause/timeGoesBackwards``).
    public static let timeJitterToleranceMicroseconds = 5_000
}

/// Keeps the events of a recording in time order without re-sorting them (docs/trace-format.md,
/// "Bad input"): an event whose time is before the previous event's, or beyond
/// ``Recording/maximumSeconds``, is reported. A lenient read keeps a backwards event in file order at the
/// previous event's time, and leaves out an event whose timestamp is out of range. A step back of at
/// most ``Recording/timeJitterToleranceMicroseconds`` is jitter (input behaviour 2.10): every mode reads
/// it at the previous time, with a warning.
struct EventTimeline {
    private var last: (seconds: Int, microseconds: Int)?

    /// The event to keep (possibly re-stamped), or nil to leave it out, after reporting its problem at
    /// `line`, `column` and `field` (the timestamp's place in the file).
    mutating func admit(
        _ event: EvdevEvent, line: Int?, column: Int? = nil, field: String,
        issues: inout RecordingIssues
    ) throws(RecordingError) -> EvdevEvent? {
        if event.seconds > Recording.maximumSeconds {
            try issues.report(
                line: line, column: column, field: field,
                expected: "seconds up to \(Recording.maximumSeconds) (2^33 - 1: beyond it microseconds are lost)",
                found: "\(event.seconds)", cause: .timestampOutOfRange)
            return nil
        }
        var event = event
        if let last, (event.seconds, event.microseconds) < last {
            // Both times are within 0...maximumSeconds (the readers take no sign): the step fits an Int.
            let step = TimeStepBack(
                microseconds: (last.seconds &- event.seconds) &* 1_000_000 &+ last.microseconds &- event.microseconds)
            try issues.report(
                line: line, column: column, field: field,
                expected: "a time at or after the previous event's "
                    + RecordingText.format(seconds: last.seconds, microseconds: last.microseconds),
                found: RecordingText.format(seconds: event.seconds, microseconds: event.microseconds)
                    + " (\(step.note))", cause: step.cause)
            (event.seconds, event.microseconds) = last
        }
        last = (event.seconds, event.microseconds)
        return event
    }
}

/// A time earlier than the previous one: jitter, read in every mode with a warning, when it is at most
/// ``Recording/timeJitterToleranceMicroseconds`` earlier; an error otherwise (input behaviour 2.10). The
/// one place that tells them apart, for ``EventTimeline`` and ``TraceTimeline``.
struct TimeStepBack {
    /// How much earlier, in microseconds.
    let microseconds: Int

    /// ``RecordingError/Cause/timeJitter`` or ``RecordingError/Cause/timeGoesBackwards``.
    var cause: RecordingError.Cause {
        microseconds <= Recording.timeJitterToleranceMicroseconds ? .timeJitter : .timeGoesBackwards
    }

    /// What the error's `found` says after the time, in parentheses: how far back and what became of it.
    var note: String {
        cause == .timeJitter
            ? "\(microseconds) µs earlier, within the \(Recording.timeJitterToleranceMicroseconds) µs jitter "
                + "tolerance; read at the previous time"
            : "time goes backwards; kept in file order at the previous time"
    }
}

/// ``EventTimeline`` for a trace's timestamps (seconds as `Double`): each must be finite and within
/// ±``Recording/maximumSeconds``, and not before the previous input's by more than the jitter tolerance
/// (``Recording/timeJitterToleranceMicroseconds``).
struct TraceTimeline {
    private var last: Double?

    /// Whether to keep the input (its timestamp possibly raised to the previous one), after reporting its
    /// problem on `line`.
    mutating func admit(_ timestamp: inout Double, line: Int, issues: inout RecordingIssues) throws(RecordingError)
        -> Bool
    {
        guard timestamp.isFinite, abs(timestamp) <= Double(Recording.maximumSeconds) else {
            try issues.report(
                line: line, field: "timestamp",
                expected:
                    "a finite number of seconds within ±\(Recording.maximumSeconds) (2^33 - 1: beyond it microseconds are lost)",
                found: "\(timestamp)", cause: .timestampOutOfRange)
            return false
        }
        if let last, timestamp < last {
            // Both are within ±maximumSeconds: their difference in microseconds fits an Int.
            let step = TimeStepBack(microseconds: Int(((last - timestamp) * 1_000_000).rounded()))
            try issues.report(
                line: line, field: "timestamp", expected: "a time at or after the previous input's \(last)",
                found: "\(timestamp) (\(step.note))", cause: step.cause)
            timestamp = last
        }
        last = timestamp
        return true
    }
}

/// The checks on an axis range that every reader applies (docs/trace-format.md, "Bad input").
enum AxisRangeCheck {
    /// The axes through whose range positions are mapped onto the screen: an empty range there would
    /// divide by zero. Other axes may have one (real devices declare `ABS_MISC 0 0`).
    static let positionAxes: Set<UInt16> = [
        EvdevCode.ABS_X, EvdevCode.ABS_Y, EvdevCode.ABS_MT_POSITION_X, EvdevCode.ABS_MT_POSITION_Y,
    ]

    /// What is wrong with an axis's range (as "expected …"), or nil: a minimum above the maximum, or a
    /// position axis whose minimum equals its maximum.
    static func problem(code: UInt16, minimum: Int32, maximum: Int32) -> String? {
        let name = EvdevCode.codeName(type: EvdevCode.EV_ABS, code: code)
        if minimum > maximum { return "a maximum at or above the minimum \(minimum) (\(name))" }
        if minimum == maximum, positionAxes.contains(code) {
            return "a maximum above the minimum \(minimum) (\(name) is a position axis: its range cannot be empty)"
        }
        return nil
    }
}

/// The check that a recording's description gives a range for every position axis it declares or its
/// events use (without one, positions cannot be mapped onto the screen and the recording replays as
/// nothing; a writer would have to invent a range).
enum DeclaredAxesCheck {
    /// Each position axis declared (``InputDeviceDescription/codes``) or used by the events without a
    /// range in ``InputDeviceDescription/axes``, in code order, with the index of the first event using
    /// it (nil when only declared).
    static func undeclared(_ device: InputDeviceDescription, events: [EvdevEvent]) -> [(code: UInt16, eventIndex: Int?)]
    {
        var tally = RecordingEventTally()
        for event in events { tally.add(event) }
        return undeclared(device, firstUses: tally.firstUses)
    }

    /// ``undeclared(_:events:)`` from the index of the first event using each position axis (a
    /// ``RecordingEventTally``'s), so that a stream need not keep its events.
    static func undeclared(_ device: InputDeviceDescription, firstUses: [UInt16: Int]) -> [(
        code: UInt16, eventIndex: Int?
    )] {
        let missing = AxisRangeCheck.positionAxes.subtracting(device.axes.keys)
        guard !missing.isEmpty else { return [] }
        var found: [UInt16: Int?] = [:]
        for code in missing where device.codes[EvdevCode.EV_ABS]?.contains(code) == true { found[code] = .some(nil) }
        for code in missing { if let index = firstUses[code] { found[code] = index } }
        return found.map { (code: $0.key, eventIndex: $0.value) }.sorted { $0.code < $1.code }
    }
}
