import Foundation
import ResponderKit
import ResponderKitInput
import Testing

/// Checks a motion reading's kind and values within `tolerance` (the fixture's scales are rounded).
func expectMotion(
    _ reading: SensorReading?, _ kind: SensorKind, _ x: Double, _ y: Double, _ z: Double, tolerance: Double = 1e-4,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let values: (Double, Double, Double)?
    switch (reading, kind) {
    case (.accelerometer(let sample), .accelerometer): values = (sample.x, sample.y, sample.z)
    case (.gyroscope(let sample), .gyroscope): values = (sample.x, sample.y, sample.z)
    case (.magnetometer(let sample), .magnetometer): values = (sample.x, sample.y, sample.z)
    default: values = nil
    }
    guard let values else {
        Issue.record("expected a \(kind) reading, found \(String(describing: reading))", sourceLocation: sourceLocation)
        return
    }
    #expect(
        abs(values.0 - x) < tolerance && abs(values.1 - y) < tolerance && abs(values.2 - z) < tolerance,
        "\(values) is not (\(x), \(y), \(z))", sourceLocation: sourceLocation)
}
