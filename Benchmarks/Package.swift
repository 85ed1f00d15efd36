// swift-tools-version: 6.1
// The benchmarks live in their own package so that `swift build` of ResponderKit itself does not
// fetch or compile the benchmark harness. Run them with `swift package --package-path Benchmarks benchmark`.
import PackageDescription

/// Every benchmark suite is an executable target under `Benchmarks/<Name>/`, the layout the
/// ordo-one benchmark plugin discovers.
func suite(_ name: String, _ products: [String], extra: [Target.Dependency] = []) -> Target {
    .executableTarget(
        name: name,
        dependencies: [.product(name: "Benchmark", package: "benchmark")]
            + products.map { .product(name: $0, package: "ResponderKit") }
            + ["BenchmarkScenes"] + extra,
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "ResponderKitBenchmarks",
    dependencies: [
        .package(name: "ResponderKit", path: ".."),
        // Only the malloc interposer trait: the default traits also pull in the ARC runtime
        // interposer, whose metrics crash on Linux and which the package mirror does not carry.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // The interposer the harness counts mallocs with, used directly by the plain zero-allocation check.
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.5.0"),
        // Only for the Codecs suite: the YAML library the hand-written libinput-record reader is measured against.
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    ],
    targets: [
        // The scenes and baselines shared by the suites (built once, outside the measured code).
        .target(
            name: "BenchmarkScenes",
            dependencies: [
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderKitInput", package: "ResponderKit"),
                .product(name: "ResponderKitReplay", package: "ResponderKit"),
                .product(name: "Cassowary", package: "ResponderKit"),
            ],
            path: "Sources/BenchmarkScenes"),
        // libevemu, the C reference the evemu decoding is measured against (Debian's libevemu-dev; see
        // README.md). Only this benchmark package links it: ResponderKit itself does not depend on it.
        .target(
            name: "CEvemuBaseline", path: "Sources/CEvemuBaseline",
            linkerSettings: [.linkedLibrary("evemu")]),
        // kiwi, the C++ Cassowary solver of kiwisolver (vendored header-only, with its licence and attribution),
        // the reference the Cassowary solver is measured against (docs/performance.md, "The Cassowary solver").
        .target(name: "CKiwiBaseline", path: "Sources/CKiwiBaseline", exclude: ["LICENSE", "ATTRIBUTION.md"]),
        // The Cassowary solver against kiwi on the same generated systems, in one run (see its main.swift).
        .executableTarget(
            name: "layout-solver-benchmark",
            dependencies: ["BenchmarkScenes", "CKiwiBaseline", .product(name: "Cassowary", package: "ResponderKit")],
            path: "Sources/layout-solver-benchmark"),
        // A layout pass of the realistic screen placed by constraints against the same screen framed by hand
        // (docs/performance.md, "Auto Layout in the layout pass"; see its main.swift).
        .executableTarget(
            name: "layout-pass-benchmark", dependencies: ["BenchmarkScenes"], path: "Sources/layout-pass-benchmark"),
        suite("HitTesting", ["ResponderKit"]),
        suite("TouchDispatch", ["ResponderKit"]),
        suite("Replay", ["ResponderKit", "ResponderKitInput", "ResponderKitReplay"]),
        // Decoding recordings: the evemu reader against libevemu on the same file, and the evtest and
        // libinput record readers per event against the evemu reader (docs/performance.md, "Decoding at
        // libevemu's speed").
        suite("Decoding", ["ResponderKitInput"], extra: ["CEvemuBaseline"]),
        // The hand-written JSON, YAML and property-list readers against Foundation and Yams
        // (docs/performance.md, "Codecs").
        suite(
            "Codecs", ["ResponderKit", "ResponderKitInput", "ResponderKitReplay"],
            extra: [.product(name: "Yams", package: "Yams")]),
        // The steady-state zero-allocation check without the harness (see its main.swift).
        .executableTarget(
            name: "zero-alloc-check",
            dependencies: [
                "BenchmarkScenes", .product(name: "Cassowary", package: "ResponderKit"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ],
            path: "Sources/zero-alloc-check"),
        // Runs one dispatch phase many times for callgrind's instruction counts (see its main.swift).
        .executableTarget(
            name: "dispatch-profile", dependencies: ["BenchmarkScenes"], path: "Sources/dispatch-profile"),
    ],
    swiftLanguageModes: [.v6]
)
