import Foundation
import ResponderKit

/// What the gesture demo's action methods printed, in order, each with the application's time.
@MainActor
final class ActionLog {
    struct Line {
        /// When the action ran, on the application's clock.
        let time: TimeInterval
        /// The recognizer that sent the action (its `name`).
        let recognizer: String
        /// The recognizer's state during the action.
        let state: UIGestureRecognizer.State
        let text: String
    }

    private let application: UIApplication
    private(set) var lines: [Line] = []

    init(application: UIApplication) {
        self.application = application
    }

    /// Notes an action of `recognizer`; the line starts with the recognizer's name and state.
    func record(_ recognizer: UIGestureRecognizer, _ text: String) {
        let name = recognizer.name ?? "\(type(of: recognizer))"
        lines.append(Line(time: application.clock.now, recognizer: name, state: recognizer.state,
                          text: "\(name) \(recognizer.state): \(text)"))
    }

    func removeAll() {
        lines.removeAll()
    }
}
