import Foundation

/// The display an application's windows are on: its size in points and its pixels per point.
///
/// Each application has one, ``UIApplication/screen`` (configurable: assign a
/// `UIScreen(bounds:scale:)` before creating windows), and ``main`` is the screen of
/// ``UIApplication/shared``. With several applications in one process (tests make their own), each has
/// its own screen: code that runs in an application other than the shared one should ask its window
/// (``UIWindow/screen``) or its scene (``UIWindowScene/screen``) rather than ``main``, as UIKit
/// recommends since iOS 16 anyway.
///
/// The screen decides: the frame of windows made with ``UIWindow/init(windowScene:)``, the default
/// size of replay scenes, and the grid `UITouch.location(in:)` is rounded to (``scale``).
@MainActor
open class UIScreen: UITraitEnvironment {
    /// The screen of the shared application (``UIApplication/shared``); see the type's discussion for
    /// several applications.
    public class var main: UIScreen { UIApplication.shared.screen }

    /// The screen's rectangle in points; its origin is zero. Default 1024 × 768 (a Retina iPad in
    /// landscape, the size replays have always defaulted to).
    public let bounds: CGRect

    /// The pixels per point. Default 2.
    public let scale: CGFloat

    /// The parts of the screen the system covers (status bar, sensor housing, home indicator), which
    /// become the safe area insets of the windows they overlap (``UIView/safeAreaInsets``). ResponderKit's
    /// setting for the device it stands for (UIKit reads it from the hardware): for example
    /// `UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)` for an iPhone 14 in portrait. Default zero.
    public var systemSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard systemSafeAreaInsets != oldValue else { return }
            for window in application?.windows ?? [] { window.setNeedsLayout() }
        }
    }

    /// Creates a screen of `bounds` points (the origin is ignored: a screen's origin is zero) and
    /// `scale` pixels per point. A scale that is not a positive number becomes 1, and a size that is not
    /// finite and non-negative becomes 1024 × 768, because touch rounding and window frames rely on them.
    public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 1024, height: 768), scale: CGFloat = 2) {
        let size = bounds.size
        let usable = size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
        self.bounds = CGRect(origin: .zero, size: usable ? size : CGSize(width: 1024, height: 768))
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The screen's rectangle in pixels: ``bounds`` times ``scale``.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The pixels per point of the physical display; ResponderKit's screens are not zoomed, so it equals ``scale``.
    public var nativeScale: CGFloat { scale }

    /// The screen's coordinate space, in which window frames are given; its ``UICoordinateSpace/bounds``
    /// are the screen's.
    public private(set) lazy var coordinateSpace: any UICoordinateSpace = ScreenCoordinateSpace(screen: self)

    /// The screen's fixed (portrait-up) coordinate space. ResponderKit does not rotate the interface, so
    /// it is the same as ``coordinateSpace``.
    public var fixedCoordinateSpace: any UICoordinateSpace { coordinateSpace }

    /// The application whose screen this is, for its traits (the last one it was given to).
    weak var application: UIApplication?

    /// The screen's traits: the force-touch capability of its application
    /// (``UIApplication/forceTouchCapability``), or the unspecified collection for a screen no
    /// application uses.
    public var traitCollection: UITraitCollection {
        guard let application else { return UITraitCollection() }
        return UITraitCollection(forceTouchCapability: application.forceTouchCapability)
    }
}
