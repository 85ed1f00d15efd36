import Foundation

extension UIApplication {
    /// Keys of the launch-options dictionary passed to the delegate's launch methods.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string, as in UIKit (`UIApplicationLaunchOptionsShortcutItemKey`).
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The ``UIApplicationShortcutItem`` the user picked to launch the application (behaviour 8.4).
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
}

/// Home-screen quick actions (behaviour 8.4): static items from the configuration, dynamic items, the list
/// the home screen shows, launching with an item and performing one in the running application.
extension UIApplication {
    // MARK: Items

    /// The application's dynamic quick actions (behaviour 8.4). Reading returns only the dynamic ones (nil
    /// until set), never the static ones from the configuration. Items are copied when set, so later
    /// edits of a ``UIMutableApplicationShortcutItem`` need another assignment; replace the whole array
    /// to change it. Do not trim it yourself: the home screen shows what fits
    /// (``displayedShortcutItems``).
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { forceTouchState.dynamicShortcutItems }
        set { forceTouchState.dynamicShortcutItems = newValue?.map { $0.copy() } }
    }

    /// The static quick actions of the application's configuration (Info.plist's
    /// `UIApplicationShortcutItems`), in declaration order; empty by default. Usually set by
    /// ``loadShortcutItems(fromConfigurationAt:)``. A ResponderKit addition: on iOS the system reads the
    /// bundle.
    public var staticShortcutItems: [UIApplicationShortcutItem] {
        get { forceTouchState.staticShortcutItems }
        set { forceTouchState.staticShortcutItems = newValue.map { $0.copy() } }
    }

    /// Reads the static quick actions from the configuration file at `url` (a property list or JSON; see
    /// ``ShortcutItemConfiguration``) into ``staticShortcutItems``. On error nothing changes.
    public func loadShortcutItems(fromConfigurationAt url: URL) throws(ShortcutItemConfigurationError) {
        forceTouchState.staticShortcutItems = try ShortcutItemConfiguration.load(contentsOf: url)
    }

    /// How many quick actions the home screen shows. Default
    /// ``ForceTouchConstants/maximumDisplayedShortcutItems`` (4, the iOS 9 limit; later systems document
    /// only "a system limit").
    public var maximumDisplayedShortcutItems: Int {
        get { forceTouchState.maximumDisplayedShortcutItems }
        set { forceTouchState.maximumDisplayedShortcutItems = max(0, newValue) }
    }

    /// The quick actions the home screen shows: the static ones first, then the dynamic ones, at most
    /// ``maximumDisplayedShortcutItems`` (behaviour 8.4). A ResponderKit addition: the headless home screen.
    ///
    /// Dynamic items can only have been set by a run of the application, so items present before
    /// ``launch(with:)`` stand for those a previous run left (which iOS shows after an update, behaviour 8.4).
    public var displayedShortcutItems: [UIApplicationShortcutItem] {
        Array(
            (forceTouchState.staticShortcutItems + (forceTouchState.dynamicShortcutItems ?? []))
                .prefix(forceTouchState.maximumDisplayedShortcutItems))
    }

    // MARK: Launching and performing

    /// Whether ``launch(with:)`` ran.
    public var hasFinishedLaunching: Bool { forceTouchState.hasFinishedLaunching }

    /// Launches the application, as the system does for an application that was not running: calls the
    /// delegate's `application(_:willFinishLaunchingWithOptions:)` and then
    /// `application(_:didFinishLaunchingWithOptions:)` with `launchOptions`. When the options carry a
    /// ``LaunchOptionsKey/shortcutItem`` (the user picked a quick action) and both methods returned true,
    /// the delegate's `application(_:performActionFor:completionHandler:)` follows; returning false from
    /// either, after handling the item, suppresses that call (behaviour 8.4). Returns what
    /// `didFinishLaunchingWithOptions` returned (true without a delegate). Launching twice does nothing
    /// the second time and returns false. A ResponderKit addition: on iOS the system launches.
    @discardableResult
    public func launch(with launchOptions: [LaunchOptionsKey: Any]? = nil) -> Bool {
        guard !forceTouchState.hasFinishedLaunching else { return false }
        forceTouchState.hasFinishedLaunching = true
        guard let delegate else { return true }
        let willFinish = delegate.application(self, willFinishLaunchingWithOptions: launchOptions)
        let didFinish = delegate.application(self, didFinishLaunchingWithOptions: launchOptions)
        if willFinish, didFinish, let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
            delegate.application(self, performActionFor: item) { _ in }
        }
        return didFinish
    }

    /// What the home screen does when the user picks `shortcutItem` (behaviour 8.4): an application that has
    /// not launched yet is launched with it (``launch(with:)`` with ``LaunchOptionsKey/shortcutItem``); a
    /// running one gets the delegate's `application(_:performActionFor:completionHandler:)`, whose answer
    /// reaches `completion`. Any item may be passed, displayed or not. A ResponderKit addition.
    public func performShortcutItem(
        _ shortcutItem: UIApplicationShortcutItem, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        guard forceTouchState.hasFinishedLaunching else {
            launch(with: [.shortcutItem: shortcutItem])
            return
        }
        guard let delegate else {
            completion?(false)
            return
        }
        delegate.application(self, performActionFor: shortcutItem) { succeeded in completion?(succeeded) }
    }
}

extension UIApplicationDelegate {
    /// Called when launching has begun (behaviour 8.4). Default: returns true. Returning false (after
    /// handling a quick action in the launch options) suppresses the later
    /// `application(_:performActionFor:completionHandler:)` call.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    /// Called when launching is almost done; `launchOptions[.shortcutItem]` holds the quick action that
    /// launched the application, if any (behaviour 8.4). Default: returns true. Returning false after handling
    /// the quick action suppresses the later `application(_:performActionFor:completionHandler:)` call.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    /// Called when the user picks one of the application's quick actions on the home screen while it runs
    /// (or after a launch with one whose launch methods returned true); call `completionHandler` with
    /// whether you handled it (behaviour 8.4). Default: calls `completionHandler(false)`.
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(false)
    }
}
