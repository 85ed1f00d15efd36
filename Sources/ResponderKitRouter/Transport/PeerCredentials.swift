import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Who is at the other end of a Unix-domain socket, as the kernel reports it: `SO_PEERCRED` on Linux
/// (the process, user and group that connected), `getpeereid` elsewhere (user and group only).
public struct PeerCredentials: Equatable, Sendable, CustomStringConvertible {
    /// The peer's process id when the system reports it (Linux), nil otherwise.
    public var processID: Int32?
    /// The peer's effective user id when it connected.
    public var userID: UInt32
    /// The peer's effective (primary) group id when it connected.
    public var groupID: UInt32

    /// Creates credentials.
    public init(processID: Int32?, userID: UInt32, groupID: UInt32) {
        self.processID = processID
        self.userID = userID
        self.groupID = groupID
    }

    /// `pid 123, uid 1000, gid 1000`.
    public var description: String {
        (processID.map { "pid \($0), " } ?? "") + "uid \(userID), gid \(groupID)"
    }

    /// The credentials of the peer of the connected socket `fd`, or nil when the system does not tell.
    public static func ofPeer(of fd: Int32) -> PeerCredentials? {
        #if os(Linux)
        // `struct ucred` (pid_t, uid_t, gid_t) is only declared under _GNU_SOURCE; its layout is fixed.
        var credentials: (pid: Int32, uid: UInt32, gid: UInt32) = (0, 0, 0)
        var size = socklen_t(MemoryLayout.size(ofValue: credentials))
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &size) == 0,
            Int(size) == MemoryLayout.size(ofValue: credentials)
        else { return nil }
        return PeerCredentials(processID: credentials.pid, userID: credentials.uid, groupID: credentials.gid)
        #elseif canImport(Darwin)
        var user = uid_t(0), group = gid_t(0)
        guard getpeereid(fd, &user, &group) == 0 else { return nil }
        return PeerCredentials(processID: nil, userID: UInt32(user), groupID: UInt32(group))
        #else
        return nil
        #endif
    }
}

/// A connection as the router names it in its events: its number and, for a socket, who connected.
public struct PeerIdentity: Equatable, Sendable, CustomStringConvertible {
    /// The router's number for the connection (``SystemRouter/attach(_:peer:)``).
    public var connection: Int
    /// The peer's credentials, when known (socket connections).
    public var credentials: PeerCredentials?

    /// Creates an identity.
    public init(connection: Int, credentials: PeerCredentials? = nil) {
        self.connection = connection
        self.credentials = credentials
    }

    /// `connection 3 (pid 123, uid 1000, gid 1000)`, or `connection 3` without credentials.
    public var description: String {
        "connection \(connection)" + (credentials.map { " (\($0))" } ?? "")
    }
}

/// Which peers a ``RouterServer`` accepts, by their credentials (docs/ipc-protocol.md, "Security").
///
/// By default only processes of the router's own user; ``allowedGroupID`` also admits processes whose
/// effective group is that group. A peer whose credentials cannot be read is refused.
public struct PeerAccessPolicy: Equatable, Sendable {
    /// The user the router runs as; its processes are always accepted. Default: the effective user.
    public var userID: UInt32
    /// A group whose processes are also accepted (the socket is then made group-accessible). Default nil.
    public var allowedGroupID: UInt32?

    /// Creates a policy; by default, the current effective user only.
    public init(userID: UInt32 = UInt32(geteuid()), allowedGroupID: UInt32? = nil) {
        self.userID = userID
        self.allowedGroupID = allowedGroupID
    }

    /// Why `peer` is refused, or nil when it is accepted.
    public func refusal(for peer: PeerCredentials?) -> String? {
        guard let peer else { return "refused: the peer's credentials could not be read" }
        if peer.userID == userID { return nil }
        if let allowedGroupID, peer.groupID == allowedGroupID { return nil }
        let allowed = "uid \(userID)" + (allowedGroupID.map { " or gid \($0)" } ?? "")
        return "refused: peer \(peer) is not the router's user (accepted: \(allowed))"
    }
}
