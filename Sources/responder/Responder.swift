import ArgumentParser
import Foundation
import ResponderKitInput

/// The `responder` command-line tool: demonstrations of ResponderKit's UIKit-style event handling.
@main
struct Responder: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Explore how ResponderKit dispatches events: hit-testing, the responder chain, gesture recognizers, controls and more.",
        subcommands: [
            Demo.self, RouterCommand.self, Replay.self, Explain.self, Devices.self, Record.self, Live.self,
            Inspect.self, Port.self,
        ],
        // `responder` alone runs the demo: it is the reason the tool exists.
        defaultSubcommand: Demo.self
    )

    /// Runs the command like ArgumentParser's `main()`, with two differences (docs/cli.md, "Bad input and
    /// errors"): messages have their control characters escaped (an error may quote a file name or a
    /// field from a recording), and a failed write on standard output ends with a non-zero status.
    static func main() {
        var status: Int32 = 0
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let message = TerminalText.escapedLines(fullMessage(for: error))
            let code = exitCode(for: error)
            if !message.isEmpty {
                if code.isSuccess {
                    print(message)
                } else {
                    try? FileHandle.standardError.write(contentsOf: Data((message + "\n").utf8))
                }
            }
            status = code.rawValue
        }
        Foundation.exit(StandardOutput.finish(status: status))
    }
}
