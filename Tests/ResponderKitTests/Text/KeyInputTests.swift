import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 17.3: a custom view that adopts UIKeyInput and returns true from canBecomeFirstResponder
// receives typed text (Apple's UIKeyInput page); the keyboard's entry points give text to the key
// window's first responder only.

/// A view that takes typed text, as apps write them (a PIN pad, a terminal).
@MainActor
private final class PinView: UIView, UIKeyInput {
    var digits = ""
    var keyboardType: UIKeyboardType = .numberPad
    var hasText: Bool { !digits.isEmpty }
    func insertText(_ text: String) { digits += text }
    func deleteBackward() { if !digits.isEmpty { digits.removeLast() } }
    override var canBecomeFirstResponder: Bool { true }
}

/// A view that can become first responder but takes no text.
@MainActor
private final class FocusView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@Suite("UIKeyInput (behaviour 17.3)")
@MainActor
struct KeyInputTests {

    @Test("behaviour 17.3: a UIKeyInput view that is first responder receives typed text and deletions")
    func customViewReceivesText() {
        let scene = TestScene()
        let pin = scene.add(PinView(frame: CGRect(x: 0, y: 0, width: 100, height: 40)))
        #expect(!scene.application.insertTextIntoFirstResponder("1"))
        #expect(pin.becomeFirstResponder())
        #expect(scene.application.textInputResponder === pin)
        #expect(scene.application.insertTextIntoFirstResponder("1"))
        #expect(scene.application.insertTextIntoFirstResponder("2"))
        #expect(pin.digits == "12")
        #expect(scene.application.deleteBackwardInFirstResponder())
        #expect(pin.digits == "1")
        #expect(!scene.application.insertTextIntoFirstResponder(""))
        #expect(pin.digits == "1")
    }

    @Test("behaviour 17.3: UITextInputTraits: declared traits are the view's, the others UIKit's defaults")
    func traitsDefaults() {
        let pin = PinView(frame: .zero)
        let traits: any UITextInputTraits = pin
        #expect(traits.keyboardType == .numberPad)
        #expect(traits.returnKeyType == .default)
        #expect(traits.autocapitalizationType == .sentences)
        #expect(traits.autocorrectionType == .default)
        #expect(!traits.isSecureTextEntry)
        #expect(traits.textContentType == nil)
    }

    @Test("behaviour 17.3: a first responder that does not adopt UIKeyInput gets no text")
    func nonTextResponder() {
        let scene = TestScene()
        let focus = scene.add(FocusView(frame: CGRect(x: 0, y: 0, width: 100, height: 40)))
        #expect(focus.becomeFirstResponder())
        #expect(scene.application.textInputResponder == nil)
        #expect(!scene.application.insertTextIntoFirstResponder("a"))
        #expect(!scene.application.deleteBackwardInFirstResponder())
    }

    @Test("behaviour 17.3: only the key window's first responder receives text")
    func keyWindowOnly() {
        let scene = TestScene()
        let pin = scene.add(PinView(frame: CGRect(x: 0, y: 0, width: 100, height: 40)))
        pin.becomeFirstResponder()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: scene.application)
        other.makeKeyAndVisible()
        #expect(!scene.application.insertTextIntoFirstResponder("9"))
        #expect(pin.digits == "")
    }
}
