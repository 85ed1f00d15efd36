import Foundation

/// Layout passes (docs/decisions.md, "Layout passes"; Apple's `setNeedsLayout()`, `layoutIfNeeded()` and
/// `layoutSubviews()` pages).
///
/// A view is marked as needing layout when it is added to a superview (it and the superview), when a
/// subview is removed (the superview), when its bounds size changes (it and its superview) and when
/// ``setNeedsLayout()`` is called. Marking also flags every ancestor up to the window (so a pass only
/// walks the branches that need it) and queues the window with its application; the application's run
/// loop lays out queued windows before it dispatches each queued input (so hit-testing sees the layout)
/// and when it finishes a run (a display frame). When nothing is marked, that costs one check of an
/// empty list.
extension UIView {
    /// Marks this view's ancestors as leading to a view that needs layout, and queues the window at the
    /// top with its application. Stops at the first ancestor already marked: the ones above it are
    /// marked too (marks are only cleared top-down).
    func markAncestorsForLayout() {
        var current: UIView = self
        while let parent = current.superview {
            if parent.descendantNeedsLayout { return }
            parent.descendantNeedsLayout = true
            current = parent
        }
        if let window = current as? UIWindow, !window.isQueuedForLayout {
            window.application?.windowNeedsLayout(window)
        }
    }

    /// Lays out this view if it is marked, then the marked branches below it.
    func layoutSubtree() {
        // A `layoutIfNeeded()` on the view from inside its own layout callbacks does nothing: the
        // layout in progress covers it (and it would otherwise recurse without end).
        guard !isLayingOut else { return }
        if needsLayout {
            // Cleared after as well as before: marks made while the view lays itself out (resizing a
            // subview marks it) are satisfied by this layout rather than repeated in the next pass.
            needsLayout = false
            isLayingOut = true
            let controller = owningViewController
            controller?.viewWillLayoutSubviews()
            prepareForLayoutSubviews()
            layoutSubviews()
            needsLayout = false
            controller?.viewDidLayoutSubviews()
            isLayingOut = false
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        // By index: `layoutSubviews()` may add or remove subviews; a view added during the pass is
        // marked (and so marks this view again), and one the walk misses is laid out in the next pass.
        var index = 0
        while index < subviews.count {
            let subview = subviews[index]
            if subview.needsLayout || subview.descendantNeedsLayout { subview.layoutSubtree() }
            index += 1
        }
    }

    /// The bounds size changed: subviews autoresize, and the view and its superview need layout (as
    /// UIKit marks them).
    func boundsSizeDidChange(from oldSize: CGSize) {
        if storedLayoutState != nil { translatedFrameDidChange() }
        autoresizeSubviews(from: oldSize)
        setNeedsLayout()
        superview?.setNeedsLayout()
        displayBoundsSizeDidChange()
    }
}

extension UIApplication {
    /// Queues `window` for the next layout pass (it has a view that needs layout).
    func windowNeedsLayout(_ window: UIWindow) {
        window.isQueuedForLayout = true
        layoutQueue.append(LayoutQueueEntry(window: window))
    }

    /// Whether a layout pass has anything to do. Checked by the run loop before each input.
    var isLayoutPending: Bool { !layoutQueue.isEmpty }

    /// Lays out every queued window that is visible, in the order they were queued. A hidden window
    /// stays marked and is queued again when it is shown (`UIWindow.visibilityDidChange()`).
    /// Views marked during the pass in windows already laid out wait for the next pass, so a layout
    /// that keeps marking itself cannot hang the run loop.
    func performLayoutPass() {
        guard !layoutQueue.isEmpty else { return }
        var queued = layoutQueueScratch
        swap(&queued, &layoutQueue)
        for entry in queued {
            guard let window = entry.window else { continue }
            window.isQueuedForLayout = false
            if window.isHidden { continue }
            guard window.application === self else {
                // The window moved to another application (a scene change) while queued: its run loop lays it out.
                window.application?.windowNeedsLayout(window)
                continue
            }
            window.layoutIfNeeded()
        }
        queued.removeAll(keepingCapacity: true)
        layoutQueueScratch = queued
    }
}

/// A window waiting for a layout pass, held weakly: a window hidden and released meanwhile is skipped.
struct LayoutQueueEntry {
    weak var window: UIWindow?
}
