import Foundation
import ResponderKit
import ResponderKitInput
import Testing

/// Replays a recording through ``PointerDeviceTranslator`` and sums up what came out: clicks, scroll
/// sequences, transforms, swipes, the pointer's path, and whatever was left open.
package struct PointerReplay {
    package struct Click: Equatable {
        package var button: UIEvent.ButtonMask
        package var start: TimeInterval
        package var end: TimeInterval
    }

    package struct ScrollRun {
        package var kind: ScrollInput.Kind
        package var isMomentum: Bool
        package var delta = CGVector.zero
        /// The distance travelled along each axis (the sum of the steps' absolute values).
        package var path = CGVector.zero
        package var steps = 0
        package var ended = false
    }

    package var outputs: [PointerDeviceOutput] = []
    package var warnings: [PointerDeviceWarning] = []
    package var deviceClass: InputDeviceClass
    package var lostContacts = 0
    package var screen: CGRect

    /// Replays `events` of `device` over `screen`, draining the deadlines after the last event.
    package init(
        device: InputDeviceDescription, events: [EvdevEvent],
        screen: CGRect = CGRect(x: 0, y: 0, width: 1024, height: 768),
        configuration: TouchpadPointer.Configuration? = nil
    ) throws {
        self.screen = screen
        var translator = try #require(
            PointerDeviceTranslator(
                description: device, screen: screen, startTime: 100,
                touchpadConfiguration: configuration))
        deviceClass = translator.deviceClass
        warnings = translator.warnings
        for event in events { outputs += translator.consume(event) }
        // Drain the deadlines (tap releases, kinetic steps) on the clock, then end the stream.
        var guardCount = 0
        while let deadline = translator.nextDeadline, guardCount < 10_000 {
            outputs += translator.advance(to: deadline)
            guardCount += 1
        }
        outputs += translator.deviceRemoved()
        lostContacts = translator.decoder.issues.filter(\.losesContacts).count
    }

    /// Loads a fixture recording (`folder/file`, with `description` from the same folder) and replays it.
    package init(
        _ folder: String, _ file: String, description: String? = nil,
        configuration: TouchpadPointer.Configuration? = nil
    ) throws {
        let recording = try Recording.load(
            path: RealDeviceCorpus.path(folder, file),
            description: description.map { RealDeviceCorpus.path(folder, $0) })
        try self.init(device: recording.device, events: recording.events, configuration: configuration)
    }

    package var pointers: [PointerInput] { outputs.compactMap { if case .pointer(let p) = $0 { p } else { nil } } }
    package var scrolls: [ScrollInput] { outputs.compactMap { if case .scroll(let s) = $0 { s } else { nil } } }
    package var transforms: [TransformInput] {
        outputs.compactMap { if case .transform(let t) = $0 { t } else { nil } }
    }
    package var swipes: [SystemSwipeInput] {
        outputs.compactMap { if case .systemSwipe(let s) = $0 { s } else { nil } }
    }

    /// Every click: a press of a button to its release.
    package var clicks: [Click] {
        var result: [Click] = []
        var held: [Int: TimeInterval] = [:]
        var previous: UIEvent.ButtonMask = []
        for pointer in pointers {
            for bit in 0..<8 {
                let mask = UIEvent.ButtonMask(rawValue: 1 << bit)
                if pointer.buttons.contains(mask) && !previous.contains(mask) { held[bit] = pointer.timestamp }
                if !pointer.buttons.contains(mask) && previous.contains(mask), let start = held.removeValue(forKey: bit)
                {
                    result.append(Click(button: mask, start: start, end: pointer.timestamp))
                }
            }
            previous = pointer.buttons
        }
        return result
    }

    /// Whether a button is still down after the replay.
    package var buttonsStuck: Bool { !(pointers.last?.buttons.isEmpty ?? true) }

    /// The continuous scroll runs (fingers, then momentum) and the discrete steps, each its own run.
    package var scrollRuns: [ScrollRun] {
        var runs: [ScrollRun] = []
        var open: ScrollRun?
        for scroll in scrolls {
            if scroll.kind == .discrete {
                runs.append(
                    ScrollRun(
                        kind: .discrete, isMomentum: false, delta: scroll.delta,
                        path: CGVector(dx: abs(scroll.delta.dx), dy: abs(scroll.delta.dy)), steps: 1, ended: true))
                continue
            }
            if scroll.phase == .began {
                if let run = open { runs.append(run) }
                open = ScrollRun(kind: .continuous, isMomentum: scroll.isMomentum)
            }
            open?.delta.dx += scroll.delta.dx
            open?.delta.dy += scroll.delta.dy
            open?.path.dx += abs(scroll.delta.dx)
            open?.path.dy += abs(scroll.delta.dy)
            open?.steps += 1
            if scroll.phase == .ended || scroll.phase == .cancelled {
                open?.ended = true
                if let run = open { runs.append(run) }
                open = nil
            }
        }
        if let run = open { runs.append(run) }
        return runs
    }

    /// Whether every continuous scroll, transform and swipe that began also ended.
    package var gesturesBalanced: Bool {
        scrollRuns.allSatisfy(\.ended)
            && transforms.filter { $0.phase == .began }.count
                == transforms.filter { $0.phase == .ended || $0.phase == .cancelled }.count
            && swipes.filter { $0.phase == .began }.count
                == swipes.filter { $0.phase == .ended || $0.phase == .cancelled }.count
    }

    /// Whether every pointer location stayed on the screen.
    package var staysOnScreen: Bool {
        pointers.allSatisfy { screen.contains($0.location) }
    }

    /// The pointer's travel: last location minus first.
    package var travel: CGVector {
        guard let first = pointers.first?.location, let last = pointers.last?.location else { return .zero }
        return CGVector(dx: last.x - first.x, dy: last.y - first.y)
    }

    /// A one-line summary for diagnostics.
    package var summary: String {
        let clickText = clicks.map {
            "\($0.button.rawValue)@\(String(format: "%.3f", $0.start))-\(String(format: "%.3f", $0.end))"
        }
        let runText = scrollRuns.map {
            "\($0.kind == .discrete ? "d" : ($0.isMomentum ? "m" : "c"))(\(Int($0.delta.dx)),\(Int($0.delta.dy)))x\($0.steps)"
        }
        return
            "\(deviceClass) clicks \(clickText) scrolls \(runText) transforms \(transforms.count) swipes \(swipes.map { "\($0.fingers)\($0.direction)\($0.phase)" }) "
            + "pointers \(pointers.count) travel (\(Int(travel.dx)), \(Int(travel.dy))) stuck \(buttonsStuck) balanced \(gesturesBalanced) lost \(lostContacts) warnings \(warnings.count)"
    }
}
