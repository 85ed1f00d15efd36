import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 13.3, the headless navigation bar. Apple's pages: UINavigationItem (title, backBarButtonItem,
// backButtonTitle, hidesBackButton, leftBarButtonItems, rightBarButtonItems), UIBarButtonItem
// (init(title:style:target:action:), init(primaryAction:), target, action), UINavigationBar (items, topItem,
// backItem), and UINavigationController's "Updating the navigation bar" (the back button shows the title of
// the item below the top one and pops when tapped).

/// A responder receiving a bar button item's action.
@MainActor
private final class ActionTarget {
    var senders: [AnyObject] = []
    func save(_ sender: UIBarButtonItem) { senders.append(sender) }
}

@Suite("Navigation bar (behaviour 13.3)")
@MainActor
struct NavigationBarTests {
    @Test("The back button shows the title of the controller below and only appears above the root")
    func backButtonTitle() {
        let log = LifecycleLog()
        let a = LoggingController("a", log: log)
        a.title = "Inbox"
        let (_, navigation, _) = makeNavigationScene(log: log, root: a)
        #expect(navigation.navigationBar.backButton == nil)
        let b = LoggingController("b", log: log)
        b.title = "Message"
        navigation.pushViewController(b, animated: false)
        #expect(navigation.navigationBar.topItem === b.navigationItem)
        #expect(navigation.navigationBar.backItem === a.navigationItem)
        #expect(navigation.navigationBar.backButton?.title(for: .normal) == "Inbox")
        a.navigationItem.backButtonTitle = "Back"
        #expect(navigation.navigationBar.backButton?.title(for: .normal) == "Back")
        b.navigationItem.hidesBackButton = true
        #expect(navigation.navigationBar.backButton == nil)
    }

    @Test("A controller's title is its navigation item's title (Apple: UIViewController title)")
    func titleFollows() {
        let controller = UIViewController()
        controller.title = "One"
        #expect(controller.navigationItem.title == "One")
        controller.title = "Two"
        #expect(controller.navigationItem.title == "Two")
    }

    @Test("A tap on the back button pops, animated: the did half after the transition duration")
    func backButtonTapPops() {
        let log = LifecycleLog()
        let a = LoggingController("a", log: log)
        let (scene, navigation, _) = makeNavigationScene(log: log, root: a)
        navigation.pushViewController(LoggingController("b", log: log), animated: false)
        _ = log.take()
        scene.window.layoutIfNeeded()
        let back = try! #require(navigation.navigationBar.backButton)
        scene.touches.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil))
        #expect(navigationCallbacks(log.take()) == ["b.viewWillDisappear", "a.viewWillAppear", "willShow a"])
        scene.touches.wait(NavigationConstants.transitionDuration)
        #expect(navigationCallbacks(log.take()) == ["b.viewDidDisappear", "a.viewDidAppear", "didShow a"])
        #expect(sameControllers(navigation.viewControllers, [a]))
    }

    @Test(
        "A right bar button item sends its action to its target with the item as sender (Apple: UIBarButtonItem action)"
    )
    func targetAction() {
        let log = LifecycleLog()
        let a = LoggingController("a", log: log)
        let target = ActionTarget()
        let item = UIBarButtonItem(
            title: "Save", style: .done, target: target, action: Selector("save:", ActionTarget.save(_:)))
        a.navigationItem.rightBarButtonItem = item
        let (scene, navigation, _) = makeNavigationScene(log: log, root: a)
        scene.window.layoutIfNeeded()
        let button = try! #require(navigation.navigationBar.button(for: item))
        #expect(abs(button.frame.maxX - 312) < 0.001)
        scene.touches.tap(at: button.convert(CGPoint(x: 10, y: 10), to: nil))
        #expect(target.senders.count == 1 && target.senders.first === item)
        item.isEnabled = false
        let disabled = try! #require(navigation.navigationBar.button(for: item))
        scene.touches.tap(at: disabled.convert(CGPoint(x: 10, y: 10), to: nil))
        #expect(target.senders.count == 1)
    }

    @Test("A left bar button item's primaryAction runs with the item as sender, and it replaces the back button")
    func primaryAction() {
        let log = LifecycleLog()
        let (scene, navigation, _) = makeNavigationScene(log: log, root: LoggingController("a", log: log))
        let b = LoggingController("b", log: log)
        var senders: [Any?] = []
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Close") { action in senders.append(action.sender) })
        #expect(item.title == "Close")
        b.navigationItem.leftBarButtonItem = item
        navigation.pushViewController(b, animated: false)
        #expect(navigation.navigationBar.backButton == nil)
        scene.window.layoutIfNeeded()
        let button = try! #require(navigation.navigationBar.button(for: item))
        scene.touches.tap(at: button.convert(CGPoint(x: 10, y: 10), to: nil))
        #expect(senders.count == 1 && (senders.first as AnyObject?) === item)
        b.navigationItem.leftItemsSupplementBackButton = true
        #expect(navigation.navigationBar.backButton != nil)
    }
}
