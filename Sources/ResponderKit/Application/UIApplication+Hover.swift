import Foundation

/// Pointers that hover without touching (behaviour 2.1 region phases, 5.8): each becomes a touch whose
/// phase is `regionEntered`, `regionMoved` or `regionExited` relative to the window under it, carried by
/// a `.hover` event through ``UIApplication/sendEvent(_:)`` to that window, where only hover gesture
/// recognizers see it.
extension UIApplication {
    /// Handles a contact that hovers, or that stops hovering. Returns true when the contact needs no
    /// further handling as a touch.
    func applyHover(_ contact: TouchContact, at time: TimeInterval) -> Bool {
        if contact.state == .hovering {
            if let touch = contacts.touch(for: contact.id), touch.isActive {
                // It was touching: it lifts first, then hovers.
                var lifted = contact
                lifted.state = .lifted
                apply(DigitizerFrame(timestamp: time, contacts: [lifted]))
            }
            hover(contact, at: time)
            return true
        }
        // Touching or lifted: the hover ends; a touching contact then goes down as a normal touch.
        if let touch = contacts.removeHoverTouch(for: contact.id) { exit(touch, at: time) }
        return contact.state == .lifted && contacts.touch(for: contact.id) == nil
    }

    private func hover(_ contact: TouchContact, at time: TimeInterval) {
        let target = hoverTarget(at: contact.location)
        var touch = contacts.hoverTouch(for: contact.id)
        if let existing = touch, existing.window !== target?.window {
            exit(existing, at: time)
            touch = nil
        }
        guard let (window, view) = target else {
            contacts.setHoverTouch(nil, for: contact.id)
            return
        }
        let isNew = touch == nil
        let hoverTouch = touch ?? UITouch(contactID: contact.id, ordinal: nextTouchOrdinal)
        if isNew {
            nextTouchOrdinal += 1
            hoverTouch.window = window
            hoverTouch.type = contact.type
            contacts.setHoverTouch(hoverTouch, for: contact.id)
        }
        hoverTouch.previousLocationInWindow = hoverTouch.locationInWindow
        hoverTouch.precisePreviousLocationInWindow = hoverTouch.preciseLocationInWindow
        hoverTouch.apply(
            TouchSample(
                timestamp: time, location: window.convert(contact.location, from: nil), force: 0,
                majorRadius: contact.majorRadius, altitudeAngle: contact.altitudeAngle,
                azimuthAngle: contact.azimuthAngle, rollAngle: contact.rollAngle,
                phase: isNew ? .regionEntered : .regionMoved), scale: screenScale)
        if isNew { hoverTouch.previousLocationInWindow = hoverTouch.locationInWindow }
        hoverTouch.phase = isNew ? .regionEntered : .regionMoved
        hoverTouch.zOffset = contact.zOffset
        hoverTouch.view = view
        send(hoverTouch)
    }

    private func exit(_ touch: UITouch, at time: TimeInterval) {
        touch.phase = .regionExited
        touch.timestamp = time
        send(touch)
        touch.view = nil
    }

    private func send(_ touch: UITouch) {
        hoverEvent.timestamp = touch.timestamp
        hoverEvent.application = self
        // Appended to the emptied list (its capacity kept): a hover movement allocates nothing.
        hoverEvent.removeAllTouches()
        hoverEvent.appendTouch(touch)
        touch.changedInCurrentEvent = true
        // Through the one door, as every event (README, "How an event travels").
        sendEvent(hoverEvent)
        hoverEvent.removeAllTouches()
    }

    /// The frontmost window whose hit-test returns a view for the pointer, and that view.
    private func hoverTarget(at screenPoint: CGPoint) -> (window: UIWindow, view: UIView)? {
        pointerTarget(at: screenPoint, with: hoverEvent)
    }
}
