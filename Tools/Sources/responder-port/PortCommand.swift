import ArgumentParser
import Foundation
import UIKitPorter

/// `responder-port FILE... [--in-place | --diff]`: rewrites UIKit event-handling sources into
/// ResponderKit sources (docs/porting.md).
///
/// Exit status: 0 when everything was translated; 1 when some construct could not be translated (each
/// is reported); 2 on a usage error, an unreadable or unwritable file, or a file that does not parse
/// (reported with its syntax errors and left untouched).
@main
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "responder-port",
        abstract: "Rewrite UIKit event-handling Swift sources into ResponderKit sources.",
        discussion: """
            Rewrites `import UIKit`, removes `import UIKit.UIGestureRecognizerSubclass`, turns `#selector(...)` \
            into `Selector("name:", Type.method(_:))`, and removes `@objc` and the Interface Builder attributes. \
            Every change is reported on standard error as file:line:column; constructs that need the \
            Objective-C runtime are reported as untranslatable and left as they are.

            Exit status: 0 all translated; 1 some constructs could not be translated (reported); \
            2 usage error, unreadable or unwritable file, or a file that does not parse (left untouched).
            """
    )

    @Argument(help: "The Swift files to port.")
    var files: [String]

    @Flag(help: "Rewrite the files in place instead of printing them.")
    var inPlace = false

    @Flag(help: "Print a unified diff instead of the rewritten sources.")
    var diff = false

    func validate() throws {
        if inPlace && diff { throw ValidationError("--in-place and --diff cannot be used together.") }
        if files.isEmpty { throw ValidationError("Expected at least one FILE.") }
    }

    /// Usage errors exit with 2 (the documented status), not ArgumentParser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            if let port = command as? PortCommand { Foundation.exit(port.port()) }
            try command.run()  // help
        } catch {
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }

    func run() throws {
        throw ExitCode(port())
    }

    /// Ports every file; the exit status.
    func port() -> Int32 {
        var standardError = StandardError()
        var failed = false
        var untranslated = false
        var changes = 0
        var untranslatable = 0
        for file in files {
            let source: String
            do {
                source = try SourceFileIO.read(file)
            } catch {
                print("responder-port: \(error)", to: &standardError)
                failed = true
                continue
            }
            let result = UIKitPorter.port(source: source, file: file)
            for finding in result.findings { print(finding, to: &standardError) }
            changes += result.findings.count { $0.kind == .changed }
            untranslatable += result.findings.count { $0.kind == .untranslatable }
            guard let output = result.output else {
                failed = true
                continue
            }
            untranslated = untranslated || result.hasUntranslatable
            if inPlace {
                guard output != source else { continue }
                do {
                    try SourceFileIO.write(output, to: file)
                } catch {
                    print("responder-port: \(error)", to: &standardError)
                    failed = true
                }
            } else if diff {
                print(
                    UnifiedDiff.of(old: source, new: output, oldName: "a/\(file)", newName: "b/\(file)"), terminator: ""
                )
            } else {
                if files.count > 1 { print("// ==> \(file) <==") }
                print(output, terminator: "")
            }
        }
        print(
            "responder-port: \(files.count) file\(files.count == 1 ? "" : "s"), \(changes) change\(changes == 1 ? "" : "s"), "
                + "\(untranslatable) untranslatable\(failed ? ", some files not ported (see above)" : "")",
            to: &standardError)
        return failed ? 2 : untranslated ? 1 : 0
    }
}

/// Standard error as a text output stream, for reports.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
