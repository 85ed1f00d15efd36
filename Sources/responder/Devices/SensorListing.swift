import Foundation
import ResponderKitInput

/// The lines `responder devices` prints for the Industrial I/O sensors under a sysfs root: each device
/// with its rate, then what each of its sensors became, in which unit, from which scale and through which
/// mount matrix (docs/cli.md, "responder devices").
enum SensorListing {
    /// The lines for the devices ``IIODiscovery/devices(root:)`` found under `root`.
    static func lines(for devices: [IIODiscovery.Discovered], root: String) -> [String] {
        guard !devices.isEmpty else { return ["No IIO sensors: \(root) has no iio:device* directories."] }
        var lines = ["IIO sensors in \(root):"]
        for found in devices {
            let identifier = (found.path as NSString).lastPathComponent
            switch found.result {
            case .failure(let error):
                lines.append("  \(identifier): \(error)")
            case .success(let device):
                let rate = device.samplingFrequency.map { "\(number($0)) Hz" } ?? "rate not reported"
                lines.append("  \(identifier): \(device.name), \(rate)")
                for sensor in device.sensors { lines.append("      became: " + describe(sensor)) }
            }
        }
        return lines
    }

    /// "accelerometer in g, scale 0.00059855 m/s² per unit, mount matrix identity"; a proximity sensor's
    /// near level.
    static func describe(_ sensor: IIOSensor) -> String {
        let kind = sensor.kind
        let scales =
            Set(sensor.channels.map(\.scale)).count == 1
            ? number(sensor.channels[0].scale) : sensor.channels.map { number($0.scale) }.joined(separator: ", ")
        let offsets = sensor.channels.map(\.offset)
        let offset = offsets.allSatisfy { $0 == 0 } ? "" : ", offset " + offsets.map(number).joined(separator: ", ")
        if kind == .proximity {
            let level =
                sensor.nearLevel.map { "near from level \(number($0))" }
                ?? "near from level \(number(IIOSensor.defaultNearLevel)) (no in_proximity_nearlevel)"
            return "proximity, \(level), scale \(scales)\(offset)"
        }
        return "\(kind.rawValue) in \(kind.unit), scale \(scales) \(kind.kernelUnit) per unit\(offset), "
            + "mount matrix \(sensor.mountMatrix)"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension SensorListing {
    /// An evdev accelerometer's scale (the resolution of `ABS_X`/`Y`/`Z`, units per g) and where its mount
    /// matrix comes from.
    static func describe(accelerometer description: InputDeviceDescription) -> String {
        let resolutions = [EvdevCode.ABS_X, EvdevCode.ABS_Y, EvdevCode.ABS_Z].map {
            description.axes[$0]?.resolution ?? 0
        }
        let scale =
            resolutions.allSatisfy { $0 > 0 }
            ? "scale 1/\(resolutions.map(String.init).joined(separator: ", 1/")) g per unit"
            : "warning: an axis has no resolution (units per g): its samples cannot be scaled and are counted as lost"
        return "accelerometer in g, \(scale), mount matrix identity unless --accel-mount-matrix is given"
    }
}
