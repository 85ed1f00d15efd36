import Foundation

// The fuzzers' seed corpora and the crashers they found (Fuzz/Corpus/<target>/, docs/fuzzing.md), which the
// decoders' tests of the input, router and inspector modules run.

/// The files of one corpus directory, by name.
package enum FuzzCorpus {
    package static let root = RepositoryPaths.url("Fuzz/Corpus")

    package static func files(_ target: String) -> [(name: String, bytes: [UInt8])] {
        let directory = root.appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().compactMap { name in
            FileManager.default.contents(atPath: directory.appendingPathComponent(name).path).map { (name, Array($0)) }
        }
    }

    package static func lineCount(_ bytes: [UInt8]) -> Int { bytes.reduce(1) { $1 == 0x0a ? $0 + 1 : $0 } }
}
