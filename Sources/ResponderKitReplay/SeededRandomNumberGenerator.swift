/// A small deterministic random number generator (SplitMix64): a seed gives the same sequence on every
/// platform, so a synthetic recording, or a failing randomized test, can be made again from its seed.
///
/// The one seeded generator of the package: ``SyntheticRecording`` draws its sample spacing and sensor
/// noise from it, and the robustness tests their random edits. It conforms to `RandomNumberGenerator`, so
/// it also drives the standard library's `random(in:using:)`.
///
/// ```swift
/// var random = SeededRandomNumberGenerator(seed: 42)
/// let spacing = random.integer(6_500, 12_500)     // the same on every run
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `0..<n` (0 when `n` is not positive), from one ``next()``.
    public mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }

    /// An integer in `low...high` (`low` when `high` is not above it, drawing nothing).
    public mutating func integer(_ low: Int, _ high: Int) -> Int {
        guard high > low else { return low }
        return low + Int(next() % UInt64(high - low + 1))
    }

    /// A double in `low..<high`, from the top 53 bits of one ``next()``.
    public mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(next() >> 11) / Double(1 << 53)
    }
}
