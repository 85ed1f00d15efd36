import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 15.3 (menu elements: UIMenu, UIAction, UIDeferredMenuElement) and 15.4 (the headless menu);
// Apple's UIMenu, UIAction, UIMenuElement.Attributes and UIDeferredMenuElement pages.

@Suite("Menus and the headless presentation (behaviour 15.3, 15.4)")
@MainActor
struct MenuPresentationTests {

    private func show(_ s: ContextMenuScene, _ makeMenu: @escaping @MainActor () -> UIMenu) -> MenuPresentation? {
        s.delegate.makeConfiguration = { _ in
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in makeMenu() }
        }
        return s.menus.secondaryClick(at: ContextMenuScene.center)
    }

    @Test("behaviour 15.3: inline sections, submenus, states and attributes are listed; hidden actions are not")
    func listing() throws {
        let s = ContextMenuScene()
        let menu = try #require(
            show(s) {
                UIMenu(
                    title: "Photo",
                    children: [
                        s.action("Favorite", state: .on),
                        UIMenu(
                            title: "Edit", options: .displayInline,
                            children: [s.action("Crop"), s.action("Rotate", attributes: .disabled)]),
                        s.action("Secret", attributes: .hidden),
                        UIMenu(title: "Move", options: .destructive, children: [s.action("Trash", state: .mixed)]),
                    ])
            })
        #expect(
            menu.outline == [
                "Favorite [on]", "-- Edit --", "Crop", "Rotate (disabled)", "Move (destructive) ▸", "  Trash [mixed]",
            ])
        #expect(menu.actionTitles == ["Favorite", "Crop", "Rotate", "Trash"])
        #expect(menu.items[1].kind == .section)
        #expect(menu.items[1].children.map(\.title) == ["Crop", "Rotate"])
        #expect(menu.menu.title == "Photo")
    }

    @Test("behaviour 15.3: a disabled or hidden action cannot be chosen; nothing happens")
    func disabledAndHidden() throws {
        let s = ContextMenuScene()
        let menu = try #require(
            show(s) {
                UIMenu(children: [s.action("Off", attributes: .disabled), s.action("Gone", attributes: .hidden)])
            })
        #expect(!menu.choose("Off"))
        #expect(!menu.choose("Gone"))
        #expect(menu.isVisible)
        #expect(s.handled.isEmpty)
    }

    @Test("behaviour 15.3: .keepsMenuPresented runs the handler and leaves the menu up, without willEnd")
    func keepsMenuPresented() throws {
        let s = ContextMenuScene()
        let menu = try #require(show(s) { UIMenu(children: [s.action("Like", attributes: .keepsMenuPresented)]) })
        s.delegate.log.removeAll()
        #expect(menu.choose("Like"))
        #expect(menu.choose("Like"))
        #expect(s.handled == ["Like", "Like"])
        #expect(s.delegate.log == ["handler Like", "handler Like"])
        #expect(s.app.visibleContextMenu === menu)
    }

    @Test("behaviour 15.3: in a .singleSelection menu choosing an action turns it on and the others off")
    func singleSelection() throws {
        let s = ContextMenuScene()
        let name = s.action("Name", state: .on), date = s.action("Date"), other = s.action("Other", state: .on)
        let menu = try #require(
            show(s) {
                UIMenu(children: [
                    UIMenu(title: "Sort", options: [.displayInline, .singleSelection], children: [name, date]), other,
                ])
            })
        menu.choose("Date")
        #expect(name.state == .off)
        #expect(date.state == .on)
        #expect(other.state == .on)
    }

    @Test("behaviour 15.3: replacingChildren keeps title, identifier and options")
    func replacingChildren() {
        let menu = UIMenu(title: "Share", identifier: "share", options: .displayInline, children: [])
        let replaced = menu.replacingChildren([UIAction(title: "Mail") { _ in }])
        #expect(replaced.title == "Share")
        #expect(replaced.identifier == "share")
        #expect(replaced.options == .displayInline)
        #expect(replaced.children.map(\.title) == ["Mail"])
    }

    @Test("behaviour 15.3: a deferred element shows a loading item until its provider, called on the clock, completes")
    func deferredLoadsOnTheClock() throws {
        let s = ContextMenuScene()
        var calls = 0
        var complete: UIDeferredMenuElement.Completion?
        let deferred = UIDeferredMenuElement { completion in
            calls += 1
            complete = completion
        }
        s.delegate.makeConfiguration = { _ in
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [s.action("Copy"), deferred])
            }
        }
        s.scene.pointer.move(to: ContextMenuScene.center)
        s.scene.pointer.press(.secondary)
        let menu = try #require(s.app.visibleContextMenu)
        #expect(menu.outline == ["Copy", "(loading)"])
        #expect(calls == 0)
        s.menus.settle()
        #expect(calls == 1)
        #expect(menu.isLoading)
        complete?([s.action("Recent 1"), s.action("Recent 2")])
        #expect(menu.outline == ["Copy", "Recent 1", "Recent 2"])
        complete?([])
        #expect(menu.ignoredDeferredCompletions == 1)
        #expect(menu.events == [.appeared, .loadingStarted, .loaded])
        s.scene.pointer.release()
        #expect(s.menus.choose("Recent 2"))
        #expect(s.handled == ["Recent 2"])
        // Cached: the next menu lists the elements at once and does not call the provider again.
        let again = try #require(s.menus.secondaryClick(at: ContextMenuScene.center))
        #expect(again.outline == ["Copy", "Recent 1", "Recent 2"])
        #expect(calls == 1)
    }

    @Test("behaviour 15.3: an uncached deferred element calls its provider each time the menu appears")
    func uncachedDeferred() throws {
        let s = ContextMenuScene()
        var calls = 0
        let deferred = UIDeferredMenuElement.uncached { completion in
            calls += 1
            completion([s.action("Item \(calls)")])
        }
        #expect(deferred.isUncached)
        let first = try #require(show(s) { UIMenu(children: [deferred]) })
        #expect(first.outline == ["Item 1"])
        s.menus.dismiss()
        let second = try #require(s.menus.secondaryClick(at: ContextMenuScene.center))
        #expect(second.outline == ["Item 2"])
    }

    @Test("behaviour 15.4: updateVisibleMenu replaces the menu shown; a second menu ends the first")
    func updateAndReplace() throws {
        let s = ContextMenuScene()
        let menu = try #require(s.menus.secondaryClick(at: ContextMenuScene.center))
        s.interaction.updateVisibleMenu { $0.replacingChildren([s.action("Only")]) }
        #expect(menu.outline == ["Only"])
        s.delegate.log.removeAll()
        let second = try #require(s.menus.longPress(at: ContextMenuScene.center))
        #expect(second !== menu)
        #expect(!menu.isVisible)
        #expect(s.delegate.log.prefix(2) == ["willEnd", "willEnd animations"])
    }
}
