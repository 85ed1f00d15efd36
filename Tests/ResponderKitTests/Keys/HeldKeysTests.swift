import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 8.3 (every held key is listed, stationary, in later events' allPresses; each began press ends
// once) with the bound on held keys (docs/decisions.md, "Held keys: a bound and a shared set"): a key
// pressed while 256 are down is refused and counted, as a keyboard reports rollover, and what a
// responder receives for fewer keys does not change.

/// A first responder that performs `copy:` and keeps the event each action came with.
@MainActor
private final class CopyingView: UIView {
    var actionEvents: [UIEvent?] = []
    override var canBecomeFirstResponder: Bool { true }
    override var implementedActions: Set<Selector> { super.implementedActions.union([.copy]) }
    override func performAction(_ action: Selector, withSender sender: Any?, event: UIEvent?) {
        actionEvents.append(event)
    }
}

@Suite("Held keys: the bound and the events that list them (behaviour 8.3)")
@MainActor
struct HeldKeysTests {
    /// `count` made-up usages past the keyboard page's (no layout names them, no key command matches).
    static func keys(_ count: Int, from first: Int = 1000) -> [UIKeyboardHIDUsage] {
        (first..<first + count).map { UIKeyboardHIDUsage(rawValue: $0) }
    }

    @Test(
        "docs/decisions.md, \"Held keys: a bound and a shared set\": with 256 keys down, a key press is refused and counted; its release is ignored"
    )
    func rollover() {
        #expect(UIApplication.maximumHeldKeys == 256)
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.outer.forwardsPresses = false
        for key in Self.keys(256) { scene.keyboard.keyDown(key) }
        #expect(scene.inner.receivedPresses.count == 256)
        #expect(scene.app.keyRolloverCount == 0)

        let extra = UIKeyboardHIDUsage(rawValue: 2000)
        scene.keyboard.keyDown(extra)
        scene.keyboard.keyUp(extra)
        #expect(scene.inner.receivedPresses.count == 256, "the refused key never went down, nor up")
        #expect(scene.app.keyRolloverCount == 1)

        // One key up makes room: the next press goes down, and every began press still ends once.
        scene.keyboard.keyUp(UIKeyboardHIDUsage(rawValue: 1000))
        scene.keyboard.keyDown(extra)
        #expect(scene.inner.receivedPresses.count == 258)
        #expect(scene.inner.receivedPresses.last?.phase == .stationary)
        #expect(scene.inner.receivedEvents.last?.allPresses.count == 256)
        scene.app.resignActive()
        let cancelled = Set(scene.inner.receivedPresses.filter { $0.phase == .cancelled }.map(ObjectIdentifier.init))
        #expect(cancelled.count == 256)
        #expect(scene.app.keyRolloverCount == 1)
    }

    @Test("docs/decisions.md, \"Held keys: a bound and a shared set\": keys a key command consumed count as down")
    func consumedKeysCount() {
        let scene = KeyboardTestScene()
        let view = CopyingView(frame: .zero)
        scene.window.addSubview(view)
        view.becomeFirstResponder()
        scene.keyboard.keyDown(.keyboardLeftGUI)
        scene.keyboard.keyDown(.keyboardC)  // Command-C: copy:, consumed
        #expect(view.actionEvents.count == 1)
        for key in Self.keys(254) { scene.keyboard.keyDown(key) }
        #expect(scene.app.keyRolloverCount == 0)
        scene.keyboard.keyDown(UIKeyboardHIDUsage(rawValue: 2000))
        #expect(scene.app.keyRolloverCount == 1)
        // The consumed key's release frees its place.
        scene.keyboard.keyUp(.keyboardC)
        scene.keyboard.keyDown(UIKeyboardHIDUsage(rawValue: 2001))
        #expect(scene.app.keyRolloverCount == 1)
    }

    @Test(
        "behaviour 8.3: an event a responder keeps lists the presses held when it was sent, however the held keys change later"
    )
    func keptEventsKeepTheirPresses() throws {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.outer.forwardsPresses = false
        scene.keyboard.keyDown(.keyboardA)
        scene.keyboard.keyDown(.keyboardB)
        scene.keyboard.keyUp(.keyboardA)
        scene.keyboard.keyDown(.keyboardD)
        scene.keyboard.keyUp(.keyboardB)
        scene.keyboard.keyUp(.keyboardD)
        let listed = scene.inner.receivedEvents.map { event in
            event.allPresses.compactMap { $0.key?.charactersIgnoringModifiers }.sorted().joined()
        }
        #expect(listed == ["a", "ab", "ab", "bd", "bd", "d"])
        // Each event reported one press, in its phase; the others it lists are the held keys, stationary.
        let phases = scene.log.entries.filter { $0.hasPrefix("inner") }
        #expect(
            phases == [
                "inner.began(a)", "inner.began(b)", "inner.ended(a)", "inner.began(d)", "inner.ended(b)",
                "inner.ended(d)",
            ])
    }

    @Test("behaviour 8.3: the event a key command's action gets lists its press with the keys held")
    func keyCommandEventListsThePress() throws {
        let scene = KeyboardTestScene()
        let view = CopyingView(frame: .zero)
        scene.window.addSubview(view)
        view.becomeFirstResponder()
        scene.keyboard.keyDown(.keyboardX)
        scene.keyboard.keyDown(.keyboardLeftGUI)
        scene.keyboard.keyDown(.keyboardC)
        let event = try #require(view.actionEvents.first as? UIPressesEvent)
        let keys = Set(event.allPresses.compactMap { $0.key?.keyCode })
        #expect(keys == [.keyboardX, .keyboardLeftGUI, .keyboardC])
        // The event keeps what it listed while the held keys change.
        scene.keyboard.keyUp(.keyboardX)
        scene.keyboard.keyDown(.keyboardZ)
        #expect(Set(event.allPresses.compactMap { $0.key?.keyCode }) == keys)
    }
}
