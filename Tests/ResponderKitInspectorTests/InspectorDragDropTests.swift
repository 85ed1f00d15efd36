import Foundation
import ResponderKit
import Testing

@testable import ResponderKitInspector

@MainActor
private func makeHub() -> InspectorHub {
    InspectorHub(configuration: .init(routerSocketPath: "/nonexistent/inspector-test.sock", drivesTime: false))
}

/// The inspector's `dragdrop` scene (docs/inspector-protocol.md 1.3, 1.4; behaviour 16.9): a card
/// dragged between two lists with the mouse, the drag shown in `dragState`; a photo's context menu shown
/// by a right click, listed in `dragState` and chosen with a `menu` message.
@MainActor
@Suite("Inspector: the drag and drop scene")
struct InspectorDragDropTests {
    private let cardA = (95.0, 80.0), doneList = (280.0, 190.0), photo = (187.5, 540.0)

    private func mouse(_ client: InspectorTestClient, _ x: Double, _ y: Double, buttons: Int, at ms: Double) {
        client.send([
            "type": "mouse", "x": .number(x), "y": .number(y), "buttons": .int(buttons), "timestamp": .number(ms),
        ])
    }

    private func notes(_ client: InspectorTestClient) -> [String] {
        client.events("note").compactMap { $0["text"]?.stringValue }
    }

    @Test("behaviour 16.2, 16.4: a pointer drag moves card A to doneList; dragState shows the session and proposal")
    func pointerDragBetweenLists() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        #expect(InspectorScene.sceneIDs.contains("dragdrop"))
        client.send(["type": "chooseScene", "scene": "dragdrop"])
        #expect(client.errors.isEmpty)
        mouse(client, cardA.0, cardA.1, buttons: 0, at: 0)
        mouse(client, cardA.0, cardA.1, buttons: 1, at: 20)
        mouse(client, cardA.0 + 5, cardA.1, buttons: 1, at: 40)
        mouse(client, doneList.0, doneList.1, buttons: 1, at: 60)
        let during = try #require(client.messages("dragState").last)
        let session = try #require(during["sessions"]?.arrayValue?.first)
        #expect(session["items"]?.numberValue == 1)
        #expect(session["target"]?.stringValue == "doneList")
        #expect(session["proposal"]?.stringValue == ".move")
        #expect(session["location"]?["x"]?.numberValue == doneList.0)
        mouse(client, doneList.0, doneList.1, buttons: 0, at: 80)
        #expect(client.errors.isEmpty)
        #expect(notes(client).contains("doneList: performDrop: moves card A"))
        #expect(client.messages("dragState").last?["sessions"]?.arrayValue?.isEmpty == true)
        #expect(
            client.events("dragAndDrop").contains {
                $0["summary"]?.stringValue == "drag #1 dropped on doneList with .move"
            })
    }

    @Test("behaviour 15.1, 15.4: a right click lists the photo's menu; choosing an item runs its handler")
    func rightClickMenuAndChoose() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "dragdrop"])
        mouse(client, photo.0, photo.1, buttons: 0, at: 0)
        mouse(client, photo.0, photo.1, buttons: 2, at: 20)
        mouse(client, photo.0, photo.1, buttons: 0, at: 40)
        let menu = try #require(client.messages("dragState").last?["menu"])
        #expect(menu["view"]?.stringValue == "photo")
        #expect(menu["trigger"]?.stringValue == "secondary click")
        #expect(menu["items"]?.arrayValue?.compactMap(\.stringValue) == ["Copy", "Favorite", "Delete (destructive)"])
        client.send(["type": "menu", "action": "choose", "title": "Copy"])
        #expect(client.errors.isEmpty)
        #expect(notes(client).suffix(2) == ["photoMenu: willEndFor", "photo: handler Copy"])
        #expect(client.messages("dragState").last?["menu"] == .null)
        #expect(client.events("menu").last?["title"]?.stringValue == "Copy")
    }

    @Test("docs/inspector-protocol.md 1.3: menu messages without a menu, or with a bad action or title, are errors")
    func badMenuMessages() {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "dragdrop"])
        client.send(["type": "menu", "action": "dismiss"])
        #expect(client.errors == ["out-of-order"])
        client.send(["type": "menu", "action": "open"])
        #expect(client.errors.last == "invalid-field")
        mouse(client, photo.0, photo.1, buttons: 2, at: 0)
        mouse(client, photo.0, photo.1, buttons: 0, at: 20)
        client.send(["type": "menu", "action": "choose", "title": "Print"])
        #expect(client.errors.last == "invalid-field")
        client.send(["type": "menu", "action": "dismiss"])
        #expect(client.errors.count == 3)
        #expect(notes(client).last == "photoMenu: willEndFor")
    }
}
