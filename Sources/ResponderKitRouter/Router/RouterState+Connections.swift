import Foundation
import ResponderKit

/// Connections, the handshake, registration, and forgetting applications that went away.
extension RouterState {
    /// Records a new connection and returns its number. It is refused at once (goodbye, close) with
    /// `refusal` (its credentials were not accepted) or when ``RouterConfiguration/maximumConnections``
    /// connections are already open.
    mutating func attach(_ channel: any MessageChannel, credentials: PeerCredentials?, refusal: String?) -> Int {
        let number = nextConnection
        nextConnection += 1
        let isFull = connections.count >= configuration.maximumConnections
        connections[number] = Connection(
            channel: channel, peer: PeerIdentity(connection: number, credentials: credentials),
            attachedFrame: frameNumber)
        if let refusal {
            reject(number, reason: refusal)
        } else if isFull {
            reject(number, reason: "refused: too many connections (the maximum is \(configuration.maximumConnections))")
        }
        return number
    }

    /// Refuses every connection that has not said hello within ``RouterConfiguration/helloTimeout``.
    mutating func dropSilentConnections() {
        let limit = configuration.helloTimeoutFrames
        func isSilent(_ connection: Connection) -> Bool {
            connection.role == nil && frameNumber - connection.attachedFrame >= limit
        }
        guard connections.values.contains(where: isSilent) else { return }  // every frame: allocate nothing
        for number in connections.filter({ isSilent($0.value) }).keys.sorted() {
            reject(number, reason: "refused: no hello within \(configuration.helloTimeout) s")
        }
    }

    /// Handles an event from connection `number`'s channel.
    mutating func receive(_ event: ChannelEvent, from number: Int) {
        guard let connection = connections[number] else { return }
        switch event {
        case .closed(let reason):
            if case .protocolError(let error) = reason {
                _ = connection.channel.trySend(.goodbye(reason: "protocol error: \(error)"))
                events.append(.connectionRejected(connection.peer, reason: "protocol error: \(error)"))
            }
            drop(connection: number, reason: reason.description)
        case .message(let message):
            handle(message, from: number)
        }
    }

    private mutating func handle(_ message: RouterMessage, from number: Int) {
        guard let connection = connections[number] else { return }
        guard let role = connection.role else {
            guard case .hello(let hello) = message, hello.role != .router else {
                return reject(number, reason: "expected a hello from an application or an input source first")
            }
            let version = Hello.negotiated(with: hello.version)
            connections[number]?.role = hello.role
            connections[number]?.version = version
            if hello.role == .inputSource { inputSources[number] = InputSourceRecord() }
            events.append(.peerConnected(connection.peer, role: hello.role))
            _ = connection.channel.trySend(.hello(Hello(version: version, role: .router)))
            return
        }
        guard message.minimumVersion <= connection.version else {
            return reject(
                number,
                reason: "message type \(message.typeCode) needs protocol version \(message.minimumVersion); "
                    + "the connection speaks version \(connection.version)")
        }
        switch (role, message) {
        case (.application, .registerApplication(let id, let name)):
            guard connection.application == nil else {
                return reject(number, reason: "the connection already registered")
            }
            guard applications[id] == nil else { return reject(number, reason: "\(id) is already registered") }
            register(id, name: name, connection: number)
        case (.application, .windowList(let windows)):
            guard let id = connection.application else {
                return reject(number, reason: "window list before registration")
            }
            applications[id]?.windows = windows
        case (.application, .frontApplication(let id)):
            if let id { bringToFront(id) }
        case (.inputSource, .input(let input)):
            handle(input, from: .connection(number))
        case (.inputSource, .systemSwipe(let swipe)):
            handle(swipe, from: .connection(number))
        case (.application, .drag(let drag)):
            guard let id = connection.application else { return reject(number, reason: "drag before registration") }
            handle(drag, from: id)
        case (_, .goodbye(let reason)):
            drop(connection: number, reason: "goodbye: \(reason)")
        default:
            reject(number, reason: "unexpected message type \(message.typeCode) from a peer with role \(role)")
        }
    }

    private mutating func register(_ id: ApplicationID, name: String, connection: Int) {
        connections[connection]?.application = id
        applications[id] = Application(id: id, name: name, connection: connection)
        focusOrder.append(id)
        events.append(.applicationRegistered(id, name: name))
        // A newly registered application comes to the front, as a launched application does.
        if focusOrder.count == 1 { announceFront() } else { bringToFront(id) }
    }

    /// Sends a goodbye naming the reason, then drops the connection.
    private mutating func reject(_ number: Int, reason: String) {
        guard let connection = connections[number] else { return }
        _ = connection.channel.trySend(.goodbye(reason: reason))
        events.append(.connectionRejected(connection.peer, reason: reason))
        drop(connection: number, reason: reason)
    }

    /// An input source went away: the swipes of its pointer devices end; the sequence holding any of the
    /// contacts it had down is cancelled for its application (as when a device is lost, section 8), and
    /// their hovers end; its refusals not reported yet are.
    private mutating func sourceLeft(_ number: Int, peer: PeerIdentity, reason: String) {
        var source = inputSources.removeValue(forKey: number) ?? InputSourceRecord()
        endSwipes(ofDevices: source.pointerDevices)
        let down = source.contactsDown
        if let current = sequence, down.keys.contains(where: current.contacts.contains) {
            route(.cancelAllContacts(timestamp: lastInputTime))
        }
        for (id, contact) in down.sorted(by: { $0.key < $1.key }) {
            guard let owner = hoverOwners.removeValue(forKey: id) else { continue }
            var lifted = contact
            lifted.state = .lifted
            enqueue(.input(.digitizer(DigitizerFrame(timestamp: lastInputTime, contacts: [lifted]))), to: owner)
        }
        for application in focusOrder { write(to: application) }
        events += source.refusalEvents(peer: peer, configuration: configuration, final: true)
        events.append(
            .inputSourceLeft(peer, inputs: source.inputCount, cancelledContacts: down.count, reason: reason))
    }

    /// Disconnects the applications whose queue went past a cap (``RouterConfiguration/maximumQueuedMessages``,
    /// ``RouterConfiguration/maximumQueuedBytes``): their queue is discarded, their touch sequence is
    /// cancelled, and they are told why when their socket still takes a message.
    mutating func dropUnresponsiveApplications() {
        guard hasUnresponsiveApplication else { return }
        hasUnresponsiveApplication = false
        let unresponsive = applications.values.filter { $0.unresponsiveReason != nil }.sorted { $0.id < $1.id }
        for record in unresponsive {
            let reason = record.unresponsiveReason ?? "unresponsive"
            applications[record.id]?.queue.removeAll()
            if let channel = connections[record.connection]?.channel {
                _ = channel.trySend(.input(.cancelAllContacts(timestamp: lastInputTime)))
                _ = channel.trySend(.goodbye(reason: reason))
            }
            events.append(
                .connectionRejected(
                    connections[record.connection]?.peer ?? PeerIdentity(connection: record.connection),
                    reason: reason))
            drop(connection: record.connection, reason: reason)
        }
    }

    /// Closes a connection and forgets its application: the sequence it owned is swallowed until its
    /// contacts lift, held keys and hovers are released, and if it was in front, the next application
    /// in focus order comes to the front.
    mutating func drop(connection number: Int, reason: String) {
        guard let connection = connections.removeValue(forKey: number) else { return }
        channelsToClose.append(connection.channel)
        if connection.role == .inputSource { sourceLeft(number, peer: connection.peer, reason: reason) }
        guard let id = connection.application, applications.removeValue(forKey: id) != nil else { return }
        let wasFront = front == id
        focusOrder.removeAll { $0 == id }
        if sequence?.destination == .application(id) { sequence?.destination = .nobody }
        hoverOwners = hoverOwners.filter { $0.value != id }
        keyOwners = keyOwners.filter { $0.value != id }
        estimationOwners = estimationOwners.filter { $0.value != id }
        if lastTouchOwner == id { lastTouchOwner = nil }
        events.append(.applicationForgotten(id, reason: reason))
        forgetDrags(of: id)
        if wasFront { announceFront() }
    }

    /// Closes every connection (the router is shutting down).
    mutating func dropAll(reason: String) {
        for number in connections.keys.sorted() {
            _ = connections[number]?.channel.trySend(.goodbye(reason: reason))
            drop(connection: number, reason: reason)
        }
    }
}
