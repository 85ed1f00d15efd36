import Foundation
import ResponderKit

/// What the gesture demo's action methods printed, in order, each with the application's time.
@MainActor
public final class ActionLog {
    public struct Line {
        /// When the action ran, on the application's clock.
        public let time: TimeInterval
        /// The recognizer that sent the action (its `name`).
        public let recognizer: String
        /// The recognizer's state during the action.
        public let state: UIGestureRecognizer.State
        public let text: String
    }

    private let application: UIApplication
    public private(set) var lines: [Line] = []

    public init(application: UIApplication) {
        self.application = application
    }

    /// Notes an action of `recognizer`; the line starts with the recognizer's name and state.
    public func record(_ recognizer: UIGestureRecognizer, _ text: String) {
        let name = recognizer.name ?? "\(type(of: recognizer))"
        lines.append(Line(time: application.clock.now, recognizer: name, state: recognizer.state,
                          text: "\(name) \(recognizer.state): \(text)"))
    }

    public func removeAll() {
        lines.removeAll()
    }
}
