// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ResponderKit",
    products: [
        .library(name: "ResponderKit", targets: ["ResponderKit"]),
        .library(name: "ResponderKitTesting", targets: ["ResponderKitTesting"]),
        .library(name: "ResponderKitHammer", targets: ["ResponderKitHammer"]),
        .library(name: "ResponderKitInput", targets: ["ResponderKitInput"]),
        .library(name: "ResponderKitReplay", targets: ["ResponderKitReplay"]),
        .library(name: "ResponderKitRouter", targets: ["ResponderKitRouter"]),
        .library(name: "ResponderKitInspector", targets: ["ResponderKitInspector"]),
        .library(name: "ResponderKitDemoScenes", targets: ["ResponderKitDemoScenes"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .executable(name: "responder", targets: ["responder"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Property-based tests only (Tests/ResponderKitTests/Properties).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Documentation only: `swift package generate-documentation` (docs/decisions.md, "Documentation for
        // every library product"). A command plugin: its tools build only when that command runs;
        // `swift build` merely compiles its two plugin scripts, once per build folder.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The inspector's HTTP and WebSocket server only (docs/decisions.md, "The inspector's server is
        // SwiftNIO"); the core and the other libraries depend on nothing.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .target(name: "ResponderKit", dependencies: ["Cassowary"]),
        // The Cassowary constraint solver Auto Layout is built on: kiwi's algorithm, incremental constants,
        // standard library only (docs/decisions.md, "Layout: our own Cassowary solver").
        .target(name: "Cassowary"),
        .target(name: "ResponderKitTesting", dependencies: ["ResponderKit"]),
        // lyft/Hammer's EventGenerator API on the virtual clock (docs/testing-ios-tests.md).
        .target(name: "ResponderKitHammer", dependencies: ["ResponderKit", "ResponderKitTesting"]),
        // Input sources: Linux evdev devices, the multi-touch protocol, recordings (spec linux-input.md).
        .target(name: "ResponderKitInput", dependencies: ["ResponderKit"]),
        // Replaying recordings through the system router into a standard gesture scene: reports, explanations, SVG (docs/cli.md).
        .target(name: "ResponderKitReplay", dependencies: ["ResponderKit", "ResponderKitInput", "ResponderKitRouter"]),
        // The system side of the pipeline (spec 9): the router and its IPC protocol (docs/ipc-protocol.md).
        .target(name: "ResponderKitRouter", dependencies: ["ResponderKit"]),
        // The demo scenes and their view classes: one home for `responder demo` and the inspector (docs/decisions.md).
        .target(
            name: "ResponderKitDemoScenes",
            dependencies: ["ResponderKit", "ResponderKitExamples"]),
        // The web inspector: its HTTP and WebSocket server (bounded, on SwiftNIO) and its page (docs/inspector-protocol.md).
        .target(
            name: "ResponderKitInspector",
            dependencies: [
                "ResponderKit", "ResponderKitInput", "ResponderKitReplay", "ResponderKitRouter",
                "ResponderKitDemoScenes",
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOWebSocket", package: "swift-nio"),
                // InspectorWire runs the server's pipeline on an embedded channel (the fuzz target, tests).
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ],
            // The page's HTML, CSS and JavaScript: embedded as Swift strings by the plugin, not bundled.
            exclude: ["Page"],
            plugins: ["InspectorPageEmbedding"]),
        // Writes the inspector's page files into a Swift source at build time (Plugins/InspectorPageEmbedding).
        .executableTarget(name: "inspector-page-embedder"),
        .plugin(name: "InspectorPageEmbedding", capability: .buildTool(), dependencies: ["inspector-page-embedder"]),
        // A tiny application process for the router's real-process tests.
        .executableTarget(name: "router-test-app", dependencies: ["ResponderKit", "ResponderKitRouter"]),
        // Example code users can read and copy (a custom gesture recognizer); the demo and tests use it.
        .target(name: "ResponderKitExamples", dependencies: ["ResponderKit"]),
        .executableTarget(
            name: "responder",
            dependencies: [
                "ResponderKit",
                "ResponderKitTesting",
                "ResponderKitExamples",
                "ResponderKitInput",
                "ResponderKitReplay",
                "ResponderKitRouter",
                "ResponderKitInspector",
                "ResponderKitDemoScenes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The tests: one target per module, each in Tests/<Target>/ with the folders of its module's sources
        // (docs/decisions.md, "Tests mirror the sources"). The helpers several of them share live in
        // non-product support targets, one per module they drive; the recordings in Tests/Fixtures, read
        // through #filePath (RepositoryPaths), not bundled.
        .target(
            name: "ResponderKitTestSupport", dependencies: ["ResponderKit", "ResponderKitTesting"],
            path: "Tests/ResponderKitTestSupport"),
        .target(
            name: "ResponderKitInputTestSupport",
            dependencies: ["ResponderKit", "ResponderKitInput", "ResponderKitTestSupport"],
            path: "Tests/ResponderKitInputTestSupport"),
        .target(
            name: "ResponderKitRouterTestSupport",
            dependencies: ["ResponderKit", "ResponderKitRouter", "ResponderKitTestSupport"],
            path: "Tests/ResponderKitRouterTestSupport"),
        .testTarget(
            name: "ResponderKitTests",
            dependencies: [
                "ResponderKit", "ResponderKitTesting", "ResponderKitTestSupport",
                // A custom recognizer for the explanation names (Gestures/ExplanationNameTests).
                "ResponderKitExamples",
                // Property-based tests only (Properties/).
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(name: "ResponderKitTestingTests", dependencies: ["ResponderKitTesting"]),
        .testTarget(name: "ResponderKitHammerTests", dependencies: ["ResponderKitHammer"]),
        // lyft/Hammer's own tests, changed only by `responder port` (Swift 5, as their authors wrote them;
        // README, "Tests written for iOS").
        .testTarget(
            name: "HammerTests", dependencies: ["ResponderKitHammer"], exclude: ["LICENSE", "NOTICE"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The solver's operations, the classic examples, and kiwisolver's answers (Fixtures/kiwi-oracle).
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "ResponderKitTestSupport"]),
        .testTarget(
            name: "ResponderKitExamplesTests",
            dependencies: ["ResponderKit", "ResponderKitTesting", "ResponderKitExamples"]),
        .testTarget(
            name: "ResponderKitDemoScenesTests",
            dependencies: ["ResponderKit", "ResponderKitTesting", "ResponderKitDemoScenes"]),
        .testTarget(
            name: "ResponderKitInputTests",
            dependencies: [
                "ResponderKit", "ResponderKitTesting", "ResponderKitInput", "ResponderKitTestSupport",
                "ResponderKitInputTestSupport",
                // The package's one seeded generator (SeededRandomNumberGenerator), for the robustness tests.
                "ResponderKitReplay",
            ]),
        .testTarget(
            name: "ResponderKitRouterTests",
            dependencies: [
                "ResponderKit", "ResponderKitTesting", "ResponderKitRouter", "ResponderKitTestSupport",
                "ResponderKitRouterTestSupport",
                // The package's one seeded generator (SeededRandomNumberGenerator), for the protocol's robustness test.
                "ResponderKitReplay",
            ]),
        .testTarget(
            name: "ResponderKitReplayTests",
            dependencies: [
                "ResponderKit", "ResponderKitTesting", "ResponderKitInput", "ResponderKitRouter", "ResponderKitReplay",
                "ResponderKitTestSupport", "ResponderKitInputTestSupport",
            ]),
        .testTarget(
            name: "ResponderKitInspectorTests",
            dependencies: [
                "ResponderKit", "ResponderKitInput", "ResponderKitReplay", "ResponderKitInspector",
                "ResponderKitTestSupport",
                // Channels for the server's connection registry (Server/ConnectionRegistryTests).
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOEmbedded", package: "swift-nio"),
            ]),
        .testTarget(
            name: "responderTests",
            dependencies: [
                "ResponderKit", "ResponderKitInput", "ResponderKitReplay", "ResponderKitRouter",
                "ResponderKitInspector", "ResponderKitTestSupport", "ResponderKitInputTestSupport",
                "ResponderKitRouterTestSupport",
                // The command-line tool: run as a binary, and two of its types (the `devices` listing, the
                // progress line) through `@testable import responder`.
                "responder",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
