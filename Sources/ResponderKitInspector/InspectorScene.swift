import Foundation
import ResponderKit
import ResponderKitReplay

/// What a scene's own views and controls report besides the dispatch log: control events and remarks
/// (a button's action firing, a container redirecting a touch).
@MainActor
final class SceneReporter {
    /// Called with (control, event name).
    var onControlEvent: ((String, String) -> Void)?
    /// Called with (view, remark).
    var onNote: ((String, String) -> Void)?

    func control(_ control: String, _ event: String) { onControlEvent?(control, event) }
    func note(_ view: String, _ text: String) { onNote?(view, text) }
}

/// One application, window and view hierarchy the inspector shows (docs/inspector-protocol.md 1.3).
@MainActor
public final class InspectorScene {
    /// The scene ids a client may choose, in the order the page lists them.
    nonisolated public static let sceneIDs = ["tutorial", "gestures", "controls", "connected"]

    /// The scene's id (`tutorial`, `gestures`, `controls`, `connected`, or `recording`).
    public let id: String
    /// A one-line description.
    public let title: String
    /// The application.
    public let application: UIApplication
    /// The window (one per scene).
    public let window: UIWindow
    /// Remarks per view, shown in the tree.
    private(set) var notes: [ObjectIdentifier: String] = [:]
    let reporter = SceneReporter()
    /// Objects the scene must keep alive (delegates are weak).
    private var retained: [AnyObject] = []

    init(id: String, title: String, application: UIApplication, window: UIWindow) {
        self.id = id
        self.title = title
        self.application = application
        self.window = window
    }

    /// The titles of the scenes, by id.
    nonisolated public static func title(of id: String) -> String {
        switch id {
        case "tutorial": "Tutorial: hit-testing and the responder chain (yellow in blue in orange, green, a small button, a redirecting container, a draggable image, three skipped views)"
        case "gestures": "Gesture playground: tap, double tap, two-finger tap, long press, pans, swipes, pinch and rotation on one view"
        case "controls": "Controls in a scroll view: a button, a switch, a slider, and a scroll view holding a button"
        case "connected": "Connected: the tutorial scene as an application attached to the router"
        case "recording": "Recording playback into the gesture scene"
        default: id
        }
    }

    /// Makes a scene by id on `clock` (nil for an unknown id; `connected` is made by its session).
    static func make(_ id: String, clock: any ApplicationClock = VirtualClock()) -> InspectorScene? {
        switch id {
        case "tutorial", "connected": tutorial(id: id, clock: clock)
        case "gestures": gestures(id: id, screen: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
        case "controls": controls(clock: clock)
        default: nil
        }
    }

    /// The standard gesture scene of `responder replay` (``ReplayScene``) for a screen.
    static func gestures(id: String, screen: CGRect, clock: any ApplicationClock) -> InspectorScene {
        let replay = ReplayScene(screen: screen, clock: clock)
        let scene = InspectorScene(id: id, title: title(of: id), application: replay.application, window: replay.window)
        scene.retained.append(replay)
        scene.notes[ObjectIdentifier(replay.gestureView)] = "carries every recognizer; pans, pinch and rotation recognize together, and swipes with pans"
        return scene
    }

    /// The classic tutorial scene of `responder demo`, part 1.
    static func tutorial(id: String, clock: any ApplicationClock) -> InspectorScene {
        let app = UIApplication(clock: clock)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), application: app)
        window.accessibilityIdentifier = "mainWindow"
        let scene = InspectorScene(id: id, title: title(of: id), application: app, window: window)
        let reporter = scene.reporter
        let root = PassingView("rootView", frame: .zero)
        let green = PassingView("green", frame: CGRect(x: 20, y: 40, width: 150, height: 150))
        let orange = PassingView("orange", frame: CGRect(x: 60, y: 220, width: 260, height: 260))
        let blue = PassingView("blue", frame: CGRect(x: 20, y: 20, width: 180, height: 180))
        let yellow = PassingView("yellow", frame: CGRect(x: 40, y: 40, width: 80, height: 80))
        let small = EnlargedButtonView("smallButton", frame: CGRect(x: 300, y: 60, width: 24, height: 24), reporter: reporter)
        let centre = PassingView("centre", frame: CGRect(x: 80, y: 10, width: 175, height: 40), handlesTouches: true)
        let container = RedirectingView("redirectingContainer", frame: CGRect(x: 20, y: 500, width: 335, height: 60),
                                        centre: centre, reporter: reporter)
        let draggable = DraggingView("draggableImage", frame: CGRect(x: 20, y: 580, width: 70, height: 70))
        let overlay = CGRect(x: 110, y: 120, width: 50, height: 50)
        let hidden = PassingView("hiddenView", frame: overlay)
        hidden.isHidden = true
        let faded = PassingView("fadedView", frame: overlay)
        faded.alpha = 0.01
        let disabled = PassingView("disabledOverlay", frame: overlay)
        disabled.isUserInteractionEnabled = false
        orange.addSubview(blue)
        blue.addSubview(yellow)
        for view: UIView in [green, orange, small, container, draggable, hidden, faded, disabled] { root.addSubview(view) }
        let controller = UIViewController()
        controller.view = root
        window.rootViewController = controller
        window.makeKeyAndVisible()
        scene.retained.append(controller)
        let notes: [(UIView, String)] = [
            (root, "the view controller's view; passes touches on"), (green, "passes touches on"),
            (orange, "passes touches on"), (blue, "passes touches on"), (yellow, "passes touches on"),
            (small, "handles its touches; touch area enlarged by 20 pt on each side (point(inside:))"),
            (container, "its hitTest sends touches on its 60 pt side strips to centre"), (centre, "handles its touches"),
            (draggable, "handles its touches and follows the finger (transform)"), (hidden, "isHidden = true"),
            (faded, "alpha = 0.01"), (disabled, "isUserInteractionEnabled = false"),
        ]
        for (view, note) in notes { scene.notes[ObjectIdentifier(view)] = note }
        return scene
    }

    /// A button, a switch, a slider, and a scroll view holding a button.
    static func controls(clock: any ApplicationClock) -> InspectorScene {
        let app = UIApplication(clock: clock)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), application: app)
        window.accessibilityIdentifier = "controlsWindow"
        let scene = InspectorScene(id: "controls", title: title(of: "controls"), application: app, window: window)
        let root = UIView(frame: .zero)
        root.accessibilityIdentifier = "rootView"
        let tapButton = UIButton(frame: CGRect(x: 120, y: 40, width: 135, height: 44))
        tapButton.accessibilityIdentifier = "tapButton"
        let toggle = UISwitch(frame: CGRect(x: 40, y: 110, width: 51, height: 31))
        toggle.accessibilityIdentifier = "toggle"
        let slider = UISlider(frame: CGRect(x: 120, y: 110, width: 215, height: 31))
        slider.accessibilityIdentifier = "slider"
        let scrollView = UIScrollView(frame: CGRect(x: 20, y: 170, width: 335, height: 300))
        scrollView.accessibilityIdentifier = "scrollView"
        scrollView.contentSize = CGSize(width: 335, height: 900)
        scrollView.panGestureRecognizer.name = "scrollPan"
        for recognizer in scrollView.gestureRecognizers ?? [] where recognizer !== scrollView.panGestureRecognizer {
            recognizer.name = "contentDelay"
        }
        let scrollButton = UIButton(frame: CGRect(x: 100, y: 30, width: 135, height: 44))
        scrollButton.accessibilityIdentifier = "scrollButton"
        let lowerButton = UIButton(frame: CGRect(x: 100, y: 500, width: 135, height: 44))
        lowerButton.accessibilityIdentifier = "lowerButton"
        scrollView.addSubview(scrollButton)
        scrollView.addSubview(lowerButton)
        for view: UIView in [tapButton, toggle, slider, scrollView] { root.addSubview(view) }
        let controller = UIViewController()
        controller.view = root
        window.rootViewController = controller
        window.makeKeyAndVisible()
        scene.retained.append(controller)
        let events: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        let reporter = scene.reporter
        for control: UIControl in [tapButton, toggle, slider, scrollButton, lowerButton] {
            let name = control.accessibilityIdentifier ?? "control"
            for (event, eventName) in events {
                control.addAction(UIAction { _ in reporter.control(name, eventName) }, for: event)
            }
        }
        let notes: [(UIView, String)] = [
            (tapButton, "a UIButton; its control events are listed"), (toggle, "a UISwitch"), (slider, "a UISlider"),
            (scrollView, "a UIScrollView, content 335 × 900, delaysContentTouches = \(scrollView.delaysContentTouches)"),
            (scrollButton, "a UIButton in the scroll view's content"), (lowerButton, "a UIButton further down the content"),
        ]
        for (view, note) in notes { scene.notes[ObjectIdentifier(view)] = note }
        return scene
    }

    /// Every view of the window, depth first, back to front (the window first).
    var allViews: [UIView] {
        var result: [UIView] = []
        func visit(_ view: UIView) {
            result.append(view)
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return result
    }

    /// The first view named `name` (see `DispatchLog.name(of:)`).
    func view(named name: String) -> UIView? {
        allViews.first { DispatchLog.name(of: $0) == name }
    }

    /// The responder chain from a view: its names, the view first, up to the application.
    func responderChain(from name: String) -> [String] {
        guard let view = view(named: name) else { return [] }
        var chain: [String] = []
        var responder: UIResponder? = view
        while let current = responder, chain.count < 200 {
            chain.append(DispatchLog.name(of: current))
            responder = current.next
        }
        return chain
    }

    /// The window and its views as the `scene` message describes them.
    func viewsJSON() -> [InspectorJSON] {
        var indices: [ObjectIdentifier: Int] = [:]
        var depths: [ObjectIdentifier: Int] = [:]
        var result: [InspectorJSON] = []
        for (index, view) in allViews.enumerated() {
            let key = ObjectIdentifier(view)
            indices[key] = index
            let parent = view.superview.flatMap { indices[ObjectIdentifier($0)] }
            let depth = view.superview.flatMap { depths[ObjectIdentifier($0)] }.map { $0 + 1 } ?? 0
            depths[key] = depth
            let b = view.bounds
            let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
                           CGPoint(x: b.minX, y: b.maxY)].map { point -> InspectorJSON in
                let p = view === window ? point : view.convert(point, to: window)
                return .array([.number(p.x), .number(p.y)])
            }
            var hidden = false
            var ancestor: UIView? = view
            while let current = ancestor { if current.isHidden { hidden = true; break }; ancestor = current.superview }
            let t = view.transform
            let recognizers = (view.gestureRecognizers ?? []).map { recognizer -> InspectorJSON in
                .object(["name": .string(Self.name(of: recognizer)),
                         "className": .string(String(describing: type(of: recognizer))),
                         "state": .string("\(recognizer.state)"), "enabled": .bool(recognizer.isEnabled)])
            }
            var control: InspectorJSON?
            if let c = view as? UIControl {
                control = .object(["enabled": .bool(c.isEnabled), "highlighted": .bool(c.isHighlighted),
                                   "selected": .bool(c.isSelected), "tracking": .bool(c.isTracking)])
            }
            result.append(.object([
                "index": .int(index), "name": .string(DispatchLog.name(of: view)),
                "className": .string(String(describing: type(of: view))),
                "parent": parent.map { .int($0) } ?? .null, "depth": .int(depth),
                "frame": .rect(view.frame), "bounds": .rect(b), "corners": .array(corners),
                "transform": .object(["a": .number(t.a), "b": .number(t.b), "c": .number(t.c), "d": .number(t.d),
                                      "tx": .number(t.tx), "ty": .number(t.ty)]),
                "hidden": .bool(view.isHidden), "effectivelyHidden": .bool(hidden), "alpha": .number(view.alpha),
                "userInteractionEnabled": .bool(view.isUserInteractionEnabled),
                "recognizers": .array(recognizers), "control": control,
                "note": notes[key].map { .string($0) },
            ]))
        }
        return result
    }

    /// The name the dispatch log gives a recognizer: `pan (pan)` for a `UIPanGestureRecognizer` named
    /// `pan`, `tap` for an unnamed tap recognizer.
    static func name(of recognizer: UIGestureRecognizer) -> String {
        let kind = String(describing: type(of: recognizer)).replacingOccurrences(of: "GestureRecognizer", with: "")
            .replacingOccurrences(of: "UI", with: "").lowercased()
        return recognizer.name.map { "\($0) (\(kind))" } ?? kind
    }

    /// The current state of every recognizer, for `events` messages.
    func recognizerStates() -> [InspectorJSON] {
        allViews.flatMap { view in
            (view.gestureRecognizers ?? []).map { recognizer -> InspectorJSON in
                .object(["name": .string(Self.name(of: recognizer)),
                         "view": .string(DispatchLog.name(of: view)), "state": .string("\(recognizer.state)")])
            }
        }
    }
}

/// A tutorial view that passes its touches on (calls `super`) unless it handles them.
@MainActor
class PassingView: UIView {
    let handlesTouches: Bool

    init(_ name: String, frame: CGRect, handlesTouches: Bool = false) {
        self.handlesTouches = handlesTouches
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !handlesTouches { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !handlesTouches { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !handlesTouches { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !handlesTouches { super.touchesCancelled(touches, with: event) }
    }
}

/// A 24 × 24 button whose touch area reaches 20 pt beyond its bounds (`point(inside:with:)`).
@MainActor
final class EnlargedButtonView: PassingView {
    let reporter: SceneReporter

    init(_ name: String, frame: CGRect, reporter: SceneReporter) {
        self.reporter = reporter
        super.init(name, frame: frame, handlesTouches: true)
    }

    required init?(coder: NSCoder) { nil }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let inside = point(inside: touch.location(in: self), with: event)
        reporter.note(accessibilityIdentifier ?? "smallButton",
                      inside ? "the finger lifted inside the enlarged area: the button's action fires" : "the finger lifted outside: no action")
    }
}

/// A strip whose side strips send their touches to the view in the middle (`hitTest(_:with:)`).
@MainActor
final class RedirectingView: PassingView {
    let centre: UIView
    let reporter: SceneReporter

    init(_ name: String, frame: CGRect, centre: UIView, reporter: SceneReporter) {
        self.centre = centre
        self.reporter = reporter
        super.init(name, frame: frame)
        addSubview(centre)
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit === self, self.point(inside: point, with: event),
              point.x < bounds.minX + 60 || point.x >= bounds.maxX - 60 else { return hit }
        reporter.note(accessibilityIdentifier ?? "redirectingContainer", "hitTest: the point is in a side strip; returns centre instead of itself")
        return centre
    }
}

/// A view that follows the finger by accumulating a translation transform.
@MainActor
final class DraggingView: UIView {
    init(_ name: String, frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { follow(touches) }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { follow(touches) }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    private func follow(_ touches: Set<UITouch>) {
        guard let touch = touches.first, let superview else { return }
        let now = touch.location(in: superview), before = touch.previousLocation(in: superview)
        transform = transform.translatedBy(x: now.x - before.x, y: now.y - before.y)
    }
}
