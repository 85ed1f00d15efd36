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
///
/// When the process runs out of file descriptors, a pending connection keeps the socket readable while
/// `accept` fails: rather than spin, the thread closes a descriptor it keeps in reserve, accepts the
/// connection with it, hands it over to be refused (``startAccepting(_:)``), and opens the reserve again
/// (docs/decisions.md, "Running out of descriptors refuses a connection instead of spinning").
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
    /// `/dev/null`, held open so that one connection can be accepted (and refused) when none is left;
    /// -1 while it is spent. Only the accept thread uses it after `init`.
    private let reserve = Locked(Int32(-1))

    /// Binds and listens at `path` (replacing a stale socket file there), the socket file having `mode`
    /// and, when given, `group`.
    init(path: String, mode: mode_t, group: UInt32?) throws(SocketError) {
        self.path = path
        fd = try UnixSocket.openListener(path: path, mode: mode, group: group)
        var status = stat()
        inode = lstat(path, &status) == 0 ? UInt64(status.st_ino) : 0
        reserve.withLock { $0 = UnixSocket.openReserveDescriptor() }
    }

    /// Starts the accept thread. Each accepted descriptor goes to `handler`, which owns it, with nil; when
    /// descriptors ran out, one accepted through the reserve goes with the reason to refuse it, and the
    /// handler must close it before returning.
    func startAccepting(_ handler: @escaping @Sendable (Int32, _ refusal: String?) -> Void) {
        let start = state.withLock { state -> Bool in
            guard !state.isAccepting, !state.isStopping else { return false }
            state.isAccepting = true
            return true
        }
        guard start else { return }
        Thread.detachNewThread { [self] in
            while !state.withLock({ $0.isStopping }) {
                guard UnixSocket.waitReadable(fd, milliseconds: 20) else { continue }
                switch UnixSocket.acceptConnection(fd) {
                case .accepted(let client): handler(client, nil)
                case .outOfDescriptors: refuseWithReserve(handler)
                case .retry: continue
                case .failed: UnixSocket.pause(milliseconds: 20)
                }
            }
            state.withLockAndBroadcast { state in
                closeDescriptors()
                state.isStopped = true
            }
        }
    }

    /// Accepts one pending connection in the reserve's place and hands it over to be refused; without a
    /// reserve (another thread took the freed descriptor), waits a little instead of spinning.
    private func refuseWithReserve(_ handler: @Sendable (Int32, String?) -> Void) {
        let spare = reserve.withLock { reserve -> Int32 in
            defer { reserve = -1 }
            return reserve
        }
        if spare >= 0 { UnixSocket.closeDescriptor(spare) }
        if spare >= 0, case .accepted(let client) = UnixSocket.acceptConnection(fd) {
            handler(client, "refused: the router has no file descriptor left (the process limit is reached)")
        } else {
            UnixSocket.pause(milliseconds: 20)
        }
        reserve.withLock { $0 = UnixSocket.openReserveDescriptor() }
    }

    /// Closes the socket and the reserve: once, from the accept thread, or from ``stop()`` when it never started.
    private func closeDescriptors() {
        UnixSocket.closeDescriptor(fd)
        reserve.withLock { reserve in
            if reserve >= 0 { UnixSocket.closeDescriptor(reserve) }
            reserve = -1
        }
    }

    /// Stops accepting, closes the socket and removes its file.
    func stop() {
        let wasAccepting = state.withLock { state -> Bool in
            let accepting = state.isAccepting && !state.isStopping
            if !state.isStopping && !state.isAccepting {
                closeDescriptors()
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
