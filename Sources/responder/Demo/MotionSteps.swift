import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitTesting

/// The motion part's input, in order: the application starts device-motion updates while the device lies
/// face up with its top towards magnetic north, then the scripted device tilts (the level) and turns
/// (the compass). Each step is one `DeviceSimulator.turn(to:duration:)`, which feeds the accelerometer,
/// gyroscope and magnetometer samples such a motion makes (behaviour 8.6), without a gap from one step to
/// the next. Last, the proximity sensor is covered and uncovered around a tap on the level (behaviour 8.7).
@MainActor
struct MotionSteps {
    let device: DeviceSimulator
    let touches: TouchSimulator
    let steps: [ControlsStep]

    init(scene: MotionScene) {
        let device = DeviceSimulator(application: scene.app)
        let touches = TouchSimulator(application: scene.app)
        self.device = device
        self.touches = touches
        let log = scene.log
        let north = -Double.pi / 2
        let hold = MotionScene.updateInterval
        // Each motion ends held still for one update interval, so that the last update shows where it ended.
        let turn = { (text: String, roll: Double, pitch: Double, yaw: Double, duration: TimeInterval) in
            log.record(
                "device", "\(text) over \(format(CGFloat(duration))) s, then holds still \(format(CGFloat(hold))) s")
            device.turn(
                to: DeviceAttitude(roll: roll * .pi / 180, pitch: pitch * .pi / 180, yaw: yaw), duration: duration)
            let still = device.attitude
            device.turn(for: hold) { _ in still }
        }
        let result = { () -> [String] in
            [
                "bubble.center \(format(scene.bubble.center)) in the level (centre (100, 100)); heading "
                    + (scene.heading.map { MotionScene.describe(heading: $0) } ?? "none")
            ]
        }

        let tapLevel = {
            log.record("device", "a finger taps the level")
            touches.tap(
                at: scene.level.convert(CGPoint(x: scene.level.bounds.midX, y: scene.level.bounds.midY), to: nil))
        }
        let taps = { ["levelTaps \(scene.levelTaps)"] }

        steps = [
            ControlsStep(
                label: "1a", title: "Start device-motion updates while the device lies face up, its top towards north",
                explanation: "The application asks for updates every \(format(CGFloat(MotionScene.updateInterval))) s "
                    + "in the .xMagneticNorthZVertical frame. The attitude starts from the first samples: gravity "
                    + "gives the tilt, the magnetometer north. Lying flat, gravity is (0, 0, -1) g and the bubble "
                    + "sits in the middle; the top edge points north, so the heading is 0°.",
                log: log,
                perform: {
                    log.record(
                        "app",
                        "deviceMotionUpdateInterval = \(format(CGFloat(MotionScene.updateInterval))); "
                            + "startDeviceMotionUpdates(using: .xMagneticNorthZVertical, to: .main)")
                    scene.startUpdates()
                    log.record("device", "lies still, face up, top edge towards magnetic north, for 1 s")
                    device.turn(for: 1) { _ in DeviceAttitude(roll: 0, pitch: 0, yaw: north) }
                }, result: result),
            ControlsStep(
                label: "1b", title: "Lower the right edge by 20°",
                explanation: "A roll about the device's long axis: gravity gains an x component (sin 20° ≈ 0.34 g), "
                    + "so the bubble floats left, to the high side. The heading does not change.",
                log: log, perform: { turn("rolls to 20°", 20, 0, north, 1) }, result: result),
            ControlsStep(
                label: "1c", title: "Level the sides and raise the top edge by 30°",
                explanation: "A pitch about the device's x axis: gravity points towards the bottom edge "
                    + "(y = -sin 30° = -0.5 g), so the bubble floats up the screen.",
                log: log, perform: { turn("rolls back to 0° and pitches to 30°", 0, 30, north, 1) },
                result: result),
            ControlsStep(
                label: "2a", title: "Lay the device flat again and turn it clockwise to face east",
                explanation: "Turning clockwise seen from above lowers the yaw; the top edge's heading is 270° minus "
                    + "the yaw in degrees, so it goes from 0° (N) to 90° (E) and the needle turns the other way.",
                log: log, perform: { turn("lies flat and turns 90° clockwise", 0, 0, -Double.pi, 2) },
                result: result),
            ControlsStep(
                label: "2b", title: "Turn on, clockwise, to face south-west",
                explanation: "The yaw runs past -180°, where it wraps to +180° (CMAttitude's yaw is -π … π); the "
                    + "heading goes on smoothly from 90° to 225° (SW).",
                log: log, perform: { turn("turns another 135° clockwise", 0, 0, -Double.pi * 7 / 4, 1.5) },
                result: result),
            ControlsStep(
                label: "3a", title: "Monitor the proximity sensor, hold the phone to the ear, and tap the level",
                explanation: "With monitoring on and the sensor covered, proximityState is true and the screen is "
                    + "dark: it takes no touches, so the tap never reaches the level (the dispatch log counts it "
                    + "as dropped, \"the proximity sensor is covered\").",
                log: log,
                perform: {
                    log.record("device", "a phone: it has a proximity sensor")
                    UIDevice.current.hasProximitySensor = true
                    scene.startProximityMonitoring()
                    log.record("device", "the sensor is covered (held to the ear)")
                    device.cover()
                    scene.noteProximityState()
                    tapLevel()
                },
                result: taps),
            ControlsStep(
                label: "3b", title: "Take the phone from the ear and tap the level again",
                explanation: "Uncovered, proximityState is false again and the screen takes touches: the tap "
                    + "arrives.",
                log: log,
                perform: {
                    log.record("device", "the sensor is uncovered")
                    device.uncover()
                    scene.noteProximityState()
                    tapLevel()
                },
                result: taps),
        ]
    }
}
