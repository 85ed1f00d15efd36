import Foundation
import ResponderKit
import ResponderKitDemoScenes

/// One scripted interaction of the controls part.
@MainActor
struct ControlsStep {
    /// "1a", "2c": the step's number and, within a step, its letter.
    let label: String
    let title: String
    /// What the step shows, in a sentence or two.
    let explanation: String
    /// The log the step's lines go to (each application has its own clock and log).
    let log: EventLog
    /// Whether the window's explanation-log lines are copied into the step's log.
    var showsExplanations = false
    /// Puts the scene in the state the step starts from (not logged).
    var setUp: () -> Void = {}
    let perform: () -> Void
    /// What to print after the log, if anything.
    var result: (() -> [String])? = nil
}

extension ControlsStep {
    /// Prints the step headed "Step `number`. title": its explanation, the `notes` lines, what its log
    /// recorded since `start` (times relative to it) and its result.
    func printReport(number: String, startedAt start: TimeInterval, notes: [String] = []) {
        print("")
        print("Step \(number). \(title)")
        print("   \(explanation)")
        for note in notes { print("   " + note) }
        let lines = log.lines.map { TimedLine(time: $0.time, key: $0.key, text: $0.text) }
        printSection("What happened", timeline(lines, since: start))
        if let result { printSection("Result", result()) }
    }
}
