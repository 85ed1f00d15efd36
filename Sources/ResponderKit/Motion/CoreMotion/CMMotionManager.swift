import Foundation

/// Starts and stops the motion sensors' updates, as Core Motion's `CMMotionManager` (behaviour 8.6).
///
/// A manager belongs to one application: ``init()`` takes ``UIApplication/current`` (in a test, the
/// application it created last), ``init(application:)`` names one. The application's sensors are the
/// `.accelerometer`, `.gyroscope` and `.magnetometer` ``HardwareInput`` it is given with
/// ``UIApplication/enqueue(_:)``; its run loop hands them to every active manager in timestamp order with
/// all other input. Each kind of update is paced by its interval on the application's clock, not per
/// sample (docs/decisions.md, "Core Motion updates are paced on the application's clock").
///
/// Two ways to read, as on iOS: *pull* (`startAccelerometerUpdates()`, then read ``accelerometerData``
/// when you need it) or *push* (`startAccelerometerUpdates(to:withHandler:)`). A pushed handler runs on
/// the application's run loop, during the run that drains the sample, whatever `OperationQueue` it was
/// given: `OperationQueue.main` and a queue of your own behave alike, so tests are deterministic and
/// never wait. Errors are never reported (the handler's error is `nil`).
///
/// The manager is main-actor isolated, like the application that feeds it.
@MainActor
open class CMMotionManager {
    /// The application whose sensors this manager reads.
    public let application: UIApplication

    let accelerometer = SensorUpdateStream<CMAccelerometerData>()
    let gyro = SensorUpdateStream<CMGyroData>()
    let magnetometer = SensorUpdateStream<CMMagnetometerData>()
    let motion = SensorUpdateStream<CMDeviceMotion>()
    var attitudeFilter: AttitudeFilter?

    /// Creates a manager reading the sensors of ``UIApplication/current``.
    public convenience init() { self.init(application: .current) }

    /// Creates a manager reading the sensors of `application` (a ResponderKit addition).
    public init(application: UIApplication) { self.application = application }

    // MARK: Availability

    /// Whether the device has an accelerometer: always true, as every application can be given
    /// accelerometer samples (docs/decisions.md, "Core Motion updates are paced on the application's clock").
    public var isAccelerometerAvailable: Bool { true }
    /// Whether the device has a gyroscope: always true.
    public var isGyroAvailable: Bool { true }
    /// Whether the device has a magnetometer: always true.
    public var isMagnetometerAvailable: Bool { true }
    /// Whether device motion can be computed: always true (it needs gyroscope and accelerometer samples).
    public var isDeviceMotionAvailable: Bool { true }

    /// The reference frames device motion can use: every one but `.xTrueNorthZVertical`, which needs the
    /// location's magnetic declination.
    public class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame {
        [.xArbitraryZVertical, .xArbitraryCorrectedZVertical, .xMagneticNorthZVertical]
    }

    // MARK: Accelerometer

    /// The interval, in seconds, between accelerometer updates. Default 0.01 s
    /// (``MotionConstants/defaultSensorUpdateInterval``); values below
    /// ``MotionConstants/minimumSensorUpdateInterval`` count as that.
    public var accelerometerUpdateInterval: TimeInterval {
        get { accelerometer.updateInterval }
        set { accelerometer.updateInterval = newValue }
    }
    /// Whether accelerometer updates run.
    public var isAccelerometerActive: Bool { accelerometer.isActive }
    /// The latest accelerometer update, or nil before the first.
    public var accelerometerData: CMAccelerometerData? { accelerometer.latest }

    /// Starts accelerometer updates you read from ``accelerometerData``.
    public func startAccelerometerUpdates() { start(accelerometer, handler: nil) }
    /// Starts accelerometer updates handed to `handler` at ``accelerometerUpdateInterval``, on the
    /// application's run loop (see the class's discussion for `queue`).
    public func startAccelerometerUpdates(
        to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler
    ) {
        start(accelerometer, handler: handler)
    }
    /// Stops accelerometer updates.
    public func stopAccelerometerUpdates() { stop(accelerometer) }

    // MARK: Gyroscope

    /// The interval, in seconds, between gyroscope updates. Default 0.01 s.
    public var gyroUpdateInterval: TimeInterval {
        get { gyro.updateInterval }
        set { gyro.updateInterval = newValue }
    }
    /// Whether gyroscope updates run.
    public var isGyroActive: Bool { gyro.isActive }
    /// The latest gyroscope update, or nil before the first.
    public var gyroData: CMGyroData? { gyro.latest }

    /// Starts gyroscope updates you read from ``gyroData``.
    public func startGyroUpdates() { start(gyro, handler: nil) }
    /// Starts gyroscope updates handed to `handler` at ``gyroUpdateInterval``, on the application's run loop.
    public func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {
        start(gyro, handler: handler)
    }
    /// Stops gyroscope updates.
    public func stopGyroUpdates() { stop(gyro) }

    // MARK: Magnetometer

    /// The interval, in seconds, between magnetometer updates. Default 0.01 s.
    public var magnetometerUpdateInterval: TimeInterval {
        get { magnetometer.updateInterval }
        set { magnetometer.updateInterval = newValue }
    }
    /// Whether magnetometer updates run.
    public var isMagnetometerActive: Bool { magnetometer.isActive }
    /// The latest magnetometer update, or nil before the first.
    public var magnetometerData: CMMagnetometerData? { magnetometer.latest }

    /// Starts magnetometer updates you read from ``magnetometerData``.
    public func startMagnetometerUpdates() { start(magnetometer, handler: nil) }
    /// Starts magnetometer updates handed to `handler` at ``magnetometerUpdateInterval``, on the
    /// application's run loop.
    public func startMagnetometerUpdates(
        to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler
    ) {
        start(magnetometer, handler: handler)
    }
    /// Stops magnetometer updates.
    public func stopMagnetometerUpdates() { stop(magnetometer) }

    // MARK: Device motion

    /// The interval, in seconds, between device-motion updates. Default 0.01 s.
    public var deviceMotionUpdateInterval: TimeInterval {
        get { motion.updateInterval }
        set { motion.updateInterval = newValue }
    }
    /// Whether device-motion updates run.
    public var isDeviceMotionActive: Bool { motion.isActive }
    /// The latest device-motion update, or nil before the first.
    public var deviceMotion: CMDeviceMotion? { motion.latest }
    /// The frame of the running (or last) device-motion updates. Default `.xArbitraryZVertical`.
    public private(set) var attitudeReferenceFrame: CMAttitudeReferenceFrame = .xArbitraryZVertical

    /// Starts device-motion updates in the `.xArbitraryZVertical` frame, read from ``deviceMotion``.
    public func startDeviceMotionUpdates() { startDeviceMotionUpdates(using: .xArbitraryZVertical) }
    /// Starts device-motion updates in `referenceFrame`, read from ``deviceMotion``. A frame not in
    /// ``availableAttitudeReferenceFrames()`` starts nothing.
    public func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {
        startDeviceMotion(referenceFrame, handler: nil)
    }
    /// Starts device-motion updates in the `.xArbitraryZVertical` frame, handed to `handler` at
    /// ``deviceMotionUpdateInterval`` on the application's run loop.
    public func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler)
    {
        startDeviceMotion(.xArbitraryZVertical, handler: handler)
    }
    /// Starts device-motion updates in `referenceFrame`, handed to `handler` at
    /// ``deviceMotionUpdateInterval`` on the application's run loop.
    public func startDeviceMotionUpdates(
        using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
        withHandler handler: @escaping CMDeviceMotionHandler
    ) {
        startDeviceMotion(referenceFrame, handler: handler)
    }
    /// Stops device-motion updates.
    public func stopDeviceMotionUpdates() {
        attitudeFilter = nil
        stop(motion)
    }

    // MARK: Starting and stopping

    private func startDeviceMotion(_ frame: CMAttitudeReferenceFrame, handler: CMDeviceMotionHandler?) {
        guard Self.availableAttitudeReferenceFrames().contains(frame), frame.rawValue.nonzeroBitCount == 1 else {
            return
        }
        attitudeReferenceFrame = frame
        attitudeFilter = AttitudeFilter(frame: frame)
        start(motion, handler: handler)
    }

    private func start<Data>(_ stream: SensorUpdateStream<Data>, handler: ((Data?, (any Error)?) -> Void)?) {
        stream.start(handler: handler)
        application.register(self)
    }

    private func stop<Data>(_ stream: SensorUpdateStream<Data>) {
        stream.stop()
        if !(isAccelerometerActive || isGyroActive || isMagnetometerActive || isDeviceMotionActive) {
            application.unregister(self)
        }
    }
}
