import Foundation

extension UIView {
    /// Converts `point` from this view's coordinates to `view`'s. A nil `view` means the window's
    /// coordinates (for a window itself, the screen's). Works through any mix of transforms and bounds
    /// origins; views in different windows convert through the screen (behaviour 1.1).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(conversionTransform(to: view))
    }

    /// Converts `point` from `view`'s coordinates (nil: window coordinates) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        point.applying(conversionTransform(from: view))
    }

    /// Converts `rect` from this view's coordinates to `view`'s; the result is the bounding box of the
    /// converted rectangle when rotation is involved.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(conversionTransform(to: view))
    }

    /// Converts `rect` from `view`'s coordinates to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        rect.applying(conversionTransform(from: view))
    }

    // MARK: Transforms

    /// The transform from this view's coordinates to its root ancestor's coordinates.
    var transformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var current = self
        while let parent = current.superview {
            result = result.concatenating(current.transformToSuperview)
            current = parent
        }
        return result
    }

    var rootAncestor: UIView {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    /// The transform from this view's coordinates to `view`'s.
    func conversionTransform(to view: UIView?) -> CGAffineTransform {
        let root = rootAncestor
        guard let view else {
            // A window converts to the screen; any other view to its window (its root).
            if root === self, self is UIWindow { return transformToSuperview }
            return transformToRoot
        }
        if view === self { return .identity }
        let otherRoot = view.rootAncestor
        var toCommon = transformToRoot
        if root !== otherRoot, root is UIWindow, otherRoot is UIWindow {
            // Different windows: go through the screen.
            toCommon = toCommon.concatenating(root.transformToSuperview)
            return toCommon.concatenating(otherRoot.transformToSuperview.inverted())
                .concatenating(view.transformToRoot.inverted())
        }
        return toCommon.concatenating(view.transformToRoot.inverted())
    }

    /// The transform from `view`'s coordinates (nil: window coordinates) to this view's.
    func conversionTransform(from view: UIView?) -> CGAffineTransform {
        guard let view else { return conversionTransform(to: nil).inverted() }
        return view.conversionTransform(to: self)
    }
}
