import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 17.3 (UITextView: its properties, its delegate's order, no delegate calls for programmatic
// changes, from Apple's UITextView and UITextViewDelegate pages) and 17.1 (its layout).

@MainActor
private struct TextViewScene {
    let scene = TestScene()
    let log = TextEventLog()
    let textView: UITextView
    let delegate: RecordingTextViewDelegate

    init(text: String = "", frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 200)) {
        textView = scene.add(UITextView(frame: frame))
        textView.text = text
        delegate = RecordingTextViewDelegate(log: log)
        textView.delegate = delegate
        log.observeNotifications(of: textView)
    }
}

@Suite("Text view (behaviour 17.1, 17.3)")
@MainActor
struct TextViewTests {

    @Test("behaviour 17.3: UIKit's defaults")
    func defaults() {
        let textView = UITextView(frame: .zero)
        #expect(textView.text == "")
        #expect(textView.isEditable)
        #expect(textView.isSelectable)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.textContainer.widthTracksTextView)
        #expect(textView.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(textView.textColor == UIColor.black)
        #expect(textView.textAlignment == .natural)
        #expect(!textView.clearsOnInsertion)
        #expect(!textView.allowsEditingTextAttributes)
        #expect(textView.autocapitalizationType == .sentences)
        #expect(!textView.isSecureTextEntry)
        #expect(textView.typingAttributes[.font] as? UIFont == textView.font)
        textView.text = nil
        #expect(textView.text == "")
    }

    @Test("behaviour 17.3: the delegate's order: begin, each change (selection before did-change), end")
    func delegateOrder() {
        let setup = TextViewScene(text: "ab")
        #expect(setup.textView.becomeFirstResponder())
        #expect(setup.log.entries == ["shouldBegin", "didBegin", "didBeginNotification"])
        setup.log.entries.removeAll()
        #expect(setup.scene.application.insertTextIntoFirstResponder("c"))
        #expect(
            setup.log.entries == ["shouldChange 2,0 \"c\"", "didChangeSelection", "didChange", "didChangeNotification"])
        setup.log.entries.removeAll()
        setup.textView.deleteBackward()
        #expect(
            setup.log.entries == ["shouldChange 2,1 \"\"", "didChangeSelection", "didChange", "didChangeNotification"])
        setup.log.entries.removeAll()
        #expect(setup.textView.resignFirstResponder())
        #expect(setup.log.entries == ["shouldEnd", "didEnd", "didEndNotification"])
    }

    @Test("behaviour 17.3: refusals: should-begin, should-change and should-end false")
    func refusals() {
        let setup = TextViewScene(text: "ab")
        setup.delegate.allowsBegin = false
        #expect(!setup.textView.becomeFirstResponder())
        setup.delegate.allowsBegin = true
        setup.textView.becomeFirstResponder()
        setup.log.entries.removeAll()
        setup.delegate.allowsChange = false
        setup.textView.insertText("x")
        #expect(setup.log.entries == ["shouldChange 2,0 \"x\""])
        #expect(setup.textView.text == "ab")
        setup.delegate.allowsEnd = false
        #expect(!setup.textView.resignFirstResponder())
        #expect(setup.textView.isFirstResponder)
    }

    @Test("behaviour 17.3: programmatic text calls no delegate method and posts nothing; the caret goes to the end")
    func programmaticChanges() {
        let setup = TextViewScene()
        setup.textView.becomeFirstResponder()
        setup.log.entries.removeAll()
        setup.textView.text = "hello"
        setup.textView.attributedText = NSAttributedString(string: "hello there")
        #expect(setup.log.entries.isEmpty)
        #expect(setup.textView.selectedRange == NSRange(location: 11, length: 0))
    }

    @Test("behaviour 17.3: setting selectedRange calls textViewDidChangeSelection and resets the typing attributes")
    func selection() {
        let setup = TextViewScene(text: "hello")
        setup.textView.typingAttributes = [.font: UIFont.systemFont(ofSize: 30)]
        setup.textView.selectedRange = NSRange(location: 1, length: 2)
        #expect(setup.log.entries == ["didChangeSelection"])
        #expect(setup.textView.typingAttributes[.font] as? UIFont == setup.textView.font)
        // Clamped to the text; the same range again changes nothing.
        setup.textView.selectedRange = NSRange(location: 3, length: 99)
        #expect(setup.textView.selectedRange == NSRange(location: 3, length: 2))
        setup.log.entries.removeAll()
        setup.textView.selectedRange = NSRange(location: 3, length: 2)
        #expect(setup.log.entries.isEmpty)
    }

    @Test("behaviour 17.3: Return inserts a line break through the delegate; the caret moves to the next line")
    func newline() {
        let setup = TextViewScene(text: "ab")
        setup.textView.font = UIFont.systemFont(ofSize: 10)
        setup.textView.becomeFirstResponder()
        setup.log.entries.removeAll()
        setup.scene.application.insertTextIntoFirstResponder("\n")
        #expect(setup.log.entries.first == "shouldChange 2,0 \"\n\"")
        #expect(setup.textView.text == "ab\n")
        let lineHeight = UIFont.systemFont(ofSize: 10).lineHeight
        let caret = setup.textView.caretRect(for: setup.textView.endOfDocument)
        #expect(caret == CGRect(x: 5, y: 8 + lineHeight, width: 2, height: lineHeight))
    }

    @Test("behaviour 17.3: a selectable, non-editable view becomes first responder without an editing session")
    func selectableOnly() {
        let setup = TextViewScene(text: "read me")
        setup.textView.isEditable = false
        #expect(setup.textView.becomeFirstResponder())
        #expect(setup.log.entries.isEmpty)
        setup.textView.insertText("x")
        #expect(setup.textView.text == "read me")
        #expect(setup.textView.resignFirstResponder())
        #expect(setup.log.entries.isEmpty)
        setup.textView.isSelectable = false
        #expect(!setup.textView.canBecomeFirstResponder)
        #expect(!setup.textView.becomeFirstResponder())
    }

    @Test("behaviour 17.3: turning isEditable off while editing ends the session without asking")
    func editableOffWhileEditing() {
        let setup = TextViewScene(text: "x")
        setup.textView.becomeFirstResponder()
        setup.delegate.allowsEnd = false
        setup.log.entries.removeAll()
        setup.textView.isEditable = false
        #expect(setup.log.entries == ["didEnd", "didEndNotification"])
        #expect(!setup.textView.isFirstResponder)
    }

    @Test("behaviour 17.1: lines wrap by words within the container; contentSize follows at layout")
    func wrapping() {
        // 100 pt wide, 10 pt font: the container is 100 − 2 × 5 = 90 pt, 18 narrow characters a line.
        let setup = TextViewScene(text: "aaaa bbbb cccc dddd eeee", frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let textView = setup.textView
        textView.font = UIFont.systemFont(ofSize: 10)
        textView.layoutIfNeeded()
        let lineHeight = UIFont.systemFont(ofSize: 10).lineHeight
        #expect(textView.contentSize == CGSize(width: 100, height: 16 + 2 * lineHeight))
        // "dddd" would cross the width: it starts the second line, at its left edge, one line down; the
        // space before it hangs at the end of line one.
        let d = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 15)!)
        #expect(d.origin == CGPoint(x: 5, y: 8 + lineHeight))
        let e = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 20)!)
        #expect(e.origin == CGPoint(x: 30, y: 8 + lineHeight))
        // "cccc " to the end: one rectangle per line.
        let rects = textView.selectionRects(
            for: textView.textRange(
                from: textView.position(from: textView.beginningOfDocument, offset: 10)!, to: textView.endOfDocument)!)
        #expect(rects.count == 2)
        #expect(rects.first?.containsStart == true)
        #expect(rects.last?.containsEnd == true)
        #expect(rects.first?.rect == CGRect(x: 55, y: 8, width: 25, height: lineHeight))
        #expect(rects.last?.rect == CGRect(x: 5, y: 8 + lineHeight, width: 45, height: lineHeight))
        // Typing marks the view for layout; the content grows at the next pass.
        textView.becomeFirstResponder()
        textView.insertText(" ffff gggg hhhh")
        textView.layoutIfNeeded()
        #expect(textView.contentSize.height == 16 + 3 * lineHeight)
    }

    @Test("behaviour 17.3: scrollRangeToVisible brings the range's first line into the bounds")
    func scrollRangeToVisible() {
        let lines = (1...30).map { "line \($0)" }.joined(separator: "\n")
        let setup = TextViewScene(text: lines, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let textView = setup.textView
        textView.layoutIfNeeded()
        let target = (lines as NSString).range(of: "line 20")
        textView.scrollRangeToVisible(target)
        let rect = textView.firstRect(
            for: textView.textRange(
                from: textView.position(from: textView.beginningOfDocument, offset: target.location)!,
                to: textView.position(from: textView.beginningOfDocument, offset: NSMaxRange(target))!)!)
        #expect(rect.minY >= textView.contentOffset.y)
        #expect(rect.maxY <= textView.contentOffset.y + 100)
    }
}
