import Foundation
import Testing

/// The `responder-port` command as a user runs it (docs/porting.md, "Report and exit status"): modes, exit
/// codes, untouched files on syntax errors, errno reasons for unreadable paths.
@Suite("responder-port command")
struct CommandTests {
    /// Runs the built `responder-port` (next to the test bundle; `swift test` builds every product).
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting, so that a full pipe cannot block the child.
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let reported = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: printed, as: UTF8.self),
            String(decoding: reported, as: UTF8.self)
        )
    }

    private func executable() throws -> URL {
        let directories = [
            URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL,
        ]
        for directory in directories {
            let candidate = directory.appendingPathComponent("responder-port")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw CocoaError(
            .fileNoSuchFile, userInfo: [NSFilePathErrorKey: directories.map(\.path).joined(separator: ", ")])
    }

    /// A fresh directory with copies of the fixtures `names`.
    private func workspace(_ names: [String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "responder-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in names {
            try FileManager.default.copyItem(
                at: Fixture.fixtures.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        return directory
    }

    @Test("Default mode prints the ported source, reports on standard error and exits 0 when all is translated")
    func printsPortedSource() throws {
        let directory = try workspace(["CopyableLabel.swift"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("CopyableLabel.swift").path
        let result = try run([path])
        #expect(result.status == 0)
        #expect(
            result.output == (try Fixture.text(Fixture.portedExamples.appendingPathComponent("CopyableLabel.swift"))))
        let reportLines = try Fixture.report("CopyableLabel.swift").map {
            path.replacingOccurrences(of: "CopyableLabel.swift", with: "") + $0
        }
        #expect(
            result.errors == (reportLines + ["responder-port: 1 file, 6 changes, 0 untranslatable"]).joined(
                separator: "\n") + "\n")
    }

    @Test("--in-place rewrites translatable files, leaves a file that does not parse byte for byte, and exits 2")
    func inPlace() throws {
        let names = ["VolumeViewController.swift", "Unparsable.swift"]
        let directory = try workspace(names)
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = names.map { directory.appendingPathComponent($0).path }
        let result = try run(paths + ["--in-place"])
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(
            try Fixture.text(URL(fileURLWithPath: paths[0]))
                == (try Fixture.text(Fixture.portedExamples.appendingPathComponent("VolumeViewController.swift"))))
        #expect(
            try Fixture.text(URL(fileURLWithPath: paths[1]))
                == (try Fixture.text(Fixture.fixtures.appendingPathComponent("Unparsable.swift"))))
        #expect(
            result.errors.contains(
                "\(paths[1]):6:88: error: syntax error: expected ')' to end function call; file left untouched\n"))
        #expect(
            result.errors.hasSuffix(
                "responder-port: 2 files, 7 changes, 0 untranslatable, some files not ported (see above)\n"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == names.sorted(),
            "no temporary file is left")
    }

    @Test("--diff prints a unified diff; untranslatable constructs make the exit status 1")
    func diffAndUntranslatable() throws {
        let directory = try workspace(["Untranslatable.swift"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Untranslatable.swift").path
        let result = try run(["--diff", path])
        #expect(result.status == 1)
        #expect(
            result.output == """
                --- a/\(path)
                +++ b/\(path)
                @@ -1,4 +1,4 @@
                -import UIKit
                +import ResponderKit
                 
                 @objc protocol ColorPickerDelegate {
                     func colorPicker(_ picker: ColorPicker, didPick color: UIColor)
                @@ -7,7 +7,7 @@
                 
                 class ColorPicker: UIView {
                     weak var delegate: ColorPickerDelegate?
                -    @objc dynamic var selectedIndex = 0
                +    dynamic var selectedIndex = 0
                 
                     func cancel() {
                         if let delegate = delegate as? NSObject, delegate.responds(to: #selector(ColorPickerDelegate.colorPickerDidCancel(_:))) {

                """)
        #expect(result.errors.hasSuffix("responder-port: 1 file, 2 changes, 6 untranslatable\n"))
    }

    @Test("An unreadable path exits 2 with the system's reason; usage errors exit 2")
    func badInput() throws {
        let missing = try run(["/nonexistent/Missing.swift"])
        #expect(missing.status == 2)
        #expect(
            missing.errors.hasPrefix(
                "responder-port: cannot read /nonexistent/Missing.swift: No such file or directory (errno 2)\n"))
        let directory = try run(["/"])
        #expect(directory.status == 2)
        #expect(directory.errors.hasPrefix("responder-port: cannot read /: Is a directory (errno 21)\n"))
        let both = try run(["--in-place", "--diff", "/nonexistent/Missing.swift"])
        #expect(both.status == 2)
        #expect(both.errors.hasPrefix("Error: --in-place and --diff cannot be used together.\n"))
        let none = try run([])
        #expect(none.status == 2)
    }
}
