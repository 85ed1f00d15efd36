import Foundation
import ResponderKit

/// Turns dispatch-log records into the `events` of docs/inspector-protocol.md 1.4.
@MainActor
enum InspectorEvents {
    static func method(_ phase: UITouch.Phase) -> String {
        phase.touchesMethod.rawValue
    }

    /// The kind and fields of one record (without `seq`, `time`, `text`).
    static func fields(of entry: DispatchLog.Entry, scene: InspectorScene) -> (
        kind: String, fields: [InspectorJSON.Field]
    ) {
        typealias F = InspectorJSON.Field
        func ints(_ values: [Int]) -> InspectorJSON { .array(values.map { .int($0) }) }
        switch entry {
        case let .hitTest(touch, window, point, steps, result):
            let walk = steps.map(step)
            let chain = result.map { scene.responderChain(from: $0) } ?? []
            return (
                "hitTest",
                [
                    F("touch", .int(touch)), F("window", .string(window)), F("point", .point(point)),
                    F("steps", .array(walk)), F("hitView", .string(result)),
                    F("responderChain", .array(chain.map { .string($0) })),
                ]
            )
        case let .touchBegan(touch, view, window, tapCount, location):
            return (
                "touchBegan",
                [
                    F("touch", .int(touch)), F("view", .string(view)), F("window", .string(window)),
                    F("tapCount", .int(tapCount)), F("point", .point(location)),
                ]
            )
        case let .delivered(phase, view, touches, note):
            return (
                "callback",
                [
                    F("view", .string(view)), F("method", .string(method(phase))), F("touches", ints(touches)),
                    F("via", "window"), F("note", .string(note)),
                ]
            )
        case let .forwarded(phase, from, to, count):
            return (
                "callback",
                [
                    F("view", .string(to)), F("method", .string(method(phase))), F("touchCount", .int(count)),
                    F("via", "forwarded"), F("from", .string(from)),
                ]
            )
        case let .withheld(touch, view, reason):
            return (
                "withheld",
                [F("touch", .int(touch)), F("view", .string(view)), F("reason", .string(reason.description))]
            )
        case let .dropped(contact, reason):
            return ("dropped", [F("contact", .int(contact)), F("reason", .string(reason.description))])
        case let .touchesCancelled(touches, reason):
            return ("cancelled", [F("touches", ints(touches)), F("reason", .string(reason.description))])
        case let .participants(touch, recognizers):
            return (
                "participants", [F("touch", .int(touch)), F("recognizers", .array(recognizers.map { .string($0) }))]
            )
        case let .gestureState(recognizer, from, to, cause):
            return (
                "gestureState",
                [
                    F("recognizer", .string(recognizer)), F("from", .string("\(from)")),
                    F("to", .string("\(to)")), F("cause", .string(cause?.description)),
                ]
            )
        case let .gestureWaiting(recognizer, other):
            return ("gestureWaiting", [F("recognizer", .string(recognizer)), F("waitingFor", .string(other))])
        case let .gestureReset(recognizer):
            return ("gestureReset", [F("recognizer", .string(recognizer))])
        case let .illegalTransition(recognizer, from, to):
            return (
                "illegalTransition",
                [
                    F("recognizer", .string(recognizer)), F("from", .string("\(from)")),
                    F("to", .string("\(to)")),
                ]
            )
        case let .viewTouchesCancelled(touches, recognizer):
            return (
                "cancelled",
                [
                    F("touches", ints(touches)), F("recognizer", .string(recognizer)),
                    F("reason", .string("\(recognizer) recognized and cancelsTouchesInView is on")),
                ]
            )
        case let .touchHeld(touch, phase, recognizer):
            return (
                "held",
                [F("touch", .int(touch)), F("phase", .string("\(phase)")), F("recognizer", .string(recognizer))]
            )
        case let .touchReleased(touch, phase):
            return ("released", [F("touch", .int(touch)), F("phase", .string("\(phase)"))])
        case let .touchDiscarded(touch, recognizer):
            return ("discarded", [F("touch", .int(touch)), F("recognizer", .string(recognizer))])
        case let .pointerEvent(type, device, summary):
            return (
                "pointerEvent",
                [
                    F("eventType", .string("\(type)")), F("device", .string(device)),
                    F("summary", .string(summary)),
                ]
            )
        case let .listTouch(list, touch, item, outcome, kind):
            return (
                "listTouch",
                [
                    F("list", .string(list)), F("touch", .int(touch)), F("item", ints(Array(item))),
                    F("itemKind", .string(kind.rawValue)),
                    F("outcome", .string(outcome.explanation(item: item, kind: kind))),
                ]
            )
        case let .dragAndDrop(event):
            return ("dragAndDrop", [F("summary", .string(event.description))])
        case let .textInteraction(event):
            return ("textInteraction", [F("summary", .string(event.description))])
        case let .keyPress(event):
            return ("keyPress", [F("summary", .string(event.description))])
        }
    }

    static func step(_ step: HitTestStep) -> InspectorJSON {
        let outcome: String
        var reason: String?
        switch step.outcome {
        case .inside: outcome = "inside"
        case .outside: outcome = "outside"
        case .chosen: outcome = "chosen"
        case .skipped(let why):
            outcome = "skipped"
            switch why {
            case .hidden: reason = "hidden"
            case .userInteractionDisabled: reason = "userInteractionDisabled"
            case .transparent: reason = "transparent"
            case .animating: reason = "animating"
            }
        }
        return .object([
            "view": .string(step.view), "depth": .int(step.depth), "point": .point(step.point),
            "outcome": .string(outcome), "reason": reason.map { .string($0) }, "text": .string(step.description),
        ])
    }

    /// The `input` event for a hardware input.
    static func input(_ input: HardwareInput) -> (fields: [InspectorJSON.Field], text: String) {
        switch input {
        case .digitizer(let frame):
            let contacts = frame.contacts.map { contact -> InspectorJSON in
                .object([
                    "id": .int(contact.id), "x": .number(contact.location.x), "y": .number(contact.location.y),
                    "state": .string("\(contact.state)"), "force": .number(contact.force),
                    "type": .string("\(contact.type)"),
                ])
            }
            let text = frame.contacts.map {
                "contact \($0.id) \($0.state) at (\(InspectorJSON.format(Double($0.location.x))), "
                    + "\(InspectorJSON.format(Double($0.location.y))))"
            }.joined(separator: "; ")
            return ([InspectorJSON.Field("contacts", .array(contacts))], "input: " + text)
        case .cancelAllContacts:
            return ([InspectorJSON.Field("cancelAll", true)], "input: every contact cancelled (input source lost)")
        case .pointer(let pointer):
            let x = InspectorJSON.format(Double(pointer.location.x)),
                y = InspectorJSON.format(Double(pointer.location.y))
            return (
                [
                    InspectorJSON.Field(
                        "pointer",
                        .object([
                            "x": .number(pointer.location.x), "y": .number(pointer.location.y),
                            "buttons": .int(pointer.buttons.rawValue),
                            "device": .string(pointer.device.rawValue),
                        ]))
                ],
                "input: \(pointer.device.rawValue) pointer at (\(x), \(y))"
                    + (pointer.buttons.isEmpty
                        ? ", hovering" : ", buttons 0x\(String(pointer.buttons.rawValue, radix: 16))")
            )
        case .scroll(let scroll):
            return (
                [
                    InspectorJSON.Field(
                        "scroll",
                        .object([
                            "dx": .number(scroll.delta.dx), "dy": .number(scroll.delta.dy),
                            "kind": .string(scroll.kind.rawValue),
                            "phase": .string(scroll.phase.rawValue),
                        ]))
                ],
                "input: \(scroll.kind.rawValue) scroll \(scroll.phase.rawValue) by (\(InspectorJSON.format(Double(scroll.delta.dx))), "
                    + "\(InspectorJSON.format(Double(scroll.delta.dy))))"
            )
        case .transform(let transform):
            return (
                [
                    InspectorJSON.Field(
                        "transform",
                        .object([
                            "scale": .number(transform.scale),
                            "rotation": .number(transform.rotation),
                            "phase": .string(transform.phase.rawValue),
                        ]))
                ],
                "input: transform \(transform.phase.rawValue) scale \(InspectorJSON.format(Double(transform.scale))) "
                    + "rotation \(InspectorJSON.format(Double(transform.rotation))) rad"
            )
        case .key(let key):
            let direction = key.transition == .down ? "down" : "up"
            let characters = key.characters.map { " (\($0.debugDescription))" } ?? ""
            return (
                [
                    InspectorJSON.Field(
                        "key",
                        .object([
                            "usage": .int(key.keyCode.rawValue), "transition": .string(direction),
                            "modifierFlags": .int(key.modifierFlags.rawValue), "characters": .string(key.characters),
                        ]))
                ],
                "input: key 0x\(String(key.keyCode.rawValue, radix: 16)) \(direction)\(characters)"
            )
        default:
            return ([], "input: \(input)")
        }
    }
}
