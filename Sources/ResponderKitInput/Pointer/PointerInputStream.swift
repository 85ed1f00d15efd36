import Foundation
import ResponderKit

/// A touchpad's or a mouse's evdev events as the application's pointer input (behaviour 12):
/// ``PointerDeviceTranslator``'s outputs split into ``/ResponderKit/HardwareInput`` for the application (`.pointer`,
/// `.scroll`, `.transform`) and system swipes, which belong to the system. The one path a replay
/// (`ReplaySource`) and a live device (``DeviceInputSource``) take.
///
/// The translator keeps deadlines (a tap's release, kinetic scroll steps): ``consume(_:)`` runs those due
/// before each event, ``advance(to:)`` runs those due by a time (call it when ``nextDeadline`` comes),
/// ``finish(at:)`` runs what is left and releases every button and ends every gesture.
public struct PointerInputStream: Sendable {
    /// What one step produced.
    public struct Output: Sendable, Equatable {
        /// The input for the application, in time order.
        public var inputs: [HardwareInput] = []
        /// The three- and four-finger swipes, for the system.
        public var systemSwipes: [SystemSwipeInput] = []
    }

    /// The translator (its decoder's issues tell what was lost).
    public private(set) var translator: PointerDeviceTranslator
    /// How many deadlines ``finish(at:)`` runs at most after the last event (kinetic scrolling ends long before).
    public static let maximumTrailingDeadlines = 10_000

    /// The stream of `device` over `screen`, its first event stamped `startTime`; nil unless the device is
    /// a touchpad or a mouse.
    public init?(device: InputDeviceDescription, screen: CGRect, startTime: TimeInterval = 0) {
        guard InputDeviceClass(device).isPointer,
            let translator = PointerDeviceTranslator(description: device, screen: screen, startTime: startTime)
        else { return nil }
        self.translator = translator
    }

    /// What the device is.
    public var deviceClass: InputDeviceClass { translator.deviceClass }
    /// When the translator next needs the clock; nil when it does not.
    public var nextDeadline: TimeInterval? { translator.nextDeadline }
    /// A mouse's frames dropped after `SYN_DROPPED` (the kernel lost events), counted.
    public var droppedFrames: Int { translator.mouse?.droppedFrameCount ?? 0 }
    /// A touchpad's contacts ignored as palms (libinput's palm detection), counted.
    public var ignoredPalms: Int { translator.touchpad?.palmCount ?? 0 }
    /// What the device's description made the pointer layer assume, in words.
    public var warnings: [String] { translator.warnings.map(\.description) }

    /// Consumes events in order (deadlines due before each first).
    public mutating func consume<Events: Sequence>(_ events: Events) -> Output where Events.Element == EvdevEvent {
        var output = Output()
        for event in events { Self.split(translator.consume(event), into: &output) }
        return output
    }

    /// Runs the deadlines due at or before `time`.
    public mutating func advance(to time: TimeInterval) -> Output {
        var output = Output()
        Self.split(translator.advance(to: time), into: &output)
        return output
    }

    /// The stream ends (the recording's end, or the device went away): runs the deadlines left (at most
    /// ``maximumTrailingDeadlines``), then releases every button and ends every gesture at `time` or at the
    /// last deadline, whichever is later (default: the last event's time).
    public mutating func finish(at time: TimeInterval? = nil) -> Output {
        var output = Output()
        var count = 0
        var last = time
        while let deadline = translator.nextDeadline, count < Self.maximumTrailingDeadlines {
            Self.split(translator.advance(to: deadline), into: &output)
            last = max(last ?? deadline, deadline)
            count += 1
        }
        Self.split(translator.deviceRemoved(at: last), into: &output)
        return output
    }

    private static func split(_ outputs: [PointerDeviceOutput], into output: inout Output) {
        for item in outputs {
            switch item {
            case .pointer(let input): output.inputs.append(.pointer(input))
            case .scroll(let input): output.inputs.append(.scroll(input))
            case .transform(let input): output.inputs.append(.transform(input))
            case .systemSwipe(let input): output.systemSwipes.append(input)
            }
        }
    }
}
