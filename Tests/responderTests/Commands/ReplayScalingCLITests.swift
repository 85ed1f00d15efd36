import Foundation
import ResponderKitTestSupport
import Testing

// The real `responder` binary on generated traces whose replay used to take time quadratic in their
// size: each is replayed at two sizes, the second 4 times the first, and the larger replay must take at
// most 8 times the processor time (plus a second) and use memory in the same proportion
// (`LinearScaling`), which quadratic work (16 times) fails and a loaded machine passes (docs/performance.md, "Replays linear in
// their input"). The suite runs its tests one at a time, so that they do not slow each other down.

@Suite("responder replay in time linear in its input: held keys, a frame of many contacts, many taps", .serialized)
struct ReplayScalingCLITests {
    static let header = #"{"format":"responderkit-trace","version":1,"screen":{"width":390.0,"height":844.0}}"#

    /// Writes a trace of `inputs` lines after the header, named `name` in `directory`; returns its path.
    static func trace(_ inputs: [String], named name: String, in directory: String) throws -> String {
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

    /// Replays the trace `inputs(count)` makes for `count` and for 4 × `count` (with `options`), on a
    /// thread of its own (the processes are waited for, which must not hold a thread of the cooperative
    /// pool that the other tests' waits need); checks that both succeeded and that the larger stayed
    /// within `LinearScaling`'s limits of the smaller, and returns what each printed (the smaller first).
    static func replayedLinearly(
        _ count: Int, options: [String] = [], sourceLocation: SourceLocation = #_sourceLocation,
        _ inputs: @escaping @Sendable (Int) -> [String]
    ) async throws -> (small: String, large: String) {
        let (baseline, smallRun, largeRun) = try await onThread {
            () throws -> (MeasuredCLIRun, MeasuredCLIRun, MeasuredCLIRun) in
            let directory = try CLIProcess.makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let oneTap = try trace(tap(at: 0.1, x: 100), named: "one-tap.jsonl", in: directory)
            let small = try trace(inputs(count), named: "small.jsonl", in: directory)
            let large = try trace(inputs(count * LinearScaling.factor), named: "large.jsonl", in: directory)
            let baseline = try MeasuredCLIRun.run(["replay"] + options + [oneTap], timeLimit: 60)
            let smallRun = try MeasuredCLIRun.run(["replay"] + options + [small], timeLimit: 60)
            let largeRun = try MeasuredCLIRun.run(
                ["replay"] + options + [large], timeLimit: LinearScaling.timeLimit(forLargerRun: smallRun.seconds))
            return (baseline, smallRun, largeRun)
        }
        #expect(baseline.status == 0 && smallRun.status == 0, "\(smallRun.errors)", sourceLocation: sourceLocation)
        let limit = LinearScaling.limit(forLargerRun: smallRun.processorSeconds)
        #expect(
            !largeRun.timedOut && largeRun.processorSeconds <= limit,
            """
            \(count) inputs: \(smallRun.processorSeconds) s of processor time (\(smallRun.seconds) s); \
            \(count * LinearScaling.factor): \(largeRun.processorSeconds) s (\(largeRun.seconds) s\
            \(largeRun.timedOut ? ", stopped" : "")), more than \(limit) s
            """,
            sourceLocation: sourceLocation)
        #expect(largeRun.status == 0, "\(largeRun.errors)", sourceLocation: sourceLocation)
        let memoryLimit = LinearScaling.memoryLimit(
            forLargerRun: smallRun.peakResidentKilobytes, baseline: baseline.peakResidentKilobytes)
        #expect(
            largeRun.peakResidentKilobytes <= memoryLimit,
            """
            peak resident memory: \(largeRun.peakResidentKilobytes) KiB for \(count * LinearScaling.factor) inputs, \
            \(smallRun.peakResidentKilobytes) KiB for \(count), \(baseline.peakResidentKilobytes) KiB for one tap
            """,
            sourceLocation: sourceLocation)
        return (smallRun.output, largeRun.output)
    }

    @Test(
        "docs/decisions.md, \"Held keys: a bound and a shared set\": keys pressed and never released replay in time linear in their number; the presses past 256 held keys are refused and counted"
    )
    func heldKeys() async throws {
        // Usages 4, 5, …: the keyboard page's keys, then past its 232 made-up usages no keyboard has.
        let (small, large) = try await Self.replayedLinearly(2_500) { count in
            (0..<count).map { index in
                #"{"event":"key","timestamp":\#(Double(index + 1) / 1000),"keyCode":\#(4 + index),"transition":"down"}"#
            }
        }
        #expect(small.contains("2244 key presses refused: 256 keys were already down (rollover)"), "\(small)")
        #expect(large.contains("9744 key presses refused: 256 keys were already down (rollover)"), "\(large)")
    }

    @Test(
        "docs/performance.md, \"Replays linear in their input\": one trace frame of many contacts replays with --direct in time linear in the contacts"
    )
    func frameOfManyContacts() async throws {
        let (small, large) = try await Self.replayedLinearly(1_000, options: ["--direct"]) { count in
            let contacts = (0..<count).map { index in
                #"{"id":\#(index + 1),"x":\#(index * 7 % 390),"y":\#(index * 13 % 844)}"#
            }
            return [#"{"event":"digitizer","timestamp":0.016,"contacts":[\#(contacts.joined(separator: ","))]}"#]
        }
        #expect(small.contains("1000 in 1 sequence, 1000 still down at the end (cancelled)"), "\(small)")
        #expect(large.contains("4000 in 1 sequence, 4000 still down at the end (cancelled)"), "\(large)")
    }

    @Test(
        "docs/performance.md, \"Replays linear in their input\": --direct on taps outside every view replays in time linear in the taps, each a hit-test loss"
    )
    func directTaps() async throws {
        // Beyond the 390-point screen: no window takes them, and the application drops each one.
        let (small, large) = try await Self.replayedLinearly(2_500, options: ["--direct"]) { count in
            (0..<count).flatMap { Self.tap(at: 0.05 + Double($0) * 0.07, x: 5000) }
        }
        #expect(small.contains("2500 (hit-test: 2500 no view at the point)"), "\(small)")
        #expect(large.contains("10000 in 10000 sequences"), "\(large)")
        #expect(large.contains("10000 (hit-test: 10000 no view at the point)"), "\(large)")
    }
}
