import Foundation
import ResponderKit
import ResponderKitTesting

// The scene: windows, views and recognizers made from the scenario, and mutations applied to it.
extension PropertyHarness {
    @discardableResult
    func addWindow(frame: CGRect, level: UIWindow.Level = .normal) -> ProbeWindow {
        let window = ProbeWindow(frame: frame, application: app)
        window.harness = self
        window.windowLevel = level
        window.isMultipleTouchEnabled = nameCounter % 2 == 0
        window.accessibilityIdentifier = nextName("w")
        responderNames[ObjectIdentifier(window)] = window.accessibilityIdentifier
        report.weakObjects.append((window.accessibilityIdentifier!, WeakObject(window)))
        windows.append(window)
        window.makeKeyAndVisible()
        return window
    }

    func makeView(_ frame: CGRect, kind: Int = 0) -> UIView {
        let view: UIView
        if kind >= 9 {
            let scroll = ProbeScrollView(frame: frame)
            scroll.harness = self
            scroll.contentSize = CGSize(width: frame.width * 2, height: frame.height * 3)
            let prefix = nextName("s")
            for (index, recognizer) in (scroll.gestureRecognizers ?? []).enumerated() {
                recognizer.name = "\(prefix)r\(index)"
                builtInRecognizers.append(recognizer)
                report.weakObjects.append((recognizer.name!, WeakObject(recognizer)))
            }
            view = scroll
        } else if kind >= 7 {
            let button = ProbeButton(frame: frame)
            button.harness = self
            let id = ObjectIdentifier(button)
            let events: [(UIControl.Event, Bool)] = [
                (.touchDown, true), (.touchUpInside, false), (.touchUpOutside, false), (.touchCancel, false),
            ]
            for (event, opens) in events {
                button.addAction(
                    UIAction { [weak self] _ in self?.controlEvent(id, opens: opens, event: event) }, for: event)
            }
            buttons.append(button)
            view = button
        } else {
            let probe = ProbeView(frame: frame)
            probe.harness = self
            view = probe
        }
        view.accessibilityIdentifier = nextName("v")
        responderNames[ObjectIdentifier(view)] = view.accessibilityIdentifier
        report.weakObjects.append((view.accessibilityIdentifier!, WeakObject(view)))
        views.append(view)
        return view
    }

    func addRecognizer(_ spec: RecognizerSpec) {
        let nodes: [UIView] = windows + views
        guard !nodes.isEmpty else { return }
        let recognizer: UIGestureRecognizer
        switch spec.kind {
        case .tap: recognizer = UITapGestureRecognizer()
        case .doubleTap:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 2
            recognizer = tap
        case .twoFingerTap:
            let tap = UITapGestureRecognizer()
            tap.numberOfTouchesRequired = 2
            recognizer = tap
        case .longPress: recognizer = UILongPressGestureRecognizer()
        case .pan: recognizer = UIPanGestureRecognizer()
        case .twoFingerPan:
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = 2
            recognizer = pan
        case .swipe:
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = [[.right], [.left], [.up, .down], [.left, .right, .up, .down]][spec.flags % 4]
            recognizer = swipe
        case .pinch: recognizer = UIPinchGestureRecognizer()
        case .rotation: recognizer = UIRotationGestureRecognizer()
        case .hover: recognizer = UIHoverGestureRecognizer()
        case .screenEdgePan:
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = spec.flags & 1 == 0 ? .left : .right
            recognizer = edge
        }
        let name = nextName("g")
        recognizer.name = name
        recognizer.cancelsTouchesInView = spec.flags & 1 == 0
        recognizer.delaysTouchesBegan = spec.flags & 2 != 0
        recognizer.delaysTouchesEnded = spec.flags & 4 == 0
        let delegate = ProbeDelegate()
        delegate.simultaneous = spec.flags & 8 != 0
        delegate.shouldBegin = spec.flags & 48 != 48
        delegate.shouldReceive = spec.flags & 192 != 192
        if spec.flags & 256 != 0 { delegate.requiredToFail = recognizers.last }
        recognizer.delegate = delegate
        delegates.append(delegate)
        if let index = spec.requiresToFail, !recognizers.isEmpty {
            recognizer.require(toFail: recognizers[index % recognizers.count])
        }
        kinds[name] = spec.kind
        if let reaction = spec.reaction {
            switch spec.reactionState {
            case 3: delegate.onShouldBegin = { [weak self] in self?.apply(reaction) }
            case 4: delegate.onShouldReceive = { [weak self] in self?.apply(reaction) }
            case 5: delegate.onSimultaneous = { [weak self] in self?.apply(reaction) }
            case 6: delegate.onRequireFailure = { [weak self] in self?.apply(reaction) }
            default: reactions[name] = (spec.reactionState, reaction)
            }
        }
        loggedStates[name] = .possible
        recognizer.addAction { [weak self] r in self?.acted(r) }
        report.weakObjects.append((name, WeakObject(recognizer)))
        report.weakObjects.append(("delegate of \(name)", WeakObject(delegate)))
        recognizers.append(recognizer)
        nodes[spec.node % nodes.count].addGestureRecognizer(recognizer)
    }

    // MARK: Mutations (between frames and from inside callbacks)

    func apply(_ mutation: SceneMutation) {
        report.mutations += 1
        let a = mutation.a, b = mutation.b
        switch mutation.kind {
        case .removeView:
            guard !views.isEmpty else { return }
            views[a % views.count].removeFromSuperview()
        case .moveView:
            let nodes: [UIView] = windows + views
            guard !views.isEmpty, !nodes.isEmpty else { return }
            let view = views[a % views.count], parent = nodes[b % nodes.count]
            guard !parent.isDescendant(of: view) else { return }
            parent.addSubview(view)
        case .addView:
            let nodes: [UIView] = windows + views
            guard !nodes.isEmpty else { return }
            let view = makeView(CGRect(x: a * 4, y: b * 6, width: 40 + b * 3, height: 40 + a * 5), kind: (a + b) % 10)
            view.isMultipleTouchEnabled = a % 2 == 0
            nodes[b % nodes.count].addSubview(view)
        case .addRecognizer:
            addRecognizer(
                RecognizerSpec(
                    node: b, kind: RecognizerSpec.Kind(rawValue: a % RecognizerSpec.Kind.allCases.count)!,
                    flags: a * 7 + b, requiresToFail: nil, reaction: nil, reactionState: 0))
        case .removeRecognizer:
            guard !recognizers.isEmpty else { return }
            let recognizer = recognizers[a % recognizers.count]
            guard let view = recognizer.view else { return }
            view.removeGestureRecognizer(recognizer)
            withdrawn(recognizer, "removed from its view")
        case .disableRecognizer:
            guard !recognizers.isEmpty else { return }
            let recognizer = recognizers[a % recognizers.count]
            guard recognizer.isEnabled else { return }
            recognizer.isEnabled = false
            withdrawn(recognizer, "disabled")
        case .enableRecognizer:
            guard !recognizers.isEmpty else { return }
            let recognizer = recognizers[a % recognizers.count]
            recognizer.isEnabled = true
            if recognizer.view != nil { inactive[recognizer.name ?? "?"] = nil }
        case .hideWindow:
            guard !windows.isEmpty else { return }
            windows[a % windows.count].isHidden = true
        case .showWindow:
            guard !windows.isEmpty else { return }
            windows[a % windows.count].makeKeyAndVisible()
        case .releaseWindow:
            guard !windows.isEmpty else { return }
            let window = windows.remove(at: a % windows.count)
            window.isHidden = true
        case .addWindow:
            let window = addWindow(
                frame: CGRect(x: a * 2, y: b * 3, width: 100 + a * 3, height: 100 + b * 4),
                level: a % 3 == 0 ? .alert : .normal)
            window.addSubview(makeView(CGRect(x: 10, y: 10, width: 60 + b, height: 60 + a)))
        case .toggleViewHidden:
            guard !views.isEmpty else { return }
            let view = views[a % views.count]
            view.isHidden.toggle()
        case .toggleUserInteraction:
            guard !views.isEmpty else { return }
            let view = views[a % views.count]
            view.isUserInteractionEnabled.toggle()
        case .resignAndBecomeActive:
            app.resignActive()
            app.becomeActive()
        case .toggleIgnoringInteractionEvents:
            if app.isIgnoringInteractionEvents {
                app.endIgnoringInteractionEvents()
            } else {
                app.beginIgnoringInteractionEvents()
            }
        }
    }

    // MARK: Observing responders (behaviour 2.3)
}
