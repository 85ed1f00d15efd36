import Foundation
import ResponderKit

/// A mail application that has not been launched yet, with home-screen quick actions (behaviour 8.4): its own
/// application object, since a launch happens once. A quick action is picked as the home screen picks it,
/// through `UIApplication.performShortcutItem(_:completion:)`.
@MainActor
public final class QuickActionScene {
    /// The scene's application, on a virtual clock.
    public let app = UIApplication()
    /// The log the object notes what it receives in.
    public let log: EventLog
    let delegate: MailAppDelegate

    /// Builds the scene in an application of its own on a virtual clock and makes its window key and visible.
    public init() {
        log = EventLog(application: app)
        delegate = MailAppDelegate(log: log)
        app.delegate = delegate
        // What Info.plist's UIApplicationShortcutItems would declare.
        app.staticShortcutItems = [
            UIApplicationShortcutItem(
                type: "com.example.mail.compose", localizedTitle: "New Message",
                localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .compose)),
            UIApplicationShortcutItem(
                type: "com.example.mail.search", localizedTitle: "Search",
                localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .search)),
        ]
        // The dynamic items the application set while it last ran; the home screen keeps them.
        app.shortcutItems = [
            UIApplicationShortcutItem(
                type: "com.example.mail.mailbox", localizedTitle: "Team",
                localizedSubtitle: "3 unread", icon: nil, userInfo: ["mailbox": "team"]),
            UIApplicationShortcutItem(
                type: "com.example.mail.mailbox", localizedTitle: "Family",
                localizedSubtitle: "1 unread", icon: nil, userInfo: ["mailbox": "family"]),
            UIApplicationShortcutItem(
                type: "com.example.mail.mailbox", localizedTitle: "Newsletters",
                localizedSubtitle: nil, icon: nil, userInfo: ["mailbox": "newsletters"]),
        ]
    }

    /// The list the home screen shows, one line per item, and what is left out.
    public func displayedList() -> [String] {
        let staticCount = app.staticShortcutItems.count
        var lines = app.displayedShortcutItems.enumerated().map { index, item in
            "\(index + 1). \(describe(item)) (\(index < staticCount ? "static" : "dynamic"))"
        }
        let all = app.staticShortcutItems + (app.shortcutItems ?? [])
        for item in all.dropFirst(app.displayedShortcutItems.count) {
            lines.append("not shown: \(describe(item)), past the limit of \(app.maximumDisplayedShortcutItems) items")
        }
        return lines
    }
}

/// A quick action as the demo prints it: title, subtitle and what it carries.
func describe(_ item: UIApplicationShortcutItem) -> String {
    var text = "\"\(item.localizedTitle)\""
    if let subtitle = item.localizedSubtitle { text += " / \"\(subtitle)\"" }
    text += ", type \(item.type)"
    if let mailbox = item.userInfo?["mailbox"] { text += ", userInfo mailbox = \(mailbox)" }
    return text
}

/// The mail application's delegate: it opens what a quick action asks for, at launch or while running.
@MainActor
public final class MailAppDelegate: UIApplicationDelegate {
    /// The log the object notes what it receives in.
    public let log: EventLog
    private let source = "appDelegate"

    /// Creates the object, noting what it receives in `log`.
    public init(log: EventLog) {
        self.log = log
    }

    /// Notes the launch and opens the quick action it carries, if any.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.record(source, "application(_:willFinishLaunchingWithOptions:) -> true")
        return true
    }

    /// Handles the quick action that launched the application and returns false, which tells UIKit not to
    /// call `application(_:performActionFor:completionHandler:)` for it as well.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        guard let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem else {
            log.record(source, "application(_:didFinishLaunchingWithOptions:), no quick action -> true")
            return true
        }
        log.record(
            source, "application(_:didFinishLaunchingWithOptions:), launchOptions[.shortcutItem] = \(describe(item))")
        log.record(source, open(item))
        log.record(source, "returns false: the quick action is handled, so performActionFor must not follow")
        return false
    }

    /// Opens the quick action chosen while running.
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        log.record(source, "application(_:performActionFor: \(describe(shortcutItem)))")
        log.record(source, open(shortcutItem))
        completionHandler(true)
    }

    private func open(_ item: UIApplicationShortcutItem) -> String {
        switch item.type {
        case "com.example.mail.compose": return "opens a new message"
        case "com.example.mail.search": return "opens search"
        default: return "opens the \(item.userInfo?["mailbox"]?.stringValue ?? "default") mailbox"
        }
    }
}
