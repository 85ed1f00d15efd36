import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Behaviour 14.4: the explanation log says why a row was or was not selected, with a typed reason
/// (`ListTouchOutcome`) and the list's kind (`ListItemKind`), in the window's log and the application's.
@MainActor
@Suite("UITableView: why a row was or was not selected (behaviour 14.4)")
struct TableViewExplanationTests {
    /// The text of each list entry, and its typed parts.
    private func listEntries(_ log: DispatchLog) -> [(outcome: ListTouchOutcome, kind: ListItemKind, text: String)] {
        log.records.compactMap { record in
            guard case let .listTouch(_, _, _, outcome, kind) = record.entry else { return nil }
            return (outcome, kind, DispatchLog.describe(record.entry).joined())
        }
    }

    @Test("behaviour 14.4: a tap: highlighted, then \"selected row 3 in section 0\"")
    func selected() {
        let t = TableScene()
        t.touches.tap(at: t.point(row: 3))
        let entries = listEntries(t.log)
        #expect(entries.map(\.outcome) == [.highlighted, .selected(redirectedFrom: nil)])
        #expect(entries.allSatisfy { $0.kind == .row })
        #expect(
            entries.map(\.text) == [
                "UITableView touch #1 on [0, 3]: highlighted row 3 in section 0",
                "UITableView touch #1 on [0, 3]: selected row 3 in section 0",
            ])
    }

    @Test("behaviour 14.4: willSelectRowAt answering nil: \"willSelectRowAt returned nil: no selection\"")
    func refused() {
        let t = TableScene()
        t.source.willSelect = { _ in nil }
        t.touches.tap(at: t.point(row: 1))
        #expect(
            listEntries(t.log).last?.text
                == "UITableView touch #1 on [0, 1]: willSelectRowAt returned nil: no selection")
    }

    @Test("behaviour 14.4, 4.4: a recognizer on the superview: \"recognizer tap took the touch\"")
    func recognizerTookTouch() {
        let t = TableScene()
        let tap = UITapGestureRecognizer()
        tap.name = "dismissKeyboard"
        tap.addTarget(t.table) { _ in {} }
        t.scene.rootView.addGestureRecognizer(tap)
        t.touches.tap(at: t.point(row: 2))
        let last = listEntries(t.log).last
        #expect(last?.outcome == .recognizerTookTouch(recognizer: tap.explanationName))
        #expect(
            last?.text
                == "UITableView touch #1 on [0, 2]: recognizer \(tap.explanationName) took the touch: highlight removed, no selection"
        )
    }

    @Test("behaviour 14.4, 7: a drag after the highlight: \"scrolled N pt: highlight removed, no selection\"")
    func scrolled() throws {
        let t = TableScene()
        let start = t.point(row: 4)
        let finger = t.touches.touchDown(at: start)
        t.touches.wait(0.3)
        t.touches.move(finger, to: CGPoint(x: start.x, y: start.y - 14))
        t.touches.lift(finger)
        let last = try #require(listEntries(t.log).last)
        guard case .scrolled(let distance) = last.outcome else {
            Issue.record("expected scrolled, got \(last.outcome)")
            return
        }
        #expect(distance == 14)
        #expect(last.text == "UITableView touch #1 on [0, 4]: scrolled 14 pt: highlight removed, no selection")
    }

    @Test("behaviour 14.4: a window's own log gets the list entries, as every other entry")
    func windowLog() throws {
        let t = TableScene()
        let windowLog = DispatchLog()
        let window = try #require(t.table.window)
        window.dispatchLog = windowLog
        t.scene.application.dispatchLog = nil
        t.touches.tap(at: t.point(row: 0))
        #expect(listEntries(windowLog).map(\.outcome) == [.highlighted, .selected(redirectedFrom: nil)])
    }

    @Test("behaviour 14.4: the item kind names a collection view's items and its delegate methods")
    func itemKind() {
        let item = IndexPath(item: 3, section: 1)
        #expect(
            ListTouchOutcome.selected(redirectedFrom: nil).explanation(item: item, kind: .item)
                == "selected item 3 in section 1")
        #expect(
            ListTouchOutcome.selectionRefused.explanation(item: item, kind: .item)
                == "shouldSelectItemAt returned false: no selection")
        #expect(
            ListTouchOutcome.highlightRefused.explanation(item: item, kind: .row)
                == "shouldHighlightRowAt returned false: no highlight, no selection")
    }
}
