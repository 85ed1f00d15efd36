import Foundation
import ResponderKit

/// What an input device is, decided the way libinput does (`evdev_configure_device`) from the properties,
/// axes and keys the kernel reports (input behaviour 1.3; docs/input-devices.md,
/// "Touchpads and mice as a pointer").
///
/// The rules, in order:
/// 0. `INPUT_PROP_ACCELEROMETER`: an accelerometer, whatever else it reports (libinput ignores such
///    devices; their `ABS_X`/`Y`/`Z` are accelerations, docs/input-devices.md, "evdev accelerometers").
/// 1. Absolute `X`/`Y` (or `ABS_MT_POSITION_*`) with `BTN_TOOL_PEN` (and no `BTN_TOOL_FINGER`): a pen tablet.
/// 2. Absolute positions with `INPUT_PROP_DIRECT`: a touchscreen.
/// 3. Absolute positions with `BTN_TOOL_FINGER` or `INPUT_PROP_POINTER`: a touchpad; with
///    `INPUT_PROP_BUTTONPAD` a clickpad (the whole surface is one button).
/// 4. Absolute positions with `BTN_TOUCH` (and nothing above): a touchscreen (the historical rule).
/// 5. `REL_X` and `REL_Y` with a mouse button, or a wheel: a mouse.
/// 6. Keys below `BTN_MISC` (`KEY_*`): a keyboard.
/// 7. Anything else: other.
public enum InputDeviceClass: Sendable, Hashable, CustomStringConvertible {
    /// A touchscreen: contacts are direct touches on the screen.
    case touchscreen
    /// A touchpad: an indirect multi-touch surface that becomes a pointer. `isClickpad` when the whole
    /// surface is a physical button (`INPUT_PROP_BUTTONPAD`), false when it has separate buttons or none.
    case touchpad(isClickpad: Bool)
    /// A mouse (or trackball, or pointing stick): relative motion, buttons, wheels; becomes a pointer.
    case mouse
    /// A pen tablet (`BTN_TOOL_PEN`).
    case penTablet
    /// A keyboard.
    case keyboard
    /// An accelerometer (`INPUT_PROP_ACCELEROMETER`): its `ABS_X`/`Y`/`Z` become accelerometer samples.
    case accelerometer
    /// Anything else (switches, sensors, buttons only).
    case other

    /// Classifies `device` (see the rules above).
    public init(_ device: InputDeviceDescription) {
        let keys = device.codes[EvdevCode.EV_KEY] ?? []
        let relative = device.codes[EvdevCode.EV_REL] ?? []
        let properties = device.properties
        if properties.contains(EvdevCode.INPUT_PROP_ACCELEROMETER) {
            self = .accelerometer
            return
        }
        let hasPosition =
            (device.axes[EvdevCode.ABS_X] != nil && device.axes[EvdevCode.ABS_Y] != nil)
            || (device.axes[EvdevCode.ABS_MT_POSITION_X] != nil && device.axes[EvdevCode.ABS_MT_POSITION_Y] != nil)
        if hasPosition {
            if keys.contains(EvdevCode.BTN_TOOL_PEN) && !keys.contains(EvdevCode.BTN_TOOL_FINGER) {
                self = .penTablet
                return
            }
            if properties.contains(EvdevCode.INPUT_PROP_DIRECT) {
                self = .touchscreen
                return
            }
            if keys.contains(EvdevCode.BTN_TOOL_FINGER) || properties.contains(EvdevCode.INPUT_PROP_POINTER) {
                self = .touchpad(isClickpad: properties.contains(EvdevCode.INPUT_PROP_BUTTONPAD))
                return
            }
            if keys.contains(EvdevCode.BTN_TOUCH) {
                self = .touchscreen
                return
            }
        }
        let hasMotion = relative.contains(EvdevCode.REL_X) && relative.contains(EvdevCode.REL_Y)
        let hasWheel =
            relative.contains(EvdevCode.REL_WHEEL) || relative.contains(EvdevCode.REL_WHEEL_HI_RES)
            || relative.contains(EvdevCode.REL_HWHEEL) || relative.contains(EvdevCode.REL_HWHEEL_HI_RES)
        if (hasMotion && keys.contains(where: { EvdevCode.mouseButtons.contains($0) })) || hasWheel
            || (hasMotion && !keys.contains(where: { $0 > 0 && $0 < 0x100 }))
        {
            self = .mouse
            return
        }
        if keys.contains(where: { $0 > 0 && $0 < 0x100 }) {
            self = .keyboard
            return
        }
        self = .other
    }

    /// Whether the device drives the pointer (a touchpad or a mouse) rather than direct touches.
    public var isPointer: Bool {
        switch self {
        case .touchpad, .mouse: true
        case .touchscreen, .penTablet, .keyboard, .accelerometer, .other: false
        }
    }

    /// The pointer device kind, for a touchpad or a mouse; nil otherwise.
    public var pointerDeviceKind: PointerDeviceKind? {
        switch self {
        case .touchpad: .trackpad
        case .mouse: .mouse
        case .touchscreen, .penTablet, .keyboard, .accelerometer, .other: nil
        }
    }

    /// "touchpad (clickpad): a pointer", "touchscreen: direct touches", ... as `responder devices` prints it.
    public var description: String {
        switch self {
        case .touchscreen: "touchscreen: direct touches"
        case .touchpad(let isClickpad): "touchpad (\(isClickpad ? "clickpad" : "with buttons")): a pointer"
        case .mouse: "mouse: a pointer"
        case .penTablet: "pen tablet"
        case .keyboard: "keyboard: keys"
        case .accelerometer: "accelerometer: accelerometer samples"
        case .other: "other"
        }
    }
}
