import Foundation
import ResponderKit

/// The first line of a trace (docs/trace-format.md).
struct TraceHeaderDTO: Codable {
    var format: String
    var version: Int
    var device: TraceDeviceDTO?
    var screen: TraceScreenDTO?
    var source: String?
}

/// The screen a trace's points refer to.
struct TraceScreenDTO: Codable {
    var width: Double
    var height: Double
    var scale: Double?
}

/// A rectangle in points.
struct TraceRectDTO: Codable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
}

/// One absolute axis of a device.
struct TraceAxisDTO: Codable {
    var minimum: Int32
    var maximum: Int32
    var fuzz: Int32?
    var flat: Int32?
    var resolution: Int32?
    var value: Int32?
}

/// A JSON object whose keys are numbers (event types, axis codes), written in ascending order.
struct TraceNumberedMap<Value: Codable>: Codable {
    var entries: [(key: UInt16, value: Value)]

    init(_ entries: [(key: UInt16, value: Value)]) { self.entries = entries.sorted { $0.key < $1.key } }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: JSONNameKey.self)
        var entries: [(key: UInt16, value: Value)] = []
        for key in container.allKeys {
            guard let number = RecordingText.decimal(Substring(key.stringValue), as: UInt16.self) else {
                throw JSONFieldProblem(
                    field: JSONValueDecoder.path(container.codingPath + [key]),
                    expected: "a key that is a number in 0...65535", found: RecordingError.quote(key.stringValue))
            }
            entries.append((number, try container.decode(Value.self, forKey: key)))
        }
        self.init(entries)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONNameKey.self)
        for entry in entries { try container.encode(entry.value, forKey: JSONNameKey("\(entry.key)")) }
    }
}

/// An ``InputDeviceDescription``.
struct TraceDeviceDTO: Codable {
    var name: String
    var bustype: UInt16?
    var vendor: UInt16?
    var product: UInt16?
    var version: UInt16?
    var properties: [UInt16]?
    var codes: TraceNumberedMap<[UInt16]>?
    var axes: TraceNumberedMap<TraceAxisDTO>?
    var calibration: [Double]?
    var screen: TraceRectDTO?

    init(_ device: InputDeviceDescription) {
        name = device.name
        (bustype, vendor, product, version) = (device.bustype, device.vendor, device.product, device.version)
        properties = device.properties.sorted()
        codes = TraceNumberedMap(device.codes.map { ($0.key, $0.value.sorted()) })
        axes = TraceNumberedMap(
            device.axes.map { code, axis in
                (
                    code,
                    TraceAxisDTO(
                        minimum: axis.minimum, maximum: axis.maximum, fuzz: axis.fuzz, flat: axis.flat,
                        resolution: axis.resolution, value: axis.value)
                )
            })
        calibration = device.calibration
        screen = TraceRectDTO(
            x: device.screen.minX, y: device.screen.minY, width: device.screen.width, height: device.screen.height)
    }

    func device(path: String) throws(JSONFieldProblem) -> InputDeviceDescription {
        var device = InputDeviceDescription(name: name)
        device.bustype = bustype ?? 0
        device.vendor = vendor ?? 0
        device.product = product ?? 0
        device.version = version ?? 0
        device.properties = Set(properties ?? [])
        for (type, list) in codes?.entries ?? [] { device.codes[type] = Set(list) }
        for (code, axis) in axes?.entries ?? [] {
            device.axes[code] = AbsoluteAxisInfo(
                minimum: axis.minimum, maximum: axis.maximum, fuzz: axis.fuzz ?? 0,
                flat: axis.flat ?? 0, resolution: axis.resolution ?? 0, value: axis.value ?? 0)
        }
        if let calibration {
            guard calibration.count == 6 else {
                throw JSONFieldProblem(
                    field: path + ".calibration", expected: "6 numbers", found: "\(calibration.count)")
            }
            device.calibration = calibration
        }
        if let screen { device.screen = CGRect(x: screen.x, y: screen.y, width: screen.width, height: screen.height) }
        return device
    }
}

/// One contact of a digitizer frame. Fields equal to ``TouchContact``'s defaults are left out.
struct TraceContactDTO: Codable {
    var id: Int
    var x: Double
    var y: Double
    var state: String?
    var force: Double?
    var maximumPossibleForce: Double?
    var majorRadius: Double?
    var majorRadiusTolerance: Double?
    var type: String?
    var altitudeAngle: Double?
    var azimuthAngle: Double?
    var rollAngle: Double?
    var zOffset: Double?
    var estimatedProperties: [String]?
    var estimatedPropertiesExpectingUpdates: [String]?
    var estimationUpdateIndex: Int?
}

/// One input line. `event` says which fields apply (docs/trace-format.md).
struct TraceEventDTO: Codable {
    var event: String
    var timestamp: Double
    var contacts: [TraceContactDTO]?
    var estimationUpdateIndex: Int?
    var keyCode: Int?
    var transition: String?
    var modifierFlags: [String]?
    var characters: String?
    var charactersIgnoringModifiers: String?
    var command: String?
    var x: Double?
    var y: Double?
    var z: Double?
    var force: Double?
    var azimuthAngle: Double?
    var altitudeAngle: Double?
    var isFinal: Bool?
    // Pointer, scroll and transform lines (behaviour 12).
    var deviceID: Int?
    var device: String?
    var buttons: Int?
    var kind: String?
    var phase: String?
    var dx: Double?
    var dy: Double?
    var isMomentum: Bool?
    var scale: Double?
    var rotation: Double?
    // Proximity lines (behaviour 8.7).
    var isNear: Bool?
    var distance: Double?

    init(event: String, timestamp: Double) {
        self.event = event
        self.timestamp = timestamp
    }
}

/// Names for option-set bits: known bits by name, any other bit as its decimal value.
struct TraceFlagNames {
    let names: [(bit: Int, name: String)]

    static let properties = TraceFlagNames(names: [
        (1, "force"), (2, "azimuth"), (4, "altitude"), (8, "location"), (16, "roll"),
    ])
    static let modifiers = TraceFlagNames(names: [
        (1 << 16, "alphaShift"), (1 << 17, "shift"), (1 << 18, "control"),
        (1 << 19, "alternate"), (1 << 20, "command"), (1 << 21, "numericPad"),
    ])

    func names(_ raw: Int) -> [String] {
        var result: [String] = []
        for bit in 0..<Int.bitWidth where raw & (1 << bit) != 0 {
            result.append(names.first { $0.bit == 1 << bit }?.name ?? "\(1 << bit)")
        }
        return result
    }

    /// The bits the names of `list` stand for; `field` names the list in a problem (built only then).
    func raw(_ list: [String], field: @autoclosure () -> String) throws(JSONFieldProblem) -> Int {
        var raw = 0
        for (index, name) in list.enumerated() {
            if let known = names.first(where: { $0.name == name }) {
                raw |= known.bit
            } else if let number = RecordingText.decimal(Substring(name), as: Int.self),
                number == Int.min || (number > 0 && number & (number - 1) == 0)
            {
                raw |= number
            } else {
                throw JSONFieldProblem(
                    field: "\(field())[\(index)]",
                    expected: "one of " + names.map(\.name).joined(separator: ", ") + " or a power of two",
                    found: RecordingError.quote(name))
            }
        }
        return raw
    }
}
