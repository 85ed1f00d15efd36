import Foundation

/// The evdev event types and codes ResponderKit reads (input behaviour 1.2, 1.3; `linux/input-event-codes.h`),
/// with their kernel names for parsing and printing.
public enum EvdevCode {
    // Event types.
    public static let EV_SYN: UInt16 = 0x00
    public static let EV_KEY: UInt16 = 0x01
    public static let EV_REL: UInt16 = 0x02
    public static let EV_ABS: UInt16 = 0x03
    public static let EV_MSC: UInt16 = 0x04
    public static let EV_SW: UInt16 = 0x05
    public static let EV_LED: UInt16 = 0x11

    // EV_SYN codes.
    public static let SYN_REPORT: UInt16 = 0
    public static let SYN_CONFIG: UInt16 = 1
    public static let SYN_MT_REPORT: UInt16 = 2
    public static let SYN_DROPPED: UInt16 = 3

    // EV_MSC codes.
    public static let MSC_SCAN: UInt16 = 4
    public static let MSC_TIMESTAMP: UInt16 = 5

    // Single-touch absolute axes.
    public static let ABS_X: UInt16 = 0x00
    public static let ABS_Y: UInt16 = 0x01
    public static let ABS_Z: UInt16 = 0x02
    public static let ABS_PRESSURE: UInt16 = 0x18
    public static let ABS_DISTANCE: UInt16 = 0x19
    public static let ABS_TILT_X: UInt16 = 0x1a
    public static let ABS_TILT_Y: UInt16 = 0x1b

    // Multi-touch absolute axes.
    public static let ABS_MT_SLOT: UInt16 = 0x2f
    public static let ABS_MT_TOUCH_MAJOR: UInt16 = 0x30
    public static let ABS_MT_TOUCH_MINOR: UInt16 = 0x31
    public static let ABS_MT_WIDTH_MAJOR: UInt16 = 0x32
    public static let ABS_MT_WIDTH_MINOR: UInt16 = 0x33
    public static let ABS_MT_ORIENTATION: UInt16 = 0x34
    public static let ABS_MT_POSITION_X: UInt16 = 0x35
    public static let ABS_MT_POSITION_Y: UInt16 = 0x36
    public static let ABS_MT_TOOL_TYPE: UInt16 = 0x37
    public static let ABS_MT_BLOB_ID: UInt16 = 0x38
    public static let ABS_MT_TRACKING_ID: UInt16 = 0x39
    public static let ABS_MT_PRESSURE: UInt16 = 0x3a
    public static let ABS_MT_DISTANCE: UInt16 = 0x3b
    public static let ABS_MT_TOOL_X: UInt16 = 0x3c
    public static let ABS_MT_TOOL_Y: UInt16 = 0x3d

    // Buttons and tools.
    public static let BTN_LEFT: UInt16 = 0x110
    public static let BTN_RIGHT: UInt16 = 0x111
    public static let BTN_MIDDLE: UInt16 = 0x112
    public static let BTN_TOOL_PEN: UInt16 = 0x140
    public static let BTN_TOOL_RUBBER: UInt16 = 0x141
    public static let BTN_TOOL_FINGER: UInt16 = 0x145
    public static let BTN_TOUCH: UInt16 = 0x14a
    public static let BTN_STYLUS: UInt16 = 0x14b
    public static let BTN_TOOL_DOUBLETAP: UInt16 = 0x14d
    public static let BTN_TOOL_TRIPLETAP: UInt16 = 0x14e
    public static let BTN_TOOL_QUADTAP: UInt16 = 0x14f
    public static let BTN_TOOL_QUINTTAP: UInt16 = 0x148

    // Input properties.
    public static let INPUT_PROP_POINTER: UInt16 = 0
    public static let INPUT_PROP_DIRECT: UInt16 = 1
    public static let INPUT_PROP_BUTTONPAD: UInt16 = 2
    public static let INPUT_PROP_SEMI_MT: UInt16 = 3
    /// The device's x, y and z axes are an accelerometer's (docs/input-devices.md, "evdev accelerometers").
    public static let INPUT_PROP_ACCELEROMETER: UInt16 = 6

    // ABS_MT_TOOL_TYPE values.
    public static let MT_TOOL_FINGER: Int32 = 0
    public static let MT_TOOL_PEN: Int32 = 1
    public static let MT_TOOL_PALM: Int32 = 2

    // Media keys: the `KEY_*` codes that become remote-control commands (``LinuxKeyCodes/mediaKeyCommand(forKeyCode:)``).
    public static let KEY_NEXTSONG: UInt16 = 163
    public static let KEY_PLAYPAUSE: UInt16 = 164
    public static let KEY_PREVIOUSSONG: UInt16 = 165
    public static let KEY_STOPCD: UInt16 = 166
    public static let KEY_PLAYCD: UInt16 = 200
    public static let KEY_PAUSECD: UInt16 = 201

    /// The highest key code (`KEY_MAX`).
    public static let KEY_MAX: UInt16 = 0x2ff
    /// The highest absolute axis code (`ABS_MAX`).
    public static let ABS_MAX: UInt16 = 0x3f

    private static let typeNames: [UInt16: String] = [
        EV_SYN: "EV_SYN", EV_KEY: "EV_KEY", EV_REL: "EV_REL", EV_ABS: "EV_ABS", EV_MSC: "EV_MSC", EV_SW: "EV_SW",
        EV_LED: "EV_LED",
    ]

    private static let synNames: [UInt16: String] = [
        SYN_REPORT: "SYN_REPORT", SYN_CONFIG: "SYN_CONFIG", SYN_MT_REPORT: "SYN_MT_REPORT", SYN_DROPPED: "SYN_DROPPED",
    ]

    private static let absNames: [UInt16: String] = [
        ABS_X: "ABS_X", ABS_Y: "ABS_Y", ABS_Z: "ABS_Z", 0x03: "ABS_RX", 0x04: "ABS_RY", 0x05: "ABS_RZ",
        0x06: "ABS_THROTTLE", 0x07: "ABS_RUDDER", 0x08: "ABS_WHEEL", 0x09: "ABS_GAS", 0x0a: "ABS_BRAKE",
        ABS_PRESSURE: "ABS_PRESSURE", ABS_DISTANCE: "ABS_DISTANCE", ABS_TILT_X: "ABS_TILT_X", ABS_TILT_Y: "ABS_TILT_Y",
        0x1c: "ABS_TOOL_WIDTH", 0x20: "ABS_VOLUME", 0x28: "ABS_MISC",
        ABS_MT_SLOT: "ABS_MT_SLOT", ABS_MT_TOUCH_MAJOR: "ABS_MT_TOUCH_MAJOR", ABS_MT_TOUCH_MINOR: "ABS_MT_TOUCH_MINOR",
        ABS_MT_WIDTH_MAJOR: "ABS_MT_WIDTH_MAJOR", ABS_MT_WIDTH_MINOR: "ABS_MT_WIDTH_MINOR",
        ABS_MT_ORIENTATION: "ABS_MT_ORIENTATION", ABS_MT_POSITION_X: "ABS_MT_POSITION_X",
        ABS_MT_POSITION_Y: "ABS_MT_POSITION_Y", ABS_MT_TOOL_TYPE: "ABS_MT_TOOL_TYPE", ABS_MT_BLOB_ID: "ABS_MT_BLOB_ID",
        ABS_MT_TRACKING_ID: "ABS_MT_TRACKING_ID", ABS_MT_PRESSURE: "ABS_MT_PRESSURE",
        ABS_MT_DISTANCE: "ABS_MT_DISTANCE",
        ABS_MT_TOOL_X: "ABS_MT_TOOL_X", ABS_MT_TOOL_Y: "ABS_MT_TOOL_Y",
    ]

    private static let keyNames: [UInt16: String] = [
        BTN_LEFT: "BTN_LEFT", BTN_RIGHT: "BTN_RIGHT", BTN_MIDDLE: "BTN_MIDDLE", BTN_TOOL_PEN: "BTN_TOOL_PEN",
        BTN_TOOL_RUBBER: "BTN_TOOL_RUBBER", BTN_TOOL_FINGER: "BTN_TOOL_FINGER", BTN_TOUCH: "BTN_TOUCH",
        BTN_STYLUS: "BTN_STYLUS", BTN_TOOL_DOUBLETAP: "BTN_TOOL_DOUBLETAP", BTN_TOOL_TRIPLETAP: "BTN_TOOL_TRIPLETAP",
        BTN_TOOL_QUADTAP: "BTN_TOOL_QUADTAP", BTN_TOOL_QUINTTAP: "BTN_TOOL_QUINTTAP",
    ]

    private static let mscNames: [UInt16: String] = [MSC_SCAN: "MSC_SCAN", MSC_TIMESTAMP: "MSC_TIMESTAMP"]

    /// The kernel name of an event type ("EV_ABS"), or its number in hex.
    public static func typeName(_ type: UInt16) -> String {
        typeNames[type] ?? String(format: "EV_0x%02x", type)
    }

    /// The kernel name of a code ("ABS_MT_POSITION_X"), or its number in hex.
    public static func codeName(type: UInt16, code: UInt16) -> String {
        let table: [UInt16: String]
        switch type {
        case EV_SYN: table = synNames
        case EV_ABS: table = absNames
        case EV_KEY: table = keyNames
        case EV_MSC: table = mscNames
        default: table = [:]
        }
        return table[code] ?? String(format: "0x%03x", code)
    }

    /// The type number for a kernel name ("EV_ABS"), or nil.
    public static func type(named name: String) -> UInt16? {
        typeNames.first { $0.value == name }?.key
    }

    /// The code number for a kernel name within a type ("ABS_MT_SLOT"), or nil.
    public static func code(named name: String, type: UInt16) -> UInt16? {
        let table: [UInt16: String]
        switch type {
        case EV_SYN: table = synNames
        case EV_ABS: table = absNames
        case EV_KEY: table = keyNames
        case EV_MSC: table = mscNames
        default: return nil
        }
        return table.first { $0.value == name }?.key
    }
}
