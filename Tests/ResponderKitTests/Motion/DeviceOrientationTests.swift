import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 8.8: the device orientation (https://developer.apple.com/documentation/uikit/uideviceorientation,
// https://developer.apple.com/documentation/uikit/uidevice/orientation,
// https://developer.apple.com/documentation/uikit/uidevice/begingeneratingdeviceorientationnotifications(),
// https://developer.apple.com/documentation/uikit/uidevice/isgeneratingdeviceorientationnotifications).
// `UIDevice.current` reads the application a test made last (UIApplication.current), so each test has its
// own device state.

/// A window that counts the shakes that reach it (behaviour 8.1, 11: with no first responder, the key window).
@MainActor
private final class ShakeCountingWindow: UIWindow {
    var shakes = 0
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { shakes += 1 }
}

@MainActor
@Suite("UIDevice: the device orientation from the accelerometer (behaviour 8.8)")
struct DeviceOrientationTests {
    /// Holds the device still with gravity `angle` radians from straight down the screen towards its left
    /// edge, in the screen's plane (0 portrait, 90° landscape left).
    private func tilt(_ device: DeviceSimulator, degrees angle: Double) {
        let radians = angle * Double.pi / 180
        device.gravity = (-sin(radians), -cos(radians), 0)
        device.rest(for: 0.5)
    }

    @Test(
        "UIDeviceOrientation: UIKit's raw values and its isPortrait, isLandscape, isFlat, isValidInterfaceOrientation")
    func orientationValues() {
        #expect(UIDeviceOrientation.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
        #expect(UIDeviceOrientation.allCases.filter(\.isPortrait) == [.portrait, .portraitUpsideDown])
        #expect(UIDeviceOrientation.allCases.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
        #expect(UIDeviceOrientation.allCases.filter(\.isFlat) == [.faceUp, .faceDown])
        #expect(
            UIDeviceOrientation.allCases.filter(\.isValidInterfaceOrientation)
                == [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
    }

    @Test("8.8 (orientation): unknown until notifications are generated, then the first sample's, with a notification")
    func unknownUntilGenerating() {
        let app = UIApplication()
        let simulator = DeviceSimulator(application: app)
        let device = UIDevice.current
        let log = SceneCallLog()
        defer { log.stop() }
        log.observe(UIDevice.orientationDidChangeNotification, of: device, as: "orientation")
        simulator.hold(.portrait)
        #expect(device.orientation == .unknown)
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        #expect(log.entries.isEmpty)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .unknown)
        simulator.rest(for: 0.1)
        #expect(device.orientation == .portrait)
        #expect(log.entries == ["orientation"])
        device.endGeneratingDeviceOrientationNotifications()
    }

    @Test("8.8: holding the device in each orientation reports it once, from the accelerometer's gravity")
    func everyOrientation() {
        let app = UIApplication()
        let simulator = DeviceSimulator(application: app)
        let device = UIDevice.current
        let log = SceneCallLog()
        defer { log.stop() }
        log.observe(UIDevice.orientationDidChangeNotification, of: device, as: "changed")
        device.beginGeneratingDeviceOrientationNotifications()
        defer { device.endGeneratingDeviceOrientationNotifications() }
        let sequence: [UIDeviceOrientation] = [
            .faceUp, .portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight, .faceDown, .portrait,
        ]
        var seen: [UIDeviceOrientation] = []
        for orientation in sequence {
            simulator.hold(orientation)
            seen.append(device.orientation)
        }
        #expect(seen == sequence)
        #expect(log.entries.count == sequence.count)
        simulator.hold(.portrait)
        #expect(log.entries.count == sequence.count)
        // Gravity in the device's frame: down the screen in portrait.
        #expect(abs(simulator.gravity.y + 1) < 1e-9 && abs(simulator.gravity.x) < 1e-9)
    }

    @Test(
        "8.8 (beginGeneratingDeviceOrientationNotifications): calls nest; after the last end the orientation is unknown"
    )
    func nesting() {
        let app = UIApplication()
        let simulator = DeviceSimulator(application: app)
        let device = UIDevice.current
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        simulator.hold(.landscapeRight)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .landscapeRight)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .unknown)
        device.endGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .unknown)
        device.endGeneratingDeviceOrientationNotifications()
    }

    @Test("8.8: a device held near 45° keeps its orientation; it changes 10° past the halfway point")
    func hysteresis() {
        let app = UIApplication()
        let simulator = DeviceSimulator(application: app)
        let device = UIDevice.current
        let log = SceneCallLog()
        defer { log.stop() }
        device.beginGeneratingDeviceOrientationNotifications()
        defer { device.endGeneratingDeviceOrientationNotifications() }
        tilt(simulator, degrees: 0)
        #expect(device.orientation == .portrait)
        log.observe(UIDevice.orientationDidChangeNotification, of: device, as: "changed")
        for angle in [40.0, 50, 42, 53, 38, 54] {
            tilt(simulator, degrees: angle)
            #expect(device.orientation == .portrait, "at \(angle)°")
        }
        #expect(log.entries.isEmpty)
        tilt(simulator, degrees: 56)
        #expect(device.orientation == .landscapeLeft)
        for angle in [50.0, 40, 36] {
            tilt(simulator, degrees: angle)
            #expect(device.orientation == .landscapeLeft, "at \(angle)°")
        }
        tilt(simulator, degrees: 34)
        #expect(device.orientation == .portrait)
        #expect(log.entries == ["changed", "changed"])
    }

    @Test("8.8: one accelerometer stream feeds both the orientation and the shake detector")
    func oneStreamTwoConsumers() {
        let app = UIApplication()
        let window = ShakeCountingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let scene = TestScene(window: window, withRootView: false)
        let device = UIDevice.current
        device.beginGeneratingDeviceOrientationNotifications()
        defer { device.endGeneratingDeviceOrientationNotifications() }
        scene.device.hold(.portrait)
        scene.device.shake()
        #expect(window.shakes == 1)
        #expect(device.orientation == .portrait)
    }
}
