import Foundation
import PropertyBased

// Random scenarios for the property-based tests (README, "Property-based tests"): a scene (windows,
// nested views, gesture recognizers with delegate answers and reactions) and a stream of hardware input
// with mutations of the scene between and inside callbacks. Everything is made of small integers that
// the runner (PropertyHarness.swift) interprets modulo the current number of windows, views and
// recognizers, so any value is valid and the library's shrinker can drop steps or move numbers towards
// 0 freely.
//
// Reproducing a failure: PropertyBased prints the failing (shrunk) scenario and a line such as
//   Add `.fixedSeed("aKPPWDEafU0CGMDYHef/ETcbYUyjWQvRVP1DTNy6qJk=")` to the Test to reproduce this issue.
// Add that trait to the failing `@Test(...)`, run `swift test --filter <TestName>`, and the same scenario
// runs once. `PropertyHarness.run(_:)` with `trace: true` prints the dispatch log of the run.

/// Something done to the scene: between input frames, or from inside a view's touch method or a
/// recognizer's action. `a` and `b` pick the objects concerned (modulo their current counts).
struct SceneMutation: Sendable, Equatable, CustomStringConvertible {
    enum Kind: Int, Sendable, CaseIterable {
        case removeView, moveView, addView, addRecognizer, removeRecognizer, disableRecognizer,
            enableRecognizer, hideWindow, showWindow, releaseWindow, addWindow, toggleViewHidden,
            toggleUserInteraction, resignAndBecomeActive, toggleIgnoringInteractionEvents
    }
    var kind: Kind
    var a: Int
    var b: Int

    var description: String { "\(kind)(\(a),\(b))" }

    static let generator = zip(Gen.int(in: 0...(Kind.allCases.count - 1)), Gen.int(in: 0...63), Gen.int(in: 0...63))
        .map { SceneMutation(kind: Kind(rawValue: $0.0)!, a: $0.1, b: $0.2) }
}

/// A view of the initial hierarchy.
struct ViewSpec: Sendable, Equatable, CustomStringConvertible {
    /// Index into the nodes created before it (the windows first, then the views); modulo their count.
    var parent: Int
    var frame: (x: Int, y: Int, width: Int, height: Int)
    /// Bits: 1 hidden, 2 user interaction off, 4 multiple touch, 8 exclusive touch, 16 scaled, 32 rotated.
    var flags: Int
    /// Done once: from the view's own touch method of this phase (0 began — a button's touchDown action —,
    /// 1 moved, 2 ended or cancelled), or from its gestureRecognizerShouldBegin (3; 4 also answers false
    /// from then on, vetoing every recognizer that asks, behaviour 4.3).
    var reaction: SceneMutation?
    var reactionPhase: Int
    /// 0...6 a plain view, 7...8 a button (behaviour 6), 9 a scroll view with scrollable content (behaviour 7).
    var kind: Int

    static func == (l: ViewSpec, r: ViewSpec) -> Bool {
        l.parent == r.parent && l.frame == r.frame && l.flags == r.flags && l.reaction == r.reaction
            && l.reactionPhase == r.reactionPhase && l.kind == r.kind
    }

    var description: String {
        "\(kind >= 9 ? "scrollView" : kind >= 7 ? "button" : "view")(parent \(parent), \(frame.x),\(frame.y) \(frame.width)x\(frame.height), flags \(flags)"
            + (reaction.map {
                ", on \(["began", "moved", "ended", "shouldBegin", "shouldBegin (refusing)"][reactionPhase]): \($0)"
            } ?? "") + ")"
    }

    static let generator = zip(
        Gen.int(in: 0...15), Gen.int(in: 0...300), Gen.int(in: 0...460), Gen.int(in: 20...320), Gen.int(in: 20...480),
        Gen.int(in: 0...255), SceneMutation.generator.optional(valueRate: 0.25), Gen.int(in: 0...4), Gen.int(in: 0...9)
    ).map { v in
        // Hidden and non-interactive views are rarer than the other flags (bits 1 and 2 need bit 64 and 128 too).
        var flags = v.5 & 0b111100
        if v.5 & 0b1000001 == 0b1000001 { flags |= 1 }
        if v.5 & 0b10000010 == 0b10000010 { flags |= 2 }
        return ViewSpec(
            parent: v.0, frame: (v.1, v.2, v.3, v.4), flags: flags, reaction: v.6, reactionPhase: v.7, kind: v.8)
    }
}

/// A gesture recognizer of the initial scene, or one added by a mutation.
struct RecognizerSpec: Sendable, Equatable, CustomStringConvertible {
    enum Kind: Int, Sendable, CaseIterable {
        case tap, doubleTap, longPress, pan, swipe, pinch, rotation, screenEdgePan, twoFingerTap, twoFingerPan, hover
        /// Discrete recognizers never begin or change (behaviour 4.3, 5.1, 5.5).
        var isDiscrete: Bool { self == .tap || self == .doubleTap || self == .swipe || self == .twoFingerTap }
    }
    /// Index into the nodes (windows, then views); modulo their count.
    var node: Int
    var kind: Kind
    /// Bits: 1 cancelsTouchesInView off, 2 delaysTouchesBegan on, 4 delaysTouchesEnded off,
    /// 8 delegate allows simultaneous recognition, 16+32 delegate refuses to begin (both bits),
    /// 64+128 delegate refuses touches (both bits), 256 delegate requires the previous recognizer to fail.
    var flags: Int
    /// `require(toFail:)` on the recognizer with this index (modulo), if any.
    var requiresToFail: Int?
    /// Done once: from the recognizer's action when it reaches this state (0 began/recognized, 1 changed,
    /// 2 ended or cancelled), or from its delegate when asked (3 gestureRecognizerShouldBegin,
    /// 4 shouldReceive touch, 5 shouldRecognizeSimultaneouslyWith, 6 shouldRequireFailureOf).
    var reaction: SceneMutation?
    var reactionState: Int

    var description: String {
        "\(kind)(on \(node), flags \(flags)" + (requiresToFail.map { ", requires \($0) to fail" } ?? "")
            + (reaction.map { ", on action \(reactionState): \($0)" } ?? "") + ")"
    }

    static let generator = zip(
        Gen.int(in: 0...15), Gen.int(in: 0...(Kind.allCases.count - 1)), Gen.int(in: 0...511),
        Gen.int(in: 0...15).optional(valueRate: 0.3), SceneMutation.generator.optional(valueRate: 0.3),
        Gen.int(in: 0...6)
    ).map {
        RecognizerSpec(
            node: $0.0, kind: Kind(rawValue: $0.1)!, flags: $0.2, requiresToFail: $0.3, reaction: $0.4,
            reactionState: $0.5)
    }
}

/// One step of input.
struct InputStep: Sendable, Equatable, CustomStringConvertible {
    enum Action: Sendable, Equatable {
        /// A finger goes down (or moves there if it is down).
        case down(finger: Int, x: Int, y: Int)
        /// A finger moves by (dx, dy), or to (x, y) when `absolute`.
        case move(finger: Int, dx: Int, dy: Int, absolute: Bool)
        /// A finger lifts.
        case up(finger: Int)
        /// Nothing happens for this many milliseconds (long press, tap and multi-tap deadlines fire).
        case wait(milliseconds: Int)
        /// The input source is lost: every touch is cancelled (behaviour 2.3).
        case cancelAll
        /// The scene changes between frames.
        case mutate(SceneMutation)
        /// A recognizable gesture made of several frames with new fingers at (x, y): 0 a tap, 1 a drag,
        /// 2 a hold past the long-press duration, 3 a two-finger pinch, 4 a two-finger rotation, 5 a
        /// quick swipe, 6 a drag from the screen's left edge, 7 a pointer hovering along a path (behaviour 5.8).
        /// The fingers lift at the end when `size` is even (always for the tap and the swipe); otherwise
        /// later steps lift them. The pointer leaves when `size` is even.
        case gesture(kind: Int, x: Int, y: Int, size: Int)
    }
    var action: Action
    /// Milliseconds since the previous step (several frames in one display frame are coalesced, behaviour 9).
    var delay: Int
    /// Whether the run loop runs right after this step (otherwise the frame stays queued with the next ones).
    var runs: Bool

    var description: String { "\(action)+\(delay)ms\(runs ? "" : " queued")" }

    static let generator = zip(
        Gen.int(in: 0...99), Gen.int(in: 0...3), Gen.int(in: 0...319), Gen.int(in: 0...479),
        Gen.int(in: 0...63)
    )
    .map { v -> InputStep in
        let (k, finger, x, y, arg) = v
        let action: Action
        switch k {
        case ..<20: action = .down(finger: finger, x: x, y: y)
        case ..<30: action = .move(finger: finger, dx: (x - 160) / 3, dy: (y - 240) / 4, absolute: arg % 5 == 0)
        // Small moves: within tap (45 pt) and long-press (10 pt) tolerances, around pan hysteresis (10 pt).
        case ..<40: action = .move(finger: finger, dx: x % 13 - 6, dy: y % 13 - 6, absolute: false)
        case ..<60: action = .up(finger: finger)
        case ..<69: action = .wait(milliseconds: arg * 15)
        case ..<73: action = .cancelAll
        case ..<88: action = .gesture(kind: (finger * 64 + arg) % 8, x: x, y: y, size: arg)
        default:
            action = .mutate(
                SceneMutation(
                    kind: SceneMutation.Kind(rawValue: arg % SceneMutation.Kind.allCases.count)!,
                    a: x, b: y))
        }
        return InputStep(action: action, delay: [0, 8, 16, 40][arg % 4], runs: arg % 3 != 0)
    }
}

/// How many scenarios each property runs: `base`, times the `PROPERTY_RUNS_SCALE` environment
/// variable when set (a soak run: `PROPERTY_RUNS_SCALE=20 swift test --filter Properties`).
func propertyRuns(_ base: Int) -> Int {
    guard let text = ProcessInfo.processInfo.environment["PROPERTY_RUNS_SCALE"], let scale = Double(text), scale > 0
    else { return base }
    return max(1, Int(Double(base) * scale))
}

/// A whole scenario.
struct Scenario: Sendable, Equatable, CustomStringConvertible {
    /// 1...3 windows, each a random frame (index 0 covers the screen).
    var windowCount: Int
    var views: [ViewSpec]
    var recognizers: [RecognizerSpec]
    var steps: [InputStep]

    var description: String {
        "Scenario(windows: \(windowCount),\n  views: \(views),\n  recognizers: \(recognizers),\n  steps: \(steps))"
    }

    /// Scenarios with up to `maxViews` views, `maxRecognizers` recognizers and `maxSteps` steps.
    static func generator(maxViews: Int = 10, maxRecognizers: Int = 8, maxSteps: Int = 60)
        -> Generator<Scenario, some SendableSequenceType>
    {
        zip(
            Gen.int(in: 1...3), ViewSpec.generator.array(of: 0...maxViews),
            RecognizerSpec.generator.array(of: 0...maxRecognizers), InputStep.generator.array(of: 1...maxSteps)
        )
        .map { Scenario(windowCount: $0.0, views: $0.1, recognizers: $0.2, steps: $0.3) }
    }
}
