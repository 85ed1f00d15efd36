import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 17.5 (the text controls' standard edit actions through canPerformAction, the edit menu and the
// general pasteboard; secure text entry refuses Copy and Cut) and 17.6 (the general pasteboard). The
// general pasteboard is one per process, so every test that touches it is in this serialized suite
// (docs/decisions.md, "Text: the pasteboard").

@Suite("Text edit actions and the general pasteboard (behaviour 17.5, 17.6)", .serialized)
@MainActor
struct TextEditActionsTests {

    /// A field editing `text` with `selection` (UTF-16) selected, its log cleared.
    private func editing(_ text: String, selecting selection: NSRange) -> TextFieldScene {
        let setup = TextFieldScene(text: text)
        setup.beginEditing()
        let field = setup.field
        let start = field.position(from: field.beginningOfDocument, offset: selection.location)!
        field.selectedTextRange = field.textRange(
            from: start, to: field.position(from: start, offset: selection.length)!)
        setup.log.entries.removeAll()
        return setup
    }

    @Test(
        "behaviour 17.5: Copy puts the selection on the general pasteboard; Paste in another field goes through its delegate"
    )
    func copyAndPaste() {
        let setup = editing("hello world", selecting: NSRange(location: 6, length: 5))
        let before = UIPasteboard.general.changeCount
        #expect(setup.field.canPerformAction(.copy, withSender: nil))
        #expect(setup.application.sendAction(.copy, to: nil, from: nil, for: nil))
        #expect(UIPasteboard.general.string == "world")
        #expect(UIPasteboard.general.changeCount == before + 1)
        #expect(setup.field.text == "hello world")

        let other = setup.scene.add(UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34)))
        let otherDelegate = RecordingTextFieldDelegate(log: setup.log, prefix: "B ")
        other.delegate = otherDelegate
        other.text = "new "
        other.becomeFirstResponder()
        setup.log.entries.removeAll()
        #expect(other.canPerformAction(.paste, withSender: nil))
        #expect(setup.application.sendAction(.paste, to: nil, from: nil, for: nil))
        #expect(setup.log.entries == ["B shouldChange 4,0 \"world\"", "B didChangeSelection"])
        #expect(other.text == "new world")
    }

    @Test("behaviour 17.5: Cut copies, then deletes through the delegate; Delete deletes without copying")
    func cutAndDelete() {
        let setup = editing("cut here", selecting: NSRange(location: 0, length: 4))
        setup.field.cut(nil)
        #expect(UIPasteboard.general.string == "cut ")
        #expect(
            setup.log.entries == [
                "shouldChange 0,4 \"\"", "didChangeSelection", "editingChanged", "didChangeNotification",
            ])
        #expect(setup.field.text == "here")
        UIPasteboard.general.string = "kept"
        setup.field.selectAll(nil)
        setup.log.entries.removeAll()
        setup.field.delete(nil)
        #expect(setup.log.entries.first == "shouldChange 0,4 \"\"")
        #expect(setup.field.text == "")
        #expect(UIPasteboard.general.string == "kept")
    }

    @Test("behaviour 17.5: Select selects the word at the caret; Select All everything; both through the edit menu")
    func selectActions() {
        let setup = editing("two words", selecting: NSRange(location: 1, length: 0))
        let menu = setup.application.menuController
        UIPasteboard.general.string = "x"
        menu.showMenu(from: setup.field, rect: .zero)
        #expect(menu.visibleActions == [.paste, .select, .selectAll])
        #expect(menu.perform(.select))
        #expect(setup.field.selectedTextRange.flatMap(setup.field.text(in:)) == "two")
        #expect(setup.log.entries == ["didChangeSelection"])
        menu.showMenu(from: setup.field, rect: .zero)
        #expect(menu.visibleActions == [.cut, .copy, .paste, .selectAll, .delete])
        #expect(menu.perform(.selectAll))
        #expect(setup.field.selectedTextRange.flatMap(setup.field.text(in:)) == "two words")
        menu.showMenu(from: setup.field, rect: .zero)
        #expect(menu.visibleActions == [.cut, .copy, .paste, .delete])
    }

    @Test(
        "behaviour 17.5: a secure text entry refuses Copy and Cut (the menu leaves them out) and still returns its text"
    )
    func secureRefusesCopy() {
        let setup = editing("password", selecting: NSRange(location: 0, length: 8))
        setup.field.isSecureTextEntry = true
        UIPasteboard.general.string = "before"
        #expect(!setup.field.canPerformAction(.copy, withSender: nil))
        #expect(!setup.field.canPerformAction(.cut, withSender: nil))
        #expect(setup.field.canPerformAction(.paste, withSender: nil))
        #expect(!setup.application.sendAction(.copy, to: nil, from: nil, for: nil))
        setup.field.copy(nil)
        setup.field.cut(nil)
        #expect(UIPasteboard.general.string == "before")
        let menu = setup.application.menuController
        menu.showMenu(from: setup.field, rect: .zero)
        #expect(!menu.visibleActions.contains(.copy))
        #expect(!menu.visibleActions.contains(.cut))
        #expect(setup.field.text == "password")
    }

    @Test("behaviour 17.5: nothing is performable while the control is not first responder; Paste needs strings")
    func notFirstResponder() {
        let setup = TextFieldScene(text: "abc")
        UIPasteboard.general.string = "x"
        for action: Selector in [.cut, .copy, .paste, .select, .selectAll, .delete] {
            #expect(!setup.field.canPerformAction(action, withSender: nil))
        }
        setup.beginEditing()
        UIPasteboard.general.items = []
        #expect(!setup.field.canPerformAction(.paste, withSender: nil))
        #expect(!setup.field.canPerformAction(.copy, withSender: nil))
        #expect(setup.field.canPerformAction(.selectAll, withSender: nil))
    }

    @Test("behaviour 17.5: pasting into a field makes line breaks spaces; a text view keeps them")
    func pasteLineBreaks() {
        UIPasteboard.general.string = "a\nb"
        let setup = TextFieldScene()
        setup.beginEditing()
        setup.field.paste(nil)
        #expect(setup.field.text == "a b")
        let textView = setup.scene.add(UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100)))
        textView.becomeFirstResponder()
        textView.paste(nil)
        #expect(textView.text == "a\nb")
        // A selectable, non-editable text view copies but does not paste.
        textView.isEditable = false
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 0, length: 1)
        #expect(textView.canPerformAction(.copy, withSender: nil))
        #expect(!textView.canPerformAction(.paste, withSender: nil))
        #expect(!textView.canPerformAction(.cut, withSender: nil))
    }

    @Test("behaviour 17.6: the general pasteboard is the process's: one application copies, another pastes")
    func sharedAcrossApplications() {
        let first = editing("shared", selecting: NSRange(location: 0, length: 6))
        first.field.copy(nil)
        let second = TextFieldScene()
        second.beginEditing()
        #expect(second.application !== first.application)
        second.field.paste(nil)
        #expect(second.field.text == "shared")
        #expect(UIPasteboard.general.name == .general)
        #expect(UIPasteboard(name: .general, create: false)?.string == "shared")
    }

    @Test("behaviour 17.6: the general pasteboard's change notification names it, with the types added and removed")
    func generalNotification() {
        let recorder = PasteboardNotificationRecorder(UIPasteboard.changedNotification, of: UIPasteboard.general)
        UIPasteboard.general.string = "one"
        UIPasteboard.general.url = URL(string: "https://example.com")
        UIPasteboard.general.url = URL(string: "https://example.org")
        let userInfos = recorder.userInfos
        #expect(userInfos.count == 3)
        #expect(userInfos[1]?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] == ["public.url"])
        #expect(
            userInfos[1]?[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String] == ["public.utf8-plain-text"])
        #expect(userInfos[2] == nil)
    }
}
