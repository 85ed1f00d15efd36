import Foundation
import ResponderKit

/// Builds ResponderKit views from a ``ViewSpec``.
@MainActor
public enum ViewTreeBuilder {
    /// Builds the spec's tree as plain `UIView`s; names become `accessibilityIdentifier`s.
    public static func view(_ spec: ViewSpec) -> UIView {
        let view = UIView(frame: spec.frame)
        configure(view, spec)
        return view
    }

    /// Builds a window (in a new application on a virtual clock) whose content is the spec's tree: the
    /// spec's root becomes the window itself, so hit-testing the window walks exactly the spec's views.
    public static func window(_ spec: ViewSpec, application: UIApplication = UIApplication()) -> UIWindow {
        let window = UIWindow(frame: spec.frame, application: application)
        configure(window, spec)
        window.makeKeyAndVisible()
        return window
    }

    private static func configure(_ view: UIView, _ spec: ViewSpec) {
        view.bounds.origin = spec.boundsOrigin
        view.isHidden = spec.isHidden
        view.alpha = spec.alpha
        view.isUserInteractionEnabled = spec.isUserInteractionEnabled
        view.accessibilityIdentifier = spec.name
        for child in spec.children { view.addSubview(Self.view(child)) }
    }
}
