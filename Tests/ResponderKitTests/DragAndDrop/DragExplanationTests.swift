import Foundation
import ResponderKit
import Testing

// Behaviour 16.7 (the explanation log's drag and drop lines) and 16.11 (a drag carried to another
// application that did not take it, or went away).

@Suite("Drag and drop explanation lines (behaviour 16.7, 16.11)")
struct DragExplanationTests {
    @Test("16.7, 16.11: the source's lines for a drag another application did not take, or lost")
    func remoteRefusalLines() {
        let session = DragSessionIdentifier(rawValue: 1)
        #expect(
            DragAndDropEvent.refusedByApplication(session: session, application: 2).description
                == "drag #1 not dropped: application 2 under the drag did not take it (its log says why)")
        #expect(
            DragAndDropEvent.applicationWentAway(session: session, application: 2).description
                == "drag #1 not dropped: application 2 under the drag went away")
        #expect(
            DragAndDropEvent.routerWentAway(session: session).description
                == "drag #1 not dropped: the router went away")
    }
}
