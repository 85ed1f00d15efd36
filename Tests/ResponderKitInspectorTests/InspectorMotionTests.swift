import Foundation
import ResponderKit
import ResponderKitInput
import Testing

@testable import ResponderKitInspector

/// A hub whose time the test drives, and a client that said hello and, when `scene` is given, chose it.
@MainActor
private func watching(_ scene: String?) -> (InspectorHub, InspectorTestClient) {
    let hub = InspectorHub(
        configuration: .init(routerSocketPath: "/nonexistent/inspector-test.sock", drivesTime: false))
    let client = InspectorTestClient(hub)
    if let scene { client.send(["type": "chooseScene", "scene": .string(scene)]) }
    return (hub, client)
}

extension InspectorTestClient {
    /// A `motion` message: `accelerationIncludingGravity` in m/s², `rotationRate` in degrees per second
    /// (alpha, beta, gamma), an orientation in degrees.
    func motion(
        at ms: Double, acceleration: (Double, Double, Double)? = (0, 0, 9.80665),
        rate: (alpha: Double, beta: Double, gamma: Double)? = (0, 0, 0),
        orientation: (alpha: Double, beta: Double, gamma: Double, absolute: Bool)? = nil
    ) {
        send([
            "type": "motion", "timestamp": .number(ms),
            "accelerationIncludingGravity": acceleration.map { a in
                .object(["x": .number(a.0), "y": .number(a.1), "z": .number(a.2)])
            },
            "rotationRate": rate.map { r in
                .object(["alpha": .number(r.alpha), "beta": .number(r.beta), "gamma": .number(r.gamma)])
            },
            "orientation": orientation.map { o in
                .object([
                    "alpha": .number(o.alpha), "beta": .number(o.beta), "gamma": .number(o.gamma),
                    "absolute": .bool(o.absolute),
                ])
            },
        ])
    }

    var motionState: InspectorJSON? { messages("motionState").last }
}

/// The inspector's side of the browser's motion sensors (docs/inspector-protocol.md 1.3, `motion`; 1.4,
/// `motionState`): W3C DeviceOrientation readings become Core Motion samples in the session's application
/// through its queue (behaviour 8.6), and the application's device motion is shown.
@MainActor
@Suite("Inspector: the browser's motion sensors and the device-motion state", .serialized)
struct InspectorMotionTests {
    private func near(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    // MARK: Conversion

    @Test(
        "behaviour 8.6 (Apple: Getting raw accelerometer events, face up reads (0, 0, -1)): the W3C's face-up (0, 0, 9.81) m/s² is (0, 0, -1) g"
    )
    func faceUpAcceleration() {
        let g = InspectorMotion.coreMotion(InspectorMotion.Acceleration(x: 0, y: 0, z: 9.80665))
        #expect(g == CMAcceleration(x: 0, y: 0, z: -1))
        // The top edge raised: the W3C reads +y (the force holding the device up along its y axis), Core
        // Motion gravity towards the bottom edge, -y.
        let tilted = InspectorMotion.coreMotion(InspectorMotion.Acceleration(x: 0, y: 4.903325, z: 8.5))
        #expect(near(tilted.y, -0.5))
    }

    @Test(
        "behaviour 8.6 (Apple: CMRotationRate, radians per second, right-hand rule): alpha about the screen's normal is Core Motion's z; beta x, gamma y"
    )
    func rotationRateAxes() {
        let about = InspectorMotion.coreMotion(InspectorMotion.RotationRate(alpha: 90, beta: 0, gamma: 0))
        #expect(near(about.z, .pi / 2) && about.x == 0 && about.y == 0)
        let tilt = InspectorMotion.coreMotion(InspectorMotion.RotationRate(alpha: 0, beta: 180, gamma: -45))
        #expect(near(tilt.x, .pi) && near(tilt.y, -.pi / 4) && tilt.z == 0)
    }

    @Test(
        "behaviour 8.6 (Apple: CMMagneticField, microteslas): an absolute orientation becomes the Earth's field in the device's frame"
    )
    func absoluteOrientationAsField() throws {
        // Face up, top towards north: the field points along +y and down (-z).
        let flat = try #require(
            InspectorMotion.magneticField(
                for: InspectorMotion.Orientation(alpha: 0, beta: 0, gamma: 0, absolute: true)))
        #expect(near(flat.x, 0) && near(flat.y, 20) && near(flat.z, -40))
        // Turned 90° counterclockwise (top towards west): north is to the right, +x.
        let west = try #require(
            InspectorMotion.magneticField(
                for: InspectorMotion.Orientation(alpha: 90, beta: 0, gamma: 0, absolute: true)))
        #expect(near(west.x, 20) && near(west.y, 0) && near(west.z, -40))
        #expect(
            InspectorMotion.magneticField(
                for: InspectorMotion.Orientation(alpha: 0, beta: 0, gamma: 0, absolute: false))
                == nil)
    }

    // MARK: Samples through the protocol

    @Test(
        "docs/inspector-protocol.md 1.3 (Apple: startGyroUpdates(to:withHandler:)): motion messages reach a CMMotionManager's handlers as Core Motion samples"
    )
    func samplesReachTheApplication() throws {
        let (hub, client) = watching("gestures")
        let app = try #require(hub.session("gestures")).scene.application
        let manager = CMMotionManager(application: app)
        var rates: [CMRotationRate] = []
        var accelerations: [CMAcceleration] = []
        manager.startGyroUpdates(to: .main) { data, _ in if let data { rates.append(data.rotationRate) } }
        manager.startAccelerometerUpdates(to: .main) { data, _ in
            if let data { accelerations.append(data.acceleration) }
        }
        client.motion(at: 1000, rate: (alpha: 90, beta: 0, gamma: 0))
        client.motion(at: 1020, rate: (alpha: 0, beta: 0, gamma: -90))
        #expect(client.errors.isEmpty)
        #expect(rates.count == 2)
        #expect(near(rates.first?.z, .pi / 2))
        #expect(near(rates.last?.y, -.pi / 2))
        #expect(accelerations.map(\.z) == [-1, -1])
        // The samples are the session's inputs (exportTrace), not timeline events.
        let session = try #require(hub.session("gestures"))
        #expect(session.inputs.count == 4)
        #expect(client.events.isEmpty)
    }

    @Test(
        "docs/inspector-protocol.md 1.4, motionState (Apple: CMDeviceMotion, CMAttitude): the attitude, gravity, rotation rate and field the application computes"
    )
    func motionStateOfTheMotionScene() throws {
        let (_, client) = watching("motion")
        let first = try #require(client.motionState)
        #expect(first["source"]?.stringValue == "application")
        #expect(first["frame"]?.stringValue == "xMagneticNorthZVertical")
        #expect(first["active"]?.boolValue == true)
        #expect(first["deviceMotion"] == .null)
        // Face up with the right edge 30° down (gamma, Core Motion's roll), top towards north (an absolute
        // orientation gives the magnetometer), still.
        for step in 0..<40 {
            client.motion(
                at: 1000 + Double(step) * 10, acceleration: (-4.903325, 0, 8.492749),
                orientation: (alpha: 0, beta: 0, gamma: 30, absolute: true))
        }
        #expect(client.errors.isEmpty)
        let state = try #require(client.motionState)
        let motion = try #require(state["deviceMotion"])
        #expect(near(motion["gravity"]?["x"]?.numberValue, 0.5, 1e-3))
        #expect(near(motion["gravity"]?["z"]?.numberValue, -0.866, 1e-3))
        #expect(near(motion["attitude"]?["roll"]?.numberValue, .pi / 6, 1e-3))
        #expect(near(motion["attitude"]?["pitch"]?.numberValue, 0, 1e-3))
        // The x axis points east: yaw -90° in the magnetic-north frame.
        #expect(near(motion["attitude"]?["yaw"]?.numberValue, -.pi / 2, 1e-3))
        #expect(near(motion["rotationRate"]?["z"]?.numberValue, 0))
        #expect(near(motion["magneticField"]?["y"]?.numberValue, 20, 1e-3))
        #expect(state["samples"]?["accelerometer"]?.numberValue == 40)
        #expect(state["samples"]?["magnetometer"]?.numberValue == 40)
        // The level's bubble floated 40 pt left (0.5 of its 80 pt travel), and the scene message moved it.
        let views = try #require(client.messages("scene").last?["views"]?.arrayValue)
        let bubble = try #require(views.first { $0["name"]?.stringValue == "bubble" })
        #expect(bubble["frame"]?["x"]?.numberValue.map { abs($0 - 45) < 0.1 } == true)
    }

    @Test(
        "docs/inspector-protocol.md 1.4, motionState: a scene without a manager of its own is observed once samples arrive, in the arbitrary frame"
    )
    func observedOnceSamplesArrive() throws {
        let (_, client) = watching("tutorial")
        #expect(client.motionState == nil)
        // Rolled 30° (right edge down): Core Motion's gravity x is sin 30°.
        client.motion(at: 1000, acceleration: (-4.903325, 0, 8.492749), rate: (0, 0, 0))
        client.motion(at: 1010, acceleration: (-4.903325, 0, 8.492749), rate: (0, 0, 0))
        let state = try #require(client.motionState)
        #expect(state["source"]?.stringValue == "inspector")
        #expect(state["frame"]?.stringValue == "xArbitraryZVertical")
        #expect(near(state["deviceMotion"]?["gravity"]?["x"]?.numberValue, 0.5, 1e-3))
    }

    // MARK: Validation and the rate limit

    @Test(
        "docs/inspector-protocol.md 1.1: a value out of range is invalid-field naming it; nothing reaches the application"
    )
    func outOfRange() throws {
        let (hub, client) = watching("motion")
        client.motion(at: 1000, rate: (alpha: 1e6, beta: 0, gamma: 0))
        client.motion(at: 1010, acceleration: (0, 0, 500))
        client.motion(at: 1020, orientation: (alpha: 400, beta: 0, gamma: 0, absolute: true))
        client.send(["type": "motion", "timestamp": 1030])
        let fields = client.messages("error").compactMap { $0["field"]?.stringValue }
        #expect(client.errors == ["invalid-field", "invalid-field", "invalid-field", "invalid-field"])
        #expect(
            fields == [
                "rotationRate.alpha", "accelerationIncludingGravity.z", "orientation.alpha",
                "accelerationIncludingGravity",
            ])
        #expect(hub.session("motion")?.inputs.isEmpty == true)
    }

    @Test(
        "docs/inspector-protocol.md 1.1: readings closer than 5 ms of one client are dropped and counted; timestamps must not go back"
    )
    func rateLimit() throws {
        let (hub, client) = watching("motion")
        for step in 0..<10 { client.motion(at: 1000 + Double(step)) }  // 1 ms apart: the first and the sixth pass
        client.motion(at: 900)
        #expect(client.errors == ["out-of-order"])
        let samples = try #require(client.motionState?["samples"])
        #expect(samples["accelerometer"]?.numberValue == 2)
        #expect(samples["throttled"]?.numberValue == 8)
        #expect(hub.session("motion")?.inputs.count == 4)
    }

    @Test(
        "docs/inspector-protocol.md 1.1: the rate limit forgets a client when it disconnects, so clients coming and going do not grow the session"
    )
    func rateLimitForgetsDepartedClients() throws {
        let (hub, first) = watching("motion")
        first.motion(at: 1000)
        for step in 0..<50 {
            let client = InspectorTestClient(hub)
            client.send(["type": "chooseScene", "scene": "motion"])
            client.motion(at: 1000 + Double(step))
            hub.disconnect(client.id)
        }
        let session = try #require(hub.session("motion"))
        #expect(session.motionClientsRemembered == 1)
        let samples = try #require(first.motionState?["samples"])
        #expect(samples["accelerometer"]?.numberValue == 51)
        hub.disconnect(first.id)
        #expect(session.motionClientsRemembered == 0)
    }

    @Test("docs/inspector-protocol.md 1.2: motion before a scene is chosen is out-of-order")
    func beforeAScene() throws {
        let (_, client) = watching(nil)
        client.motion(at: 1000)
        #expect(client.errors == ["out-of-order"])
    }
}

/// docs/inspector-protocol.md 1.4, `motionState` (behaviour 8.6): a recording's motion samples, played at
/// any speed, reach the recording session's application and its device motion is shown.
@MainActor
@Suite("Inspector: a recording's motion samples play at any speed (docs/inspector-protocol.md 1.4)")
struct InspectorMotionPlaybackTests {
    /// A trace of a device lying face up for 2 s while turning at 0.5 rad/s about the screen's normal, at
    /// 100 Hz.
    private static var turningTrace: String {
        var inputs: [HardwareInput] = []
        for step in 1...200 {
            let time = Double(step) / 100
            inputs.append(.accelerometer(AccelerometerSample(timestamp: time, x: 0, y: 0, z: -1)))
            inputs.append(.gyroscope(GyroscopeSample(timestamp: time, x: 0, y: 0, z: 0.5)))
        }
        return Trace(header: TraceHeader(screen: TraceScreen(width: 375, height: 667)), inputs: inputs).text
    }

    private static func loaded() -> (InspectorHub, InspectorTestClient) {
        let (hub, client) = watching(nil)
        client.send(["type": "loadRecording", "name": "turning.jsonl", "text": .string(turningTrace)])
        return (hub, client)
    }

    private static func yaw(_ client: InspectorTestClient) -> Double? {
        client.received.last { $0["type"] == "motionState" }?["deviceMotion"]?["attitude"]?["yaw"]?.numberValue
    }

    @Test("4x: after 0.25 s of real time the application turned by 1 s of the recording (yaw 0.5 rad)")
    func fourTimes() throws {
        let (hub, client) = Self.loaded()
        client.send(["type": "playback", "action": "play", "speed": 4])
        hub.advancePlayback(by: 0.25)
        let yaw = try #require(Self.yaw(client))
        #expect(abs(yaw - 0.5) < 0.02, "yaw \(yaw)")
        #expect(client.received.last { $0["type"] == "motionState" }?["source"] == "inspector")
    }

    @Test("a quarter speed: after 1 s of real time, 0.25 s of the recording (yaw 0.125 rad); a seek to the end, 1 rad")
    func quarterSpeedAndSeek() throws {
        let (hub, client) = Self.loaded()
        client.send(["type": "playback", "action": "play", "speed": 0.25])
        for _ in 0..<4 { hub.advancePlayback(by: 0.25) }
        let slow = try #require(Self.yaw(client))
        #expect(abs(slow - 0.125) < 0.02, "yaw \(slow)")
        client.send(["type": "playback", "action": "seek", "time": 2])
        let end = try #require(Self.yaw(client))
        #expect(abs(end - 1) < 0.02, "yaw \(end)")
    }
}
