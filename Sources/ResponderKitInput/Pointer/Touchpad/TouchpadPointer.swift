import Foundation
import ResponderKit

/// A touchpad turned into a pointer, as libinput does it and as iPadOS delivers it (docs/input-devices.md,
/// "Touchpads and mice as a pointer"). A value type fed with decoded ``DeviceFrame``s on the application's
/// clock; it returns what happened as ``PointerDeviceOutput``s and says when it next needs the clock
/// (``nextDeadline``, ``advance(to:)``): a tap's button release, a kinetic scroll step.
///
/// What it does, every distance in millimetres (``TouchpadGeometry``):
/// - one finger moves the pointer through ``PointerAcceleration``, clamped to the screen;
/// - tap-to-click: fingers down and up within ``tapTimeout`` without moving more than
///   ``tapMotionThreshold`` give a click: one finger primary, two secondary, three the middle button
///   (button 3). A one-finger tap holds its button for ``tapTimeout`` so that a second touch within it
///   makes a double tap (release, press) or, when the finger moves or stays, a tap-and-drag;
/// - physical clicks: on a clickpad, two or more fingers give a secondary (three: middle) click
///   ("clickfinger"), one finger in the right half of the bottom ``softButtonAreaHeight`` a secondary
///   click, anywhere else a primary click; separate buttons map directly;
/// - two fingers that move together scroll (``/ResponderKit/ScrollInput`` `.began`/`.changed`/`.ended`), followed after
///   a fast lift by a kinetic run (`.began`...`.ended`, `isMomentum`) that decays on the clock;
///   two fingers that move apart or turn pinch and rotate (``/ResponderKit/TransformInput``);
/// - three or four fingers that move swipe (``/ResponderKit/SystemSwipeInput``, for the system router);
/// - optional edge scrolling: one finger that lands in the right (bottom) ``edgeScrollWidth`` scrolls
///   vertically (horizontally);
/// - palms (`MT_TOOL_PALM`, pressure above ``palmPressureThreshold``, a contact longer than
///   ``palmSizeThreshold``) are ignored for as long as they touch.
///
/// As in libinput, each rule is one state machine in its own file, and this type only feeds them each
/// frame in order: the fingers and palms (`TouchpadFingers`), the physical buttons (`TouchpadButtons`),
/// tapping (`TouchpadTapping`), the gestures (`TouchpadGestures`) and kinetic scrolling
/// (`TouchpadKineticScroll`); what they send is built by one `TouchpadEmitter`.
public struct TouchpadPointer: Sendable {
    /// Settings a user would change (libinput's per-device configuration).
    public struct Configuration: Sendable, Equatable {
        /// Whether taps click. Default true (iPadOS's "Tap to Click" on; libinput's default is off on
        /// pads with buttons).
        public var tapToClick: Bool
        /// Whether a finger landing at the right or bottom edge scrolls. Default: only on pads that
        /// cannot tell two fingers apart (one slot and no `BTN_TOOL_DOUBLETAP`), as libinput.
        public var edgeScrolling: Bool
        /// Whether a fast two-finger lift continues with kinetic scrolling. Default true.
        public var kineticScrolling: Bool
        /// The acceleration of pointer motion and scrolling. Default ``PointerAcceleration/touchpad``.
        public var acceleration: PointerAcceleration

        /// Creates a configuration.
        public init(
            tapToClick: Bool = true, edgeScrolling: Bool = false, kineticScrolling: Bool = true,
            acceleration: PointerAcceleration = .touchpad
        ) {
            self.tapToClick = tapToClick
            self.edgeScrolling = edgeScrolling
            self.kineticScrolling = kineticScrolling
            self.acceleration = acceleration
        }

        /// The default configuration for `device`.
        public static func `default`(for device: InputDeviceDescription) -> Configuration {
            let canTellTwoFingers =
                device.slotCount > 1 || device.supports(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOOL_DOUBLETAP)
            return Configuration(edgeScrolling: !canTellTwoFingers)
        }
    }

    /// The device's description.
    public let device: InputDeviceDescription
    /// The pad's size and unit conversion (with ``TouchpadGeometry/warnings``).
    public let geometry: TouchpadGeometry
    /// The settings.
    public var configuration: Configuration

    private var fingers: TouchpadFingers
    private var physicalButtons: TouchpadButtons
    private var tapping: TouchpadTapping
    private var gestures: TouchpadGestures
    private var kinetic = TouchpadKineticScroll()
    private var emitter: TouchpadEmitter
    private var lastFrameTime: TimeInterval?

    /// Creates the pointer of a touchpad `device` over `screen`.
    public init(device: InputDeviceDescription, screen: CGRect, deviceID: Int = 0, configuration: Configuration? = nil)
    {
        self.device = device
        geometry = TouchpadGeometry(device: device)
        self.configuration = configuration ?? .default(for: device)
        let isSemiMultiTouch = device.properties.contains(EvdevCode.INPUT_PROP_SEMI_MT)
        fingers = TouchpadFingers(device: device, geometry: geometry)
        physicalButtons = TouchpadButtons(device: device, geometry: geometry)
        tapping = TouchpadTapping(geometry: geometry, isSemiMultiTouch: isSemiMultiTouch)
        gestures = TouchpadGestures(isSemiMultiTouch: isSemiMultiTouch)
        emitter = TouchpadEmitter(deviceID: deviceID, screen: screen)
    }

    /// The device's identifier in the outputs.
    public var deviceID: Int { emitter.deviceID }
    /// The screen the pointer moves over, in points.
    public var screen: CGRect { emitter.screen }
    /// Where the pointer is, in screen points (starts at the screen's centre).
    public var location: CGPoint { emitter.location }
    /// How many contacts were ignored as palms.
    public var palmCount: Int { fingers.palmCount }
    /// The tap motion threshold of this pad (mm).
    public var tapThreshold: Double { tapping.threshold }

    /// The buttons held now (physical and tap).
    public var buttons: UIEvent.ButtonMask { physicalButtons.held.union(tapping.button) }

    /// Whether a continuous gesture (scroll, transform, swipe, kinetic run) is in progress.
    public var isGestureInProgress: Bool { gestures.isContinuousGestureInProgress || kinetic.isActive }

    /// When the state machine next needs the clock, if it does: a one-finger tap's release, the next
    /// kinetic step. Call ``advance(to:)`` at that time (or feed the next frame, which does it first).
    public var nextDeadline: TimeInterval? {
        switch (tapping.deadline, kinetic.deadline) {
        case (let tap?, let step?): min(tap, step)
        case (let tap?, nil): tap
        case (nil, let step?): step
        case (nil, nil): nil
        }
    }

    /// Runs the deadlines due at or before `time`, in order.
    public mutating func advance(to time: TimeInterval) -> [PointerDeviceOutput] {
        var output: [PointerDeviceOutput] = []
        while let deadline = nextDeadline, deadline <= time {
            if tapping.deadline == deadline {
                tapping.timeout(physical: physicalButtons.held, emitter: &emitter, at: deadline, into: &output)
            } else {
                kinetic.step(emitter: emitter, at: deadline, into: &output)
            }
        }
        return output
    }

    /// Consumes one decoded frame stamped `time` on the application's clock. `toolFingerCount` is the
    /// finger count of the device's `BTN_TOOL_*` keys (nil when none is down or the device has none): it
    /// counts fingers the device has no slot for.
    public mutating func consume(_ frame: DeviceFrame, toolFingerCount: Int? = nil, at time: TimeInterval)
        -> [PointerDeviceOutput]
    {
        var output = advance(to: time)
        let interval = lastFrameTime.map { time - $0 } ?? 0
        lastFrameTime = time
        if frame.contactsCancelled {
            cancel(at: time, into: &output)
        }
        fingers.update(frame, toolFingerCount: toolFingerCount, edgeScrolling: configuration.edgeScrolling)
        if fingers.aFingerLanded { kinetic.stop(emitter: emitter, at: time, into: &output) }
        handleKeys(frame.keys, at: time, into: &output)
        if configuration.tapToClick {
            tapping.update(
                fingers: fingers, physical: physicalButtons.held, emitter: &emitter, at: time, into: &output)
        }
        let held = buttons
        gestures.update(
            fingers: &fingers, configuration: configuration, buttons: held, kinetic: &kinetic,
            emitter: &emitter, at: time, interval: interval, into: &output)
        return output
    }

    /// Ends everything in progress at `time` (the device went away or the stream ended): releases every
    /// button, cancels the gesture, stops a kinetic run.
    public mutating func reset(at time: TimeInterval) -> [PointerDeviceOutput] {
        var output: [PointerDeviceOutput] = []
        kinetic.stop(emitter: emitter, at: time, into: &output)
        cancel(at: time, into: &output)
        physicalButtons.releaseAll()
        tapping.reset()
        fingers.removeAll()
        let held = buttons
        emitter.send(buttons: held, at: time, into: &output)
        return output
    }

    /// The physical buttons of the frame. A press ends any tap in progress before it counts.
    private mutating func handleKeys(
        _ keys: [DeviceKeyEvent], at time: TimeInterval, into output: inout [PointerDeviceOutput]
    ) {
        for key in keys where EvdevCode.mouseButtons.contains(key.code) && key.value != 2 {
            if key.value == 1 {
                guard physicalButtons.state(of: key.code) == .up else { continue }
                tapping.buttonPressed(physical: physicalButtons.held, emitter: &emitter, at: time, into: &output)
                physicalButtons.press(key.code, fingers: fingers)
            } else if !physicalButtons.release(key.code) {
                continue
            }
            let held = buttons
            emitter.send(buttons: held, at: time, into: &output)
        }
    }

    /// The contacts were cancelled: the gesture is cancelled, and so is any tap.
    private mutating func cancel(at time: TimeInterval, into output: inout [PointerDeviceOutput]) {
        gestures.end(
            phase: .cancelled, fingers: fingers, configuration: configuration, kinetic: &kinetic, emitter: emitter,
            at: time, into: &output)
        tapping.cancel(physical: physicalButtons.held, emitter: &emitter, at: time, into: &output)
    }
}
