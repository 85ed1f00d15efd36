import Foundation
import ResponderKit

/// Turns an evdev accelerometer's events (a device with `INPUT_PROP_ACCELEROMETER`,
/// ``InputDeviceClass/accelerometer``) into accelerometer samples (docs/input-devices.md, "evdev
/// accelerometers").
///
/// The kernel's input documentation (Documentation/input/event-codes.rst, "INPUT_PROP_ACCELEROMETER")
/// gives such a device's `ABS_X`, `ABS_Y` and `ABS_Z` resolution in units per g. Each `SYN_REPORT` that
/// changed an axis gives one sample: the values divided by their resolution, in the kernel's sign
/// convention (face up reads +1 g on z, as IIO's m/s²), through the mount matrix and into iOS's g by
/// ``SensorKind/reading(timestamp:sensorFrame:mountMatrix:)``. After `SYN_DROPPED` the frames up to the
/// next `SYN_REPORT` are dropped and counted; an axis without a resolution cannot be scaled, so its
/// frames are counted too.
public struct EvdevAccelerometer: Sendable {
    /// The mount matrix: udev's `ACCEL_MOUNT_MATRIX` for the device (identity when it has none).
    public var mountMatrix: MountMatrix
    /// What was lost, by cause.
    public private(set) var losses = DeviceInputLosses()

    private let axes: [AbsoluteAxisInfo?]
    private var values: [Int32]
    private var changed = false
    private var dropping = false
    private let startTime: TimeInterval
    private var firstEventTime: TimeInterval?

    private static let codes = [EvdevCode.ABS_X, EvdevCode.ABS_Y, EvdevCode.ABS_Z]

    /// A stream for `device` whose first event is at `startTime` on the application's clock.
    public init(device: InputDeviceDescription, mountMatrix: MountMatrix = .identity, startTime: TimeInterval = 0) {
        axes = Self.codes.map { device.axes[$0] }
        values = axes.map { $0?.value ?? 0 }
        self.mountMatrix = mountMatrix
        self.startTime = startTime
    }

    /// The samples `events` complete.
    public mutating func consume(_ events: [EvdevEvent]) -> [HardwareInput] {
        var inputs: [HardwareInput] = []
        for event in events {
            if firstEventTime == nil { firstEventTime = event.time }
            if event.type == EvdevCode.EV_SYN && event.code == EvdevCode.SYN_DROPPED {
                dropping = true
                losses.add("accelerometer frames dropped by the kernel (SYN_DROPPED)")
                continue
            }
            if event.isSynReport {
                defer { (dropping, changed) = (false, false) }
                guard changed, !dropping else { continue }
                if let input = sample(at: event.time) { inputs.append(input) }
                continue
            }
            guard event.type == EvdevCode.EV_ABS, let axis = Self.codes.firstIndex(of: event.code) else { continue }
            values[axis] = event.value
            changed = true
        }
        return inputs
    }

    private mutating func sample(at time: TimeInterval) -> HardwareInput? {
        let resolutions = axes.map { Double($0?.resolution ?? 0) }
        guard resolutions.allSatisfy({ $0 > 0 }) else {
            losses.add("accelerometer frames without an axis resolution (units per g)")
            return nil
        }
        let g = zip(values, resolutions).map { Double($0) / $1 * SensorKind.standardGravity }
        let timestamp = startTime + (time - (firstEventTime ?? time))
        return SensorKind.accelerometer.reading(
            timestamp: timestamp, sensorFrame: (g[0], g[1], g[2]), mountMatrix: mountMatrix)?.hardwareInput
    }
}
