import Foundation
import ResponderKit

/// The root view controller of the controls part. It offers a keyboard shortcut, Command-E "Archive",
/// through `keyCommands` (behaviour 3.4): the application collects the key commands of every responder on the
/// chain from the first responder, so the shortcut works while any view below the controller is first
/// responder.
final class ControlsViewController: UIViewController {
    static let archive = Selector("archiveNote:")
    let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init()
    }

    /// The demo builds its views in code; there is no archive to decode.
    required init?(coder: NSCoder) { nil }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Archive", action: Self.archive, input: "e", modifierFlags: .command)]
    }

    override var implementedActions: Set<Selector> { super.implementedActions.union([Self.archive]) }

    override func performAction(_ action: Selector, withSender sender: Any?, event: UIEvent?) {
        guard action == Self.archive else { return super.performAction(action, withSender: sender, event: event) }
        log.record("rootController", "\(action.name) performed, sender \(describeSender(sender))")
    }
}
