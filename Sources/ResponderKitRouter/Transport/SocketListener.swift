import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A listening Unix-domain socket and the thread that accepts its connections.
///
/// The accept thread polls the socket every 20 ms so that ``stop()`` can end it without racing a
/// blocked `accept`. ``stop()`` waits (at most 2 s) for the thread, closes the socket and removes the
/// socket file, unless another listener has replaced it at the same path since.
final class SocketListener: Sendable {
    private struct State {
        var isAccepting = false
        var isStopping = false
        var isStopped = false
    }

    /// The socket's path.
    let path: String
    private let fd: Int32
    private let inode: UInt64
    private let state = Locked(State())

    /// Binds and listens at `path` (replacing a stale socket file there), the socket file having `mode`
    /// and, when given, `group`.
    init(path: String, mode: mode_t, group: UInt32?) throws(SocketError) {
        self.path = path
        fd = try UnixSocket.openListener(path: path, mode: mode, group: group)
        var status = stat()
        inode = lstat(path, &status) == 0 ? UInt64(status.st_ino) : 0
    }

    /// Starts the accept thread; each accepted descriptor goes to `handler`, which owns it.
    func startAccepting(_ handler: @escaping @Sendable (Int32) -> Void) {
        let start = state.withLock { state -> Bool in
            guard !state.isAccepting, !state.isStopping else { return false }
            state.isAccepting = true
            return true
        }
        guard start else { return }
        Thread.detachNewThread { [self] in
            while !state.withLock({ $0.isStopping }) {
                guard UnixSocket.waitReadable(fd, milliseconds: 20) else { continue }
                if let client = UnixSocket.acceptConnection(fd) { handler(client) }
            }
            state.withLockAndBroadcast { state in
                UnixSocket.closeDescriptor(fd)
                state.isStopped = true
            }
        }
    }

    /// Stops accepting, closes the socket and removes its file.
    func stop() {
        let wasAccepting = state.withLock { state -> Bool in
            let accepting = state.isAccepting && !state.isStopping
            if !state.isStopping && !state.isAccepting {
                UnixSocket.closeDescriptor(fd)
                state.isStopped = true
            }
            state.isStopping = true
            return accepting
        }
        if wasAccepting {
            state.wait(until: { $0.isStopped }, timeout: 2) { _, _ in }
        }
        var status = stat()
        if lstat(path, &status) == 0, UInt64(status.st_ino) == inode { unlink(path) }
    }
}
