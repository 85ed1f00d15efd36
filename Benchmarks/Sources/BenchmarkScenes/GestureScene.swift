import Foundation
import ResponderKit

/// The scene of the touch-dispatch benchmarks: the realistic screen of ``BenchmarkTrees`` with eight
/// recognizers on the hit path of a thumbnail in the scrolled list, as an app would set them up.
///
/// | view | recognizers |
/// |---|---|
/// | thumbnail (the hit view, 8 levels deep) | pan, pinch, rotation, long press, double tap |
/// | its cell's content view | tap, which requires the double tap to fail |
/// | the list | swipe left |
/// | the root view | screen-edge pan from the left edge |
///
/// Pan, pinch and rotation recognize simultaneously (``ManipulationDelegate``); every other pair
/// competes with UIKit's defaults, so once the pan recognizes it forces the swipe out.
@MainActor
public final class GestureScene {
    /// The application, on a virtual clock.
    public let application: UIApplication
    /// The window holding the realistic screen.
    public let window: UIWindow
    /// The view the benchmark touches land on.
    public let thumbnail: UIView
    /// The eight recognizers, in the order of the table above.
    public let recognizers: [UIGestureRecognizer]
    /// Held here because recognizers hold their delegate weakly.
    public let delegate = ManipulationDelegate()
    /// Where one finger lands (screen points), inside ``thumbnail``.
    nonisolated public static let oneFinger = [CGPoint(x: 48, y: 372)]
    /// Where two fingers land, both inside ``thumbnail``.
    nonisolated public static let twoFingers = [CGPoint(x: 30, y: 350), CGPoint(x: 70, y: 395)]

    /// Builds the scene.
    public init() {
        application = UIApplication()
        window = ViewTreeBuilder.window(BenchmarkTrees.realisticScreen().tree, application: application)
        guard let hit = window.hitTest(Self.oneFinger[0], with: nil), hit.accessibilityIdentifier == "thumbnail6",
            let content = hit.superview, let list = Self.find("list", in: window),
            let root = Self.find("root", in: window)
        else { fatalError("the benchmark scene's geometry changed: the probe no longer lands on thumbnail6") }
        thumbnail = hit

        let pan = UIPanGestureRecognizer()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let longPress = UILongPressGestureRecognizer()
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        let tap = UITapGestureRecognizer()
        tap.require(toFail: doubleTap)
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = .left
        for recognizer in [pan, pinch, rotation] { recognizer.delegate = delegate }
        for recognizer in [pan, pinch, rotation, longPress, doubleTap] { hit.addGestureRecognizer(recognizer) }
        content.addGestureRecognizer(tap)
        list.addGestureRecognizer(swipe)
        root.addGestureRecognizer(edgePan)
        recognizers = [pan, pinch, rotation, longPress, doubleTap, tap, swipe, edgePan]
    }

    private static func find(_ name: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == name { return view }
        for subview in view.subviews {
            if let found = find(name, in: subview) { return found }
        }
        return nil
    }
}

/// Lets pan, pinch and rotation recognize together, as in Apple's photo-manipulation sample; every
/// other question keeps UIKit's default answer.
@MainActor
public final class ManipulationDelegate: UIGestureRecognizerDelegate {
    /// Creates the delegate.
    public init() {}

    /// True for two of the pan, pinch and rotation recognizers.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        isManipulation(gestureRecognizer) && isManipulation(otherGestureRecognizer)
    }

    private func isManipulation(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer is UIPanGestureRecognizer || recognizer is UIPinchGestureRecognizer
            || recognizer is UIRotationGestureRecognizer
    }
}
