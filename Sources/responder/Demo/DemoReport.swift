import Foundation
import ResponderKit
import ResponderKitDemoScenes

/// Prints the demo for a reader who has not seen its code: the scene, then for each step the hit-test
/// walk, the responder chain the touch methods travelled and what the views themselves recorded.
@MainActor
struct DemoReport {
    let scene: TutorialScene
    let showsHitTestWalk: Bool
    private var stepNumber = 0

    init(scene: TutorialScene, showsHitTestWalk: Bool) {
        self.scene = scene
        self.showsHitTestWalk = showsHitTestWalk
    }

    func printScene() {
        print("ResponderKit demo: how touches find their view and travel the responder chain")
        print("")
        print(
            "The scene (frames are (x, y, width, height) in the superview's coordinates; later siblings are in front):")
        let window = scene.window
        print(
            "  \(window.accessibilityIdentifier ?? "window") \(format(window.frame)), root view controller: UIViewController"
        )
        for view in window.subviews { printTree(view, depth: 2) }
        print("")
        print("How to read each step:")
        print(
            "  Hit-testing: every view the walk visits, frontmost sibling first, with the point in that view's coordinates."
        )
        print("    A hidden, transparent (alpha <= 0.01) or disabled view is skipped before its bounds are checked,")
        print("    which is why the three views in front of green show up in every walk.")
        print("  Touch methods along the responder chain: each call the window made on the hit view, and below it")
        print("    every default UIResponder implementation that passed the call on to the next responder.")
        print("  What the demo's views recorded: what the demo views' own overrides noticed.")
    }

    private func printTree(_ view: UIView, depth: Int) {
        for line in sceneTreeLines(view, depth: depth, remark: scene.remark(for:)) { print(line) }
    }

    mutating func printStep(_ step: DemoStep) {
        stepNumber += 1
        let entries = scene.dispatchLog.records.map(\.entry)
        print("")
        print("Step \(stepNumber). \(step.title)")
        print("   \(step.explanation)")
        printSection("Hit-testing", hitTestLines(entries))
        printSection("Touch methods along the responder chain", chainLines(entries))
        printSection("What the demo's views recorded", scene.callbacks.lines)
        let other = entries.filter(\.isUnusual).flatMap(DispatchLog.describe)
        if !other.isEmpty { printSection("Also recorded", other) }
    }

    /// The drag's outcome. `fingerDown` and `fingerUp` are screen points.
    func printDragResult(fingerDown: CGPoint, fingerUp: CGPoint) {
        let view = scene.draggable
        guard let superview = view.superview else { return }
        let down = superview.convert(fingerDown, from: nil), up = superview.convert(fingerUp, from: nil)
        print("")
        print(
            "After the drag, \(view.accessibilityIdentifier ?? "the image view") (points in its superview's coordinates):"
        )
        print(
            "  the finger went down at \(format(down)) and lifted at \(format(up)): it moved \(format(CGVector(dx: up.x - down.x, dy: up.y - down.y)))"
        )
        if let start = view.dragStartLocation, start != down {
            // Samples that arrive in the touch-down's display frame are delivered with touchesBegan.
            print(
                "  touchesBegan already reported the finger at \(format(start)) (a movement sample shared the touch-down's display frame),"
            )
            print(
                "    so the view followed the finger from there: \(format(CGVector(dx: up.x - start.x, dy: up.y - start.y)))"
            )
        }
        print("  transform translation: tx = \(format(view.transform.tx)), ty = \(format(view.transform.ty))")
        print("  frame: \(format(view.frame)), was \(format(scene.draggableStartFrame))")
    }

    private func hitTestLines(_ entries: [DispatchLog.Entry]) -> [String] {
        entries.flatMap { entry -> [String] in
            switch entry {
            case .hitTest: showsHitTestWalk ? DispatchLog.describe(entry) : []
            case .touchBegan: DispatchLog.describe(entry)
            default: []
            }
        }
    }

    /// Each delivery with the forwards it caused. A run of identical deliveries (a drag's moves) is
    /// printed once with a count, so the chain stays readable.
    private func chainLines(_ entries: [DispatchLog.Entry]) -> [String] {
        var groups: [[String]] = []
        for entry in entries {
            switch entry {
            case .delivered: groups.append(DispatchLog.describe(entry))
            case .forwarded: groups[groups.count - 1] += DispatchLog.describe(entry)
            default: break
            }
        }
        let application = DispatchLog.name(of: scene.app)
        var lines: [String] = []
        var index = 0
        while index < groups.count {
            var repeats = 1
            while index + repeats < groups.count, groups[index + repeats] == groups[index] { repeats += 1 }
            var group = groups[index]
            if repeats > 1 { group[0] += "  (x\(repeats), one per display frame)" }
            // The application has no delegate here, so it is the end of the chain.
            if group.last?.hasSuffix(" to \(application)") == true {
                group.append("  \(application) has no next responder: nobody handled these touches")
            }
            lines += group
            index += repeats
        }
        return lines
    }
}

extension DispatchLog.Entry {
    /// Entries that a smooth step doesn't produce: withheld, dropped or cancelled touches.
    fileprivate var isUnusual: Bool {
        switch self {
        case .withheld, .dropped, .touchesCancelled: true
        default: false
        }
    }
}
