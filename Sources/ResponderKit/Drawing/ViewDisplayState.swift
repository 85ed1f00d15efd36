import Foundation

/// The drawing state of a view whose class overrides ``UIView/draw(_:)`` (behaviour 21.1). Views of other
/// classes have none, so they pay nothing for drawing.
final class ViewDisplayState {
    /// Whether the view is drawn in the next display pass it takes part in. A view is drawn when it is
    /// first shown, so this starts true.
    var needsDisplay = true
    /// The part of the bounds marked by `setNeedsDisplay(_:)`; nil when the whole bounds are.
    var dirtyRect: CGRect?
    /// Whether the view is in its application's display queue.
    var isQueued = false
    /// Whether the view waits, hidden, in its application's parked list until a view is shown again.
    var isParked = false
    /// What the view drew the last time it was drawn.
    var lastDrawing: ViewDrawing?

    /// Adds `rect` (nil: the whole bounds) to what needs drawing.
    func mark(_ rect: CGRect?) {
        if !needsDisplay {
            needsDisplay = true
            dirtyRect = rect
        } else if let marked = dirtyRect {
            dirtyRect = rect.map { marked.union($0) }
        }
    }

    /// The rectangle to pass to `draw(_:)` for `bounds`, clearing the mark.
    func takeRect(in bounds: CGRect) -> CGRect {
        let rect = dirtyRect.map { $0.intersection(bounds) } ?? bounds
        needsDisplay = false
        dirtyRect = nil
        return rect
    }
}

/// A view waiting for a display pass, held weakly: a view released meanwhile is skipped.
struct DisplayQueueEntry {
    weak var view: UIView?
}
