import ArgumentParser
import Foundation
import ResponderKitInspector
import ResponderKitRouter

/// `responder inspect`: serves the web inspector (docs/inspector-protocol.md) on a local HTTP and
/// WebSocket server until Ctrl-C.
struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Serve a web page that shows how touches, pointer, pen and key input are dispatched, live or from a recording.",
        discussion: """
            Open the printed address in a browser: choose a scene (tutorial, gestures, controls, list, dragdrop, \
            text, motion, or connected: an application attached to a running `responder router`), touch it, and see each \
            touch's hit-test walk, hit view, responder chain, recognizer states with their causes, control events \
            and view callbacks, then scrub the timeline. Click the window and type: keys go to the first \
            responder as a hardware keyboard's, and its text, selection and edit menu are shown. Recordings (evemu, evtest, libinput record, traces) can be loaded \
            and played back; the session can be exported as a trace. Listens on 127.0.0.1 only unless --host \
            says otherwise (then every request needs the printed access token). Ctrl-C stops it.
            """
    )

    @Option(
        help: "The address to listen on (127.0.0.1: this machine only; 0.0.0.0: every interface, with an access token)."
    )
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free port).")
    var port: UInt16 = 8080

    @Option(
        name: .customLong("router-socket"),
        help:
            "The router socket the connected scene attaches to (default: the router's, $XDG_RUNTIME_DIR/responderkit-router.sock or /tmp/responderkit-<uid>/responderkit-router.sock)."
    )
    var routerSocket = RouterSocketLocation.defaultPath()

    @Option(
        name: .customLong("allow-host"),
        help: ArgumentHelp("Also serve requests whose Host names this (repeatable; * for any).", valueName: "NAME"))
    var allowHost: [String] = []

    @Option(
        name: .customLong("allow-origin"),
        help: ArgumentHelp(
            "Also accept WebSocket connections from pages of this origin, as http://name:port (repeatable; * for any).",
            valueName: "ORIGIN"))
    var allowOrigin: [String] = []

    @Flag(
        name: .customLong("require-token"),
        help: "Require the printed access token even on loopback (a machine shared with other users).")
    var requireToken = false

    @Option(help: "Stop after this many seconds (for scripts).")
    var duration: Double?

    func validate() throws {
        if let duration, !(duration > 0 && duration.isFinite) {
            throw ValidationError("--duration: expected a positive number of seconds")
        }
        for origin in allowOrigin where origin != "*" && !(origin.hasPrefix("http://") || origin.hasPrefix("https://"))
        {
            throw ValidationError("--allow-origin: expected http://name[:port] or *, found \"\(origin)\"")
        }
    }

    func run() throws {
        let configuration = InspectorHub.Configuration(routerSocketPath: routerSocket)
        let loopback = InspectorAccess.isLoopback(host)
        let access = InspectorAccess(
            allowedHosts: allowHost, allowedOrigins: allowOrigin,
            token: loopback && !requireToken ? nil : InspectorAccess.makeToken())
        let (host, port, duration) = (host, port, duration)
        let server: InspectorServer = try MainActor.assumeIsolated {
            do {
                return try InspectorServer(
                    host: host, port: port, hub: InspectorHub(configuration: configuration), access: access,
                    log: { say(Self.printable($0)) })
            } catch {
                throw ValidationError("--host: \(error)")
            }
        }
        do {
            try server.start()
        } catch {
            FileHandle.standardError.write(Data("Error: cannot serve on \(host):\(port): \(error)\n".utf8))
            Foundation.exit(1)
        }
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        // stop() never waits for a client: the connections are shut down and the process exits at once.
        let stopSources = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: .main) }
        for source in stopSources {
            source.setEventHandler {
                say("stopping")
                server.stop()
                Foundation.exit(0)
            }
            source.resume()
        }
        let shown = host.contains(":") ? "[\(host)]" : host
        let query = access.token.map { "?token=\($0)" } ?? ""
        if !loopback {
            say(
                "Warning: listening on \(host), reachable from other machines; requests need the access token in this URL"
            )
        }
        say("ResponderKit inspector on http://\(shown):\(server.port ?? port)/\(query) (Ctrl-C stops it)")
        if let duration {
            DispatchQueue.main.asyncAfter(deadline: .now() + duration) {
                server.stop()
                Foundation.exit(0)
            }
        }
        withExtendedLifetime(stopSources) { dispatchMain() }
    }
}

extension Inspect {
    /// A log line with its control characters escaped: it quotes what clients sent.
    static func printable(_ line: String) -> String {
        line.unicodeScalars.map {
            $0.value < 0x20 || $0.value == 0x7F ? String(format: "\\u%04x", $0.value) : String($0)
        }.joined()
    }
}

/// Writes a line to standard output at once (unbuffered), so that scripts waiting for the address see it.
private func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
