import ResponderKitHammer

/// A view that keeps every touch method call it receives, with the phases of the touches it was given, for
/// the generator's tests.
@MainActor
final class TouchLogView: UIView {
    /// One call: the method and the phase of each touch, in the order of `event.allTouches`.
    private(set) var calls: [String] = []
    private(set) var lastTouches: [UITouch] = []

    private func record(_ method: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        calls.append("\(method)(\(touches.count))")
        lastTouches = Array(touches)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event)
    }
}

/// A view of `width` × `height` points, pinned to that size by constraints, as Hammer's tests size views.
@MainActor
func sized<View: UIView>(_ view: View, width: CGFloat, height: CGFloat) -> View {
    view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: height),
    ])
    return view
}
