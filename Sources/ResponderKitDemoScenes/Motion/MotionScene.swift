import Foundation
import ResponderKit

/// The motion part's application (behaviour 8.6): a spirit level and a compass, both driven by one
/// `CMMotionManager`'s device-motion updates in the `.xMagneticNorthZVertical` frame.
///
/// The level's bubble floats to the high side: it moves against the part of gravity that lies in the
/// screen's plane (``bubbleOffset(gravity:radius:)``). The compass's needle points to magnetic north, turned
/// by the heading of the device's top edge, which the attitude's yaw gives (``heading(yaw:)``). Each update
/// the handler receives is noted in ``LoggedScene/log``: the tilt (roll and pitch), the gravity vector, the
/// bubble's position and the heading, as the application saw them.
///
/// The same scene serves `responder demo --part motion` and any host that reads its views.
@MainActor
public final class MotionScene: LoggedScene {
    /// The device-motion update interval the scene asks for: 0.25 s, four updates a second.
    public static let updateInterval: TimeInterval = 0.25
    /// How far the bubble can move from the level's centre, in points.
    public static let bubbleTravel: CGFloat = 80

    /// The level's round vial (200 × 200).
    public let level: UIView
    /// The bubble inside the level (30 × 30), centred when the device lies flat.
    public let bubble: UIView
    /// The compass's dial (200 × 200).
    public let compass: UIView
    /// The compass's needle, turned so that it points to magnetic north.
    public let needle: UIView
    /// The manager whose device-motion updates drive the level and the compass.
    public let motionManager: CMMotionManager
    /// A tap on the level, which the scene notes: while the proximity sensor is covered and monitored, the
    /// screen takes no touches and none arrives (behaviour 8.7).
    public let levelTap = UITapGestureRecognizer()
    /// How many taps on the level the application received.
    public private(set) var levelTaps = 0
    /// The latest update the handler received, nil before the first.
    public private(set) var latestMotion: CMDeviceMotion?
    /// The heading of the device's top edge, in degrees clockwise from magnetic north (0 ..< 360), from the
    /// latest update; nil before the first.
    public private(set) var heading: Double?

    /// Builds the scene in an application on `clock` and makes its window key and visible. The motion
    /// updates start with ``startUpdates()``.
    public init(clock: any ApplicationClock = VirtualClock()) {
        let app = UIApplication(clock: clock)
        level = named("level", UIView(frame: CGRect(x: 87.5, y: 60, width: 200, height: 200)))
        level.layer.cornerRadius = 100
        level.layer.borderWidth = 2
        level.backgroundColor = .systemGreen
        bubble = named("bubble", UIView(frame: CGRect(x: 85, y: 85, width: 30, height: 30)))
        bubble.layer.cornerRadius = 15
        bubble.backgroundColor = .white
        compass = named("compass", UIView(frame: CGRect(x: 87.5, y: 340, width: 200, height: 200)))
        compass.layer.cornerRadius = 100
        compass.layer.borderWidth = 2
        compass.backgroundColor = .lightGray
        needle = named("needle", UIView(frame: CGRect(x: 98, y: 20, width: 4, height: 160)))
        needle.backgroundColor = .systemRed
        motionManager = CMMotionManager(application: app)
        super.init(app: app, log: EventLog(application: app), windowName: "motionWindow", recordsExplanations: false)
        window.addSubview(level)
        level.addSubview(bubble)
        levelTap.name = "levelTap"
        levelTap.addTarget(self, action: MotionScene.levelTapped)
        level.addGestureRecognizer(levelTap)
        window.addSubview(compass)
        compass.addSubview(needle)
        window.makeKeyAndVisible()
    }

    /// Starts the device-motion updates, in the magnetic-north frame, at ``updateInterval``.
    public func startUpdates() {
        motionManager.deviceMotionUpdateInterval = Self.updateInterval
        motionManager.startDeviceMotionUpdates(using: .xMagneticNorthZVertical, to: .main) { [weak self] motion, _ in
            guard let self, let motion else { return }
            self.show(motion)
        }
    }

    /// Turns proximity monitoring on, as an application does while the phone may be held to the ear, and
    /// notes what `UIDevice` answered (false on a device without a proximity sensor, behaviour 8.7).
    public func startProximityMonitoring() {
        UIDevice.current.isProximityMonitoringEnabled = true
        log.record(
            "app", "isProximityMonitoringEnabled = true; it reads \(UIDevice.current.isProximityMonitoringEnabled)")
    }

    /// Notes the proximity sensor's state as the application reads it.
    public func noteProximityState() {
        log.record("app", "proximityState \(UIDevice.current.proximityState)")
    }

    private func levelTapped(_ tap: UITapGestureRecognizer) {
        levelTaps += 1
        log.record("level", "tapped (\(levelTaps) so far)")
    }

    /// Moves the bubble and turns the needle for `motion`, and notes what the application saw.
    private func show(_ motion: CMDeviceMotion) {
        latestMotion = motion
        let offset = Self.bubbleOffset(gravity: motion.gravity, radius: Self.bubbleTravel)
        bubble.center = CGPoint(x: level.bounds.midX + offset.dx, y: level.bounds.midY + offset.dy)
        let heading = Self.heading(yaw: motion.attitude.yaw)
        self.heading = heading
        needle.transform = CGAffineTransform(rotationAngle: -heading * .pi / 180)
        let gravity = motion.gravity
        log.record(
            "level",
            "roll \(format(degreesOf: motion.attitude.roll)), pitch \(format(degreesOf: motion.attitude.pitch)); gravity "
                + "(\(format(gravity.x)), \(format(gravity.y)), \(format(gravity.z))) g; bubble at "
                + format(bubble.center))
        log.record(
            "compass", "yaw \(format(degreesOf: motion.attitude.yaw)): heading \(Self.describe(heading: heading))")
    }

    /// Where the bubble sits relative to the level's centre, in points, for `gravity` in the device's frame
    /// (g): against gravity's part in the screen's plane (the device's x is the screen's x, its y the
    /// screen's up), `radius` at most.
    public static func bubbleOffset(gravity: CMAcceleration, radius: CGFloat) -> CGVector {
        var dx = -gravity.x, dy = gravity.y
        let length = (dx * dx + dy * dy).squareRoot()
        if length > 1 { (dx, dy) = (dx / length, dy / length) }
        return CGVector(dx: CGFloat(dx) * radius, dy: CGFloat(dy) * radius)
    }

    /// The heading of the device's top edge (its y axis), in degrees clockwise from magnetic north,
    /// 0 ..< 360, for the yaw of an attitude in the `.xMagneticNorthZVertical` frame (counterclockwise from
    /// the device's x axis pointing north, seen from above). Meaningful while the device lies about flat.
    public static func heading(yaw: Double) -> Double {
        // At yaw 0 the x axis points north, so the top edge points west (270°); yaw turns counterclockwise.
        let heading = (270 - yaw * 180 / .pi).truncatingRemainder(dividingBy: 360)
        let positive = heading < 0 ? heading + 360 : heading
        return (positive * 100).rounded() / 100 == 360 ? 0 : positive
    }

    /// A heading in degrees with its compass point: "90° (E)".
    public static func describe(heading: Double) -> String {
        let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
        let index = wholeNumber((heading / 45).rounded(), clampedTo: 0...points.count) % points.count
        return "\(format(CGFloat(heading)))° (\(points[index]))"
    }

    /// One line that explains `view`, for the scene overview; nil for a view the scene says nothing about.
    public override func remark(for view: UIView) -> String? {
        if view === level { return "a spirit level's vial; a tap on it is noted (levelTap)" }
        if view === bubble { return "the bubble: it floats to the high side, against gravity in the screen's plane" }
        if view === compass { return "a compass's dial" }
        if view === needle { return "the needle: turned by minus the heading, so it points to magnetic north" }
        return nil
    }
}
