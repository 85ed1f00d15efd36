import Foundation
import Testing

/// `responder demo --part dragdrop` (behaviour 16.9): the drag and drop part prints each step's
/// callbacks in order with the window's explanation of why a drag did not begin or a drop was refused
/// (behaviour 16.7).
@Suite("responder demo --part dragdrop: the drag and drop part's steps and explanations (behaviour 16.7, 15.4)")
struct DemoDragDropCLITests {
    @Test("behaviour 16.7, 15.4: the part prints the move, the refused drop, the drag that did not begin, the menus")
    func dragDropPart() throws {
        let run = try CLIRun.run(["demo", "--part", "dragdrop"])
        #expect(run.status == 0)
        let lines = run.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func has(_ suffix: String) -> Bool { lines.contains { $0.hasSuffix(suffix) } }
        #expect(lines.first == "ResponderKit demo, part 5: drag and drop, and a context menu")
        #expect(has("doneList: performDrop: moves card A"))
        #expect(has("doneList: card A"))
        #expect(has("window: drag #2 not dropped: drop interaction on basket proposed .forbidden"))
        #expect(has("window: pinned: drag did not begin: itemsForBeginning returned no items"))
        #expect(has("menu: lists Copy | Favorite | Delete (destructive)"))
        #expect(has("photo: handler Favorite"))
        let order = [
            "card A: willEndWith .move", "doneList: performDrop", "doneList: concludeDrop", "card A: didEndWith .move",
        ]
        let positions = order.map { prefix in lines.firstIndex { $0.contains(prefix) } ?? -1 }
        #expect(!positions.contains(-1))
        #expect(positions == positions.sorted())
    }
}
