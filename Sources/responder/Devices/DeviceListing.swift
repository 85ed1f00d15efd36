import Foundation
import ResponderKitInput

#if canImport(Glibc)
import Glibc
#endif

/// The text `responder devices` prints: one line per evdev device with its kind and axis ranges, or
/// a message saying there is none, and a hint when some could not be opened.
enum DeviceListing {
    /// The lines for the devices found in `directory` (``DeviceDiscovery/devices(in:)``).
    static func lines(for devices: [DiscoveredInputDevice], directory: String = "/dev/input") -> [String] {
        guard !devices.isEmpty else {
            return [
                "No input devices: \(directory) has no event* nodes (a container, a CI machine, or no input hardware).",
                "Recordings can still be replayed: responder replay FILE.",
            ]
        }
        var lines = ["Input devices in \(directory):"]
        for device in devices {
            lines.append("  " + device.summary)
            if let description = device.deviceDescription {
                var details: [String] = []
                if let pressure = description.axes[EvdevCode.ABS_MT_PRESSURE]
                    ?? description.axes[EvdevCode.ABS_PRESSURE]
                {
                    details.append("pressure \(pressure.minimum)...\(pressure.maximum)")
                }
                if let major = description.axes[EvdevCode.ABS_MT_TOUCH_MAJOR] {
                    details.append("touch major \(major.minimum)...\(major.maximum)")
                }
                if let x = description.axes[EvdevCode.ABS_MT_POSITION_X] ?? description.axes[EvdevCode.ABS_X],
                    x.resolution > 0
                {
                    details.append("resolution \(x.resolution) units/mm")
                }
                if !details.isEmpty { lines.append("      " + details.joined(separator: ", ")) }
            }
        }
        let denied = devices.contains { device in
            if case .failure(.openFailed(_, let code)) = device.result { return code == EACCES || code == EPERM }
            return false
        }
        if denied {
            lines.append("Some devices could not be opened: join the 'input' group (or run as root) to read them.")
        }
        return lines
    }
}
