import Foundation
import ResponderKit

/// The standard scene recordings are replayed into: an application on a virtual clock, a window the
/// size of the recording's screen (else of the application's default ``/ResponderKit/UIScreen``), and one full-screen
/// view carrying a recognizer for each classic gesture (``ReplayGestureKind``):
///
/// - `tap` (1 tap) requires `doubleTap` (2 taps) to fail, so a double tap is not also two single taps;
///   `twoFingerTap` needs two fingers;
/// - `longPress` with UIKit's defaults (0.5 s, 10 pt);
/// - `pan` (one or more fingers) and `twoFingerPan` (`minimumNumberOfTouches = 2`);
/// - four swipes, one per direction (`swipeLeft`, `swipeRight`, `swipeUp`, `swipeDown`);
/// - `pinch` and `rotation`.
///
/// Simultaneous recognition, through the recognizers' delegate (``ReplaySimultaneity``): the two pans,
/// the pinch and the rotation recognize together, as in Apple's photo-manipulation sample; and the
/// swipes recognize together with the pans, so that a quick stroke reports both the drag and the swipe
/// (otherwise the pan, which begins after 10 pt, would force every swipe out). Every other pair
/// competes as UIKit's defaults say (behaviour 4.5).
///
/// The view is named `gestureView` and the window `replayWindow`; recognizers are named after their
/// kind: these are the names the dispatch log prints.
@MainActor
public final class ReplayScene {
    /// The application, on a ``/ResponderKit/VirtualClock`` unless another clock was given.
    public let application: UIApplication
    /// The window, whose frame is the screen rectangle.
    public let window: UIWindow
    /// The full-screen view that carries the recognizers.
    public let gestureView: UIView
    /// The recognizers, by kind.
    public let recognizers: [ReplayGestureKind: UIGestureRecognizer]
    /// The delegate that lets recognizers recognize simultaneously (held here: delegates are weak).
    public let simultaneity: ReplaySimultaneity
    /// The full-screen scroll view that holds ``gestureView`` when the scene replays a touchpad or a mouse
    /// (`scrollsContent`), so that scroll events have a scroll view to scroll (behaviour 12.3); nil otherwise.
    /// Its content is ``scrollContentFactor`` times the screen along each axis, and it starts in the middle,
    /// so it can scroll every way; ``gestureView`` covers the whole content.
    public let scrollView: UIScrollView?
    /// How many screens the scroll view's content spans along each axis.
    nonisolated public static let scrollContentFactor: CGFloat = 5

    /// Creates the scene for a screen rectangle (in points), with the application on `clock`. With
    /// `scrollsContent` (default false: the touchscreen scene), ``gestureView`` sits in a full-screen
    /// ``scrollView``, for pointer recordings.
    public init(screen: CGRect, clock: any ApplicationClock = VirtualClock(), scrollsContent: Bool = false) {
        application = UIApplication(clock: clock)
        // Without a usable screen in the recording, the application's default screen (UIScreen) decides;
        // with one, the application's screen takes the recording's size.
        let usable = screen.width > 0 && screen.height > 0 && screen.width.isFinite && screen.height.isFinite
        let frame = usable ? screen : CGRect(origin: screen.origin, size: application.screen.bounds.size)
        if usable { application.screen = UIScreen(bounds: frame, scale: application.screen.scale) }
        window = UIWindow(frame: frame, application: application)
        window.accessibilityIdentifier = "replayWindow"
        if scrollsContent {
            let factor = Self.scrollContentFactor
            let content = CGSize(width: frame.width * factor, height: frame.height * factor)
            let scrollView = UIScrollView(frame: CGRect(origin: .zero, size: frame.size))
            scrollView.accessibilityIdentifier = "scrollView"
            scrollView.contentSize = content
            scrollView.contentOffset = CGPoint(
                x: (content.width - frame.width) / 2, y: (content.height - frame.height) / 2)
            gestureView = UIView(frame: CGRect(origin: .zero, size: content))
            gestureView.accessibilityIdentifier = "gestureView"
            scrollView.addSubview(gestureView)
            window.addSubview(scrollView)
            self.scrollView = scrollView
        } else {
            gestureView = UIView(frame: CGRect(origin: .zero, size: frame.size))
            gestureView.accessibilityIdentifier = "gestureView"
            window.addSubview(gestureView)
            self.scrollView = nil
        }

        var recognizers: [ReplayGestureKind: UIGestureRecognizer] = [:]
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        let tap = UITapGestureRecognizer()
        tap.require(toFail: doubleTap)
        let twoFingerTap = UITapGestureRecognizer()
        twoFingerTap.numberOfTouchesRequired = 2
        let twoFingerPan = UIPanGestureRecognizer()
        twoFingerPan.minimumNumberOfTouches = 2
        recognizers[.tap] = tap
        recognizers[.doubleTap] = doubleTap
        recognizers[.twoFingerTap] = twoFingerTap
        recognizers[.longPress] = UILongPressGestureRecognizer()
        recognizers[.pan] = UIPanGestureRecognizer()
        recognizers[.twoFingerPan] = twoFingerPan
        for (kind, direction) in [
            (ReplayGestureKind.swipeLeft, UISwipeGestureRecognizer.Direction.left), (.swipeRight, .right),
            (.swipeUp, .up), (.swipeDown, .down),
        ] {
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = direction
            recognizers[kind] = swipe
        }
        recognizers[.pinch] = UIPinchGestureRecognizer()
        recognizers[.rotation] = UIRotationGestureRecognizer()
        self.recognizers = recognizers

        simultaneity = ReplaySimultaneity()
        for kind in ReplayGestureKind.allCases {
            guard let recognizer = recognizers[kind] else { continue }
            recognizer.name = kind.rawValue
            recognizer.delegate = simultaneity
            gestureView.addGestureRecognizer(recognizer)
        }
        window.makeKeyAndVisible()
    }

    /// The recognizer of a kind.
    public func recognizer(_ kind: ReplayGestureKind) -> UIGestureRecognizer {
        // Every kind has a recognizer (built in init).
        recognizers[kind]!
    }

    /// The kind of one of the scene's recognizers.
    public func kind(of recognizer: UIGestureRecognizer) -> ReplayGestureKind? {
        recognizers.first { $0.value === recognizer }?.key
    }

    /// The scene described for reports, in a few lines.
    nonisolated public static let summaryLines = [
        "a full-screen view with tap (requires doubleTap to fail), doubleTap, twoFingerTap, longPress,",
        "pan, twoFingerPan (2+ fingers), swipeLeft/Right/Up/Down, pinch and rotation; the pans, pinch",
        "and rotation recognize simultaneously, and so do the swipes with the pans",
    ]
}

/// The delegate of the standard scene's recognizers: which pairs recognize simultaneously (see
/// ``ReplayScene``). Every other delegate method keeps UIKit's default answer.
@MainActor
public final class ReplaySimultaneity: UIGestureRecognizerDelegate {
    /// Creates the delegate.
    public init() {}

    /// The pan, pinch and rotation group.
    private static let manipulation: Set<String> = ["pan", "twoFingerPan", "pinch", "rotation"]
    private static let pans: Set<String> = ["pan", "twoFingerPan"]
    private static let swipes: Set<String> = ["swipeLeft", "swipeRight", "swipeUp", "swipeDown"]

    /// True for two of pan, two-finger pan, pinch and rotation, and for a swipe with a pan.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let a = gestureRecognizer.name, let b = otherGestureRecognizer.name,
            gestureRecognizer.view === otherGestureRecognizer.view
        else { return false }
        if Self.manipulation.contains(a) && Self.manipulation.contains(b) { return true }
        return (Self.swipes.contains(a) && Self.pans.contains(b)) || (Self.pans.contains(a) && Self.swipes.contains(b))
    }
}
