import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 8.6: Core Motion's manager with Apple's names, units and defaults
// (https://developer.apple.com/documentation/coremotion/cmmotionmanager), fed by the application's
// sensor input and paced on its clock.

@MainActor
@Suite("Core Motion: CMMotionManager's raw sensor updates (behaviour 8.6)")
struct CMMotionManagerTests {
    @Test("8.6: a new manager is idle, every sensor is available, intervals default to 0.01 s")
    func defaults() {
        let app = UIApplication()
        let manager = CMMotionManager()
        #expect(manager.application === app)
        #expect(manager.isAccelerometerAvailable && manager.isGyroAvailable && manager.isMagnetometerAvailable)
        #expect(manager.isDeviceMotionAvailable)
        #expect(!manager.isAccelerometerActive && !manager.isGyroActive && !manager.isMagnetometerActive)
        #expect(!manager.isDeviceMotionActive)
        #expect(manager.accelerometerUpdateInterval == 0.01 && manager.gyroUpdateInterval == 0.01)
        #expect(manager.magnetometerUpdateInterval == 0.01 && manager.deviceMotionUpdateInterval == 0.01)
        #expect(manager.accelerometerData == nil && manager.gyroData == nil && manager.magnetometerData == nil)
        #expect(manager.deviceMotion == nil)
        #expect(manager.attitudeReferenceFrame == .xArbitraryZVertical)
        #expect(
            CMMotionManager.availableAttitudeReferenceFrames()
                == [.xArbitraryZVertical, .xArbitraryCorrectedZVertical, .xMagneticNorthZVertical])
    }

    @Test("8.6: pull: accelerometerData, gyroData and magnetometerData hold the latest sample, in g, rad/s, µT")
    func pull() {
        let app = UIApplication()
        let manager = CMMotionManager(application: app)
        manager.startAccelerometerUpdates()
        manager.startGyroUpdates()
        manager.startMagnetometerUpdates()
        #expect(manager.isAccelerometerActive && manager.isGyroActive && manager.isMagnetometerActive)
        app.enqueue(.accelerometer(AccelerometerSample(timestamp: 0.5, x: 0.1, y: -0.2, z: -0.98)))
        app.enqueue(.gyroscope(GyroscopeSample(timestamp: 0.5, x: 1.5, y: 0, z: -0.25)))
        app.enqueue(.magnetometer(MagnetometerSample(timestamp: 0.5, x: 20, y: -5, z: -40)))
        app.runUntilIdle()
        #expect(manager.accelerometerData?.acceleration == CMAcceleration(x: 0.1, y: -0.2, z: -0.98))
        #expect(manager.accelerometerData?.timestamp == 0.5)
        #expect(manager.gyroData?.rotationRate == CMRotationRate(x: 1.5, y: 0, z: -0.25))
        #expect(manager.magnetometerData?.magneticField == CMMagneticField(x: 20, y: -5, z: -40))
    }

    @Test("8.6: push: a handler gets one update per interval on the application's clock, not one per sample")
    func pacing() {
        let app = UIApplication()
        let manager = CMMotionManager(application: app)
        manager.accelerometerUpdateInterval = 0.05
        var times: [TimeInterval] = []
        manager.startAccelerometerUpdates(to: .main) { data, error in
            #expect(error == nil)
            if let data { times.append(data.timestamp) }
        }
        DeviceSimulator(application: app).rest(for: 0.5)  // 50 samples at 100 Hz
        #expect(times.count == 10)
        #expect(zip(times, times.dropFirst()).allSatisfy { abs($1 - $0 - 0.05) < 1e-9 })
        #expect(abs(times[0] - 0.01) < 1e-9)
    }

    @Test("8.6: a sensor slower than the interval is delivered sample by sample; nothing is invented")
    func slowSensor() {
        let app = UIApplication()
        let manager = CMMotionManager(application: app)
        var times: [TimeInterval] = []
        manager.startGyroUpdates(to: OperationQueue()) { data, _ in times.append(data?.timestamp ?? -1) }
        for time in [0.1, 0.3, 0.35] { app.enqueue(.gyroscope(GyroscopeSample(timestamp: time, x: 0, y: 0, z: 1))) }
        app.runUntilIdle()
        #expect(times == [0.1, 0.3, 0.35])
    }

    @Test("8.6: handlers of every kind run on the run loop, in order with other input and timers, whatever the queue")
    func order() {
        let app = UIApplication()
        let manager = CMMotionManager(application: app)
        var log: [String] = []
        manager.startAccelerometerUpdates(to: .main) { data, _ in log.append("a \(data!.timestamp)") }
        manager.startGyroUpdates(to: .main) { data, _ in log.append("g \(data!.timestamp)") }
        manager.startMagnetometerUpdates(to: OperationQueue()) { data, _ in log.append("m \(data!.timestamp)") }
        app.scheduleTimer(at: 0.15) { log.append("timer") }
        app.enqueue(.accelerometer(AccelerometerSample(timestamp: 0.1, x: 0, y: 0, z: -1)))
        app.enqueue(.gyroscope(GyroscopeSample(timestamp: 0.2, x: 0, y: 0, z: 0)))
        app.enqueue(.magnetometer(MagnetometerSample(timestamp: 0.3, x: 1, y: 0, z: 0)))
        app.run(until: 0.12)
        #expect(log == ["a 0.1"])
        app.runUntilIdle()
        #expect(log == ["a 0.1", "timer", "g 0.2", "m 0.3"])
    }

    @Test("8.6: stop ends the updates; the latest measurement stays readable")
    func stop() {
        let app = UIApplication()
        let manager = CMMotionManager(application: app)
        var count = 0
        manager.startMagnetometerUpdates(to: .main) { _, _ in count += 1 }
        app.enqueue(.magnetometer(MagnetometerSample(timestamp: 0.1, x: 1, y: 2, z: 3)))
        app.runUntilIdle()
        manager.stopMagnetometerUpdates()
        #expect(!manager.isMagnetometerActive)
        app.enqueue(.magnetometer(MagnetometerSample(timestamp: 0.2, x: 4, y: 5, z: 6)))
        app.runUntilIdle()
        #expect(count == 1)
        #expect(manager.magnetometerData?.magneticField == CMMagneticField(x: 1, y: 2, z: 3))
    }

    @Test("8.6: samples reach only the managers of the application they enter")
    func perApplication() {
        let first = UIApplication()
        let second = UIApplication()
        let manager = CMMotionManager(application: first)
        manager.startAccelerometerUpdates()
        second.enqueue(.accelerometer(AccelerometerSample(timestamp: 0.1, x: 0, y: 0, z: -1)))
        second.runUntilIdle()
        #expect(manager.accelerometerData == nil)
    }

    @Test("8.6: HardwareInput's gyroscope and magnetometer cases carry their timestamps")
    func inputTimestamps() {
        #expect(HardwareInput.gyroscope(GyroscopeSample(timestamp: 2, x: 0, y: 0, z: 0)).timestamp == 2)
        #expect(HardwareInput.magnetometer(MagnetometerSample(timestamp: 3, x: 0, y: 0, z: 0)).timestamp == 3)
    }
}
