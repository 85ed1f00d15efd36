import Foundation
import ResponderKit
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
    /// The largest mouse `buttons` bitmask accepted: the browser's five buttons (primary, secondary,
    /// auxiliary, back, forward), bits 0 to 4, which are UIKit's `UIEvent.ButtonMask` bits as they are.
    public static let maximumMouseButtons = 31
    /// The largest magnitude of a `wheel` message's `deltaX`/`deltaY`, in the unit of its `deltaMode`.
    public static let maximumWheelDelta: Double = 10_000
    /// The shortest time between two `motion` messages of a client that the application is given, in
    /// milliseconds of the client's clock: 5 ms, 200 readings a second (browsers send 60 to 100). Closer
    /// ones are dropped and counted (`motionState.samples.throttled`).
    public static let minimumMotionInterval: Double = 5
}

/// An error the server sends back: a code from docs/inspector-protocol.md 1.4 and a readable message.
public struct InspectorError: Error, Sendable, Equatable {
    /// The code: `bad-message`, `unsupported-version`, `unknown-type`, `invalid-field`, `too-large`,
    /// `out-of-order`, `unknown-scene`, `scene-unavailable`, `too-many-pointers`, `recording-invalid`,
    /// `read-only`, `unknown-key`.
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
    public init(
        pointerID: Int, kind: Kind = .touch, phase: Phase, location: CGPoint, timestamp: Double,
        pressure: Double? = nil, tiltX: Double? = nil, tiltY: Double? = nil, twist: Double? = nil,
        altitudeAngle: Double? = nil, azimuthAngle: Double? = nil, width: Double? = nil, height: Double? = nil
    ) {
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

/// One sample of the browser's mouse (a `PointerEvent` of pointerType "mouse"), which becomes the
/// session application's pointer (behaviour 12.1, 12.2): it hovers while no button is down, and buttons
/// going down start a click.
public struct InspectorMouse: Sendable, Equatable {
    /// The location in window points.
    public var location: CGPoint
    /// The buttons held down now: the browser's `buttons` bitmask, which is `UIEvent.ButtonMask`'s
    /// (1 primary, 2 secondary, 4 auxiliary = button 3, 8 and 16 = buttons 4 and 5).
    public var buttons: UIEvent.ButtonMask
    /// The browser's timestamp, in milliseconds.
    public var timestamp: Double

    /// Creates a mouse sample.
    public init(location: CGPoint, buttons: UIEvent.ButtonMask = [], timestamp: Double) {
        self.location = location
        self.buttons = buttons
        self.timestamp = timestamp
    }
}

/// One browser `WheelEvent`, which becomes a scroll step (behaviour 12.3): pixel deltas are a trackpad's
/// continuous scroll whose phases the page gives (it groups the events by an idle gap), line and page
/// deltas are a mouse wheel's discrete steps.
public struct InspectorWheel: Sendable, Equatable {
    /// The browser's `deltaMode`.
    public enum Mode: Int, Sendable, Equatable {
        /// `DOM_DELTA_PIXEL`: a continuous scroll, one CSS pixel a point.
        case pixel = 0
        /// `DOM_DELTA_LINE`: discrete steps of ``InspectorWheel/pointsPerLine`` a line.
        case line = 1
        /// `DOM_DELTA_PAGE`: discrete steps of the window's height a page.
        case page = 2
    }

    /// How far one line of a line-mode wheel event scrolls, in points: one mouse-wheel detent, the
    /// device layer's `MousePointer.scrollPointsPerDetent` (Chromium's line step is 40 px too).
    public static let pointsPerLine = MousePointer.scrollPointsPerDetent

    /// The pointer's location in window points: the scroll goes to what is under it.
    public var location: CGPoint
    /// The browser's `deltaX`: positive scrolls the content towards its right end.
    public var deltaX: Double
    /// The browser's `deltaY`: positive scrolls the content towards its bottom.
    public var deltaY: Double
    /// The unit of the deltas.
    public var mode: Mode
    /// The phase of a pixel-mode (continuous) scroll, as the page grouped it; nil for line and page modes.
    public var phase: PointerGesturePhase?
    /// The browser's timestamp, in milliseconds.
    public var timestamp: Double

    /// Creates a wheel event.
    public init(
        location: CGPoint, deltaX: Double, deltaY: Double, mode: Mode = .pixel, phase: PointerGesturePhase? = nil,
        timestamp: Double
    ) {
        self.location = location
        self.deltaX = deltaX
        self.deltaY = deltaY
        self.mode = mode
        self.phase = phase
        self.timestamp = timestamp
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

/// What a client does to the visible context menu (the `menu` message).
public enum InspectorMenuAction: Sendable, Equatable {
    /// Choose the first listed action with this title.
    case choose(String)
    /// Dismiss the menu without a choice.
    case dismiss
}

/// A message from a client, decoded and validated (docs/inspector-protocol.md 1.3).
public enum InspectorClientMessage: Sendable, Equatable {
    /// The first message of a connection.
    case hello(client: String?)
    /// Watch a scene's session.
    case chooseScene(String)
    /// Pointer input: touch, pen, or a mouse standing in for a finger.
    case pointer(InspectorPointer)
    /// The browser's mouse as the application's pointer (hover and clicks).
    case mouse(InspectorMouse)
    /// The browser's wheel as scroll input.
    case wheel(InspectorWheel)
    /// A key of the browser's keyboard going down or up.
    case key(InspectorKey)
    /// A step of the browser's input method composition (marked text).
    case composition(InspectorComposition)
    /// A reading of the browser's motion sensors, fed to the application as sensor samples.
    case motion(InspectorMotion)
    /// A recording's contents and name.
    case loadRecording(name: String, text: String)
    /// Playback control.
    case playback(InspectorPlaybackAction)
    /// Export the session as a trace.
    case exportTrace
    /// Renew the session's application.
    case reset
    /// Choose an item of the visible context menu, or dismiss it.
    case menu(InspectorMenuAction)
    /// Ask why a view is where it is: its constraints and layout explanation (answered with `viewLayout`).
    /// The view is the one named `name`, or, with `index`, the one at that index of the `scene` message's
    /// views (which must have that name).
    case inspectView(name: String, index: Int?)

    /// Decodes a text frame. Returns the message and the client's `id` (echoed as `re`), or throws the
    /// error to send back (with the `id` when one could be read).
    public static func decode(_ text: String) -> (
        message: Result<InspectorClientMessage, InspectorError>, id: InspectorJSON?
    ) {
        guard text.utf8.count <= InspectorLimits.maximumMessageBytes else {
            return (
                .failure(
                    InspectorError(
                        "too-large",
                        "the message is \(text.utf8.count) bytes; the limit is "
                            + "\(InspectorLimits.maximumMessageBytes)")), nil
            )
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
            throw InspectorError(
                "unsupported-version", "protocol version \(version.serialized) is not supported; this server speaks 1")
        }
        guard let type = json["type"]?.stringValue else {
            throw InspectorError.invalid("type", "a string naming the message")
        }
        switch type {
        case "hello":
            return .hello(client: json["client"]?.stringValue)
        case "chooseScene":
            return .chooseScene(try string(json, "scene"))
        case "pointer":
            return .pointer(try pointer(json))
        case "mouse":
            return .mouse(try mouse(json))
        case "wheel":
            return .wheel(try wheel(json))
        case "key":
            return .key(try key(json))
        case "composition":
            return .composition(try composition(json))
        case "motion":
            return .motion(try motion(json))
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
        case "menu":
            switch try string(json, "action") {
            case "choose":
                let title = try string(json, "title")
                guard title.utf8.count <= 200 else { throw InspectorError.invalid("title", "at most 200 bytes") }
                return .menu(.choose(title))
            case "dismiss": return .menu(.dismiss)
            default: throw InspectorError.invalid("action", "\"choose\" or \"dismiss\"")
            }
        case "inspectView":
            let view = try string(json, "view")
            guard view.utf8.count <= 200 else { throw InspectorError.invalid("view", "at most 200 bytes") }
            let index = try optionalNumber(json, "index")
            guard index.map({ $0 >= 0 && $0 < 1_000_000 && $0 == $0.rounded() }) ?? true else {
                throw InspectorError.invalid("index", "a whole number from 0")
            }
            return .inspectView(name: view, index: index.map { Int($0) })
        default:
            throw InspectorError("unknown-type", "unknown message type \"\(type.prefix(60))\"")
        }
    }

    private static func pointer(_ json: InspectorJSON) throws -> InspectorPointer {
        let idValue = try number(json, "pointerId")
        guard idValue == idValue.rounded(), abs(idValue) < 1e9 else {
            throw InspectorError.invalid("pointerId", "an integer")
        }
        guard let kind = InspectorPointer.Kind(rawValue: try string(json, "pointerType")) else {
            throw InspectorError.invalid("pointerType", "\"mouse\", \"touch\" or \"pen\"")
        }
        guard let phase = InspectorPointer.Phase(rawValue: try string(json, "phase")) else {
            throw InspectorError.invalid("phase", "\"down\", \"move\", \"up\" or \"cancel\"")
        }
        var pointer = InspectorPointer(
            pointerID: Int(idValue), kind: kind, phase: phase, location: try location(json),
            timestamp: try timestamp(json))
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

    private static func mouse(_ json: InspectorJSON) throws -> InspectorMouse {
        let buttons = try number(json, "buttons")
        guard buttons == buttons.rounded(), buttons >= 0, buttons <= Double(InspectorLimits.maximumMouseButtons) else {
            throw InspectorError.invalid(
                "buttons", "an integer bitmask from 0 to \(InspectorLimits.maximumMouseButtons)")
        }
        return InspectorMouse(
            location: try location(json), buttons: UIEvent.ButtonMask(rawValue: Int(buttons)),
            timestamp: try timestamp(json))
    }

    private static func wheel(_ json: InspectorJSON) throws -> InspectorWheel {
        let modeValue = try optionalNumber(json, "deltaMode") ?? 0
        guard modeValue == modeValue.rounded(), let mode = InspectorWheel.Mode(rawValue: Int(modeValue)) else {
            throw InspectorError.invalid("deltaMode", "0 (pixels), 1 (lines) or 2 (pages)")
        }
        let deltaX = try optionalNumber(json, "deltaX") ?? 0, deltaY = try optionalNumber(json, "deltaY") ?? 0
        for (name, value) in [("deltaX", deltaX), ("deltaY", deltaY)]
        where abs(value) > InspectorLimits.maximumWheelDelta {
            throw InspectorError.invalid(name, "a delta within ±10⁴")
        }
        var phase: PointerGesturePhase?
        switch (mode, json["phase"]) {
        case (.pixel, _):
            let name = try string(json, "phase")
            guard let value = PointerGesturePhase(rawValue: name), value != .cancelled else {
                throw InspectorError.invalid(
                    "phase", "\"began\", \"changed\" or \"ended\" (pixel deltas are a continuous scroll)")
            }
            phase = value
        case (_, nil), (_, .null?):
            phase = nil
        default:
            throw InspectorError.invalid("phase", "no phase: line and page deltas are discrete wheel steps")
        }
        return InspectorWheel(
            location: try location(json), deltaX: deltaX, deltaY: deltaY, mode: mode, phase: phase,
            timestamp: try timestamp(json))
    }

    /// The `x` and `y` fields: window points within ±``InspectorLimits/maximumCoordinate``.
    static func location(_ json: InspectorJSON) throws -> CGPoint {
        let x = try number(json, "x"), y = try number(json, "y")
        for (name, value) in [("x", x), ("y", y)] where abs(value) > InspectorLimits.maximumCoordinate {
            throw InspectorError.invalid(name, "a coordinate within ±10⁶ points")
        }
        return CGPoint(x: x, y: y)
    }

    /// The `timestamp` field: the browser's milliseconds.
    static func timestamp(_ json: InspectorJSON) throws -> Double {
        let timestamp = try number(json, "timestamp")
        guard timestamp >= 0, timestamp < 1e13 else {
            throw InspectorError.invalid("timestamp", "milliseconds, 0 to 10¹³")
        }
        return timestamp
    }

    static func string(_ json: InspectorJSON, _ field: String) throws -> String {
        guard let value = json[field]?.stringValue else { throw InspectorError.invalid(field, "a string") }
        return value
    }

    static func number(_ json: InspectorJSON, _ field: String) throws -> Double {
        guard let value = json[field]?.numberValue, value.isFinite else {
            throw InspectorError.invalid(field, "a number")
        }
        return value
    }

    static func optionalNumber(_ json: InspectorJSON, _ field: String) throws -> Double? {
        guard let value = json[field], value != .null else { return nil }
        guard let number = value.numberValue, number.isFinite else { throw InspectorError.invalid(field, "a number") }
        return number
    }
}

/// Server messages: every one is an object starting with `"v": 1` and its `"type"`.
enum ServerMessage {
    static func make(_ type: String, _ fields: [InspectorJSON.Field]) -> InspectorJSON {
        .object(
            [
                InspectorJSON.Field("v", .int(InspectorLimits.protocolVersion)),
                InspectorJSON.Field("type", .string(type)),
            ] + fields)
    }

    static func error(_ error: InspectorError, re: InspectorJSON?) -> InspectorJSON {
        var fields = [
            InspectorJSON.Field("code", .string(error.code)), InspectorJSON.Field("message", .string(error.message)),
        ]
        if let field = error.field { fields.append(InspectorJSON.Field("field", .string(field))) }
        if let re { fields.append(InspectorJSON.Field("re", re)) }
        return make("error", fields)
    }
}
