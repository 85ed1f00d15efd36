import ArgumentParser

/// The `responder` command-line tool: demonstrations of ResponderKit's UIKit-style event handling.
@main
struct Responder: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explore how ResponderKit dispatches events: hit-testing, the responder chain, gesture recognizers, controls and more.",
        subcommands: [Demo.self, RouterCommand.self, Replay.self, Explain.self, Devices.self, Record.self, Live.self, Inspect.self, Port.self],
        // `responder` alone runs the demo: it is the reason the tool exists.
        defaultSubcommand: Demo.self
    )
}
