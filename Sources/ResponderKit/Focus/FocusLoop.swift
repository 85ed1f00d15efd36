import Foundation

/// The items a window's keyboard focus can reach, grouped and ordered (docs/behaviour/focus.md, 18.2).
/// Built afresh for each movement: a window's views change between key presses, and a movement is rare
/// next to the touches and keys it sits among.
@MainActor
struct FocusLoop {
    /// One focus group: its items in reading order.
    struct Group {
        let key: GroupKey
        var items: [UIView]
    }

    /// What makes items one group: a focus group identifier, or the item alone.
    enum GroupKey: Hashable {
        case named(String)
        case alone(ObjectIdentifier)
    }

    /// The groups in the tab loop's order.
    private(set) var groups: [Group] = []

    /// The loop of `window`: every view that can be focused now, grouped by ``groupKey(of:)``, the groups
    /// and their items in reading order (top to bottom, then left to right, by their frames in the
    /// window; the view hierarchy's order breaks ties).
    init(window: UIWindow) {
        var items: [UIView] = []
        Self.collect(window, into: &items)
        var indexOfGroup: [GroupKey: Int] = [:]
        for item in Self.readingOrder(items) {
            let key = Self.groupKey(of: item)
            if let index = indexOfGroup[key] {
                groups[index].items.append(item)
            } else {
                indexOfGroup[key] = groups.count
                groups.append(Group(key: key, items: [item]))
            }
        }
    }

    /// Whether `view` can take keyboard focus now: it says it can, and hit-testing would not skip it or
    /// any of its ancestors (``UIView/hitTestSkipReason``, the one rule of behaviour 1.1).
    static func isFocusable(_ view: UIView) -> Bool {
        guard view.canBecomeFocused, view.window != nil else { return false }
        var current: UIView? = view
        while let shown = current {
            if shown.hitTestSkipReason != nil { return false }
            current = shown.superview
        }
        return true
    }

    /// The group `view` belongs to: the nearest focus group identifier of its environments (the view's
    /// own first); a view that takes typed text (`UIKeyInput`) and has no identifier of its own is a group
    /// by itself, since the arrow keys move its caret; an item with no identifier anywhere is a group by
    /// itself too (docs/decisions.md, "Focus: groups and the order of the tab loop").
    static func groupKey(of view: UIView) -> GroupKey {
        if view.focusGroupIdentifier == nil, view is any UIKeyInput { return .alone(ObjectIdentifier(view)) }
        for environment in view.focusEnvironmentChain {
            if let identifier = environment.focusGroupIdentifier { return .named(identifier) }
        }
        return .alone(ObjectIdentifier(view))
    }

    /// The group of `view`, with its index in ``groups``.
    func groupIndex(of view: UIView) -> Int? {
        groups.firstIndex { group in group.items.contains { $0 === view } }
    }

    /// The item Tab (`forward`) or Shift-Tab moves to from `current`: the first item of the next (or
    /// previous) group, wrapping around; from no item, the first (or last) group's first item.
    func item(after current: UIView?, forward: Bool) -> UIView? {
        guard !groups.isEmpty else { return nil }
        guard let current, let index = groupIndex(of: current) else {
            return (forward ? groups.first : groups.last)?.items.first
        }
        let count = groups.count
        let next = forward ? (index + 1) % count : (index + count - 1) % count
        return groups[next].items.first
    }

    /// The item an arrow key moves to from `current` within its group: of the items whose centre lies
    /// in `heading`'s direction, the nearest (by the distance between centres).
    func item(from current: UIView, heading: UIFocusHeading) -> UIView? {
        guard let index = groupIndex(of: current) else { return nil }
        let origin = Self.windowFrame(of: current)
        let from = CGPoint(x: origin.midX, y: origin.midY)
        var best: (view: UIView, distance: CGFloat)?
        for candidate in groups[index].items where candidate !== current {
            let frame = Self.windowFrame(of: candidate)
            let dx = frame.midX - from.x, dy = frame.midY - from.y
            let inDirection: Bool
            switch heading {
            case .up: inDirection = dy < 0
            case .down: inDirection = dy > 0
            case .left: inDirection = dx < 0
            case .right: inDirection = dx > 0
            default: inDirection = false
            }
            guard inDirection else { continue }
            let distance = (dx * dx + dy * dy).squareRoot()
            if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
        }
        return best?.view
    }

    // MARK: Building

    private static func collect(_ view: UIView, into items: inout [UIView]) {
        guard view.hitTestSkipReason == nil else { return }
        if view.canBecomeFocused { items.append(view) }
        for subview in view.subviews { collect(subview, into: &items) }
    }

    private static func windowFrame(of view: UIView) -> CGRect {
        view.convert(view.bounds, to: nil)
    }

    /// `items` (in the hierarchy's order) sorted top to bottom, then left to right; stable.
    private static func readingOrder(_ items: [UIView]) -> [UIView] {
        let frames = items.map(windowFrame(of:))
        return items.indices.sorted { a, b in
            let fa = frames[a], fb = frames[b]
            if fa.minY != fb.minY { return fa.minY < fb.minY }
            if fa.minX != fb.minX { return fa.minX < fb.minX }
            return a < b
        }.map { items[$0] }
    }
}
