import Foundation
import ResponderKit

/// The third part's application, window and views: a button, a scroll view holding a button, and one
/// responder per kind of event that is not a touch (shake, remote control, keys, force presses). Every
/// view has an `accessibilityIdentifier`: it is the name the logs print.
@MainActor
public final class ControlsScene: LoggedScene {
    /// The root view controller (it offers Command-E "Archive").
    public let controller: ControlsViewController
    /// The root view controller's view.
    public let rootView: UIView
    /// The button that logs every control event it sends.
    public let tapButton: LoggingButton
    /// The scroll view (content 335 × 900) holding `scrollButton`.
    public let scrollView: LoggingScrollView
    let scrollDelegate: ScrollLogger
    /// The button in the scroll view's content.
    public let scrollButton: LoggingButton
    /// The view that handles motion (shake) events.
    public let shakeView: ShakeView
    /// The child view controller that handles remote-control events.
    public let player: PlayerViewController
    /// The view that implements `copy(_:)` and handles key presses.
    public let note: NoteView
    /// The child view controller whose rows are registered for peek and pop.
    public let inbox: InboxViewController

    /// One line of explanation per view, for the scene overview.
    private var remarks = ViewRemarks([])

    /// Builds the scene in an application of its own on a virtual clock, apart from the other parts', and
    /// makes its window key and visible.
    public init() {
        let app = UIApplication()
        let log = EventLog(application: app)
        controller = ControlsViewController(log: log)
        rootView = UIView(frame: .zero)
        rootView.accessibilityIdentifier = "rootView"

        tapButton = LoggingButton("tapButton", frame: CGRect(x: 120, y: 40, width: 135, height: 44), log: log)
        scrollView = LoggingScrollView("scrollView", frame: CGRect(x: 20, y: 120, width: 335, height: 200), log: log)
        scrollView.contentSize = CGSize(width: 335, height: 900)
        scrollDelegate = ScrollLogger(log: log)
        scrollView.delegate = scrollDelegate
        scrollButton = LoggingButton("scrollButton", frame: CGRect(x: 100, y: 30, width: 135, height: 44), log: log)
        shakeView = ShakeView("shakeView", frame: CGRect(x: 20, y: 340, width: 160, height: 60), log: log)
        player = PlayerViewController(frame: CGRect(x: 195, y: 340, width: 160, height: 60), log: log)
        note = NoteView(
            "noteView", frame: CGRect(x: 20, y: 420, width: 335, height: 50),
            text: "Meet at the station at 9", log: log)
        inbox = InboxViewController(frame: CGRect(x: 20, y: 490, width: 335, height: 160), log: log)
        super.init(app: app, log: log, windowName: "controlsWindow", recordsExplanations: false)

        nameScrollViewRecognizers()
        assemble()
        describeViews()
        startCopyingExplanations()
    }

    /// Forgets what the previous step recorded, and the buttons' events.
    public override func clearLogs() {
        super.clearLogs()
        tapButton.forgetEvents()
        scrollButton.forgetEvents()
    }

    /// One line that explains `view`, for the scene overview; nil for a view the scene did not build.
    public override func remark(for view: UIView) -> String? {
        remarks[view]
    }

    /// The scroll view's recognizers are UIKit's private ones; naming them makes the explanation log
    /// readable.
    private func nameScrollViewRecognizers() {
        for recognizer in scrollView.gestureRecognizers ?? [] where recognizer !== scrollView.panGestureRecognizer {
            recognizer.name = "contentDelay"
        }
        scrollView.panGestureRecognizer.name = "scrollPan"
    }

    private func assemble() {
        scrollView.addSubview(scrollButton)
        for view: UIView in [tapButton, scrollView, shakeView, note] { rootView.addSubview(view) }
        controller.view = rootView
        // Child view controllers: add the child, add its view, tell it it moved.
        for child: UIViewController in [player, inbox] {
            controller.addChild(child)
            rootView.addSubview(child.view)
            child.didMove(toParent: controller)
        }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        // The demo's "device" has 3D Touch: the inbox registers its rows for peek and pop.
        app.forceTouchCapability = .available
        inbox.registerRowsForPreviewing()
    }

    private func describeViews() {
        var notes: [(UIView, String)] = [
            (rootView, "the root view controller's view; its controller offers Command-E \"Archive\" in keyCommands"),
            (tapButton, "a UIButton that logs every control event it sends"),
            (
                scrollView,
                "a UIScrollView, contentSize \(format(scrollView.contentSize.width)) x "
                    + "\(format(scrollView.contentSize.height)), delaysContentTouches = \(scrollView.delaysContentTouches)"
            ),
            (scrollButton, "a UIButton in the scroll view's content"),
            (shakeView, "canBecomeFirstResponder; handles motion events"),
            (player.view, "the view of PlayerViewController, which handles remote-control events"),
            (note, "canBecomeFirstResponder; implements copy:"),
            (inbox.view, "the view of InboxViewController, the previewing delegate of its rows"),
        ]
        for row in inbox.rows { notes.append((row, "\"\(row.subject)\", registered for previewing")) }
        remarks = ViewRemarks(notes)
    }

    /// Copies the explanation-log lines that say why touches went where they went (recognizer states,
    /// touches held, released or cancelled, what views were sent) into the step's log. Hit-testing, the
    /// responder chain and resets are parts 1 and 2's subject and are left out here.
    override func copiesExplanation(_ entry: DispatchLog.Entry) -> Bool {
        switch entry {
        case .hitTest, .touchBegan, .forwarded, .participants, .gestureReset:
            false
        case .delivered(_, let view, _, _) where inbox.rows.contains(where: { $0.name == view }):
            false  // the rows note their own touch methods, with the force
        default:
            true
        }
    }
}
