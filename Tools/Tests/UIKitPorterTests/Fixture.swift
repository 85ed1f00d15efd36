import Foundation
import UIKitPorter

/// The test fixtures (Tests/UIKitPorterTests/Fixtures) and the golden outputs compiled by the
/// PortedExamples target (Sources/PortedExamples) or, for XCTest tests, compiled and run by the
/// PortedExampleTests target (Tests/PortedExampleTests), read from the source tree.
enum Fixture {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = testsDirectory.appendingPathComponent("Fixtures")
    static let portedExamples = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/PortedExamples")
    static let portedExampleTests = testsDirectory.deletingLastPathComponent()
        .appendingPathComponent("PortedExampleTests")

    /// The golden output of the fixture `name`: in PortedExamples, or in PortedExampleTests for a test file.
    static func golden(_ name: String) throws -> String {
        let example = portedExamples.appendingPathComponent(name)
        let exists = FileManager.default.fileExists(atPath: example.path)
        return try text(exists ? example : portedExampleTests.appendingPathComponent(name))
    }

    static func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// The fixture `name`, ported as the command would port it given the bare file name.
    static func port(_ name: String) throws -> PortResult {
        UIKitPorter.port(source: try text(fixtures.appendingPathComponent(name)), file: name)
    }

    /// The expected report lines of `name` (`name.report.txt`, as `responder-port` prints them).
    static func report(_ name: String) throws -> [String] {
        let base = (name as NSString).deletingPathExtension
        return try text(fixtures.appendingPathComponent("\(base).report.txt")).split(separator: "\n").map(String.init)
    }
}
