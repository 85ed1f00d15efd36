import Foundation
import ResponderKitReplay
import Testing

@testable import responder

// The progress line `responder replay` and `explain` draw on standard error (docs/cli.md, "Input files
// and options", **Progress**): its rules (a terminal, not --quiet, a long file, a few redraws a second)
// checked without a terminal or a clock. The type belongs to the command-line tool, reached through
// `@testable import responder`.

@Suite("responder replay: the progress line (docs/cli.md, Input files and options)")
struct ReplayProgressLineTests {
    @Test("docs/cli.md: the progress line shows only on a terminal, without --quiet, for a long file")
    func progressLineRules() {
        let long = ReplayProgress(
            processedInputs: 10, totalInputs: 10, time: 1, duration: 100, bytesRead: 2_000_000, byteCount: 4_700_000)
        var quiet = ReplayProgressLine(quiet: true, isTerminal: true)
        var piped = ReplayProgressLine(quiet: false, isTerminal: false)
        #expect(quiet.update(long, now: 0) == nil && piped.update(long, now: 0) == nil)
        #expect(quiet.finish() == nil && piped.finish() == nil)
        var line = ReplayProgressLine(quiet: false, isTerminal: true)
        var short = long
        short.byteCount = ReplayProgressLine.minimumByteCount - 1
        #expect(line.update(short, now: 0) == nil)
        let inMemory = ReplayProgress(
            processedInputs: 5, totalInputs: ReplayProgressLine.minimumInputCount - 1, time: 0, duration: 1)
        #expect(line.update(inMemory, now: 0) == nil)
        #expect(line.finish() == nil)  // nothing drawn, nothing to clear
    }

    @Test("docs/cli.md: the progress line is redrawn in place at most four times a second and cleared at the end")
    func progressLineRedraws() {
        var line = ReplayProgressLine(quiet: false, isTerminal: true)
        var progress = ReplayProgress(
            processedInputs: 10, totalInputs: 10, time: 26.5, duration: 63, bytesRead: 2_000_000, byteCount: 4_700_000)
        let first = line.update(progress, now: 100)
        #expect(first == "\rreplaying:  42% (26.5 s of 63.0 s, 2.0 of 4.7 MB read)")
        progress.bytesRead = 3_000_000
        #expect(line.update(progress, now: 100.1) == nil)
        #expect(line.update(progress, now: 100.25) == "\rreplaying:  63% (26.5 s of 63.0 s, 3.0 of 4.7 MB read)")
        let cleared = line.finish()
        #expect(cleared == "\r" + String(repeating: " ", count: (first?.count ?? 1) - 1) + "\r")
        #expect(line.finish() == nil)
        #expect(line.reading(bytesRead: 0, byteCount: 4_700_000, now: 101) == "\rreading:     0% (0.0 of 4.7 MB)")
        #expect(line.reading(bytesRead: 1_000, byteCount: 4_700_000, now: 101.2) == nil)
        #expect(line.reading(bytesRead: 2_000_000, byteCount: 1_000, now: 102) == nil)  // a short file
        #expect(
            ReplayProgressLine.readingText(bytesRead: 4_700_000, byteCount: 4_700_000)
                == "reading:   100% (4.7 of 4.7 MB)")
        var piped = ReplayProgressLine(quiet: false, isTerminal: false)
        #expect(piped.reading(bytesRead: 0, byteCount: 4_700_000, now: 0) == nil)
        let inputs = ReplayProgress(processedInputs: 30_000, totalInputs: 40_000, time: 3, duration: 4)
        #expect(ReplayProgressLine.text(inputs) == "replaying:  75% (3.0 s of 4.0 s)")
    }
}
