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
/// - `$XDG_RUNTIME_DIR/responderkit-router.sock` when `XDG_RUNTIME_DIR` names an absolute path to a
///   directory (not a link) owned by the user and closed to group and others, as the XDG Base Directory
///   specification requires (systemd creates it per user, mode 0700);
/// - otherwise `/tmp/responderkit-<uid>/responderkit-router.sock`, in a directory the router creates with
///   mode 0700 and refuses to use unless it is a real directory owned by the user and closed to everyone
///   else.
///
/// The router and its clients decide alike, so both fall back when `XDG_RUNTIME_DIR` is not fit.
public enum RouterSocketLocation {
    /// The file name of the socket, in `$XDG_RUNTIME_DIR` or in the fallback directory.
    public static let runtimeFileName = "responderkit-router.sock"

    /// The default socket path for `userID` in `environment`.
    public static func defaultPath(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        userID: UInt32 = UInt32(geteuid())
    ) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"],
            runtimeDirectoryProblem(environment: environment, userID: userID) == nil
        {
            return (runtime.hasSuffix("/") ? runtime : runtime + "/") + runtimeFileName
        }
        return fallbackDirectory(userID: userID) + "/" + runtimeFileName
    }

    /// Why `XDG_RUNTIME_DIR` in `environment` is not used for `userID`'s socket (it is not an absolute
    /// path, or not a directory owned by the user and closed to group and others), or nil when it is used
    /// or not set.
    public static func runtimeDirectoryProblem(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        userID: UInt32 = UInt32(geteuid())
    ) -> String? {
        guard let runtime = environment["XDG_RUNTIME_DIR"] else { return nil }
        let problem =
            runtime.hasPrefix("/") ? privateDirectoryProblem(runtime, userID: userID) : "is not an absolute path"
        return problem.map { "XDG_RUNTIME_DIR \(runtime) \($0)" }
    }

    /// The per-user directory used when `XDG_RUNTIME_DIR` is not set or not fit: `/tmp/responderkit-<uid>`.
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
        if let problem = privateDirectoryProblem(directory, userID: UInt32(geteuid())) {
            throw SocketError(
                operation: "prepare socket directory", code: EPERM, path: directory,
                explanation: "\(directory) \(problem); remove it or choose another --socket")
        }
    }

    /// What keeps `directory` from being private to `userID` (not a directory, a link, another owner, a
    /// mode open to group or others), or nil. Checked with `lstat`: a link is refused, never followed.
    static func privateDirectoryProblem(_ directory: String, userID: UInt32) -> String? {
        var status = stat()
        guard lstat(directory, &status) == 0 else {
            let code = errno
            return "cannot be examined: \(String(cString: strerror(code))) (errno \(code))"
        }
        if (status.st_mode & S_IFMT) != S_IFDIR { return "is not a directory" }
        if status.st_uid != userID { return "is owned by uid \(status.st_uid), not by uid \(userID)" }
        if status.st_mode & 0o077 != 0 {
            return "has mode \(String(status.st_mode & 0o777, radix: 8)); it must be closed to group and others (0700)"
        }
        return nil
    }
}
