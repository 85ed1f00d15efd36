import Foundation
import ResponderKit

/// Binds a `UIApplication` to its router (behaviour 9, step 3): what the ``RouterConnection`` receives is
/// fed into the application's event queue on the main actor, and the application's run loop drains it;
/// the application's windows are reported to the router whenever they change.
///
/// Each ``processIncoming()`` call is one turn of the run loop's sources: input messages go to
/// ``/ResponderKit/UIApplication/enqueue(_:)``, then ``/ResponderKit/UIApplication/runUntilIdle()`` dispatches them.
/// When the router goes away the application cancels its touches (`cancelAllContacts`, so views get
/// `touchesCancelled`) while the connection reconnects.
///
/// A live program's main loop waits for input *or* the application's next timer, whichever comes first:
///
/// ```swift
/// let app = UIApplication(clock: MonotonicClock())
/// let endpoint = ApplicationEndpoint(application: app, connection: RouterConnection(
///     applicationID: 7, name: "Photos", destination: .socket(path: "/tmp/responder.sock")))
/// endpoint.start()
/// while running {
///     endpoint.runOnce(maximumWait: 0.1)   // waits until input arrives or app.nextTimerDeadline
/// }
/// endpoint.stop()
/// ```
///
/// ``runOnce(maximumWait:)`` blocks the main thread while it waits, which is what a run loop does; a
/// program with other main-thread work calls ``processIncoming()`` from its own loop instead. Tests use
/// an in-process connection and call ``processIncoming()`` after the router's ``SystemRouter/deliverFrame()``.
@MainActor
public final class ApplicationEndpoint {
    /// The application fed by this endpoint.
    public let application: UIApplication
    /// The connection to the router.
    public let connection: RouterConnection
    /// Whether the connection is open, as of the last processed event.
    public private(set) var isConnected = false
    /// Whether this application is in front, as the router last said.
    public private(set) var isFront = false
    /// Whether reconnection gave up.
    public private(set) var hasGivenUp = false
    /// Why the connection last closed: the reason in the router's goodbye, or what the transport
    /// reported. Cleared when the connection opens again.
    public private(set) var lastGoodbyeReason: String?
    /// Called when the connection opens (true) or closes (false).
    public var onConnectionChange: ((Bool) -> Void)?
    /// Called when the application comes to the front (true) or leaves it (false).
    public var onFrontChange: ((Bool) -> Void)?
    /// Called when the router reports a system gesture (its name and time).
    public var onSystemGesture: ((String, TimeInterval) -> Void)?

    private var windowNumbers: [ObjectIdentifier: UInt32] = [:]
    private var nextWindowNumber: UInt32 = 1
    private var publishedWindows: [ApplicationWindow]?
    private var hasQueuedInput = false

    /// Carries the application's drags to and from other applications through the router (behaviour 16.11).
    public let remoteDrags: RemoteDragCoordinator

    /// Creates an endpoint; call ``start()`` to connect. The application's drags are carried to other
    /// applications through the router from now on.
    public init(application: UIApplication, connection: RouterConnection) {
        self.application = application
        self.connection = connection
        remoteDrags = RemoteDragCoordinator(application: application) { [connection] message in
            connection.send(.drag(message))
        }
    }

    /// Reports the current windows and connects.
    public func start() {
        publishWindows()
        connection.start()
    }

    /// Says goodbye to the router and closes the connection.
    public func stop() {
        connection.close()
    }

    /// Asks the router to bring this application to the front.
    public func requestFront() {
        connection.requestFront()
    }

    /// Processes every event received so far: input is enqueued and dispatched by the application's run
    /// loop; connection changes, front changes and system gestures update the endpoint and call its
    /// handlers. Then reports window changes. Returns the number of events processed.
    @discardableResult
    public func processIncoming() -> Int {
        let events = connection.takeEvents()
        for event in events {
            switch event {
            case .message(.input(let input)):
                application.enqueue(input)
                hasQueuedInput = true
            case .message(let message):
                dispatchQueuedInput()
                handle(message)
            case .connected:
                dispatchQueuedInput()
                isConnected = true
                hasGivenUp = false
                lastGoodbyeReason = nil
                onConnectionChange?(true)
            case .disconnected(let reason):
                if lastGoodbyeReason == nil { lastGoodbyeReason = reason }
                // The router went away: the touches it was delivering will never end, so cancel them.
                application.enqueue(.cancelAllContacts(timestamp: application.clock.now))
                hasQueuedInput = true
                dispatchQueuedInput()
                // Drags carried between applications end: the router that carried them is gone.
                remoteDrags.disconnect()
                isConnected = false
                setFront(false)
                onConnectionChange?(false)
            case .gaveUp:
                hasGivenUp = true
            }
        }
        dispatchQueuedInput()
        publishWindows()
        connection.flush()
        return events.count
    }

    /// One turn of a live run loop: waits until an event arrives, the application's next timer is due
    /// (``/ResponderKit/UIApplication/nextTimerDeadline``) or `maximumWait` seconds passed; processes the events; then
    /// fires the timers that are due.
    public func runOnce(maximumWait: TimeInterval) {
        var wait = maximumWait
        if let deadline = application.nextTimerDeadline { wait = min(wait, max(0, deadline - application.clock.now)) }
        if wait > 0 { _ = connection.waitForEvents(timeout: wait) }
        processIncoming()
        application.run(until: application.clock.now)
    }

    /// Reports the application's windows to the router if they changed since the last report: frames in
    /// screen points, levels and visibility, back to front (the front-most ``ProtocolLimits/maximumWindows``).
    /// Numbers beyond ±``ProtocolLimits/maximumMagnitude`` are clamped to it (NaN to 0), as the router
    /// refuses them.
    public func publishWindows() {
        var live = Set<ObjectIdentifier>()
        let windows = application.windows.suffix(ProtocolLimits.maximumWindows).map { window -> ApplicationWindow in
            let key = ObjectIdentifier(window)
            live.insert(key)
            let number =
                windowNumbers[key]
                ?? {
                    defer { nextWindowNumber &+= 1 }
                    windowNumbers[key] = nextWindowNumber
                    return nextWindowNumber
                }()
            let frame = window.frame,
                clamp = { (value: CGFloat) -> CGFloat in CGFloat(ProtocolLimits.clamped(Double(value))) }
            return ApplicationWindow(
                id: number,
                frame: CGRect(
                    x: clamp(frame.origin.x), y: clamp(frame.origin.y),
                    width: clamp(frame.size.width), height: clamp(frame.size.height)),
                level: clamp(window.windowLevel.rawValue), isVisible: !window.isHidden)
        }
        windowNumbers = windowNumbers.filter { live.contains($0.key) }
        guard windows != publishedWindows else { return }
        publishedWindows = windows
        connection.updateWindows(windows)
    }

    private func dispatchQueuedInput() {
        guard hasQueuedInput else { return }
        hasQueuedInput = false
        application.runUntilIdle()
    }

    private func handle(_ message: RouterMessage) {
        switch message {
        case .frontApplication(let id):
            setFront(id == connection.applicationID)
        case .systemGesture(let name, let timestamp):
            onSystemGesture?(name, timestamp)
        case .goodbye(let reason):
            lastGoodbyeReason = reason
        case .drag(let drag):
            remoteDrags.receive(drag)
        case .hello, .registerApplication, .windowList, .input, .systemSwipe:
            break
        }
    }

    private func setFront(_ front: Bool) {
        guard front != isFront else { return }
        isFront = front
        onFrontChange?(front)
    }
}
