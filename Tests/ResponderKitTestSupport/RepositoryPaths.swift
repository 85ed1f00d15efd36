import Foundation

/// The repository's folders, found from this file's place (`#filePath`), so that tests read the fixtures,
/// the fuzz corpora, the docs and the sources where they are. The one place that knows how deep this file
/// lies: moving it means changing `root` only.
package enum RepositoryPaths {
    /// The repository's root (this file is `Tests/ResponderKitTestSupport/RepositoryPaths.swift`).
    package static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `relative`, a path from the repository's root (`docs/trace-format.md`).
    package static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// The recordings several test targets read (`Tests/Fixtures`: the real-device recordings with their
    /// licence and attribution, the hand-made touchpads).
    package static let fixtures = url("Tests/Fixtures")
}
