import Foundation
import ResponderKitTestSupport
import Testing

/// `responder port` runs the porting tool built by Tools/ (docs/porting.md): it forwards the arguments,
/// the output and the exit status, and says how to build the tool when it is missing (docs/decisions.md,
/// "Porting tool"). A stand-in script plays the tool, so these tests need no swift-syntax.
@Suite("responder port (forwarding to Tools/ responder-port)")
struct PortCommandTests {
    private func run(_ arguments: [String], tool: String) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = try CLIProcess.executable()
        process.arguments = ["port"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["RESPONDER_PORT"] = tool
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let reported = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: printed, as: UTF8.self),
            String(decoding: reported, as: UTF8.self)
        )
    }

    @Test("Arguments, standard output, standard error and the exit status are forwarded unchanged")
    func forwards() throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tool = directory + "/responder-port"
        try """
        #!/bin/sh
        for argument in "$@"; do echo "argument: $argument"; done
        echo "report line" >&2
        exit 1

        """.write(toFile: tool, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool)
        let result = try run(["A File.swift", "--diff", "--help"], tool: tool)
        #expect(result.output == "argument: A File.swift\nargument: --diff\nargument: --help\n")
        #expect(result.errors == "report line\n")
        #expect(result.status == 1)
    }

    @Test("A missing tool exits 2 and names the exact command that builds it")
    func missingTool() throws {
        let repository = RepositoryPaths.root.resolvingSymlinksInPath()
        let result = try run(["F.swift"], tool: "/nonexistent/responder-port")
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(
            result.errors == """
                responder port: responder-port is not built (looked in $RESPONDER_PORT (/nonexistent/responder-port)).
                It is built by the separate package in Tools/ (it needs swift-syntax, a few minutes to build once):
                    swift build --package-path \(repository.path)/Tools --product responder-port
                then run responder port again, or set RESPONDER_PORT to the tool's path.

                """)
    }
}
