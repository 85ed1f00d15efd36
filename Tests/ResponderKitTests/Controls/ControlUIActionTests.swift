import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("UIControl and UIAction (behaviour 6.3)")
struct ControlUIActionTests {
    static let frame = CGRect(x: 100, y: 100, width: 100, height: 50)
    static let center = CGPoint(x: 150, y: 125)

    @Test(
        "behaviour 6.3: UIAction defaults: empty title, no image, a unique generated identifier, no sender outside its handler"
    )
    func actionDefaults() {
        let a = UIAction { _ in }, b = UIAction { _ in }
        #expect(a.title == "" && a.image == nil && a.discoverabilityTitle == nil && a.sender == nil)
        #expect(a.identifier != b.identifier)
        let named = UIAction(title: "Save", identifier: UIAction.Identifier("save")) { _ in }
        #expect(named.title == "Save" && named.identifier.rawValue == "save" && named.identifier == "save")
    }

    @Test("behaviour 6.3: a UIAction runs on its events with the control as sender while the handler runs")
    func actionSender() {
        let scene = ControlScene()
        let button = scene.add(UIButton(frame: Self.frame))
        var senders: [Bool] = []
        let action = UIAction { action in senders.append(action.sender as? UIButton === button) }
        button.addAction(action, for: .touchUpInside)
        scene.touches.tap(at: Self.center)
        #expect(senders == [true])
        #expect(action.sender == nil)
    }

    @Test("behaviour 6.3: adding an action with an existing identifier replaces it: only the new handler runs, once")
    func replaceByIdentifier() {
        let button = UIButton(frame: Self.frame)
        var calls: [String] = []
        button.addAction(UIAction(identifier: "refresh") { _ in calls.append("old") }, for: .touchUpInside)
        button.addAction(UIAction(identifier: "refresh") { _ in calls.append("new") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(calls == ["new"])
        var count = 0
        button.enumerateEventHandlers { action, _, _, _ in if action != nil { count += 1 } }
        #expect(count == 1)
    }

    @Test("behaviour 6.3: one action can serve several events and is removed per event, by action or by identifier")
    func severalEventsAndRemoval() {
        let button = UIButton(frame: Self.frame)
        var calls = 0
        let action = UIAction(identifier: "count") { _ in calls += 1 }
        button.addAction(action, for: .touchDown)
        button.addAction(action, for: .touchUpInside)
        button.sendActions(for: .touchDown)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: [.touchDown, .touchUpInside])
        #expect(calls == 3)
        button.removeAction(action, for: .touchDown)
        #expect(button.allControlEvents == .touchUpInside)
        button.removeAction(identifiedBy: "count", for: .touchUpInside)
        #expect(button.allControlEvents.isEmpty)
        button.sendActions(for: .allEvents)
        #expect(calls == 3)
    }

    @Test(
        "behaviour 6.3: init(frame:primaryAction:) registers the action for primaryActionTriggered; performPrimaryAction() sends it"
    )
    func primaryAction() {
        var calls = 0
        let control = UIControl(frame: Self.frame, primaryAction: UIAction { _ in calls += 1 })
        #expect(control.allControlEvents == .primaryActionTriggered)
        control.performPrimaryAction()
        #expect(calls == 1)
        let none = UIControl(frame: Self.frame, primaryAction: nil)
        #expect(none.allControlEvents.isEmpty)
    }

    @Test("behaviour 6.3: a button's primary action runs when it is tapped, after touchUpInside")
    func buttonPrimaryActionOnTap() {
        let scene = ControlScene()
        let button = UIButton(
            frame: Self.frame, primaryAction: UIAction(title: "Go") { _ in scene.log.append("primary") })
        scene.add(button)
        scene.touches.tap(at: Self.center)
        #expect(scene.log == ["touchDown", "touchUpInside", "primary", "primaryActionTriggered"])
        #expect(button.title(for: .normal) == "Go")
    }

    @Test(
        "behaviour 6.3: enumerateEventHandlers reports actions, target-action pairs (nil target, typed methods) and events, and can stop"
    )
    func enumerate() {
        let button = UIButton(frame: Self.frame)
        let view = ControlRefreshingView(frame: .zero)
        let controller = ControlActionController()
        let action = UIAction(identifier: "a") { _ in }
        button.addAction(action, for: .touchDown)
        button.addTarget(view, action: "refresh:", for: .touchUpInside)
        button.addTarget(nil, action: "reload:", for: .valueChanged)
        button.addTarget(controller, action: ControlActionController.save, for: .touchCancel)
        var seen: [String] = []
        button.enumerateEventHandlers { action, targetAction, events, _ in
            if let action { seen.append("action \(action.identifier.rawValue) \(events)") }
            if let pair = targetAction {
                let (target, selector) = pair
                let name = target == nil ? "nil" : (target as AnyObject) === view ? "view" : "controller"
                seen.append("\(name) \(selector) \(events)")
            }
        }
        #expect(
            seen == [
                "action a [touchDown]", "view refresh: [touchUpInside]", "nil reload: [valueChanged]",
                "controller (method reference) [touchCancel]",
            ])
        var visited = 0
        button.enumerateEventHandlers { _, _, _, stop in
            visited += 1
            stop.pointee = true
        }
        #expect(visited == 1)
    }
}
