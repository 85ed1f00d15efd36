import Foundation

/// The back swipe (behaviour 13.4; Apple's `interactivePopGestureRecognizer` page): a pan from the
/// left edge on the navigation controller's view. When it begins, the top controller is popped as an
/// interactive transition (it leaves ``UINavigationController/viewControllers`` at once; its
/// `viewWillDisappear(_:)`, the uncovered controller's `viewWillAppear(_:)` and the delegate's
/// `willShow` are called); while it moves, the top view follows the finger; when it ends, the pop
/// completes if the finger is past ``NavigationConstants/popCompletionFraction`` of the width (and not
/// flicked back) or moves right at ``NavigationConstants/popCompletionVelocity`` or faster, and is
/// cancelled otherwise, as is a swipe whose touches are cancelled. The finishing animation takes no
/// time: the `did` half comes when the finger lifts.
extension UINavigationController {
    func handleInteractivePop(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard stack.count > 1, transition == nil else { return }
            performTransition(to: Array(stack.dropLast()), animated: true, interactive: true)
            follow(recognizer)
        case .changed:
            follow(recognizer)
        case .ended:
            guard let transition, transition.isInteractive else { return }
            if popCompletes(recognizer) { completeTransition() } else { cancelInteractiveTransition() }
        case .cancelled, .failed:
            cancelInteractiveTransition()
        default:
            break
        }
    }

    /// The leaving top view follows the finger (never left of its place).
    private func follow(_ recognizer: UIPanGestureRecognizer) {
        guard let transition, transition.isInteractive, let fromView = transition.from?.viewIfLoaded else { return }
        fromView.frame.origin.x = max(0, recognizer.translation(in: viewIfLoaded).x)
    }

    /// Whether a back swipe that ended completes the pop: a flick right fast enough, or past the
    /// fraction of the width without a flick back.
    func popCompletes(_ recognizer: UIPanGestureRecognizer) -> Bool {
        let width = viewIfLoaded?.bounds.width ?? 0
        let distance = recognizer.translation(in: viewIfLoaded).x
        let speed = recognizer.velocity(in: viewIfLoaded).x
        if speed >= NavigationConstants.popCompletionVelocity { return true }
        return distance > width * NavigationConstants.popCompletionFraction
            && speed > -NavigationConstants.popCompletionVelocity
    }
}
