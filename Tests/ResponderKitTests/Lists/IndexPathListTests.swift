import Foundation
import ResponderKit
import Testing

/// Apple's pages: `IndexPath.row`, `IndexPath.section`, `IndexPath.item`, `init(row:section:)`,
/// `init(item:section:)` (UIKit's extension of Foundation's `IndexPath`).
@Suite("IndexPath rows, items and sections (behaviour 14.1)")
struct IndexPathListTests {
    @Test("behaviour 14.1: init(row:section:) puts the section first; row and item read the second index")
    func rowAndSection() {
        var path = IndexPath(row: 3, section: 1)
        #expect(Array(path) == [1, 3])
        #expect(path.row == 3 && path.item == 3 && path.section == 1)
        path.row = 5
        #expect(path == IndexPath(item: 5, section: 1))
        #expect(IndexPath(row: 0, section: 1) > IndexPath(row: 9, section: 0))
    }

    @Test("behaviour 14.3: the list outcomes print the reason the explanation log gives")
    func outcomeText() {
        #expect(
            ListTouchOutcome.scrolled(distance: 14).description == "scrolled 14 pt: highlight removed, no selection")
        #expect(
            ListTouchOutcome.selected(redirectedFrom: IndexPath(row: 2, section: 0)).description
                == "willSelect redirected the touch on [0, 2]: selected")
        #expect(
            ListTouchOutcome.recognizerTookTouch(recognizer: "tap").description
                == "recognizer tap took the touch: highlight removed, no selection")
    }
}
