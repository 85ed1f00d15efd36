import Foundation

/// One instance of the application's user interface (UIKit's `UIScene`); ResponderKit's scenes are
/// ``UIWindowScene``s.
///
/// Scenes are made and driven by the system side: ``UIApplication/connectScene(delegate:options:)``,
/// then ``UIApplication/activate(_:)``, ``UIApplication/deactivate(_:)``,
/// ``UIApplication/moveToBackground(_:)`` and ``UIApplication/disconnect(_:)``. Each change calls the
/// ``delegate`` and then posts the matching notification (`object`: the scene), as listed in
/// ``UISceneDelegate``. A scene belongs to one application for its whole life and is its
/// application's next responder's predecessor: a scene's ``next`` is its application, and the next
/// responder of a window in a scene is the scene.
@MainActor
open class UIScene: UIResponder {
    /// The states of a scene.
    public enum ActivationState: Int, Sendable {
        /// Not connected, or connected but not yet in the foreground or background.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen but not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// What caused a scene's connection, handed to `scene(_:willConnectTo:options:)`.
    @MainActor
    public final class ConnectionOptions {
        /// The quick action the user picked to open the scene, if any (behaviour 8.4). Default nil.
        public let shortcutItem: UIApplicationShortcutItem?

        /// Creates connection options (a ResponderKit addition: in UIKit the system makes them).
        public init(shortcutItem: UIApplicationShortcutItem? = nil) {
            self.shortcutItem = shortcutItem
        }
    }

    /// The application the scene belongs to.
    public private(set) weak var application: UIApplication?
    /// The scene's session.
    public let session: UISceneSession
    /// The scene's delegate, which the scene retains (as UIKit's does: the system creates it for the scene).
    open var delegate: (any UISceneDelegate)?
    /// The scene's current state. ``ActivationState/unattached`` until the scene first enters the
    /// foreground or the background, and again after it disconnected.
    public internal(set) var activationState: ActivationState = .unattached
    /// A title for the scene. Default nil.
    open var title: String?

    init(application: UIApplication, session: UISceneSession) {
        self.application = application
        self.session = session
        super.init()
        session.scene = self
    }

    /// The application.
    open override var next: UIResponder? { application }

    // MARK: Transitions (driven by UIApplication+Scenes.swift)

    /// Moves the scene one step towards `target`, calling the delegate then posting the notification
    /// for each step: unattached or background → foreground inactive → foreground active, and back.
    /// The application's state follows (Application/UIApplication+State.swift).
    func move(to target: ActivationState) {
        // Leaving for unattached is a disconnection (UIApplication.disconnect(_:)), not a state step.
        guard target != .unattached else { return }
        while activationState != target {
            switch (activationState, target) {
            case (.foregroundActive, _):
                delegate?.sceneWillResignActive(self)
                post(Self.willDeactivateNotification)
                activationState = .foregroundInactive
                application?.sceneDidResignActive(self)
            case (.foregroundInactive, .foregroundActive):
                activationState = .foregroundActive
                delegate?.sceneDidBecomeActive(self)
                post(Self.didActivateNotification)
            case (.foregroundInactive, _), (.unattached, .background):
                activationState = .background
                delegate?.sceneDidEnterBackground(self)
                post(Self.didEnterBackgroundNotification)
            case (.unattached, _), (.background, _):
                delegate?.sceneWillEnterForeground(self)
                post(Self.willEnterForegroundNotification)
                activationState = .foregroundInactive
            }
            application?.sceneStatesDidChange()
        }
    }

    func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
