import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The display pass (behaviour 21.1; Apple's `draw(_:)`, `setNeedsDisplay()` and `setNeedsDisplay(_:)`
/// pages): a view whose class overrides ``UIView/draw(_:)`` is drawn when it is first shown in a window and
/// after each mark, once per pass however many marks were made, in the pass that follows the run loop's
/// layout pass. A hidden view (or one under a hidden ancestor) keeps its mark until it is shown. Views of
/// classes that do not override `draw(_:)` have no display state: marking them does nothing, and nothing
/// about them is queued or checked.
extension UIView {
    /// What the view drew the last time the display pass called its ``draw(_:)``; nil until then, and
    /// always for a class that does not override `draw(_:)`. ResponderKit's own property, for tests and
    /// the inspector.
    public var lastDrawing: ViewDrawing? { displayState?.lastDrawing }

    /// Adds `rect` (nil: the whole bounds) to what needs drawing, and queues the view if it is in a window.
    func markNeedsDisplay(in rect: CGRect?) {
        guard let state = displayState else { return }
        state.mark(rect)
        queueForDisplay()
    }

    /// Queues the view with its window's application, unless it is already queued or in no window.
    func queueForDisplay() {
        guard let state = displayState, state.needsDisplay, !state.isQueued, let application = window?.application
        else { return }
        state.isQueued = true
        application.displayQueue.append(DisplayQueueEntry(view: self))
    }

    /// The view moved into a window (or out of one): a view still to be drawn is queued there.
    func displayDidMoveToWindow() {
        if displayState != nil { queueForDisplay() }
    }

    /// The bounds size changed: a view with ``ContentMode/redraw`` is drawn again; a view not drawn yet
    /// (it had no area) is queued again.
    func displayBoundsSizeDidChange() {
        guard displayState != nil else { return }
        if contentMode == .redraw { setNeedsDisplay() } else { queueForDisplay() }
    }

    /// Whether the view or one of its ancestors is hidden.
    var isHiddenInHierarchy: Bool {
        var current: UIView? = self
        while let view = current {
            if view.isHidden { return true }
            current = view.superview
        }
        return false
    }

    /// Calls ``draw(_:)`` with a fresh context current, and keeps what it drew. A view without area is
    /// not drawn and keeps its mark (it is queued again when its size changes).
    func display(_ state: ViewDisplayState) {
        let bounds = self.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        let rect = state.takeRect(in: bounds)
        guard !rect.isEmpty, let context = CGContext.forDrawing(bounds, scale: window?.screen.scale ?? 1) else {
            return
        }
        withCurrentGraphicsContext(context) { draw(rect) }
        state.lastDrawing = ViewDrawing(rect: rect, record: context.drawingRecord)
    }
}

extension UIApplication {
    /// Whether a display pass has anything to do. Checked by the run loop after each layout pass.
    var isDisplayPending: Bool { !displayQueue.isEmpty }

    /// Draws every queued view that still needs it, in the order they were queued. A view out of a window
    /// waits until it enters one; a hidden one waits, parked, until a view is shown. Views marked during
    /// the pass wait for the next pass, so a `draw(_:)` that marks its view cannot hang the run loop.
    func performDisplayPass() {
        guard !displayQueue.isEmpty else { return }
        var queued = displayQueueScratch
        swap(&queued, &displayQueue)
        for entry in queued {
            guard let view = entry.view, let state = view.displayState else { continue }
            state.isQueued = false
            guard state.needsDisplay, let window = view.window else { continue }
            guard window.application === self else {
                // The window moved to another application while the view was queued: its pass draws it.
                view.queueForDisplay()
                continue
            }
            if view.isHiddenInHierarchy {
                if !state.isParked {
                    state.isParked = true
                    parkedDisplays.append(entry)
                }
                continue
            }
            view.display(state)
        }
        queued.removeAll(keepingCapacity: true)
        displayQueueScratch = queued
    }

    /// A view was shown: the views parked because they were hidden are queued again (those still hidden
    /// are parked again by the pass).
    func unparkDisplays() {
        let parked = parkedDisplays
        parkedDisplays.removeAll()
        for entry in parked {
            guard let view = entry.view, let state = view.displayState else { continue }
            state.isParked = false
            view.queueForDisplay()
        }
    }
}

extension CGContext {
    /// A context for drawing `bounds` (the coordinates `draw(_:)` draws in): headless, one that records;
    /// with CoreGraphics, a bitmap of the bounds at `scale`, flipped so that its origin is at the top left.
    static func forDrawing(_ bounds: CGRect, scale: CGFloat) -> CGContext? {
        #if canImport(CoreGraphics)
        let width = max(1, Int((bounds.width * scale).rounded(.up)))
        let height = max(1, Int((bounds.height * scale).rounded(.up)))
        guard
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        return context
        #else
        let context = CGContext()
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        return context
        #endif
    }

    /// What was drawn into the context: headless, its record; with CoreGraphics, nothing (it rasterized).
    var drawingRecord: DrawingRecord {
        #if canImport(CoreGraphics)
        DrawingRecord()
        #else
        record
        #endif
    }
}
