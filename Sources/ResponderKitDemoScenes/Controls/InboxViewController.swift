import Foundation
import ResponderKit

/// A message shown by peek and pop (behaviour 8.4).
public final class MessageViewController: UIViewController {
    /// The message's subject.
    public let subject: String

    /// Creates the preview of the message with `subject`.
    public init(subject: String) {
        self.subject = subject
        super.init()
    }

    /// The demo builds its views in code; there is no archive to decode.
    public required init?(coder: NSCoder) { nil }

    public override var description: String { "MessageViewController \"\(subject)\"" }
}

/// A row of the inbox: a plain view that notes its touches and handles them itself.
public final class RowView: UIView {
    /// The log the object notes what it receives in.
    public let log: EventLog
    /// The message's subject.
    public let subject: String

    /// Creates the row named `name` for the message with `subject`, noting its touches in `log`.
    public init(_ name: String, frame: CGRect, subject: String, log: EventLog) {
        self.log = log
        self.subject = subject
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    /// The demo builds its views in code; there is no archive to decode.
    public required init?(coder: NSCoder) { nil }

    /// The name the logs print for this view: its `accessibilityIdentifier`, else its class.
    public var name: String { accessibilityIdentifier ?? "\(type(of: self))" }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("touchesBegan", touches) }
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("touchesMoved", touches) }
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("touchesEnded", touches) }
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("touchesCancelled", touches)
    }

    private func note(_ method: String, _ touches: Set<UITouch>) {
        let force = touches.first.map { ", force \(format($0.force))" } ?? ""
        log.record(name, method + force, kind: method)
    }
}

/// A list of messages whose rows can be peeked and popped: each row is registered as a source view,
/// and the controller is the previewing delegate (behaviour 8.4).
public final class InboxViewController: UIViewController, UIViewControllerPreviewingDelegate {
    static let subjects = ["Lunch on Friday", "Quarterly report", "Your parcel is on its way", "Team photo"]
    /// The log the object notes what it receives in.
    public let log: EventLog
    private let frame: CGRect
    /// The inbox's rows, top to bottom.
    public private(set) var rows: [RowView] = []

    /// Creates the controller whose view has `frame`, noting what it receives in `log`.
    public init(frame: CGRect, log: EventLog) {
        self.frame = frame
        self.log = log
        super.init()
    }

    /// The demo builds its views in code; there is no archive to decode.
    public required init?(coder: NSCoder) { nil }

    public override func loadView() {
        view = UIView(frame: frame)
        view.accessibilityIdentifier = "inbox"
        let height = frame.height / CGFloat(Self.subjects.count)
        for (index, subject) in Self.subjects.enumerated() {
            let row = RowView(
                "row\(index)", frame: CGRect(x: 0, y: CGFloat(index) * height, width: frame.width, height: height),
                subject: subject, log: log)
            view.addSubview(row)
            rows.append(row)
        }
    }

    /// Registers every row, as UIKit apps do once the view is in a window that reports 3D Touch.
    func registerRowsForPreviewing() {
        guard traitCollection.forceTouchCapability == .available else { return }
        for row in rows { registerForPreviewing(with: self, sourceView: row) }
    }

    /// Returns the preview of the pressed row's message (peek), noting it.
    public func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing,
        viewControllerForLocation location: CGPoint
    ) -> UIViewController? {
        guard let row = previewingContext.sourceView as? RowView else { return nil }
        let message = MessageViewController(subject: row.subject)
        log.record(
            "inbox",
            "previewingContext(_:viewControllerForLocation: \(format(location)) in \(row.name)) "
                + "-> \(message)")
        return message
    }

    /// Notes that the preview was committed (pop).
    public func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
    ) {
        log.record("inbox", "previewingContext(_:commit: \(viewControllerToCommit)): presents it")
        present(viewControllerToCommit, animated: true)
    }
}
