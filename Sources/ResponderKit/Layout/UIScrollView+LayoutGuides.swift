import Foundation

// A scroll view's two layout guides (Apple's `contentLayoutGuide` and `frameLayoutGuide` pages, and the
// Auto Layout Guide's "Working with Scroll Views"; behaviour 20.10): constraints to the content guide decide
// the content size, constraints to the frame guide the content's relation to the visible rectangle.

extension UIScrollView {
    /// The layout guide of the scroll view's content rectangle, untranslated: its origin is the content's
    /// (the zero point of the scroll view's bounds coordinates) and its size is ``contentSize``. Constraints
    /// that fix its width or height (typically a content view pinned to its four edges) set ``contentSize``
    /// at each layout pass; where none does, the content size the app set holds. Made on first use.
    public var contentLayoutGuide: UILayoutGuide {
        systemGuide(.scrollContent, identifier: "UIScrollViewContentLayoutGuide")
    }

    /// The layout guide of the scroll view's own rectangle, untransformed: as large as the scroll view, and
    /// staying on its visible rectangle while the content scrolls (a view pinned to it does not move with
    /// the content). Constrain a content view's width to it for content that scrolls only vertically.
    /// Made on first use.
    public var frameLayoutGuide: UILayoutGuide {
        systemGuide(.scrollFrame, identifier: "UIScrollViewFrameLayoutGuide")
    }
}
