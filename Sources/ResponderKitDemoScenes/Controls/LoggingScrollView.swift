import Foundation
import ResponderKit

/// A scroll view that notes the two questions it answers about its content's touches (behaviour 7):
/// `touchesShouldBegin(_:with:in:)`, asked when the content-touch delay lets a touch through, and
/// `touchesShouldCancel(in:)`, asked before a drag would take a touch the content is already tracking.
public final class LoggingScrollView: UIScrollView {
    /// The log the object notes what it receives in.
    public let log: EventLog
    /// The common fix for buttons in scroll views: when true, `touchesShouldCancel(in:)` answers true for
    /// controls too, so a drag that starts on a button still scrolls. Default false: UIKit's answer.
    public var cancelsControlTouches = false

    /// Creates the view named `name` (its `accessibilityIdentifier`), noting what it receives in `log`.
    public init(_ name: String, frame: CGRect, log: EventLog) {
        self.log = log
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    /// The demo builds its views in code; there is no archive to decode.
    public required init?(coder: NSCoder) { nil }

    /// The name the logs print for this view: its `accessibilityIdentifier`, else its class.
    public var name: String { accessibilityIdentifier ?? "\(type(of: self))" }

    public override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        let answer = super.touchesShouldBegin(touches, with: event, in: view)
        log.record(name, "touchesShouldBegin(_:with:in: \(DispatchLog.name(of: view))) -> \(answer)")
        return answer
    }

    public override func touchesShouldCancel(in view: UIView) -> Bool {
        let isControl = view is UIControl
        let answer = cancelsControlTouches || super.touchesShouldCancel(in: view)
        let why =
            cancelsControlTouches
            ? "overridden to answer true for controls too"
            : isControl ? "the default answer for a UIControl" : "the default answer for a view that is not a control"
        log.record(name, "touchesShouldCancel(in: \(DispatchLog.name(of: view))) -> \(answer) (\(why))")
        return answer
    }
}

/// The scroll view's delegate: notes every call, in order, with the content offset.
@MainActor
public final class ScrollLogger: UIScrollViewDelegate {
    /// The log the object notes what it receives in.
    public let log: EventLog
    private let source = "scrollView delegate"

    /// Creates the object, noting what it receives in `log`.
    public init(log: EventLog) {
        self.log = log
    }

    /// Notes the call.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        log.record(source, "scrollViewWillBeginDragging, contentOffset \(format(scrollView.contentOffset))")
    }

    /// Notes the call with the content offset.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        log.record(
            source, "scrollViewDidScroll, contentOffset \(format(scrollView.contentOffset))",
            kind: "scrollViewDidScroll")
    }

    /// Notes the call with the velocity and the target offset.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        log.record(
            source,
            "scrollViewWillEndDragging, contentOffset \(format(scrollView.contentOffset)), velocity \(format(velocity)) pt/ms, "
                + "will come to rest at \(format(targetContentOffset.pointee))")
    }

    /// Notes the call.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.record(source, "scrollViewDidEndDragging, willDecelerate \(decelerate)")
    }

    /// Notes the call.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        log.record(source, "scrollViewWillBeginDecelerating")
    }

    /// Notes the call.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        log.record(source, "scrollViewDidEndDecelerating, contentOffset \(format(scrollView.contentOffset))")
    }
}
