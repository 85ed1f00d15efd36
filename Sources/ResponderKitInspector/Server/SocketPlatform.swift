#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What differs between Linux and Apple platforms for the server's sockets.
enum SocketPlatform {
    #if canImport(Glibc)
    /// `SOCK_STREAM` as `socket()` takes it.
    static let streamType = Int32(SOCK_STREAM.rawValue)
    /// `send()` flags: no SIGPIPE when the peer is gone.
    static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    static let streamType = SOCK_STREAM
    static let sendFlags: Int32 = 0
    #endif

    /// Makes writes to a closed peer fail with EPIPE instead of raising SIGPIPE, where `send()` has no
    /// flag for it (Apple platforms).
    static func preventSIGPIPE(_ fd: Int32) {
        #if canImport(Darwin)
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }
}
