import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 8.4 (home-screen quick actions): static items from the configuration's
// UIApplicationShortcutItems, dynamic items through UIApplication.shortcutItems (reading returns only the
// dynamic ones), the displayed list (static first, then dynamic, up to 4), launching with an item
// (launchOptions[.shortcutItem]; returning false suppresses the perform call) and
// application(_:performActionFor:completionHandler:) in the running application.

private let plistConfiguration = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>CFBundleName</key>
        <string>Mail</string>
        <key>UIApplicationShortcutItems</key>
        <array>
            <dict>
                <key>UIApplicationShortcutItemType</key>
                <string>com.example.compose</string>
                <key>UIApplicationShortcutItemTitle</key>
                <string>New Message</string>
                <key>UIApplicationShortcutItemSubtitle</key>
                <string>To your team</string>
                <key>UIApplicationShortcutItemIconType</key>
                <string>UIApplicationShortcutIconTypeCompose</string>
                <key>UIApplicationShortcutItemUserInfo</key>
                <dict>
                    <key>draft</key>
                    <true/>
                    <key>priority</key>
                    <integer>2</integer>
                    <key>ratio</key>
                    <real>0.5</real>
                    <key>recipients</key>
                    <array><string>ana</string><string>bo</string></array>
                </dict>
            </dict>
            <dict>
                <key>UIApplicationShortcutItemType</key>
                <string>com.example.search</string>
                <key>UIApplicationShortcutItemTitle</key>
                <string>Search</string>
                <key>UIApplicationShortcutItemIconType</key>
                <string>UIApplicationShortcutIconTypeSearch</string>
                <key>UIApplicationShortcutItemIconSymbolName</key>
                <string>magnifyingglass</string>
            </dict>
        </array>
    </dict>
    </plist>
    """

private let jsonConfiguration = """
    {
      "UIApplicationShortcutItems": [
        { "UIApplicationShortcutItemType": "com.example.play", "UIApplicationShortcutItemTitle": "Play",
          "UIApplicationShortcutItemIconFile": "PlayIcon",
          "UIApplicationShortcutItemUserInfo": { "track": 7, "shuffle": false, "gain": 1.5 } }
      ]
    }
    """

/// An application delegate recording the launch and quick-action calls.
@MainActor
private final class QuickActionDelegate: UIApplicationDelegate {
    var log: [String] = []
    var launchItem: UIApplicationShortcutItem?
    var finishLaunching = true
    var handled = true

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        launchItem = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem
        log.append("didFinishLaunching" + (launchItem.map { " \($0.type)" } ?? ""))
        return finishLaunching
    }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        log.append("perform \(shortcutItem.type)")
        completionHandler(handled)
    }
}

@MainActor
@Suite("Quick actions: static, dynamic, displayed, launch and perform (behaviour 8.4)")
final class QuickActionTests {
    /// This test's temporary configuration files, removed when the test ends.
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "QuickActionTests-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `contents` to a temporary file named `name` and returns its URL.
    private func temporaryFile(named name: String, contents: String) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("8.4: static items are read from a property-list configuration, in order, with every key")
    func staticItemsFromPlist() throws {
        let app = UIApplication()
        try app.loadShortcutItems(
            fromConfigurationAt: try temporaryFile(named: "Info.plist", contents: plistConfiguration))
        let items = app.staticShortcutItems
        try #require(items.count == 2)
        #expect(items[0].type == "com.example.compose")
        #expect(items[0].localizedTitle == "New Message")
        #expect(items[0].localizedSubtitle == "To your team")
        #expect(items[0].icon == UIApplicationShortcutIcon(type: .compose))
        #expect(items[0].userInfo == ["draft": true, "priority": 2, "ratio": 0.5, "recipients": ["ana", "bo"]])
        #expect(items[1].type == "com.example.search")
        #expect(items[1].localizedSubtitle == nil)
        #expect(items[1].userInfo == nil)
        #expect(
            items[1].icon == UIApplicationShortcutIcon(systemImageName: "magnifyingglass"), "a symbol wins over a type")
        #expect(app.shortcutItems == nil, "reading shortcutItems returns only dynamic items")
    }

    @Test("8.4: static items can also come from JSON with the same keys")
    func staticItemsFromJSON() throws {
        let app = UIApplication()
        try app.loadShortcutItems(
            fromConfigurationAt: try temporaryFile(named: "shortcuts.json", contents: jsonConfiguration))
        let items = app.staticShortcutItems
        try #require(items.count == 1)
        #expect(items[0].type == "com.example.play")
        #expect(items[0].icon == UIApplicationShortcutIcon(templateImageName: "PlayIcon"))
        #expect(items[0].userInfo?["track"] == .integer(7))
        #expect(items[0].userInfo?["shuffle"] == .boolean(false))
        #expect(items[0].userInfo?["gain"]?.doubleValue == 1.5)
    }

    @Test("8.4: a configuration without UIApplicationShortcutItems declares no static items")
    func configurationWithoutItems() throws {
        let url = try temporaryFile(named: "Info.json", contents: #"{ "CFBundleName": "Plain" }"#)
        #expect(try ShortcutItemConfiguration.load(contentsOf: url).isEmpty)
    }

    @Test("8.4: dynamic items are set and read back as a whole, copied when set")
    func dynamicItems() throws {
        let app = UIApplication()
        let mutable = UIMutableApplicationShortcutItem(type: "com.example.recent", localizedTitle: "Recent")
        mutable.localizedSubtitle = "Yesterday"
        mutable.userInfo = ["id": "42"]
        app.shortcutItems = [mutable, UIApplicationShortcutItem(type: "com.example.fav", localizedTitle: "Favourites")]
        mutable.localizedTitle = "Changed after setting"
        let read = try #require(app.shortcutItems)
        #expect(read.map(\.localizedTitle) == ["Recent", "Favourites"])
        #expect(read[0].localizedSubtitle == "Yesterday")
        #expect(read[0].userInfo?["id"]?.stringValue == "42")
        #expect(!(read[0] is UIMutableApplicationShortcutItem), "stored items are immutable copies")
        let edited = read[0].mutableCopy()
        edited.localizedTitle = "Recent (2)"
        app.shortcutItems = [edited]
        #expect(app.shortcutItems?.map(\.localizedTitle) == ["Recent (2)"])
        app.shortcutItems = nil
        #expect(app.shortcutItems == nil)
    }

    @Test("8.4: the home screen shows static items first, then dynamic ones, at most four")
    func displayedListOrderAndLimit() throws {
        let app = UIApplication()
        try app.loadShortcutItems(
            fromConfigurationAt: try temporaryFile(named: "Info.plist", contents: plistConfiguration))
        app.shortcutItems = (1...3).map {
            UIApplicationShortcutItem(type: "dynamic.\($0)", localizedTitle: "Dynamic \($0)")
        }
        #expect(app.maximumDisplayedShortcutItems == 4)
        #expect(
            app.displayedShortcutItems.map(\.type) == [
                "com.example.compose", "com.example.search", "dynamic.1", "dynamic.2",
            ])
        #expect(app.shortcutItems?.count == 3, "the dynamic array is not trimmed")
        app.maximumDisplayedShortcutItems = 10
        #expect(app.displayedShortcutItems.count == 5)
    }

    @Test("8.4: launching with a quick action passes it in launchOptions, then calls performActionFor")
    func launchWithItemThenPerform() throws {
        let app = UIApplication()
        let delegate = QuickActionDelegate()
        app.delegate = delegate
        app.shortcutItems = [UIApplicationShortcutItem(type: "com.example.recent", localizedTitle: "Recent")]
        let device = DeviceSimulator(application: app)
        #expect(device.chooseQuickAction(ofType: "com.example.recent"))
        #expect(app.hasFinishedLaunching)
        #expect(delegate.log == ["didFinishLaunching com.example.recent", "perform com.example.recent"])
        #expect(delegate.launchItem?.localizedTitle == "Recent")
    }

    @Test("8.4: returning false from didFinishLaunching after handling the item suppresses performActionFor")
    func launchReturningFalseSuppressesPerform() {
        let app = UIApplication()
        let delegate = QuickActionDelegate()
        delegate.finishLaunching = false
        app.delegate = delegate
        let item = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "Compose")
        #expect(!app.launch(with: [.shortcutItem: item]))
        #expect(delegate.log == ["didFinishLaunching com.example.compose"])
    }

    @Test("8.4: in the running application, picking a quick action calls performActionFor and reports its answer")
    func performInRunningApplication() {
        let app = UIApplication()
        let delegate = QuickActionDelegate()
        app.delegate = delegate
        #expect(app.launch())
        #expect(delegate.log == ["didFinishLaunching"])
        app.shortcutItems = [
            UIApplicationShortcutItem(type: "a", localizedTitle: "A"),
            UIApplicationShortcutItem(type: "b", localizedTitle: "B"),
        ]
        let device = DeviceSimulator(application: app)
        var answers: [Bool] = []
        #expect(device.chooseQuickAction(at: 1) { answers.append($0) })
        delegate.handled = false
        #expect(device.chooseQuickAction(at: 0) { answers.append($0) })
        #expect(!device.chooseQuickAction(at: 2), "only displayed items can be picked")
        #expect(delegate.log == ["didFinishLaunching", "perform b", "perform a"])
        #expect(answers == [true, false])
    }

    @Test("8.4: a delegate that implements nothing answers true at launch and false to performActionFor")
    func delegateDefaults() {
        @MainActor final class EmptyDelegate: UIApplicationDelegate {}
        let app = UIApplication()
        let delegate = EmptyDelegate()
        app.delegate = delegate
        #expect(app.launch())
        var answer: Bool?
        app.performShortcutItem(UIApplicationShortcutItem(type: "x", localizedTitle: "X")) { answer = $0 }
        #expect(answer == false)
        #expect(!app.launch(), "launching twice does nothing")
    }

    @Test("8.4: items and icons compare by value; icon types read their configuration names")
    func itemValueSemantics() {
        let icon = UIApplicationShortcutIcon(type: .favorite)
        let a = UIApplicationShortcutItem(
            type: "t", localizedTitle: "T", localizedSubtitle: nil, icon: icon, userInfo: ["k": 1])
        let b = UIMutableApplicationShortcutItem(
            type: "t", localizedTitle: "T", localizedSubtitle: nil, icon: icon, userInfo: ["k": 1])
        #expect(a == b)
        b.userInfo = ["k": 2]
        #expect(a != b)
        #expect(UIApplicationShortcutIcon.IconType.compose.rawValue == 0)
        #expect(UIApplicationShortcutIcon.IconType.update.rawValue == 28)
        #expect(
            UIApplicationShortcutIcon.IconType.markLocation.configurationName
                == "UIApplicationShortcutIconTypeMarkLocation")
        #expect(
            UIApplicationShortcutIcon.IconType(configurationName: "UIApplicationShortcutIconTypeTaskCompleted")
                == .taskCompleted)
        #expect(UIApplicationShortcutIcon.IconType(configurationName: "Nope") == nil)
    }

    @Test("8.4: a missing required key is reported with the file, the entry index and the key")
    func missingTitleIsLocated() throws {
        let json = """
            { "UIApplicationShortcutItems": [
                { "UIApplicationShortcutItemType": "ok", "UIApplicationShortcutItemTitle": "OK" },
                { "UIApplicationShortcutItemType": "no.title" } ] }
            """
        let app = UIApplication()
        let url = try temporaryFile(named: "Broken.json", contents: json)
        let error = #expect(throws: ShortcutItemConfigurationError.self) {
            try app.loadShortcutItems(fromConfigurationAt: url)
        }
        #expect(error?.file == "Broken.json")
        #expect(error?.entryIndex == 1)
        #expect(error?.key == "UIApplicationShortcutItemTitle")
        #expect(error?.problem == .missingKey)
        #expect(
            error?.description
                == "Broken.json: UIApplicationShortcutItems[1]: UIApplicationShortcutItemTitle: required key is missing"
        )
        #expect(app.staticShortcutItems.isEmpty, "nothing is loaded on error")
    }

    @Test("8.4: wrong value types, unknown icon types and non-dictionary entries are located too")
    func malformedEntriesAreLocated() throws {
        func problem(_ entries: String, format: ShortcutItemConfiguration.Format = .json)
            -> ShortcutItemConfigurationError?
        {
            #expect(throws: ShortcutItemConfigurationError.self) {
                try ShortcutItemConfiguration.parse(Data(entries.utf8), format: format, file: "Info.json")
            }
        }
        let wrongType = problem(
            #"{"UIApplicationShortcutItems": [{"UIApplicationShortcutItemType": 3, "UIApplicationShortcutItemTitle": "T"}]}"#
        )
        #expect(wrongType?.entryIndex == 0)
        #expect(wrongType?.key == "UIApplicationShortcutItemType")
        #expect(wrongType?.problem == .wrongType(expected: "string", found: "integer"))

        let icon = problem(
            #"{"UIApplicationShortcutItems": [{"UIApplicationShortcutItemType": "a", "UIApplicationShortcutItemTitle": "A"}, {"UIApplicationShortcutItemType": "b", "UIApplicationShortcutItemTitle": "B", "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeRocket"}]}"#
        )
        #expect(icon?.entryIndex == 1)
        #expect(icon?.key == "UIApplicationShortcutItemIconType")
        #expect(icon?.problem == .unknownIconType("UIApplicationShortcutIconTypeRocket"))

        let notDictionary = problem(#"{"UIApplicationShortcutItems": ["just a string"]}"#)
        #expect(notDictionary?.entryIndex == 0)
        #expect(notDictionary?.key == nil)
        #expect(notDictionary?.problem == .wrongType(expected: "dictionary", found: "string"))

        let notArray = problem(#"{"UIApplicationShortcutItems": {"a": 1}}"#)
        #expect(notArray?.entryIndex == nil)
        #expect(notArray?.key == "UIApplicationShortcutItems")

        let null = problem(
            #"{"UIApplicationShortcutItems": [{"UIApplicationShortcutItemType": "a", "UIApplicationShortcutItemTitle": "A", "UIApplicationShortcutItemUserInfo": {"x": null}}]}"#
        )
        #expect(null?.entryIndex == 0)
        #expect(null?.key == "UIApplicationShortcutItemUserInfo")
        #expect(null?.problem == .unsupportedValue("null"))

        let unrelatedNull =
            #"{"CFBundleName": null, "UIApplicationShortcutItems": [{"UIApplicationShortcutItemType": "a", "UIApplicationShortcutItemTitle": "A"}]}"#
        #expect(
            try ShortcutItemConfiguration.parse(Data(unrelatedNull.utf8), format: .json, file: "Info.json").map(\.type)
                == ["a"],
            "nulls outside the quick actions are ignored")

        let userInfo = problem(
            """
            <plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><dict>
            <key>UIApplicationShortcutItemType</key><string>a</string><key>UIApplicationShortcutItemTitle</key><string>A</string>
            <key>UIApplicationShortcutItemUserInfo</key><string>oops</string></dict></array></dict></plist>
            """, format: .propertyList)
        #expect(userInfo?.entryIndex == 0)
        #expect(userInfo?.key == "UIApplicationShortcutItemUserInfo")
        #expect(userInfo?.problem == .wrongType(expected: "dictionary", found: "string"))
    }

    @Test("8.4: unparseable and unreadable files are reported with the file name, without crashing")
    func unparseableFiles() throws {
        let broken = try temporaryFile(named: "Info.plist", contents: "<plist><dict><key>")
        let error = #expect(throws: ShortcutItemConfigurationError.self) {
            try ShortcutItemConfiguration.load(contentsOf: broken)
        }
        #expect(error?.file == "Info.plist")
        #expect(error?.entryIndex == nil)
        #expect(error?.problem == .notParseable("not a valid property list"))

        let json = try temporaryFile(named: "items.json", contents: "{ \"UIApplicationShortcutItems\": [ ")
        let jsonError = #expect(throws: ShortcutItemConfigurationError.self) {
            try ShortcutItemConfiguration.load(contentsOf: json)
        }
        #expect(jsonError?.problem == .notParseable("not valid JSON"))

        let missing = broken.deletingLastPathComponent().appendingPathComponent("Missing.plist")
        let missingError = #expect(throws: ShortcutItemConfigurationError.self) {
            try ShortcutItemConfiguration.load(contentsOf: missing)
        }
        #expect(missingError?.file == "Missing.plist")
        if case .unreadable? = missingError?.problem {
        } else {
            Issue.record("expected unreadable, got \(String(describing: missingError))")
        }
    }

    @Test("8.4: user info round-trips through property-list objects")
    func propertyListValueConversion() {
        let value: PropertyListValue = [
            "name": "x", "n": 3, "r": 2.5, "flag": true, "list": [1, "two"],
            "data": .data(Data([1, 2])), "when": .date(Date(timeIntervalSince1970: 0)),
        ]
        #expect(PropertyListValue(propertyList: value.propertyListObject) == value)
        #expect(PropertyListValue(propertyList: NSNull()) == nil)
        #expect(PropertyListValue.integer(3).doubleValue == 3)
        #expect(PropertyListValue.string("s").intValue == nil)
    }
}
