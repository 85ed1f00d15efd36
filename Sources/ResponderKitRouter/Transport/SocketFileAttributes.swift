import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if os(Linux)
// `O_PATH` and `AT_EMPTY_PATH` are declared only under `_GNU_SOURCE`, which Swift's Glibc module does not
// define; their values are the same on every architecture Swift supports.
private let openPathOnly: Int32 = 0o10_000_000
private let atEmptyPath: Int32 = 0x1000
#endif

/// Gives a freshly bound socket file its group (and its mode, when `bind` did not already give it)
/// without going through the path again after checking what is there: a link or another file swapped in
/// after `bind` is refused, never followed (docs/decisions.md, "The socket file's mode is set by bind,
/// its group on a checked descriptor").
enum SocketFileAttributes {
    /// Checks that `path` is (still) a socket file owned by the user, then gives it `group` (when given)
    /// and `mode`.
    ///
    /// On Linux the file is opened with `O_PATH | O_NOFOLLOW` (a link opens as itself), checked with
    /// `fstat`, and changed through that descriptor (`fchownat(AT_EMPTY_PATH)`, and `chmod` of
    /// `/proc/self/fd/N` as glibc's `fchmodat` does), so the file checked is the file changed. Elsewhere the
    /// calls take `AT_SYMLINK_NOFOLLOW`.
    static func secure(_ path: String, mode: mode_t, group: UInt32?) throws(SocketError) {
        #if os(Linux)
        let fd = open(path, openPathOnly | O_NOFOLLOW | Int32(O_CLOEXEC))
        guard fd >= 0 else { throw SocketError(operation: "open", code: errno, path: path) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw SocketError(operation: "fstat", code: errno, path: path) }
        try checkIsOwnSocket(status, path: path)
        if let group, status.st_gid != gid_t(group), fchownat(fd, "", uid_t.max, gid_t(group), atEmptyPath) != 0 {
            throw SocketError(operation: "chown", code: errno, path: path)
        }
        if status.st_mode & 0o7777 != mode, chmod("/proc/self/fd/\(fd)", mode) != 0 {
            throw SocketError(operation: "chmod", code: errno, path: path)
        }
        #else
        var status = stat()
        guard lstat(path, &status) == 0 else { throw SocketError(operation: "lstat", code: errno, path: path) }
        try checkIsOwnSocket(status, path: path)
        if let group, fchownat(AT_FDCWD, path, uid_t.max, gid_t(group), AT_SYMLINK_NOFOLLOW) != 0 {
            throw SocketError(operation: "chown", code: errno, path: path)
        }
        if status.st_mode & 0o7777 != mode, fchmodat(AT_FDCWD, path, mode, AT_SYMLINK_NOFOLLOW) != 0 {
            throw SocketError(operation: "chmod", code: errno, path: path)
        }
        #endif
    }

    private static func checkIsOwnSocket(_ status: stat, path: String) throws(SocketError) {
        if status.st_mode & S_IFMT == S_IFSOCK && status.st_uid == geteuid() { return }
        throw SocketError(
            operation: "bind", code: EEXIST, path: path,
            explanation: "\(path) was replaced right after the router bound it (by a process that can write in "
                + "its directory); the router changed nothing and stopped")
    }
}
