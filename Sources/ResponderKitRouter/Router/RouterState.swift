import Foundation
import ResponderKit

/// Everything the router knows, mutated under its lock (see `SystemRouter.swift`).
///
/// Operations record their side effects that must run outside the lock (events for the handler and
/// channels to close) in ``events`` and ``channelsToClose``.
struct RouterState {
    struct Connection {
        let channel: any MessageChannel
        /// Who connected, for the log.
        let peer: PeerIdentity
        /// The display frame (``RouterState/frameNumber``) it was attached in: the hello timeout counts from it.
        let attachedFrame: Int
        /// Nil until the peer's hello.
        var role: PeerRole?
        var application: ApplicationID?
        /// The protocol version the connection speaks (``Hello/negotiated(with:)``), once the peer said hello.
        var version: UInt16 = 1
    }

    struct Application {
        let id: ApplicationID
        var name: String
        let connection: Int
        var windows: [ApplicationWindow] = []
        var queue = OutgoingQueue()
        var statistics = DeliveryStatistics()
        /// Set when its queue went past a cap: it is disconnected at the end of the current operation.
        var unresponsiveReason: String?
    }

    /// Who receives the contacts of the current touch sequence.
    enum Destination: Equatable {
        case application(ApplicationID)
        /// A system gesture took the sequence.
        case system(String)
        /// Nobody: no window was under the first contact, or the owner lost the sequence (it went to
        /// the back or away). The remaining contacts are swallowed until they all lift.
        case nobody
    }

    /// The touch sequence in progress: from the first contact down until every contact lifted.
    struct Sequence {
        var destination: Destination
        var contacts: Set<Int>
        var tracker: SystemGestureTracker
    }

    let configuration: RouterConfiguration
    var connections: [Int: Connection] = [:]
    /// What each connection that said hello as an input source holds (contacts, pointer devices), by
    /// connection number; kept apart from ``connections`` so that reading a connection never copies it.
    var inputSources: [Int: InputSourceRecord] = [:]
    /// What the router's own input (``SystemRouter/handle(_:)-(HardwareInput)``) holds.
    var ownInput = InputSourceRecord()
    /// Contacts and pointer inputs refused past the per-source caps, from every source.
    var refusedContacts = 0
    var refusedPointerInputs = 0
    var nextConnection = 1
    var applications: [ApplicationID: Application] = [:]
    /// Front (focused) application first.
    var focusOrder: [ApplicationID] = []
    var sequence: Sequence?
    /// The application each hovering pointer is over.
    var hoverOwners: [Int: ApplicationID] = [:]
    /// The application each held key went down in: its key-up goes there too.
    var keyOwners: [UIKeyboardHIDUsage: ApplicationID] = [:]
    /// The application that received each estimated sample, for its property updates (most recent 512).
    var estimationOwners: [Int: ApplicationID] = [:]
    var estimationOrder: [Int] = []
    /// The pointer devices with a click, scroll, transform or system swipe in progress (RouterState+Swipes.swift).
    var pointerDevices: [Int: PointerDevice] = [:]
    /// Pointer, scroll and transform inputs withheld from the applications because a system swipe held
    /// their device (``SystemRouter/withheldPointerInputs``).
    var withheldPointerInputs = 0
    /// The application that received the most recent touch sequence.
    var lastTouchOwner: ApplicationID?
    /// The timestamp of the latest input: the time of cancellations the router makes up.
    var lastInputTime: TimeInterval = 0
    /// The digitizer frame being split between applications, while one is routed.
    var assembly: FrameAssembly?
    /// Whether some application's ``Application/unresponsiveReason`` is set (checked after every operation).
    var hasUnresponsiveApplication = false
    /// The drags carried between applications (RouterState+Drags.swift, behaviour 16.11).
    var drags: [CarriedDragKey: CarriedDrag] = [:]
    /// Drag messages that named no drag the router carries, or came from the wrong side: ignored, counted.
    var refusedDragMessages = 0
    /// Display frames delivered so far (``deliverFrame()`` calls): the router's only measure of time.
    var frameNumber = 0

    var events: [RouterEvent] = []
    /// Events reported under the lock and not yet handed to the event handler, oldest first.
    var undeliveredEvents: [RouterEvent] = []
    var channelsToClose: [any MessageChannel] = []

    init(configuration: RouterConfiguration) {
        self.configuration = configuration
    }

    var front: ApplicationID? { focusOrder.first }
}

/// The per-application parts of one digitizer frame, in the order they were started.
struct FrameAssembly {
    let timestamp: TimeInterval
    private(set) var order: [ApplicationID] = []
    private var contacts: [ApplicationID: [TouchContact]] = [:]
    private var onlyContinuing: [ApplicationID: Bool] = [:]

    init(timestamp: TimeInterval) { self.timestamp = timestamp }

    /// Adds a contact to `application`'s part; `continues` when it only moves a contact already down
    /// (or hovering) there.
    mutating func add(_ contact: TouchContact, to application: ApplicationID, continues: Bool) {
        if contacts[application] == nil {
            order.append(application)
            contacts[application] = []
            onlyContinuing[application] = true
        }
        contacts[application]!.append(contact)
        if !continues { onlyContinuing[application] = false }
    }

    /// Removes `application`'s part: its frame and move key (sorted contact ids, when every contact continues).
    mutating func take(_ application: ApplicationID) -> (frame: DigitizerFrame, moveKey: [Int]?)? {
        guard let part = contacts.removeValue(forKey: application) else { return nil }
        order.removeAll { $0 == application }
        let continuing = onlyContinuing.removeValue(forKey: application) ?? false
        return (DigitizerFrame(timestamp: timestamp, contacts: part), continuing ? part.map(\.id).sorted() : nil)
    }
}
