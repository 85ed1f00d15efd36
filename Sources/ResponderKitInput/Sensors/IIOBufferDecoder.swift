import Foundation

/// Turns the bytes of an IIO device's buffered stream (`/dev/iio:deviceN`, or a file `iio_readdev`
/// wrote) into readings, record by record (docs/input-devices.md, "Buffered reading: scan elements").
///
/// Bytes may come in any pieces: a record cut at the end of one piece is kept and completed by the
/// next. ``finish()`` says whether the stream ended inside a record. A record's time is its timestamp
/// element (nanoseconds) relative to the first record's, after ``startTime``; without a timestamp
/// element, records are spaced by the device's sampling frequency.
public struct IIOBufferDecoder: Sendable {
    /// The device whose sensors the records hold.
    public let device: IIODevice
    /// Where each element lies in a record.
    public let layout: IIOScanLayout
    /// The stream's path, named in errors.
    public let path: String
    /// The time of the first record, in seconds on the application's clock.
    public let startTime: TimeInterval
    /// How many bytes were decoded so far (whole records): the offset of the next record.
    public private(set) var offset = 0
    /// How many records were decoded.
    public private(set) var recordCount = 0

    private var pending: [UInt8] = []
    private var firstTimestamp: Int64?
    private let sensors: [(sensor: IIOSensor, elements: [IIOScanLayout.Element])]
    private let timestamp: IIOScanLayout.Element?

    /// A decoder of `device`'s records laid out by `layout`. An error when no enabled element belongs to
    /// a sensor, or when records have no timestamp element and the device no sampling frequency.
    public init(device: IIODevice, layout: IIOScanLayout, path: String, startTime: TimeInterval = 0) throws(SensorError)
    {
        let sensors = device.sensors.compactMap { sensor -> (IIOSensor, [IIOScanLayout.Element])? in
            let elements = sensor.channels.compactMap { layout.element(named: $0.name) }
            return elements.count == sensor.channels.count ? (sensor, elements) : nil
        }
        guard !sensors.isEmpty else {
            throw .badScanLayout(path: path, reason: "no enabled scan element holds all of a sensor's channels")
        }
        timestamp = layout.element(named: IIOScanLayout.timestampName)
        if timestamp == nil, (device.samplingFrequency ?? 0) <= 0 {
            throw .badScanLayout(
                path: path, reason: "records have no in_timestamp element and the device no sampling_frequency")
        }
        (self.device, self.layout, self.path, self.startTime, self.sensors) = (device, layout, path, startTime, sensors)
    }

    /// The readings of the whole records in `bytes` (after what was kept from the last call); a record
    /// cut at the end is kept for the next call.
    public mutating func decode(_ bytes: [UInt8]) -> [SensorReading] {
        pending += bytes
        let size = layout.recordSize
        let whole = pending.count / size
        var readings: [SensorReading] = []
        pending.withUnsafeBytes { buffer in
            for record in 0..<whole {
                let base = record * size
                let time = self.time(of: buffer, at: base)
                for (sensor, elements) in sensors {
                    let raw = elements.map { Double($0.type.value(in: buffer, at: base + $0.offset)) }
                    if let reading = sensor.reading(raw: raw, timestamp: time) { readings.append(reading) }
                }
                recordCount += 1
            }
        }
        pending.removeFirst(whole * size)
        offset += whole * size
        return readings
    }

    /// Throws when bytes of an unfinished record remain (the stream ended inside it), naming its offset.
    public func finish() throws(SensorError) {
        guard pending.isEmpty else {
            throw .truncatedRecord(path: path, offset: offset, length: pending.count, recordSize: layout.recordSize)
        }
    }

    private mutating func time(of buffer: UnsafeRawBufferPointer, at base: Int) -> TimeInterval {
        guard let timestamp else {
            return startTime + Double(recordCount) / (device.samplingFrequency ?? 1)
        }
        let nanoseconds = timestamp.type.value(in: buffer, at: base + timestamp.offset)
        let first = firstTimestamp ?? nanoseconds
        firstTimestamp = first
        return startTime + Double(nanoseconds &- first) / 1_000_000_000
    }
}
