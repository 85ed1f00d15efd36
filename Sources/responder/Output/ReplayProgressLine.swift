import Foundation
import ResponderKitReplay

/// The progress line `responder replay` and `responder explain` show on standard error while a long
/// file is read and replayed (docs/cli.md): `\rreplaying:  42% (26.5 s of 63.0 s)`, redrawn in place,
/// at most every ``minimumRedrawInterval`` seconds, and cleared at the end.
///
/// It decides what to write and when; the caller writes it and gives the time, from a real-time clock
/// (`MonotonicClock` in the command), so that the decisions are tested without one. Nothing is shown
/// when standard error is not a terminal, with `--quiet`, or for a short file (under
/// ``minimumByteCount`` bytes when streamed, else under ``minimumInputCount`` inputs).
struct ReplayProgressLine: Sendable {
    /// The shortest time between two redraws, in seconds: 0.25 (four a second at most).
    static let minimumRedrawInterval: TimeInterval = 0.25
    /// The smallest streamed file that shows progress: 1 MiB.
    static let minimumByteCount = 1 << 20
    /// The fewest inputs that show progress when the file is not streamed: 20,000.
    static let minimumInputCount = 20_000

    /// Whether the line shows at all: on a terminal, and not `--quiet`.
    let isEnabled: Bool
    private var lastDrawn: TimeInterval?
    private var drawnWidth = 0

    /// Creates a progress line; it shows only when `isTerminal` (standard error is one: `isatty`) and
    /// not `quiet`.
    init(quiet: Bool, isTerminal: Bool) {
        isEnabled = !quiet && isTerminal
    }

    /// What to write for `progress` at time `now` (seconds on a monotonic clock), or nil when nothing
    /// is to be written: disabled, a short file, or redrawn less than ``minimumRedrawInterval`` ago.
    mutating func update(_ progress: ReplayProgress, now: TimeInterval) -> String? {
        guard isEnabled, Self.isLong(progress) else { return nil }
        if let lastDrawn, now - lastDrawn < Self.minimumRedrawInterval { return nil }
        lastDrawn = now
        let text = Self.text(progress)
        drawnWidth = max(drawnWidth, text.count)
        return "\r" + text
    }

    /// What to write for the first reading of a streamed file (`ReplaySource.open(path:options:reading:)`)
    /// at time `now`, or nil: `reading:   42% (19.6 of 47.4 MB)`, under the same rules as ``update(_:now:)``
    /// (a file of ``minimumByteCount`` bytes or more).
    mutating func reading(bytesRead: Int, byteCount: Int, now: TimeInterval) -> String? {
        guard isEnabled, byteCount >= Self.minimumByteCount else { return nil }
        if let lastDrawn, now - lastDrawn < Self.minimumRedrawInterval { return nil }
        lastDrawn = now
        let text = Self.readingText(bytesRead: bytesRead, byteCount: byteCount)
        drawnWidth = max(drawnWidth, text.count)
        return "\r" + text
    }

    /// The first reading's text: `reading:   42% (19.6 of 47.4 MB)`.
    static func readingText(bytesRead: Int, byteCount: Int) -> String {
        let fraction = byteCount > 0 ? min(1, max(0, Double(bytesRead) / Double(byteCount))) : 1
        return "reading:   \(percent(fraction))% (\(megabytes(bytesRead)) of \(megabytes(byteCount)) MB)"
    }

    /// What to write once the replay is over: the line blanked out, or nil when none was drawn.
    mutating func finish() -> String? {
        guard lastDrawn != nil else { return nil }
        lastDrawn = nil
        defer { drawnWidth = 0 }
        return "\r" + String(repeating: " ", count: drawnWidth) + "\r"
    }

    /// Whether a replay is long enough to show progress.
    static func isLong(_ progress: ReplayProgress) -> Bool {
        progress.byteCount > 0
            ? progress.byteCount >= minimumByteCount : progress.totalInputs >= minimumInputCount
    }

    /// The line's text: the percentage done (of the bytes of a streamed file, else of the inputs), and
    /// the replay's position in the recording: `replaying:  42% (26.5 s of 63.0 s)`, plus
    /// `, 2.0 of 4.7 MB read` for a streamed file.
    static func text(_ progress: ReplayProgress) -> String {
        var text =
            "replaying: \(percent(progress.fraction))% (\(seconds(progress.time)) s of \(seconds(progress.duration)) s"
        if progress.byteCount > 0 {
            text += ", \(megabytes(progress.bytesRead)) of \(megabytes(progress.byteCount)) MB read"
        }
        return text + ")"
    }

    /// A fraction as a whole percentage, padded to three characters.
    private static func percent(_ fraction: Double) -> String {
        let percent = String(Int((min(max(fraction, 0), 1) * 100).rounded(.down)))
        return String(repeating: " ", count: max(0, 3 - percent.count)) + percent
    }

    private static func seconds(_ value: TimeInterval) -> String {
        guard value.isFinite else { return "?" }
        return String(format: "%.1f", max(0, value))
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / 1_000_000)
    }
}
