import Foundation
import ResponderKit
import Testing

@testable import ResponderKitInspector

@MainActor
private func makeHub() -> InspectorHub {
    InspectorHub(configuration: .init(routerSocketPath: "/nonexistent/inspector-test.sock", drivesTime: false))
}

/// The inspector's `list` scene (docs/inspector-protocol.md 1.3, 1.4; docs/decisions.md, "One home for the
/// demo scenes"): a table view controller in a navigation controller a browser user taps, scrolls and
/// swipes; each cell's `cell` state says whether its row is highlighted or selected (behaviour 14.3), the
/// `listTouch` events say why (behaviour 14.4), and the controller's delegate calls are notes.
@MainActor
@Suite("Inspector: the list scene")
struct InspectorListTests {
    /// The cells of the last `scene` message, by name: (highlighted, selected, row).
    private func cells(_ client: InspectorTestClient) -> [String: (Bool, Bool, [Double])] {
        let views = client.messages("scene").last?["views"]?.arrayValue ?? []
        var result: [String: (Bool, Bool, [Double])] = [:]
        for view in views {
            guard let cell = view["cell"], let name = view["name"]?.stringValue else { continue }
            result[name] = (
                cell["highlighted"]?.boolValue ?? false, cell["selected"]?.boolValue ?? false,
                cell["indexPath"]?.arrayValue?.compactMap(\.numberValue) ?? []
            )
        }
        return result
    }

    /// Row `row`'s centre in window coordinates: rows are 60 pt, below the 44 pt navigation bar.
    private func y(row: Int) -> Double { 44 + 60 * Double(row) + 30 }

    @Test("behaviour 14.3: the scene lists its cells with their rows, none highlighted or selected")
    func sceneListsCells() {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        #expect(InspectorScene.sceneIDs.contains("list"))
        client.send(["type": "chooseScene", "scene": "list"])
        #expect(client.errors.isEmpty)
        let cells = cells(client)
        #expect(cells.count >= 10)
        #expect(cells["row 2"]?.2 == [0, 2])
        #expect(cells.values.allSatisfy { !$0.0 && !$0.1 })
    }

    @Test("behaviour 14.3, 14.4: a held finger highlights the row; the lift selects it; the events say why")
    func highlightThenSelect() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "list"])
        client.pointer("down", 180, y(row: 2), at: 0)
        let session = try #require(hub.session("list"))
        let deadline = try #require(session.scene.application.nextTimerDeadline)
        hub.runTimers(session: "list", until: deadline + 0.01)
        #expect(cells(client)["row 2"]?.0 == true)
        client.pointer("up", 180, y(row: 2), at: 300)
        let row = try #require(cells(client)["row 2"])
        #expect(row.0 == false && row.1 == true)
        #expect(!client.received.contains(.null))  // every message parses (no duplicate keys)

        let outcomes = client.events("listTouch").compactMap { $0["outcome"]?.stringValue }
        #expect(outcomes == ["highlighted row 2 in section 0", "selected row 2 in section 0"])
        #expect(client.events("listTouch").first?["itemKind"] == "row")
        let notes = client.events("note").compactMap { $0["text"]?.stringValue }
        #expect(notes.contains("mailbox: didSelectRowAt [0, 2] \"Your parcel is on its way\""))
    }

    @Test("behaviour 14.6: a left swipe on a row and a tap on Delete delete it; the rows move up")
    func swipeToDelete() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "list"])
        let y = y(row: 1)
        client.pointer("down", 335, y, at: 0)
        for step in 1...8 { client.pointer("move", 335 - 15 * Double(step), y, at: 16.7 * Double(step)) }
        client.pointer("up", 215, y, at: 150)
        #expect(client.events("listTouch").isEmpty)
        client.pointer("down", 338, y, at: 600)
        client.pointer("up", 338, y, at: 650)
        let notes = client.events("note").compactMap { $0["text"]?.stringValue }
        #expect(notes.contains("mailbox: Delete action handler [0, 1] \"Build is green\""))
        #expect(cells(client).values.filter { $0.2 == [0, 1] }.count == 1)
    }
}
