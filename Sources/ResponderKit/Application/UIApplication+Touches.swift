import Foundation

/// Event pre-processing (behaviour 9, step 4): raw contacts become `UITouch` objects in the application's
/// one touch `UIEvent`; each new touch is hit-tested once, across the visible windows from the top.
extension UIApplication {
    /// Thresholds of `UITouch.tapCount` (behaviour 11): a touch that goes down within this interval of a
    /// previous touch's end, and within ``tapCountMaximumDistance`` of it, continues its count. The same
    /// rule as the tap recognizer's: ``GestureConstants/maximumIntervalBetweenTaps`` (0.35 s) defines it.
    public static let tapCountMaximumInterval: TimeInterval = GestureConstants.maximumIntervalBetweenTaps
    /// See ``tapCountMaximumInterval``: ``GestureConstants/tapAllowableMovement`` (45 pt) defines it.
    public static let tapCountMaximumDistance: CGFloat = GestureConstants.tapAllowableMovement

    /// Marks every touch stationary before a new delivery is assembled.
    func beginTouchDelivery() {
        for touch in touchEvent.touchList {
            touch.changedInCurrentEvent = false
            touch.phase = .stationary
            touch.previousLocationInWindow = touch.locationInWindow
            touch.precisePreviousLocationInWindow = touch.preciseLocationInWindow
            touch.coalescedSamples.removeAllKeepingStorage()
        }
    }

    /// Applies one digitizer frame to the touches of the delivery being assembled.
    func apply(_ frame: DigitizerFrame) {
        for contact in frame.contacts {
            if contact.state == .hovering || contacts.hoverTouch(for: contact.id) != nil {
                if applyHover(contact, at: frame.timestamp) { continue }
            }
            if contacts.isIgnored(contact.id) {
                if contact.state == .lifted { contacts.stopIgnoring(contact.id) }
                continue
            }
            if let touch = contacts.touch(for: contact.id), touch.isActive {
                update(touch, with: contact, at: frame.timestamp)
            } else if contact.state == .touching {
                beginTouch(for: contact, at: frame.timestamp)
            }
        }
    }

    /// Whether a queued frame can join the delivery being assembled without a touch both beginning and
    /// ending in it, and without a contact id starting a second touch.
    func canCoalesce(_ frame: DigitizerFrame) -> Bool {
        for contact in frame.contacts {
            guard let touch = contacts.touch(for: contact.id) else { continue }
            if !touch.isActive { return false }
            // A touch that begins in this delivery is reported where it was hit-tested (behaviour 1.2):
            // its first movement waits for the next delivery.
            if touch.phase == .began && touch.changedInCurrentEvent { return false }
        }
        return true
    }

    private func sample(of contact: TouchContact, at time: TimeInterval, phase: UITouch.Phase, in window: UIWindow)
        -> TouchSample
    {
        TouchSample(
            timestamp: time, location: window.convert(contact.location, from: nil), force: contact.force,
            majorRadius: contact.majorRadius, altitudeAngle: contact.altitudeAngle,
            azimuthAngle: contact.azimuthAngle, rollAngle: contact.rollAngle, phase: phase)
    }

    private func update(_ touch: UITouch, with contact: TouchContact, at time: TimeInterval) {
        guard let window = touch.window else { return }
        let lifted = contact.state == .lifted
        let sample = sample(of: contact, at: time, phase: lifted ? .ended : .moved, in: window)
        let previous = touch.currentSample
        let changed =
            lifted || sample.location != previous.location || sample.force != previous.force
            || sample.majorRadius != previous.majorRadius || sample.altitudeAngle != previous.altitudeAngle
            || sample.azimuthAngle != previous.azimuthAngle
        guard changed else { return }
        touch.phase = sample.phase
        touch.changedInCurrentEvent = true
        touch.apply(sample, scale: screenScale)
        touch.coalescedSamples.append(sample)
        touch.velocity.add(sample.location, at: time)
        copyEstimates(from: contact, to: touch)
    }

    private func beginTouch(for contact: TouchContact, at time: TimeInterval) {
        if let refusal = touchRefusal {
            contacts.ignore(contact.id)
            dispatchLog?.record(.dropped(contact: contact.id, reason: refusal))
            return
        }
        let touch = UITouch(contactID: contact.id, ordinal: nextTouchOrdinal)
        nextTouchOrdinal += 1
        guard let (window, view) = hitTestNewTouch(at: contact.location, ordinal: touch.ordinal) else {
            contacts.ignore(contact.id)
            dispatchLog?.record(.dropped(contact: contact.id, reason: .noViewHit(contact.location)))
            return
        }
        // A touch outside an open context menu dismisses it and goes nowhere else (behaviour 15.4).
        if let menuSource = contextMenuDismissed(byTouchOn: view) {
            contacts.ignore(contact.id)
            dispatchLog?.record(.dropped(contact: contact.id, reason: .dismissedContextMenu(view: menuSource)))
            return
        }
        let sample = sample(of: contact, at: time, phase: .began, in: window)
        touch.window = window
        touch.view = view
        touch.type = contact.type
        touch.maximumPossibleForce = contact.maximumPossibleForce
        touch.majorRadiusTolerance = contact.majorRadiusTolerance
        touch.phase = .began
        touch.changedInCurrentEvent = true
        touch.apply(sample, scale: screenScale)
        touch.previousLocationInWindow = touch.locationInWindow
        touch.precisePreviousLocationInWindow = touch.preciseLocationInWindow
        touch.initialLocationInWindow = touch.locationInWindow
        touch.coalescedSamples.reserveCapacity(8)
        touch.coalescedSamples.append(sample)
        touch.velocity.add(sample.location, at: time)
        touch.tapCount = tapCount(forTouchAt: contact.location, time: time, in: window)
        copyEstimates(from: contact, to: touch)
        contacts.setTouch(touch, for: contact.id)
        touchEvent.appendTouch(touch)
        dispatchLog?.record(
            .touchBegan(
                touch: touch.ordinal, view: DispatchLog.name(of: view),
                window: DispatchLog.name(of: window), tapCount: touch.tapCount,
                location: touch.locationInWindow))
    }

    /// Why the application takes no new touch now, or nil when it does: it ignores interaction events, it
    /// is not active, or its screen is dark with the proximity sensor covered (behaviour 8.7).
    private var touchRefusal: ContactDropReason? {
        if isIgnoringInteractionEvents { return .ignoringInteractionEvents }
        if applicationState != .active { return .applicationNotActive }
        if motionState.device.proximityState { return .proximitySensorCovered }
        return nil
    }

    private func copyEstimates(from contact: TouchContact, to touch: UITouch) {
        touch.estimatedProperties = contact.estimatedProperties
        touch.estimatedPropertiesExpectingUpdates = contact.estimatedPropertiesExpectingUpdates
        touch.estimationUpdateIndex = contact.estimationUpdateIndex.map { NSNumber(value: $0) }
    }

    /// Hit-tests a new touch across the visible windows from the front: the first window whose
    /// `hitTest` returns a view takes the touch; a window returning nil lets it fall through (behaviour 1.2, 1.3).
    /// The windows are visited front to back without building the sorted `windows` list (two
    /// allocations per landing finger; docs/performance.md, "Landing, lifting and moving fingers").
    private func hitTestNewTouch(at screenPoint: CGPoint, ordinal: Int) -> (UIWindow, UIView)? {
        firstFromFront { window in
            guard window.takesNewTouches else { return nil }
            let point = window.convert(screenPoint, from: nil)
            var rounded = CGPoint(
                x: (point.x * screenScale).rounded() / screenScale,
                y: (point.y * screenScale).rounded() / screenScale)
            // Rounding to the nearest pixel must not push a point inside the window onto its far edge,
            // outside the half-open bounds (a touchscreen's axis maximum maps just below it): keep it on
            // the last pixel (docs/input-devices.md, "Coordinates: the device range onto [0, size)").
            let bounds = window.bounds
            if point.x < bounds.maxX && rounded.x >= bounds.maxX { rounded.x = bounds.maxX - 1 / screenScale }
            if point.y < bounds.maxY && rounded.y >= bounds.maxY { rounded.y = bounds.maxY - 1 / screenScale }
            let tracer = dispatchLog.map { _ in HitTestTracer() }
            HitTestTracer.active = tracer
            let hit = window.hitTest(rounded, with: touchEvent)
            HitTestTracer.active = nil
            if let tracer, let log = dispatchLog {
                log.record(
                    .hitTest(
                        touch: ordinal, window: DispatchLog.name(of: window), point: rounded,
                        steps: tracer.steps, result: hit.map { DispatchLog.name(of: $0) }))
            }
            return hit.map { (window, $0) }
        }
    }

    /// The tap count for a touch going down at `location` (screen points) at `time` in `window`: one more
    /// than a touch that ended nearby in the same window within the interval (behaviour 11).
    private func tapCount(forTouchAt location: CGPoint, time: TimeInterval, in window: UIWindow) -> Int {
        // Plain loops rather than closures, as this runs for every landing finger (docs/performance.md,
        // "Plain loops instead of main-actor closures").
        var ends = recentTouchEnds
        recentTouchEnds = []
        var kept = 0
        for index in ends.indices where !(time - ends[index].time > Self.tapCountMaximumInterval) {
            ends.swapAt(kept, index)
            kept += 1
        }
        ends.removeLast(ends.count - kept)
        var found: Int?
        var index = ends.count
        while index > 0 {
            index -= 1
            guard ends[index].window == window.serialNumber else { continue }
            let dx = ends[index].location.x - location.x, dy = ends[index].location.y - location.y
            if (dx * dx + dy * dy).squareRoot() <= Self.tapCountMaximumDistance { found = index; break }
        }
        var count = 1
        if let found { count = ends.remove(at: found).tapCount + 1 }
        recentTouchEnds = ends
        return count
    }

    /// Sends the assembled touch event, then retires the touches that ended or were cancelled.
    func dispatchTouchEvent() {
        touchEvent.timestamp = clock.now
        // A loop rather than `contains(where:)` with a key path, as this runs for every event
        // (docs/performance.md, "Plain loops instead of main-actor closures").
        var anyChanged = false
        for touch in touchEvent.touchList where touch.changedInCurrentEvent { anyChanged = true; break }
        if anyChanged {
            isDispatchingTouches = true
            sendEvent(touchEvent)
            isDispatchingTouches = false
        }
        retireFinishedTouches()
        if let pending = pendingCancellation {
            pendingCancellation = nil
            cancelAllTouches(reason: pending.reason, ignoreRemainingContacts: pending.ignoreRemaining)
        }
    }

    private func retireFinishedTouches() {
        // A loop rather than `contains(where:)`, as this runs after every event
        // (docs/performance.md, "Plain loops instead of main-actor closures").
        var anyInactive = false
        for touch in touchEvent.touchList where !touch.isActive { anyInactive = true; break }
        guard anyInactive else { return }
        for touch in touchEvent.touchList where !touch.isActive {
            contacts.retire(touch)
            if touch.phase == .ended, let window = touch.window {
                recentTouchEnds.append(
                    (
                        touch.timestamp, window.convert(touch.locationInWindow, to: nil), window.serialNumber,
                        touch.tapCount
                    ))
            }
            if !touch.estimatedPropertiesExpectingUpdates.isEmpty { touchesAwaitingEstimates.append(touch) }
        }
        touchEvent.removeInactiveTouches()
    }

    /// Cancels every touch in progress: views and (later) gesture recognizers get `touchesCancelled`.
    /// With `ignoreRemainingContacts`, contacts still down are ignored until they lift.
    func cancelAllTouches(reason: TouchCancellationReason, ignoreRemainingContacts: Bool) {
        if isDispatchingTouches {
            pendingCancellation = (reason, ignoreRemainingContacts)
            return
        }
        guard touchEvent.touchList.contains(where: \.isActive) else {
            if !ignoreRemainingContacts { contacts.stopIgnoringAll() }
            return
        }
        dispatchLog?.record(.touchesCancelled(touches: touchEvent.touchList.map(\.ordinal), reason: reason))
        beginTouchDelivery()
        for touch in touchEvent.touchList where touch.isActive {
            touch.phase = .cancelled
            touch.changedInCurrentEvent = true
            touch.timestamp = clock.now
            if ignoreRemainingContacts { contacts.ignore(touch.contactID) }
        }
        dispatchTouchEvent()
    }

    /// Sends `touchesCancelled` to every view of `root`'s subtree that is tracking a touch, because the
    /// subtree is leaving its window (behaviour 2.3). The touches go on for everybody else.
    func cancelViewTouches(inSubtree root: UIView, reason: TouchCancellationReason) {
        ViewTouchDelivery.cancelTouches(inSubtree: root, of: touchEvent, reason: reason, log: dispatchLog)
    }

    /// Applies final values for estimated properties and tells the touch's view (behaviour 2.1).
    func apply(_ update: EstimatedPropertiesUpdate) {
        let candidates = touchEvent.touchList + touchesAwaitingEstimates
        guard
            let touch = candidates.first(where: { $0.estimationUpdateIndex?.intValue == update.estimationUpdateIndex }),
            let window = touch.window
        else { return }
        var updated: UITouch.Properties = []
        if let force = update.force { touch.force = force; updated.insert(.force) }
        if let azimuth = update.azimuthAngle { touch.azimuthInWindow = azimuth; updated.insert(.azimuth) }
        if let altitude = update.altitudeAngle { touch.altitudeAngle = altitude; updated.insert(.altitude) }
        if let location = update.location {
            var sample = touch.currentSample
            sample.location = window.convert(location, from: nil)
            touch.apply(sample, scale: screenScale)
            updated.insert(.location)
        }
        touch.estimatedProperties.subtract(updated)
        touch.estimatedPropertiesExpectingUpdates.subtract(
            update.isFinal ? touch.estimatedPropertiesExpectingUpdates : updated)
        if touch.estimatedPropertiesExpectingUpdates.isEmpty {
            touchesAwaitingEstimates.removeAll { $0 === touch }
        }
        for recognizer in touch.gestureRecognizers ?? [] { recognizer.touchesEstimatedPropertiesUpdated([touch]) }
        touch.view?.touchesEstimatedPropertiesUpdated([touch])
    }
}
