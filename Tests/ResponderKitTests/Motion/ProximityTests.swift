import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 8.7: the proximity sensor (https://developer.apple.com/documentation/uikit/uidevice/isproximitymonitoringenabled,
// https://developer.apple.com/documentation/uikit/uidevice/proximitystate,
// https://developer.apple.com/documentation/uikit/uidevice/proximitystatedidchangenotification).
// `UIDevice.current` reads the application a test made last (UIApplication.current), so each test has its
// own device state.

@MainActor
@Suite("UIDevice: proximity monitoring and the covered screen (behaviour 8.7)")
struct ProximityTests {
    /// The contacts the application dropped, with their reasons.
    private func dropReasons(_ log: DispatchLog) -> [ContactDropReason] {
        log.records.compactMap { record in
            guard case let .dropped(_, reason) = record.entry else { return nil }
            return reason
        }
    }

    /// Logs "proximity" for each proximity notification of `UIDevice.current` (call `stop()` at the end).
    private func observeProximity() -> SceneCallLog {
        let log = SceneCallLog()
        log.observe(UIDevice.proximityStateDidChangeNotification, of: UIDevice.current, as: "proximity")
        return log
    }

    /// A scene whose application logs its dispatch and has proximity monitoring on.
    private func monitoredScene() -> (TestScene, DispatchLog) {
        let scene = TestScene()
        let log = DispatchLog()
        scene.application.dispatchLog = log
        UIDevice.current.hasProximitySensor = true
        UIDevice.current.isProximityMonitoringEnabled = true
        return (scene, log)
    }

    @Test("8.7 (isProximityMonitoringEnabled): default false; without a sensor, setting it true leaves it false")
    func unavailableWithoutSensor() {
        _ = UIApplication()
        let device = UIDevice.current
        #expect(!device.isProximityMonitoringEnabled)
        #expect(!device.hasProximitySensor)
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled)
        #expect(!device.proximityState)
    }

    @Test("8.7: the first proximity sample shows the device has a sensor; then monitoring can be enabled")
    func firstSampleRevealsSensor() {
        let app = UIApplication()
        DeviceSimulator(application: app).uncover()
        let device = UIDevice.current
        #expect(device.hasProximitySensor)
        device.isProximityMonitoringEnabled = true
        #expect(device.isProximityMonitoringEnabled)
        device.hasProximitySensor = false
        #expect(!device.isProximityMonitoringEnabled)
    }

    @Test(
        "8.7 (proximityState, proximityStateDidChangeNotification): covering and uncovering post one notification each")
    func stateAndNotifications() {
        let app = UIApplication()
        let simulator = DeviceSimulator(application: app)
        let device = UIDevice.current
        let log = observeProximity()
        defer { log.stop() }
        device.hasProximitySensor = true
        device.isProximityMonitoringEnabled = true
        #expect(!device.proximityState)
        simulator.cover()
        #expect(device.proximityState)
        #expect(log.entries == ["proximity"])
        simulator.cover()
        #expect(log.entries == ["proximity"])
        simulator.uncover()
        #expect(!device.proximityState)
        #expect(log.entries == ["proximity", "proximity"])
    }

    @Test("8.7: while monitoring is off, covering the sensor changes nothing; enabling it over a covered sensor does")
    func monitoringOff() {
        let app = UIApplication()
        let simulator = DeviceSimulator(application: app)
        let device = UIDevice.current
        let log = observeProximity()
        defer { log.stop() }
        simulator.cover()
        #expect(!device.proximityState)
        #expect(log.entries.isEmpty)
        device.isProximityMonitoringEnabled = true
        #expect(device.proximityState)
        device.isProximityMonitoringEnabled = false
        #expect(!device.proximityState)
        #expect(log.entries == ["proximity", "proximity"])
    }

    @Test("8.7: covering the sensor cancels the touch in progress; its finger stays ignored until it lifts")
    func coveringCancelsTouches() {
        let (scene, log) = monitoredScene()
        let finger = scene.touches.touchDown(at: CGPoint(x: 100, y: 100))
        scene.device.cover()
        #expect(scene.rootView.methods == [.began, .cancelled])
        let cancellations = log.records.compactMap { record -> TouchCancellationReason? in
            guard case let .touchesCancelled(_, reason) = record.entry else { return nil }
            return reason
        }
        #expect(cancellations == [.proximitySensorCovered])
        scene.device.uncover()
        scene.touches.move(finger, to: CGPoint(x: 120, y: 100))
        scene.touches.lift(finger)
        #expect(scene.rootView.methods == [.began, .cancelled])
    }

    @Test(
        "8.7: a touch that lands while the sensor is covered is dropped with its cause; after uncovering, touches land")
    func coveredScreenDropsNewTouches() {
        let (scene, log) = monitoredScene()
        scene.device.cover()
        scene.touches.lift(scene.touches.touchDown(at: CGPoint(x: 100, y: 100)))
        #expect(scene.rootView.methods.isEmpty)
        #expect(dropReasons(log) == [.proximitySensorCovered])
        #expect(ContactDropReason.proximitySensorCovered.description == "the proximity sensor is covered")
        scene.device.uncover()
        scene.touches.lift(scene.touches.touchDown(at: CGPoint(x: 100, y: 100)))
        #expect(scene.rootView.methods == [.began, .ended])
    }

    @Test("8.7: without monitoring, a covered sensor leaves touches alone")
    func uncoveredWithoutMonitoring() {
        let scene = TestScene()
        scene.device.cover()
        scene.touches.lift(scene.touches.touchDown(at: CGPoint(x: 100, y: 100)))
        #expect(scene.rootView.methods == [.began, .ended])
    }
}
