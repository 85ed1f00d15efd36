import Foundation

extension Recording {
    /// The largest timestamp a recording or a trace may hold, in seconds: 2³³ − 1 (about the year
    /// 2242). Up to it a `Double` (``EvdevEvent/time``, trace timestamps) still tells microseconds
    /// apart; beyond it, events a microsecond apart would collapse onto one time.
    public static let maximumSeconds = 8_589_934_591
}

/// Keeps the events of a recording in time order without re-sorting them (docs/trace-format.md,
/// "Bad input"): an event whose time is before the previous event's, or beyond
/// ``Recording/maximumSeconds``, is reported. A lenient read keeps a backwards event in file order at the
/// previous event's time, and leaves out an event whose timestamp is out of range.
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
            try issues.report(
                line: line, column: column, field: field,
                expected: "a time at or after the previous event's "
                    + RecordingText.format(seconds: last.seconds, microseconds: last.microseconds),
                found: RecordingText.format(seconds: event.seconds, microseconds: event.microseconds)
                    + " (time goes backwards; kept in file order at the previous time)",
                cause: .timeGoesBackwards)
            (event.seconds, event.microseconds) = last
        }
        last = (event.seconds, event.microseconds)
        return event
    }
}

/// ``EventTimeline`` for a trace's timestamps (seconds as `Double`): each must be finite and within
/// ±``Recording/maximumSeconds``, and not before the previous input's.
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
            try issues.report(
                line: line, field: "timestamp", expected: "a time at or after the previous input's \(last)",
                found: "\(timestamp) (time goes backwards; kept in file order at the previous time)",
                cause: .timeGoesBackwards)
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
