import Foundation
import ResponderKit
import Testing

// Behaviour 8.6: device motion's attitude from a gyroscope with a bias
// (https://developer.apple.com/documentation/coremotion/cmdevicemotion: the attitude is corrected by the
// other sensors; docs/decisions.md, "Device motion: a complementary filter on the application's clock").

@MainActor
@Suite("Core Motion: the attitude filter learns the gyroscope's bias (behaviour 8.6)")
struct GyroscopeBiasTests {
    @Test(
        "8.6: a constant gyroscope bias of 0.01 rad/s moves yaw less than 1° over 60 s at rest (magnetic north frame)")
    func constantBias() throws {
        let app = UIApplication()
        let manager = CMMotionManager(application: app)
        manager.startDeviceMotionUpdates(using: .xMagneticNorthZVertical)
        // At rest face up, x towards magnetic north; the gyroscope reads 0.01 rad/s about every axis.
        for step in 1...6000 {
            let time = Double(step) / 100
            app.enqueue(.accelerometer(AccelerometerSample(timestamp: time, x: 0, y: 0, z: -1)))
            app.enqueue(.magnetometer(MagnetometerSample(timestamp: time, x: 20, y: 0, z: -40)))
            app.enqueue(.gyroscope(GyroscopeSample(timestamp: time, x: 0.01, y: 0.01, z: 0.01)))
        }
        app.run(until: 60)
        let attitude = try #require(manager.deviceMotion?.attitude)
        let degree = Double.pi / 180
        // Without the bias estimate, the proportional corrections alone leave yaw about 4° and roll 0.5° off.
        #expect(abs(attitude.yaw) < 1 * degree)
        #expect(abs(attitude.roll) < 0.1 * degree && abs(attitude.pitch) < 0.1 * degree)
    }
}
