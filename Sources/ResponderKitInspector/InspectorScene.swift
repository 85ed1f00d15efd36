import Foundation
import ResponderKit
import ResponderKitDemoScenes
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
    nonisolated public static let sceneIDs = [
        "tutorial", "gestures", "controls", "list", "dragdrop", "text", "motion", "connected",
    ]

    /// The scene's id (`tutorial`, `gestures`, `controls`, `list`, `dragdrop`, `text`, `motion`,
    /// `connected`, or `recording`).
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
    /// The manager whose device motion the `motionState` message shows: the scene's own, or the one the
    /// inspector starts once the application receives motion samples (``observeMotion()``).
    var motionManager: CMMotionManager?
    /// Whose ``motionManager`` it is: `application` or `inspector`.
    var motionSource = "inspector"

    init(id: String, title: String, application: UIApplication, window: UIWindow) {
        self.id = id
        self.title = title
        self.application = application
        self.window = window
    }

    /// The titles of the scenes, by id.
    nonisolated public static func title(of id: String) -> String {
        switch id {
        case "tutorial":
            "Tutorial: hit-testing and the responder chain (yellow in blue in orange, green, a small button, a redirecting container, a draggable image, three skipped views)"
        case "gestures":
            "Gesture playground: tap, double tap, two-finger tap, long press, pans, swipes, pinch and rotation on one view"
        case "controls":
            "Controls in a scroll view: a button, a switch, a slider, a scroll view holding a button (scroll it with the wheel), and a card to hover with the mouse"
        case "list":
            "List: a table view controller in a navigation controller; tap a row to select it, drag to scroll, swipe a row left to delete it (tap Delete, or swipe across the row)"
        case "dragdrop":
            "Drag and drop: hold a card (or drag it with the mouse) and move it to the other list; the basket refuses drops, the pinned card gives no items; right-click or long-press the photo for its context menu"
        case "text":
            "Text input: a name field, a secure password field and a notes text view; click one, then type with the keyboard (Return moves to the next field)"
        case "motion":
            "Motion: a spirit level and a compass fed by Core Motion's device motion; open the page on a phone or tablet to tilt and turn them with its sensors"
        case "connected": "Connected: the tutorial scene as an application attached to the router"
        case "recording": "Recording playback into the gesture scene"
        default: id
        }
    }

    /// Makes a scene by id on `clock` (nil for an unknown id; `connected` is made by its session).
    static func make(_ id: String, clock: any ApplicationClock = VirtualClock()) -> InspectorScene? {
        switch id {
        case "tutorial", "connected": tutorial(id: id, clock: clock)
        case "gestures": gestures(id: id, screen: DemoScreen.bounds, clock: clock)
        case "controls": controls(clock: clock)
        case "list": list(clock: clock)
        case "dragdrop": dragDrop(clock: clock)
        case "text": text(clock: clock)
        case "motion": motion(clock: clock)
        default: nil
        }
    }

    /// The standard gesture scene of `responder replay` (``ReplayScene``) for a screen.
    static func gestures(id: String, screen: CGRect, clock: any ApplicationClock) -> InspectorScene {
        let replay = ReplayScene(screen: screen, clock: clock)
        let scene = InspectorScene(id: id, title: title(of: id), application: replay.application, window: replay.window)
        scene.retained.append(replay)
        scene.notes[ObjectIdentifier(replay.gestureView)] =
            "carries every recognizer; pans, pinch and rotation recognize together, and swipes with pans"
        return scene
    }

    /// The tutorial scene of `responder demo`, part 1 (``TutorialScene``): the same views, classes and
    /// remarks. Its views' decisions (the small button's action, the container's redirect) are the
    /// scene's notes; the callback lines themselves are not kept (the dispatch log has them).
    static func tutorial(id: String, clock: any ApplicationClock) -> InspectorScene {
        let tutorial = TutorialScene(application: UIApplication(clock: clock))
        let scene = showing(tutorial, id: id, application: tutorial.app)
        let reporter = scene.reporter
        tutorial.callbacks.keepsLines = false
        tutorial.callbacks.onDecision = { view, text in reporter.note(view, text) }
        return scene
    }

    /// A button, a switch, a slider, a scroll view holding a button, and a card with a hover recognizer and a
    /// pointer interaction (``ControlsPlaygroundScene``); its control events are the scene's control events.
    static func controls(clock: any ApplicationClock) -> InspectorScene {
        let controls = ControlsPlaygroundScene(clock: clock)
        let scene = showing(controls, id: "controls", application: controls.application)
        let reporter = scene.reporter
        controls.onControlEvent = { control, event in reporter.control(control, event) }
        return scene
    }

    /// A `UITableViewController` in a `UINavigationController` (``ListScene``): the controllers' delegate
    /// and appearance callbacks are the scene's notes ("mailbox: didSelectRowAt [0, 2] …"); the rows'
    /// highlight and selection are in each cell's `cell` state (docs/inspector-protocol.md 1.4).
    static func list(clock: any ApplicationClock) -> InspectorScene {
        let list = ListScene(clock: clock)
        list.mailbox.pushesOnSelection = false
        return notingCallbacks(of: list, id: "list")
    }

    /// Two lists of cards, a basket that refuses drops and a photo with a context menu
    /// (``DragAndDropScene``): the delegates' callbacks and the menu's handlers are the scene's notes
    /// ("todoList: performDrop: moves card A"); the drags in progress and the visible menu are the
    /// `dragState` message (docs/inspector-protocol.md 1.4).
    static func dragDrop(clock: any ApplicationClock) -> InspectorScene {
        notingCallbacks(of: DragAndDropScene(clock: clock), id: "dragdrop")
    }

    /// Text controls to type into (``InspectorTextScene``): the fields' delegate callbacks are the scene's
    /// notes ("nameField: textFieldShouldReturn"); the first responder and its text are the `textState`
    /// message (docs/inspector-protocol.md 1.4).
    static func text(clock: any ApplicationClock) -> InspectorScene {
        let text = InspectorTextScene(clock: clock)
        let scene = showing(text, id: "text", application: text.application)
        text.onCallback = { [reporter = scene.reporter] view, callback in reporter.note(view, callback) }
        return scene
    }

    /// The scene showing `demo`, whose callbacks are its notes; the demo's own log records no explanations
    /// (the dispatch log has them).
    private static func notingCallbacks(of demo: ReportingScene, id: String) -> InspectorScene {
        let scene = showing(demo, id: id, application: demo.app)
        demo.recordsExplanations = false
        let reporter = scene.reporter
        demo.onCallback = { source, text in reporter.note(source, text) }
        return scene
    }

    /// The scene showing `demo`'s window in `application`: it keeps `demo` alive, and `demo`'s remarks are
    /// its views' notes.
    static func showing(_ demo: some DemoScene, id: String, application: UIApplication) -> InspectorScene {
        let scene = InspectorScene(id: id, title: title(of: id), application: application, window: demo.window)
        scene.retained.append(demo)
        for view in scene.allViews {
            if let remark = demo.remark(for: view) { scene.notes[ObjectIdentifier(view)] = remark }
        }
        return scene
    }

    /// The drags in progress and the visible context menu, for the `dragState` message
    /// (docs/inspector-protocol.md 1.4); nil while there is neither.
    func dragStateJSON() -> [InspectorJSON.Field]? {
        typealias F = InspectorJSON.Field
        let app = application
        let drags = app.activeDragSessions
        let menu = app.visibleContextMenu
        guard !drags.isEmpty || menu != nil else { return nil }
        let sessions = drags.map { drag -> InspectorJSON in
            let target = app.dropTarget(ofDrag: drag.identifier)
            return .object([
                "id": .string(drag.identifier.description), "items": .int(drag.itemTypeIdentifiers.count),
                "itemTypes": .array(drag.itemTypeIdentifiers.map { .array($0.map { .string($0) }) }),
                "location": .point(drag.screenLocation), "allowsMove": .bool(drag.allowsMoveOperation),
                "target": .string(target.map { DispatchLog.name(of: $0.view) }),
                "proposal": .string(target.map { "\($0.operation)" }),
            ])
        }
        return [F("sessions", .array(sessions)), F("menu", menu.map(Self.menuJSON) ?? .null)]
    }

    /// A visible menu (a context menu, or the edit menu of `textState`): its view, what showed it, its
    /// items as lines and its actions.
    static func menuJSON(_ menu: MenuPresentation) -> InspectorJSON {
        .object([
            "view": .string(menu.sourceView.map { DispatchLog.name(of: $0) }),
            "trigger": .string(menu.trigger.map { "\($0)" }),
            "items": .array(menu.outline.map { .string($0) }),
            "actions": .array(
                menu.listedActions.map { action in
                    .object([
                        "title": .string(action.title),
                        "enabled": .bool(!action.attributes.contains(.disabled)),
                    ])
                }),
        ])
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
            let corners = [
                CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
                CGPoint(x: b.minX, y: b.maxY),
            ].map { point -> InspectorJSON in
                let p = view === window ? point : view.convert(point, to: window)
                return .array([.number(p.x), .number(p.y)])
            }
            var hidden = false
            var ancestor: UIView? = view
            while let current = ancestor { if current.isHidden { hidden = true; break }; ancestor = current.superview }
            let t = view.transform
            let recognizers = (view.gestureRecognizers ?? []).map { recognizer -> InspectorJSON in
                .object([
                    "name": .string(recognizer.explanationName),
                    "className": .string(String(describing: type(of: recognizer))),
                    "state": .string("\(recognizer.state)"), "enabled": .bool(recognizer.isEnabled),
                ])
            }
            var control: InspectorJSON?
            if let c = view as? UIControl {
                control = .object([
                    "enabled": .bool(c.isEnabled), "highlighted": .bool(c.isHighlighted),
                    "selected": .bool(c.isSelected), "tracking": .bool(c.isTracking),
                ])
            }
            let described: InspectorJSON = .object([
                "cell": Self.cellState(view),
                "index": .int(index), "name": .string(DispatchLog.name(of: view)),
                "className": .string(String(describing: type(of: view))),
                "parent": parent.map { .int($0) } ?? .null, "depth": .int(depth),
                "frame": .rect(view.frame), "bounds": .rect(b), "corners": .array(corners),
                "transform": .object([
                    "a": .number(t.a), "b": .number(t.b), "c": .number(t.c), "d": .number(t.d),
                    "tx": .number(t.tx), "ty": .number(t.ty),
                ]),
                "hidden": .bool(view.isHidden), "effectivelyHidden": .bool(hidden), "alpha": .number(view.alpha),
                "userInteractionEnabled": .bool(view.isUserInteractionEnabled),
                "recognizers": .array(recognizers), "control": control,
                "note": notes[key].map { .string($0) },
            ])
            guard case .object(let fields) = described else { continue }
            result.append(.object(fields + Self.drawingFields(of: view)))
        }
        return result
    }

    /// A table view cell's highlight and selection and the row it shows (nil for any other view): how
    /// the page shows the list's selected and highlighted rows.
    static func cellState(_ view: UIView) -> InspectorJSON? {
        guard let cell = view as? UITableViewCell else { return nil }
        var table = cell.superview
        while let current = table, !(current is UITableView) { table = current.superview }
        let indexPath = (table as? UITableView)?.indexPath(for: cell)
        return .object([
            "highlighted": .bool(cell.isHighlighted), "selected": .bool(cell.isSelected),
            "indexPath": indexPath.map { .array(Array($0).map { .int($0) }) } ?? .null,
        ])
    }

    /// The application's pointer and hover state for the `pointerState` message (docs/inspector-protocol.md
    /// 1.4): where the pointer is and its buttons, the view it hovers, the hover recognizers that are
    /// active, every pointer interaction with its active region and style, and what the pointer layer
    /// counted. Nil before any pointer input reached the application.
    func pointerStateJSON() -> [InspectorJSON.Field]? {
        let app = application
        guard let location = app.pointerLocation else { return nil }
        typealias F = InspectorJSON.Field
        let views = allViews
        let hovering = views.flatMap { view in
            (view.gestureRecognizers ?? []).compactMap { recognizer -> InspectorJSON? in
                guard recognizer is UIHoverGestureRecognizer, recognizer.state == .began || recognizer.state == .changed
                else {
                    return nil
                }
                return .object([
                    "name": .string(recognizer.explanationName), "view": .string(DispatchLog.name(of: view)),
                    "state": .string("\(recognizer.state)"),
                ])
            }
        }
        let interactions = views.flatMap { view in
            view.interactions.compactMap { $0 as? UIPointerInteraction }.map { interaction -> InspectorJSON in
                let region = interaction.activeRegion.map { region -> InspectorJSON in
                    .object(["rect": .rect(region.rect), "identifier": .string(region.identifier.map { "\($0.base)" })])
                }
                return .object([
                    "view": .string(DispatchLog.name(of: view)), "enabled": .bool(interaction.isEnabled),
                    "region": region ?? .null,
                    "style": .string(
                        interaction.activeRegion == nil ? nil : interaction.activeStyle.map(Self.describe)),
                ])
            }
        }
        let statistics = app.pointerStatistics
        return [
            F("location", .point(location)), F("buttons", .int(app.pointerButtons.rawValue)),
            F("buttonNames", .array(Self.buttonNames(app.pointerButtons).map { .string($0) })),
            F("hoveredView", .string(app.pointerHoverView.map { DispatchLog.name(of: $0) })),
            F("hoverRecognizers", .array(hovering)), F("interactions", .array(interactions)),
            F(
                "statistics",
                .object([
                    "rejectedInputs": .int(statistics.rejectedInputs),
                    "clampedLocations": .int(statistics.clampedLocations),
                    "ignoredMomentumSteps": .int(statistics.ignoredMomentumSteps),
                    "unclaimedScrollSteps": .int(statistics.unclaimedScrollSteps),
                    "unclaimedTransformSteps": .int(statistics.unclaimedTransformSteps),
                ])),
        ]
    }

    /// The buttons' names: `primary`, `secondary`, then `button N` (one-based) for the others.
    static func buttonNames(_ buttons: UIEvent.ButtonMask) -> [String] {
        var names: [String] = []
        var bits = UInt(bitPattern: buttons.rawValue), number = 1
        while bits != 0 {
            if bits & 1 != 0 { names.append(number == 1 ? "primary" : number == 2 ? "secondary" : "button \(number)") }
            bits >>= 1
            number += 1
        }
        return names
    }

    /// A pointer style in words (the style is recorded, not drawn): `hidden`, `system`, or its effect and shape.
    static func describe(_ style: UIPointerStyle) -> String {
        if style.isHidden { return "hidden" }
        var parts: [String] = []
        if let effect = style.effect {
            let view = DispatchLog.name(of: effect.preview.view)
            switch effect {
            case .automatic: parts.append("automatic effect on \(view)")
            case .highlight: parts.append("highlight effect on \(view)")
            case .lift: parts.append("lift effect on \(view)")
            case .hover(_, let tint, let shadow, let scaled):
                parts.append("hover effect on \(view) (tint \(tint), shadow \(shadow), scaled content \(scaled))")
            }
        }
        switch style.shape {
        case .roundedRect(let rect, let radius)?:
            parts.append(
                "rounded rect (\(InspectorJSON.format(Double(rect.minX))), \(InspectorJSON.format(Double(rect.minY))), "
                    + "\(InspectorJSON.format(Double(rect.width))), \(InspectorJSON.format(Double(rect.height)))) radius "
                    + InspectorJSON.format(Double(radius)))
        case .verticalBeam(let length)?: parts.append("vertical beam \(InspectorJSON.format(Double(length)))")
        case .horizontalBeam(let length)?: parts.append("horizontal beam \(InspectorJSON.format(Double(length)))")
        case nil: break
        }
        if !style.constrainedAxes.isEmpty { parts.append("constrained axes \(style.constrainedAxes.rawValue)") }
        return parts.isEmpty ? "system" : parts.joined(separator: ", ")
    }

    /// The current state of every recognizer, for `events` messages.
    func recognizerStates() -> [InspectorJSON] {
        allViews.flatMap { view in
            (view.gestureRecognizers ?? []).map { recognizer -> InspectorJSON in
                .object([
                    "name": .string(recognizer.explanationName),
                    "view": .string(DispatchLog.name(of: view)), "state": .string("\(recognizer.state)"),
                ])
            }
        }
    }
}
