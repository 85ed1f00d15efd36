import Foundation
import ResponderKit

/// Connections, the handshake, registration, and forgetting applications that went away.
extension RouterState {
    /// Records a new connection and returns its number.
    mutating func attach(_ channel: any MessageChannel) -> Int {
        let number = nextConnection
        nextConnection += 1
        connections[number] = Connection(channel: channel)
        return number
    }

    /// Handles an event from connection `number`'s channel.
    mutating func receive(_ event: ChannelEvent, from number: Int) {
        guard let connection = connections[number] else { return }
        switch event {
        case .closed(let reason):
            if case .protocolError(let error) = reason {
                _ = connection.channel.trySend(.goodbye(reason: "protocol error: \(error)"))
                events.append(.connectionRejected(reason: "protocol error: \(error)"))
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
            connections[number]?.role = hello.role
            _ = connection.channel.trySend(.hello(Hello(role: .router)))
            return
        }
        switch (role, message) {
        case (.application, .registerApplication(let id, let name)):
            guard connection.application == nil else { return reject(number, reason: "the connection already registered") }
            guard applications[id] == nil else { return reject(number, reason: "\(id) is already registered") }
            register(id, name: name, connection: number)
        case (.application, .windowList(let windows)):
            guard let id = connection.application else { return reject(number, reason: "window list before registration") }
            applications[id]?.windows = windows
        case (.application, .frontApplication(let id)):
            if let id { bringToFront(id) }
        case (.inputSource, .input(let input)):
            handle(input)
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
        _ = connections[number]?.channel.trySend(.goodbye(reason: reason))
        events.append(.connectionRejected(reason: reason))
        drop(connection: number, reason: reason)
    }

    /// Closes a connection and forgets its application: the sequence it owned is swallowed until its
    /// contacts lift, held keys and hovers are released, and if it was in front, the next application
    /// in focus order comes to the front.
    mutating func drop(connection number: Int, reason: String) {
        guard let connection = connections.removeValue(forKey: number) else { return }
        channelsToClose.append(connection.channel)
        guard let id = connection.application, applications.removeValue(forKey: id) != nil else { return }
        let wasFront = front == id
        focusOrder.removeAll { $0 == id }
        if sequence?.destination == .application(id) { sequence?.destination = .nobody }
        hoverOwners = hoverOwners.filter { $0.value != id }
        keyOwners = keyOwners.filter { $0.value != id }
        estimationOwners = estimationOwners.filter { $0.value != id }
        if lastTouchOwner == id { lastTouchOwner = nil }
        events.append(.applicationForgotten(id, reason: reason))
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
