import Foundation

/// A view a list (table view, collection view) shows for an item and reuses for another once it
/// scrolls out of sight (behaviour 14.2).
@MainActor
protocol ListReusableView: UIView {
    /// The identifier it was registered or created with; a view without one is never reused.
    var reuseIdentifier: String? { get }
    /// Resets the view before the pool hands it out again.
    func prepareForReuse()
}

/// The reuse pool of one list: how to make a view for each registered identifier, and the views
/// waiting to be reused (behaviour 14.2). Shared by the table view and the collection view.
///
/// ``dequeue(_:)`` hands out a waiting view after calling its `prepareForReuse()`, or makes a new one
/// from the registration; it never calls `prepareForReuse()` on a new view (as UIKit).
@MainActor
final class ListReusePool<View: ListReusableView> {
    private var factories: [String: () -> View] = [:]
    private var waiting: [String: [View]] = [:]

    /// Registers how to make a view for `identifier`; nil removes the registration.
    func register(_ factory: (() -> View)?, forIdentifier identifier: String) {
        factories[identifier] = factory
    }

    /// Whether a view can be made for `identifier`.
    func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    /// A waiting view for `identifier` (prepared for reuse), else a new one from the registration, else nil.
    func dequeue(_ identifier: String) -> View? {
        if var views = waiting[identifier], !views.isEmpty {
            let view = views.removeLast()
            waiting[identifier] = views
            view.prepareForReuse()
            return view
        }
        return factories[identifier]?()
    }

    /// Puts `view` back to wait for reuse under its identifier; a view without one is dropped.
    func enqueue(_ view: View) {
        guard let identifier = view.reuseIdentifier else { return }
        waiting[identifier, default: []].append(view)
    }

    /// How many views wait for `identifier`.
    func waitingCount(_ identifier: String) -> Int { waiting[identifier]?.count ?? 0 }

    /// Forgets every waiting view (registrations stay).
    func removeAllWaiting() { waiting.removeAll() }
}
