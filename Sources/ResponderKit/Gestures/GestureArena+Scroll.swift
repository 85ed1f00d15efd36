import Foundation

// Scroll and transform events in the arena (behaviour 12.3, 12.4): the recognizers under the pointer that
// accept the event join the window's arena as touch recognizers do, and every recognition goes through
// the arena's rules (failure requirements, gestureRecognizerShouldBegin, exclusivity): the innermost
// candidate tries first, as with touches.
extension GestureArena {
    /// Adds `candidates` (innermost first) as participants of a pointer gesture, and lets each still
    /// undecided one try to begin through `start` (which sets its state; the arena decides at once).
    func beginPointerGesture(_ candidates: [UIGestureRecognizer], start: (UIGestureRecognizer) -> Void) {
        for recognizer in candidates { join(recognizer) }
        attemptPointerGesture(candidates, start: start)
    }

    /// Lets each candidate still undecided in this arena try to begin through `start`.
    func attemptPointerGesture(_ candidates: [UIGestureRecognizer], start: (UIGestureRecognizer) -> Void) {
        for recognizer in candidates
        where recognizer.arena === self && recognizer.committedState == .possible
            && recognizer.deferredRecognition == nil
        {
            start(recognizer)
        }
    }

    /// The pointer gesture is over: candidates that never began fail (and so reset).
    func finishPointerGesture(_ candidates: [UIGestureRecognizer], cause: GestureStateCause) {
        for recognizer in candidates where recognizer.arena === self && recognizer.committedState == .possible {
            fail(recognizer, cause: cause)
        }
    }
}

extension UIApplication {
    // MARK: Scroll events (behaviour 12.3)

    /// Delivers one scroll step: a wheel step is a whole sequence (began, ended); a trackpad scroll is a
    /// sequence from `.began` to `.ended`, which starts once it moves.
    func deliverScroll(_ input: ScrollInput, at location: CGPoint) {
        let state = pointerState
        state.scrollEvent.timestamp = input.timestamp
        state.scrollEvent.application = self
        let moves = input.delta.dx != 0 || input.delta.dy != 0
        switch (input.kind, input.phase) {
        case (.discrete, _):
            if state.scrollRecognizers != nil { endScrollSequence(at: input.timestamp, cancelled: false) }
            guard moves else { return }
            if beginScrollSequence(input, at: location) { endScrollSequence(at: input.timestamp, cancelled: false) }
        case (.continuous, .began):
            if state.scrollRecognizers != nil { endScrollSequence(at: input.timestamp, cancelled: true) }
            state.scrollPendingLocation = location
            if moves { _ = beginScrollSequence(input, at: location) }
        case (.continuous, .changed):
            if state.scrollRecognizers != nil {
                stepScrollSequence(input)
            } else if moves {
                // The sequence starts with its first movement, where its fingers went down.
                _ = beginScrollSequence(input, at: state.scrollPendingLocation ?? location)
            }
        case (.continuous, .ended), (.continuous, .cancelled):
            if state.scrollRecognizers != nil {
                if moves && input.phase == .ended { stepScrollSequence(input) }
                endScrollSequence(at: input.timestamp, cancelled: input.phase == .cancelled)
            }
            state.scrollPendingLocation = nil
        }
    }

    /// Hit-tests the scroll and offers it to the pan recognizers of the view and its ancestors whose
    /// ``UIPanGestureRecognizer/allowedScrollTypesMask`` allows its kind. Returns whether one took it.
    private func beginScrollSequence(_ input: ScrollInput, at location: CGPoint) -> Bool {
        let state = pointerState
        let event = state.scrollEvent
        guard applicationState == .active, !isIgnoringInteractionEvents,
            let (window, view) = pointerTarget(at: location, with: event)
        else {
            state.statistics.unclaimedScrollSteps += 1
            return false
        }
        var candidates: [UIPanGestureRecognizer] = []
        var current: UIView? = view
        while let next = current {
            for case let pan as UIPanGestureRecognizer in next.gestureRecognizers ?? []
            where pan.isEnabled && pan.allowedScrollTypesMask.contains(UIScrollTypeMask(input.kind))
                && pan.arena == nil && pan.committedState == .possible
                && pan.shouldReceive(event) && (pan.delegate?.gestureRecognizer(pan, shouldReceive: event) ?? true)
            {
                candidates.append(pan)
            }
            current = next.superview
        }
        candidates.removeAll { !$0.isEnabled || $0.view?.window !== window }
        window.log(
            .pointerEvent(
                type: .scroll, device: input.device.rawValue,
                summary:
                    "\(input.kind.rawValue) scroll (\(input.delta.dx.formatted4), \(input.delta.dy.formatted4)) pt on "
                    + "\(DispatchLog.name(of: view)); candidates: "
                    + (candidates.isEmpty ? "none" : candidates.map(\.explanationName).joined(separator: ", "))))
        guard !candidates.isEmpty else {
            state.statistics.unclaimedScrollSteps += 1
            return false
        }
        state.scrollRecognizers = candidates
        state.scrollWindow = window
        let point = window.convert(location, from: nil)
        window.gestureArena.beginPointerGesture(candidates) { recognizer in
            (recognizer as? UIPanGestureRecognizer)?.beginScroll(
                at: point, in: window, delta: input.delta,
                kind: input.kind, time: input.timestamp)
        }
        return true
    }

    private func stepScrollSequence(_ input: ScrollInput) {
        guard let recognizers = pointerState.scrollRecognizers else { return }
        var taken = false
        for pan in recognizers
        where pan.isScrollDriven && (pan.committedState == .began || pan.committedState == .changed) {
            pan.scroll(by: input.delta, time: input.timestamp)
            taken = true
        }
        if !taken { pointerState.statistics.unclaimedScrollSteps += 1 }
    }

    private func endScrollSequence(at time: TimeInterval, cancelled: Bool) {
        let state = pointerState
        guard let recognizers = state.scrollRecognizers else { return }
        state.scrollRecognizers = nil
        for pan in recognizers where pan.isScrollDriven { pan.endScroll(time: time, cancelled: cancelled) }
        if let window = state.scrollWindow {
            window.gestureArena.finishPointerGesture(recognizers, cause: .scrollEndedBeforeBegan)
        }
        state.scrollWindow = nil
    }

    // MARK: Transform events (behaviour 12.4)

    /// Delivers one transform step to the pinch and rotation recognizers under the pointer (indirect input).
    func deliverTransform(_ input: TransformInput, at location: CGPoint) {
        let state = pointerState
        let event = state.transformEvent
        event.timestamp = input.timestamp
        event.application = self
        if input.phase == .began, state.transformRecognizers != nil {
            endTransformSequence(at: input.timestamp, cancelled: true)
        }
        if state.transformRecognizers == nil {
            guard input.phase == .began || input.phase == .changed else { return }
            guard beginTransformSequence(input, at: location) else { return }
        }
        guard let recognizers = state.transformRecognizers, let window = state.transformWindow else {
            state.transformRecognizers = nil
            return
        }
        let point = window.convert(location, from: nil)
        window.gestureArena.attemptPointerGesture(recognizers) { recognizer in
            Self.applyTransform(input, to: recognizer, at: point, in: window)
        }
        for recognizer in recognizers where recognizer.committedState == .began || recognizer.committedState == .changed
        {
            Self.applyTransform(input, to: recognizer, at: point, in: window)
        }
        if input.phase == .ended || input.phase == .cancelled {
            endTransformSequence(at: input.timestamp, cancelled: input.phase == .cancelled)
        }
    }

    private static func applyTransform(
        _ input: TransformInput, to recognizer: UIGestureRecognizer, at point: CGPoint,
        in window: UIWindow
    ) {
        if let pinch = recognizer as? UIPinchGestureRecognizer {
            pinch.applyTransform(scale: input.scale, at: point, in: window, time: input.timestamp)
        } else if let rotation = recognizer as? UIRotationGestureRecognizer {
            rotation.applyTransform(rotation: input.rotation, at: point, in: window, time: input.timestamp)
        }
    }

    private func beginTransformSequence(_ input: TransformInput, at location: CGPoint) -> Bool {
        let state = pointerState
        let event = state.transformEvent
        guard applicationState == .active, !isIgnoringInteractionEvents,
            let (window, view) = pointerTarget(at: location, with: event)
        else {
            state.statistics.unclaimedTransformSteps += 1
            return false
        }
        var candidates: [UIGestureRecognizer] = []
        var current: UIView? = view
        while let next = current {
            for recognizer in next.gestureRecognizers ?? []
            where (recognizer is UIPinchGestureRecognizer || recognizer is UIRotationGestureRecognizer)
                && recognizer.isEnabled && recognizer.arena == nil && recognizer.committedState == .possible
                && recognizer.shouldReceive(event)
                && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true)
            {
                candidates.append(recognizer)
            }
            current = next.superview
        }
        candidates.removeAll { !$0.isEnabled || $0.view?.window !== window }
        window.log(
            .pointerEvent(
                type: .transform, device: PointerDeviceKind.trackpad.rawValue,
                summary:
                    "transform on \(DispatchLog.name(of: view)); candidates: "
                    + (candidates.isEmpty ? "none" : candidates.map(\.explanationName).joined(separator: ", "))))
        guard !candidates.isEmpty else {
            state.statistics.unclaimedTransformSteps += 1
            return false
        }
        state.transformRecognizers = candidates
        state.transformWindow = window
        window.gestureArena.beginPointerGesture(candidates) { _ in }
        return true
    }

    private func endTransformSequence(at time: TimeInterval, cancelled: Bool) {
        let state = pointerState
        guard let recognizers = state.transformRecognizers else { return }
        state.transformRecognizers = nil
        for recognizer in recognizers {
            (recognizer as? UIPinchGestureRecognizer)?.endTransform(time: time, cancelled: cancelled)
            (recognizer as? UIRotationGestureRecognizer)?.endTransform(time: time, cancelled: cancelled)
        }
        state.transformWindow?.gestureArena.finishPointerGesture(recognizers, cause: .transformEndedBeforeBegan)
        state.transformWindow = nil
    }
}
