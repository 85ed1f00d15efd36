import Foundation
import Testing
import UIKitPorter

/// The porter on real-looking UIKit files (docs/porting.md, "How the porter is tested"): the output equals,
/// byte for byte, the files of the PortedExamples target, which the package compiles against ResponderKit
/// (or, for an XCTest test, of the PortedExampleTests target, which `swift test` also runs); the report
/// lists every change with file:line:column.
@Suite("Porting UIKit files (golden files)")
struct GoldenFileTests {
    @Test(
        "Ported output equals the compiled PortedExamples file, and the report is exact",
        arguments: [
            "PhotoViewController.swift",  // tap, double tap requiring failure, pan with delegate, pinch, long press
            "CheckmarkGestureRecognizer.swift",  // a custom recognizer with the subclass import
            "VolumeViewController.swift",  // control target-action, (_:forEvent:), @IBAction, @IBOutlet
            "CopyableLabel.swift",  // canPerformAction with #selector(copy(_:)), edit menu item, motion
            "BannerViewController.swift",  // Timer and DispatchQueue.main beside import Foundation
            "HammerBannerTests.swift",  // an XCTest test with lyft/Hammer, Timer, associated objects
        ])
    func portsToCompiledExample(name: String) throws {
        let result = try Fixture.port(name)
        #expect(result.output == (try Fixture.golden(name)))
        #expect(result.findings.map(\.description) == (try Fixture.report(name)))
        #expect(!result.hasUntranslatable)
    }

    @Test(
        "Porting is idempotent: ported files have nothing left to change",
        arguments: [
            "PhotoViewController.swift", "CheckmarkGestureRecognizer.swift", "VolumeViewController.swift",
            "CopyableLabel.swift", "BannerViewController.swift", "HammerBannerTests.swift",
        ])
    func portedFilesAreFixedPoints(name: String) throws {
        let ported = try Fixture.golden(name)
        let result = UIKitPorter.port(source: ported, file: name)
        #expect(result.output == ported)
        // Nothing is reported but the notes on what is kept on purpose (associated objects), which repeat.
        #expect(result.findings.allSatisfy { $0.kind == .note && $0.message.hasPrefix("kept objc_") })
    }

    @Test("Constructs that need the Objective-C runtime are reported and left unchanged")
    func untranslatableConstructs() throws {
        let result = try Fixture.port("Untranslatable.swift")
        #expect(
            result.output
                == (try Fixture.text(Fixture.fixtures.appendingPathComponent("Untranslatable.expected.swift"))))
        #expect(result.findings.map(\.description) == (try Fixture.report("Untranslatable.swift")))
        #expect(result.hasUntranslatable)
        let output = try #require(result.output)
        for construct in [
            "@objc protocol ColorPickerDelegate", "@objc optional func colorPickerDidCancel",
            "responds(to: #selector(ColorPickerDelegate.colorPickerDidCancel(_:)))",
            "perform(#selector(ColorPickerDelegate.colorPickerDidCancel(_:)), with: self)",
            "#selector(getter: UIView.frame)", "#keyPath(ColorPicker.selectedIndex)",
            "NSSelectorFromString(\"cancel\")",
        ] {
            #expect(output.contains(construct), "\(construct) should be left as is")
        }
    }

    @Test("A file that does not parse is reported with the parser's errors at file:line:column and not rewritten")
    func unparsableFile() throws {
        let result = try Fixture.port("Unparsable.swift")
        #expect(result.output == nil)
        #expect(result.hasSyntaxErrors)
        #expect(result.findings.map(\.description) == (try Fixture.report("Unparsable.swift")))
        #expect(result.findings.allSatisfy { $0.kind == .error })
    }
}

/// Outside input never crashes the porter, and nothing is lost silently (project standards): every
/// truncation of a real file either ports or reports syntax errors, each at a line and column of the file.
@Suite("Porting damaged files")
struct DamagedFileTests {
    @Test("Every truncation of a fixture ports, or reports its syntax errors without rewriting")
    func truncations() throws {
        let source = try Fixture.text(Fixture.fixtures.appendingPathComponent("PhotoViewController.swift"))
        let lineCount = source.split(separator: "\n", omittingEmptySubsequences: false).count
        for length in stride(from: 0, through: source.count, by: 23) {
            let result = UIKitPorter.port(source: String(source.prefix(length)), file: "F.swift")
            if result.hasSyntaxErrors {
                #expect(!result.findings.isEmpty && result.findings.allSatisfy { $0.kind == .error })
            }
            #expect(result.findings.allSatisfy { (1...lineCount).contains($0.line) && $0.column >= 1 })
        }
    }
}
