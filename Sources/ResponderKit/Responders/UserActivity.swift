import Foundation

#if !canImport(Darwin)
/// A user activity: a representation of what the user is doing, to continue it later or on another
/// device (Handoff, search). Foundation on Linux has no `NSUserActivity`, so ResponderKit provides this
/// one with Foundation's names; on Apple platforms Foundation's class is used instead.
///
/// Responders support an activity through ``UIResponder/userActivity``; the application saves the
/// activities its responders support (``UIApplication/saveUserActivities()``).
@MainActor
open class NSUserActivity {
    /// The activity's type, usually a reverse-DNS string declared by the application.
    public let activityType: String
    /// A title for the user. Default nil.
    open var title: String?
    /// The state needed to continue the activity. Default empty.
    open var userInfo: [AnyHashable: Any]? = [:]
    /// The keys of ``userInfo`` that must be present to continue the activity. Default nil.
    open var requiredUserInfoKeys: Set<String>?
    /// Whether the state changed and the activity must be saved again. Default `false`.
    open var needsSave: Bool = false
    /// A web page to continue the activity in a browser. Default nil.
    open var webpageURL: URL?
    /// Search keywords. Default empty.
    open var keywords: Set<String> = []
    /// Whether the activity can be continued on another device. Default `true`.
    open var isEligibleForHandoff: Bool = true
    /// Whether the activity is indexed for search. Default `false`.
    open var isEligibleForSearch: Bool = false
    /// Whether the activity may be indexed publicly. Default `false`.
    open var isEligibleForPublicIndexing: Bool = false
    /// Whether the system may suggest the activity. Default `false`.
    open var isEligibleForPrediction: Bool = false
    /// An identifier for the activity's content. Default nil.
    open var targetContentIdentifier: String?

    /// Whether this is the current activity: the one most recently made current and not resigned or
    /// invalidated (ResponderKit addition; Foundation keeps it private).
    public private(set) var isCurrent = false
    /// Whether ``invalidate()`` was called (ResponderKit addition; Foundation keeps it private).
    public private(set) var isInvalidated = false

    private static weak var currentActivity: NSUserActivity?

    /// Creates an activity of the given type.
    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Adds entries to ``userInfo``, replacing existing ones with the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }

    /// Makes this the current activity; the previous current activity resigns. Does nothing after
    /// ``invalidate()``.
    open func becomeCurrent() {
        guard !isInvalidated else { return }
        if let previous = Self.currentActivity, previous !== self { previous.resignCurrent() }
        Self.currentActivity = self
        isCurrent = true
    }

    /// Stops being the current activity.
    open func resignCurrent() {
        if Self.currentActivity === self { Self.currentActivity = nil }
        isCurrent = false
    }

    /// Ends the activity for good: it stops being current and can no longer become current. The
    /// application stops managing it.
    open func invalidate() {
        resignCurrent()
        isInvalidated = true
        UserActivityRegistry.forget(self)
    }
}
#endif

/// An object that can restore the state of a user activity: what the app delegate passes to the
/// restoration handler of `application(_:continue:restorationHandler:)`. Responders conform.
@MainActor
public protocol UIUserActivityRestoring: AnyObject {
    /// Restores the state described by `userActivity`.
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}

extension UIApplicationDelegate {
    /// Default: the activity is not continued (returns `false`).
    public func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        false
    }
}

/// The activities supported by responders, and the responders supporting each (behaviour 3.5). UIKit keeps
/// this per process; so does ResponderKit.
@MainActor
enum UserActivityRegistry {
    final class WeakResponder {
        weak var responder: UIResponder?
        init(_ responder: UIResponder) { self.responder = responder }
    }

    final class Entry {
        let activity: NSUserActivity
        var responders: [WeakResponder] = []
        init(activity: NSUserActivity) { self.activity = activity }

        var liveResponders: [UIResponder] { responders.compactMap(\.responder) }
    }

    /// In the order the activities were first supported.
    static var entries: [Entry] = []

    static func entry(for activity: NSUserActivity) -> Entry? {
        entries.first { $0.activity === activity }
    }

    static func responder(_ responder: UIResponder, changedActivityFrom old: NSUserActivity?, to new: NSUserActivity?) {
        guard old !== new else { return }
        if let new {
            let entry =
                entry(for: new)
                ?? {
                    let created = Entry(activity: new)
                    entries.append(created)
                    return created
                }()
            entry.responders.removeAll { $0.responder == nil || $0.responder === responder }
            entry.responders.append(WeakResponder(responder))
            new.needsSave = true
        }
        if let old, let entry = entry(for: old) {
            entry.responders.removeAll { $0.responder == nil || $0.responder === responder }
            if entry.responders.isEmpty {
                forget(old)
                old.invalidate()
            }
        }
    }

    static func forget(_ activity: NSUserActivity) {
        entries.removeAll { $0.activity === activity }
    }

    /// Saves every supported activity that needs it; invalidates those whose responders are all gone.
    static func saveAll() {
        for entry in entries {
            let responders = entry.liveResponders
            guard !responders.isEmpty else {
                forget(entry.activity)
                entry.activity.invalidate()
                continue
            }
            guard entry.activity.needsSave else { continue }
            entry.activity.userInfo = [:]
            for responder in responders where responder.userActivity === entry.activity {
                responder.updateUserActivityState(entry.activity)
            }
            entry.activity.needsSave = false
        }
    }
}

extension UIResponder {
    /// ``userActivity`` changed: the activity is supported by this responder (and no longer the old one).
    func userActivityDidChange(from oldValue: NSUserActivity?) {
        UserActivityRegistry.responder(self, changedActivityFrom: oldValue, to: userActivity)
    }
}

extension UIApplication {
    /// Saves the user activities that responders support, as UIKit does before handing an activity
    /// off (the system side calls it): for each activity whose `needsSave` is true, clears its
    /// `userInfo`, calls ``UIResponder/updateUserActivityState(_:)`` on every responder that supports
    /// it, in the order they started to, and sets `needsSave` to false. An activity whose responders have
    /// all gone away is invalidated instead.
    public func saveUserActivities() {
        UserActivityRegistry.saveAll()
    }

    /// Continues a user activity (the system side calls it when the user resumes an activity): asks the
    /// delegate's `application(_:continue:restorationHandler:)`, and calls
    /// ``UIResponder/restoreUserActivityState(_:)`` on every object the delegate passes to the
    /// restoration handler. Returns the delegate's answer (false without a delegate).
    @discardableResult
    public func continueUserActivity(_ activity: NSUserActivity) -> Bool {
        guard let delegate else { return false }
        return delegate.application(self, continue: activity) { objects in
            for object in objects ?? [] { object.restoreUserActivityState(activity) }
        }
    }
}
