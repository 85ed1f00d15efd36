import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the router's socket lives by default: in the user's private runtime directory, never in a
/// world-writable one (docs/ipc-protocol.md, "Security").
///
/// - `$XDG_RUNTIME_DIR/responderkit-router.sock` when `XDG_RUNTIME_DIR` names an absolute path (systemd
///   creates it per user, mode 0700);
/// - otherwise `/tmp/responderkit-<uid>/responderkit-router.sock`, in a directory the router creates with mode 0700 and
///   refuses to use unless it is a real directory owned by the user and closed to everyone else.
public enum RouterSocketLocation {
    /// The file name of the socket, in `$XDG_RUNTIME_DIR` or in the fallback directory.
    public static let runtimeFileName = "responderkit-router.sock"

    /// The default socket path for `userID` in `environment`.
    public static func defaultPath(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        userID: UInt32 = UInt32(geteuid())
    ) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            return (runtime.hasSuffix("/") ? runtime : runtime + "/") + runtimeFileName
        }
        return fallbackDirectory(userID: userID) + "/" + runtimeFileName
    }

    /// The per-user directory used when `XDG_RUNTIME_DIR` is not set: `/tmp/responderkit-<uid>`.
    public static func fallbackDirectory(userID: UInt32 = UInt32(geteuid())) -> String {
        "/tmp/responderkit-\(userID)"
    }

    /// Creates `directory` with mode 0700 if it does not exist; throws unless it is then a directory (not a
    /// link) owned by the current user with no permission for group or others, so that another user
    /// cannot have prepared it to receive or intercept the socket.
    public static func preparePrivateDirectory(_ directory: String) throws(SocketError) {
        if mkdir(directory, 0o700) != 0, errno != EEXIST {
            throw SocketError(operation: "mkdir", code: errno, path: directory)
        }
        var status = stat()
        guard lstat(directory, &status) == 0 else {
            throw SocketError(operation: "lstat", code: errno, path: directory)
        }
        let user = geteuid()
        let problem: String?
        if (status.st_mode & S_IFMT) != S_IFDIR {
            problem = "is not a directory"
        } else if status.st_uid != user {
            problem = "is owned by uid \(status.st_uid), not by uid \(user)"
        } else if status.st_mode & 0o077 != 0 {
            problem =
                "has mode \(String(status.st_mode & 0o777, radix: 8)); it must be closed to group and others (0700)"
        } else {
            problem = nil
        }
        if let problem {
            throw SocketError(
                operation: "prepare socket directory", code: EPERM, path: directory,
                explanation: "\(directory) \(problem); remove it or choose another --socket")
        }
    }
}
