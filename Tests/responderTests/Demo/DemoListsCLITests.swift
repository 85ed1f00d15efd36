import Foundation
import Testing

/// `responder demo --part lists` (docs/decisions.md, "One home for the demo scenes"): the list part prints
/// each step's callbacks in order with the window's explanation of why a row was or was not selected
/// (behaviour 14.4).
@Suite("responder demo --part lists: the list part's steps and explanations (behaviour 14.3, 14.4, 13.4)")
struct DemoListsCLITests {
    @Test("behaviour 14.4: the list part prints the selection, the back swipe, the scroll and the deletions")
    func listPart() throws {
        let run = try CLIRun.run(["demo", "--part", "lists"])
        #expect(run.status == 0)
        let lines = run.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func has(_ suffix: String) -> Bool { lines.contains { $0.hasSuffix(suffix) } }
        #expect(lines.first == "ResponderKit demo, part 4: a list in a navigation controller")
        #expect(has("window: mailboxTable touch #1 on [0, 2]: selected row 2 in section 0"))
        #expect(has("mailbox: didSelectRowAt [0, 2] \"Your parcel is on its way\": pushes the message"))
        #expect(has("window: backSwipe (screenedgepan): changed -> ended: all fingers lifted"))
        #expect(
            lines.contains {
                $0.contains("on [0, 3]: scrolled ") && $0.hasSuffix("pt: highlight removed, no selection")
            })
        #expect(has("took the touch: highlight removed, no selection"))
        #expect(has("mailbox: Delete action handler [0, 1] \"Build is green\""))
        #expect(has("mailbox: moveRowAt [0, 0] \"Lunch on Friday\" to [0, 2]"))
        // The callbacks of a step come in UIKit's order.
        let order = [
            "mailbox: didHighlightRowAt [0, 2]", "mailbox: willSelectRowAt [0, 2]",
            "mailbox: didUnhighlightRowAt [0, 2]",
            "mailbox: didSelectRowAt [0, 2]", "mailbox: viewWillDisappear", "message: viewWillAppear",
            "mailbox: viewDidDisappear", "message: viewDidAppear",
        ]
        let positions = order.map { prefix in lines.firstIndex { $0.contains(prefix) } ?? -1 }
        #expect(!positions.contains(-1))
        #expect(positions == positions.sorted())
    }
}
