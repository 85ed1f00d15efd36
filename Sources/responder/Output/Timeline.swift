import Foundation
import ResponderKitDemoScenes

/// A line of a timed section. Display frames whose lines have the same keys are alike: a log line is
/// usually its own key; a line whose values change every frame (an action's translation, a scroll
/// offset) is keyed by what it is, not by its values.
struct TimedLine {
    let time: TimeInterval
    let key: String
    let text: String
}

/// The lines with their times since `start`, grouped by display frame (lines recorded at the same
/// time). A run of three or more alike frames is shortened: to one frame and a count when the lines are
/// identical, else to the first and last frame.
func timeline(_ lines: [TimedLine], since start: TimeInterval) -> [String] {
    var frames: [[TimedLine]] = []
    for line in lines {
        if let last = frames.last?.last, last.time == line.time {
            frames[frames.count - 1].append(line)
        } else {
            frames.append([line])
        }
    }
    var output: [String] = []
    var index = 0
    while index < frames.count {
        let keys = frames[index].map(\.key)
        var count = 1
        while index + count < frames.count, frames[index + count].map(\.key) == keys { count += 1 }
        let first = frames[index], last = frames[index + count - 1]
        let blank = String(repeating: " ", count: format(seconds: 0).count)
        if count < 3 {
            for frame in frames[index..<index + count] { output += render(frame, since: start) }
        } else if frames[index..<index + count].allSatisfy({ $0.map(\.text) == first.map(\.text) }) {
            output += render(first, since: start)
            output.append(
                "\(blank)  (the same in each of the next \(count - 1) display frames, "
                    + "until \(format(seconds: last[0].time - start).trimmingCharacters(in: .whitespaces)))")
        } else {
            output += render(first, since: start)
            output.append("\(blank)  ... \(count - 2) display frames of the same kind ...")
            output += render(last, since: start)
        }
        index += count
    }
    return output
}

private func render(_ frame: [TimedLine], since start: TimeInterval) -> [String] {
    frame.map { "\(format(seconds: $0.time - start))  \($0.text)" }
}

/// Prints a section of a demo step: its heading, then its lines indented, or "(nothing)".
func printSection(_ heading: String, _ lines: [String]) {
    print("  \(heading):")
    if lines.isEmpty { print("    (nothing)") }
    for line in lines { print("    " + line) }
}
