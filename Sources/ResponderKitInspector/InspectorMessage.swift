import Foundation
import ResponderKitInput

/// The limits of the inspector protocol (docs/inspector-protocol.md 1.1).
public enum InspectorLimits {
    /// The protocol version: every message carries `"v": 1`.
    public static let protocolVersion = 1
    /// The largest message accepted, in bytes of UTF-8 (a recording travels inside one message).
    public static let maximumMessageBytes = 8 * 1024 * 1024
    /// How many pointers one client may hold down at once.
    public static let maximumPointers = 20
    /// The largest coordinate magnitude accepted, in points (`TraceScreen.maximumSide`, its one definition).
    public static let maximumCoordinate: Double = TraceScreen.maximumSide
    /// How many events a session's timeline keeps.
    public static let maximumTimelineEvents = 50_000
    /// The playback speeds accepted.
    public static let playbackSpeeds: ClosedRange<Double> = 0.05...20
}

/// An error the server sends back: a code from docs/inspector-protocol.md 1.4 and a readable message.
public struct InspectorError: Error, Sendable, Equatable {
    /// The code: `bad-message`, `unsupported-version`, `unknown-type`, `invalid-field`, `too-large`,
    /// `out-of-order`, `unknown-scene`, `scene-unavailable`, `too-many-pointers`, `recording-invalid`,
    /// `read-only`.
    public var code: String
    /// What went wrong, for people.
    public var message: String
    /// The offending field, for `invalid-field`.
    public var field: String?

    /// Creates an error.
    public init(_ code: String, _ message: String, field: String? = nil) {
        self.code = code
        self.message = message
        self.field = field
    }

    static func invalid(_ field: String, _ expected: String) -> InspectorError {
        InspectorError("invalid-field", "field \"\(field)\": expected \(expected)", field: field)
    }
}

/// One pointer event from the page: a browser `PointerEvent` or `Touch`, with its location already in
/// window points.
public struct InspectorPointer: Sendable, Equatable {
    /// The browser's pointer kinds.
    public enum Kind: String, Sendable, Equatable { case mouse, touch, pen }
    /// The pointer's phases.
    public enum Phase: String, Sendable, Equatable { case down, move, up, cancel }

    /// The browser's pointer id.
    public var pointerID: Int
    /// Mouse, touch or pen.
    public var kind: Kind
    /// Down, move, up or cancel.
    public var phase: Phase
    /// The location in window points.
    public var location: CGPoint
    /// The browser's timestamp, in milliseconds.
    public var timestamp: Double
    /// The pressure, 0…1, when given.
    public var pressure: Double?
    /// Pen tilt in degrees.
    public var tiltX: Double?
    /// Pen tilt in degrees.
    public var tiltY: Double?
    /// Pen roll in degrees.
    public var twist: Double?
    /// The altitude in radians, when the browser gives it.
    public var altitudeAngle: Double?
    /// The azimuth in radians, when the browser gives it.
    public var azimuthAngle: Double?
    /// The contact's width in points.
    public var width: Double?
    /// The contact's height in points.
    public var height: Double?

    /// Creates a pointer event.
    public init(pointerID: Int, kind: Kind = .touch, phase: Phase, location: CGPoint, timestamp: Double,
                pressure: Double? = nil, tiltX: Double? = nil, tiltY: Double? = nil, twist: Double? = nil,
                altitudeAngle: Double? = nil, azimuthAngle: Double? = nil, width: Double? = nil, height: Double? = nil) {
        self.pointerID = pointerID
        self.kind = kind
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.pressure = pressure
        self.tiltX = tiltX
        self.tiltY = tiltY
        self.twist = twist
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.width = width
        self.height = height
    }
}

/// The playback commands.
public enum InspectorPlaybackAction: Sendable, Equatable {
    /// Play at a speed (1 is real time).
    case play(speed: Double)
    /// Pause where it is.
    case pause
    /// Go to a time, in seconds since the recording's start.
    case seek(time: Double)
}

/// A message from a client, decoded and validated (docs/inspector-protocol.md 1.3).
public enum InspectorClientMessage: Sendable, Equatable {
    /// The first message of a connection.
    case hello(client: String?)
    /// Watch a scene's session.
    case chooseScene(String)
    /// Pointer input.
    case pointer(InspectorPointer)
    /// A recording's contents and name.
    case loadRecording(name: String, text: String)
    /// Playback control.
    case playback(InspectorPlaybackAction)
    /// Export the session as a trace.
    case exportTrace
    /// Renew the session's application.
    case reset

    /// Decodes a text frame. Returns the message and the client's `id` (echoed as `re`), or throws the
    /// error to send back (with the `id` when one could be read).
    public static func decode(_ text: String) -> (message: Result<InspectorClientMessage, InspectorError>, id: InspectorJSON?) {
        guard text.utf8.count <= InspectorLimits.maximumMessageBytes else {
            return (.failure(InspectorError("too-large", "the message is \(text.utf8.count) bytes; the limit is "
                + "\(InspectorLimits.maximumMessageBytes)")), nil)
        }
        guard let json = InspectorJSON.parse(text) else {
            return (.failure(InspectorError("bad-message", "the message is not JSON")), nil)
        }
        guard case .object = json else {
            return (.failure(InspectorError("bad-message", "the message is not a JSON object")), nil)
        }
        let id = json["id"]
        do {
            return (.success(try decode(json)), id)
        } catch let error as InspectorError {
            return (.failure(error), id)
        } catch {
            return (.failure(InspectorError("bad-message", "\(error)")), id)
        }
    }

    private static func decode(_ json: InspectorJSON) throws -> InspectorClientMessage {
        guard let version = json["v"] else { throw InspectorError.invalid("v", "1 (the protocol version)") }
        guard version.numberValue == Double(InspectorLimits.protocolVersion) else {
            throw InspectorError("unsupported-version", "protocol version \(version.serialized) is not supported; this server speaks 1")
        }
        guard let type = json["type"]?.stringValue else { throw InspectorError.invalid("type", "a string naming the message") }
        switch type {
        case "hello":
            return .hello(client: json["client"]?.stringValue)
        case "chooseScene":
            return .chooseScene(try string(json, "scene"))
        case "pointer":
            return .pointer(try pointer(json))
        case "loadRecording":
            let name = try string(json, "name")
            return .loadRecording(name: String(name.prefix(200)), text: try string(json, "text"))
        case "playback":
            switch try string(json, "action") {
            case "play":
                let speed = try optionalNumber(json, "speed") ?? 1
                guard InspectorLimits.playbackSpeeds.contains(speed) else {
                    throw InspectorError.invalid("speed", "a number from 0.05 to 20")
                }
                return .playback(.play(speed: speed))
            case "pause": return .playback(.pause)
            case "seek":
                let time = try number(json, "time")
                guard abs(time) <= 1e9 else { throw InspectorError.invalid("time", "seconds within ±10⁹") }
                return .playback(.seek(time: time))
            default: throw InspectorError.invalid("action", "\"play\", \"pause\" or \"seek\"")
            }
        case "exportTrace": return .exportTrace
        case "reset": return .reset
        default:
            throw InspectorError("unknown-type", "unknown message type \"\(type.prefix(60))\"")
        }
    }

    private static func pointer(_ json: InspectorJSON) throws -> InspectorPointer {
        let idValue = try number(json, "pointerId")
        guard idValue == idValue.rounded(), abs(idValue) < 1e9 else { throw InspectorError.invalid("pointerId", "an integer") }
        guard let kind = InspectorPointer.Kind(rawValue: try string(json, "pointerType")) else {
            throw InspectorError.invalid("pointerType", "\"mouse\", \"touch\" or \"pen\"")
        }
        guard let phase = InspectorPointer.Phase(rawValue: try string(json, "phase")) else {
            throw InspectorError.invalid("phase", "\"down\", \"move\", \"up\" or \"cancel\"")
        }
        let x = try number(json, "x"), y = try number(json, "y")
        for (name, value) in [("x", x), ("y", y)] where abs(value) > InspectorLimits.maximumCoordinate {
            throw InspectorError.invalid(name, "a coordinate within ±10⁶ points")
        }
        let timestamp = try number(json, "timestamp")
        guard timestamp >= 0, timestamp < 1e13 else { throw InspectorError.invalid("timestamp", "milliseconds, 0 to 10¹³") }
        var pointer = InspectorPointer(pointerID: Int(idValue), kind: kind, phase: phase, location: CGPoint(x: x, y: y),
                                       timestamp: timestamp)
        pointer.pressure = try optionalNumber(json, "pressure").map { min(max($0, 0), 1) }
        pointer.tiltX = try optionalNumber(json, "tiltX").map { min(max($0, -90), 90) }
        pointer.tiltY = try optionalNumber(json, "tiltY").map { min(max($0, -90), 90) }
        pointer.twist = try optionalNumber(json, "twist").map { min(max($0, 0), 360) }
        pointer.altitudeAngle = try optionalNumber(json, "altitudeAngle").map { min(max($0, 0), .pi / 2) }
        pointer.azimuthAngle = try optionalNumber(json, "azimuthAngle").map { min(max($0, -10), 10) }
        pointer.width = try optionalNumber(json, "width").map { min(max($0, 0), 10_000) }
        pointer.height = try optionalNumber(json, "height").map { min(max($0, 0), 10_000) }
        return pointer
    }

    private static func string(_ json: InspectorJSON, _ field: String) throws -> String {
        guard let value = json[field]?.stringValue else { throw InspectorError.invalid(field, "a string") }
        return value
    }

    private static func number(_ json: InspectorJSON, _ field: String) throws -> Double {
        guard let value = json[field]?.numberValue, value.isFinite else { throw InspectorError.invalid(field, "a number") }
        return value
    }

    private static func optionalNumber(_ json: InspectorJSON, _ field: String) throws -> Double? {
        guard let value = json[field], value != .null else { return nil }
        guard let number = value.numberValue, number.isFinite else { throw InspectorError.invalid(field, "a number") }
        return number
    }
}

/// Server messages: every one is an object starting with `"v": 1` and its `"type"`.
enum ServerMessage {
    static func make(_ type: String, _ fields: [InspectorJSON.Field]) -> InspectorJSON {
        .object([InspectorJSON.Field("v", .int(InspectorLimits.protocolVersion)), InspectorJSON.Field("type", .string(type))] + fields)
    }

    static func error(_ error: InspectorError, re: InspectorJSON?) -> InspectorJSON {
        var fields = [InspectorJSON.Field("code", .string(error.code)), InspectorJSON.Field("message", .string(error.message))]
        if let field = error.field { fields.append(InspectorJSON.Field("field", .string(field))) }
        if let re { fields.append(InspectorJSON.Field("re", re)) }
        return make("error", fields)
    }
}
