import Foundation

/// Which touch each contact of the digitizer is (behaviour 1.1): the touching contacts' touches, the
/// contacts ignored until they lift, and the hovering contacts' touches (behaviour 5.8). One per
/// application (``UIApplication``'s `contacts`), read and changed only through the members below.
///
/// The application looks a contact up several times per digitizer frame. The collections are private and
/// changed on local copies swapped out of their storage, so that no access spans a call the optimizer
/// cannot see into and none needs a runtime exclusivity check (docs/performance.md, "Arrays changed on a
/// local copy").
@MainActor
final class ContactTable {
    private var touches: [Int: UITouch] = [:]
    private var ignored: Set<Int> = []
    private var hovering: [Int: UITouch] = [:]

    // MARK: Touching contacts

    /// The touch of contact `id`, ended or not, until the touch is retired.
    func touch(for id: Int) -> UITouch? {
        // Looked up in a copy (a retain of the storage): a lookup in the property itself spans the
        // dictionary's generic subscript, which keeps a runtime exclusivity check on every access.
        let table = touches
        return table[id]
    }

    /// Makes `touch` the touch of contact `id`.
    func setTouch(_ touch: UITouch, for id: Int) {
        var table = touches
        touches = [:]
        table[id] = touch
        touches = table
    }

    /// Forgets `touch` as its contact's touch, unless the contact already has another.
    func retire(_ touch: UITouch) {
        guard self.touch(for: touch.contactID) === touch else { return }
        var table = touches
        touches = [:]
        table[touch.contactID] = nil
        touches = table
    }

    // MARK: Ignored contacts

    /// Whether contact `id` is ignored until it lifts.
    func isIgnored(_ id: Int) -> Bool {
        let set = ignored
        return set.contains(id)
    }

    /// Ignores contact `id` until it lifts.
    func ignore(_ id: Int) {
        var set = ignored
        ignored = []
        set.insert(id)
        ignored = set
    }

    /// Stops ignoring contact `id` (it lifted).
    func stopIgnoring(_ id: Int) {
        var set = ignored
        ignored = []
        set.remove(id)
        ignored = set
    }

    /// Stops ignoring every contact.
    func stopIgnoringAll() {
        var set = ignored
        ignored = []
        set.removeAll()
        ignored = set
    }

    // MARK: Hovering contacts

    /// The hover touch of contact `id`, while it hovers.
    func hoverTouch(for id: Int) -> UITouch? {
        let table = hovering
        return table[id]
    }

    /// Makes `touch` the hover touch of contact `id`, or forgets it when `touch` is nil.
    func setHoverTouch(_ touch: UITouch?, for id: Int) {
        var table = hovering
        hovering = [:]
        table[id] = touch
        hovering = table
    }

    /// Forgets and returns the hover touch of contact `id`, if any.
    func removeHoverTouch(for id: Int) -> UITouch? {
        guard hoverTouch(for: id) != nil else { return nil }
        var table = hovering
        hovering = [:]
        let touch = table.removeValue(forKey: id)
        hovering = table
        return touch
    }
}
