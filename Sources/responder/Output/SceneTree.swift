import Foundation
import ResponderKit
import ResponderKitDemoScenes

/// The lines that describe a demo scene's hierarchy, one view per line, indented by depth: its name
/// (`accessibilityIdentifier`, else its class), its frame, the scene's remark about it, and its gesture
/// recognizers on the lines after it.
@MainActor
///
/// `recognizerName` names a recognizer (default its `name`, else "unnamed"); `descendsInto` says whether
/// a view's subviews are listed (default always; the list part stops at cells); `listsRecognizers` whether
/// its recognizers are (default always; the text part summarizes the text controls' own).
func sceneTreeLines(
    _ view: UIView, depth: Int = 0, frame: (UIView) -> CGRect = { $0.frame },
    recognizerName: (UIGestureRecognizer) -> String = { $0.name ?? "unnamed" },
    descendsInto: (UIView) -> Bool = { _ in true },
    listsRecognizers: (UIView) -> Bool = { _ in true },
    remark: (UIView) -> String?
) -> [String] {
    let indent = String(repeating: "  ", count: depth)
    let name = view.accessibilityIdentifier ?? "\(type(of: view))"
    var lines = [indent + "\(name) \(format(frame(view)))" + (remark(view).map { ": \($0)" } ?? "")]
    for recognizer in listsRecognizers(view) ? view.gestureRecognizers ?? [] : [] {
        lines.append(indent + "  recognizer \(recognizerName(recognizer)) (\(type(of: recognizer)))")
    }
    guard descendsInto(view) else { return lines }
    for subview in view.subviews {
        lines += sceneTreeLines(
            subview, depth: depth + 1, frame: frame, recognizerName: recognizerName, descendsInto: descendsInto,
            listsRecognizers: listsRecognizers, remark: remark)
    }
    return lines
}
