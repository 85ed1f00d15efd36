import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// An input device found by ``DeviceDiscovery``: its path and what it is, or why it could not be read.
public struct DiscoveredInputDevice: Sendable {
    /// The device node ("/dev/input/event3").
    public var path: String
    /// The device's identity, or the error met opening it (typically no permission: join the `input`
    /// group or run as root).
    public var result: Result<InputDeviceDescription, EvdevDeviceError>

    /// Creates an entry.
    public init(path: String, result: Result<InputDeviceDescription, EvdevDeviceError>) {
        self.path = path
        self.result = result
    }

    /// The identity, if it was read.
    public var deviceDescription: InputDeviceDescription? { try? result.get() }

    /// One line: "/dev/input/event3: ELAN Touchscreen (direct, 10 slots, X 0...3200, Y 0...2000)", or
    /// the path and the error.
    public var summary: String {
        switch result {
        case .failure(let error):
            return "\(path): \(error)"
        case .success(let device):
            var parts = [device.kind.rawValue]
            if device.usesSlots {
                parts.append("\(device.slotCount) slots")
            } else if device.isMultiTouch {
                parts.append("protocol A")
            }
            for (code, label) in [(EvdevCode.ABS_MT_POSITION_X, "X"), (EvdevCode.ABS_MT_POSITION_Y, "Y")] {
                let axis =
                    device.axes[code]
                    ?? device.axes[code == EvdevCode.ABS_MT_POSITION_X ? EvdevCode.ABS_X : EvdevCode.ABS_Y]
                if let axis { parts.append("\(label) \(axis.minimum)...\(axis.maximum)") }
            }
            return "\(path): \(device.name) (\(parts.joined(separator: ", ")))"
        }
    }
}

/// Lists the evdev devices of a directory (`/dev/input/event*`), with their name, kind and axis ranges.
public enum DeviceDiscovery {
    /// Every `eventN` node of `directory`, in numeric order, each with its identity or the error opening
    /// it. A missing directory (containers, CI machines) gives an empty list; a directory that cannot be
    /// listed throws ``EvdevDeviceError/directoryUnreadable(path:errno:)``. Never crashes.
    public static func devices(in directory: String = "/dev/input") throws(EvdevDeviceError) -> [DiscoveredInputDevice]
    {
        guard let dir = opendir(directory) else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return [] }
            throw .directoryUnreadable(path: directory, errno: code)
        }
        var numbered: [(number: Int, name: String)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix("event"), let number = Int(name.dropFirst(5)) else { continue }
            numbered.append((number, name))
        }
        closedir(dir)
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return numbered.sorted { $0.number < $1.number }.map { entry in
            let path = base + entry.name
            return DiscoveredInputDevice(
                path: path, result: Result { () throws(EvdevDeviceError) in try identity(at: path) })
        }
    }

    /// Opens `path` read-only and reads its identity, without grabbing it or reading its state.
    public static func identity(at path: String) throws(EvdevDeviceError) -> InputDeviceDescription {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .openFailed(path: path, errno: errno) }
        defer { close(fd) }
        return try InputDeviceDescription.read(fileDescriptor: fd, path: path)
    }
}
