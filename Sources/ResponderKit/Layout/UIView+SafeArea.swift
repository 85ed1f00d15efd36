import Foundation

// The safe area and the layout margins (Apple's `safeAreaInsets`, `safeAreaLayoutGuide`, `layoutMargins`,
// `directionalLayoutMargins`, `layoutMarginsGuide` and `UIViewController.additionalSafeAreaInsets` pages;
// behaviour 20.6).
//
// The screen's ``UIScreen/systemSafeAreaInsets`` (the device's status bar, notch and home indicator) are the
// window's where they overlap it; a view's safe area insets are how much the safe area of its superview
// leaves out of the view, plus the `additionalSafeAreaInsets` of a view controller whose root view it is.
// A view's layout margins are its `directionalLayoutMargins` (8 points on each edge unless set; a view
// controller's root view at least its `systemMinimumLayoutMargins`), measured from its safe area when
// `insetsLayoutMarginsFromSafeArea` is true (the default), and at least its superview's margins where they
// reach into it when `preservesSuperviewLayoutMargins` is true.

/// Which system guide a layout guide is.
enum SystemLayoutGuideKind {
    /// ``UIView/safeAreaLayoutGuide``.
    case safeArea
    /// ``UIView/layoutMarginsGuide``.
    case layoutMargins
    /// ``UIScrollView/frameLayoutGuide``: the scroll view's own rectangle.
    case scrollFrame
    /// ``UIScrollView/contentLayoutGuide``: the content, whose size is the scroll view's content size.
    case scrollContent

    /// The guide's insets from its owning view's bounds (zero for the content guide, which is not inset).
    @MainActor func insets(of view: UIView) -> UIEdgeInsets {
        switch self {
        case .safeArea: view.safeAreaInsets
        case .layoutMargins: view.layoutMargins
        case .scrollFrame, .scrollContent: .zero
        }
    }

    /// Whether the guide stays on the view's bounds as they move (the visible rectangle: a scroll view's
    /// frame, safe area and margins stay put while its content scrolls), rather than on the content.
    var followsBoundsOrigin: Bool { self != .scrollContent }
}

extension UIView {
    /// The default layout margins of a view: 8 points on each edge (Apple's `layoutMargins` page).
    static let defaultLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    // MARK: Safe area

    /// How far the safe area is inset from the view's edges: the part of the view that the screen's system
    /// insets (``UIScreen/systemSafeAreaInsets``) or an enclosing view controller's
    /// ``UIViewController/additionalSafeAreaInsets`` cover. Zero for a view not in a window.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        if let window = self as? UIWindow { return window.windowSafeAreaInsets }
        guard let superview else { return .zero }
        let superRect = superview.convert(superview.bounds, to: window).inset(by: superview.safeAreaInsets)
        return safeAreaInsets(rectInWindow: convert(bounds, to: window), insideSafeRect: superRect)
    }

    /// The view's safe area insets when its bounds are `rect` and its superview's safe area is `superRect`,
    /// both in its window's coordinates: how far the view reaches outside it, plus its view controller's
    /// additional insets.
    func safeAreaInsets(rectInWindow rect: CGRect, insideSafeRect superRect: CGRect) -> UIEdgeInsets {
        var insets = UIEdgeInsets(overlapOf: rect, outside: superRect)
        if let additional = owningViewController?.additionalSafeAreaInsets {
            insets.top += additional.top
            insets.left += additional.left
            insets.bottom += additional.bottom
            insets.right += additional.right
        }
        return insets
    }

    /// The guide of the view's safe area (its bounds inset by ``safeAreaInsets``), made on first use.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide") }

    // MARK: Layout margins

    /// The view's margins, left to right: ``directionalLayoutMargins`` measured from the safe area when
    /// ``insetsLayoutMarginsFromSafeArea`` is true, as UIKit reports them. Setting it sets
    /// ``directionalLayoutMargins``.
    public var layoutMargins: UIEdgeInsets {
        get {
            var margins = directionalLayoutMargins.edgeInsets
            if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
                let minimum = controller.systemMinimumLayoutMargins
                margins.left = max(margins.left, minimum.leading)
                margins.right = max(margins.right, minimum.trailing)
                margins.top = max(margins.top, minimum.top)
                margins.bottom = max(margins.bottom, minimum.bottom)
            }
            if insetsLayoutMarginsFromSafeArea {
                let safe = safeAreaInsets
                margins.top += safe.top
                margins.left += safe.left
                margins.bottom += safe.bottom
                margins.right += safe.right
            }
            if preservesSuperviewLayoutMargins, let superview {
                margins = Self.preserving(margins, of: superview, in: self)
            }
            return margins
        }
        set { directionalLayoutMargins = newValue.directional }
    }

    /// The view's own margins, leading and trailing: 8 points on each edge by default (a view controller's
    /// root view: its controller's ``UIViewController/systemMinimumLayoutMargins``). Setting them calls
    /// ``layoutMarginsDidChange()``.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            if let stored = storedLayoutState?.directionalLayoutMargins { return stored }
            return owningViewController?.systemMinimumLayoutMargins ?? Self.defaultLayoutMargins
        }
        set {
            guard newValue != directionalLayoutMargins else { return }
            layoutState.directionalLayoutMargins = newValue
            marginsDidChange()
        }
    }

    /// Whether the view's margins are at least its superview's where those reach into it. Default false.
    public var preservesSuperviewLayoutMargins: Bool {
        get { storedLayoutState?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            layoutState.preservesSuperviewLayoutMargins = newValue
            marginsDidChange()
        }
    }

    /// Whether the margins are measured from the safe area rather than the bounds. Default true.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { storedLayoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            layoutState.insetsLayoutMarginsFromSafeArea = newValue
            marginsDidChange()
        }
    }

    /// The guide of the view's margins (its bounds inset by ``layoutMargins``), made on first use.
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(.layoutMargins, identifier: "UIViewLayoutMarginsGuide")
    }

    // MARK: System guides

    /// The view's system guide of `kind`, made and added on first use.
    func systemGuide(_ kind: SystemLayoutGuideKind, identifier: String) -> UILayoutGuide {
        if let guide = existingSystemGuide(kind) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.systemKind = kind
        // Added without marking the layout: a new guide constrains nothing until a constraint mentions it,
        // and the layout engine makes a scroll view's content guide while it rebuilds.
        layoutState.layoutGuides.append(guide)
        guide.owningView = self
        return guide
    }

    /// The view's system guide of `kind`, if it was made.
    func existingSystemGuide(_ kind: SystemLayoutGuideKind) -> UILayoutGuide? {
        storedLayoutState?.layoutGuides.first { $0.systemKind == kind }
    }

    private func marginsDidChange() {
        constraintsDidChange()
        layoutMarginsDidChange()
        setNeedsLayout()
    }

    /// `margins` grown, edge by edge, to the superview's margins where they reach into `view`.
    private static func preserving(_ margins: UIEdgeInsets, of superview: UIView, in view: UIView) -> UIEdgeInsets {
        let outer = superview.layoutMargins
        let frame = view.frame
        let size = superview.bounds.size
        return UIEdgeInsets(
            top: max(margins.top, outer.top - frame.minY),
            left: max(margins.left, outer.left - frame.minX),
            bottom: max(margins.bottom, outer.bottom - (size.height - frame.maxY)),
            right: max(margins.right, outer.right - (size.width - frame.maxX)))
    }
}

extension UIWindow {
    /// The window's safe area insets: the part of the window the screen's system insets cover.
    var windowSafeAreaInsets: UIEdgeInsets {
        let screenInsets = screen.systemSafeAreaInsets
        guard screenInsets != .zero else { return .zero }
        let safe = screen.bounds.inset(by: screenInsets)
        return UIEdgeInsets(overlapOf: frame, outside: safe)
    }
}

extension UIEdgeInsets {
    /// How far each edge of `rect` lies outside `safe`, at most `rect`'s size: the safe area insets of a
    /// rectangle within a safe rectangle (both in one coordinate space).
    init(overlapOf rect: CGRect, outside safe: CGRect) {
        self.init(
            top: min(rect.height, max(0, safe.minY - rect.minY)),
            left: min(rect.width, max(0, safe.minX - rect.minX)),
            bottom: min(rect.height, max(0, rect.maxY - safe.maxY)),
            right: min(rect.width, max(0, rect.maxX - safe.maxX)))
    }
}
