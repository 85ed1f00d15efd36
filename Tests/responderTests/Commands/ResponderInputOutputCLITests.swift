import Foundation
import ResponderKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// The real `responder` binary reading recordings from files, pipes and standard input, and writing to a
// full device (docs/cli.md, "Bad input and errors"). Each run is
// bounded (10 s) and its output goes to files in a temporary directory, removed afterwards.

/// One finished run of `responder`: its status and what it printed.
struct CLIRun {
    var status: Int32
    var output: [UInt8]
    var errors: String
    var text: String { String(decoding: output, as: UTF8.self) }

    /// Runs `responder` with `arguments`; standard input is `input` (a file's bytes through a pipe) or
    /// nothing; standard output goes to `outputPath` when given (`/dev/full`), else it is collected.
    static func run(_ arguments: [String], input: [UInt8]? = nil, outputPath: String? = nil) throws -> CLIRun {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outPath = outputPath ?? directory + "/out", errPath = directory + "/err"
        if outputPath == nil { _ = FileManager.default.createFile(atPath: outPath, contents: nil) }
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let process = Process()
        process.executableURL = try CLIProcess.executable()
        process.arguments = arguments
        process.standardOutput = FileHandle(forWritingAtPath: outPath)
        process.standardError = FileHandle(forWritingAtPath: errPath)
        let pipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : pipe
        try process.run()
        if let input {
            // The test's files are small: one write fits the pipe, or the child reads as it goes.
            try pipe.fileHandleForWriting.write(contentsOf: Data(input))
            try pipe.fileHandleForWriting.close()
        }
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            _ = kill(process.processIdentifier, SIGKILL); Issue.record("responder \(arguments) did not finish in 10 s")
        }
        process.waitUntilExit()
        let output = outputPath == nil ? Array(FileManager.default.contents(atPath: outPath) ?? Data()) : []
        let errors = String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self)
        return CLIRun(status: process.terminationStatus, output: output, errors: errors)
    }
}

@Suite(
    "responder replay: pipes, standard input, unreadable files, a full output and hostile names (docs/cli.md, Bad input and errors)"
)
struct ResponderInputOutputCLITests {
    /// A one-tap recording whose device name holds a clear-screen escape, an OSC title change, a bell and
    /// a carriage return.
    static let hostileName = "Evil\u{1b}[2J\u{1b}]0;owned\u{7}\rPanel"
    static let recording = """
        # EVEMU 1.3
        N: \(hostileName)
        I: 0003 0001 0002 0003
        P: 02 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 03 00 00 00 00 00 80 60 02
        A: 2f 0 9 0 0 0
        A: 35 0 1023 0 0 0
        A: 36 0 767 0 0 0
        A: 39 0 65535 0 0 0
        E: 0.000001 0003 0039 1
        E: 0.000001 0003 0035 500
        E: 0.000001 0003 0036 400
        E: 0.000001 0000 0000 0
        E: 0.050000 0003 0039 -1
        E: 0.050000 0000 0000 0

        """

    static func file(_ text: String, named name: String, in directory: String) throws -> String {
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Bytes a terminal acts on: C0 controls other than the line feed, DEL, and the C1 CSI.
    static func controlBytes(_ bytes: [UInt8]) -> [UInt8] {
        bytes.filter { ($0 < 0x20 && $0 != 0x0a) || $0 == 0x7f }
    }

    @Test("docs/cli.md (terminal safety): a device name's escape sequences are printed escaped, never raw")
    func escapedDeviceName() throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try Self.file(Self.recording, named: "evil.evemu", in: directory)
        let run = try CLIRun.run(["replay", path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(Self.controlBytes(run.output).isEmpty)
        #expect(run.text.contains("  device:  Evil\\u001b[2J\\u001b]0;owned\\u0007\\rPanel ("), "\(run.text)")
        #expect(run.text.contains("tap recognized at"), "\(run.text)")
        // An error quoting a file name from outside is escaped too.
        let hostilePath = directory + "/no\u{1b}[31mfile.evemu"
        let missing = try CLIRun.run(["explain", hostilePath])
        #expect(missing.status == 1)
        #expect(
            missing.errors == "Error: \(directory)/no\\u001b[31mfile.evemu: expected a readable file, found "
                + "\"No such file or directory\" (errno 2, opening it)\n")
    }

    @Test("docs/cli.md (input files): '-' reads standard input; a pipe through /dev/stdin works too")
    func standardInputAndPipes() throws {
        let bytes = Array(Self.recording.utf8)
        let dash = try CLIRun.run(["replay", "-"], input: bytes)
        #expect(dash.status == 0, "\(dash.errors)")
        #expect(dash.text.hasPrefix("Replay of <standard input> (evemu, 6 events)\n"), "\(dash.text)")
        #expect(dash.text.contains("tap recognized at"), "\(dash.text)")
        let devStdin = try CLIRun.run(["replay", "/dev/stdin", "--quiet"], input: bytes)
        #expect(
            devStdin.status == 0 && devStdin.text.hasPrefix("Replay of /dev/stdin (evemu, 6 events)\n"),
            "\(devStdin.errors)")
    }

    @Test("docs/cli.md (unreadable files): a file that cannot be read is an error saying why, with its errno")
    func unreadableFiles() throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let folder = try CLIRun.run(["replay", directory])
        #expect(folder.status == 1)
        #expect(
            folder.errors
                == "Error: \(directory): expected a recording file, found \"Is a directory\" (errno 21, reading it)\n")
        let path = try Self.file(Self.recording, named: "tap.evemu", in: directory)
        let notADirectory = try CLIRun.run(["replay", path + "/inside"])
        #expect(
            notADirectory.errors
                == "Error: \(path)/inside: expected a readable file, found \"Not a directory\" (errno 20, opening it)\n"
        )
        if geteuid() != 0 {  // root reads every file: the permission case needs another user
            chmod(path, 0)
            let denied = try CLIRun.run(["replay", path])
            #expect(
                denied.errors
                    == "Error: \(path): expected a readable file, found \"Permission denied\" (errno 13, opening it)\n")
        }
    }

    @Test("docs/cli.md (output errors): a write error on standard output (> /dev/full) exits non-zero and says why")
    func fullOutput() throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try Self.file(Self.recording, named: "tap.evemu", in: directory)
        for command in ["replay", "explain"] {
            let run = try CLIRun.run([command, path], outputPath: "/dev/full")
            #expect(run.status == 74, "\(command): \(run.errors)")
            #expect(
                run.errors
                    == "responder: cannot write standard output: No space left on device (errno 28); the output is incomplete\n"
            )
        }
    }

    @Test(
        "docs/cli.md (strict by default, --lenient): a strict replay stops at a bad recording with its place; --lenient replays it and counts the warnings by cause"
    )
    func lenientWarnings() throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let backwards = Self.recording.replacingOccurrences(
            of: "E: 0.050000 0000 0000 0", with: "E: 0.000000 0000 0000 0")
        let path = try Self.file(backwards, named: "back.evemu", in: directory)
        let strict = try CLIRun.run(["replay", path])
        #expect(strict.status == 1 && strict.output.isEmpty)
        #expect(
            strict.errors
                == "Error: \(path):16:4: field \"time\": expected a time at or after the previous event's 0.050000, "
                + "found 0.000000 (time goes backwards; kept in file order at the previous time)\n")
        let lenient = try CLIRun.run(["replay", path, "--lenient"])
        #expect(lenient.status == 0)
        #expect(
            lenient.errors.hasPrefix(
                "warning: 1 problem read past: 1 time going backwards\nwarning: \(path):16:4: field \"time\""),
            "\(lenient.errors)")
        #expect(lenient.text.contains("tap recognized at"), "\(lenient.text)")
    }

    @Test(
        "input behaviour 2.10: a strict replay reads past a time stepping back within the jitter tolerance and counts it as a warning"
    )
    func jitterWarning() throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let jitter = Self.recording.replacingOccurrences(
            of: "E: 0.050000 0000 0000 0", with: "E: 0.048000 0000 0000 0")
        let path = try Self.file(jitter, named: "jitter.evemu", in: directory)
        let strict = try CLIRun.run(["replay", path])
        #expect(strict.status == 0)
        #expect(
            strict.errors.hasPrefix(
                "warning: 1 problem read past: 1 small steps back in time (jitter)\nwarning: \(path):16:4: "
                    + "field \"time\": expected a time at or after the previous event's 0.050000, found 0.048000 "
                    + "(2000 µs earlier, within the 5000 µs jitter tolerance; read at the previous time)\n"),
            "\(strict.errors)")
        #expect(strict.text.contains("tap recognized at"), "\(strict.text)")
    }
}
