import Foundation

extension GestureArena {
    // MARK: Hover (behaviour 5.8)

    /// Hover recognizers following each hovering pointer, by the pointer's touch.
    /// Tells hover recognizers that a pointer entered, moved within or left their views.
    func deliverHover(_ event: UIEvent) {
        for touch in event.touchList where touch.window === window {
            let key = ObjectIdentifier(touch)
            let before = hovering[key] ?? []
            if touch.phase != .regionExited, !before.isEmpty, Self.hovers(touch, exactly: before) {
                // The usual movement: the same recognizers as before, in order. They move, and no new list
                // is built (a hover movement allocates nothing, docs/performance.md).
                for hover in before where hover.isEnabled && hover.view?.window === window { hover.pointerMoved(touch) }
                if before.contains(where: { !$0.isEnabled || $0.view?.window !== window }) {
                    let kept = before.filter { $0.isEnabled && $0.view?.window === window }
                    hovering[key] = kept.isEmpty ? nil : kept
                }
                continue
            }
            var now: [UIHoverGestureRecognizer] = []
            if touch.phase != .regionExited {
                Self.forEachHover(following: touch) { hover in
                    now.append(hover)
                    return true
                }
            }
            for hover in before where !now.contains(where: { $0 === hover }) { hover.pointerExited(touch) }
            for hover in now {
                // The action of a hover recognizer served before may have removed or disabled this one (behaviour 4.1).
                guard hover.isEnabled, hover.view?.window === window else { continue }
                if before.contains(where: { $0 === hover }) {
                    hover.pointerMoved(touch)
                } else {
                    hover.pointerEntered(touch)
                }
            }
            now.removeAll { !$0.isEnabled || $0.view?.window !== window }
            hovering[key] = now.isEmpty ? nil : now
        }
    }

    /// Calls `body` with each enabled hover recognizer that follows `touch`, from its view outward, while
    /// `body` returns true.
    private static func forEachHover(following touch: UITouch, _ body: (UIHoverGestureRecognizer) -> Bool) {
        var view = touch.view
        while let current = view {
            for case let hover as UIHoverGestureRecognizer in current.gestureRecognizers ?? []
            where hover.isEnabled && hover.allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue }) {
                guard body(hover) else { return }
            }
            view = current.superview
        }
    }

    /// Whether the recognizers following `touch` are exactly `list`, in order (without building a list).
    private static func hovers(_ touch: UITouch, exactly list: [UIHoverGestureRecognizer]) -> Bool {
        var index = 0
        var same = true
        forEachHover(following: touch) { hover in
            same = index < list.count && list[index] === hover
            index += 1
            return same
        }
        return same && index == list.count
    }
}
