import Foundation
import ResponderKit
import ResponderKitExamples

/// The actions of the demo's other recognizers. Each prints where the gesture happened, in the
/// coordinates of the recognizer's view.
@MainActor
public final class GestureActions {
    let log: ActionLog

    /// Creates the target and delegate, printing to `log`.
    public init(log: ActionLog) {
        self.log = log
    }

    func twoFingerDoubleTapped(_ tap: UITapGestureRecognizer) {
        log.record(
            tap,
            "\(tap.numberOfTouchesRequired) fingers tapped \(tap.numberOfTapsRequired) times, "
                + "first tap centred at \(location(of: tap))")
    }

    /// A continuous gesture: called on began, on every changed and on ended.
    func pressed(_ press: UILongPressGestureRecognizer) {
        log.record(press, "finger at \(location(of: press))")
    }

    func swipedLeft(_ swipe: UISwipeGestureRecognizer) {
        log.record(swipe, "swipe started at \(location(of: swipe))")
    }

    func singleTapped(_ tap: UITapGestureRecognizer) {
        log.record(tap, "single tap at \(location(of: tap))")
    }

    func doubleTapped(_ tap: UITapGestureRecognizer) {
        log.record(tap, "double tap at \(location(of: tap))")
    }

    func cornersTapped(_ cornerTap: CornerTapGestureRecognizer) {
        // `corners` comes in no particular order; sort it so that the line reads the same every run.
        let corners = CornerTapGestureRecognizer.Corner.allCases.filter(cornerTap.corners.contains)
        log.record(cornerTap, "opposite corners tapped: " + corners.map { "\($0)" }.joined(separator: " and "))
    }

    func twoFingersTapped(_ tap: UITapGestureRecognizer) {
        log.record(tap, "two fingers tapped, centred at \(location(of: tap))")
    }

    private func location(of recognizer: UIGestureRecognizer) -> String {
        guard let view = recognizer.view else { return format(recognizer.location(in: nil)) }
        return "\(format(recognizer.location(in: view))) in \(view.accessibilityIdentifier ?? "its view")"
    }
}
