import ArgumentParser

/// The `responder` command-line tool: demonstrations of ResponderKit's UIKit-style event handling.
@main
struct Responder: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explore how ResponderKit hit-tests touches and passes them along the responder chain.",
        subcommands: [Demo.self],
        // `responder` alone runs the demo: it is the reason the tool exists.
        defaultSubcommand: Demo.self
    )
}
