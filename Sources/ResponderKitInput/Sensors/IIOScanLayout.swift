import Foundation

/// Where each enabled scan element lies in a buffered record, laid out as the kernel does
/// (`iio_compute_scan_bytes` in drivers/iio/industrialio-buffer.c; docs/input-devices.md, "Buffered
/// reading: scan elements"): in order of `_index`, each element aligned on its own size, and the record
/// padded to a multiple of its largest element.
public struct IIOScanLayout: Sendable, Hashable {
    /// One enabled element and its place in the record.
    public struct Element: Sendable, Hashable {
        /// The element's name (`in_accel_x`, `in_timestamp`), the channel's.
        public var name: String
        /// Its `_index`: elements are stored in increasing index order.
        public var index: Int
        /// How it is stored.
        public var type: IIOScanType
        /// Its byte offset in a record.
        public var offset: Int
    }

    /// The name of the timestamp element: nanoseconds on the device's clock (`current_timestamp_clock`).
    public static let timestampName = "in_timestamp"

    /// The elements in record order.
    public private(set) var elements: [Element]
    /// The bytes of one record.
    public private(set) var recordSize: Int

    /// Lays out `elements` (name, index, type); `path` names the scan-elements directory in the error.
    public init(elements unordered: [(name: String, index: Int, type: IIOScanType)], path: String) throws(SensorError) {
        guard !unordered.isEmpty else { throw .badScanLayout(path: path, reason: "no scan element is enabled") }
        var elements: [Element] = []
        var bytes = 0
        var largest = 1
        for element in unordered.sorted(by: { ($0.index, $0.name) < ($1.index, $1.name) }) {
            let length = element.type.byteCount
            guard length & (length - 1) == 0 else {
                throw .badScanLayout(
                    path: path,
                    reason:
                        "\(element.name) takes \(length) bytes (\(element.type)); the kernel aligns only power-of-two sizes"
                )
            }
            bytes = (bytes + length - 1) / length * length
            elements.append(Element(name: element.name, index: element.index, type: element.type, offset: bytes))
            bytes += length
            largest = max(largest, length)
        }
        self.elements = elements
        self.recordSize = (bytes + largest - 1) / largest * largest
    }

    /// The layout of the elements enabled in a device's `scan_elements` directory (each `<name>_en`
    /// holding 1, with `<name>_index` and `<name>_type`, or the type shared by its channel type,
    /// `in_accel_type`).
    public static func enabled(inDevice devicePath: String) throws(SensorError) -> IIOScanLayout {
        let directory = devicePath + "/scan_elements"
        let files = try SysfsFile.names(in: directory)
        var found: [(name: String, index: Int, type: IIOScanType)] = []
        for file in files where file.hasSuffix("_en") {
            let name = String(file.dropLast(3))
            guard let enabled = try SysfsFile.number(directory + "/" + file), enabled != 0 else { continue }
            let indexPath = directory + "/" + name + "_index"
            guard let index = try SysfsFile.number(indexPath) else { throw .unreadable(path: indexPath, errno: ENOENT) }
            guard index >= 0, index <= Double(Int32.max), index == index.rounded() else {
                throw .malformedFile(path: indexPath, text: String(index), expected: "a scan index (0 or more)")
            }
            let shared = name.split(separator: "_").prefix(2).joined(separator: "_") + "_type"
            let typePath = [name + "_type", shared].map { directory + "/" + $0 }
                .first { FileManager.default.fileExists(atPath: $0) }
            guard let typePath, let text = try SysfsFile.text(typePath) else {
                throw .unreadable(path: directory + "/" + name + "_type", errno: ENOENT)
            }
            found.append((name, Int(index), try IIOScanType(parsing: text, path: typePath)))
        }
        return try IIOScanLayout(elements: found, path: directory)
    }

    /// The element named `name`, if enabled.
    public func element(named name: String) -> Element? { elements.first { $0.name == name } }
}
