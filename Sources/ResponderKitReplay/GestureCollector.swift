import Foundation
import ResponderKit

/// Follows the actions of a ``ReplayScene``'s recognizers and turns them into ``RecognizedGesture``s:
/// a discrete recognizer's recognition, or a continuous one's run from `.began` to `.ended` or
/// `.cancelled`. Times are seconds since `origin` on the application's clock.
///
/// The replayer uses one; `responder live` uses ``onChange`` to print gestures as they happen.
@MainActor
public final class GestureCollector {
    /// The gestures so far, in the order they were recognized.
    public private(set) var gestures: [RecognizedGesture] = []
    /// Called after every action with the gesture it belongs to (as recorded so far) and the action.
    public var onChange: (@MainActor (RecognizedGesture, GestureStateChange) -> Void)?
    /// The application time that reports as 0.
    public let origin: TimeInterval
    /// Whether a gesture keeps every action (``RecognizedGesture/changes``). Default true. When false,
    /// it keeps its first and its latest action and counts the `.changed` actions in between
    /// (``RecognizedGesture/omittedChangeCount``), so that a long replay's memory does not grow with them.
    public var keepsEveryChange = true

    private unowned let scene: ReplayScene
    /// The index in ``gestures`` of each continuous recognizer's gesture in progress.
    private var open: [ReplayGestureKind: Int] = [:]

    /// Starts following `scene`'s recognizers.
    public init(scene: ReplayScene, origin: TimeInterval) {
        self.scene = scene
        self.origin = origin
        for kind in ReplayGestureKind.allCases {
            scene.recognizer(kind).addAction { [weak self] recognizer in self?.record(kind, recognizer) }
        }
    }

    /// Forgets the gestures recorded so far (the recognizers keep going).
    public func removeAll() {
        gestures.removeAll()
        open.removeAll()
    }

    private func record(_ kind: ReplayGestureKind, _ recognizer: UIGestureRecognizer) {
        let state = recognizer.state
        let change = GestureStateChange(
            time: scene.application.clock.now - origin, state: state,
            values: values(of: recognizer))
        let index: Int
        if let current = open[kind], state != .began {
            if !keepsEveryChange, gestures[current].changes.count >= 2 {
                let last = gestures[current].changes.count - 1
                if gestures[current].changes[last].state == .changed { gestures[current].omittedChangeCount += 1 }
                gestures[current].changes[last] = change
            } else {
                gestures[current].changes.append(change)
            }
            index = current
        } else {
            gestures.append(RecognizedGesture(kind: kind, changes: [change]))
            index = gestures.count - 1
        }
        if state == .began || state == .changed { open[kind] = index } else { open[kind] = nil }
        onChange?(gestures[index], change)
    }

    /// The values of a recognizer now, in screen coordinates.
    private func values(of recognizer: UIGestureRecognizer) -> GestureValues {
        let window = scene.window
        let view = scene.gestureView
        let location = window.convert(view.convert(recognizer.location(in: view), to: window), to: nil)
        var values = GestureValues(location: location, numberOfTouches: recognizer.numberOfTouches)
        switch recognizer {
        case let pan as UIPanGestureRecognizer:
            values.translation = pan.translation(in: view)
            values.velocity = pan.velocity(in: view)
        case let pinch as UIPinchGestureRecognizer:
            values.scale = pinch.scale
            values.scaleVelocity = pinch.velocity
        case let rotation as UIRotationGestureRecognizer:
            values.rotation = rotation.rotation
            values.rotationVelocity = rotation.velocity
        case let tap as UITapGestureRecognizer:
            values.numberOfTaps = tap.numberOfTapsRequired
            values.numberOfTouchesRequired = tap.numberOfTouchesRequired
        case let swipe as UISwipeGestureRecognizer:
            values.swipeDirection = swipe.direction
        case let press as UILongPressGestureRecognizer:
            values.numberOfTouchesRequired = press.numberOfTouchesRequired
        default:
            break
        }
        return values
    }
}
