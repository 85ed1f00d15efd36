import Foundation
import ResponderKitTesting
import Testing

// Behaviour 17.8: the headless input method composes through setMarkedText, candidate choice and commit
// (Apple's UITextInput page: setMarkedText(_:selectedRange:), unmarkText()), in a text field and in a
// custom UITextInput view; and behaviour 17.7: TestScene types text through the hardware key path.

/// A position in ``CustomTextView``: a UTF-16 offset.
@MainActor
private final class OffsetPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }
}

/// A range in ``CustomTextView``.
@MainActor
private final class OffsetRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) { self.range = range }
    override var start: UITextPosition { OffsetPosition(range.location) }
    override var end: UITextPosition { OffsetPosition(NSMaxRange(range)) }
    override var isEmpty: Bool { range.length == 0 }
}

/// A custom text view as apps write them (an editor drawing its own text): it adopts UITextInput over an
/// NSString and logs the text system's calls.
@MainActor
private final class CustomTextView: UIView, UITextInput {
    var storage = ""
    var selection = NSRange(location: 0, length: 0)
    var marked: NSRange?
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }

    private var string: NSString { storage as NSString }
    private func replaceCharacters(in range: NSRange, with text: String) {
        storage = string.replacingCharacters(in: range, with: text)
    }
    private func offset(_ position: UITextPosition) -> Int { (position as? OffsetPosition)?.offset ?? 0 }
    private func nsRange(_ range: UITextRange) -> NSRange { (range as? OffsetRange)?.range ?? selection }

    var hasText: Bool { !storage.isEmpty }
    func insertText(_ text: String) {
        log.append("insertText(\(text))")
        let range = marked ?? selection
        replaceCharacters(in: range, with: text)
        marked = nil
        selection = NSRange(location: range.location + text.utf16.count, length: 0)
    }
    func deleteBackward() {
        log.append("deleteBackward")
        guard selection.location > 0 else { return }
        let range = selection.length > 0 ? selection : NSRange(location: selection.location - 1, length: 1)
        replaceCharacters(in: range, with: "")
        selection = NSRange(location: range.location, length: 0)
    }
    func text(in range: UITextRange) -> String? { string.substring(with: nsRange(range)) }
    func replace(_ range: UITextRange, withText text: String) { replaceCharacters(in: nsRange(range), with: text) }
    var selectedTextRange: UITextRange? {
        get { OffsetRange(selection) }
        set { selection = newValue.map(nsRange) ?? selection }
    }
    var markedTextRange: UITextRange? { marked.map(OffsetRange.init) }
    var markedTextStyle: [NSAttributedString.Key: Any]?
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        log.append("setMarkedText(\(text), \(selectedRange.location))")
        let range = marked ?? selection
        replaceCharacters(in: range, with: text)
        marked = text.isEmpty ? nil : NSRange(location: range.location, length: text.utf16.count)
        selection = NSRange(location: range.location + selectedRange.location, length: selectedRange.length)
    }
    func unmarkText() {
        log.append("unmarkText")
        marked = nil
    }
    var beginningOfDocument: UITextPosition { OffsetPosition(0) }
    var endOfDocument: UITextPosition { OffsetPosition(string.length) }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let (a, b) = (offset(fromPosition), offset(toPosition))
        return OffsetRange(NSRange(location: min(a, b), length: abs(b - a)))
    }
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = self.offset(position) + offset
        return (0...string.length).contains(target) ? OffsetPosition(target) : nil
    }
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        self.position(from: position, offset: direction == .left || direction == .up ? -offset : offset)
    }
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let (a, b) = (offset(position), offset(other))
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { offset(toPosition) - offset(from) }
    weak var inputDelegate: (any UITextInputDelegate)?
    lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        nil
    }
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection)
        -> NSWritingDirection
    { .leftToRight }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    func firstRect(for range: UITextRange) -> CGRect { .zero }
    func caretRect(for position: UITextPosition) -> CGRect { .zero }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { nil }
    func characterRange(at point: CGPoint) -> UITextRange? { nil }
}

/// A new scene with `view` added and made first responder.
@MainActor
private func scene<View: UIView>(editing view: View) -> (TestScene, View) {
    let scene = TestScene()
    scene.add(view)
    #expect(view.becomeFirstResponder())
    return (scene, view)
}

@Suite("The headless input method (behaviour 17.8) and typing from TestScene (behaviour 17.7)")
@MainActor
struct InputMethodTests {

    @Test("behaviour 17.8: letters are marked text; choosing a candidate marks it, then unmarks it")
    func composeInCustomView() {
        let (scene, view) = scene(editing: CustomTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40)))
        #expect(scene.inputMethod.type("ni"))
        #expect(view.storage == "ni")
        #expect(view.marked == NSRange(location: 0, length: 2))
        #expect(scene.inputMethod.candidates == ["你", "尼", "泥"])
        #expect(scene.inputMethod.choose(0))
        #expect(view.storage == "你")
        #expect(view.marked == nil)
        #expect(view.selection == NSRange(location: 1, length: 0))
        #expect(view.log == ["setMarkedText(n, 1)", "setMarkedText(ni, 2)", "setMarkedText(你, 1)", "unmarkText"])
        #expect(scene.inputMethod.composition.isEmpty)
        #expect(scene.inputMethod.candidates.isEmpty)
    }

    @Test("behaviour 17.8: deleting in a composition shortens the marked text; the last letter removes it")
    func deleteAndCancel() {
        let (scene, view) = scene(editing: CustomTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40)))
        scene.inputMethod.type("wo")
        #expect(scene.inputMethod.deleteBackward())
        #expect(view.storage == "w")
        #expect(scene.inputMethod.deleteBackward())
        #expect(view.storage.isEmpty)
        #expect(view.marked == nil)
        #expect(!scene.inputMethod.deleteBackward())
        scene.inputMethod.type("hao")
        #expect(scene.inputMethod.cancelComposition())
        #expect(view.storage.isEmpty)
        #expect(view.log.suffix(2) == ["setMarkedText(, 0)", "unmarkText"])
    }

    @Test("behaviour 17.8: a text field composes through its delegate; the committed text stays")
    func composeInTextField() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "A"
        let (scene, _) = scene(editing: field)
        scene.inputMethod.type("zhongwen")
        #expect(field.text == "Azhongwen")
        #expect(field.markedTextRange.map { field.offset(from: $0.start, to: $0.end) } == 8)
        #expect(scene.inputMethod.choose())
        #expect(field.text == "A中文")
        #expect(field.markedTextRange == nil)
        scene.inputMethod.type("xyz")
        #expect(scene.inputMethod.candidates.isEmpty)
        #expect(!scene.inputMethod.choose())
        #expect(scene.inputMethod.commitComposition())
        #expect(field.text == "A中文xyz")
        #expect(field.markedTextRange == nil)
    }

    @Test("behaviour 17.8: a table supplied by the test replaces the sample")
    func customTable() {
        let (scene, field) = scene(editing: UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34)))
        scene.inputMethod.candidateTable = ["nihon": ["日本", "二本"]]
        scene.inputMethod.type("nihon")
        #expect(scene.inputMethod.choose(1))
        #expect(field.text == "二本")
        #expect(scene.inputMethod.type("x"))
        #expect(scene.inputMethod.cancelComposition())
        #expect(field.text == "二本")
    }

    @Test("behaviour 17.8: without a UITextInput first responder, the input method does nothing")
    func noTextInput() {
        let scene = TestScene()
        #expect(!scene.inputMethod.type("ni"))
        #expect(scene.inputMethod.composition.isEmpty)
    }

    @Test("behaviour 17.7: scene.keyboard.type types into a text field through the hardware key path")
    func keyboardTypesIntoTextField() {
        let (scene, field) = scene(editing: UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34)))
        #expect(scene.keyboard.type("Hello"))
        #expect(field.text == "Hello")
        scene.keyboard.press(.keyboardDeleteOrBackspace)
        #expect(field.text == "Hell")
    }

    @Test("behaviour 17.7: arrows move the caret of a custom UITextInput view too")
    func arrowsInCustomView() {
        let (scene, view) = scene(editing: CustomTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40)))
        scene.keyboard.type("abc")
        scene.keyboard.press(UIKeyCommand.inputLeftArrow)
        scene.keyboard.press(UIKeyCommand.inputLeftArrow, modifiers: .shift)
        #expect(view.selection == NSRange(location: 1, length: 1))
        scene.keyboard.type("X")
        #expect(view.storage == "aXc")
    }
}
