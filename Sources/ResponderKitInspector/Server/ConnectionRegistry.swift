import Foundation
import NIOConcurrencyHelpers
import NIOCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every connection the server holds, in the order they came, with how far each got: the one owner of
/// the connection and WebSocket limits (``InspectorLimits/maximumConnections``,
/// ``InspectorLimits/maximumWebSockets``) and of closing them all when the server stops.
final class ConnectionRegistry: @unchecked Sendable {
    // @unchecked: every stored property is only touched under `lock`.

    /// How far a connection got.
    enum Phase {
        /// Its request head has not arrived yet: the connection a new one may replace.
        case head
        /// It is answered (and lingers after an error reply).
        case answered
        /// An open WebSocket.
        case webSocket
    }

    /// What a new connection may do.
    enum Admission {
        /// It is served.
        case admitted
        /// It is served, in place of the oldest connection still sending its head, which must be closed.
        case replacing(Channel)
        /// Every connection is past its head: it is answered `503` and closed.
        case full
    }

    private struct Entry {
        var channel: Channel
        var order: Int
        var phase: Phase
    }

    private let lock = NIOLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var nextOrder = 0
    private var webSockets = 0
    private var stopped = false
    /// The most connections at once.
    let capacity: Int
    /// The most open WebSockets at once.
    let webSocketCapacity: Int

    init(capacity: Int = ConnectionRegistry.defaultCapacity()) {
        self.capacity = capacity
        webSocketCapacity = min(InspectorLimits.maximumWebSockets, max(1, capacity / 2))
    }

    /// ``InspectorLimits/maximumConnections``, or fewer: the process's descriptor limit less
    /// ``InspectorLimits/reservedDescriptors`` (at least 4), so that accepting never runs out of descriptors.
    static func defaultCapacity() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else {
            return InspectorLimits.maximumConnections
        }
        let available = Int(clamping: limit.rlim_cur) - InspectorLimits.reservedDescriptors
        return min(InspectorLimits.maximumConnections, max(4, available))
    }

    /// The number of connections held.
    var count: Int { lock.withLock { entries.count } }

    /// Registers a new connection, or says why it cannot be served.
    func admit(_ channel: Channel) -> Admission {
        lock.withLock {
            guard !stopped else { return .full }
            var replaced: Channel?
            if entries.count >= capacity {
                guard let oldest = entries.values.filter({ $0.phase == .head }).min(by: { $0.order < $1.order }) else {
                    return .full
                }
                entries[ObjectIdentifier(oldest.channel)] = nil
                replaced = oldest.channel
            }
            entries[ObjectIdentifier(channel)] = Entry(channel: channel, order: nextOrder, phase: .head)
            nextOrder += 1
            return replaced.map { .replacing($0) } ?? .admitted
        }
    }

    /// The connection's head arrived and is answered.
    func answered(_ channel: Channel) {
        lock.withLock { entries[ObjectIdentifier(channel)]?.phase = .answered }
    }

    /// Makes the connection a WebSocket; false when ``webSocketCapacity`` are open already.
    func openWebSocket(_ channel: Channel) -> Bool {
        lock.withLock {
            guard webSockets < webSocketCapacity, var entry = entries[ObjectIdentifier(channel)] else { return false }
            if entry.phase != .webSocket { webSockets += 1 }
            entry.phase = .webSocket
            entries[ObjectIdentifier(channel)] = entry
            return true
        }
    }

    /// Forgets a closed connection.
    func remove(_ channel: Channel) {
        lock.withLock {
            if entries.removeValue(forKey: ObjectIdentifier(channel))?.phase == .webSocket { webSockets -= 1 }
        }
    }

    /// Admits nothing more and closes every connection (without waiting for any).
    func closeAll() {
        let channels = lock.withLock {
            stopped = true
            return entries.values.map(\.channel)
        }
        for channel in channels { channel.close(promise: nil) }
    }
}
