import Foundation

/// What a session did with its clients' `motion` messages (docs/inspector-protocol.md 1.3, `motion`): the
/// rate limit per client and the counts the `motionState` message carries, so that no reading is
/// dropped unsaid.
struct InspectorMotionFeed {
    /// The browser timestamp of each client's last admitted reading, in milliseconds.
    private var lastAdmitted: [Int: Double] = [:]
    private(set) var accelerometerSamples = 0
    private(set) var gyroscopeSamples = 0
    private(set) var magnetometerSamples = 0
    /// Readings dropped for coming sooner than ``InspectorLimits/minimumMotionInterval`` after the
    /// client's previous one.
    private(set) var throttled = 0
    /// Orientations not fed because they were relative (their alpha says nothing of north).
    private(set) var relativeOrientations = 0

    /// Whether `reading` from `client` goes to the application (and counts its samples), or is dropped
    /// by the rate limit (and counted).
    mutating func admit(_ reading: InspectorMotion, from client: Int) -> Bool {
        if let last = lastAdmitted[client], reading.timestamp - last < InspectorLimits.minimumMotionInterval {
            throttled += 1
            return false
        }
        lastAdmitted[client] = reading.timestamp
        if reading.acceleration != nil { accelerometerSamples += 1 }
        if reading.rotationRate != nil { gyroscopeSamples += 1 }
        if let orientation = reading.orientation {
            if orientation.absolute { magnetometerSamples += 1 } else { relativeOrientations += 1 }
        }
        return true
    }

    /// Forgets `client`'s last admitted reading when it disconnects, so that the table holds only the
    /// clients connected now, however many come and go.
    mutating func forget(_ client: Int) {
        lastAdmitted[client] = nil
    }

    /// The number of clients whose last admitted reading is remembered.
    var rememberedClients: Int { lastAdmitted.count }

    /// The counts, for `motionState.samples`.
    var countsJSON: InspectorJSON {
        .object([
            "accelerometer": .int(accelerometerSamples), "gyroscope": .int(gyroscopeSamples),
            "magnetometer": .int(magnetometerSamples), "throttled": .int(throttled),
            "relativeOrientations": .int(relativeOrientations),
        ])
    }
}
