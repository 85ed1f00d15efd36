import Foundation
import ResponderKit

/// Several input devices feeding one application as one stream (a kiosk's two touchscreens, each on
/// its own screen region, and a keyboard): one ``DeviceInputPipeline`` per device, each with its own
/// mapping (its description's ``InputDeviceDescription/screen``, ``InputDeviceDescription/calibration``
/// and ``InputDeviceDescription/rotation``).
///
/// - **Contact identities** stay distinct and stable: device `i` numbers its contacts from
///   ``contactIDBase`` + `i` · ``contactIDStride``, and a contact keeps its id while it is down.
/// - **Time**: every device is on the same clock (evdev timestamps, monotonic for live devices), so the
///   first event of *any* device fixes the origin for all of them: events of different devices keep
///   their distance in time (each pipeline alone would start its own device at ``DeviceInputTranslator/startTime``).
/// - **Cancellation**: a device that loses events or goes away sends
///   ``/ResponderKit/HardwareInput/cancelAllContacts(timestamp:)``, which cancels every touch of the application (the
///   other devices' too, as UIKit cancels every touch when an input source is lost). The other
///   devices' contacts still down then continue under new ids, as the device's own do after a
///   cancellation (``DeviceInputTranslator/forgetDeliveredContacts()``).
public struct MultiDeviceInput: Sendable {
    /// The first contact id of device 0 (the default of ``DeviceInputTranslator``).
    public static let contactIDBase = 1 << 32
    /// How far apart the devices' contact id ranges are: 2²⁸ contacts per device.
    public static let contactIDStride = 1 << 28

    /// The pipelines, one per device, in the order given.
    public private(set) var pipelines: [DeviceInputPipeline]
    private var originFixed = false

    /// Creates the pipelines for `devices` (at most 256), whose first event (of any device) happens at
    /// `startTime` on the application's clock; `initialStates[i]`, when given, is device i's state at
    /// open time.
    public init(
        devices: [InputDeviceDescription], startTime: TimeInterval = 0,
        initialStates: [DeviceStateSnapshot?] = []
    ) {
        pipelines = devices.prefix(256).enumerated().map { index, device in
            DeviceInputPipeline(
                device: device, startTime: startTime,
                initialState: index < initialStates.count ? initialStates[index] : nil,
                contactIDBase: Self.contactIDBase + index * Self.contactIDStride)
        }
    }

    /// Decodes and translates one event of device `index`; an index out of range gives nothing.
    public mutating func process(_ event: EvdevEvent, fromDevice index: Int) -> [HardwareInput] {
        guard pipelines.indices.contains(index) else { return [] }
        if !originFixed {
            originFixed = true
            for other in pipelines.indices { _ = pipelines[other].translator.time(for: event.time) }
        }
        let inputs = pipelines[index].process(event)
        if inputs.contains(where: { if case .cancelAllContacts = $0 { true } else { false } }) {
            for other in pipelines.indices where other != index {
                pipelines[other].translator.forgetDeliveredContacts()
            }
        }
        return inputs
    }

    /// Merges whole streams, one per device (recordings made at the same time on one clock): events in
    /// timestamp order (a device's own order is kept; at equal times the lower device index goes
    /// first), then each device's contacts still down at the end are cancelled.
    public mutating func process(streams: [[EvdevEvent]]) -> [HardwareInput] {
        var positions = [Int](repeating: 0, count: streams.count)
        var inputs: [HardwareInput] = []
        while true {
            var next: Int?
            for device in streams.indices where positions[device] < streams[device].count {
                let time = streams[device][positions[device]].time
                if next == nil || time < streams[next!][positions[next!]].time { next = device }
            }
            guard let device = next else { break }
            inputs += process(streams[device][positions[device]], fromDevice: device)
            positions[device] += 1
        }
        return inputs
    }

    /// Every device went away (or the streams ended): cancels their contacts.
    public mutating func allDevicesRemoved() -> [HardwareInput] {
        pipelines.indices.flatMap { pipelines[$0].deviceRemoved() }
    }
}
