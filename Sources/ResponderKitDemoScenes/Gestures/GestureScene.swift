import Foundation
import ResponderKit
import ResponderKitExamples

/// The second part's application, window and views: one view per classic gesture example, each with
/// its recognizers. Every view and recognizer has a name (`accessibilityIdentifier`, `name`): it is
/// what the explanation log prints.
@MainActor
public final class GestureScene: DemoScene {
    /// An application of its own on a virtual clock, apart from the first part's.
    public let app = UIApplication()
    /// The window (375 × 667), key and visible.
    public let window: UIWindow
    /// The root view controller, whose view is `rootView`.
    public let controller = UIViewController()
    /// The window's explanation log: gesture arbitration with causes and what its views were sent.
    public let dispatchLog = DispatchLog()
    /// What the action methods printed.
    public let actionLog: ActionLog
    // Targets and delegates are held weakly by recognizers: the scene keeps them.
    let photoGestures: PhotoGestures
    let actions: GestureActions

    /// The root view controller's view.
    public let rootView = GestureScene.makeView("rootView", frame: .zero)
    /// Pan, pinch and rotation, recognizing simultaneously.
    public let photo: UIImageView
    /// The photo's frame before any gesture.
    public let photoStartFrame = CGRect(x: 40, y: 40, width: 160, height: 160)
    /// The pad with a tap needing two taps of two fingers.
    public let twoFingerPad = GestureScene.makeView(
        "twoFingerPad", frame: CGRect(x: 20, y: 350, width: 160, height: 90))
    /// The pad with a long press (UIKit's defaults: 0.5 s, 10 pt).
    public let pressPad = GestureScene.makeView("pressPad", frame: CGRect(x: 195, y: 350, width: 160, height: 90))
    /// The pad with a left swipe.
    public let swipePad = GestureScene.makeView("swipePad", frame: CGRect(x: 20, y: 455, width: 160, height: 90))
    /// The pad with a single tap that requires the double tap to fail, and the double tap.
    public let tapPad = GestureScene.makeView("tapPad", frame: CGRect(x: 195, y: 455, width: 160, height: 90))
    /// The pad with a two-finger tap and the corner-tap example recognizer.
    public let cornerPad = GestureScene.makeView("cornerPad", frame: CGRect(x: 60, y: 560, width: 255, height: 100))

    /// The photo's pan (`movePhoto`).
    public let pan: UIPanGestureRecognizer
    /// The photo's pinch (`scalePhoto`).
    public let pinch: UIPinchGestureRecognizer
    /// The photo's rotation (`rotatePhoto`).
    public let rotation: UIRotationGestureRecognizer
    /// Two taps of two fingers on `twoFingerPad`.
    public let twoFingerDoubleTap: UITapGestureRecognizer
    /// The long press on `pressPad`.
    public let press: UILongPressGestureRecognizer
    /// The left swipe on `swipePad`.
    public let swipeLeft: UISwipeGestureRecognizer
    /// The single tap on `tapPad`; it requires `doubleTap` to fail.
    public let singleTap: UITapGestureRecognizer
    /// The double tap on `tapPad`.
    public let doubleTap: UITapGestureRecognizer
    /// The corner-tap example recognizer on `cornerPad`.
    public let cornerTap: CornerTapGestureRecognizer
    /// The two-finger tap on `cornerPad`.
    public let twoFingerTap: UITapGestureRecognizer

    /// One line of explanation per view, for the scene overview.
    private var remarks = ViewRemarks([])

    /// Builds the scene in an application of its own on a virtual clock and makes its window key and visible.
    public init() {
        window = DemoScreen.makeWindow(named: "gestureWindow", in: app)
        actionLog = ActionLog(application: app)
        photoGestures = PhotoGestures(log: actionLog)
        actions = GestureActions(log: actionLog)

        photo = UIImageView(frame: photoStartFrame)
        photo.accessibilityIdentifier = "photo"
        // Image views ignore touches by default (behaviour 1.1).
        photo.isUserInteractionEnabled = true
        pan = UIPanGestureRecognizer(target: photoGestures, action: PhotoGestures.movePhoto)
        pinch = UIPinchGestureRecognizer(target: photoGestures, action: PhotoGestures.scalePhoto)
        rotation = UIRotationGestureRecognizer(target: photoGestures, action: PhotoGestures.rotatePhoto)

        twoFingerDoubleTap = UITapGestureRecognizer(target: actions, action: GestureActions.twoFingerDoubleTapped)
        twoFingerDoubleTap.numberOfTapsRequired = 2
        twoFingerDoubleTap.numberOfTouchesRequired = 2

        press = UILongPressGestureRecognizer(target: actions, action: GestureActions.pressed)

        swipeLeft = UISwipeGestureRecognizer(target: actions, action: GestureActions.swipedLeft)
        swipeLeft.direction = .left

        singleTap = UITapGestureRecognizer(target: actions, action: GestureActions.singleTapped)
        doubleTap = UITapGestureRecognizer(target: actions, action: GestureActions.doubleTapped)
        doubleTap.numberOfTapsRequired = 2
        // The single tap waits until the double tap has failed.
        singleTap.require(toFail: doubleTap)

        cornerTap = CornerTapGestureRecognizer(target: actions, action: GestureActions.cornersTapped)
        twoFingerTap = UITapGestureRecognizer(target: actions, action: GestureActions.twoFingersTapped)
        twoFingerTap.numberOfTouchesRequired = 2

        nameRecognizers()
        attachRecognizers()
        assemble()
        describeViews()
        window.dispatchLog = dispatchLog
    }

    /// Forgets what the previous step recorded.
    public func clearLogs() {
        dispatchLog.removeAll()
        actionLog.removeAll()
    }

    /// One line that explains `view`, for the scene overview; nil for a view the scene did not build.
    public func remark(for view: UIView) -> String? {
        remarks[view]
    }

    private static func makeView(_ name: String, frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        view.accessibilityIdentifier = name
        return view
    }

    private func nameRecognizers() {
        let names: [(UIGestureRecognizer, String)] = [
            (pan, "movePhoto"), (pinch, "scalePhoto"), (rotation, "rotatePhoto"),
            (twoFingerDoubleTap, "twoFingerDoubleTap"), (press, "press"), (swipeLeft, "swipeLeft"),
            (singleTap, "single"), (doubleTap, "double"), (cornerTap, "cornerTap"), (twoFingerTap, "twoFingerTap"),
        ]
        for (recognizer, name) in names { recognizer.name = name }
    }

    private func attachRecognizers() {
        for recognizer: UIGestureRecognizer in [pan, pinch, rotation] {
            recognizer.delegate = photoGestures
            photo.addGestureRecognizer(recognizer)
        }
        twoFingerPad.addGestureRecognizer(twoFingerDoubleTap)
        pressPad.addGestureRecognizer(press)
        swipePad.addGestureRecognizer(swipeLeft)
        tapPad.addGestureRecognizer(singleTap)
        tapPad.addGestureRecognizer(doubleTap)
        cornerPad.addGestureRecognizer(twoFingerTap)
        cornerPad.addGestureRecognizer(cornerTap)
    }

    private func assemble() {
        // The photo is added first, so it is behind the pads: moved and enlarged, it cannot cover them.
        for view in [photo, twoFingerPad, pressPad, swipePad, tapPad, cornerPad] {
            rootView.addSubview(view)
        }
        controller.view = rootView
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }

    private func describeViews() {
        let notes: [(UIView, String)] = [
            (rootView, "the view controller's view"),
            (
                photo,
                "a UIImageView with user interaction enabled; its recognizers' delegate lets them recognize simultaneously"
            ),
            (twoFingerPad, "a tap needing 2 taps of 2 fingers"),
            (pressPad, "a long press (0.5 s, 10 pt)"),
            (swipePad, "a swipe with direction = .left"),
            (tapPad, "a single tap that requires the double tap to fail, and the double tap"),
            (
                cornerPad,
                "a two-finger tap and the corner-tap example recognizer, which makes the others wait for it to fail"
            ),
        ]
        remarks = ViewRemarks(notes)
    }
}
