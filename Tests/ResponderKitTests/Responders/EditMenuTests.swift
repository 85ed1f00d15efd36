import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 3.3 (canPerformAction decides which menu commands are enabled; actions go through the chain with a
// nil target) and 3.2 (edit-menu messages go to the first responder).

@Suite("Edit menu (behaviour 3.2, 3.3)")
@MainActor
struct EditMenuTests {

    @Test(
        "behaviour 3.3: the menu lists exactly the standard edit actions the first responder's chain can perform, in order"
    )
    func listsWhatTheChainCanPerform() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.inner.actions = [.selectAll, .copy]
        scene.outer.actions = [.paste]
        let menu = scene.app.menuController
        menu.showMenu(from: scene.inner, rect: CGRect(x: 10, y: 10, width: 20, height: 10))
        #expect(menu.isMenuVisible)
        #expect(menu.visibleActions == [.copy, .paste, .selectAll])
    }

    @Test("behaviour 3.3: canPerformAction false removes a command the chain implements")
    func canPerformFalseRemoves() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.inner.actions = [.copy, .cut]
        scene.inner.refusedActions = [.cut]
        let menu = scene.app.menuController
        menu.showMenu(from: scene.inner, rect: .zero)
        #expect(menu.visibleActions == [.copy])
    }

    @Test("behaviour 3.3: custom menu items follow the standard actions when the chain can perform them")
    func customItems() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.inner.actions = [.copy]
        scene.delegate.actions = ["lookUp:"]
        let menu = scene.app.menuController
        menu.menuItems = [
            UIMenuItem(title: "Look Up", action: "lookUp:"), UIMenuItem(title: "Share", action: "share:"),
        ]
        menu.showMenu(from: scene.inner, rect: .zero)
        #expect(menu.visibleActions == [.copy, "lookUp:"])
        #expect(menu.visibleTitles == ["copy:", "Look Up"])
        let item = UIMenuItem(title: "T", action: "t:")
        #expect(item.title == "T")
        #expect(item.action == "t:")
    }

    @Test(
        "behaviour 3.3: choosing a command hides the menu and sends the action to the first implementer, the menu controller as sender"
    )
    func performsChosenCommand() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.inner.actions = [.copy]
        scene.outer.actions = [.paste]
        let menu = scene.app.menuController
        menu.showMenu(from: scene.inner, rect: .zero)
        #expect(menu.perform(.paste))
        #expect(!menu.isMenuVisible)
        #expect(menu.visibleActions.isEmpty)
        #expect(scene.log.entries == ["outer.paste:"])
        #expect(scene.outer.senders.first as? UIMenuController === menu)
        // Hidden: nothing to choose.
        #expect(!menu.perform(.copy))
        menu.showMenu(from: scene.inner, rect: .zero)
        #expect(!menu.perform(.cut))  // not listed
        #expect(menu.isMenuVisible)
        #expect(scene.log.entries == ["outer.paste:"])
    }

    @Test("behaviour 3.2: without a first responder the menu has nothing to list and does not appear")
    func noFirstResponderNoMenu() {
        let scene = KeyboardTestScene()
        scene.outer.actions = [.copy]
        let menu = scene.app.menuController
        menu.showMenu(from: scene.outer, rect: .zero)
        #expect(!menu.isMenuVisible)
        #expect(menu.visibleActions.isEmpty)
        #expect(menu.menuFrame == .zero)
    }

    @Test("behaviour 3.2: the menu records its target view and rect; menuFrame is the rect in screen coordinates")
    func recordsTarget() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 320, height: 480), application: app)
        let scene = TestScene(window: window, withRootView: false)
        let log = KeyboardTestLog()
        let field = KeyboardTestView("field", log: log, frame: CGRect(x: 10, y: 20, width: 200, height: 40))
        field.actions = [.copy]
        scene.add(field)
        field.becomeFirstResponder()
        let menu = app.menuController
        #expect(menu.arrowDirection == .default)
        #expect(menu.menuItems == nil)
        menu.showMenu(from: field, rect: CGRect(x: 5, y: 5, width: 30, height: 10))
        #expect(menu.targetView === field)
        #expect(menu.targetRect == CGRect(x: 5, y: 5, width: 30, height: 10))
        #expect(menu.menuFrame == CGRect(x: 115, y: 75, width: 30, height: 10))
    }

    @Test(
        "behaviour 3.2: the menu hides when the first responder resigns; hideMenu(from:) ignores other views; isMenuVisible shows it again"
    )
    func hiding() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.inner.actions = [.copy]
        let menu = scene.app.menuController
        menu.showMenu(from: scene.inner, rect: .zero)
        menu.hideMenu(from: scene.outer)
        #expect(menu.isMenuVisible)
        menu.isMenuVisible = false
        #expect(!menu.isMenuVisible)
        menu.isMenuVisible = true
        #expect(menu.isMenuVisible)
        menu.hideMenu(from: scene.inner)
        #expect(!menu.isMenuVisible)
        menu.showMenu(from: scene.inner, rect: .zero)
        scene.inner.resignFirstResponder()
        #expect(!menu.isMenuVisible)
    }

    @Test("behaviour 3.3: update() lists the commands again after the first responder's state changed")
    func updateRelists() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.inner.actions = [.copy, .paste]
        let menu = scene.app.menuController
        menu.showMenu(from: scene.inner, rect: .zero)
        #expect(menu.visibleActions == [.copy, .paste])
        scene.inner.refusedActions = [.paste]
        menu.update()
        #expect(menu.visibleActions == [.copy])
        scene.inner.refusedActions = [.paste, .copy]
        menu.update()
        #expect(!menu.isMenuVisible)
    }
}
