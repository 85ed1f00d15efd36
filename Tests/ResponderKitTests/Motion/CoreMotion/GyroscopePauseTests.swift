import Foundation
import ResponderKit
import Testing

// Behaviour 8.6: a pause in the gyroscope's samples is not integrated as a turn
// (https://developer.apple.com/documentation/coremotion/cmdevicemotion: the attitude comes from the
// gyroscope corrected by the other sensors).

@MainActor
@Suite("Core Motion: a pause in the samples is not a turn (behaviour 8.6)")
struct GyroscopePauseTests {
    private static let degree = Double.pi / 180

    /// An application and a manager running device-motion updates in `frame`.
    private static func updating(in frame: CMAttitudeReferenceFrame) -> (UIApplication, CMMotionManager) {
        let app = UIApplication()
        let manager = CMMotionManager(application: app)
        manager.startDeviceMotionUpdates(using: frame)
        return (app, manager)
    }

    /// Feeds `seconds` of samples at 100 Hz from `start`: gravity `down` (g), the field (20, 0, -40) µT
    /// turned with the device, and the gyroscope reading `rate` about z.
    private static func feed(
        _ app: UIApplication, from start: Double, seconds: Double, down: (Double, Double, Double),
        field: (Double, Double, Double) = (20, 0, -40), rate: Double = 0
    ) {
        for step in 1...Int(seconds * 100) {
            let time = start + Double(step) / 100
            app.enqueue(.accelerometer(AccelerometerSample(timestamp: time, x: down.0, y: down.1, z: down.2)))
            app.enqueue(.magnetometer(MagnetometerSample(timestamp: time, x: field.0, y: field.1, z: field.2)))
            app.enqueue(.gyroscope(GyroscopeSample(timestamp: time, x: 0, y: 0, z: rate)))
        }
        app.run(until: start + seconds)
    }

    @Test("8.6: samples resuming after 5 s with a rotation rate do not turn the attitude by rate × 5 s")
    func pauseIsNotIntegrated() throws {
        let (app, manager) = Self.updating(in: .xMagneticNorthZVertical)
        Self.feed(app, from: 0, seconds: 1, down: (0, 0, -1))
        // Five seconds without samples; the first one after reads 1 rad/s about z (the device starts to
        // turn), then it is still again. Integrated over the pause, that sample alone would turn yaw by 5 rad.
        app.enqueue(.accelerometer(AccelerometerSample(timestamp: 6, x: 0, y: 0, z: -1)))
        app.enqueue(.magnetometer(MagnetometerSample(timestamp: 6, x: 20, y: 0, z: -40)))
        app.enqueue(.gyroscope(GyroscopeSample(timestamp: 6, x: 0, y: 0, z: 1)))
        app.run(until: 6)
        let yaw = try #require(manager.deviceMotion?.attitude.yaw)
        #expect(abs(yaw) < 1 * Self.degree, "yaw \(yaw / Self.degree)°")
    }

    @Test("8.6: after a pause the attitude starts from the tilt the accelerometer measures (arbitrary frame)")
    func tiltAfterPause() throws {
        let (app, manager) = Self.updating(in: .xArbitraryZVertical)
        Self.feed(app, from: 0, seconds: 1, down: (0, 0, -1))
        // Meanwhile the device was rolled 30° (its right edge down): gravity gains an x component.
        let roll = 30 * Self.degree
        Self.feed(app, from: 3, seconds: 0.01, down: (sin(roll), 0, -cos(roll)))
        let attitude = try #require(manager.deviceMotion?.attitude)
        #expect(abs(attitude.roll - roll) < 1 * Self.degree, "roll \(attitude.roll / Self.degree)°")
        #expect(abs(attitude.yaw) < 1 * Self.degree)
    }

    @Test("8.6: samples 0.1 s apart are still integrated (a slow sensor is not a pause)")
    func slowSensorIntegrates() throws {
        let (app, manager) = Self.updating(in: .xArbitraryZVertical)
        // 10 Hz: 0.1 s apart, turning at 0.5 rad/s about z for 2 s: yaw about 1 rad (the arbitrary frame has
        // nothing pulling the heading back).
        for step in 0...20 {
            let time = Double(step) / 10
            app.enqueue(.accelerometer(AccelerometerSample(timestamp: time, x: 0, y: 0, z: -1)))
            app.enqueue(.gyroscope(GyroscopeSample(timestamp: time, x: 0, y: 0, z: 0.5)))
        }
        app.run(until: 2)
        let yaw = try #require(manager.deviceMotion?.attitude.yaw)
        #expect(abs(yaw - 1) < 0.01, "yaw \(yaw) rad")
    }
}
