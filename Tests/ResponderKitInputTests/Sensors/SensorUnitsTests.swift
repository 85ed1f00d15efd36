import Foundation
import ResponderKit
import ResponderKitInput
import Testing

// The kernel's units into Core Motion's (docs/input-devices.md, "Units and signs"): Apple's CMAcceleration
// (https://developer.apple.com/documentation/coremotion/cmacceleration: g, 9.81 m/s²) with behaviour 8.1's
// sign (face up reads z = -1), CMRotationRate in rad/s and CMMagneticField in µT (behaviour 8.6).
@Suite("Sensor units: the kernel's into Core Motion's (docs/input-devices.md, \"Units and signs\")")
struct SensorUnitsTests {
    @Test("accelerometer: +9.80665 m/s² on z lying face up (the kernel's sign) is iOS's -1 g; upright is y = -1 g")
    func accelerometer() {
        expectMotion(
            SensorKind.accelerometer.reading(timestamp: 0, sensorFrame: (0, 0, 9.80665), mountMatrix: .identity),
            .accelerometer, 0, 0, -1, tolerance: 1e-12)
        expectMotion(
            SensorKind.accelerometer.reading(timestamp: 0, sensorFrame: (0, 9.80665, 0), mountMatrix: .identity),
            .accelerometer, 0, -1, 0, tolerance: 1e-12)
    }

    @Test("gyroscope keeps rad/s; magnetometer: 1 gauss is 100 µT; proximity has no motion reading")
    func otherKinds() throws {
        let matrix = try MountMatrix(parsing: "0, 1, 0; 1, 0, 0; 0, 0, -1", path: "m")
        expectMotion(
            SensorKind.gyroscope.reading(timestamp: 0, sensorFrame: (1, 2, 3), mountMatrix: matrix), .gyroscope, 2, 1,
            -3,
            tolerance: 1e-12)
        expectMotion(
            SensorKind.magnetometer.reading(timestamp: 0, sensorFrame: (0.25, -0.5, 0.1), mountMatrix: .identity),
            .magnetometer, 25, -50, 10, tolerance: 1e-9)
        #expect(SensorKind.proximity.reading(timestamp: 0, sensorFrame: (1, 0, 0), mountMatrix: .identity) == nil)
        #expect(SensorKind(channelType: "anglvel") == .gyroscope && SensorKind(channelType: "temp") == nil)
    }
}
