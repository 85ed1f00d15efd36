import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The evdev ioctls on an open file descriptor, each failure reported as an ``EvdevDeviceError`` naming
/// the path and the request.
struct EvdevIoctlCaller: Sendable {
    let fileDescriptor: Int32
    let path: String

    /// Calls `request` with a buffer of `size` bytes and returns the bytes (the ioctl's return value, when
    /// positive, is the number of bytes filled; the rest stays zero).
    func read(_ request: IoctlRequest, size: Int, prefill: [UInt8] = []) throws(EvdevDeviceError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: max(size, 1))
        for (index, byte) in prefill.enumerated() where index < buffer.count { buffer[index] = byte }
        let result = buffer.withUnsafeMutableBytes { raw in
            call(request) { ioctlCall(fileDescriptor, UInt(request.rawValue), raw.baseAddress!) }
        }
        guard result >= 0 else { throw .ioctlFailed(path: path, request: request.name, errno: errno) }
        return buffer
    }

    /// Calls a write request with an `int` argument passed by pointer (`EVIOCSCLOCKID`) or by value
    /// (`EVIOCGRAB`).
    func write(_ request: IoctlRequest, value: Int32, byPointer: Bool) throws(EvdevDeviceError) {
        var argument = value
        let result =
            byPointer
            ? call(request) { ioctlCall(fileDescriptor, UInt(request.rawValue), &argument) }
            : call(request) { ioctlCall(fileDescriptor, UInt(request.rawValue), argument) }
        guard result >= 0 else { throw .ioctlFailed(path: path, request: request.name, errno: errno) }
    }

    private func call(_ request: IoctlRequest, _ body: () -> Int32) -> Int32 {
        var result: Int32
        repeat { result = body() } while result < 0 && errno == EINTR
        return result
    }

    /// The bits set in a little-endian bitmask, as codes.
    static func bits(_ bytes: [UInt8]) -> Set<UInt16> {
        var codes: Set<UInt16> = []
        for (index, byte) in bytes.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 { codes.insert(UInt16(index * 8 + bit)) }
        }
        return codes
    }

    static func int32(_ bytes: [UInt8], at index: Int) -> Int32 {
        let offset = index * 4
        guard offset + 4 <= bytes.count else { return 0 }
        return Int32(
            bitPattern: UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
                | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24)
    }

    static func uint16(_ bytes: [UInt8], at index: Int) -> UInt16 {
        let offset = index * 2
        guard offset + 2 <= bytes.count else { return 0 }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }
}

private func ioctlCall(_ fd: Int32, _ request: UInt, _ pointer: UnsafeMutableRawPointer) -> Int32 {
    ioctl(fd, request, pointer)
}

private func ioctlCall(_ fd: Int32, _ request: UInt, _ value: Int32) -> Int32 {
    ioctl(fd, request, value)
}

extension InputDeviceDescription {
    /// The highest code of each type the identity reader asks for, and the bitmask size it uses.
    private static let bitTypes: [(type: UInt16, bytes: Int)] = [
        (EvdevCode.EV_KEY, 96), (EvdevCode.EV_REL, 2), (EvdevCode.EV_ABS, 8), (EvdevCode.EV_MSC, 1),
        (EvdevCode.EV_SW, 3), (EvdevCode.EV_LED, 2),
    ]

    /// Reads a device's identity from an open evdev file descriptor: `EVIOCGNAME`, `EVIOCGID`,
    /// `EVIOCGPROP`, `EVIOCGBIT` for the event types and each supported type, and `EVIOCGABS` for each
    /// absolute axis (input behaviour 1.2). A file that is not an evdev device fails on the first ioctl
    /// (`EVIOCGVERSION`, `ENOTTY`).
    public static func read(fileDescriptor: Int32, path: String) throws(EvdevDeviceError) -> InputDeviceDescription {
        let device = EvdevIoctlCaller(fileDescriptor: fileDescriptor, path: path)
        _ = try device.read(EvdevIoctl.getVersion, size: 4)
        let nameBytes = try device.read(EvdevIoctl.getName(length: 256), size: 256)
        var description = InputDeviceDescription(name: String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self))
        let id = try device.read(EvdevIoctl.getID, size: 8)
        description.bustype = EvdevIoctlCaller.uint16(id, at: 0)
        description.vendor = EvdevIoctlCaller.uint16(id, at: 1)
        description.product = EvdevIoctlCaller.uint16(id, at: 2)
        description.version = EvdevIoctlCaller.uint16(id, at: 3)
        description.properties = EvdevIoctlCaller.bits(try device.read(EvdevIoctl.getProperties(length: 8), size: 8))
        let types = EvdevIoctlCaller.bits(try device.read(EvdevIoctl.getBits(eventType: 0, length: 4), size: 4))
        for (type, bytes) in bitTypes where types.contains(type) {
            description.codes[type] = EvdevIoctlCaller.bits(
                try device.read(EvdevIoctl.getBits(eventType: type, length: bytes), size: bytes))
        }
        for code in (description.codes[EvdevCode.EV_ABS] ?? []).sorted() {
            description.axes[code] = try absoluteAxis(code, of: device)
        }
        return description
    }

    fileprivate static func absoluteAxis(_ code: UInt16, of device: EvdevIoctlCaller) throws(EvdevDeviceError)
        -> AbsoluteAxisInfo
    {
        let info = try device.read(EvdevIoctl.getAbsoluteAxis(code), size: 24)
        return AbsoluteAxisInfo(
            minimum: EvdevIoctlCaller.int32(info, at: 1), maximum: EvdevIoctlCaller.int32(info, at: 2),
            fuzz: EvdevIoctlCaller.int32(info, at: 3), flat: EvdevIoctlCaller.int32(info, at: 4),
            resolution: EvdevIoctlCaller.int32(info, at: 5), value: EvdevIoctlCaller.int32(info, at: 0))
    }
}

/// Reads a live device's state with ioctls (input behaviour 1.4): `EVIOCGKEY(96)` for the keys,
/// `EVIOCGABS(code)` for an axis (and `ABS_MT_SLOT` for the current slot), `EVIOCGMTSLOTS` with
/// `struct { __u32 code; __s32 values[slots]; }` for the per-slot values.
public struct IoctlDeviceStateQuery: DeviceStateQuery, Sendable {
    /// The open device.
    public let fileDescriptor: Int32
    /// Its path, for errors.
    public let path: String

    /// Creates a query on an open evdev file descriptor (which the caller keeps open).
    public init(fileDescriptor: Int32, path: String) {
        self.fileDescriptor = fileDescriptor
        self.path = path
    }

    private var caller: EvdevIoctlCaller { EvdevIoctlCaller(fileDescriptor: fileDescriptor, path: path) }

    /// `EVIOCGKEY(96)`.
    public func keysDown() throws(EvdevDeviceError) -> Set<UInt16> {
        EvdevIoctlCaller.bits(try caller.read(EvdevIoctl.getKeyState(length: 96), size: 96))
    }

    /// `EVIOCGABS(code).value`.
    public func axisValue(_ code: UInt16) throws(EvdevDeviceError) -> Int32 {
        try InputDeviceDescription.absoluteAxis(code, of: caller).value
    }

    /// `EVIOCGMTSLOTS(4 · (1 + slotCount))` for `code`.
    public func slotValues(of code: UInt16, slotCount: Int) throws(EvdevDeviceError) -> [Int32] {
        let count = max(0, min(slotCount, IoctlRequest.maximumSize / 4 - 1))
        let size = 4 * (1 + count)
        let codeBytes = withUnsafeBytes(of: UInt32(code).littleEndian) { Array($0) }
        let bytes = try caller.read(EvdevIoctl.getMultiTouchSlots(length: size), size: size, prefill: codeBytes)
        return (0..<count).map { EvdevIoctlCaller.int32(bytes, at: 1 + $0) }
    }
}
