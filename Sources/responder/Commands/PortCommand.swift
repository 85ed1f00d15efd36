import ArgumentParser
import Foundation

/// `responder port FILE... [--in-place | --diff]`: runs the porting tool `responder-port`, built by the
/// separate package under Tools/ so that ResponderKit itself never builds swift-syntax (docs/porting.md).
/// Arguments, output and exit status are forwarded unchanged.
struct Port: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rewrite UIKit event-handling sources into ResponderKit sources (runs Tools/ responder-port).",
        discussion: """
            Forwards its arguments to responder-port: FILE... [--in-place | --diff] (responder port --help shows \
            its help). The tool is looked for in $RESPONDER_PORT, then in Tools/.build/release and Tools/.build/debug \
            of this ResponderKit checkout, then on PATH. Build it once with \
            `swift build --package-path Tools --product responder-port`. See docs/porting.md.
            """
    )

    @Argument(parsing: .captureForPassthrough, help: "FILE... [--in-place | --diff], passed to responder-port.")
    var arguments: [String] = []

    func run() throws {
        let tool = PortTool.locate()
        guard let executable = tool.executable else {
            FileHandle.standardError.write(Data((tool.missingMessage + "\n").utf8))
            throw ExitCode(2)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            FileHandle.standardError.write(
                Data("responder port: \(executable.path) ended by signal \(process.terminationStatus)\n".utf8))
            throw ExitCode(2)
        }
        throw ExitCode(process.terminationStatus)
    }
}

/// Where `responder-port` is, or what to do to build it.
struct PortTool {
    /// The tool, or nil when it is not built.
    var executable: URL?
    /// Where it was looked for, for the message.
    var searched: [String]
    /// The ResponderKit checkout holding Tools/, when one was found.
    var repository: URL?

    static let name = "responder-port"

    /// Looks in `$RESPONDER_PORT`, then in the Tools/.build folders of the checkout that holds this
    /// executable or the current directory, then on PATH.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> PortTool {
        let files = FileManager.default
        if let explicit = environment["RESPONDER_PORT"] {
            let executable = files.isExecutableFile(atPath: explicit) ? URL(fileURLWithPath: explicit) : nil
            return PortTool(
                executable: executable, searched: ["$RESPONDER_PORT (\(explicit))"], repository: repository())
        }
        var searched: [String] = []
        let repository = repository()
        if let repository {
            for configuration in ["release", "debug"] {
                let candidate = repository.appendingPathComponent("Tools/.build/\(configuration)/\(name)")
                searched.append(candidate.path)
                if files.isExecutableFile(atPath: candidate.path) {
                    return PortTool(executable: candidate, searched: searched, repository: repository)
                }
            }
        }
        searched.append("PATH")
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if files.isExecutableFile(atPath: candidate.path) {
                return PortTool(executable: candidate, searched: searched, repository: repository)
            }
        }
        return PortTool(executable: nil, searched: searched, repository: repository)
    }

    /// The ResponderKit checkout (a folder with Package.swift and Tools/Package.swift) above this
    /// executable, or above the current directory.
    static func repository() -> URL? {
        let starts = [
            Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent(),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        ]
        for start in starts.compactMap({ $0 }) {
            var directory = start.standardizedFileURL
            while directory.path != "/" {
                if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Tools/Package.swift").path),
                    FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path)
                {
                    return directory
                }
                directory.deleteLastPathComponent()
            }
        }
        return nil
    }

    /// What to tell the user when the tool is not built: where it was looked for and the exact build command.
    var missingMessage: String {
        let toolsPath = repository.map { $0.appendingPathComponent("Tools").path } ?? "<ResponderKit checkout>/Tools"
        return """
            responder port: \(Self.name) is not built (looked in \(searched.joined(separator: ", "))).
            It is built by the separate package in Tools/ (it needs swift-syntax, a few minutes to build once):
                swift build --package-path \(toolsPath) --product \(Self.name)
            then run responder port again, or set RESPONDER_PORT to the tool's path.
            """
    }
}
