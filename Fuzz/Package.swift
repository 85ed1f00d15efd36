// swift-tools-version: 6.1
// libFuzzer targets for every ResponderKit decoder (docs/fuzzing.md). Separate from the main package so
// that a normal `swift build` there is unaffected. Build each product with `--sanitize=fuzzer`, which links
// libFuzzer's `main`; without it the executables build but do nothing.
import PackageDescription

let targets: [(name: String, dependencies: [String])] = [
    ("fuzz-evemu", ["ResponderKitInput"]),
    ("fuzz-evtest", ["ResponderKitInput"]),
    ("fuzz-libinput", ["ResponderKitInput"]),
    ("fuzz-trace", ["ResponderKitInput"]),
    ("fuzz-evdev", ["ResponderKitInput"]),
    ("fuzz-ipc", ["ResponderKitRouter"]),
    ("fuzz-inspector", ["ResponderKitInspector"]),
]

let package = Package(
    name: "ResponderKitFuzz",
    products: targets.map { .executable(name: $0.name, targets: [$0.name]) },
    dependencies: [.package(name: "ResponderKit", path: "..")],
    targets: targets.map { target in
        .executableTarget(
            name: target.name,
            dependencies: ["FuzzSupport"] + target.dependencies.map { .product(name: $0, package: "ResponderKit") },
            path: "Sources/\(target.name)"
        )
    } + [
        // What the targets share: the recording checks (three formats, one harness) and failure reporting.
        .target(name: "FuzzSupport", dependencies: [.product(name: "ResponderKitInput", package: "ResponderKit")])
    ],
    swiftLanguageModes: [.v6]
)
