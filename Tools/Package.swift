// swift-tools-version: 6.1
// The porting tools live in their own package so that the main package's `swift build` and
// `swift test` never build swift-syntax (docs/porting.md).
import PackageDescription

let package = Package(
    name: "ResponderKitTools",
    products: [
        .library(name: "UIKitPorter", targets: ["UIKitPorter"]),
        .executable(name: "responder-port", targets: ["responder-port"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The main package, so that the ported examples are compiled against ResponderKit.
        .package(name: "ResponderKit", path: ".."),
    ],
    targets: [
        // The rewriting rules: UIKit event-handling source in, ResponderKit source and a report out.
        .target(
            name: "UIKitPorter",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "responder-port",
            dependencies: [
                "UIKitPorter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The porter's expected outputs (golden files), compiled against ResponderKit: building this
        // target proves that ported code compiles.
        .target(
            name: "PortedExamples",
            dependencies: [.product(name: "ResponderKit", package: "ResponderKit")]
        ),
        // The porter's expected outputs that are XCTest tests written for iOS with lyft/Hammer (golden
        // files too), compiled against ResponderKit and ResponderKitHammer and run: ported tests pass.
        .testTarget(
            name: "PortedExampleTests",
            dependencies: [
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderKitHammer", package: "ResponderKit"),
            ]
        ),
        .testTarget(
            name: "UIKitPorterTests",
            dependencies: ["UIKitPorter"],
            // Read through #filePath: inputs of the porter, not sources of the tests.
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
