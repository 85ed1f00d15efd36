import Foundation
import ResponderKit

/// The tutorial scene (`responder demo`, part 1, and the inspector's `tutorial` scene): hit-testing and
/// the responder chain. Yellow inside blue inside orange, green beside them, a small button with an
/// enlarged touch area, a container that redirects its side strips, a draggable image, and three views
/// hit-testing skips (hidden, nearly transparent, not interactive). Every view has an
/// `accessibilityIdentifier`: it is the name the dispatch log prints. Nothing is drawn; the colour names
/// are only names.
@MainActor
public final class TutorialScene: DemoScene {
    /// The scripted demo's application is on a virtual clock, so the scripted touches take no real time;
    /// `demo --connect` passes one on a `MonotonicClock` for live input from a router.
    public let app: UIApplication
    /// The window (375 × 667, `mainWindow`), key and visible.
    public let window: UIWindow
    /// The root view controller, whose view is ``rootView``.
    public let controller = UIViewController()
    /// What the demo's own views noticed.
    public let callbacks = CallbackLog()
    /// The application's explanation log (set as its `dispatchLog` at creation).
    public let dispatchLog = DispatchLog()

    // The classic tutorial scene: yellow inside blue inside orange; green beside them.
    /// The controller's view, filling the window: every other view of the scene is inside it.
    public let rootView: TracingView
    /// The view the tutorial's first touch lands on: it passes touches on.
    public let green: TracingView
    /// The outer of the three nested views (orange holds blue, blue holds yellow).
    public let orange: TracingView
    /// The middle of the three nested views.
    public let blue: TracingView
    /// The innermost of the three nested views.
    public let yellow: TracingView
    // One view per way of changing who gets a touch.
    /// The 24 × 24 pt button whose touch area reaches beyond its bounds.
    public let smallButton: SmallButton
    /// The container whose side strips send their touches to its centre view.
    public let redirectingContainer: RedirectingContainer
    /// The image view that follows the finger.
    public let draggable: DraggableImageView
    /// The draggable image's frame before any drag.
    public let draggableStartFrame = CGRect(x: 20, y: 580, width: 70, height: 70)
    // Three views in front of green that hit-testing must skip, each for a different reason.
    /// A view in front of green that hit-testing skips: hidden.
    public let hiddenView: TracingView
    /// A view in front of green that hit-testing skips: alpha 0.01.
    public let fadedView: TracingView
    /// A view in front of green that hit-testing skips: user interaction disabled.
    public let disabledOverlay: TracingView

    /// One line of explanation per view, for the scene overview.
    private var remarks = ViewRemarks([])

    /// Builds the scene in `application` (by default a new one on a virtual clock) and makes its window
    /// key and visible.
    public init(application: UIApplication = UIApplication()) {
        app = application
        window = DemoScreen.makeWindow(named: "mainWindow", in: app)
        let log = callbacks

        rootView = TracingView("rootView", frame: .zero, log: log)
        green = TracingView("green", frame: CGRect(x: 20, y: 40, width: 150, height: 150), log: log)
        orange = TracingView("orange", frame: CGRect(x: 60, y: 220, width: 260, height: 260), log: log)
        blue = TracingView("blue", frame: CGRect(x: 20, y: 20, width: 180, height: 180), log: log)
        yellow = TracingView("yellow", frame: CGRect(x: 40, y: 40, width: 80, height: 80), log: log)

        smallButton = SmallButton("smallButton", frame: CGRect(x: 300, y: 60, width: 24, height: 24), log: log)
        let centre = TracingView(
            "centre", frame: CGRect(x: 80, y: 10, width: 175, height: 40), log: log, handlesTouches: true)
        redirectingContainer = RedirectingContainer(
            "redirectingContainer", frame: CGRect(x: 20, y: 500, width: 335, height: 60),
            centre: centre, log: log)
        draggable = DraggableImageView("draggableImage", frame: draggableStartFrame, log: log)

        let overlayFrame = CGRect(x: 110, y: 120, width: 50, height: 50)
        hiddenView = TracingView("hiddenView", frame: overlayFrame, log: log)
        hiddenView.isHidden = true
        fadedView = TracingView("fadedView", frame: overlayFrame, log: log)
        fadedView.alpha = 0.01
        disabledOverlay = TracingView("disabledOverlay", frame: overlayFrame, log: log)
        disabledOverlay.isUserInteractionEnabled = false

        assemble()
        describeViews()
        app.dispatchLog = dispatchLog
    }

    /// Forgets what the previous step recorded.
    public func clearLogs() {
        dispatchLog.removeAll()
        callbacks.removeAll()
    }

    /// One line that explains `view`, for the scene overview; nil for a view the scene did not build.
    public func remark(for view: UIView) -> String? {
        remarks[view]
    }

    private func assemble() {
        orange.addSubview(blue)
        blue.addSubview(yellow)
        // Subviews added later are in front and are hit-tested first.
        for view: UIView in [
            green, orange, smallButton, redirectingContainer, draggable,
            hiddenView, fadedView, disabledOverlay,
        ] {
            rootView.addSubview(view)
        }
        controller.view = rootView
        // The root view controller's view is sized to fill the window.
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }

    private func describeViews() {
        let notes: [(UIView, String)] = [
            (rootView, "the view controller's view; passes touches on"),
            (green, "passes touches on"),
            (orange, "passes touches on"),
            (blue, "passes touches on"),
            (yellow, "passes touches on"),
            (
                smallButton,
                "handles its touches; touch area enlarged by \(format(smallButton.touchMargin)) pt on each side"
            ),
            (
                redirectingContainer,
                "its hitTest sends touches on its \(format(redirectingContainer.sideStripWidth)) pt side strips to centre"
            ),
            (redirectingContainer.centre, "handles its touches"),
            (draggable, "a UIImageView with user interaction enabled; follows the finger"),
            (hiddenView, "isHidden = true"),
            (fadedView, "alpha = 0.01"),
            (disabledOverlay, "isUserInteractionEnabled = false"),
        ]
        remarks = ViewRemarks(notes)
    }
}
