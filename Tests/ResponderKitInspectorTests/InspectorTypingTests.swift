import Foundation
import ResponderKit
import ResponderKitInput
import Testing

@testable import ResponderKitInspector

@MainActor
private func makeHub() -> InspectorHub {
    InspectorHub(configuration: .init(routerSocketPath: "/nonexistent/inspector-test.sock", drivesTime: false))
}

extension InspectorTestClient {
    /// A `key` message; `modifiers` names the DOM fields set true (`shiftKey`, `metaKey`…).
    func key(
        _ phase: String, _ code: String, key: String? = nil, modifiers: [String] = [], repeats: Bool = false,
        at ms: Double
    ) {
        var fields: [InspectorJSON.Field] = [
            .init("v", 1), .init("type", "key"), .init("phase", .string(phase)), .init("code", .string(code)),
            .init("key", .string(key)), .init("repeat", .bool(repeats)), .init("timestamp", .number(ms)),
        ]
        for modifier in modifiers { fields.append(.init(modifier, true)) }
        sendRaw(InspectorJSON.object(fields).serialized)
    }

    /// A key going down and, 30 ms later, up.
    func press(_ code: String, key: String? = nil, modifiers: [String] = [], at ms: Double) {
        self.key("down", code, key: key, modifiers: modifiers, at: ms)
        self.key("up", code, key: key, modifiers: modifiers, at: ms + 30)
    }

    /// A tap of one finger at (x, y).
    func tap(_ x: Double, _ y: Double, at ms: Double) {
        pointer("down", x, y, at: ms)
        pointer("up", x, y, at: ms + 40)
    }

    var textState: InspectorJSON? { messages("textState").last }
    var text: InspectorJSON? { textState?["text"] }
    var typedText: String? { text?["text"]?.stringValue }
}

/// The inspector's keyboard (docs/inspector-protocol.md 1.3, `key`) and its `textState` message (1.4): keys
/// of the browser's keyboard enter the `text` scene's application as hardware keys (behaviour 8.3,
/// docs/behaviour/text-input.md 17.7), and the state shows what the first responder's text became.
@MainActor
@Suite("Inspector: typing with the browser's keyboard, and the text state", .serialized)
struct InspectorTypingTests {
    /// The `text` scene chosen, with the name field (335 × 44 at (20, 60)) tapped to begin editing (17.2, 17.9).
    private func editingNameField() -> (InspectorHub, InspectorTestClient) {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "text"])
        client.tap(187, 82, at: 1000)
        hub.runTimers(session: "text", until: hub.session("text")!.scene.application.clock.now + 1)
        return (hub, client)
    }

    @Test("docs/inspector-protocol.md 1.3: a key message is read with its code, key, modifiers and repeat flag")
    func decodesKeyMessages() throws {
        let text =
            #"{"v":1,"type":"key","phase":"down","code":"KeyA","key":"A","shiftKey":true,"metaKey":false,"repeat":true,"timestamp":5}"#
        #expect(
            try InspectorClientMessage.decode(text).message.get()
                == .key(
                    InspectorKey(
                        phase: .down, code: "KeyA", key: "A", modifierFlags: .shift, isRepeat: true, timestamp: 5)))
        let modifiers =
            #"{"v":1,"type":"key","phase":"up","code":"Enter","ctrlKey":true,"altKey":true,"capsLock":true,"timestamp":1}"#
        #expect(
            (try? InspectorClientMessage.decode(modifiers).message.get())
                == .key(
                    InspectorKey(
                        phase: .up, code: "Enter", modifierFlags: [.control, .alternate, .alphaShift], timestamp: 1)))
    }

    @Test("docs/inspector-protocol.md 1.3: a malformed key message is refused with invalid-field naming the field")
    func rejectsMalformedKeyMessagesNamingTheField() {
        func field(_ text: String) -> String? {
            if case .failure(let error) = InspectorClientMessage.decode(text).message, error.code == "invalid-field" {
                return error.field
            }
            return nil
        }
        #expect(field(#"{"v":1,"type":"key","phase":"press","code":"KeyA","timestamp":1}"#) == "phase")
        #expect(field(#"{"v":1,"type":"key","code":"KeyA","timestamp":1}"#) == "phase")
        #expect(field(#"{"v":1,"type":"key","phase":"down","timestamp":1}"#) == "code")
        #expect(field(#"{"v":1,"type":"key","phase":"down","code":"","timestamp":1}"#) == "code")
        let long = String(repeating: "K", count: 65)
        #expect(field(#"{"v":1,"type":"key","phase":"down","code":"\#(long)","timestamp":1}"#) == "code")
        #expect(field(#"{"v":1,"type":"key","phase":"down","code":"KeyA","key":7,"timestamp":1}"#) == "key")
        #expect(field(#"{"v":1,"type":"key","phase":"down","code":"KeyA","key":"\#(long)","timestamp":1}"#) == "key")
        #expect(field(#"{"v":1,"type":"key","phase":"down","code":"KeyA","shiftKey":1,"timestamp":1}"#) == "shiftKey")
        #expect(field(#"{"v":1,"type":"key","phase":"down","code":"KeyA","repeat":"yes","timestamp":1}"#) == "repeat")
        #expect(field(#"{"v":1,"type":"key","phase":"down","code":"KeyA"}"#) == "timestamp")
        #expect(field(#"{"v":1,"type":"key","phase":"down","code":"KeyA","timestamp":-1}"#) == "timestamp")
    }

    @Test(
        "behaviour 17.7: KeyA types \"a\", Shift+KeyA types \"A\", Backspace deletes; textState shows the field, text and caret"
    )
    func typesIntoTheFocusedField() throws {
        let (hub, client) = editingNameField()
        #expect(client.textState?["firstResponder"] == "nameField")
        #expect(client.text?["kind"] == "textField")
        client.press("KeyA", key: "a", at: 2000)
        #expect(client.typedText == "a")
        client.key("down", "ShiftLeft", key: "Shift", modifiers: ["shiftKey"], at: 2100)
        client.press("KeyA", key: "A", modifiers: ["shiftKey"], at: 2150)
        client.key("up", "ShiftLeft", key: "Shift", at: 2250)
        #expect(client.typedText == "aA")
        #expect(client.text?["selectedRange"] == .object(["location": 2, "length": 0]))
        client.press("Backspace", key: "Backspace", at: 2300)
        #expect(client.typedText == "a")
        #expect(client.text?["selectedRange"] == .object(["location": 1, "length": 0]))
        // The same text the control holds (the one door: a key input, not insertText).
        let scene = try #require(hub.session("text")?.scene)
        let field = try #require(scene.view(named: "nameField") as? UITextField)
        #expect(field.text == "a")
        // The caret, in window coordinates, inside the field.
        let caret = try #require(client.text?["caretRect"])
        let x = try #require(caret["x"]?.numberValue), y = try #require(caret["y"]?.numberValue)
        #expect(x > 20 && x < 355 && y >= 60 && y < 104)
        #expect(client.errors.isEmpty)
        // Each key went in as a key input.
        #expect(client.events("input").contains { $0["key"]?["usage"] == .int(0x04) })
    }

    @Test(
        "behaviour 17.7 and Apple's textFieldShouldReturn(_:): Return asks the delegate, which moves to the secure field; its text is masked"
    )
    func returnAsksTheDelegate() {
        let (_, client) = editingNameField()
        client.press("KeyH", key: "h", at: 2000)
        client.press("Enter", key: "Enter", at: 2100)
        #expect(client.events("note").contains { $0["text"] == "nameField: textFieldShouldReturn" })
        #expect(client.textState?["firstResponder"] == "passwordField")
        client.press("KeyX", key: "x", at: 2200)
        client.press("KeyY", key: "y", at: 2300)
        #expect(client.text?["secure"] == true)
        #expect(client.typedText == "••")
        client.press("Enter", key: "Enter", at: 2400)
        #expect(client.textState?["firstResponder"] == .null)
        #expect(client.text == .null)
    }

    @Test("behaviour 17.5, 17.6: ⌘A, ⌘C and ⌘V reach the field's edit actions through the general pasteboard")
    func copyAndPasteWithCommand() {
        let (_, client) = editingNameField()
        // Synchronous from here to the paste: the pasteboard is the process's, and the other tests that use
        // it run on the main actor too, so none can write it in between.
        client.press("KeyH", key: "h", at: 2000)
        client.press("KeyI", key: "i", at: 2100)
        client.key("down", "MetaLeft", key: "Meta", modifiers: ["metaKey"], at: 2200)
        client.press("KeyA", key: "a", modifiers: ["metaKey"], at: 2250)
        #expect(client.text?["selectedRange"] == .object(["location": 0, "length": 2]))
        #expect(client.text?["selectionRects"]?.arrayValue?.isEmpty == false)
        #expect(client.text?["caretRect"] == .null)
        client.press("KeyC", key: "c", modifiers: ["metaKey"], at: 2350)
        #expect(UIPasteboard.general.string == "hi")
        client.key("up", "MetaLeft", key: "Meta", at: 2450)
        client.press("ArrowRight", key: "ArrowRight", at: 2500)
        client.key("down", "MetaLeft", key: "Meta", modifiers: ["metaKey"], at: 2600)
        client.press("KeyV", key: "v", modifiers: ["metaKey"], at: 2650)
        client.key("up", "MetaLeft", key: "Meta", at: 2750)
        #expect(client.typedText == "hihi")
        #expect(client.errors.isEmpty)
    }

    @Test("docs/inspector-protocol.md 1.3: an unknown code is refused with unknown-key naming the field, and counted")
    func unknownCodeIsReportedAndCounted() {
        let (_, client) = editingNameField()
        client.clear()
        client.key("down", "Fn", key: "Fn", at: 2000)
        client.key("down", "Lang9", at: 2010)
        let errors = client.messages("error")
        #expect(errors.map { $0["code"] } == ["unknown-key", "unknown-key"])
        #expect(errors.allSatisfy { $0["field"] == "code" })
        client.press("KeyA", key: "a", at: 2100)
        #expect(client.textState?["keyboard"]?["unknownCodes"] == 2)
        #expect(client.typedText == "a")
    }

    @Test(
        "docs/decisions.md, \"The inspector's keyboard\": the browser's repeats are ignored and counted; the application repeats a held key itself (17.7)"
    )
    func browserRepeatsDoNotDoubleTheApplicationsRepeat() throws {
        let (hub, client) = editingNameField()
        client.key("down", "KeyB", key: "b", at: 2000)
        client.key("down", "KeyB", key: "b", repeats: true, at: 2030)
        client.key("down", "KeyB", key: "b", at: 2060)
        #expect(client.typedText == "b")
        #expect(client.textState?["keyboard"]?["ignoredRepeats"] == 2)
        #expect(client.textState?["keyboard"]?["heldKeys"] == ["KeyB"])
        // Held for 0.75 s of the application's clock: its own repeat types after 0.5 s, then every 0.1 s.
        let app = try #require(hub.session("text")?.scene.application)
        hub.runTimers(session: "text", until: app.clock.now + 0.75)
        #expect(client.typedText == "bbbb")
        // Up at the application's now (the client's first message, the tap at 1000 ms, was its time 0).
        client.key("up", "KeyB", key: "b", at: 1000 + app.clock.now * 1000)
        hub.runTimers(session: "text", until: app.clock.now + 1)
        #expect(client.typedText == "bbbb")
        #expect(client.textState?["keyboard"]?["heldKeys"] == [])
    }

    @Test(
        "docs/inspector-protocol.md 1.3: a key up that did not go down is out of order; a departing client's keys go up"
    )
    func keysGoUpOnce() throws {
        let (hub, client) = editingNameField()
        client.clear()
        client.key("up", "KeyQ", key: "q", at: 2000)
        #expect(client.errors == ["out-of-order"])
        client.key("down", "ShiftLeft", key: "Shift", modifiers: ["shiftKey"], at: 2100)
        let watcher = InspectorTestClient(hub)
        watcher.send(["type": "chooseScene", "scene": "text"])
        #expect(watcher.textState?["keyboard"]?["heldKeys"] == ["ShiftLeft"])
        hub.disconnect(client.id)
        #expect(watcher.textState?["keyboard"]?["heldKeys"] == [])
        // The application saw Shift come up: a key typed now is lower case.
        watcher.press("KeyZ", key: "z", at: 5000)
        #expect(watcher.typedText == "z")
        let field = try #require(hub.session("text")?.scene.view(named: "nameField") as? UITextField)
        #expect(field.text == "z")
    }

    @Test("behaviour 17.8, 17.9: textState shows marked text and its range, and the edit menu a double tap shows")
    func markedTextAndEditMenu() throws {
        let (hub, client) = editingNameField()
        for (index, letter) in ["h", "e", "l", "l", "o"].enumerated() {
            client.press("Key" + letter.uppercased(), key: letter, at: 2000 + Double(index) * 100)
        }
        #expect(client.typedText == "hello")
        #expect(client.textState?["editMenu"] == .null)
        // Two taps on the word select it and show the edit menu.
        client.tap(35, 82, at: 4000)
        client.tap(35, 82, at: 4150)
        let app = try #require(hub.session("text")?.scene.application)
        hub.runTimers(session: "text", until: app.clock.now + 1)
        #expect(client.text?["selectedRange"] == .object(["location": 0, "length": 5]))
        let menu = try #require(client.textState?["editMenu"])
        #expect(menu["view"] == "nameField")
        let titles = menu["actions"]?.arrayValue?.compactMap { $0["title"]?.stringValue } ?? []
        // The edit menu's items are titled with their actions' selectors (MenuPresentation.listedActions).
        #expect(titles.contains("copy:") && titles.contains("cut:"))
        // An input method's composition (as the system's input methods call UITextInput, 17.8).
        let input = try #require(app.textInputResponder as? any UITextInput)
        input.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        hub.runTimers(session: "text", until: app.clock.now + 0.01)
        #expect(client.text?["markedText"] == "ni")
        #expect(client.text?["markedRange"] == .object(["location": 0, "length": 2]))
        #expect(client.typedText == "ni")
    }

    @Test(
        "behaviour 17.8: composition messages are the first responder's marked text, then its committed text; a cancel leaves nothing"
    )
    func compositionIsMarkedText() {
        let (_, client) = editingNameField()
        client.press("KeyA", key: "a", at: 2000)
        client.send(["type": "composition", "action": "update", "text": "n"])
        client.send(["type": "composition", "action": "update", "text": "ni"])
        #expect(client.text?["markedText"] == "ni")
        #expect(client.text?["markedRange"] == .object(["location": 1, "length": 2]))
        #expect(client.text?["selectedRange"] == .object(["location": 3, "length": 0]))
        client.send(["type": "composition", "action": "commit", "text": "你"])
        #expect(client.typedText == "a你")
        #expect(client.text?["markedText"] == .null)
        client.send(["type": "composition", "action": "update", "text": "hao"])
        client.send(["type": "composition", "action": "cancel"])
        #expect(client.typedText == "a你")
        #expect(client.text?["markedRange"] == .null)
        #expect(
            client.events("composition").map { $0["action"] } == ["update", "update", "commit", "update", "cancel"])
        #expect(client.errors.isEmpty)
    }

    @Test(
        "docs/inspector-protocol.md 1.3: a composition needs a UITextInput first responder, a known action and a bounded text; a secure field's is masked"
    )
    func compositionErrorsAndMasking() {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "text"])
        client.send(["type": "composition", "action": "update", "text": "ni"])
        #expect(client.errors == ["out-of-order"])
        func field(_ text: String) -> String? {
            if case .failure(let error) = InspectorClientMessage.decode(text).message, error.code == "invalid-field" {
                return error.field
            }
            return nil
        }
        #expect(field(#"{"v":1,"type":"composition","action":"start","text":"x"}"#) == "action")
        #expect(field(#"{"v":1,"type":"composition","action":"update"}"#) == "text")
        let long = String(repeating: "x", count: 1025)
        #expect(field(#"{"v":1,"type":"composition","action":"commit","text":"\#(long)"}"#) == "text")
        #expect(
            (try? InspectorClientMessage.decode(#"{"v":1,"type":"composition","action":"cancel"}"#).message.get())
                == .composition(.cancel))
        // The secure field: its marked text, and the timeline's, are masked.
        client.tap(187, 152, at: 1000)
        hub.runTimers(session: "text", until: hub.session("text")!.scene.application.clock.now + 1)
        #expect(client.textState?["firstResponder"] == "passwordField")
        client.send(["type": "composition", "action": "update", "text": "pw"])
        #expect(client.text?["markedText"] == "••")
        #expect(client.events("composition").last?["composed"] == "••")
    }

    @Test(
        "docs/inspector-protocol.md 1.4: choosing a scene sends its textState; without a first responder it says none")
    func textStateOnChoosing() {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "text"])
        let state = client.textState
        #expect(state?["session"] == "text")
        #expect(state?["firstResponder"] == .null && state?["text"] == .null && state?["editMenu"] == .null)
        #expect(
            state?["keyboard"]
                == .object([
                    "heldKeys": [], "ignoredRepeats": 0, "unknownCodes": 0, "rollover": 0,
                ]))
        // Keys without a first responder go to the window and type nothing (17.3).
        client.press("KeyA", key: "a", at: 1000)
        #expect(client.errors.isEmpty)
        #expect(client.textState?["text"] == .null)
    }

    @Test(
        "docs/inspector-protocol.md 1.1: the text scene's controls hold at most 10,000 characters; textState carries the first 2,000"
    )
    func textIsBounded() throws {
        let (hub, client) = editingNameField()
        let field = try #require(hub.session("text")?.scene.view(named: "nameField") as? UITextField)
        field.text = String(repeating: "a", count: InspectorTextScene.maximumLength - 1)
        client.press("KeyB", key: "b", at: 2000)
        client.press("KeyC", key: "c", at: 2100)
        #expect(field.text?.count == InspectorTextScene.maximumLength)
        #expect(field.text?.hasSuffix("ab") == true)
        #expect(client.text?["length"] == .int(InspectorTextScene.maximumLength))
        #expect(client.text?["truncated"] == true)
        #expect(client.typedText == String(repeating: "a", count: InspectorScene.maximumTextStateCharacters))
    }

    @Test(
        "docs/inspector-protocol.md 1.3: typed keys are in the exported trace as key inputs; keys to a recording are read-only"
    )
    func exportedKeysAndReadOnlyRecording() throws {
        let (hub, client) = editingNameField()
        client.press("KeyO", key: "o", at: 2000)
        client.press("KeyK", key: "k", at: 2100)
        client.send(["type": "exportTrace"])
        let text = try #require(client.messages("trace").first?["text"]?.stringValue)
        let trace = try Trace.read(text)
        let session = try #require(hub.session("text"))
        #expect(trace.inputs == session.inputs)
        let keys = trace.inputs.compactMap { input -> KeyInput? in
            if case .key(let key) = input { return key }
            return nil
        }
        #expect(keys.map(\.keyCode) == [.keyboardO, .keyboardO, .keyboardK, .keyboardK])
        #expect(keys.map(\.transition) == [.down, .up, .down, .up])
        client.clear()
        client.send(["type": "loadRecording", "name": "typed.jsonl", "text": .string(text)])
        client.press("KeyA", key: "a", at: 3000)
        #expect(client.errors == ["read-only", "read-only"])
    }

    @Test("docs/decisions.md, \"The inspector's keyboard\": every code of the table names its W3C key's HID usage")
    func codeTable() {
        #expect(InspectorKeyCodes.usage(of: "KeyA") == .keyboardA)
        #expect(InspectorKeyCodes.usage(of: "KeyZ")?.rawValue == 0x1D)
        #expect(InspectorKeyCodes.usage(of: "Digit1")?.rawValue == 0x1E)
        #expect(InspectorKeyCodes.usage(of: "Digit0")?.rawValue == 0x27)
        #expect(InspectorKeyCodes.usage(of: "Enter") == .keyboardReturnOrEnter)
        #expect(InspectorKeyCodes.usage(of: "Backspace") == .keyboardDeleteOrBackspace)
        #expect(InspectorKeyCodes.usage(of: "Delete") == .keyboardDeleteForward)
        #expect(InspectorKeyCodes.usage(of: "ArrowUp") == .keyboardUpArrow)
        #expect(InspectorKeyCodes.usage(of: "F1")?.rawValue == 0x3A)
        #expect(InspectorKeyCodes.usage(of: "F12")?.rawValue == 0x45)
        #expect(InspectorKeyCodes.usage(of: "MetaLeft") == .keyboardLeftGUI)
        #expect(InspectorKeyCodes.usage(of: "ShiftRight") == .keyboardRightShift)
        #expect(InspectorKeyCodes.usage(of: "Space") == .keyboardSpacebar)
        #expect(InspectorKeyCodes.usage(of: "PageDown") == .keyboardPageDown)
        #expect(InspectorKeyCodes.usage(of: "Fn") == nil)
        // One code a usage, but for Firefox's old names of the Meta keys.
        let usages = InspectorKeyCodes.usages.filter { !$0.key.hasPrefix("OS") }.map(\.value.rawValue)
        #expect(Set(usages).count == usages.count)
    }
}
