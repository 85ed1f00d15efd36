import ArgumentParser
import Foundation
import ResponderKitInspector

/// `responder inspect`: serves the web inspector (docs/inspector-protocol.md) on a local HTTP and
/// WebSocket server until Ctrl-C.
struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve a web page that shows how touches, pointer and pen input are dispatched, live or from a recording.",
        discussion: """
            Open the printed address in a browser: choose a scene (tutorial, gestures, controls, or connected: \
            an application attached to a running `responder router`), touch it, and see each touch's hit-test \
            walk, hit view, responder chain, recognizer states with their causes, control events and view \
            callbacks, then scrub the timeline. Recordings (evemu, evtest, libinput record, traces) can be loaded \
            and played back; the session can be exported as a trace. Listens on 127.0.0.1 only unless --host \
            says otherwise. Ctrl-C stops it.
            """
    )

    @Option(help: "The address to listen on (127.0.0.1: this machine only; 0.0.0.0: every interface).")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free port).")
    var port: UInt16 = 8080

    @Option(name: .customLong("router-socket"), help: "The router socket the connected scene attaches to.")
    var routerSocket = "/tmp/responderkit-router.sock"

    @Option(help: "Stop after this many seconds (for scripts).")
    var duration: Double?

    func validate() throws {
        if let duration, !(duration > 0) { throw ValidationError("--duration: expected a positive number of seconds") }
    }

    func run() throws {
        let configuration = InspectorHub.Configuration(routerSocketPath: routerSocket)
        let (host, port, duration) = (host, port, duration)
        let server: InspectorServer = try MainActor.assumeIsolated {
            do {
                return try InspectorServer(host: host, port: port, hub: InspectorHub(configuration: configuration))
            } catch {
                throw ValidationError("--host: expected an IPv4 or IPv6 address (e.g. 127.0.0.1, 0.0.0.0, ::1), found \"\(host)\"")
            }
        }
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let stopSources = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: .main) }
        for source in stopSources {
            source.setEventHandler {
                say("stopping")
                Task {
                    await server.stop()
                    Foundation.exit(0)
                }
            }
            source.resume()
        }
        Task {
            do {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { try await server.run() }
                    group.addTask {
                        // Polled rather than waitUntilListening, which does not stop early when binding failed.
                        while await server.port == nil { try await Task.sleep(nanoseconds: 20_000_000) }
                        let actual = await server.port ?? port
                        let shown = host.contains(":") ? "[\(host)]" : host
                        say("ResponderKit inspector on http://\(shown):\(actual)/ (Ctrl-C stops it)")
                        if let duration {
                            try await Task.sleep(nanoseconds: UInt64(duration * 1e9))
                            await server.stop()
                            Foundation.exit(0)
                        }
                    }
                    // The first error (binding failed) ends the group and cancels the other task;
                    // waitForAll would wait for it.
                    while try await group.next() != nil {}
                }
                withExtendedLifetime(stopSources) {}
                Foundation.exit(0)
            } catch is CancellationError {
                Foundation.exit(0)   // stopped (Ctrl-C, SIGTERM or --duration)
            } catch {
                FileHandle.standardError.write(Data("Error: cannot serve on \(host):\(port): \(error)\n".utf8))
                Foundation.exit(1)
            }
        }
        dispatchMain()
    }
}

/// Writes a line to standard output at once (unbuffered), so that scripts waiting for the address see it.
private func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
