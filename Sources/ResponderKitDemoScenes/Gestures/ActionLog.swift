import Foundation
import ResponderKit

/// What the gesture demo's action methods printed, in order, each with the application's time.
@MainActor
public final class ActionLog {
    /// One printed line.
    public struct Line {
        /// When the action ran, on the application's clock.
        public let time: TimeInterval
        /// The recognizer that sent the action (its `name`).
        public let recognizer: String
        /// The recognizer's state during the action.
        public let state: UIGestureRecognizer.State
        /// The whole line as printed.
        public let text: String
    }

    private let application: UIApplication
    /// The lines printed since the last `removeAll()`, oldest first.
    public private(set) var lines: [Line] = []

    /// Creates an empty log that stamps its lines with `application`'s clock.
    public init(application: UIApplication) {
        self.application = application
    }

    /// Notes an action of `recognizer`; the line starts with the recognizer's name and state.
    public func record(_ recognizer: UIGestureRecognizer, _ text: String) {
        let name = recognizer.name ?? "\(type(of: recognizer))"
        lines.append(
            Line(
                time: application.clock.now, recognizer: name, state: recognizer.state,
                text: "\(name) \(recognizer.state): \(text)"))
    }

    /// Forgets every line.
    public func removeAll() {
        lines.removeAll()
    }
}
