import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Shared by the peek-and-pop suite (PeekPopTests.swift) and the preview recognizer's own suite
// (PreviewForceGestureRecognizerTests.swift).

/// The previewed controller, with preview actions when given some.
@MainActor
final class MessageController: UIViewController {
    let row: Int
    var actions: [any UIPreviewActionItem] = []
    init(row: Int) {
        self.row = row
        super.init()
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var previewActionItems: [any UIPreviewActionItem] { actions }
}

/// A list whose 44-pt rows can be previewed, recording its own touches.
@MainActor
final class ListView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// The list's controller, which is also its previewing delegate.
@MainActor
final class InboxController: UIViewController, UIViewControllerPreviewingDelegate {
    let list = ListView(frame: CGRect(x: 0, y: 100, width: 320, height: 220))  // rows 0...4
    var askedLocations: [CGPoint] = []
    var committed: [UIViewController] = []
    var previewActions: [any UIPreviewActionItem] = []

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.addSubview(list)
    }

    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing,
        viewControllerForLocation location: CGPoint
    ) -> UIViewController? {
        askedLocations.append(location)
        let row = Int(location.y / 44)
        guard row < 3 else { return nil }  // rows 3 and 4 have no preview
        previewingContext.sourceRect = CGRect(x: 0, y: CGFloat(row) * 44, width: 320, height: 44)
        let message = MessageController(row: row)
        message.actions = previewActions
        return message
    }

    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
    ) {
        committed.append(viewControllerToCommit)
    }
}

/// A ``TestScene`` on a 3D Touch capable application whose root view controller is an inbox
/// registered for previewing.
@MainActor
struct PeekScene {
    let scene: TestScene
    var app: UIApplication { scene.application }
    var window: UIWindow { scene.window }
    var device: DeviceSimulator { scene.device }
    let inbox: InboxController
    let context: PreviewingContext

    init() {
        let inbox = InboxController()
        self.inbox = inbox
        let app = UIApplication()
        app.forceTouchCapability = .available
        scene = TestScene(application: app, rootViewController: inbox)
        context = inbox.registerForPreviewing(with: inbox, sourceView: inbox.list)
    }

    /// A point in row `row` of the list, in window coordinates.
    func pointInRow(_ row: Int) -> CGPoint { CGPoint(x: 160, y: 100 + CGFloat(row) * 44 + 22) }
}
