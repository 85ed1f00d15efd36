import Foundation
import ResponderKit

/// A mouse turned into a pointer (docs/input-devices.md, "Touchpads and mice as a pointer"): relative motion
/// moves the pointer through ``PointerAcceleration/mouse``, clamped to the screen; `BTN_LEFT` is the primary
/// button, `BTN_RIGHT` the secondary, `BTN_MIDDLE` button 3, `BTN_SIDE` and `BTN_EXTRA` buttons 4 and 5; the
/// wheels give discrete ``/ResponderKit/ScrollInput`` steps of ``scrollPointsPerDetent`` per detent, from
/// `REL_WHEEL_HI_RES`/`REL_HWHEEL_HI_RES` (120 units a detent) when the device reports them, else from
/// `REL_WHEEL`/`REL_HWHEEL` (as libinput does).
///
/// Fed with raw evdev events (the frame decoder has no relative axes); each `SYN_REPORT` completes a
/// frame: motion first, then button changes in order, then one scroll step for the frame's wheel motion.
public struct MousePointer: Sendable {
    /// How far one wheel detent scrolls, in points.
    public static let scrollPointsPerDetent = 40.0
    /// The counts per millimetre assumed for every mouse (libinput's default of 1000 dpi when udev gives
    /// no `MOUSE_DPI`).
    public static let countsPerMillimetre = 1000 / 25.4

    /// The device's description.
    public let device: InputDeviceDescription
    /// The device's identifier in the outputs.
    public let deviceID: Int
    /// The screen the pointer moves over, in points.
    public let screen: CGRect
    /// The acceleration profile. Default ``PointerAcceleration/mouse``.
    public var acceleration: PointerAcceleration
    /// Where the pointer is, in screen points (starts at the screen's centre).
    public private(set) var location: CGPoint
    /// The buttons held now.
    public private(set) var buttons: UIEvent.ButtonMask = []
    /// How many frames were lost to `SYN_DROPPED` (their motion and wheel steps are not delivered).
    public private(set) var droppedFrameCount = 0

    private let highResolutionWheel: Bool
    private let highResolutionHorizontalWheel: Bool
    private var motion: (x: Int32, y: Int32) = (0, 0)
    private var wheel: (x: Int32, y: Int32) = (0, 0)
    private var keys: [DeviceKeyEvent] = []
    private var heldCodes: [UInt16: UIEvent.ButtonMask] = [:]
    private var discarding = false
    private var lastFrameTime: TimeInterval?

    /// Creates the pointer of a mouse `device` over `screen`.
    public init(
        device: InputDeviceDescription, screen: CGRect, deviceID: Int = 0, acceleration: PointerAcceleration = .mouse
    ) {
        self.device = device
        self.deviceID = deviceID
        self.screen = screen.standardized
        self.acceleration = acceleration
        location = CGPoint(x: self.screen.midX, y: self.screen.midY)
        highResolutionWheel = device.supports(type: EvdevCode.EV_REL, code: EvdevCode.REL_WHEEL_HI_RES)
        highResolutionHorizontalWheel = device.supports(type: EvdevCode.EV_REL, code: EvdevCode.REL_HWHEEL_HI_RES)
    }

    /// Consumes one event stamped `time` on the application's clock; returns what the frame it completes
    /// produced (nothing until its `SYN_REPORT`).
    public mutating func consume(_ event: EvdevEvent, at time: TimeInterval) -> [PointerDeviceOutput] {
        switch (event.type, event.code) {
        case (EvdevCode.EV_SYN, EvdevCode.SYN_DROPPED):
            discardFrame()
            discarding = true
            droppedFrameCount += 1
        case (EvdevCode.EV_SYN, EvdevCode.SYN_REPORT):
            if discarding {
                discarding = false
                discardFrame()
                return []
            }
            return completeFrame(at: time)
        case _ where discarding:
            break
        case (EvdevCode.EV_REL, EvdevCode.REL_X): motion.x &+= event.value
        case (EvdevCode.EV_REL, EvdevCode.REL_Y): motion.y &+= event.value
        case (EvdevCode.EV_REL, EvdevCode.REL_WHEEL_HI_RES): wheel.y &+= event.value
        case (EvdevCode.EV_REL, EvdevCode.REL_HWHEEL_HI_RES): wheel.x &+= event.value
        case (EvdevCode.EV_REL, EvdevCode.REL_WHEEL) where !highResolutionWheel:
            wheel.y &+= event.value &* EvdevCode.wheelHighResolutionUnitsPerDetent
        case (EvdevCode.EV_REL, EvdevCode.REL_HWHEEL) where !highResolutionHorizontalWheel:
            wheel.x &+= event.value &* EvdevCode.wheelHighResolutionUnitsPerDetent
        case (EvdevCode.EV_KEY, _) where EvdevCode.mouseButtons.contains(event.code) && event.value != 2:
            keys.append(DeviceKeyEvent(code: event.code, value: event.value))
        default:
            break
        }
        return []
    }

    /// Releases every button held (the device went away, or events were lost and the state is unknown).
    public mutating func reset(at time: TimeInterval) -> [PointerDeviceOutput] {
        discardFrame()
        heldCodes.removeAll()
        guard !buttons.isEmpty else { return [] }
        buttons = []
        return [.pointer(PointerInput(timestamp: time, deviceID: deviceID, device: .mouse, location: location))]
    }

    private mutating func discardFrame() {
        motion = (0, 0)
        wheel = (0, 0)
        keys.removeAll()
    }

    private mutating func completeFrame(at time: TimeInterval) -> [PointerDeviceOutput] {
        var output: [PointerDeviceOutput] = []
        let interval = lastFrameTime.map { time - $0 } ?? 0
        lastFrameTime = time
        if motion != (0, 0) {
            let points = acceleration.points(
                dx: Double(motion.x) / Self.countsPerMillimetre,
                dy: Double(motion.y) / Self.countsPerMillimetre, interval: interval)
            let x = min(max(Double(location.x) + points.dx, Double(screen.minX)), Double(screen.maxX).nextDown)
            let y = min(max(Double(location.y) + points.dy, Double(screen.minY)), Double(screen.maxY).nextDown)
            let moved = CGPoint(x: x, y: y)
            if moved != location {
                location = moved
                output.append(pointer(at: time))
            }
        }
        for key in keys {
            if key.value == 1 {
                guard heldCodes[key.code] == nil else { continue }
                heldCodes[key.code] = Self.button(for: key.code)
            } else if heldCodes.removeValue(forKey: key.code) == nil {
                continue
            }
            let now = heldCodes.values.reduce(UIEvent.ButtonMask()) { $0.union($1) }
            guard now != buttons else { continue }
            buttons = now
            output.append(pointer(at: time))
        }
        if wheel != (0, 0) {
            let perUnit = Self.scrollPointsPerDetent / Double(EvdevCode.wheelHighResolutionUnitsPerDetent)
            // Wheel up (away from the user) shows what is above: the content moves down, as when fingers
            // move down (positive y); a wheel to the right shows what is right: the content moves left.
            let delta = CGVector(dx: -Double(wheel.x) * perUnit, dy: Double(wheel.y) * perUnit)
            output.append(
                .scroll(
                    ScrollInput(
                        timestamp: time, deviceID: deviceID, device: .mouse, location: location,
                        kind: .discrete, phase: .changed, delta: delta)))
        }
        discardFrame()
        return output
    }

    private func pointer(at time: TimeInterval) -> PointerDeviceOutput {
        .pointer(
            PointerInput(timestamp: time, deviceID: deviceID, device: .mouse, location: location, buttons: buttons))
    }

    /// `BTN_LEFT` primary, `BTN_RIGHT` secondary, then `BTN_MIDDLE` button 3, `BTN_SIDE` 4, `BTN_EXTRA` 5, ...
    static func button(for code: UInt16) -> UIEvent.ButtonMask {
        switch code {
        case EvdevCode.BTN_LEFT: .primary
        case EvdevCode.BTN_RIGHT: .secondary
        default: .button(Int(code - EvdevCode.BTN_LEFT) + 1)
        }
    }
}
