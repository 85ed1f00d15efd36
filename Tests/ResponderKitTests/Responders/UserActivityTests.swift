import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 3.5 (userActivity: UIKit manages and saves it, calls updateUserActivityState on every responder
// sharing it after clearing userInfo, invalidates an activity no responder supports; restoreUserActivityState
// on the objects passed to the restoration handler).

/// A responder that writes its state into the activity when asked, and records restorations.
@MainActor
private final class DocumentResponder: UIResponder {
    let name: String
    let log: KeyboardTestLog
    var state: [String: String] = [:]
    var userInfoSeenOnUpdate: [[AnyHashable: Any]?] = []
    init(_ name: String, log: KeyboardTestLog) {
        self.name = name
        self.log = log
    }
    override func updateUserActivityState(_ activity: NSUserActivity) {
        userInfoSeenOnUpdate.append(activity.userInfo)
        log.entries.append("\(name).update")
        activity.addUserInfoEntries(from: state)
        super.updateUserActivityState(activity)
    }
    override func restoreUserActivityState(_ activity: NSUserActivity) {
        log.entries.append("\(name).restore(\(activity.activityType))")
    }
}

/// An app delegate that continues activities by passing `restorers` to the handler.
@MainActor
private final class ContinuingDelegate: UIApplicationDelegate {
    var restorers: [any UIUserActivityRestoring] = []
    var answer = true
    var continued: [String] = []
    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        continued.append(userActivity.activityType)
        restorationHandler(restorers)
        return answer
    }
}

/// A delegate implementing nothing.
@MainActor
private final class SilentDelegate: UIApplicationDelegate {}

@Suite("User activity (behaviour 3.5)")
@MainActor
struct UserActivityTests {

    @Test("behaviour 3.5: userActivity is nil by default; a new activity has Foundation's defaults")
    func defaults() {
        #expect(UIResponder().userActivity == nil)
        let activity = NSUserActivity(activityType: "com.example.edit")
        #expect(activity.activityType == "com.example.edit")
        #expect(activity.title == nil)
        #expect(activity.userInfo?.isEmpty == true)
        #expect(!activity.needsSave)
        #expect(activity.isEligibleForHandoff)
        #expect(!activity.isEligibleForSearch)
        #expect(!activity.isCurrent)
        #expect(!activity.isInvalidated)
    }

    @Test(
        "behaviour 3.5: saving clears userInfo, then calls updateUserActivityState on every responder sharing the activity"
    )
    func saveUpdatesEverySharingResponder() throws {
        let app = UIApplication()
        let log = KeyboardTestLog()
        let editor = DocumentResponder("editor", log: log)
        let sidebar = DocumentResponder("sidebar", log: log)
        editor.state = ["document": "notes.txt"]
        sidebar.state = ["selection": "3"]
        let activity = NSUserActivity(activityType: "com.example.edit")
        activity.userInfo = ["stale": "yes"]
        editor.userActivity = activity
        sidebar.userActivity = activity
        #expect(activity.needsSave)

        app.saveUserActivities()
        #expect(log.entries == ["editor.update", "sidebar.update"])
        #expect(try #require(editor.userInfoSeenOnUpdate.first)?.isEmpty == true)
        let info = try #require(activity.userInfo)
        #expect(info["document"] as? String == "notes.txt")
        #expect(info["selection"] as? String == "3")
        #expect(info["stale"] == nil)
        #expect(!activity.needsSave)

        app.saveUserActivities()  // nothing changed: nothing saved
        #expect(log.entries.count == 2)
        activity.needsSave = true
        app.saveUserActivities()
        #expect(log.entries.count == 4)
    }

    @Test(
        "behaviour 3.5: an activity with no responders left is invalidated; a shared one lives while one responder remains"
    )
    func invalidatedWhenNoRespondersLeft() {
        let log = KeyboardTestLog()
        let first = DocumentResponder("first", log: log)
        let second = DocumentResponder("second", log: log)
        let shared = NSUserActivity(activityType: "shared")
        first.userActivity = shared
        second.userActivity = shared
        first.userActivity = nil
        #expect(!shared.isInvalidated)
        let replacement = NSUserActivity(activityType: "replacement")
        second.userActivity = replacement
        #expect(shared.isInvalidated)
        #expect(!replacement.isInvalidated)
    }

    @Test("behaviour 3.5: when every responder of an activity has gone away, the next save invalidates it")
    func deallocatedRespondersInvalidate() {
        let app = UIApplication()
        let activity = NSUserActivity(activityType: "orphan")
        do {
            let responder = DocumentResponder("gone", log: KeyboardTestLog())
            responder.userActivity = activity
        }
        #expect(!activity.isInvalidated)
        app.saveUserActivities()
        #expect(activity.isInvalidated)
    }

    @Test("behaviour 3.5: becomeCurrent makes one activity current; invalidate ends it for good")
    func currentAndInvalidate() {
        let a = NSUserActivity(activityType: "a")
        let b = NSUserActivity(activityType: "b")
        a.becomeCurrent()
        #expect(a.isCurrent)
        b.becomeCurrent()
        #expect(!a.isCurrent)
        #expect(b.isCurrent)
        b.invalidate()
        #expect(!b.isCurrent)
        b.becomeCurrent()
        #expect(!b.isCurrent)
        a.addUserInfoEntries(from: ["k": 1])
        #expect(a.userInfo?["k"] as? Int == 1)
    }

    @Test(
        "behaviour 3.5: restoreUserActivityState is called on the objects the delegate passes to the restoration handler"
    )
    func restoration() {
        let app = UIApplication()
        let log = KeyboardTestLog()
        let delegate = ContinuingDelegate()
        let editor = DocumentResponder("editor", log: log)
        let view = DocumentResponder("view", log: log)
        delegate.restorers = [editor, view]
        app.delegate = delegate
        let activity = NSUserActivity(activityType: "com.example.edit")
        #expect(app.continueUserActivity(activity))
        #expect(delegate.continued == ["com.example.edit"])
        #expect(log.entries == ["editor.restore(com.example.edit)", "view.restore(com.example.edit)"])
        delegate.answer = false
        #expect(!app.continueUserActivity(activity))
    }

    @Test(
        "behaviour 3.5: without a delegate, or with one that does not implement the method, the activity is not continued"
    )
    func noContinuation() {
        let app = UIApplication()
        let activity = NSUserActivity(activityType: "x")
        #expect(!app.continueUserActivity(activity))
        let silent = SilentDelegate()
        app.delegate = silent
        #expect(!app.continueUserActivity(activity))
    }
}
