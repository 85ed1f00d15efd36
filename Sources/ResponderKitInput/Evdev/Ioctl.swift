import Foundation

/// An ioctl request number built from its parts with the kernel's generic `_IOC` encoding
/// (`include/uapi/asm-generic/ioctl.h`, used by x86, x86_64, arm and arm64):
///
/// ```
/// bits 31-30  direction (0 none, 1 write, 2 read, 3 read|write)
/// bits 29-16  size of the argument in bytes (14 bits)
/// bits 15-8   type (the driver's letter: 'E' = 0x45 for evdev)
/// bits 7-0    number
/// ```
///
/// Swift cannot import the C function-like macros (`EVIOCGABS(abs)`, ...), so the evdev requests are
/// computed here from the same definitions as `linux/input.h` (input behaviour 1.2 lists the values they
/// produce on x86_64). powerpc, mips and sparc use a different layout and are not supported.
public struct IoctlRequest: Sendable, Hashable, CustomStringConvertible {
    /// The direction of the data transfer, seen from user space.
    public enum Direction: UInt32, Sendable, Hashable {
        /// No argument data (`_IOC_NONE`).
        case none = 0
        /// User space writes to the kernel (`_IOC_WRITE`, `_IOW`).
        case write = 1
        /// User space reads from the kernel (`_IOC_READ`, `_IOR`).
        case read = 2
        /// Both (`_IOWR`).
        case readWrite = 3
    }

    /// The request's name, for error messages ("EVIOCGABS(0x35)").
    public var name: String
    /// The encoded request number passed to `ioctl(2)`.
    public var rawValue: UInt32

    /// Encodes a request: `dir << 30 | size << 16 | type << 8 | nr` (`_IOC(dir, type, nr, size)`).
    /// Sizes above the 14-bit field are clamped to its maximum (16383 bytes).
    public init(name: String, direction: Direction, type: UInt8, number: UInt8, size: Int) {
        self.name = name
        let size = UInt32(clamping: max(0, min(size, Self.maximumSize)))
        rawValue = direction.rawValue << 30 | size << 16 | UInt32(type) << 8 | UInt32(number)
    }

    /// The largest argument size the encoding can carry (`(1 << 14) - 1`).
    public static let maximumSize = (1 << 14) - 1

    /// The direction field.
    public var direction: Direction { Direction(rawValue: rawValue >> 30) ?? .none }
    /// The size field.
    public var size: Int { Int((rawValue >> 16) & 0x3fff) }
    /// The type field.
    public var type: UInt8 { UInt8((rawValue >> 8) & 0xff) }
    /// The number field.
    public var number: UInt8 { UInt8(rawValue & 0xff) }

    /// The name and the number in hex.
    public var description: String { "\(name) (0x\(String(rawValue, radix: 16)))" }
}

/// The evdev ioctl requests of `linux/input.h`, computed with ``IoctlRequest``'s `_IOC` encoding.
public enum EvdevIoctl {
    /// The evdev ioctl type letter, 'E'.
    public static let type: UInt8 = 0x45
    private static let intSize = 4
    private static let inputIDSize = 8
    private static let absinfoSize = 24

    /// `EVIOCGVERSION`: `_IOR('E', 0x01, int)`, the driver version.
    public static let getVersion = IoctlRequest(
        name: "EVIOCGVERSION", direction: .read, type: type, number: 0x01, size: intSize)
    /// `EVIOCGID`: `_IOR('E', 0x02, struct input_id)`, bus type, vendor, product and version.
    public static let getID = IoctlRequest(
        name: "EVIOCGID", direction: .read, type: type, number: 0x02, size: inputIDSize)

    /// `EVIOCGNAME(len)`: `_IOC(_IOC_READ, 'E', 0x06, len)`, the device name.
    public static func getName(length: Int) -> IoctlRequest {
        IoctlRequest(name: "EVIOCGNAME(\(length))", direction: .read, type: type, number: 0x06, size: length)
    }

    /// `EVIOCGPROP(len)`: `_IOC(_IOC_READ, 'E', 0x09, len)`, the `INPUT_PROP_*` bitmask.
    public static func getProperties(length: Int) -> IoctlRequest {
        IoctlRequest(name: "EVIOCGPROP(\(length))", direction: .read, type: type, number: 0x09, size: length)
    }

    /// `EVIOCGMTSLOTS(len)`: `_IOC(_IOC_READ, 'E', 0x0a, len)`, the values of one `ABS_MT_*` code in every
    /// slot; `len = 4 · (1 + slots)` for `struct { __u32 code; __s32 values[slots]; }`.
    public static func getMultiTouchSlots(length: Int) -> IoctlRequest {
        IoctlRequest(name: "EVIOCGMTSLOTS(\(length))", direction: .read, type: type, number: 0x0a, size: length)
    }

    /// `EVIOCGKEY(len)`: `_IOC(_IOC_READ, 'E', 0x18, len)`, the bitmask of keys currently down.
    public static func getKeyState(length: Int) -> IoctlRequest {
        IoctlRequest(name: "EVIOCGKEY(\(length))", direction: .read, type: type, number: 0x18, size: length)
    }

    /// `EVIOCGBIT(ev, len)`: `_IOC(_IOC_READ, 'E', 0x20 + ev, len)`, the codes of type `ev` the device
    /// supports (`ev` = 0 gives the supported types).
    public static func getBits(eventType: UInt16, length: Int) -> IoctlRequest {
        IoctlRequest(
            name: "EVIOCGBIT(\(EvdevCode.typeName(eventType)), \(length))", direction: .read, type: type,
            number: UInt8(truncatingIfNeeded: 0x20 + Int(eventType)), size: length)
    }

    /// `EVIOCGABS(abs)`: `_IOR('E', 0x40 + abs, struct input_absinfo)`, one absolute axis.
    public static func getAbsoluteAxis(_ code: UInt16) -> IoctlRequest {
        IoctlRequest(
            name: "EVIOCGABS(\(EvdevCode.codeName(type: EvdevCode.EV_ABS, code: code)))", direction: .read,
            type: type, number: UInt8(truncatingIfNeeded: 0x40 + Int(code)), size: absinfoSize)
    }

    /// `EVIOCGRAB`: `_IOW('E', 0x90, int)`, exclusive access (argument 1) or release (0).
    public static let grab = IoctlRequest(name: "EVIOCGRAB", direction: .write, type: type, number: 0x90, size: intSize)

    /// `EVIOCSCLOCKID`: `_IOW('E', 0xa0, int)`, the clock of event timestamps (input behaviour 1.2).
    public static let setClockID = IoctlRequest(
        name: "EVIOCSCLOCKID", direction: .write, type: type, number: 0xa0, size: intSize)
}
