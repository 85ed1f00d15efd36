import Foundation

/// The output of one part of `responder demo`: its lines trimmed, and its timed lines
/// ("0.050 s  usernameField: …") of all steps without their times, in order.
struct DemoPartOutput {
    let lines: [String]
    let events: [String]

    init(_ text: String) {
        lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        events = lines.compactMap { line in
            guard let range = line.range(of: #"^\d+\.\d{3} s  "#, options: .regularExpression) else { return nil }
            return String(line[range.upperBound...])
        }
    }

    /// Whether `run` appears in the timed lines one right after the other.
    func hasRun(_ run: [String]) -> Bool { hasRun(run, in: events) }

    /// Whether `run` appears in `lines` one right after the other.
    func hasRun(_ run: [String], in lines: [String]) -> Bool {
        guard run.count <= lines.count else { return false }
        return (0...(lines.count - run.count)).contains { Array(lines[$0..<$0 + run.count]) == run }
    }
}
