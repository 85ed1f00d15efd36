import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 15.4: a touch or click outside an open context menu and its preview dismisses the menu
// (`willEndFor`, no handler) and is consumed; Apple's UIContextMenuInteraction page (the menu ends when
// the person dismisses it) and contextMenuInteraction(_:willEndFor:animator:).

@Suite("Context menu dismissal by a touch outside (behaviour 15.4)")
@MainActor
struct ContextMenuDismissalTests {
    /// The scene with a plain recording view (`other`, 100 × 100 at (200, 20)) beside the photo, carrying
    /// a tap recognizer that counts its taps.
    @MainActor
    final class Outside {
        let s = ContextMenuScene()
        let other = RecordingView(frame: CGRect(x: 200, y: 20, width: 100, height: 100))
        var taps = 0
        static let center = CGPoint(x: 250, y: 70)

        init() {
            other.accessibilityIdentifier = "other"
            s.scene.add(other)
            other.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.taps += 1 })
        }

        func droppedReasons(_ log: DispatchLog) -> [ContactDropReason] {
            log.records.compactMap { record in
                guard case let .dropped(_, reason) = record.entry else { return nil }
                return reason
            }
        }
    }

    @Test("behaviour 15.4: a tap outside the menu dismisses it (willEndFor, no handler) and goes nowhere else")
    func tapOutsideDismissesAndIsConsumed() throws {
        let o = Outside()
        let log = DispatchLog()
        o.s.app.dispatchLog = log
        let menu = try #require(o.s.menus.longPress(at: ContextMenuScene.center))
        o.s.delegate.log.removeAll()
        o.s.scene.touches.tap(at: Outside.center)
        #expect(!menu.isVisible)
        #expect(o.s.app.visibleContextMenu == nil)
        #expect(menu.events.last == .dismissed)
        #expect(o.s.delegate.log == ["willEnd", "willEnd animations", "willEnd completion"])
        #expect(o.s.handled.isEmpty)
        #expect(o.other.methods.isEmpty)
        #expect(o.taps == 0)
        #expect(o.droppedReasons(log) == [.dismissedContextMenu(view: "photo")])
        #expect(log.lines.contains { $0.hasSuffix("dropped: it dismissed the context menu of photo") })
        // Only the touch that dismissed is consumed: the next one is delivered as usual.
        o.s.scene.touches.tap(at: Outside.center)
        #expect(o.other.methods.first == .began)
        #expect(o.taps == 1)
    }

    @Test("behaviour 15.4: a secondary click outside the menu dismisses it and is consumed")
    func secondaryClickOutsideDismisses() throws {
        let o = Outside()
        let menu = try #require(o.s.menus.secondaryClick(at: ContextMenuScene.center))
        o.s.delegate.log.removeAll()
        o.s.scene.pointer.secondaryClick(at: Outside.center)
        #expect(!menu.isVisible)
        #expect(o.s.delegate.log.first == "willEnd")
        #expect(o.s.handled.isEmpty)
        #expect(o.other.methods.isEmpty)
    }

    @Test("behaviour 15.4: a touch on the root view under the menu (no view of its own) dismisses it too")
    func touchOnBackgroundDismisses() throws {
        let s = ContextMenuScene()
        let menu = try #require(s.menus.longPress(at: ContextMenuScene.center))
        s.scene.rootView.removeAllCalls()
        s.scene.touches.tap(at: CGPoint(x: 150, y: 400))
        #expect(!menu.isVisible)
        #expect(s.scene.rootView.methods.isEmpty)
        #expect(s.handled.isEmpty)
    }

    @Test("behaviour 15.4: a press on another view's context menu interaction first only dismisses the open menu")
    func pressOnAnotherMenuViewOnlyDismisses() throws {
        let o = Outside()
        let otherDelegate = RecordingMenuDelegate { _ in
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Open") { _ in }])
            }
        }
        o.other.addInteraction(UIContextMenuInteraction(delegate: otherDelegate))
        let menu = try #require(o.s.menus.longPress(at: ContextMenuScene.center))
        #expect(o.s.menus.longPress(at: Outside.center) == nil)
        #expect(!menu.isVisible)
        #expect(otherDelegate.log.isEmpty)
        // The next press shows the other view's menu.
        #expect(o.s.menus.longPress(at: Outside.center)?.sourceView === o.other)
    }

    @Test("behaviour 15.4: a tap on the menu's preview (its source view) does not go through the outside rule")
    func tapOnPreviewIsNotOutside() throws {
        let s = ContextMenuScene()
        let log = DispatchLog()
        s.app.dispatchLog = log
        let menu = try #require(s.menus.secondaryClick(at: ContextMenuScene.center))
        s.photo.removeAllCalls()
        s.scene.touches.tap(at: ContextMenuScene.center)
        // Dismissed by the interaction's recognizer as a new press (behaviour 15.4); the view sees the tap.
        #expect(!menu.isVisible)
        #expect(s.photo.methods == [.began, .ended])
        #expect(!log.lines.contains { $0.contains("dismissed the context menu") })
    }
}
