import Foundation

extension GestureArena {
    // MARK: Hover (behaviour 5.8)

    /// Hover recognizers following each hovering pointer, by the pointer's touch.
    /// Tells hover recognizers that a pointer entered, moved within or left their views.
    func deliverHover(_ event: UIEvent) {
        for touch in event.touchList where touch.window === window {
            let key = ObjectIdentifier(touch)
            let before = hovering[key] ?? []
            var now: [UIHoverGestureRecognizer] = []
            if touch.phase != .regionExited {
                var view = touch.view
                while let current = view {
                    for case let hover as UIHoverGestureRecognizer in current.gestureRecognizers ?? []
                    where hover.isEnabled
                        && hover.allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue })
                    {
                        now.append(hover)
                    }
                    view = current.superview
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
}
