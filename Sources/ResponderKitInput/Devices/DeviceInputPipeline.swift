import Foundation
import ResponderKit

/// One device's way from evdev events to ``/ResponderKit/HardwareInput``: a ``DeviceFrameDecoder`` followed by a
/// ``DeviceInputTranslator``. Feed it a live device's reads or a recording's events, and enqueue what it
/// returns into an application:
///
/// ```swift
/// var pipeline = DeviceInputPipeline(device: description, startTime: app.clock.now)
/// for input in pipeline.process(events) { app.enqueue(input) }
/// app.runUntilIdle()
/// ```
public struct DeviceInputPipeline: Sendable {
    /// The frame decoder (its ``DeviceFrameDecoder/issues`` tell what it could not use).
    public var decoder: DeviceFrameDecoder
    /// The translator into hardware input.
    public var translator: DeviceInputTranslator
    /// The frames decoded so far, when ``keepsFrames`` is on.
    public private(set) var frames: [DeviceFrame] = []
    /// Whether to keep the decoded frames in ``frames`` (for diagnostics). Default false.
    public var keepsFrames = false

    private var lastDeviceTime: TimeInterval?

    /// Creates a pipeline for `device` whose first frame is stamped `startTime`; see
    /// ``DeviceFrameDecoder/init(device:initialState:stateQuery:)`` for `initialState` and `stateQuery`.
    public init(
        device: InputDeviceDescription, startTime: TimeInterval = 0, initialState: DeviceStateSnapshot? = nil,
        stateQuery: (any DeviceStateQuery)? = nil, contactIDBase: Int = 1 << 32
    ) {
        decoder = DeviceFrameDecoder(device: device, initialState: initialState, stateQuery: stateQuery)
        translator = DeviceInputTranslator(device: device, startTime: startTime, contactIDBase: contactIDBase)
    }

    /// Decodes and translates one event. The stream's first event fixes the time origin, even when its
    /// frame changes nothing (a stream that starts mid-touch), so later frames keep their distance to it.
    public mutating func process(_ event: EvdevEvent) -> [HardwareInput] {
        if lastDeviceTime == nil { _ = translator.time(for: event.time) }
        lastDeviceTime = event.time
        guard let frame = decoder.decode(event) else { return [] }
        if keepsFrames { frames.append(frame) }
        return translator.translate(frame)
    }

    /// Decodes and translates events in order.
    public mutating func process<Events: Sequence>(_ events: Events) -> [HardwareInput]
    where Events.Element == EvdevEvent {
        events.flatMap { process($0) }
    }

    /// The device went away (or the stream ended with contacts down): cancels its contacts, stamped
    /// with the last event's time.
    public mutating func deviceRemoved() -> [HardwareInput] {
        decoder.finish()
        guard let time = lastDeviceTime, let frame = decoder.cancelAllContacts(at: time) else { return [] }
        if keepsFrames { frames.append(frame) }
        return translator.translate(frame)
    }
}
