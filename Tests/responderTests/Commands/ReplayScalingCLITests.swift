import Foundation
import ResponderKitTestSupport
import Testing

// The real `responder` binary on generated traces whose replay used to take time quadratic in their size:
// each runs within a time limit far above what it takes now (a second or two, debug build) and far
// below what it took before (one to two minutes), and its peak resident memory stays within a budget
// over a one-tap replay's (docs/performance.md, "Replays linear in their input"). The suite runs its
// tests one at a time, so that they do not slow each other down.

@Suite("responder replay in time linear in its input: held keys, a frame of many contacts, many taps", .serialized)
struct ReplayScalingCLITests {
    static let header = #"{"format":"responderkit-trace","version":1,"screen":{"width":390.0,"height":844.0}}"#

    /// Writes a trace of `inputs` lines after the header, named `name` in `directory`; returns its path.
    static func trace(_ inputs: [String], named name: String = "generated.jsonl", in directory: String) throws -> String {
        let path = directory + "/" + name
        try ([header] + inputs).joined(separator: "\n").appending("\n").write(
            toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A tap of contact 1 at (x, 200), landing at `time` and lifting 20 ms later.
    static func tap(at time: Double, x: Double) -> [String] {
        [
            #"{"event":"digitizer","timestamp":\#(time),"contacts":[{"id":1,"x":\#(x),"y":200.0}]}"#,
            #"{"event":"digitizer","timestamp":\#(time + 0.02),"contacts":[{"id":1,"x":\#(x),"y":200.0,"state":"lifted"}]}"#,
        ]
    }

    /// Runs `responder` with `arguments`, within `timeLimit` seconds, and checks it succeeded in time and
    /// used at most `budget` MiB more than replaying one tap; returns what it printed.
    static func measured(_ arguments: [String], timeLimit: Double, budget: Int, in directory: String) throws -> String
    {
        let oneTap = try trace(tap(at: 0.1, x: 100), named: "one-tap.jsonl", in: directory)
        let baseline = try MeasuredCLIRun.run(["replay", oneTap], timeLimit: timeLimit)
        #expect(baseline.status == 0 && !baseline.timedOut, "\(baseline.errors)")
        let run = try MeasuredCLIRun.run(arguments, timeLimit: timeLimit)
        #expect(!run.timedOut, "responder \(arguments.first ?? "") took more than \(timeLimit) s")
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.peakResidentKilobytes < baseline.peakResidentKilobytes + budget * 1024,
            "peak resident memory \(run.peakResidentKilobytes) KiB; one tap: \(baseline.peakResidentKilobytes) KiB")
        return run.output
    }

    @Test(
        "docs/decisions.md, \"Held keys: a bound and a shared set\": 10,000 keys pressed and never released replay in seconds; the presses past 256 held keys are refused and counted"
    )
    func heldKeys() throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Usages 4, 5, …: past the keyboard page's 232, made-up usages no keyboard has.
        let keys = (0..<10_000).map { index in
            #"{"event":"key","timestamp":\#(Double(index + 1) / 1000),"keyCode":\#(4 + index),"transition":"down"}"#
        }
        let path = try Self.trace(keys, in: directory)
        let output = try Self.measured(["replay", path], timeLimit: 15, budget: 64, in: directory)
        #expect(output.contains("9744 key presses refused: 256 keys were already down (rollover)"), "\(output)")
    }

    @Test(
        "docs/performance.md, \"Replays linear in their input\": one trace frame with 10,000 contacts replays with --direct in seconds"
    )
    func frameOfManyContacts() throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let contacts = (0..<10_000).map { index in
            #"{"id":\#(index + 1),"x":\#(index * 7 % 390),"y":\#(index * 13 % 844)}"#
        }
        let frame = #"{"event":"digitizer","timestamp":0.016,"contacts":[\#(contacts.joined(separator: ","))]}"#
        let path = try Self.trace([frame], in: directory)
        let output = try Self.measured(["replay", "--direct", path], timeLimit: 20, budget: 160, in: directory)
        #expect(output.contains("10000 in 1 sequence, 10000 still down at the end (cancelled)"), "\(output)")
    }

    @Test(
        "docs/performance.md, \"Replays linear in their input\": --direct on 20,000 taps outside every view replays in seconds, each a hit-test loss"
    )
    func directTaps() throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Beyond the 390-point screen: no window takes them, and the application drops each one.
        let taps = (0..<20_000).flatMap { Self.tap(at: 0.05 + Double($0) * 0.07, x: 5000) }
        let path = try Self.trace(taps, in: directory)
        let output = try Self.measured(["replay", "--direct", path], timeLimit: 20, budget: 160, in: directory)
        #expect(output.contains("20000 in 20000 sequences"), "\(output)")
        #expect(output.contains("20000 (hit-test: 20000 no view at the point)"), "\(output)")
    }
}
