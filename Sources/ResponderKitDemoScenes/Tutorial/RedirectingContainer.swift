import Foundation
import ResponderKit

/// A strip whose left and right ends send their touches to the view in the middle, as a slider
/// track or a segmented bar does to make its ends easy to hit.
///
/// It overrides `hitTest(_:with:)`, the other way (besides `point(inside:with:)`) to change who gets a
/// touch (behaviour 1.1).
public final class RedirectingContainer: TracingView {
    /// Width of each side strip whose touches go to ``centre``.
    public let sideStripWidth: CGFloat = 60
    /// The view that receives the touches of the side strips.
    public let centre: TracingView

    /// Creates a container named `name` holding `centre`, noting its callbacks in `log`.
    public init(_ name: String, frame: CGRect, centre: TracingView, log: CallbackLog) {
        self.centre = centre
        super.init(name, frame: frame, log: log)
        addSubview(centre)
    }

    /// The demo builds its views in code; there is no archive to decode.
    public required init?(coder: NSCoder) { nil }

    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // The default walk runs first, so a hidden or disabled container still refuses touches and a
        // touch on a subview still goes to that subview. Only a touch that would land on the
        // container itself is redirected.
        let hit = super.hitTest(point, with: event)
        guard hit === self, let strip = sideStrip(containing: point) else { return hit }
        // Recording here is for the demo only: UIKit may call hitTest more than once per touch, so a
        // real override keeps it free of side effects.
        callbackLog.recordDecision(
            name, "hitTest: \(format(point)) is in the \(strip) side strip, returns \(centre.name) instead of itself")
        return centre
    }

    private func sideStrip(containing point: CGPoint) -> String? {
        guard self.point(inside: point, with: nil) else { return nil }
        if point.x < bounds.minX + sideStripWidth { return "left" }
        if point.x >= bounds.maxX - sideStripWidth { return "right" }
        return nil
    }
}
