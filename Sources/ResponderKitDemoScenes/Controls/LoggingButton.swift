import Foundation
import ResponderKit

/// A button that notes every control event it sends, in order, with where the finger was, and every
/// change of `isHighlighted`.
///
/// An action is not told which event triggered it, so a single closure registered for `.allEvents`
/// could not say which event it is running for. The button therefore registers one closure per bit
/// of `.allEvents` (32 registrations that together cover `.allEvents`), each knowing its event.
public final class LoggingButton: UIButton {
    /// The log the object notes what it receives in.
    public let log: EventLog
    /// Where the tracked finger was at the last tracking call, in the button's coordinates.
    private var fingerLocation: CGPoint = .zero
    /// The tracked touch's tap count.
    private var tapCount = 1
    /// The names of the events sent since `forgetEvents()`, in order.
    public private(set) var sentEvents: [String] = []

    /// Creates the view named `name` (its `accessibilityIdentifier`), noting what it receives in `log`.
    public init(_ name: String, frame: CGRect, log: EventLog) {
        self.log = log
        super.init(frame: frame)
        accessibilityIdentifier = name
        setTitle(name, for: .normal)
        for bit in 0..<32 {
            let event = UIControl.Event(rawValue: 1 << bit)
            addAction(UIAction { [unowned self] _ in self.note(event) }, for: event)
        }
    }

    /// The demo builds its views in code; there is no archive to decode.
    public required init?(coder: NSCoder) { nil }

    /// The name the logs print for this view: its `accessibilityIdentifier`, else its class.
    public var name: String { accessibilityIdentifier ?? "\(type(of: self))" }

    public override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { log.record(name, "isHighlighted = \(isHighlighted)") } }
    }

    // The tracking methods are where a control subclass learns about its touch (behaviour 6.2).

    public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        fingerLocation = touch.location(in: self)
        tapCount = touch.tapCount
        return super.beginTracking(touch, with: event)
    }

    public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        fingerLocation = touch.location(in: self)
        return super.continueTracking(touch, with: event)
    }

    public override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { fingerLocation = touch.location(in: self) }
        super.endTracking(touch, with: event)
    }

    func forgetEvents() {
        sentEvents.removeAll()
    }

    /// The events sent since `forgetEvents()`, in order, a run of the same event as one name and a count.
    public var sentEventsSummary: String {
        var runs: [(name: String, count: Int)] = []
        for name in sentEvents {
            if runs.last?.name == name { runs[runs.count - 1].count += 1 } else { runs.append((name, 1)) }
        }
        return runs.map { $0.count > 1 ? "\($0.name) x\($0.count)" : $0.name }.joined(separator: ", ")
    }

    private func note(_ event: UIControl.Event) {
        let eventName = String(event.description.dropFirst().dropLast())  // "[touchDown]" -> "touchDown"
        sentEvents.append(eventName)
        switch event {
        case .touchDown, .touchDownRepeat:
            log.record(name, "\(eventName) (tapCount \(tapCount))", kind: eventName)
        case .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside:
            log.record(name, "\(eventName), finger \(whereFingerIs)", kind: eventName)
        default:
            log.record(name, eventName)
        }
    }

    /// Where the finger is relative to the bounds and the 70 pt margin that still counts as inside.
    private var whereFingerIs: String {
        let point = fingerLocation
        let dx = max(bounds.minX - point.x, 0, point.x - bounds.maxX)
        let dy = max(bounds.minY - point.y, 0, point.y - bounds.maxY)
        guard dx > 0 || dy > 0 else { return "at \(format(point)), within the bounds" }
        let distance = format(max(dx, dy))
        return pointMostlyInside(point, with: nil)
            ? "at \(format(point)), \(distance) pt outside the bounds: inside the \(format(touchInsideMargin)) pt margin"
            : "at \(format(point)), \(distance) pt outside the bounds: beyond the \(format(touchInsideMargin)) pt margin"
    }
}
