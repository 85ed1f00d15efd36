import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 17.2 (UITextField's properties and UIKit's defaults, from Apple's UITextField pages) and 17.1
// (its rectangles from the text model).

@Suite("Text field (behaviour 17.1, 17.2)")
@MainActor
struct TextFieldTests {

    @Test("behaviour 17.2: UIKit's defaults")
    func defaults() {
        let field = UITextField(frame: .zero)
        #expect(field.text == nil)
        #expect(field.attributedText == nil)
        #expect(field.placeholder == nil)
        #expect(field.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(field.font?.pointSize == 17)
        #expect(field.textColor == UIColor.black)
        #expect(field.textAlignment == .left)
        #expect(field.borderStyle == .none)
        #expect(field.clearButtonMode == .never)
        #expect(field.leftViewMode == .never)
        #expect(field.rightViewMode == .never)
        #expect(!field.clearsOnBeginEditing)
        #expect(!field.clearsOnInsertion)
        #expect(!field.isEditing)
        #expect(!field.hasText)
        #expect(field.delegate == nil)
        #expect(field.inputView == nil)
        #expect(field.inputAccessoryView == nil)
        #expect(field.typingAttributes == nil)
        #expect(field.selectedTextRange == nil)
        #expect(field.markedTextRange == nil)
        // UITextInputTraits.
        #expect(field.autocapitalizationType == .sentences)
        #expect(field.autocorrectionType == .default)
        #expect(field.spellCheckingType == .default)
        #expect(field.smartQuotesType == .default)
        #expect(field.smartDashesType == .default)
        #expect(field.smartInsertDeleteType == .default)
        #expect(field.keyboardType == .default)
        #expect(field.keyboardAppearance == .default)
        #expect(field.returnKeyType == .default)
        #expect(!field.enablesReturnKeyAutomatically)
        #expect(!field.isSecureTextEntry)
        #expect(field.textContentType == nil)
        #expect(UIReturnKeyType.done.rawValue == 9)
        #expect(UIKeyboardType.numberPad.rawValue == 4)
        #expect(UITextContentType.oneTimeCode.rawValue == "one-time-code")
    }

    @Test(
        "a field that begins editing has empty text rather than nil (docs/decisions.md, \"Text: a field's text is empty, not nil, once it is edited\")"
    )
    func editingMakesTextEmpty() {
        let scene = TestScene()
        let field = scene.add(UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30)))
        #expect(field.text == nil)
        #expect(field.becomeFirstResponder())
        #expect(field.text == "")
        field.text = nil
        #expect(field.text == nil)
    }

    @Test("behaviour 17.2: text is nil until set; nil again when set to nil; attributed text follows it")
    func textAndAttributedText() {
        let field = UITextField(frame: .zero)
        field.text = "abc"
        #expect(field.text == "abc")
        #expect(field.hasText)
        #expect(field.attributedText?.string == "abc")
        field.text = nil
        #expect(field.text == nil)
        field.text = ""
        #expect(field.text == "")
        let styled = NSAttributedString(string: "styled", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        field.attributedText = styled
        #expect(field.text == "styled")
        #expect(field.attributedText === styled)
        field.text = "plain"
        #expect(field.attributedText?.string == "plain")
        #expect(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == field.font)
        field.placeholder = "Name"
        #expect(field.attributedPlaceholder?.string == "Name")
        field.attributedPlaceholder = NSAttributedString(string: "Other")
        #expect(field.placeholder == "Other")
    }

    @Test(
        "behaviour 17.2: font resets to the body style on nil; textColor keeps its value on nil; defaultTextAttributes set both"
    )
    func fontAndColor() {
        let field = UITextField(frame: .zero)
        field.font = UIFont.systemFont(ofSize: 12)
        #expect(field.font?.pointSize == 12)
        field.font = nil
        #expect(field.font?.pointSize == 17)
        field.textColor = .red
        field.textColor = nil
        #expect(field.textColor == UIColor.red)
        field.defaultTextAttributes = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.blue]
        #expect(field.font?.pointSize == 20)
        #expect(field.textColor == UIColor.blue)
        #expect(field.defaultTextAttributes[.font] as? UIFont == UIFont.systemFont(ofSize: 20))
    }

    @Test("behaviour 17.2, 17.5: a secure text entry still returns its text")
    func secureTextEntry() {
        let setup = TextFieldScene(text: "hunter2")
        setup.field.isSecureTextEntry = true
        setup.beginEditing()
        setup.field.insertText("!")
        #expect(setup.field.text == "hunter2!")
        #expect(setup.field.isSecureTextEntry)
    }

    @Test("behaviour 17.2: a disabled field's text cannot be changed by the user")
    func disabledField() {
        let setup = TextFieldScene(text: "fixed")
        setup.field.isEnabled = false
        setup.field.insertText("x")
        setup.field.deleteBackward()
        #expect(setup.field.text == "fixed")
        #expect(setup.log.entries.isEmpty)
    }

    @Test("behaviour 17.2: line breaks inside typed text become spaces; clearsOnInsertion replaces the text once")
    func oneLine() {
        let setup = TextFieldScene(text: "a")
        setup.beginEditing()
        setup.field.insertText("b\nc")
        #expect(setup.field.text == "ab c")
        #expect(setup.log.entries.first == "shouldChange 1,0 \"b c\"")
        setup.field.clearsOnInsertion = true
        setup.field.insertText("new")
        #expect(setup.field.text == "new")
        #expect(!setup.field.clearsOnInsertion)
        setup.field.insertText("er")
        #expect(setup.field.text == "newer")
    }

    @Test("behaviour 3.5, 17.2: the field's input view shows while it edits")
    func inputViews() {
        let setup = TextFieldScene()
        let keyboard = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setup.field.inputView = keyboard
        setup.field.inputAccessoryView = accessory
        setup.field.becomeFirstResponder()
        #expect(setup.application.inputViewPresenter.inputView === keyboard)
        #expect(setup.application.inputViewPresenter.inputAccessoryView === accessory)
        setup.field.resignFirstResponder()
        #expect(!setup.application.inputViewPresenter.isShowingInputViews)
    }

    @Test(
        "behaviour 17.2: typing attributes are the default attributes while editing, reset when the selection changes")
    func typingAttributes() {
        let setup = TextFieldScene(text: "ab")
        setup.field.typingAttributes = [.font: UIFont.systemFont(ofSize: 9)]
        #expect(setup.field.typingAttributes == nil)
        setup.beginEditing()
        #expect(setup.field.typingAttributes?[.font] as? UIFont == setup.field.font)
        setup.field.typingAttributes = [.font: UIFont.systemFont(ofSize: 9)]
        #expect((setup.field.typingAttributes?[.font] as? UIFont)?.pointSize == 9)
        setup.field.insertText("c")
        #expect(setup.field.typingAttributes?[.font] as? UIFont == setup.field.font)
    }

    @Test("behaviour 17.1: the text, clear button and overlay rectangles")
    func rectangles() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let bounds = field.bounds
        #expect(field.borderRect(forBounds: bounds) == bounds)
        #expect(field.textRect(forBounds: bounds) == bounds)
        field.borderStyle = .roundedRect
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 186, height: 40))
        #expect(field.editingRect(forBounds: bounds) == field.textRect(forBounds: bounds))
        #expect(field.placeholderRect(forBounds: bounds) == field.textRect(forBounds: bounds))
        #expect(field.clearButtonRect(forBounds: bounds) == CGRect(x: 176, y: 10.5, width: 19, height: 19))
        field.text = "x"
        field.clearButtonMode = .always
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 164, height: 40))
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftViewMode = .unlessEditing
        #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 10, width: 30, height: 20))
        #expect(field.textRect(forBounds: bounds).minX == 30)
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.rightViewMode = .always
        #expect(field.rightViewRect(forBounds: bounds) == CGRect(x: 176, y: 8, width: 24, height: 24))
        #expect(field.clearButtonRect(forBounds: bounds).maxX == 176)
    }

    @Test("behaviour 17.1: the caret sits after 0.5 em per Latin letter, vertically centred, a line tall")
    func caretGeometry() {
        let setup = TextFieldScene(text: "abcd")
        let field = setup.field
        field.font = UIFont.systemFont(ofSize: 20)
        let lineHeight = UIFont.systemFont(ofSize: 20).lineHeight
        let caret = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 2)!)
        #expect(caret == CGRect(x: 20, y: 17 - lineHeight / 2, width: 2, height: lineHeight))
        field.textAlignment = .right
        let end = field.caretRect(for: field.endOfDocument)
        #expect(end.minX == 200)
        field.textAlignment = .center
        #expect(field.caretRect(for: field.beginningOfDocument).minX == 80)
    }
}
