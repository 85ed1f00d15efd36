import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import ResponderKitTestSupport
import Testing

// A replay whose recording streams from its file (docs/cli.md, "replay"; docs/performance.md, "Streaming
// replay in constant memory"): the same report and explanation as from the whole recording in memory,
// and progress counted in the file's bytes (the progress line's rules: CLI/ReplayProgressLineTests).

@MainActor
@Suite("Replay: streamed from the file, the same as from memory (docs/cli.md, replay)")
struct ReplayStreamTests {
    typealias S = ReplaySupport

    /// The report's lines without the two that hold real times.
    static func timeless(_ lines: [String]) -> [String] {
        lines.filter { !$0.hasPrefix("  replayed in") && !$0.hasPrefix("  whole run") }
    }

    static func withFile<T>(_ text: String, name: String, _ body: (String) throws -> T) throws -> T {
        try TemporaryFiles.withFile(text, name: name, body)
    }

    @Test("input behaviour 1.5: a streamed evemu or evtest file replays and explains exactly as the file loaded whole")
    func streamedEqualsLoaded() throws {
        let evtest = S.standardRecording.formatted(as: .evtest)
        // Events cut out near the start: the decoder's issues and losses, with their times, come too.
        var lines = S.evemuText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The first finger's tracking id goes: the stream starts in the middle of its touch.
        let firstTrackingID = try #require(lines.firstIndex { $0.hasPrefix("E:") && $0.contains(" 0003 0039 ") })
        lines.remove(at: firstTrackingID)
        let cut = lines.joined(separator: "\n")
        for (text, name) in [(S.evemuText, "session.evemu"), (evtest, "session.evtest"), (cut, "cut.evemu")] {
            try Self.withFile(text, name: name) { path in
                let loaded = try ReplaySource.load(path: path)
                let streamed = try ReplaySource.open(path: path)
                #expect(!loaded.isStreamed && streamed.isStreamed)
                for direct in [false, true] {
                    let whole = Replayer(source: loaded)
                    whole.bypassesRouter = direct
                    let expected = whole.run()
                    let replayer = Replayer(source: streamed)
                    replayer.bypassesRouter = direct
                    let report = replayer.run()
                    #expect(
                        Self.timeless(report.lines()) == Self.timeless(expected.lines()), "\(name) direct \(direct)")
                    #expect(report.gestures == expected.gestures)
                    #expect(report.trails == expected.trails)
                    #expect(report.sequences == expected.sequences)
                    #expect(report.losses == expected.losses)
                    #expect(report.issues == expected.issues && report.notes == expected.notes)
                    if name == "cut.evemu" { #expect(!report.losses.isEmpty || !report.issues.isEmpty) }
                }
                let explained = Replayer(source: streamed).explain().lines
                #expect(Self.timeless(explained) == Self.timeless(Replayer(source: loaded).explain().lines))
            }
        }
    }

    @Test(
        "docs/cli.md: without every sample of every touch and every action of every gesture, the report's lines, touches and gestures are the same"
    )
    func boundedTrails() throws {
        try Self.withFile(S.evemuText, name: "session.evemu") { path in
            let source = try ReplaySource.open(path: path)
            let full = Replayer(source: source).run()
            let replayer = Replayer(source: source)
            replayer.keepsEverySample = false
            let bounded = replayer.run()
            #expect(Self.timeless(bounded.lines()) == Self.timeless(full.lines()))
            #expect(bounded.trails.count == full.trails.count)
            for (b, f) in zip(bounded.trails, full.trails) {
                #expect(b.samples.count <= 2)
                #expect(b.start == f.start && b.end == f.end && b.startTime == f.startTime && b.endTime == f.endTime)
                #expect(b.ending == f.ending && b.contactID == f.contactID && b.sequence == f.sequence)
            }
            #expect(bounded.gestures.count == full.gestures.count)
            for (b, f) in zip(bounded.gestures, full.gestures) {
                #expect(b.changes.count <= 2 && b.changeCount == f.changeCount)
                #expect(b.time == f.time && b.endTime == f.endTime && b.finalState == f.finalState)
                #expect(b.recognizedValues == f.recognizedValues && b.finalValues == f.finalValues)
            }
        }
    }

    @Test("docs/cli.md: a streamed replay reports progress in the file's bytes, up to all of them")
    func progressInBytes() throws {
        try Self.withFile(S.evemuText, name: "session.evemu") { path in
            var reads: [(Int, Int)] = []
            let replayer = Replayer(source: try ReplaySource.open(path: path) { reads.append(($0, $1)) })
            let size = S.evemuText.utf8.count
            #expect(reads.last.map { $0 == (size, size) } == true)
            replayer.progressInterval = 50
            var progress: [ReplayProgress] = []
            replayer.onProgress = { progress.append($0) }
            let report = replayer.run()
            #expect(progress.count > 2)
            #expect(progress.allSatisfy { $0.byteCount == size && $0.bytesRead <= size })
            #expect(zip(progress, progress.dropFirst()).allSatisfy { $0.bytesRead <= $1.bytesRead })
            #expect(progress.last?.fraction == 1 && progress.last?.processedInputs == report.summary.inputCount)
        }
    }

    @Test(
        "input behaviour 1.5: a strict replay refuses a bad streamed file before it starts, with the whole read's error"
    )
    func strictErrorBeforeTheReplay() throws {
        var lines = S.evemuText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let bad = try #require(lines.indices.filter { lines[$0].hasPrefix("E:") }.dropFirst(200).first)
        lines[bad] = "E: 1.000000 0003 0035 12x4"
        try Self.withFile(lines.joined(separator: "\n"), name: "bad.evemu") { path in
            var loadError: ReplayError?, openError: ReplayError?
            do { _ = try ReplaySource.load(path: path) } catch let error as ReplayError { loadError = error }
            do { _ = try ReplaySource.open(path: path) } catch let error as ReplayError { openError = error }
            #expect(loadError != nil && openError == loadError)
            let lenient = ReplayOptions(readingMode: .lenient)
            guard case .recording(let streamed) = try ReplaySource.open(path: path, options: lenient).content,
                case .recording(let loaded) = try ReplaySource.load(path: path, options: lenient).content
            else {
                Issue.record("not recordings")
                return
            }
            #expect(streamed.errors == loaded.errors && streamed.errors.count == 1)
        }
    }
}
