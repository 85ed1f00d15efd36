import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 15.1 (triggers, arbitration, cancelled touches) and 15.2 (the delegate's order); Apple's
// UIContextMenuInteraction and UIContextMenuInteractionDelegate pages.

@Suite("Context menu interaction (behaviour 15.1, 15.2)")
@MainActor
struct ContextMenuInteractionTests {

    @Test(
        "behaviour 15.1, 15.2: a finger held 0.5 s shows the menu; the delegate is called in order; completions on the clock"
    )
    func longPressShowsTheMenu() throws {
        let s = ContextMenuScene()
        let finger = s.scene.touches.touchDown(at: ContextMenuScene.center)
        s.scene.touches.wait(ContextMenuConstants.menuPressDuration - 0.01)
        #expect(s.app.visibleContextMenu == nil)
        s.scene.touches.wait(0.01)
        let menu = try #require(s.app.visibleContextMenu)
        #expect(menu.trigger == .longPress(duration: 0.5))
        #expect(menu.sourceView === s.photo)
        #expect(menu.location == CGPoint(x: 50, y: 50))
        #expect(s.interaction.location(in: s.photo) == CGPoint(x: 50, y: 50))
        #expect(s.interaction.menuAppearance == .rich)
        #expect(
            s.delegate.log == [
                "configurationForMenuAtLocation (50, 50)", "previewForHighlighting", "actionProvider (0 suggested)",
                "willDisplayMenu", "willDisplayMenu animations", "willDisplayMenu completion",
            ])
        s.scene.touches.lift(finger)
        #expect(s.app.visibleContextMenu === menu)
        #expect(menu.outline == ["Copy", "Share ▸", "  Mail", "  Messages", "Delete (destructive)"])
    }

    @Test("behaviour 15.1: when the menu appears the view's touch is cancelled; before, the view saw it began")
    func menuCancelsTheViewsTouches() {
        let s = ContextMenuScene()
        s.menus.longPress(at: ContextMenuScene.center)
        #expect(s.photo.methods == [.began, .cancelled])
        #expect(s.app.visibleContextMenu != nil)
    }

    @Test("behaviour 15.1: a nil configuration shows no menu and the touch goes on normally")
    func nilConfigurationNoMenu() {
        let s = ContextMenuScene(withMenu: false)
        let log = DispatchLog()
        s.app.dispatchLog = log
        #expect(s.menus.longPress(at: ContextMenuScene.center) == nil)
        #expect(s.photo.methods == [.began, .ended])
        #expect(s.delegate.log == ["configurationForMenuAtLocation (50, 50)"])
        #expect(log.gestureStateCauses.contains(.explained("configurationForMenuAtLocation returned nil: no menu")))
    }

    @Test("behaviour 15.1: the explanation log says which trigger showed the menu on which view")
    func explanationNamesTheTrigger() {
        let s = ContextMenuScene()
        let log = DispatchLog()
        s.app.dispatchLog = log
        s.menus.longPress(at: ContextMenuScene.center)
        #expect(log.gestureStateCauses.contains(.explained("context menu on photo appeared (long press 0.5 s)")))
        #expect(log.lines.contains { $0.hasSuffix("context menu on photo appeared (long press 0.5 s)") })
    }

    @Test("behaviour 15.1: lifting before 0.5 s, or moving more than 10 pt, shows no menu and asks nothing")
    func earlyLiftOrMoveFails() {
        let s = ContextMenuScene()
        s.scene.touches.tap(at: ContextMenuScene.center)
        s.scene.touches.wait(1)
        #expect(s.app.visibleContextMenu == nil)
        let finger = s.scene.touches.touchDown(at: ContextMenuScene.center)
        s.scene.touches.move(finger, to: CGPoint(x: 70, y: 85))
        s.scene.touches.wait(1)
        s.scene.touches.lift(finger)
        #expect(s.app.visibleContextMenu == nil)
        #expect(s.delegate.log.isEmpty)
        #expect(s.photo.methods == [.began, .ended, .began, .moved, .ended])
    }

    @Test("behaviour 15.1: a force press at the peek force shows the menu at once")
    func forcePressShowsTheMenu() throws {
        let s = ContextMenuScene()
        let finger = s.scene.touches.touchDown(at: ContextMenuScene.center, force: 0.5)
        #expect(s.app.visibleContextMenu == nil)
        s.scene.touches.move(finger, to: ContextMenuScene.center, force: 1.4)
        let menu = try #require(s.app.visibleContextMenu)
        #expect(menu.trigger == .forcePress(force: 1.4))
        // The recognizers see the move first: the view's touch is cancelled instead of moved.
        #expect(s.photo.methods == [.began, .cancelled])
        s.scene.touches.lift(finger)
        #expect(s.app.visibleContextMenu === menu)
    }

    @Test("behaviour 15.1: a secondary click shows a compact menu as the button goes down; a primary click does not")
    func secondaryClickShowsTheMenu() throws {
        let s = ContextMenuScene()
        s.scene.pointer.click(at: ContextMenuScene.center)
        #expect(s.app.visibleContextMenu == nil)
        s.scene.pointer.move(to: ContextMenuScene.center)
        s.scene.pointer.press(.secondary)
        let menu = try #require(s.app.visibleContextMenu)
        #expect(menu.trigger == .secondaryClick)
        #expect(s.interaction.menuAppearance == .compact)
        s.scene.pointer.release()
        #expect(s.app.visibleContextMenu === menu)
        #expect(s.menus.secondaryClick(at: ContextMenuScene.center) != nil)
    }

    @Test("behaviour 15.2: choosing an action ends the menu (willEnd, its animations), then runs the handler once")
    func chooseOrder() {
        let s = ContextMenuScene()
        s.menus.longPress(at: ContextMenuScene.center)
        s.delegate.log.removeAll()
        #expect(s.menus.choose("Mail"))
        #expect(s.delegate.log == ["willEnd", "willEnd animations", "handler Mail", "willEnd completion"])
        #expect(s.handled == ["Mail"])
        #expect(s.app.visibleContextMenu == nil)
        #expect(!s.menus.choose("Mail"))
        #expect(s.handled == ["Mail"])
    }

    @Test("behaviour 15.2: the chosen action's sender is the interaction while its handler runs")
    func senderIsTheInteraction() {
        let s = ContextMenuScene()
        var sender: Any?
        s.delegate.makeConfiguration = { _ in
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Go") { sender = $0.sender }])
            }
        }
        s.menus.longPress(at: ContextMenuScene.center)
        s.menus.choose("Go")
        #expect((sender as AnyObject?) === s.interaction)
    }

    @Test("behaviour 15.2: dismissing calls willEnd and no handler; dismissMenu() does the same")
    func dismissCallsNoHandler() {
        let s = ContextMenuScene()
        s.menus.longPress(at: ContextMenuScene.center)
        s.delegate.log.removeAll()
        s.menus.dismiss()
        #expect(s.delegate.log == ["willEnd", "willEnd animations", "willEnd completion"])
        #expect(s.handled.isEmpty)
        s.menus.secondaryClick(at: ContextMenuScene.center)
        s.delegate.log.removeAll()
        s.interaction.dismissMenu()
        #expect(s.delegate.log == ["willEnd", "willEnd animations"])
        #expect(s.app.visibleContextMenu == nil)
    }

    @Test("behaviour 15.2: tapping the preview calls willPerformPreviewAction (.pop by default), then willEnd")
    func commitPreviewOrder() throws {
        let s = ContextMenuScene()
        let preview = UIViewController()
        s.delegate.makeConfiguration = { _ in UIContextMenuConfiguration(previewProvider: { preview }) }
        let menu = try #require(s.menus.longPress(at: ContextMenuScene.center))
        #expect(menu.previewViewController === preview)
        #expect(menu.outline.isEmpty)
        s.delegate.log.removeAll()
        #expect(s.menus.commitPreview())
        #expect(
            s.delegate.log == [
                "willPerformPreviewAction pop", "willEnd", "willEnd animations", "commit completion",
                "willEnd completion",
            ])
        #expect(s.app.visibleContextMenu == nil)
    }

    @Test("behaviour 15.6: the menu exposes its lifted preview (the highlighting preview, else the view) for drags")
    func liftedPreviewSeam() {
        let s = ContextMenuScene()
        #expect(s.menus.longPress(at: ContextMenuScene.center)?.liftedPreview?.view === s.photo)
        s.menus.dismiss()
        let lifted = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        s.delegate.highlightPreview = UITargetedPreview(view: lifted)
        #expect(s.menus.longPress(at: ContextMenuScene.center)?.liftedPreview?.view === lifted)
    }

    @Test("behaviour 15.1: a configuration with neither menu nor preview begins, cancels the touch and shows nothing")
    func emptyConfiguration() {
        let s = ContextMenuScene()
        s.delegate.makeConfiguration = { _ in UIContextMenuConfiguration() }
        #expect(s.menus.longPress(at: ContextMenuScene.center) == nil)
        #expect(s.photo.methods == [.began, .cancelled])
        #expect(s.delegate.log == ["configurationForMenuAtLocation (50, 50)", "previewForHighlighting"])
    }

    @Test("behaviour 15.1, 4.5: a long press recognizer that is quicker wins and the menu never appears")
    func quickerLongPressWins() {
        let s = ContextMenuScene()
        var pressed = 0
        let press = UILongPressGestureRecognizer { _ in pressed += 1 }
        press.minimumPressDuration = 0.3
        s.photo.addGestureRecognizer(press)
        s.menus.longPress(at: ContextMenuScene.center, duration: 1)
        #expect(pressed > 0)
        #expect(s.app.visibleContextMenu == nil)
        #expect(s.delegate.log.isEmpty)
    }

    @Test("behaviour 15.1, 4.5: the menu forces out a slower long press recognizer and a tap on the view")
    func menuForcesOutOtherRecognizers() {
        let s = ContextMenuScene()
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.8
        let tap = UITapGestureRecognizer()
        s.photo.addGestureRecognizer(press)
        s.photo.addGestureRecognizer(tap)
        let finger = s.scene.touches.touchDown(at: ContextMenuScene.center)
        s.scene.touches.wait(0.5)
        #expect(s.app.visibleContextMenu != nil)
        #expect(press.state == .failed)
        #expect(tap.state == .failed)
        s.scene.touches.wait(0.5)
        s.scene.touches.lift(finger)
        #expect(s.interaction.gestureRecognizer.state == .possible)
    }

    @Test("behaviour 15.1, 7: in a scroll view a quick drag scrolls and shows no menu; a still press shows it")
    func scrollViewArbitration() {
        let scene = TestScene()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let photo = RecordingView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        scrollView.addSubview(photo)
        scene.add(scrollView)
        let delegate = RecordingMenuDelegate { _ in
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Copy") { _ in }])
            }
        }
        photo.addInteraction(UIContextMenuInteraction(delegate: delegate))
        scene.touches.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.2)
        #expect(scrollView.contentOffset.y > 100)
        scene.touches.wait(1)
        #expect(scene.application.visibleContextMenu == nil)
        #expect(delegate.log.isEmpty)
        let offset = scrollView.contentOffset
        let finger = scene.touches.touchDown(at: CGPoint(x: 160, y: 300))
        scene.touches.wait(0.5)
        #expect(scene.application.visibleContextMenu != nil)
        scene.touches.move(finger, to: CGPoint(x: 160, y: 100))
        scene.touches.lift(finger)
        #expect(scrollView.contentOffset == offset)
    }

    @Test("behaviour 15.1: removing the interaction dismisses its menu and removes its recognizer")
    func removingTheInteraction() {
        let s = ContextMenuScene()
        #expect(s.photo.gestureRecognizers?.contains { $0 === s.interaction.gestureRecognizer } == true)
        s.menus.longPress(at: ContextMenuScene.center)
        s.photo.removeInteraction(s.interaction)
        #expect(s.app.visibleContextMenu == nil)
        #expect(s.delegate.log.last == "willEnd animations")
        #expect(s.photo.gestureRecognizers?.contains { $0 === s.interaction.gestureRecognizer } != true)
    }

    @Test("behaviour 15.1, 12.2: with indirect input support a secondary click (.indirectPointer) shows it too")
    func secondaryClickWithIndirectInput() {
        let s = ContextMenuScene()
        s.app.supportsIndirectInputEvents = true
        #expect(s.menus.secondaryClick(at: ContextMenuScene.center)?.trigger == .secondaryClick)
        #expect(!s.photo.methods.contains(.ended))
    }

    @Test("behaviour 15.4: a new press on a view with an interaction dismisses the menu left open")
    func newPressDismisses() {
        let s = ContextMenuScene()
        let menu = s.menus.secondaryClick(at: ContextMenuScene.center)
        s.delegate.log.removeAll()
        s.scene.touches.tap(at: ContextMenuScene.center)
        #expect(menu?.isVisible == false)
        #expect(menu?.events.last == .dismissed)
        #expect(s.delegate.log.first == "willEnd")
        #expect(s.handled.isEmpty)
    }
}
