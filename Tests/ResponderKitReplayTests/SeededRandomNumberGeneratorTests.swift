import Foundation
import ResponderKitReplay
import Testing

// The package's one seeded generator (docs/decisions.md, "One definition per rule"):
// SplitMix64, so a seed gives the same synthetic recording (input behaviour 2.4: irregular sampling is
// drawn from it) and the same randomized test on every platform.

@Suite("SeededRandomNumberGenerator: SplitMix64, the same sequence for a seed everywhere (input behaviour 2.4)")
struct SeededRandomNumberGeneratorTests {
    @Test("input behaviour 2.4: the sequence is SplitMix64's (seed 0 gives its published first outputs)")
    func splitMix64() {
        var random = SeededRandomNumberGenerator(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
    }

    @Test("input behaviour 2.4: a seed fixes the sequence; another seed gives another")
    func seeded() {
        var a = SeededRandomNumberGenerator(seed: 42), b = SeededRandomNumberGenerator(seed: 42)
        var c = SeededRandomNumberGenerator(seed: 43)
        let first = (0..<8).map { _ in a.next() }
        #expect(first == (0..<8).map { _ in b.next() })
        #expect(first != (0..<8).map { _ in c.next() })
    }

    @Test("input behaviour 2.4: integers, doubles and bounded draws stay in their ranges")
    func ranges() {
        var random = SeededRandomNumberGenerator(seed: 7)
        for _ in 0..<1000 {
            #expect((6_500...12_500).contains(random.integer(6_500, 12_500)))
            let value = random.uniform(0.06, 0.085)
            #expect(value >= 0.06 && value < 0.085)
            #expect((0..<5).contains(random.below(5)))
            #expect((1...30).contains(Int.random(in: 1...30, using: &random)))
        }
        #expect(random.below(0) == 0 && random.integer(3, 3) == 3 && random.integer(4, 1) == 4)
    }
}
