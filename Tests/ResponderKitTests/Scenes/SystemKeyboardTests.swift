import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The system keyboard (docs/decisions.md, "Text: the system keyboard"; behaviour 3.5 and 17.2): a first
// responder that adopts UIKeyInput without a custom input view gets the on-screen keyboard, with
// UIResponder's keyboard notifications (Apple's keyboardWillChangeFrameNotification and
// keyboardWillShowNotification pages); it stays up from one text field to the next.

/// The names of one application's keyboard notifications, in order.
@MainActor
private final class KeyboardNames {
    var names: [String] = []
    var ends: [CGRect] = []
    private var tokens: [any NSObjectProtocol] = []

    init(application: UIApplication) {
        let observed: [(Notification.Name, String)] = [
            (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
            (UIResponder.keyboardWillShowNotification, "willShow"),
            (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
            (UIResponder.keyboardDidShowNotification, "didShow"),
            (UIResponder.keyboardWillHideNotification, "willHide"),
            (UIResponder.keyboardDidHideNotification, "didHide"),
        ]
        for (name, label) in observed {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) {
                    [weak self] note in
                    let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                    MainActor.assumeIsolated {
                        self?.names.append(label)
                        if let end { self?.ends.append(end) }
                    }
                })
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

/// A field delegate that logs did-begin into the same list as the notifications.
@MainActor
private final class BeginLogger: UITextFieldDelegate, UITextViewDelegate {
    let names: KeyboardNames
    init(names: KeyboardNames) { self.names = names }
    func textFieldDidBeginEditing(_ textField: UITextField) { names.names.append("textFieldDidBeginEditing") }
    func textFieldDidEndEditing(_ textField: UITextField) { names.names.append("textFieldDidEndEditing") }
    func textViewDidBeginEditing(_ textView: UITextView) { names.names.append("textViewDidBeginEditing") }
}

@Suite("The system keyboard (behaviour 3.5, 17.2)", .serialized)
@MainActor
struct SystemKeyboardTests {
    @Test(
        "Apple's keyboardWillShowNotification page: a text field shows the system keyboard after textFieldDidBeginEditing"
    )
    func textFieldShowsKeyboard() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        scene.application.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        let names = KeyboardNames(application: scene.application)
        defer { names.stop() }
        let delegate = BeginLogger(names: names)
        let field = scene.add(UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30)))
        field.delegate = delegate
        #expect(field.becomeFirstResponder())
        let presenter = scene.application.inputViewPresenter
        #expect(presenter.isShowingSystemKeyboard)
        #expect(presenter.inputView == nil, "the system keyboard is not a view")
        #expect(presenter.keyboardFrame == CGRect(x: 0, y: 480 - 216, width: 320, height: 216))
        #expect(
            names.names == ["textFieldDidBeginEditing", "willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        names.names.removeAll()
        field.resignFirstResponder()
        // Where textFieldDidEndEditing falls among these, Apple does not say; the notifications' own order is
        // UIKit's.
        #expect(
            names.names.filter { $0 != "textFieldDidEndEditing" } == [
                "willChangeFrame", "willHide", "didChangeFrame", "didHide",
            ])
        #expect(!presenter.isShowingSystemKeyboard && presenter.keyboardFrame == nil)
    }

    @Test("behaviour 17.2: from one text field to the next the keyboard stays up: will-show again, no hide")
    func keyboardStaysBetweenFields() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        let names = KeyboardNames(application: scene.application)
        defer { names.stop() }
        let delegate = BeginLogger(names: names)
        let first = scene.add(UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30)))
        let second = scene.add(UITextField(frame: CGRect(x: 10, y: 50, width: 200, height: 30)))
        first.delegate = delegate
        second.delegate = delegate
        first.becomeFirstResponder()
        let frame = scene.application.inputViewPresenter.keyboardFrame
        names.names.removeAll()
        names.ends.removeAll()
        #expect(second.becomeFirstResponder())
        #expect(
            names.names == [
                "textFieldDidEndEditing", "textFieldDidBeginEditing", "willChangeFrame", "willShow", "didChangeFrame",
                "didShow",
            ])
        #expect(names.ends.allSatisfy { $0 == frame })
    }

    @Test("docs/decisions.md, Text: the system keyboard: a text view's keyboard comes before textViewDidBeginEditing")
    func textViewOrder() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        let names = KeyboardNames(application: scene.application)
        defer { names.stop() }
        let delegate = BeginLogger(names: names)
        let notes = scene.add(UITextView(frame: CGRect(x: 10, y: 10, width: 200, height: 100)))
        notes.delegate = delegate
        #expect(notes.becomeFirstResponder())
        #expect(names.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow", "textViewDidBeginEditing"])
    }

    @Test("docs/decisions.md, Text: the system keyboard: with a hardware keyboard no on-screen keyboard shows")
    func hardwareKeyboard() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        let presenter = scene.application.inputViewPresenter
        presenter.usesSoftwareKeyboard = false
        let names = KeyboardNames(application: scene.application)
        defer { names.stop() }
        let field = scene.add(UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30)))
        field.becomeFirstResponder()
        #expect(!presenter.isShowingSystemKeyboard && presenter.keyboardFrame == nil)
        #expect(names.names.isEmpty)
        presenter.usesSoftwareKeyboard = true
        #expect(presenter.isShowingSystemKeyboard)
        #expect(names.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    }
}
