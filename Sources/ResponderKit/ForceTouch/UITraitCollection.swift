import Foundation

/// Whether the device supports 3D Touch, with UIKit's raw values (behaviour 2.1).
public enum UIForceTouchCapability: Int, Sendable, CustomStringConvertible {
    /// Not known yet: the trait collection of a view that is not in a window.
    case unknown = 0
    /// The screen does not report force.
    case unavailable = 1
    /// The screen reports force: touches carry `force` and `maximumPossibleForce`.
    case available = 2

    public var description: String {
        switch self {
        case .unknown: "unknown"
        case .unavailable: "unavailable"
        case .available: "available"
        }
    }
}

/// The traits of the environment an object lives in (behaviour 8.4, [A:checking-the-availability-of-3d-touch]).
///
/// ResponderKit models the trait that matters for event handling: ``forceTouchCapability``. A window's
/// traits come from its application (``UIApplication/forceTouchCapability``); a view inherits its window's
/// traits, and a view controller its view's. Objects outside any window have the unspecified collection,
/// whose capability is ``UIForceTouchCapability/unknown``.
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Whether 3D Touch is available. Default (the unspecified collection) ``UIForceTouchCapability/unknown``.
    public let forceTouchCapability: UIForceTouchCapability

    /// Creates the unspecified trait collection.
    public init() {
        forceTouchCapability = .unknown
    }

    /// Creates a collection that specifies only the force-touch capability.
    public init(forceTouchCapability capability: UIForceTouchCapability) {
        forceTouchCapability = capability
    }

    /// Combines collections: for each trait, the last collection that specifies it wins.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        forceTouchCapability =
            traitCollections.last { $0.forceTouchCapability != .unknown }?.forceTouchCapability ?? .unknown
    }

    /// Whether every trait `trait` specifies has the same value here. The unspecified collection and nil
    /// are contained in every collection.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait, trait.forceTouchCapability != .unknown else { return true }
        return trait.forceTouchCapability == forceTouchCapability
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.forceTouchCapability == rhs.forceTouchCapability
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(forceTouchCapability)
    }

    public var description: String {
        "<UITraitCollection forceTouchCapability=\(forceTouchCapability)>"
    }
}

/// An object with a trait collection: views (windows included) and view controllers.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits the object currently has.
    var traitCollection: UITraitCollection { get }
}

extension UIView: UITraitEnvironment {
    /// The view's traits: its window's, or the unspecified collection (capability
    /// ``UIForceTouchCapability/unknown``) while it is not in a window. A window's capability is its
    /// application's ``UIApplication/forceTouchCapability``.
    public var traitCollection: UITraitCollection {
        guard let application = window?.application else { return UITraitCollection() }
        return UITraitCollection(forceTouchCapability: application.forceTouchCapability)
    }
}

extension UIViewController: UITraitEnvironment {
    /// The traits of the controller's view; the unspecified collection while the view is not loaded or
    /// not in a window.
    public var traitCollection: UITraitCollection {
        viewIfLoaded?.traitCollection ?? UITraitCollection()
    }
}

extension UIApplication {
    /// Whether this application's screen supports 3D Touch: the ``UITraitCollection/forceTouchCapability``
    /// of its windows and of the views in them. Default ``UIForceTouchCapability/unavailable`` (most screens
    /// ResponderKit runs on report no force); set ``UIForceTouchCapability/available`` when your digitizer
    /// reports force. A ResponderKit addition (on iOS the device decides). Touches carry force whatever
    /// this says, and the peek-and-pop recognizer works from the touches' force alone.
    public var forceTouchCapability: UIForceTouchCapability {
        get { forceTouchState.forceTouchCapability }
        set { forceTouchState.forceTouchCapability = newValue }
    }
}
