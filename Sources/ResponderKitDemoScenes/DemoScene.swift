import Foundation
import ResponderKit

/// What every scene of `responder demo` and the inspector is: an application's one window, filling the
/// demo's screen (``DemoScreen``) at its origin, whose views the scene can explain one line each for the
/// scene overview.
@MainActor
public protocol DemoScene: AnyObject {
    /// The scene's window, key and visible.
    var window: UIWindow { get }
    /// One line that explains `view`, for the scene overview; nil for a view the scene says nothing about.
    func remark(for view: UIView) -> String?
}

extension DemoScene {
    /// A point given in `view`'s coordinates, in screen coordinates (the window sits at the origin).
    public func screenPoint(_ point: CGPoint, in view: UIView) -> CGPoint {
        view.convert(point, to: nil)
    }

    /// The centre of `view`, in screen coordinates.
    public func screenCenter(of view: UIView) -> CGPoint {
        screenPoint(CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
    }
}

/// The screen of every demo scene: an iPhone 8's, 375 × 667 points, one window filling it.
public enum DemoScreen {
    /// The screen's bounds, at the origin.
    public static let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

    /// A window filling the screen in `application`, named `name` (its `accessibilityIdentifier`, the name
    /// the logs print).
    @MainActor
    static func makeWindow(named name: String, in application: UIApplication) -> UIWindow {
        let window = UIWindow(frame: bounds, application: application)
        window.accessibilityIdentifier = name
        return window
    }
}

/// `view`, named `name` (its `accessibilityIdentifier`, the name the logs print).
@MainActor
func named<View: UIView>(_ name: String, _ view: View) -> View {
    view.accessibilityIdentifier = name
    return view
}

/// One line of explanation per view a scene built, for the scene overview.
@MainActor
struct ViewRemarks {
    private let byView: [ObjectIdentifier: String]

    /// The remarks of `notes`, each a view and its line.
    init(_ notes: [(UIView, String)]) {
        byView = Dictionary(notes.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { _, last in last })
    }

    /// The line for `view`, nil for a view without one.
    subscript(view: UIView) -> String? { byView[ObjectIdentifier(view)] }
}
