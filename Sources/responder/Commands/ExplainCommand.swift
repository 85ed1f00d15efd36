import ArgumentParser
import ResponderKit
import ResponderKitReplay

/// `responder explain FILE`: replays a recording like `replay`, with the dispatch log on, and prints
/// for each touch sequence the hit-test walk, the recognizers that took part and every arbitration
/// decision with its cause.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a recording and explain, touch sequence by touch sequence, why each gesture fired or failed.",
        discussion: """
            A touch sequence runs from a first finger down until all fingers are up. For each one: the \
            hit-test walk of every new touch, the gesture recognizers that took part, and the dispatch log \
            (state changes with their causes, waits for other recognizers to fail, touches held back or \
            cancelled). Takes the same files and options as `replay` (--direct, --system-gestures). For a \
            touchpad or a mouse, the same for each click, scroll and pinch or rotation, named with its \
            device (trackpad, mouse) and event type (touches, scroll, transform).
            """
    )

    @OptionGroup var input: ReplayInputOptions

    @Flag(help: "Show no progress line on standard error (it shows only on a terminal, for long files).")
    var quiet = false

    func run() throws {
        let quiet = quiet
        let (lines, report) = try MainActor.assumeIsolated { () throws -> ([String], ReplayReport) in
            let progress = ProgressLine(enabled: !quiet)
            let (source, readingTime) = try input.loadSource(progress: progress)
            let replayer = try input.makeReplayer(for: source, readingTime: readingTime)
            replayer.onProgress = { progress.update($0) }
            let explanation = replayer.explain()
            progress.finish()
            return (explanation.lines, explanation.report)
        }
        for line in lines { printLine(line) }
        try input.writeSVG(of: report)
    }
}
