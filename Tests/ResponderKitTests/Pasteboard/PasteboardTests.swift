import Foundation
import ResponderKit
import Testing

// Behaviour 17.6: UIPasteboard, headless and per process (Apple's UIPasteboard pages: changeCount,
// changedNotification, removedNotification, init(name:create:)). These tests use pasteboards of their
// own (withUniqueName); the general pasteboard's are in Text/TextEditActionsTests.swift.

/// Records the `userInfo` of each notification `name` posted by `object`.
final class PasteboardNotificationRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var infos: [[AnyHashable: Any]?] = []
    private var token: (any NSObjectProtocol)?

    init(_ name: Notification.Name, of object: AnyObject?) {
        token = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) {
            [weak self] notification in
            guard let self else { return }
            self.lock.lock()
            self.infos.append(notification.userInfo)
            self.lock.unlock()
        }
    }

    var userInfos: [[AnyHashable: Any]?] {
        lock.lock()
        defer { lock.unlock() }
        return infos
    }

    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}

@Suite("UIPasteboard (behaviour 17.6)")
struct PasteboardTests {

    @Test("behaviour 17.6: strings, URLs and images read back; setting one kind replaces the items")
    func typedValues() throws {
        let board = UIPasteboard.withUniqueName()
        #expect(board.string == nil)
        #expect(!board.hasStrings)
        #expect(board.numberOfItems == 0)
        board.string = "hello"
        #expect(board.string == "hello")
        #expect(board.hasStrings)
        #expect(board.types == ["public.utf8-plain-text"])
        board.strings = ["a", "b"]
        #expect(board.strings == ["a", "b"])
        #expect(board.numberOfItems == 2)
        let url = try #require(URL(string: "https://example.com/x"))
        board.url = url
        #expect(board.url == url)
        #expect(board.hasURLs)
        #expect(!board.hasStrings)
        let image = UIImage(size: CGSize(width: 4, height: 3))
        board.image = image
        #expect(board.image === image)
        #expect(board.hasImages)
        board.string = nil
        #expect(board.numberOfItems == 0)
    }

    @Test("behaviour 17.6: items, values and data by type identifier; conformance finds text under public.text")
    func itemsAndTypes() {
        let board = UIPasteboard.withUniqueName()
        board.setItems([["public.utf8-plain-text": "one", "com.example.custom": Data([1, 2])]])
        board.addItems([["public.utf8-plain-text": "two"]])
        #expect(board.numberOfItems == 2)
        #expect(board.strings == ["one", "two"])
        #expect(board.contains(pasteboardTypes: ["public.text"]))
        #expect(!board.contains(pasteboardTypes: ["public.image"]))
        #expect(board.value(forPasteboardType: "public.plain-text") as? String == "one")
        #expect(board.data(forPasteboardType: "com.example.custom") == Data([1, 2]))
        #expect(board.data(forPasteboardType: "public.utf8-plain-text") == Data("one".utf8))
        board.setData(Data("data text".utf8), forPasteboardType: "public.utf8-plain-text")
        #expect(board.string == "data text")
        board.setValue("value", forPasteboardType: "public.plain-text")
        #expect(board.string == "value")
        #expect(board.items.count == 1)
    }

    @Test(
        "behaviour 17.6: every change adds one to changeCount and posts changedNotification with the types added and removed"
    )
    func changeCountAndNotification() {
        let board = UIPasteboard.withUniqueName()
        let recorder = PasteboardNotificationRecorder(UIPasteboard.changedNotification, of: board)
        #expect(board.changeCount == 0)
        board.string = "a"
        board.string = "b"
        board.items = []
        #expect(board.changeCount == 3)
        let infos = recorder.userInfos
        #expect(infos.count == 3)
        #expect(infos[0]?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] == ["public.utf8-plain-text"])
        #expect(infos[0]?[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String] == [])
        #expect(infos[1] == nil)
        #expect(infos[2]?[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String] == ["public.utf8-plain-text"])
    }

    @Test(
        "behaviour 17.6: named pasteboards: found by name, created on demand, shared contents, removed with a notification"
    )
    func namedPasteboards() {
        let name = UIPasteboard.Name("com.example.responderkit.\(UUID().uuidString)")
        #expect(UIPasteboard(name: name, create: false) == nil)
        let created = UIPasteboard(name: name, create: true)
        #expect(created?.name == name)
        created?.string = "shared"
        let found = UIPasteboard(name: name, create: false)
        #expect(found?.string == "shared")
        #expect(found?.changeCount == 1)
        let recorder = PasteboardNotificationRecorder(UIPasteboard.removedNotification, of: created)
        UIPasteboard.remove(withName: name)
        #expect(recorder.userInfos.count == 1)
        #expect(recorder.userInfos.first.map { $0 == nil } == true)
        #expect(UIPasteboard(name: name, create: false) == nil)
        #expect(created?.string == "shared")
        // The general pasteboard cannot be removed.
        UIPasteboard.remove(withName: .general)
        #expect(UIPasteboard(name: .general, create: false) != nil)
        #expect(UIPasteboard.withUniqueName().name != UIPasteboard.withUniqueName().name)
    }

    @Test("behaviour 17.6: a pasteboard is safe to use from several threads at once")
    func concurrentWrites() async {
        let board = UIPasteboard.withUniqueName()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask { board.string = "\(index)" }
            }
        }
        #expect(board.changeCount == 50)
        #expect(board.string != nil)
    }
}
