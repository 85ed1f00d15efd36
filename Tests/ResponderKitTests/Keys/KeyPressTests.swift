import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 3.4 (raw key presses, UIKey), 8.3 (presses: phases, fields, delivery, balance) and behaviour 11
// (events without a first responder go to the key window, which forwards up its chain).

/// A log shared by the responders of one keyboard test.
@MainActor
final class KeyboardTestLog {
    var entries: [String] = []
    func clear() { entries.removeAll() }
}

/// A view for keyboard tests: can become first responder, records presses and actions, declares actions
/// and key commands, and carries input views.
@MainActor
final class KeyboardTestView: UIView {
    var name: String
    let log: KeyboardTestLog
    /// Whether the presses methods also call super (forwarding up the chain).
    var forwardsPresses = true
    var acceptsFirstResponder = true
    var allowsResign = true
    var actions: Set<Selector> = []
    var refusedActions: Set<Selector> = []
    var commands: [UIKeyCommand]?
    var senders: [Any?] = []
    var receivedPresses: [UIPress] = []
    var receivedEvents: [UIPressesEvent] = []
    var customInputView: UIView?
    var customAccessoryView: UIView?

    init(_ name: String, log: KeyboardTestLog, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError() }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
    override var canResignFirstResponder: Bool { allowsResign }
    override var implementedActions: Set<Selector> { super.implementedActions.union(actions) }
    override var keyCommands: [UIKeyCommand]? { commands }
    override var inputView: UIView? { customInputView }
    override var inputAccessoryView: UIView? { customAccessoryView }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if refusedActions.contains(action) { return false }
        return super.canPerformAction(action, withSender: sender)
    }

    override func performAction(_ action: Selector, withSender sender: Any?, event: UIEvent?) {
        log.entries.append("\(name).\(action.name)")
        senders.append(sender)
    }

    private func record(_ method: String, _ presses: Set<UIPress>, _ event: UIPressesEvent?) {
        let keys = presses.map { $0.key?.charactersIgnoringModifiers ?? "?" }.sorted().joined(separator: ",")
        log.entries.append("\(name).\(method)(\(keys))")
        receivedPresses.append(contentsOf: presses)
        if let event { receivedEvents.append(event) }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record("began", presses, event)
        if forwardsPresses { super.pressesBegan(presses, with: event) }
    }

    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record("changed", presses, event)
        if forwardsPresses { super.pressesChanged(presses, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record("ended", presses, event)
        if forwardsPresses { super.pressesEnded(presses, with: event) }
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record("cancelled", presses, event)
        if forwardsPresses { super.pressesCancelled(presses, with: event) }
    }
}

/// A window that records the presses reaching it.
@MainActor
final class KeyboardTestWindow: UIWindow {
    var log: KeyboardTestLog?
    var commands: [UIKeyCommand]?
    override var keyCommands: [UIKeyCommand]? { commands }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.entries.append("window.began")
        super.pressesBegan(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.entries.append("window.ended")
        super.pressesEnded(presses, with: event)
    }
}

/// An application delegate that is a responder: the end of the chain.
@MainActor
final class KeyboardTestDelegate: UIResponder, UIApplicationDelegate {
    let log: KeyboardTestLog
    var actions: Set<Selector> = []
    var commands: [UIKeyCommand]?
    init(log: KeyboardTestLog) { self.log = log }
    override var implementedActions: Set<Selector> { actions }
    override var keyCommands: [UIKeyCommand]? { commands }
    override func performAction(_ action: Selector, withSender sender: Any?, event: UIEvent?) {
        log.entries.append("delegate.\(action.name)")
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.entries.append("delegate.began")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.entries.append("delegate.ended")
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.entries.append("delegate.cancelled")
    }
}

/// A ``TestScene`` whose key window (a ``KeyboardTestWindow``) holds `outer` ⊃ `inner`, with a delegate
/// at the end of the chain, and the scene's keyboard.
@MainActor
struct KeyboardTestScene {
    let scene: TestScene
    var app: UIApplication { scene.application }
    let log: KeyboardTestLog
    let window: KeyboardTestWindow
    let outer: KeyboardTestView
    let inner: KeyboardTestView
    let delegate: KeyboardTestDelegate
    var keyboard: KeyboardSimulator { scene.keyboard }

    /// The log without press deliveries: the actions performed, in order.
    var performed: [String] {
        log.entries.filter { entry in !["began", "changed", "ended", "cancelled"].contains { entry.contains($0) } }
    }

    init() {
        let log = KeyboardTestLog()
        self.log = log
        let outer = KeyboardTestView("outer", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        self.outer = outer
        inner = KeyboardTestView("inner", log: log)
        outer.addSubview(inner)
        let app = UIApplication()
        let window = KeyboardTestWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.log = log
        window.addSubview(outer)
        self.window = window
        scene = TestScene(window: window, withRootView: false)
        delegate = KeyboardTestDelegate(log: log)
        app.delegate = delegate
    }
}

@Suite("Key presses (behaviour 3.4, 8.3, behaviour 11)")
@MainActor
struct KeyPressTests {

    // MARK: Constants

    @Test("behaviour 3.4: UIKeyModifierFlags have UIKit's raw values")
    func modifierFlagRawValues() {
        #expect(UIKeyModifierFlags.alphaShift.rawValue == 1 << 16)
        #expect(UIKeyModifierFlags.shift.rawValue == 1 << 17)
        #expect(UIKeyModifierFlags.control.rawValue == 1 << 18)
        #expect(UIKeyModifierFlags.alternate.rawValue == 1 << 19)
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20)
        #expect(UIKeyModifierFlags.numericPad.rawValue == 1 << 21)
    }

    @Test("behaviour 3.4: UIKeyboardHIDUsage has the HID keyboard-page (7) usages")
    func hidUsageRawValues() {
        #expect(UIKeyboardHIDUsage.keyboardA.rawValue == 4)
        #expect(UIKeyboardHIDUsage.keyboardZ.rawValue == 29)
        #expect(UIKeyboardHIDUsage.keyboard1.rawValue == 30)
        #expect(UIKeyboardHIDUsage.keyboard0.rawValue == 39)
        #expect(UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue == 40)
        #expect(UIKeyboardHIDUsage.keyboardEscape.rawValue == 41)
        #expect(UIKeyboardHIDUsage.keyboardDeleteOrBackspace.rawValue == 42)
        #expect(UIKeyboardHIDUsage.keyboardTab.rawValue == 43)
        #expect(UIKeyboardHIDUsage.keyboardSpacebar.rawValue == 44)
        #expect(UIKeyboardHIDUsage.keyboardCapsLock.rawValue == 57)
        #expect(UIKeyboardHIDUsage.keyboardF1.rawValue == 58)
        #expect(UIKeyboardHIDUsage.keyboardF12.rawValue == 69)
        #expect(UIKeyboardHIDUsage.keyboardRightArrow.rawValue == 79)
        #expect(UIKeyboardHIDUsage.keyboardLeftArrow.rawValue == 80)
        #expect(UIKeyboardHIDUsage.keyboardDownArrow.rawValue == 81)
        #expect(UIKeyboardHIDUsage.keyboardUpArrow.rawValue == 82)
        #expect(UIKeyboardHIDUsage.keypadEnter.rawValue == 88)
        #expect(UIKeyboardHIDUsage.keyboardLeftControl.rawValue == 224)
        #expect(UIKeyboardHIDUsage.keyboardLeftShift.rawValue == 225)
        #expect(UIKeyboardHIDUsage.keyboardLeftAlt.rawValue == 226)
        #expect(UIKeyboardHIDUsage.keyboardLeftGUI.rawValue == 227)
        #expect(UIKeyboardHIDUsage.keyboardRightGUI.rawValue == 231)
        #expect(UIKeyboardHIDUsage(rawValue: 4) == .keyboardA)
    }

    @Test("behaviour 8.3: UIPress.Phase and UIPress.PressType have UIKit's raw values")
    func pressRawValues() {
        #expect(UIPress.Phase.began.rawValue == 0)
        #expect(UIPress.Phase.changed.rawValue == 1)
        #expect(UIPress.Phase.stationary.rawValue == 2)
        #expect(UIPress.Phase.ended.rawValue == 3)
        #expect(UIPress.Phase.cancelled.rawValue == 4)
        let types: [UIPress.PressType] = [
            .upArrow, .downArrow, .leftArrow, .rightArrow, .select, .menu, .playPause,
            .pageUp, .pageDown, .tvRemoteOneTwoThree, .tvRemoteFourColors,
        ]
        #expect(types.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 30, 31, 32, 33])
    }

    // MARK: UIKey (behaviour 3.4)

    @Test(
        "behaviour 3.4: UIKey carries the characters, the characters ignoring modifiers, the modifier flags and the HID key code"
    )
    func keyFields() throws {
        let scene = KeyboardTestScene()
        #expect(scene.inner.becomeFirstResponder())
        scene.keyboard.press(.keyboardA, modifiers: .shift)
        let press = try #require(scene.inner.receivedPresses.first { $0.key?.keyCode == .keyboardA })
        let key = try #require(press.key)
        #expect(key.characters == "A")
        #expect(key.charactersIgnoringModifiers == "a")
        #expect(key.modifierFlags == .shift)
        #expect(key.keyCode == .keyboardA)

        scene.keyboard.press("?", modifiers: .command)
        let question = try #require(scene.inner.receivedPresses.last { $0.key?.keyCode == .keyboardSlash }?.key)
        #expect(question.characters == "?")
        #expect(question.charactersIgnoringModifiers == "/")
        #expect(question.modifierFlags == [.command, .shift])
    }

    @Test("behaviour 3.4: Caps Lock uppercases letters only and sets alphaShift; keypad keys set numericPad")
    func capsLockAndKeypad() throws {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.keyboard.press(.keyboardCapsLock)
        #expect(scene.keyboard.isCapsLockOn)
        scene.keyboard.press(.keyboardB)
        scene.keyboard.press(.keyboard1)
        scene.keyboard.press(.keypad5)
        let keys = scene.inner.receivedPresses.compactMap(\.key)
        let b = try #require(keys.first { $0.keyCode == .keyboardB })
        #expect(b.characters == "B")
        #expect(b.charactersIgnoringModifiers == "b")
        #expect(b.modifierFlags == .alphaShift)
        #expect(try #require(keys.first { $0.keyCode == .keyboard1 }).characters == "1")
        let keypad = try #require(keys.first { $0.keyCode == .keypad5 })
        #expect(keypad.characters == "5")
        #expect(keypad.modifierFlags.contains(.numericPad))
    }

    @Test("behaviour 3.4: special keys give UIKeyCommand's key-input strings or control characters")
    func specialKeyCharacters() {
        #expect(UIKey(keyCode: .keyboardUpArrow).characters == UIKeyCommand.inputUpArrow)
        #expect(UIKey(keyCode: .keyboardDownArrow).characters == UIKeyCommand.inputDownArrow)
        #expect(UIKey(keyCode: .keyboardLeftArrow).characters == UIKeyCommand.inputLeftArrow)
        #expect(UIKey(keyCode: .keyboardRightArrow).characters == UIKeyCommand.inputRightArrow)
        #expect(UIKey(keyCode: .keyboardEscape).characters == UIKeyCommand.inputEscape)
        #expect(UIKey(keyCode: .keyboardF5).characters == UIKeyCommand.inputF5)
        #expect(UIKey(keyCode: .keyboardPageDown).characters == UIKeyCommand.inputPageDown)
        #expect(UIKey(keyCode: .keyboardDeleteForward).characters == UIKeyCommand.inputDelete)
        #expect(UIKey(keyCode: .keyboardReturnOrEnter).characters == "\r")
        #expect(UIKey(keyCode: .keyboardTab).characters == "\t")
        #expect(UIKey(keyCode: .keyboardDeleteOrBackspace).characters == "\u{8}")
        #expect(UIKey(keyCode: .keyboardSpacebar).characters == " ")
        #expect(UIKey(keyCode: .keyboardLeftShift, modifierFlags: .shift).characters == "")
        #expect(UIKeyCommand.inputUpArrow == "UIKeyInputUpArrow")
        #expect(UIKeyCommand.inputEscape == "UIKeyInputEscape")
    }

    @Test("behaviour 3.4: characters reported by the device win over the layout")
    func deviceCharacters() throws {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.keyboard.send(
            KeyInput(
                timestamp: 0, keyCode: .keyboardQ, transition: .down, characters: "a",
                charactersIgnoringModifiers: "a"))
        let key = try #require(scene.inner.receivedPresses.first?.key)
        #expect(key.keyCode == .keyboardQ)
        #expect(key.characters == "a")
    }

    // MARK: Delivery (behaviour 8.3, 3.2, behaviour 11)

    @Test(
        "behaviour 8.3: a key press reaches the key window's first responder and the default methods forward it up the chain"
    )
    func pressesForwardUpTheChain() {
        let scene = KeyboardTestScene()
        #expect(scene.inner.becomeFirstResponder())
        scene.keyboard.press(.keyboardX)
        #expect(
            scene.log.entries == [
                "inner.began(x)", "outer.began(x)", "window.began", "delegate.began",
                "inner.ended(x)", "outer.ended(x)", "window.ended", "delegate.ended",
            ])
    }

    @Test("behaviour 8.3: a responder that handles a press without calling super stops it")
    func handledPressStops() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.outer.forwardsPresses = false
        scene.keyboard.press(.keyboardX)
        #expect(scene.log.entries == ["inner.began(x)", "outer.began(x)", "inner.ended(x)", "outer.ended(x)"])
    }

    @Test(
        "behaviour 8.3 / behaviour 11: with no first responder, presses go to the key window, which forwards up its chain"
    )
    func noFirstResponderGoesToWindow() {
        let scene = KeyboardTestScene()
        scene.keyboard.press(.keyboardX)
        #expect(scene.log.entries == ["window.began", "delegate.began", "window.ended", "delegate.ended"])
    }

    @Test("behaviour 3.2: only the key window's first responder receives key events")
    func onlyKeyWindow() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: scene.app)
        let field = KeyboardTestView("other", log: scene.log)
        other.addSubview(field)
        other.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())
        #expect(scene.inner.isFirstResponder)
        scene.keyboard.press(.keyboardX)
        #expect(scene.log.entries == ["other.began(x)", "delegate.began", "other.ended(x)", "delegate.ended"])
    }

    @Test("behaviour 8.3: a key press has phase, type, key, force 0/1, timestamp, responder and window")
    func pressFields() throws {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.keyboard.wait(1)
        let down = scene.keyboard.keyDown(.keyboardUpArrow)
        let press = try #require(scene.inner.receivedPresses.first)
        #expect(press.timestamp == 1)
        #expect(press.type == .upArrow)
        #expect(press.force == 1)
        #expect(press.responder === scene.inner)
        #expect(press.window === scene.window)
        #expect(press.key?.keyCode == .keyboardUpArrow)
        let event = try #require(scene.inner.receivedEvents.first)
        #expect(event.type == .presses)
        #expect(event.allPresses.contains(press))
        #expect(event.timestamp == 1)
        scene.keyboard.wait(0.25)
        scene.keyboard.keyUp(down)
        #expect(scene.inner.receivedPresses.count == 2)
        #expect(scene.inner.receivedPresses[1] === press)
        #expect(press.phase == .ended)
        #expect(press.timestamp == 1.25)
    }

    @Test("behaviour 8.3: phases seen by the responder are began then ended, on the same press object")
    func phasesDuringDelivery() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.outer.forwardsPresses = false
        var seen: [UIPress.Phase] = []
        final class PhaseProbe: UIView {
            var onPress: ((UIPress) -> Void)?
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                presses.forEach { onPress?($0) }
            }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                presses.forEach { onPress?($0) }
            }
        }
        let probe = PhaseProbe(frame: .zero)
        scene.window.addSubview(probe)
        probe.becomeFirstResponder()
        probe.onPress = { seen.append($0.phase) }
        scene.keyboard.press(.keyboardM)
        #expect(seen == [.began, .ended])
    }

    @Test("behaviour 8.3: keyboard presses map to remote press types where one exists, and to no named type otherwise")
    func pressTypes() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        for key in [
            UIKeyboardHIDUsage.keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow,
            .keyboardReturnOrEnter, .keypadEnter, .keyboardEscape, .keyboardA, .keyboardSpacebar,
        ] {
            scene.keyboard.press(key)
        }
        let began = scene.inner.receivedPresses.enumerated().filter { $0.offset % 2 == 0 }.map(\.element.type)
        let named: [UIPress.PressType] = [.upArrow, .downArrow, .leftArrow, .rightArrow, .select, .menu, .playPause]
        #expect(Array(began.prefix(6)) == [.downArrow, .leftArrow, .rightArrow, .select, .select, .menu])
        #expect(!named.contains(began[6]))
        #expect(began[6].rawValue == 0x70000 + UIKeyboardHIDUsage.keyboardA.rawValue)
        #expect(!named.contains(began[7]))
    }

    @Test("behaviour 8.3: modifier keys are presses of their own, and the event reports the held modifiers")
    func modifierKeysArePresses() throws {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.outer.forwardsPresses = false
        scene.keyboard.press(.keyboardA, modifiers: .shift)
        #expect(
            scene.log.entries.filter { $0.hasPrefix("inner") } == [
                "inner.began()", "inner.began(a)", "inner.ended(a)", "inner.ended()",
            ])
        let shift = try #require(scene.inner.receivedPresses.first)
        #expect(shift.key?.keyCode == .keyboardLeftShift)
        #expect(shift.key?.modifierFlags == .shift)
        let aEvent = scene.inner.receivedEvents[1]
        #expect(aEvent.modifierFlags == .shift)
        // The held Shift is listed (stationary) with the new press, but is not delivered again.
        #expect(aEvent.allPresses.count == 2)
        #expect(aEvent.allPresses.contains(shift))
        #expect(scene.inner.receivedEvents[3].modifierFlags == [])
    }

    // MARK: Balance (behaviour 8.3)

    @Test("behaviour 8.3: each began press ends exactly once, and a held key does not begin again")
    func eachBeganEndsOnce() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.outer.forwardsPresses = false
        let key = scene.keyboard.keyDown(.keyboardK)
        scene.keyboard.send(KeyInput(timestamp: 0, keyCode: .keyboardK, transition: .down))
        scene.keyboard.keyUp(key)
        scene.keyboard.keyUp(key)
        #expect(scene.log.entries == ["inner.began(k)", "outer.began(k)", "inner.ended(k)", "outer.ended(k)"])
    }

    @Test("behaviour 8.3: a press ends at the responder that received it began, even if the first responder changed")
    func endGoesToOriginalResponder() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.outer.forwardsPresses = false
        let key = scene.keyboard.keyDown(.keyboardK)
        let sibling = KeyboardTestView("sibling", log: scene.log)
        scene.window.addSubview(sibling)
        #expect(sibling.becomeFirstResponder())
        scene.keyboard.keyUp(key)
        #expect(scene.log.entries == ["inner.began(k)", "outer.began(k)", "inner.ended(k)", "outer.ended(k)"])
    }

    @Test(
        "behaviour 8.3: when the application resigns active, held keys are cancelled once and their release is ignored")
    func resignActiveCancelsHeldKeys() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        scene.outer.forwardsPresses = false
        let j = scene.keyboard.keyDown(.keyboardJ)
        let k = scene.keyboard.keyDown(.keyboardK)
        scene.log.clear()
        scene.app.resignActive()
        #expect(scene.log.entries == ["inner.cancelled(j,k)", "outer.cancelled(j,k)"])
        #expect(scene.inner.receivedPresses.suffix(2).allSatisfy { $0.phase == .cancelled })
        scene.log.clear()
        scene.keyboard.keyUp(j)
        scene.keyboard.keyUp(k)
        scene.keyboard.press(.keyboardL)
        #expect(scene.log.entries.isEmpty)
        scene.app.becomeActive()
        scene.keyboard.press(.keyboardL)
        #expect(scene.log.entries == ["inner.began(l)", "outer.began(l)", "inner.ended(l)", "outer.ended(l)"])
    }

    @Test("behaviour 3.2: with no key window, key input is dropped")
    func noKeyWindow() {
        let app = UIApplication()
        let window = UIWindow(frame: .zero, application: app)
        window.isHidden = false
        let keyboard = KeyboardSimulator(application: app)
        keyboard.press(.keyboardA)
        #expect(app.keyWindow == nil)
        #expect(!app.hasPendingInput)
    }

    @Test("behaviour 8.3: typing text holds Shift for uppercase letters and symbols")
    func typingText() {
        let scene = KeyboardTestScene()
        scene.inner.becomeFirstResponder()
        var typed = ""
        final class Sink: UIView {
            var onText: ((String) -> Void)?
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                for press in presses { onText?(press.key?.characters ?? "") }
            }
        }
        let sink = Sink(frame: .zero)
        scene.window.addSubview(sink)
        sink.becomeFirstResponder()
        sink.onText = { typed += $0 }
        #expect(scene.keyboard.type("Hi, you!"))
        #expect(typed == "Hi, you!")
        #expect(scene.keyboard.heldKeys.isEmpty)
        #expect(!scene.keyboard.type("é"))
    }
}
