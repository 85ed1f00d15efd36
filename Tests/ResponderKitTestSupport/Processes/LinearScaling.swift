import Foundation

/// How the process tests check that a cost is linear in its input without trusting the wall clock of a
/// shared, loaded machine (docs/performance.md, "Replays linear in their input"): the same work is
/// measured on an input and on one ``factor`` times larger, in processor time (which the machine's load
/// hardly changes), and the larger run must stay within ``limit(forLargerRun:)`` of the smaller one.
/// Linear work takes 4 times as long, quadratic work 16 times: the limit, 8 times plus a second, leaves
/// room for noise and start-up and still fails quadratic work.
package enum LinearScaling {
    /// How many times larger the second input is.
    package static let factor = 4

    /// The most processor seconds the run on the larger input may take, given the smaller run's.
    package static func limit(forLargerRun seconds: Double) -> Double { 8 * seconds + 1 }

    /// The real seconds after which the run on the larger input is stopped, given the smaller run's:
    /// far more than linear work takes on a loaded machine, so that only work that is not linear reaches
    /// it, and fails then instead of hanging.
    package static func timeLimit(forLargerRun seconds: Double) -> Double { 8 * seconds + 30 }

    /// The most peak resident memory, in KiB, the run on the larger input may use, given the smaller
    /// run's and a baseline run's (the same program on a trivial input): what the input adds may grow
    /// 8 times, plus 16 MiB of noise.
    package static func memoryLimit(forLargerRun kilobytes: Int, baseline: Int) -> Int {
        baseline + 8 * max(0, kilobytes - baseline) + 16 * 1024
    }
}
