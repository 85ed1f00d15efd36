import Foundation

/// The edges of a rectangle, with UIKit's raw values.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that must start at an edge of the window (behaviour 5.4). Continuous.
///
/// The first touch must go down within ``edgeRegion`` of one of ``edges`` (window coordinates);
/// otherwise the recognizer fails at once. Touches beyond the first are ignored. With the default
/// empty `edges` it never begins.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from. Default none; set it before attaching the recognizer.
    open var edges: UIRectEdge = []
    /// How close to the edge the first touch must land (EMP 20 pt).
    open var edgeRegion: CGFloat = GestureConstants.screenEdgeRegion

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let first = trackedTouches.first else { return }
        for touch in touches where touch !== first { ignore(touch, for: event) }
        guard touches.contains(first), state == .possible else { return }
        guard startsAtEdge(first) else {
            explain(
                lazily:
                    "the touch began at \(DispatchLog.format(first.location(in: nil))), not within "
                    + "\(edgeRegion.formatted4) pt of a configured edge")
            state = .failed
            return
        }
        super.touchesBegan([first], with: event)
    }

    private func startsAtEdge(_ touch: UITouch) -> Bool {
        guard let window = touch.window else { return false }
        let point = touch.location(in: nil)
        let bounds = window.bounds
        if edges.contains(.left), point.x - bounds.minX <= edgeRegion { return true }
        if edges.contains(.right), bounds.maxX - point.x <= edgeRegion { return true }
        if edges.contains(.top), point.y - bounds.minY <= edgeRegion { return true }
        if edges.contains(.bottom), bounds.maxY - point.y <= edgeRegion { return true }
        return false
    }
}
