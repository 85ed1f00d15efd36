import Foundation
import ResponderKitTestSupport
import Testing

// `responder replay` on files that start with a byte-order mark or end their lines in a lone carriage
// return (docs/cli.md, "Bad input and errors"; docs/trace-format.md, 3.2): the mark is skipped in every
// format; lone carriage returns are line breaks in a libinput record and a located error naming them
// in evemu and trace files, never an error that does not say why.

@Suite("responder replay: byte-order marks and lone carriage returns (docs/trace-format.md, 3.2)")
struct ReplayLineEndingsCLITests {
    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    static let trace = """
        {"format":"responderkit-trace","version":1,"screen":{"width":390.0,"height":844.0}}
        {"event":"digitizer","timestamp":0.1,"contacts":[{"id":1,"x":100.0,"y":200.0}]}
        {"event":"digitizer","timestamp":0.15,"contacts":[{"id":1,"x":100.0,"y":200.0,"state":"lifted"}]}

        """

    static func write(_ bytes: [UInt8], named name: String, in directory: String) throws -> String {
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func oldMac(_ text: String) -> [UInt8] { Array(text.replacingOccurrences(of: "\n", with: "\r").utf8) }

    @Test("docs/trace-format.md 3.2: an evemu file and a trace starting with a byte-order mark replay as without it")
    func byteOrderMark() throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (text, name) in [(ResponderInputOutputCLITests.recording, "tap.evemu"), (Self.trace, "tap.jsonl")] {
            let plain = try CLIRun.run(["replay", try Self.write(Array(text.utf8), named: name, in: directory)])
            let marked = try CLIRun.run([
                "replay", try Self.write(Self.bom + Array(text.utf8), named: "bom-" + name, in: directory),
            ])
            #expect(plain.status == 0 && marked.status == 0, "\(marked.errors)")
            #expect(marked.text.contains("tap recognized at"), "\(marked.text)")
            let gestures = { (run: CLIRun) in run.text.split(separator: "\n").filter { $0.contains("recognized at") } }
            #expect(gestures(marked) == gestures(plain))
        }
    }

    @Test(
        "docs/trace-format.md 3.2: evemu and trace lines ending in a lone carriage return are refused with the place and the reason"
    )
    func loneCarriageReturns() throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let evemu = try Self.write(
            Self.oldMac(ResponderInputOutputCLITests.recording), named: "mac.evemu", in: directory)
        let run = try CLIRun.run(["replay", evemu])
        #expect(run.status == 1 && run.output.isEmpty)
        #expect(
            run.errors
                == "Error: \(evemu):1:12: expected lines ending in \"\\n\" or \"\\r\\n\", found a carriage return \"\\r\" "
                + "alone (old Mac line endings: convert them with tr '\\r' '\\n')\n")
        let trace = try Self.write(Self.oldMac(Self.trace), named: "mac.jsonl", in: directory)
        let traceRun = try CLIRun.run(["replay", trace])
        #expect(traceRun.status == 1)
        #expect(traceRun.errors.hasPrefix("Error: \(trace):1:84: expected lines ending in"), "\(traceRun.errors)")
        // --lenient reads past it and says why.
        let lenient = try CLIRun.run(["replay", evemu, "--lenient"])
        #expect(lenient.errors.contains("lines ending in a lone carriage return"), "\(lenient.errors)")
    }
}
