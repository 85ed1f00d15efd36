import Foundation
import ResponderKit

/// The root view controller of the controls part. It offers a keyboard shortcut, Command-E "Archive",
/// through `keyCommands` (behaviour 3.4): the application collects the key commands of every responder on the
/// chain from the first responder, so the shortcut works while any view below the controller is first
/// responder.
public final class ControlsViewController: UIViewController {
    static let archive = Selector("archiveNote:")
    /// The log the object notes what it receives in.
    public let log: EventLog

    /// Creates the object, noting what it receives in `log`.
    public init(log: EventLog) {
        self.log = log
        super.init()
    }

    /// The demo builds its views in code; there is no archive to decode.
    public required init?(coder: NSCoder) { nil }

    public override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Archive", action: Self.archive, input: "e", modifierFlags: .command)]
    }

    public override var implementedActions: Set<Selector> { super.implementedActions.union([Self.archive]) }

    public override func performAction(_ action: Selector, withSender sender: Any?, event: UIEvent?) {
        guard action == Self.archive else { return super.performAction(action, withSender: sender, event: event) }
        log.record("rootController", "\(action.name) performed, sender \(describeSender(sender))")
    }
}
