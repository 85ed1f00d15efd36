import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 17.9, "Which recognizer wins": the text interaction's recognizers take part in the arena with
// every other one (behaviour 4.2–4.5): in a scroll view, in a table cell, under a tap recognizer that ends
// editing, next to a button.

/// A field in a scroll view whose content is taller than it.
@MainActor
private func makeFieldInScrollView() -> (TestScene, UIScrollView, UITextField) {
    let scene = TestScene()
    let scrollView = scene.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400)))
    scrollView.contentSize = CGSize(width: 320, height: 1200)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    field.text = "hello world"
    scrollView.addSubview(field)
    return (scene, scrollView, field)
}

@Suite("Gestures on text in the arena (behaviour 17.9)")
@MainActor
struct TextGestureArenaTests {

    @Test("behaviour 17.9: in a scroll view, a drag that starts on the field scrolls and does not edit")
    func dragInScrollViewScrolls() {
        let (scene, scrollView, field) = makeFieldInScrollView()
        let start = field.windowPoint(atOffset: 4)
        scene.touches.drag(from: start, to: CGPoint(x: start.x, y: start.y - 80))
        #expect(scrollView.contentOffset.y > 0)
        #expect(!field.isEditing)
    }

    @Test("behaviour 17.9: in a scroll view, a tap on the field edits, the caret where it landed")
    func tapInScrollViewEdits() {
        let (scene, scrollView, field) = makeFieldInScrollView()
        scene.touches.tap(at: field.windowPoint(atOffset: 4))
        #expect(field.isEditing)
        #expect(field.selectedOffsets == NSRange(location: 4, length: 0))
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("behaviour 17.9: in a scroll view, a drag from the caret moves the caret, not the content")
    func caretDragInScrollView() {
        let (scene, scrollView, field) = makeFieldInScrollView()
        field.becomeFirstResponder()
        scene.touches.drag(from: field.windowPoint(atOffset: 11), to: field.windowPoint(atOffset: 3))
        #expect(field.selectedOffsets == NSRange(location: 3, length: 0))
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("behaviour 17.9: a tap on a field in a table cell edits it and selects no row")
    func fieldInTableCell() throws {
        let setup = TableScene(rows: [5])
        var fields: [IndexPath: UITextField] = [:]
        setup.source.configure = { cell, indexPath in
            let field = UITextField(frame: CGRect(x: 10, y: 8, width: 200, height: 34))
            field.text = "row \(indexPath.row)"
            cell.contentView.addSubview(field)
            fields[indexPath] = field
        }
        setup.table.reloadData()
        setup.table.layoutIfNeeded()
        let field = try #require(fields[IndexPath(row: 2, section: 0)])
        setup.touches.tap(at: field.windowPoint(atOffset: 1))
        #expect(field.isEditing)
        #expect(field.selectedOffsets == NSRange(location: 1, length: 0))
        #expect(setup.table.indexPathForSelectedRow == nil)
    }

    @Test(
        "behaviour 17.9, 4.5: under a tap recognizer that ends editing, a tap on the field edits; one beside it ends editing"
    )
    func underEndEditingTap() {
        let setup = TextFieldScene(text: "hello world", recordingEvents: false)
        var endEditingTaps = 0
        let root = setup.scene.rootView
        let endEditing = UITapGestureRecognizer { _ in
            endEditingTaps += 1
            root.endEditing(true)
        }
        #expect(endEditing.cancelsTouchesInView)
        root.addGestureRecognizer(endEditing)
        setup.scene.touches.tap(at: setup.field.windowPoint(atOffset: 5))
        #expect(setup.field.isEditing)
        #expect(endEditingTaps == 0)
        setup.scene.touches.settleTaps()
        setup.scene.touches.tap(at: CGPoint(x: 160, y: 300))
        #expect(endEditingTaps == 1)
        #expect(!setup.field.isEditing)
    }

    @Test("behaviour 17.9: next to a button, a tap on the button sends its action and does not edit or end editing")
    func nextToButton() {
        let setup = TextFieldScene(text: "hello", recordingEvents: false)
        let button = setup.scene.add(UIButton(frame: CGRect(x: 230, y: 40, width: 80, height: 34)))
        var presses = 0
        button.addAction(UIAction { _ in presses += 1 }, for: .primaryActionTriggered)
        setup.scene.touches.tap(at: CGPoint(x: 270, y: 57))
        #expect(presses == 1)
        #expect(!setup.field.isEditing)
        setup.scene.touches.settleTaps()
        setup.scene.touches.tap(at: setup.field.windowPoint(atOffset: 2))
        #expect(setup.field.isEditing)
        setup.scene.touches.settleTaps()
        setup.scene.touches.tap(at: CGPoint(x: 270, y: 57))
        #expect(presses == 2)
        #expect(setup.field.isEditing)
        #expect(setup.field.selectedOffsets == NSRange(location: 2, length: 0))
    }

    @Test(
        "behaviour 17.9: in a text view, a drag scrolls it; a drag from an end of the selection moves the end instead")
    func textViewOwnScroll() {
        let scene = TestScene()
        let textView = scene.addTextView((1...30).map { "line \($0)" }.joined(separator: "\n"), height: 120)
        textView.layoutIfNeeded()
        let start = textView.windowPoint(atOffset: 2)
        scene.touches.drag(from: start, to: CGPoint(x: start.x, y: start.y - 60))
        #expect(textView.contentOffset.y > 0)
        #expect(!textView.isFirstResponder)
        textView.contentOffset = .zero
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 0, length: 4)
        scene.touches.drag(from: textView.windowPoint(atOffset: 4), to: textView.windowPoint(atOffset: 25))
        #expect(textView.selectedRange == NSRange(location: 0, length: 25))
        #expect(textView.contentOffset == .zero)
    }
}

@Suite("Gestures on text in the explanation log (behaviour 17.9)")
@MainActor
struct TextGestureArenaLogTests {
    @Test("behaviour 17.9: a drag in a scroll view did not begin editing: the log shows the text tap forced out")
    func scrollForcesTapOut() {
        let (scene, _, field) = makeFieldInScrollView()
        let log = DispatchLog()
        scene.application.dispatchLog = log
        let start = field.windowPoint(atOffset: 4)
        scene.touches.drag(from: start, to: CGPoint(x: start.x, y: start.y - 80))
        let tapFailures = log.records.compactMap { record -> GestureStateCause? in
            guard case let .gestureState(recognizer, _, .failed, cause) = record.entry,
                recognizer.hasPrefix("textTap ")
            else { return nil }
            return cause
        }
        #expect(tapFailures == [.forcedOutBy("scrollviewpan")])
        #expect(
            log.lines.contains(
                "textTap (tap): possible -> failed: forced out by scrollviewpan; no simultaneous recognition allowed"))
        #expect(log.textInteractionEvents.isEmpty)
        #expect(!field.isEditing)
    }
}
