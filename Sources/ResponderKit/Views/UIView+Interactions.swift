import Foundation

/// An object that adds behaviour to a view it is attached to, such as a pointer interaction
/// (``UIPointerInteraction``), as in UIKit (iOS 11+). Attach it with ``UIView/addInteraction(_:)``.
@MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to, or nil.
    var view: UIView? { get }
    /// Called before the interaction is attached to `view`, or detached (`view` nil).
    func willMove(to view: UIView?)
    /// Called after the interaction was attached to `view`, or detached (`view` nil).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions attached to the view, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { attachedInteractions }
        set {
            for interaction in attachedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches `interaction` (the view keeps it), after detaching it from the view it was on. The
    /// interaction is told with `willMove(to:)` before and `didMove(to:)` after.
    public func addInteraction(_ interaction: any UIInteraction) {
        if let previous = interaction.view {
            if previous === self { return }
            previous.removeInteraction(interaction)
        }
        interaction.willMove(to: self)
        attachedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction`; it is told with `willMove(to: nil)` and `didMove(to: nil)`.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = attachedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        attachedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
