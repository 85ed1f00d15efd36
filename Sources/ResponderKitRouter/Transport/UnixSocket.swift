import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed socket system call.
public struct SocketError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call that failed (`socket`, `bind`, `listen`, `connect`...).
    public var operation: String
    /// The `errno` it set.
    public var code: Int32
    /// The socket path involved.
    public var path: String
    /// What is wrong in words, when the router checked it before any call (a path that is a directory,
    /// a regular file, empty or too long); nil when the system's message says it.
    public var explanation: String?

    /// Creates an error.
    public init(operation: String, code: Int32, path: String, explanation: String? = nil) {
        self.operation = operation
        self.code = code
        self.path = path
        self.explanation = explanation
    }

    /// The failed call, its path and the system's message (or the explanation).
    public var description: String {
        "\(operation)(\(path)) failed: " + (explanation ?? "\(String(cString: strerror(code))) (errno \(code))")
    }
}

/// The POSIX calls behind the Unix-domain stream transport. File descriptors are created close-on-exec,
/// so child processes never inherit the router's sockets.
enum UnixSocket {
    private static var streamType: Int32 {
        #if os(Linux)
        Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
        SOCK_STREAM
        #endif
    }

    private static func makeSocket(path: String) throws(SocketError) -> Int32 {
        let fd = socket(AF_UNIX, streamType, 0)
        guard fd >= 0 else { throw SocketError(operation: "socket", code: errno, path: path) }
        #if !os(Linux)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        #endif
        return fd
    }

    /// Calls `body` with `path` as a `sockaddr_un`.
    private static func withAddress<Result>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Result)
        throws(SocketError) -> Result
    {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard !bytes.isEmpty else {
            throw SocketError(
                operation: "address", code: EINVAL, path: path,
                explanation: "the socket path is empty; give the path of the socket file, such as "
                    + "$XDG_RUNTIME_DIR/responderkit-router.sock")
        }
        guard bytes.count < capacity else {
            throw SocketError(
                operation: "address", code: ENAMETOOLONG, path: path,
                explanation: "the socket path is \(bytes.count) bytes long; a Unix-domain socket path "
                    + "holds at most \(capacity - 1)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
    }

    /// Binds and listens at `path`, first removing a stale socket file left there; refuses to replace
    /// anything else (a directory, a regular file, a link), and refuses a directory where another user
    /// could replace the socket file (``checkDirectory(of:)``). The socket file is born with `mode` (0600:
    /// owner only) whatever the umask, and gets `group` when given, before `listen`: until then every
    /// connection is refused. Nothing is done through the path after `bind` that a link swapped in could
    /// redirect (docs/decisions.md, "The socket file's mode is set by bind, its group on a checked descriptor").
    static func openListener(
        path: String, mode: mode_t = 0o600, group: UInt32? = nil,
        backlog: Int32 = 16
    ) throws(SocketError) -> Int32 {
        try checkDirectory(of: path)
        try checkReplaceable(path)
        let fd = try makeSocket(path: path)
        let bound = try withAddress(path) { address, length in
            withUmask(0o777 & ~mode) { bind(fd, address, length) }
        }
        guard bound == 0 else {
            let code = errno
            closeDescriptor(fd)
            throw SocketError(operation: "bind", code: code, path: path)
        }
        do {
            try SocketFileAttributes.secure(path, mode: mode, group: group)
        } catch {
            closeDescriptor(fd)
            throw error
        }
        guard listen(fd, backlog) == 0 else {
            let code = errno
            closeDescriptor(fd)
            throw SocketError(operation: "listen", code: code, path: path)
        }
        return fd
    }

    /// Serializes the umask changes of ``withUmask(_:_:)``.
    private static let umaskLock = NSLock()

    /// Runs `body` with the process's umask set to `mask`, then restores it. The umask is process-wide:
    /// the lock keeps two listeners from restoring each other's mask, and `mask` only ever adds bits to
    /// the usual ones, so a file another thread creates meanwhile is at worst more private.
    private static func withUmask<Result>(_ mask: mode_t, _ body: () -> Result) -> Result {
        umaskLock.lock()
        defer { umaskLock.unlock() }
        let previous = umask(mask)
        defer { umask(previous) }
        return body()
    }

    /// Throws unless the directory that will hold the socket at `path` is one where no other user can
    /// replace the socket file: owned by the user (or root), and writable by nobody else unless it has the
    /// sticky bit (as `/tmp` has: there only a file's owner may remove or rename it).
    private static func checkDirectory(of path: String) throws(SocketError) {
        var directory = "."
        if let slash = path.lastIndex(of: "/") { directory = slash == path.startIndex ? "/" : String(path[..<slash]) }
        var status = stat()
        guard stat(directory, &status) == 0 else {
            throw SocketError(operation: "stat", code: errno, path: directory)
        }
        let user = geteuid()
        let problem: String
        if status.st_uid != user && status.st_uid != 0 {
            problem = "belongs to uid \(status.st_uid), not to uid \(user) or root"
        } else if status.st_mode & 0o022 != 0 && status.st_mode & S_ISVTX == 0 {
            problem =
                "has mode \(String(status.st_mode & 0o7777, radix: 8)): other users may write in it and, without "
                + "the sticky bit, replace the socket file"
        } else {
            return
        }
        throw SocketError(
            operation: "bind", code: EPERM, path: path,
            explanation: "the socket's directory \(directory) \(problem); choose a directory only you can write "
                + "to, such as $XDG_RUNTIME_DIR")
    }

    /// Removes a stale socket file at `path`; throws when something else is there.
    private static func checkReplaceable(_ path: String) throws(SocketError) {
        var status = stat()
        guard !path.isEmpty, lstat(path, &status) == 0 else { return }
        let what: String
        switch status.st_mode & S_IFMT {
        case S_IFSOCK:
            unlink(path)
            return
        case S_IFDIR:
            what = "is a directory; give the path of the socket file to create in it, such as \(path)/router.sock"
        case S_IFREG: what = "is a regular file, not a socket; the router replaces only a stale socket file"
        case S_IFLNK: what = "is a symbolic link; the router replaces only a stale socket file"
        default: what = "is not a socket; the router replaces only a stale socket file"
        }
        throw SocketError(operation: "bind", code: EEXIST, path: path, explanation: "\(path) " + what)
    }

    /// Connects to the socket at `path`.
    static func openConnection(path: String) throws(SocketError) -> Int32 {
        let fd = try makeSocket(path: path)
        var result: Int32
        repeat {
            result = try withAddress(path) { connect(fd, $0, $1) }
        } while result != 0 && errno == EINTR
        guard result == 0 else {
            let code = errno
            closeDescriptor(fd)
            throw SocketError(operation: "connect", code: code, path: path)
        }
        return fd
    }

    /// What `accept` gave.
    enum AcceptOutcome: Equatable {
        /// A connected descriptor, close-on-exec.
        case accepted(Int32)
        /// The process (`EMFILE`) or the system (`ENFILE`) has no descriptor left: the connection stays
        /// pending, so the socket stays readable.
        case outOfDescriptors
        /// Nothing to accept after all (interrupted, or the peer gave up meanwhile): try again at once.
        case retry
        /// Another error (such as no memory): wait before trying again.
        case failed(Int32)
    }

    /// Accepts a pending connection. The new descriptor is made close-on-exec at once (`accept4` is not
    /// visible to Swift without `_GNU_SOURCE`); the router ends connections with `shutdown`, so a
    /// descriptor leaked into a child forked in between cannot keep one open.
    static func acceptConnection(_ fd: Int32) -> AcceptOutcome {
        let client = accept(fd, nil, nil)
        guard client < 0 else {
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            return .accepted(client)
        }
        switch errno {
        case EMFILE, ENFILE: return .outOfDescriptors
        case EINTR, ECONNABORTED, EAGAIN, EWOULDBLOCK, EPROTO: return .retry
        case let code: return .failed(code)
        }
    }

    /// Opens `/dev/null` close-on-exec: a descriptor held in reserve for when none is left; -1 when none is free.
    static func openReserveDescriptor() -> Int32 {
        #if os(Linux)
        open("/dev/null", O_RDONLY | Int32(O_CLOEXEC))
        #else
        open("/dev/null", O_RDONLY | O_CLOEXEC)
        #endif
    }

    /// Waits `milliseconds` without reading a clock (a `poll` of no descriptor).
    static func pause(milliseconds: Int32) {
        _ = poll(nil, 0, milliseconds)
    }

    /// Waits up to `milliseconds` for `fd` to become readable.
    static func waitReadable(_ fd: Int32, milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }

    /// Reads into `buffer`: the byte count, 0 at end of stream, or -errno.
    static func receive(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count >= 0 { return count }
            if errno != EINTR { return -Int(errno) }
        }
    }

    /// Writes without waiting and without SIGPIPE: the byte count (0 when the socket buffer is full), or -errno.
    static func sendNonBlocking(_ fd: Int32, _ bytes: ArraySlice<UInt8>) -> Int {
        #if os(Linux)
        let flags = Int32(MSG_DONTWAIT) | Int32(MSG_NOSIGNAL)
        #else
        let flags = MSG_DONTWAIT
        #endif
        while true {
            let count = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, flags) }
            if count >= 0 { return count }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { return 0 }
            return -Int(errno)
        }
    }

    /// Shuts both directions down, which wakes a thread blocked reading the socket.
    static func shutdownBoth(_ fd: Int32) {
        _ = shutdown(fd, Int32(SHUT_RDWR))
    }

    static func closeDescriptor(_ fd: Int32) {
        _ = close(fd)
    }
}
