import Foundation
import ResponderKitTestSupport
import Testing

// docs/decisions.md, "The inspector's page as files": the build tool behind the
// InspectorPageEmbedding plugin, run as the plugin runs it. The served page is checked byte for byte in
// InspectorPageFilesTests; these cover what the page does not contain today.
@Suite("Inspector: the page embedder tool")
struct InspectorPageEmbedderTests {
    private struct Run: Sendable {
        var status: Int32
        var errorOutput: String
        var written: String?
    }

    /// Runs `inspector-page-embedder OUTPUT name=FILE` on `bytes` in a fresh directory.
    private static func embed(_ bytes: [UInt8], name: String) async throws -> Run {
        let tool = try CLIProcess.executable().deletingLastPathComponent().appendingPathComponent(
            "inspector-page-embedder")
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = directory + "/\(name).txt", output = directory + "/out.swift"
        try Data(bytes).write(to: URL(fileURLWithPath: input))
        return try await onThread {
            let process = Process()
            let errors = Pipe()
            process.executableURL = tool
            process.arguments = [output, "\(name)=\(input)"]
            process.standardError = errors
            try process.run()
            let message = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Run(
                status: process.terminationStatus,
                errorOutput: String(decoding: message, as: UTF8.self).replacingOccurrences(of: input, with: "INPUT"),
                written: try? String(contentsOfFile: output, encoding: .utf8))
        }
    }

    @Test(
        "Quotes, backslashes, interpolation and raw-string look-alikes, CR LF, a trailing space, a tab, control characters and non-ASCII become an escaped literal"
    )
    func escapesEverythingALiteralWouldChange() async throws {
        let text =
            "a \"quote\" \\ back\\slash \"\"\" \\(x) \\#(y) #\"raw\"#\r\nline with trailing space \nand tab\t\n\u{1}ctl\u{7F} é → 🙂\n\n"
        let run = try await Self.embed(Array(text.utf8), name: "tricky")
        #expect(run.status == 0, "\(run.errorOutput)")
        // This literal, compiled, is exactly `text` (checked with swiftc when the tool was written).
        let literal = ##"""
                /// The text of `tricky.txt` (101 bytes).
                static let tricky = """
            a \"quote\" \\ back\\slash \"\"\" \\(x) \\#(y) #\"raw\"#\r
            line with trailing space\u{20}
            and tab\t
            \u{1}ctl\u{7F} é → 🙂


            """
            """##
        #expect(
            run.written?.contains("enum InspectorPageFiles {\n" + literal + "\n}\n") == true,
            "\(run.written ?? "nothing written")")
    }

    @Test(
        "A file that is not UTF-8 stops the build: exit status 1, the file and the byte offset named, nothing written")
    func refusesInvalidUTF8() async throws {
        let run = try await Self.embed([0x6F, 0x6B, 0xC3, 0x28, 0x62], name: "bad")
        #expect(run.status == 1)
        #expect(
            run.errorOutput
                == "inspector-page-embedder: error: INPUT: byte offset 2: expected UTF-8 text, found the byte 0xC3\n")
        #expect(run.written == nil)
    }
}
