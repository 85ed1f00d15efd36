import Foundation
import ResponderKit

/// Converts between ``HardwareInput`` and the trace DTOs, checking names and required fields.
extension TraceEventDTO {
    static let eventNames = [
        "digitizer", "cancelAllContacts", "estimatedPropertiesUpdate", "key", "accelerometer", "mediaKey",
        "pointer", "scroll", "transform", "gyroscope", "magnetometer", "proximity",
    ]

    init(_ input: HardwareInput) {
        switch input {
        case .digitizer(let frame):
            self.init(event: "digitizer", timestamp: frame.timestamp)
            contacts = frame.contacts.map(TraceContactDTO.init)
        case .cancelAllContacts(let timestamp):
            self.init(event: "cancelAllContacts", timestamp: timestamp)
        case .estimatedPropertiesUpdate(let update):
            self.init(event: "estimatedPropertiesUpdate", timestamp: update.timestamp)
            estimationUpdateIndex = update.estimationUpdateIndex
            x = update.location.map { Double($0.x) }
            y = update.location.map { Double($0.y) }
            force = update.force.map(Double.init)
            azimuthAngle = update.azimuthAngle.map(Double.init)
            altitudeAngle = update.altitudeAngle.map(Double.init)
            isFinal = update.isFinal
        case .key(let key):
            self.init(event: "key", timestamp: key.timestamp)
            keyCode = key.keyCode.rawValue
            transition = key.transition == .down ? "down" : "up"
            modifierFlags = key.modifierFlags.isEmpty ? nil : TraceFlagNames.modifiers.names(key.modifierFlags.rawValue)
            characters = key.characters
            charactersIgnoringModifiers = key.charactersIgnoringModifiers
        case .accelerometer(let sample):
            self.init(event: "accelerometer", timestamp: sample.timestamp)
            (x, y, z) = (sample.x, sample.y, sample.z)
        case .gyroscope(let sample):
            self.init(event: "gyroscope", timestamp: sample.timestamp)
            (x, y, z) = (sample.x, sample.y, sample.z)
        case .magnetometer(let sample):
            self.init(event: "magnetometer", timestamp: sample.timestamp)
            (x, y, z) = (sample.x, sample.y, sample.z)
        case .proximity(let sample):
            self.init(event: "proximity", timestamp: sample.timestamp)
            (isNear, distance) = (sample.isNear, sample.distance)
        case .mediaKey(let media):
            self.init(event: "mediaKey", timestamp: media.timestamp)
            command = media.command.description
        case .pointer(let pointer):
            self.init(event: "pointer", timestamp: pointer.timestamp)
            deviceID = pointer.deviceID == 0 ? nil : pointer.deviceID
            device = pointer.device.rawValue
            (x, y) = (Double(pointer.location.x), Double(pointer.location.y))
            buttons = pointer.buttons.isEmpty ? nil : pointer.buttons.rawValue
        case .scroll(let scroll):
            self.init(event: "scroll", timestamp: scroll.timestamp)
            deviceID = scroll.deviceID == 0 ? nil : scroll.deviceID
            device = scroll.device.rawValue
            (x, y) = (Double(scroll.location.x), Double(scroll.location.y))
            kind = scroll.kind.rawValue
            phase = scroll.phase.rawValue
            (dx, dy) = (Double(scroll.delta.dx), Double(scroll.delta.dy))
            isMomentum = scroll.isMomentum ? true : nil
        case .transform(let transform):
            self.init(event: "transform", timestamp: transform.timestamp)
            deviceID = transform.deviceID == 0 ? nil : transform.deviceID
            (x, y) = (Double(transform.location.x), Double(transform.location.y))
            phase = transform.phase.rawValue
            (scale, rotation) = (Double(transform.scale), Double(transform.rotation))
        }
    }

    /// The input the line describes.
    func input() throws(JSONFieldProblem) -> HardwareInput {
        switch event {
        case "digitizer":
            let contacts = try required(self.contacts, "contacts", "a list of contacts")
            var result: [TouchContact] = []
            result.reserveCapacity(contacts.count)
            for (index, contact) in contacts.enumerated() {
                result.append(try contact.contact(index: index))
            }
            return .digitizer(DigitizerFrame(timestamp: timestamp, contacts: result))
        case "cancelAllContacts":
            return .cancelAllContacts(timestamp: timestamp)
        case "estimatedPropertiesUpdate":
            let index = try required(estimationUpdateIndex, "estimationUpdateIndex", "an integer")
            if (x == nil) != (y == nil) {
                throw JSONFieldProblem(
                    field: x == nil ? "x" : "y", expected: "a number (x and y go together)", found: "nothing")
            }
            let location = x.flatMap { x in y.map { CGPoint(x: x, y: $0) } }
            return .estimatedPropertiesUpdate(
                EstimatedPropertiesUpdate(
                    timestamp: timestamp, estimationUpdateIndex: index, force: force.map { CGFloat($0) },
                    azimuthAngle: azimuthAngle.map { CGFloat($0) }, altitudeAngle: altitudeAngle.map { CGFloat($0) },
                    location: location, isFinal: isFinal ?? true))
        case "key":
            let code = try required(keyCode, "keyCode", "an integer (a HID usage)")
            let transition: KeyInput.Transition
            switch try required(self.transition, "transition", "\"down\" or \"up\"") {
            case "down": transition = .down
            case "up": transition = .up
            case let other:
                throw JSONFieldProblem(
                    field: "transition", expected: "\"down\" or \"up\"", found: RecordingError.quote(other))
            }
            let flags = try TraceFlagNames.modifiers.raw(modifierFlags ?? [], field: "modifierFlags")
            return .key(
                KeyInput(
                    timestamp: timestamp, keyCode: UIKeyboardHIDUsage(rawValue: code), transition: transition,
                    modifierFlags: UIKeyModifierFlags(rawValue: flags), characters: characters,
                    charactersIgnoringModifiers: charactersIgnoringModifiers))
        case "accelerometer":
            let (x, y, z) = try requiredVector()
            return .accelerometer(AccelerometerSample(timestamp: timestamp, x: x, y: y, z: z))
        case "gyroscope":
            let (x, y, z) = try requiredVector()
            return .gyroscope(GyroscopeSample(timestamp: timestamp, x: x, y: y, z: z))
        case "magnetometer":
            let (x, y, z) = try requiredVector()
            return .magnetometer(MagnetometerSample(timestamp: timestamp, x: x, y: y, z: z))
        case "proximity":
            return .proximity(
                ProximitySample(
                    timestamp: timestamp, isNear: try required(isNear, "isNear", "true or false"), distance: distance))
        case "mediaKey":
            let names = MediaKeyInput.Command.allCases.map(\.description)
            let name = try required(command, "command", "one of " + names.joined(separator: ", "))
            guard let command = MediaKeyInput.Command.allCases.first(where: { $0.description == name }) else {
                throw JSONFieldProblem(
                    field: "command", expected: "one of " + names.joined(separator: ", "),
                    found: RecordingError.quote(name))
            }
            return .mediaKey(MediaKeyInput(timestamp: timestamp, command: command))
        case "pointer":
            let location = CGPoint(x: try required(x, "x", "a number"), y: try required(y, "y", "a number"))
            return .pointer(
                PointerInput(
                    timestamp: timestamp, deviceID: deviceID ?? 0, device: try pointerDevice(),
                    location: location, buttons: UIEvent.ButtonMask(rawValue: buttons ?? 0)))
        case "scroll":
            let location = CGPoint(x: try required(x, "x", "a number"), y: try required(y, "y", "a number"))
            let kindName = try required(kind, "kind", "\"continuous\" or \"discrete\"")
            guard let kind = ScrollInput.Kind(rawValue: kindName) else {
                throw JSONFieldProblem(
                    field: "kind", expected: "\"continuous\" or \"discrete\"", found: RecordingError.quote(kindName))
            }
            let delta = CGVector(dx: try required(dx, "dx", "a number"), dy: try required(dy, "dy", "a number"))
            return .scroll(
                ScrollInput(
                    timestamp: timestamp, deviceID: deviceID ?? 0, device: try pointerDevice(),
                    location: location, kind: kind, phase: try gesturePhase(), delta: delta,
                    isMomentum: isMomentum ?? false))
        case "transform":
            let location = CGPoint(x: try required(x, "x", "a number"), y: try required(y, "y", "a number"))
            return .transform(
                TransformInput(
                    timestamp: timestamp, deviceID: deviceID ?? 0, location: location,
                    phase: try gesturePhase(), scale: try required(scale, "scale", "a number"),
                    rotation: try required(rotation, "rotation", "a number (radians)")))
        default:
            throw JSONFieldProblem(
                field: "event", expected: "one of " + Self.eventNames.joined(separator: ", "),
                found: RecordingError.quote(event))
        }
    }

    private func pointerDevice() throws(JSONFieldProblem) -> PointerDeviceKind {
        let names = PointerDeviceKind.allCases.map(\.rawValue)
        let name = try required(device, "device", "one of " + names.joined(separator: ", "))
        guard let device = PointerDeviceKind(rawValue: name) else {
            throw JSONFieldProblem(
                field: "device", expected: "one of " + names.joined(separator: ", "), found: RecordingError.quote(name))
        }
        return device
    }

    private func gesturePhase() throws(JSONFieldProblem) -> PointerGesturePhase {
        let expected = "one of began, changed, ended, cancelled"
        let name = try required(phase, "phase", expected)
        guard let phase = PointerGesturePhase(rawValue: name) else {
            throw JSONFieldProblem(field: "phase", expected: expected, found: RecordingError.quote(name))
        }
        return phase
    }

    /// The `x`, `y` and `z` of a motion sensor's sample, all required.
    private func requiredVector() throws(JSONFieldProblem) -> (Double, Double, Double) {
        (try required(x, "x", "a number"), try required(y, "y", "a number"), try required(z, "z", "a number"))
    }

    private func required<T>(_ value: T?, _ field: String, _ expected: String) throws(JSONFieldProblem) -> T {
        guard let value else { throw JSONFieldProblem(field: field, expected: expected, found: "nothing") }
        return value
    }
}

extension TraceContactDTO {
    static let stateNames: [(TouchContact.State, String)] = [
        (.touching, "touching"), (.lifted, "lifted"), (.hovering, "hovering"),
    ]

    init(_ contact: TouchContact) {
        let defaults = TouchContact(id: 0, location: .zero)
        id = contact.id
        x = Double(contact.location.x)
        y = Double(contact.location.y)
        state = contact.state == .touching ? nil : Self.stateNames.first { $0.0 == contact.state }?.1
        func optional(_ value: CGFloat, _ standard: CGFloat) -> Double? { value == standard ? nil : Double(value) }
        force = optional(contact.force, defaults.force)
        maximumPossibleForce = optional(contact.maximumPossibleForce, defaults.maximumPossibleForce)
        majorRadius = optional(contact.majorRadius, defaults.majorRadius)
        majorRadiusTolerance = optional(contact.majorRadiusTolerance, defaults.majorRadiusTolerance)
        type = contact.type == defaults.type ? nil : contact.type.description
        altitudeAngle = optional(contact.altitudeAngle, defaults.altitudeAngle)
        azimuthAngle = optional(contact.azimuthAngle, defaults.azimuthAngle)
        rollAngle = optional(contact.rollAngle, defaults.rollAngle)
        zOffset = optional(contact.zOffset, defaults.zOffset)
        estimatedProperties =
            contact.estimatedProperties.isEmpty
            ? nil
            : TraceFlagNames.properties.names(contact.estimatedProperties.rawValue)
        estimatedPropertiesExpectingUpdates =
            contact.estimatedPropertiesExpectingUpdates.isEmpty
            ? nil
            : TraceFlagNames.properties.names(contact.estimatedPropertiesExpectingUpdates.rawValue)
        estimationUpdateIndex = contact.estimationUpdateIndex
    }

    /// The contact at `index` of its line's `contacts` (the field path of a problem, built only then).
    func contact(index: Int) throws(JSONFieldProblem) -> TouchContact {
        func path() -> String { "contacts[\(index)]" }
        var result = TouchContact(id: id, location: CGPoint(x: x, y: y))
        if let state {
            guard let found = Self.stateNames.first(where: { $0.1 == state }) else {
                throw JSONFieldProblem(
                    field: path() + ".state", expected: "one of touching, lifted, hovering",
                    found: RecordingError.quote(state))
            }
            result.state = found.0
        }
        if let type {
            guard let found = UITouch.TouchType.allCases.first(where: { $0.description == type }) else {
                throw JSONFieldProblem(
                    field: path() + ".type",
                    expected: "one of "
                        + UITouch.TouchType.allCases.map(\.description).joined(separator: ", "),
                    found: RecordingError.quote(type))
            }
            result.type = found
        }
        if let force { result.force = CGFloat(force) }
        if let maximumPossibleForce { result.maximumPossibleForce = CGFloat(maximumPossibleForce) }
        if let majorRadius { result.majorRadius = CGFloat(majorRadius) }
        if let majorRadiusTolerance { result.majorRadiusTolerance = CGFloat(majorRadiusTolerance) }
        if let altitudeAngle { result.altitudeAngle = CGFloat(altitudeAngle) }
        if let azimuthAngle { result.azimuthAngle = CGFloat(azimuthAngle) }
        if let rollAngle { result.rollAngle = CGFloat(rollAngle) }
        if let zOffset { result.zOffset = CGFloat(zOffset) }
        result.estimatedProperties = UITouch.Properties(
            rawValue: try TraceFlagNames.properties.raw(
                estimatedProperties ?? [], field: path() + ".estimatedProperties"))
        result.estimatedPropertiesExpectingUpdates = UITouch.Properties(
            rawValue: try TraceFlagNames.properties.raw(
                estimatedPropertiesExpectingUpdates ?? [],
                field: path() + ".estimatedPropertiesExpectingUpdates"))
        result.estimationUpdateIndex = estimationUpdateIndex
        return result
    }
}
