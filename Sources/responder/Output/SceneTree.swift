import Foundation
import ResponderKit
import ResponderKitDemoScenes

/// The lines that describe a demo scene's hierarchy, one view per line, indented by depth: its name
/// (`accessibilityIdentifier`, else its class), its frame, the scene's remark about it, and its gesture
/// recognizers on the lines after it.
@MainActor
func sceneTreeLines(
    _ view: UIView, depth: Int = 0, frame: (UIView) -> CGRect = { $0.frame },
    remark: (UIView) -> String?
) -> [String] {
    let indent = String(repeating: "  ", count: depth)
    let name = view.accessibilityIdentifier ?? "\(type(of: view))"
    var lines = [indent + "\(name) \(format(frame(view)))" + (remark(view).map { ": \($0)" } ?? "")]
    for recognizer in view.gestureRecognizers ?? [] {
        lines.append(indent + "  recognizer \(recognizer.name ?? "unnamed") (\(type(of: recognizer)))")
    }
    for subview in view.subviews {
        lines += sceneTreeLines(subview, depth: depth + 1, frame: frame, remark: remark)
    }
    return lines
}
