import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a device, or the state of a device, could not be read. Every case names the path (or the code)
/// concerned, and carries `errno` where the system reported one.
public enum EvdevDeviceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `open(2)` failed: no such file (`ENOENT`), no permission (`EACCES`), ...
    case openFailed(path: String, errno: Int32)
    /// An ioctl failed; `ENOTTY` or `EINVAL` on a file that is not an evdev device.
    case ioctlFailed(path: String, request: String, errno: Int32)
    /// `read(2)` failed with an error other than "no data yet" (`EAGAIN`) or a removed device.
    case readFailed(path: String, errno: Int32)
    /// The device went away (`ENODEV`): unplugged, or its driver was unbound.
    case deviceRemoved(path: String)
    /// The bytes read are not `input_event` records.
    case badEventData(path: String, EvdevDecodingError)
    /// The device was closed.
    case closed(path: String)
    /// A directory of devices could not be listed.
    case directoryUnreadable(path: String, errno: Int32)
    /// A state snapshot has no value for an axis or slot code (``DeviceStateSnapshot``).
    case stateUnavailable(code: UInt16)

    /// One line naming the path or code and the system's message.
    public var description: String {
        switch self {
        case .openFailed(let path, let code): "cannot open \(path): \(Self.message(code))"
        case .ioctlFailed(let path, let request, let code): "\(request) failed on \(path): \(Self.message(code))"
        case .readFailed(let path, let code): "cannot read \(path): \(Self.message(code))"
        case .deviceRemoved(let path): "\(path) was removed"
        case .badEventData(let path, let error): "\(path): \(error)"
        case .closed(let path): "\(path) is closed"
        case .directoryUnreadable(let path, let code): "cannot list \(path): \(Self.message(code))"
        case .stateUnavailable(let code):
            "no state for \(EvdevCode.codeName(type: EvdevCode.EV_ABS, code: code))"
        }
    }

    private static func message(_ code: Int32) -> String {
        "\(String(cString: strerror(code))) (errno \(code))"
    }
}
