import ResponderKitReplay

/// The tests' deterministic random generator: the package's one seeded generator (SplitMix64), so a
/// failing seed can be replayed.
typealias SeededRandom = SeededRandomNumberGenerator
