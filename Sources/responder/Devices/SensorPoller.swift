import Foundation
import ResponderKitInput

#if canImport(Glibc)
import Glibc
#endif

/// Polls the IIO devices `--sensors` names at `--rate` for `record` and `live` (docs/cli.md, "Sensors"):
/// the caller asks when the next poll is due and polls then; a poll reads every sensor once.
struct SensorPoller {
    let devices: [IIODevice]
    let interval: TimeInterval
    /// When the next poll is due, in seconds since the command started.
    private(set) var nextPoll: TimeInterval = 0
    /// How many readings of each kind were taken.
    private(set) var counts: [SensorKind: Int] = [:]

    init(devices: [IIODevice], rate: Double) {
        self.devices = devices
        interval = 1 / rate
    }

    /// "iio:device0 (mpu6050: accelerometer, gyroscope) at 50 Hz", for the command's first line.
    var summary: String {
        devices.map { "\($0.identifier) (\($0.name): \($0.sensors.map(\.kind.rawValue).joined(separator: ", ")))" }
            .joined(separator: ", ") + " at \(String(format: "%g", 1 / interval)) Hz"
    }

    /// "120 accelerometer, 120 gyroscope", or "none".
    var countText: String {
        let text = SensorKind.allCases.compactMap { kind in counts[kind].map { "\($0) \(kind.rawValue)" } }
        return text.isEmpty ? "none" : text.joined(separator: ", ")
    }

    /// Reads every sensor, stamped `elapsed`, and schedules the next poll one interval after this one's
    /// (a poll that came late is not made up: the next is due one interval from now).
    mutating func poll(at elapsed: TimeInterval) throws -> [SensorReading] {
        nextPoll = max(nextPoll + interval, elapsed)
        var readings: [SensorReading] = []
        for device in devices {
            do {
                readings += try IIOPolledReader(device: device).read(at: elapsed)
            } catch {
                throw SensorCommandError(error: error)
            }
        }
        for reading in readings { counts[reading.kind, default: 0] += 1 }
        return readings
    }

    /// Waits up to `seconds` (at most 0.1, so that a caller checks its stop conditions).
    static func wait(_ seconds: TimeInterval) {
        let microseconds = max(0, min(seconds, 0.1)) * 1_000_000
        if microseconds >= 1 { usleep(useconds_t(microseconds)) }
    }
}
