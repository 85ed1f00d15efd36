import Foundation
import ResponderKit
import ResponderKitTesting

// What the invariants see: touch methods per responder (behaviour 2.3), control events (6.1, 6.2), logged
// state changes and resets (4.3, behaviour 11), actions (4.3), and the settled state once input is over.
extension PropertyHarness {
    func touched(_ responder: UIResponder, _ method: RecordingView.Call.Method, _ touches: Set<UITouch>) {
        let name = responderNames[ObjectIdentifier(responder)] ?? "\(responder)"
        for touch in touches {
            touchesSeen[ObjectIdentifier(touch)] = touch
            let pair = Pair(responder: ObjectIdentifier(responder), touch: ObjectIdentifier(touch))
            let state = touchStates[pair] ?? 0
            switch (method, state) {
            case (.began, 0):
                touchStates[pair] = 1
                report.touchesBegan += 1
                if report.weakObjects.count < 5000 {
                    report.weakObjects.append(("touch \(touch.timestamp)", WeakObject(touch)))
                }
            case (.moved, 1):
                break
            case (.ended, 1), (.cancelled, 1):
                touchStates[pair] = 2
            default:
                report.touchViolations.append(
                    "\(name) got touches\(method) for a touch in state \(["not begun", "begun", "finished"][state]) at t=\(app.clock.now)"
                )
            }
        }
        if let reaction = viewReactions[ObjectIdentifier(responder)] {
            let phase =
                switch method {
                case .began: 0;
                case .moved: 1;
                default: 2
                }
            if phase == reaction.phase {
                viewReactions[ObjectIdentifier(responder)] = nil
                apply(reaction.mutation)
            }
        }
    }

    // MARK: Observing controls (behaviour 6.1, 6.2)

    func controlEvent(_ id: ObjectIdentifier, opens: Bool, event: UIControl.Event) {
        report.controlEvents += 1
        let name = responderNames[id] ?? "?"
        let open = buttonOpen[id] ?? false
        if opens == open {
            report.controlViolations.append(
                opens
                    ? "\(name): touchDown while already tracking a touch"
                    : "\(name): control event \(event.rawValue) without a touchDown")
        }
        buttonOpen[id] = opens
    }

    // MARK: Observing recognizers (behaviour 4.3, behaviour 11)

    func recognizerName(_ explanationName: String) -> String {
        explanationName.split(separator: " ").first.map(String.init) ?? explanationName
    }

    func logged(_ record: DispatchLog.Record) {
        switch record.entry {
        case let .participants(_, recognizers):
            for recognizer in recognizers { waitingForTouch[recognizerName(recognizer)] = false }
        case let .gestureState(recognizer, from, to, cause):
            report.stateChanges += 1
            let name = recognizerName(recognizer)
            // Behaviour 11: after its reset a recognizer gets no more updates from the touches of that
            // sequence, so it changes state again only once it joined a new touch (hover recognizers
            // follow the pointer without joining touches).
            if waitingForTouch[name] ?? true, kinds[name] != .hover {
                report.transitionViolations.append(
                    "\(name): \(from) -> \(to) after its reset, before it joined a new touch (\(cause?.description ?? ""))"
                )
            }
            let known = loggedStates[name] ?? .possible
            if from != known {
                report.transitionViolations.append(
                    "\(name): logged \(from) -> \(to) but it was \(known) (\(cause?.description ?? ""))")
            }
            if !Self.isDocumentedTransition(from: from, to: to, discrete: kinds[name]?.isDiscrete ?? false) {
                report.transitionViolations.append(
                    "\(name) (\(kinds[name].map { "\($0)" } ?? "?")): illegal transition \(from) -> \(to) (\(cause?.description ?? ""))"
                )
            }
            loggedStates[name] = to
            if to != .failed, kinds[name] != nil { dueActions[name, default: []].append(to) }
        case let .gestureReset(recognizer):
            let name = recognizerName(recognizer)
            let known = loggedStates[name] ?? .possible
            if !(known == .ended || known == .cancelled || known == .failed) {
                report.transitionViolations.append("\(name): reset from non-terminal state \(known)")
            }
            loggedStates[name] = .possible
            waitingForTouch[name] = true
        case let .illegalTransition(recognizer, from, to):
            report.transitionViolations.append(
                "\(recognizerName(recognizer)): a built-in recognizer asked for \(from) -> \(to)")
        default:
            break
        }
    }

    /// The transitions of behaviour 4.3: discrete possible -> recognized | failed; continuous possible ->
    /// began -> changed* -> ended | cancelled, possible -> failed.
    static func isDocumentedTransition(from: UIGestureRecognizer.State, to: UIGestureRecognizer.State, discrete: Bool)
        -> Bool
    {
        switch (from, to) {
        case (.possible, .ended), (.possible, .failed): true
        case (.possible, .began): !discrete
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
            (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            !discrete
        default: false
        }
    }

    /// Behaviour 4.1: a recognizer disabled (or removed from its view) in a gesture is cancelled at once; an
    /// undecided one fails. Either way it is out of the gesture when the call returns, and it sends no
    /// action until it is enabled again.
    func withdrawn(_ recognizer: UIGestureRecognizer, _ how: String) {
        let name = recognizer.name ?? "?"
        if recognizer.state == .began || recognizer.state == .changed {
            report.actionViolations.append(
                "\(name) (\(kinds[name].map { "\($0)" } ?? "?")): still \(recognizer.state) after it was \(how)")
        }
        inactive[name] = how
    }

    func acted(_ recognizer: UIGestureRecognizer) {
        report.actions += 1
        let name = recognizer.name ?? "?"
        if let how = inactive[name] {
            report.actionViolations.append(
                "\(name) (\(kinds[name].map { "\($0)" } ?? "?")): action in state \(recognizer.state) after it was \(how)"
            )
        }
        let state = recognizer.state
        let discrete = kinds[name]?.isDiscrete ?? false
        let documented: Set<UIGestureRecognizer.State> = discrete ? [.ended] : [.began, .changed, .ended, .cancelled]
        if !documented.contains(state) {
            report.actionViolations.append(
                "\(name) (\(kinds[name].map { "\($0)" } ?? "?")): action sent in state \(state)")
        }
        if let due = dueActions[name], let first = due.first, first == state {
            dueActions[name]!.removeFirst()
        } else {
            report.actionViolations.append(
                "\(name): action in state \(state) without a logged state change (due: \(dueActions[name] ?? []))")
        }
        if let reaction = reactions[name] {
            let phase =
                switch state {
                case .began: 0;
                case .changed: 1;
                case .ended where discrete: 0;
                default: 2
                }
            if phase == reaction.state {
                reactions[name] = nil
                apply(reaction.mutation)
            }
        }
    }

    /// Once the input is over and every deadline passed: every touch a responder began has ended for
    /// it, no recognizer is left in a gesture, every recognizer was reset, and every action was sent.
    /// Also checked mid-scenario whenever the input is quiet long enough (`atEnd` false): violations found
    /// then are reported once, with the time.
    func checkSettled(atEnd: Bool) {
        let when = atEnd ? "" : " (idle at t=\(app.clock.now))"
        for (pair, state) in touchStates where state == 1 {
            report.touchViolations.append(
                "\(responderNames[pair.responder] ?? "?") never got touchesEnded or touchesCancelled for a touch it began\(when)"
            )
            touchStates[pair] = 2
        }
        for recognizer in recognizers {
            let name = recognizer.name ?? "?"
            if recognizer.state == .began || recognizer.state == .changed {
                report.settleViolations.append(
                    "\(name) (\(kinds[name]!)) is still \(recognizer.state) after all touches ended\(when)")
            } else if recognizer.state != .possible {
                report.settleViolations.append("\(name) (\(kinds[name]!)) was not reset: \(recognizer.state)\(when)")
            }
            if recognizer.numberOfTouches != 0 {
                report.settleViolations.append(
                    "\(name) (\(kinds[name]!)) still follows \(recognizer.numberOfTouches) touches\(when)")
            }
            if loggedStates[name] != .possible {
                report.settleViolations.append(
                    "\(name) (\(kinds[name]!)): the log left it \(loggedStates[name]!)\(when)")
            }
        }
        for recognizer in builtInRecognizers {
            let name = recognizer.name ?? "?"
            if recognizer.state != .possible || recognizer.numberOfTouches != 0 {
                report.settleViolations.append(
                    "\(name) (scroll view's) left \(recognizer.state) with \(recognizer.numberOfTouches) touches\(when)"
                )
            }
        }
        for button in buttons {
            let name = responderNames[ObjectIdentifier(button)] ?? "?"
            if buttonOpen[ObjectIdentifier(button)] == true {
                report.controlViolations.append(
                    "\(name): touchDown never followed by touchUpInside, touchUpOutside or touchCancel\(when)")
                buttonOpen[ObjectIdentifier(button)] = false
            }
            if button.isTracking { report.controlViolations.append("\(name) is still tracking\(when)") }
        }
        for (name, due) in dueActions where !due.isEmpty {
            report.actionViolations.append("\(name): no action for the state changes \(due)\(when)")
            dueActions[name] = []
        }
    }
}
