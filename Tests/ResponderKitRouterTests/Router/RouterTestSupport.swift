import Foundation
import ResponderKit
import ResponderKitRouter
import ResponderKitTesting
import Testing

// In-process scenes for the router tests (behaviour 9): a SystemRouter and applications connected to it over
// InProcessChannels, driven deterministically (no threads, no real time).

/// An application that records the events it dispatches, accelerometer samples included.
@MainActor
final class RouterRecordingApplication: UIApplication {
    var eventLog: [String] = []

    override func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .presses:
            let presses = (event as? UIPressesEvent)?.allPresses ?? []
            eventLog.append("presses \(presses.map { "\($0.phase)" }.sorted().joined(separator: ","))")
        case .remoteControl: eventLog.append("remoteControl \(event.subtype.rawValue)")
        case .motion: eventLog.append("motion")
        default: break
        }
        super.sendEvent(event)
    }
}

/// One application of a scene: its windows each hold a recording view filling them.
@MainActor
final class RoutedApp {
    let application: RouterRecordingApplication
    let endpoint: ApplicationEndpoint
    let windows: [UIWindow]
    let views: [RecordingView]
    var gestures: [String] = []

    init(
        router: SystemRouter, id: ApplicationID, frames: [CGRect], levels: [UIWindow.Level] = [],
        inboxCapacity: Int = 256
    ) {
        application = RouterRecordingApplication()
        application.beginReceivingRemoteControlEvents()
        var windows: [UIWindow] = []
        var views: [RecordingView] = []
        for (index, frame) in frames.enumerated() {
            let window = UIWindow(frame: frame, application: application)
            window.windowLevel = index < levels.count ? levels[index] : .normal
            let view = RecordingView(frame: window.bounds)
            view.isMultipleTouchEnabled = true
            window.addSubview(view)
            window.makeKeyAndVisible()
            windows.append(window)
            views.append(view)
        }
        self.windows = windows
        self.views = views
        endpoint = ApplicationEndpoint(
            application: application,
            connection: RouterConnection(
                applicationID: id, name: "app \(id.rawValue)", destination: .inProcess(router), reconnectPolicy: .never,
                inboxCapacity: inboxCapacity))
        endpoint.onSystemGesture = { [unowned self] name, _ in gestures.append(name) }
        endpoint.start()
        endpoint.processIncoming()
    }

    /// The touch methods the first window's view received.
    var methods: [RecordingView.Call.Method] { views[0].methods }
}

/// A router and its applications; `deliver()` runs one display frame on both sides.
@MainActor
final class RouterScene {
    let router: SystemRouter
    private(set) var apps: [RoutedApp] = []
    private let events = RouterEventLog()

    init(
        configuration: RouterConfiguration = RouterConfiguration(
            screenBounds: CGRect(x: 0, y: 0, width: 400, height: 480))
    ) {
        router = SystemRouter(configuration: configuration)
        router.setEventHandler { [events] in events.append($0) }
    }

    /// Registers an application (it comes to the front) with windows at `frames` (screen points).
    @discardableResult
    func launch(_ id: ApplicationID, frames: [CGRect], levels: [UIWindow.Level] = [], inboxCapacity: Int = 256)
        -> RoutedApp
    {
        let app = RoutedApp(router: router, id: id, frames: frames, levels: levels, inboxCapacity: inboxCapacity)
        apps.append(app)
        deliver()
        return app
    }

    /// Routes input, then runs one display frame: the router writes, every application processes.
    func send(_ inputs: HardwareInput...) {
        for input in inputs { router.handle(input) }
        deliver()
    }

    func deliver() {
        router.deliverFrame()
        for app in apps { app.endpoint.processIncoming() }
    }

    var routerEvents: [RouterEvent] { events.events }
}

/// A thread-safe list of router events.
final class RouterEventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [RouterEvent] = []
    func append(_ event: RouterEvent) { lock.lock(); stored.append(event); lock.unlock() }
    var events: [RouterEvent] { lock.lock(); defer { lock.unlock() }; return stored }
}

/// Collects what arrives on the test's end of an in-process channel.
final class PeerSink: ChannelSink, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ChannelEvent] = []
    /// While false, `offer` refuses: the peer does not read, as a stuck application.
    var isReading = true
    func offer(_ event: ChannelEvent) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard isReading else { return false }
        stored.append(event)
        return true
    }
    func put(_ event: ChannelEvent) { lock.lock(); stored.append(event); lock.unlock() }
    var messages: [RouterMessage] {
        lock.lock(); defer { lock.unlock() }
        return stored.compactMap { if case .message(let message) = $0 { message } else { nil } }
    }
}

/// A peer on an in-process channel to `router`: the test's end and what it received.
func connect(_ router: SystemRouter, as role: PeerRole?, peer: PeerCredentials? = nil) -> (
    InProcessChannel, PeerSink
) {
    let (routerSide, peerSide) = InProcessChannel.makePair()
    let sink = PeerSink()
    peerSide.start(delivering: sink)
    router.attach(routerSide, peer: peer)
    if let role { _ = peerSide.trySend(.hello(Hello(role: role))) }
    return (peerSide, sink)
}
