import Foundation
import ResponderKit

// Finding views and deciding whether they are visible and hittable (lyft/Hammer's `Subviews`).
extension EventGenerator {
    /// How much of a view must be on screen to count as visible.
    public enum Visibility: Sendable {
        /// Any part of the view is visible.
        case partial
        /// The centre of the view is visible.
        case center
        /// The whole view is visible.
        case full
    }

    // MARK: - Finding views

    /// The first view in the window, level by level from the window down, whose `accessibilityIdentifier`
    /// is `accessibilityIdentifier`. Throws ``HammerError/unableToFindView(identifier:)``.
    public func viewWithIdentifier(_ accessibilityIdentifier: String) throws -> UIView {
        var level: [UIView] = [window]
        while !level.isEmpty {
            var next: [UIView] = []
            for view in level {
                if view.accessibilityIdentifier == accessibilityIdentifier { return view }
                next.append(contentsOf: view.subviews)
            }
            level = next
        }
        throw HammerError.unableToFindView(identifier: accessibilityIdentifier)
    }

    /// The view with `accessibilityIdentifier`, as `type`. Throws
    /// ``HammerError/invalidViewType(identifier:type:expected:)`` when it is another type.
    public func viewWithIdentifier<T: UIView>(_ accessibilityIdentifier: String, ofType type: T.Type) throws -> T {
        let view = try viewWithIdentifier(accessibilityIdentifier)
        guard let typed = view as? T else {
            throw HammerError.invalidViewType(
                identifier: accessibilityIdentifier, type: String(describing: Swift.type(of: view)),
                expected: String(describing: type))
        }
        return typed
    }

    /// The view with `accessibilityIdentifier`, looked for every `checkInterval` (default 0.1 s) of the
    /// application's clock until `timeout`.
    public func viewWithIdentifier(
        _ accessibilityIdentifier: String, timeout: TimeInterval, checkInterval: TimeInterval = 0.1
    ) throws -> UIView {
        try waitForView(accessibilityIdentifier, timeout: timeout, checkInterval: checkInterval) {
            try self.viewWithIdentifier(accessibilityIdentifier)
        }
    }

    /// The view with `accessibilityIdentifier` as `type`, looked for until `timeout`.
    public func viewWithIdentifier<T: UIView>(
        _ accessibilityIdentifier: String, ofType type: T.Type, timeout: TimeInterval, checkInterval: TimeInterval = 0.1
    ) throws -> T {
        try waitForView(accessibilityIdentifier, timeout: timeout, checkInterval: checkInterval) {
            try self.viewWithIdentifier(accessibilityIdentifier, ofType: type)
        }
    }

    private func waitForView<T>(
        _ accessibilityIdentifier: String, timeout: TimeInterval, checkInterval: TimeInterval,
        _ find: @escaping () throws -> T
    ) throws -> T {
        do {
            return try waitUntilExists(
                {
                    do { return try find() } catch HammerError.unableToFindView { return nil }
                }(), timeout: timeout, checkInterval: checkInterval)
        } catch HammerError.waitConditionTimeout {
            throw HammerError.unableToFindView(identifier: accessibilityIdentifier)
        }
    }

    // MARK: - Visibility

    /// Whether the view with `accessibilityIdentifier` is visible; false when there is none.
    public func viewIsVisible(_ accessibilityIdentifier: String, visibility: Visibility = .partial) -> Bool {
        guard let view = try? viewWithIdentifier(accessibilityIdentifier) else { return false }
        return viewIsVisible(view, visibility: visibility)
    }

    /// Whether `view` is visible in the window: it and its superviews are shown (not hidden, alpha at least
    /// 0.01), and no clipping superview hides it (as much of it as `visibility` asks must be inside).
    public func viewIsVisible(_ view: UIView, visibility: Visibility = .partial) -> Bool {
        guard view.isDescendant(of: window) else { return false }
        var current: UIView = view
        while true {
            guard !current.isHidden, current.alpha >= 0.01 else { return false }
            guard let superview = current.superview else { return current === window }
            if superview.clipsToBounds,
                !superview.bounds.isVisible(view.convert(view.bounds, to: superview), visibility: visibility)
            {
                return false
            }
            current = superview
        }
    }

    /// Whether `rect` (window coordinates) is visible in the window.
    public func rectIsVisible(_ rect: CGRect, visibility: Visibility = .partial) -> Bool {
        window.bounds.isVisible(rect, visibility: visibility)
    }

    /// Whether `point` (window coordinates) is inside the window.
    public func pointIsVisible(_ point: CGPoint) -> Bool {
        window.bounds.contains(point)
    }

    // MARK: - Hittability

    /// Whether the view with `accessibilityIdentifier` is hittable; false when there is none.
    public func viewIsHittable(_ accessibilityIdentifier: String, atPoint point: CGPoint? = nil) -> Bool {
        guard let view = try? viewWithIdentifier(accessibilityIdentifier) else { return false }
        return viewIsHittable(view, atPoint: point)
    }

    /// Whether a touch at `point` (the view's coordinates; default the centre of its visible part) would
    /// reach `view`: the window is ready, the view visible, and the window's hit-test returns the view, or
    /// returns a view and every view from `view` up to the window takes touches at that point (a subview
    /// of `view` taking the touch still counts as hitting it).
    public func viewIsHittable(_ view: UIView, atPoint point: CGPoint? = nil) -> Bool {
        guard isWindowReady, viewIsVisible(view) else { return false }
        let point = point ?? view.convert(visibleCentre(of: view), from: window)
        let hit = window.hitTest(view.convert(point, to: window), with: nil)
        if hit === view { return true }
        guard hit != nil else { return false }
        var current: UIView = view
        while true {
            guard current.isUserInteractionEnabled, current.point(inside: current.convert(point, from: view), with: nil)
            else { return false }
            guard let superview = current.superview else { return current === window }
            current = superview
        }
    }

    /// Whether a touch at `point` (window coordinates) would reach some view.
    public func pointIsHittable(_ point: CGPoint) -> Bool {
        isWindowReady && window.hitTest(point, with: nil) != nil
    }

    /// Throws unless the window is ready and every point reaches a view.
    func checkPointsAreHittable(_ points: [CGPoint]) throws {
        guard isWindowReady else { throw HammerError.windowIsNotReadyForInteraction }
        if let point = points.first(where: { !pointIsHittable($0) }) { throw HammerError.pointIsNotHittable(point) }
    }

    /// The centre of the visible part of `view`, in window coordinates. Throws when the view is not in the
    /// window, the window is not ready, or the view is not visible or not hittable.
    public func windowHitPoint(forView view: UIView) throws -> CGPoint {
        guard view.isDescendant(of: window) else { throw HammerError.viewIsNotInHierarchy(view) }
        guard isWindowReady else { throw HammerError.windowIsNotReadyForInteraction }
        guard viewIsVisible(view) else { throw HammerError.viewIsNotVisible(view) }
        guard viewIsHittable(view) else { throw HammerError.viewIsNotHittable(view) }
        return visibleCentre(of: view)
    }

    /// The centre of the part of `view` inside the window, in window coordinates, unchecked.
    private func visibleCentre(of view: UIView) -> CGPoint {
        window.bounds.intersection(view.convert(view.bounds, to: window)).center
    }
}
