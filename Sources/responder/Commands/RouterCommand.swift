import ArgumentParser
import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitRouter

/// `responder router`: the system router (backboardd's role, docs/ipc-protocol.md) on a Unix-domain
/// socket. Applications (`responder demo --connect`, or any program using `ApplicationEndpoint`) attach
/// to it; it routes touches to the application under the first finger and everything else to the front
/// application, and watches for the home gesture. Input comes from live evdev devices and recordings
/// replayed in real time (`--input`), and from input-source peers connected to the socket.
struct RouterCommand: ParsableCommand {
    /// Where the router listens unless told otherwise: `$XDG_RUNTIME_DIR/responderkit-router.sock`, or
    /// `/tmp/responderkit-<uid>/responderkit-router.sock` in a private directory (``RouterSocketLocation``).
    static var defaultSocketPath: String { RouterSocketLocation.defaultPath() }

    static let configuration = CommandConfiguration(
        commandName: "router",
        abstract: "Run the system router on a Unix-domain socket and route input to the applications attached to it.",
        discussion: """
            Prints a line as applications connect and register, report their windows, come to the front or \
            leave, and as system gestures are recognized; with --verbose, also every input from --input and \
            where it was routed. Ctrl-C stops the router, says goodbye to every application and removes the \
            socket file.
            """
    )

    @Option(
        help: ArgumentHelp(
            "The socket to listen on (mode 0600, owner only). A stale socket file there is replaced; a live router, a directory or any other file there is an error.",
            valueName: "path"))
    var socket: String = RouterCommand.defaultSocketPath

    @Option(
        help: ArgumentHelp(
            "Also accept peers whose effective group is this group id (the socket is then made 0660 and given to the group). By default only processes of the router's user may connect.",
            valueName: "gid"))
    var allowGroup: UInt32?

    @Option(
        help: ArgumentHelp(
            "Seconds a new connection may stay silent before its hello; then it is refused.",
            valueName: "seconds"))
    var helloTimeout: Double = 5

    @Option(
        help: ArgumentHelp(
            "The most connections at once (applications, input sources, peers yet to say hello).",
            valueName: "count"))
    var maxConnections: Int = 64

    @Option(
        help: ArgumentHelp(
            "The most messages waiting for one application; past it (or --max-queued-bytes), the application is treated as unresponsive: its touches are cancelled and it is disconnected.",
            valueName: "count"))
    var maxQueuedMessages: Int = 4096

    @Option(
        help: ArgumentHelp(
            "The most bytes waiting for one application (see --max-queued-messages).", valueName: "bytes"))
    var maxQueuedBytes: Int = 2 << 20

    @Option(
        help: ArgumentHelp(
            "The most contacts one input source may have down or hovering at once (like a digitizer's slots); a new contact past it is refused and counted.",
            valueName: "count"))
    var maxContactsPerSource: Int = 64

    @Option(
        help: ArgumentHelp(
            "The most pointer devices one input source may have a click, scroll, transform or swipe in progress on; input from one more is refused and counted.",
            valueName: "count"))
    var maxPointerDevicesPerSource: Int = 16

    @Option(
        help: ArgumentHelp(
            "Display frames per second: how often queued input is written to the applications.",
            valueName: "hz"))
    var frameRate: Double = 60

    @Flag(help: "Do not watch for the home gesture (a swipe up from the bottom edge).")
    var noHomeGesture = false

    @Option(
        help: ArgumentHelp(
            "The screen in points, WIDTHxHEIGHT: system gestures measure their edges against it, and devices and recordings are mapped onto it.",
            valueName: "size"))
    var screen: String = "390x844"

    @Option(
        name: .customLong("input"), parsing: .singleValue,
        help: ArgumentHelp(
            "A live evdev device (/dev/input/eventN) or a recording (evemu, evtest, libinput record) or ResponderKit trace to replay in real time. Repeatable.",
            valueName: "device-or-recording"))
    var inputs: [String] = []

    @Option(
        help: ArgumentHelp(
            "Seconds between the first application registering and the start of the replays.",
            valueName: "seconds"))
    var replayDelay: Double = 1

    @Flag(help: "Grab the --input devices, so that no other program sees their events while the router runs.")
    var grab = false

    @Option(help: ArgumentHelp("Stop after this many seconds (for scripts).", valueName: "seconds"))
    var duration: Double?

    @Flag(name: .shortAndLong, help: "Also print every input from --input and the applications it was routed to.")
    var verbose = false

    func validate() throws {
        guard !socket.isEmpty else {
            throw ValidationError(
                "--socket must not be empty: give the path of the socket file, such as \(Self.defaultSocketPath).")
        }
        guard frameRate > 0, frameRate <= 1000 else {
            throw ValidationError("--frame-rate must be between 0 and 1000.")
        }
        guard helloTimeout > 0, helloTimeout <= 3600 else {
            throw ValidationError("--hello-timeout must be between 0 and 3600 seconds.")
        }
        guard maxConnections >= 1, maxConnections <= 10_000 else {
            throw ValidationError("--max-connections must be between 1 and 10000.")
        }
        guard (1...ProtocolLimits.maximumContacts).contains(maxContactsPerSource) else {
            throw ValidationError(
                "--max-contacts-per-source must be between 1 and \(ProtocolLimits.maximumContacts).")
        }
        guard (1...1024).contains(maxPointerDevicesPerSource) else {
            throw ValidationError("--max-pointer-devices-per-source must be between 1 and 1024.")
        }
        guard maxQueuedMessages >= 16 else { throw ValidationError("--max-queued-messages must be at least 16.") }
        guard maxQueuedBytes >= ProtocolLimits.maximumFrameLength + MessageCodec.lengthPrefixSize else {
            throw ValidationError(
                "--max-queued-bytes must be at least \(ProtocolLimits.maximumFrameLength + MessageCodec.lengthPrefixSize) (one frame of the largest size)."
            )
        }
        guard Self.parseScreen(screen) != nil else {
            throw ValidationError(
                "--screen must be WIDTHxHEIGHT in points (each positive, at most 1e9), for example 390x844.")
        }
        if let duration, !(duration > 0 && duration.isFinite) {
            throw ValidationError("--duration must be a positive number of seconds.")
        }
        guard replayDelay >= 0, replayDelay.isFinite else {
            throw ValidationError("--replay-delay must be a number of seconds, not negative.")
        }
    }

    static func parseScreen(_ text: String) -> CGRect? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0,
            ProtocolLimits.isAcceptable(width), ProtocolLimits.isAcceptable(height)
        else {
            return nil
        }
        return CGRect(x: 0, y: 0, width: width, height: height)
    }

    func run() throws {
        let console = RouterConsole()
        let screen = Self.parseScreen(screen)!
        let configuration = RouterConfiguration(
            screenBounds: screen, framesPerSecond: frameRate,
            systemGestures: noHomeGesture ? [] : [.home],
            maximumQueuedMessages: maxQueuedMessages, maximumQueuedBytes: maxQueuedBytes,
            maximumConnections: maxConnections, helloTimeout: helloTimeout,
            maximumContactsPerSource: maxContactsPerSource,
            maximumPointerDevicesPerSource: maxPointerDevicesPerSource)
        let router = SystemRouter(configuration: configuration)
        let reporter = RouterEventReporter(router: router, console: console)
        router.setEventHandler { reporter.report($0) }

        // A router already serving this path would lose its socket file to ours: refuse instead.
        if let probe = try? SocketChannel.connect(toPath: socket) {
            probe.close()
            throw RouterCommandError("a router is already listening at \(socket); stop it or choose another --socket.")
        }
        let feed = RouterInputFeed(router: router, console: console, verbose: verbose)
        var sources: [any RouterInputSource] = []
        for input in inputs {
            do {
                sources.append(
                    try RouterInputSources.open(input, screen: screen, grab: grab, replayDelay: replayDelay, feed: feed)
                )
            } catch {
                throw RouterCommandError("--input \(error.description)")
            }
        }

        let stop = RouterStopSignal()
        stop.install()
        let server = RouterServer(
            router: router, socketPath: socket, access: PeerAccessPolicy(allowedGroupID: allowGroup))
        let fallback = RouterSocketLocation.fallbackDirectory() + "/" + RouterSocketLocation.runtimeFileName
        if socket == fallback, let problem = RouterSocketLocation.runtimeDirectoryProblem() {
            console.print("\(problem): the socket goes in \(RouterSocketLocation.fallbackDirectory()) instead")
        }
        do {
            if socket == fallback {
                try RouterSocketLocation.preparePrivateDirectory(RouterSocketLocation.fallbackDirectory())
            }
            try server.start()
        } catch {
            throw RouterCommandError("cannot listen at \(socket): \(error.description)")
        }
        let gestures = configuration.systemGestures.map(\.name)
        console.print(
            "router listening on \(socket) (screen \(format(screen.width)) x \(format(screen.height)) pt, "
                + "\(format(CGFloat(frameRate))) frames/s, system gestures: \(gestures.isEmpty ? "none" : gestures.joined(separator: ", ")))"
        )
        console.print(
            "accepting peers of uid \(server.access.userID)" + (allowGroup.map { " and of gid \($0)" } ?? "")
                + "; at most \(maxConnections) connections, hello within \(format(CGFloat(helloTimeout))) s, "
                + "\(maxQueuedMessages) messages or \(maxQueuedBytes) bytes queued per application, "
                + "\(maxContactsPerSource) contacts and \(maxPointerDevicesPerSource) pointer devices per input source")
        if inputs.isEmpty { console.print("no --input: routing only what input sources connected to the socket send") }
        for source in sources { source.start() }

        let deadline = duration.map { monotonicSeconds() + $0 }
        var reason = "Ctrl-C"
        while !stop.wait(timeout: 0.1) {
            reporter.reportWindowChanges()
            if let deadline, monotonicSeconds() >= deadline {
                reason = "--duration \(format(CGFloat(duration ?? 0))) s elapsed"
                break
            }
        }
        console.print("stopping (\(reason))")
        for source in sources { source.stop() }
        server.stop()
        console.print("router stopped; \(socket) removed")
    }
}

/// Prints what the router reports, with the applications' names (kept here, since a departed
/// application is no longer in ``SystemRouter/applications``), and the window lists as they change.
final class RouterEventReporter: @unchecked Sendable {
    // @unchecked: `state` is only read and written under `lock`.
    private struct State {
        var names: [ApplicationID: String] = [:]
        var windows: [ApplicationID: [ApplicationWindow]] = [:]
    }

    private let router: SystemRouter
    private let console: RouterConsole
    private let lock = NSLock()
    private var state = State()

    init(router: SystemRouter, console: RouterConsole) {
        self.router = router
        self.console = console
    }

    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    private func label(_ id: ApplicationID) -> String {
        let name = withState { $0.names[id] }
        return name.map { "\(id) \"\($0)\"" } ?? "\(id)"
    }

    func report(_ event: RouterEvent) {
        switch event {
        case .applicationRegistered(let id, let name):
            withState { $0.names[id] = name }
            console.print("\(label(id)) connected and registered")
        case .applicationForgotten(let id, let reason):
            console.print("\(label(id)) left: \(reason)")
            withState { state in
                state.names[id] = nil
                state.windows[id] = nil
            }
        case .frontApplicationChanged(let id):
            console.print("front application: \(id.map(label) ?? "none")")
        case .systemGesture(let name, _):
            console.print(
                "system gesture recognized: \(name) (the input was taken from the application that had "
                    + "it, which got touchesCancelled or a cancelled step)")
        case .messageDropped(let id, let reason):
            console.print("a message for \(label(id)) was dropped: \(reason)")
        case .connectionRejected(let peer, let reason):
            console.print("\(peer) was refused or closed: \(reason)")
        case .peerConnected(let peer, let role):
            console.print("\(peer) said hello as \(Self.describe(role))")
        case .inputSourceLeft(let peer, let inputs, let cancelled, let reason):
            console.print(
                "input source \(peer) left after \(inputs) inputs: \(reason)"
                    + (cancelled > 0 ? "; \(cancelled) contacts still down were cancelled" : ""))
        case .inputRefused(let peer, let reason, let refused):
            console.print(
                (peer.map { "input source \($0)" } ?? "the router's own input (--input)")
                    + ": \(refused) refused so far: \(reason)")
        }
    }

    private static func describe(_ role: PeerRole) -> String {
        switch role {
        case .application: "an application"
        case .router: "a router"
        case .inputSource: "an input source"
        }
    }

    /// Prints the window list of each application whose windows changed since the last call.
    func reportWindowChanges() {
        for application in router.applications {
            let changed = withState { state -> Bool in
                guard state.names[application.id] != nil, state.windows[application.id] != application.windows else {
                    return false
                }
                state.windows[application.id] = application.windows
                return true
            }
            guard changed else { continue }
            let windows = application.windows.map { window in
                "#\(window.id) \(format(window.frame)) level \(format(window.level))\(window.isVisible ? "" : " hidden")"
            }
            console.print(
                "\(label(application.id)) windows (back to front): "
                    + (windows.isEmpty ? "none" : windows.joined(separator: ", ")))
        }
    }
}

/// A failure of `router` or `demo --connect` that is not a usage error: printed as "Error: ...", exit status 1.
struct RouterCommandError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
