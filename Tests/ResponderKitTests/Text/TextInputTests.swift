import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 17.3 (UITextInput's positions, ranges and geometry, Apple's UITextInput page) on the text
// model of 17.1: UTF-16 offsets, grapheme-cluster caret moves, rectangles from 0.5 em per narrow
// character and 1 em per wide one.

@MainActor
private func textView(_ text: String, fontSize: CGFloat = 10, width: CGFloat = 300) -> UITextView {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: 200))
    textView.font = UIFont.systemFont(ofSize: fontSize)
    textView.text = text
    return textView
}

@MainActor
private func offset(_ input: some UITextInput, _ position: UITextPosition?) -> Int? {
    position.map { input.offset(from: input.beginningOfDocument, to: $0) }
}

@Suite("UITextInput (behaviour 17.1, 17.3)")
@MainActor
struct TextInputTests {

    @Test("behaviour 17.1: offsets count UTF-16 code units; layout moves step over grapheme clusters")
    func offsetsAndClusters() {
        // e + combining acute (2 units), a thumbs-up with a skin tone (4 units), x.
        let view = textView("e\u{301}👍🏽x")
        #expect(view.offset(from: view.beginningOfDocument, to: view.endOfDocument) == 7)
        #expect(offset(view, view.position(from: view.beginningOfDocument, offset: 7)) == 7)
        #expect(view.position(from: view.beginningOfDocument, offset: 8) == nil)
        #expect(view.position(from: view.beginningOfDocument, offset: -1) == nil)
        var position: UITextPosition? = view.beginningOfDocument
        var steps: [Int] = []
        while let next = position.flatMap({ view.position(from: $0, in: .right, offset: 1) }) {
            steps.append(offset(view, next)!)
            position = next
        }
        #expect(steps == [2, 6, 7])
        #expect(offset(view, view.position(from: view.endOfDocument, in: .left, offset: 2)) == 2)
        #expect(view.position(from: view.beginningOfDocument, in: .left, offset: 1) == nil)
        #expect(offset(view, view.position(from: view.beginningOfDocument, in: .left, offset: -3)) == 7)
    }

    @Test("behaviour 17.3: ranges, text(in:), compare and the farthest position")
    func rangesAndComparison() {
        let view = textView("hello world")
        let start = view.position(from: view.beginningOfDocument, offset: 6)!
        let range = view.textRange(from: view.endOfDocument, to: start)!
        #expect(view.text(in: range) == "world")
        #expect(!range.isEmpty)
        #expect(view.compare(start, to: view.endOfDocument) == .orderedAscending)
        #expect(view.compare(view.endOfDocument, to: start) == .orderedDescending)
        #expect(view.compare(start, to: view.position(from: view.beginningOfDocument, offset: 6)!) == .orderedSame)
        #expect(view.offset(from: view.endOfDocument, to: start) == -5)
        #expect(offset(view, view.position(within: range, farthestIn: .left)) == 6)
        #expect(offset(view, view.position(within: range, farthestIn: .down)) == 11)
        let extended = view.characterRange(byExtending: start, in: .right)!
        #expect(view.text(in: extended) == "w")
        #expect(view.characterRange(byExtending: view.endOfDocument, in: .right) == nil)
        // A position of another class is not in the text.
        #expect(view.textRange(from: UITextPosition(), to: start) == nil)
        #expect(view.compare(UITextPosition(), to: start) == .orderedSame)
    }

    @Test("behaviour 17.3: replace(_:withText:) goes through the delegate; shouldChangeText(in:) asks it")
    func replaceThroughDelegate() {
        let log = TextEventLog()
        let delegate = RecordingTextViewDelegate(log: log)
        let view = textView("hello world")
        view.delegate = delegate
        let range = view.textRange(
            from: view.position(from: view.beginningOfDocument, offset: 0)!,
            to: view.position(from: view.beginningOfDocument, offset: 5)!)!
        #expect(view.shouldChangeText(in: range, replacementText: "howdy"))
        view.replace(range, withText: "howdy")
        #expect(view.text == "howdy world")
        #expect(
            log.entries == [
                "shouldChange 0,5 \"howdy\"", "shouldChange 0,5 \"howdy\"", "didChangeSelection", "didChange",
            ])
        delegate.allowsChange = false
        #expect(!view.shouldChangeText(in: range, replacementText: "x"))
    }

    @Test("behaviour 17.3: the input delegate hears of programmatic changes of the text and the selection")
    func inputDelegate() {
        @MainActor final class System: UITextInputDelegate {
            var calls: [String] = []
            func selectionWillChange(_ textInput: (any UITextInput)?) { calls.append("selectionWillChange") }
            func selectionDidChange(_ textInput: (any UITextInput)?) { calls.append("selectionDidChange") }
            func textWillChange(_ textInput: (any UITextInput)?) { calls.append("textWillChange") }
            func textDidChange(_ textInput: (any UITextInput)?) { calls.append("textDidChange") }
        }
        let system = System()
        let view = textView("abc")
        view.inputDelegate = system
        view.text = "abcd"
        #expect(system.calls == ["selectionWillChange", "textWillChange", "textDidChange", "selectionDidChange"])
        system.calls.removeAll()
        view.selectedRange = NSRange(location: 1, length: 1)
        #expect(system.calls == ["selectionWillChange", "selectionDidChange"])
    }

    @Test("behaviour 17.1: caret, first and selection rectangles; wide characters advance 1 em")
    func geometry() {
        let view = textView("ab漢字")
        let lineHeight = UIFont.systemFont(ofSize: 10).lineHeight
        let at = { (offset: Int) in view.position(from: view.beginningOfDocument, offset: offset)! }
        #expect(view.caretRect(for: at(2)) == CGRect(x: 15, y: 8, width: 2, height: lineHeight))
        #expect(view.caretRect(for: at(4)).minX == 35)
        let range = view.textRange(from: at(1), to: at(3))!
        #expect(view.firstRect(for: range) == CGRect(x: 10, y: 8, width: 15, height: lineHeight))
        #expect(view.selectionRects(for: view.textRange(from: at(1), to: at(1))!).isEmpty)
    }

    @Test("behaviour 17.1: hit-testing positions: the nearest caret, within a range, the character under a point")
    func hitTesting() {
        let view = textView("abcd\nefgh")
        let lineHeight = UIFont.systemFont(ofSize: 10).lineHeight
        // 5 pt per character, after the 5 pt padding: x = 16 is past the middle of "b" (10 to 15).
        #expect(offset(view, view.closestPosition(to: CGPoint(x: 16, y: 10))) == 2)
        #expect(offset(view, view.closestPosition(to: CGPoint(x: 12, y: 10))) == 1)
        #expect(offset(view, view.closestPosition(to: CGPoint(x: 500, y: 10))) == 4)
        #expect(offset(view, view.closestPosition(to: CGPoint(x: 6, y: 8 + lineHeight + 1))) == 5)
        #expect(offset(view, view.closestPosition(to: CGPoint(x: 6, y: 999))) == 5)
        let limit = view.textRange(
            from: view.position(from: view.beginningOfDocument, offset: 2)!,
            to: view.position(from: view.beginningOfDocument, offset: 3)!)!
        #expect(offset(view, view.closestPosition(to: CGPoint(x: 0, y: 10), within: limit)) == 2)
        let character = view.characterRange(at: CGPoint(x: 17, y: 10))
        #expect(character.flatMap(view.text(in:)) == "c")
        #expect(view.characterRange(at: CGPoint(x: 17, y: -5)) == nil)
        // Up and down keep the horizontal position.
        let down = view.position(from: view.position(from: view.beginningOfDocument, offset: 2)!, in: .down, offset: 1)
        #expect(offset(view, down) == 7)
        #expect(view.position(from: view.beginningOfDocument, in: .up, offset: 1) == nil)
    }

    @Test("behaviour 17.3: a text field has no selected range while it is not editing")
    func fieldSelectionOnlyWhileEditing() {
        let setup = TextFieldScene(text: "abc")
        let field = setup.field
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        #expect(field.selectedTextRange == nil)
        setup.beginEditing()
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        #expect(setup.log.entries == ["didChangeSelection"])
        #expect(field.selectedTextRange.flatMap(field.text(in:)) == "abc")
    }
}
