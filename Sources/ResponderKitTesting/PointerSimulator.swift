import Foundation
@_exported import ResponderKit

/// Scripts a mouse or a trackpad as the application's pointer on its virtual clock, for tests
/// (behaviour 12): moves and hovers, clicks and secondary clicks, continuous (trackpad) and discrete (wheel)
/// scrolls, pinches and rotations.
///
/// Like ``TouchSimulator``, every call feeds hardware-level input (`PointerInput`, `ScrollInput`,
/// `TransformInput`) into the application's queue, stamped on its clock, and runs the run loop to the end
/// of the script, so timers fire in order and nothing sleeps.
///
/// ```swift
/// let pointer = PointerSimulator(application: app)
/// pointer.move(to: CGPoint(x: 100, y: 100))        // hovers: UIHoverGestureRecognizer begins
/// pointer.click()                                  // a touch sequence with buttonMask .primary
/// pointer.secondaryClick()                         // buttonMask .secondary
/// pointer.scroll(by: CGVector(dx: 0, dy: -200))    // a trackpad's two-finger scroll
/// pointer.scrollWheel(detents: 3)                  // three mouse-wheel steps
/// pointer.pinch(to: 2)                             // a trackpad pinch
/// ```
@MainActor
public final class PointerSimulator {
    /// The application receiving the input.
    public let application: UIApplication
    /// The device the input comes from. Default `.mouse`; scrolls of kind `.continuous`, pinches and
    /// rotations always come from a trackpad.
    public var device: PointerDeviceKind
    /// The device's identifier in the input. Default 0.
    public var deviceID = 0
    /// Samples per second while moving, scrolling or transforming. Default 120.
    public var sampleRate: Double = 120
    /// How long a click holds its buttons down. Default 0.08 s.
    public var clickDuration: TimeInterval = 0.08
    /// How far one wheel detent scrolls, in points. Default 10.
    public var pointsPerDetent: CGFloat = 10
    /// Where the pointer is, in screen points.
    public private(set) var location: CGPoint
    /// The buttons held down.
    public private(set) var buttons: UIEvent.ButtonMask = []

    /// Creates a simulator feeding `application`, with the pointer at `location` (not sent until it moves).
    public init(application: UIApplication, device: PointerDeviceKind = .mouse, location: CGPoint = .zero) {
        self.application = application
        self.device = device
        self.location = location
    }

    /// The application's current time.
    public var now: TimeInterval { application.clock.now }

    /// Runs the application's clock forward by `interval` (no input is sent).
    public func wait(_ interval: TimeInterval) {
        application.advance(by: interval)
    }

    // MARK: Moving and clicking

    /// Moves the pointer to `point` in a straight line over `duration` (0: one sample), with the buttons held
    /// now: it hovers while none is down, and drags the click in progress otherwise.
    public func move(to point: CGPoint, duration: TimeInterval = 0) {
        let start = location, time = now
        let steps = stepCount(duration)
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            location = CGPoint(x: start.x + (point.x - start.x) * fraction, y: start.y + (point.y - start.y) * fraction)
            send(
                PointerInput(
                    timestamp: stamp(time, duration, step, steps), deviceID: deviceID, device: device,
                    location: location, buttons: buttons))
        }
        application.run(until: time + duration)
    }

    /// Puts the pointer at `point` at once and hovers there (no button may be held).
    public func hover(at point: CGPoint) {
        move(to: point)
    }

    /// Presses `buttons` (added to those held) where the pointer is: a click starts when the first goes down.
    public func press(_ buttons: UIEvent.ButtonMask = .primary) {
        self.buttons.formUnion(buttons)
        send(
            PointerInput(timestamp: now, deviceID: deviceID, device: device, location: location, buttons: self.buttons))
        application.runUntilIdle()
    }

    /// Releases `buttons` (default: all held): the click ends when none is left, and the pointer hovers again.
    public func release(_ buttons: UIEvent.ButtonMask? = nil) {
        self.buttons.subtract(buttons ?? self.buttons)
        send(
            PointerInput(timestamp: now, deviceID: deviceID, device: device, location: location, buttons: self.buttons))
        application.runUntilIdle()
    }

    /// Clicks `buttons` at `point` (default: where the pointer is): moves there, presses, holds for
    /// ``clickDuration`` and releases.
    public func click(at point: CGPoint? = nil, buttons: UIEvent.ButtonMask = .primary) {
        if let point, point != location { move(to: point) }
        press(buttons)
        wait(clickDuration)
        release(buttons)
    }

    /// A secondary (right) click at `point`, what a context menu listens to.
    public func secondaryClick(at point: CGPoint? = nil) {
        click(at: point, buttons: .secondary)
    }

    // MARK: Scrolling

    /// A trackpad's two-finger scroll by `translation` (UIKit's sign: content follows the fingers) at
    /// `point`, over `duration`: `.began`, one `.changed` per sample, `.ended`. Without `momentum` steps.
    public func scroll(by translation: CGVector, at point: CGPoint? = nil, duration: TimeInterval = 0.2) {
        if let point, point != location { move(to: point) }
        let time = now
        let steps = stepCount(duration)
        send(
            ScrollInput(
                timestamp: time, deviceID: deviceID, device: .trackpad, location: location, kind: .continuous,
                phase: .began, delta: CGVector(dx: 0, dy: 0)))
        let step = CGVector(dx: translation.dx / CGFloat(steps), dy: translation.dy / CGFloat(steps))
        for index in 1...steps {
            send(
                ScrollInput(
                    timestamp: stamp(time, duration, index, steps), deviceID: deviceID, device: .trackpad,
                    location: location, kind: .continuous, phase: .changed, delta: step))
        }
        send(
            ScrollInput(
                timestamp: time + duration, deviceID: deviceID, device: .trackpad, location: location,
                kind: .continuous, phase: .ended, delta: CGVector(dx: 0, dy: 0)))
        application.run(until: time + duration)
    }

    /// Turns a mouse wheel by `detents` (positive: the content moves down, as rolling the wheel toward
    /// you) at `point`, one discrete step of ``pointsPerDetent`` per detent, `interval` apart. `horizontal`
    /// turns the horizontal wheel instead.
    public func scrollWheel(
        detents: Int, at point: CGPoint? = nil, horizontal: Bool = false, interval: TimeInterval = 0.05
    ) {
        if let point, point != location { move(to: point) }
        let time = now
        let sign: CGFloat = detents < 0 ? -1 : 1
        for index in 0..<abs(detents) {
            let delta =
                horizontal ? CGVector(dx: sign * pointsPerDetent, dy: 0) : CGVector(dx: 0, dy: sign * pointsPerDetent)
            send(
                ScrollInput(
                    timestamp: time + interval * Double(index), deviceID: deviceID, device: .mouse, location: location,
                    kind: .discrete, phase: .changed, delta: delta))
        }
        application.run(until: time + interval * Double(max(0, abs(detents) - 1)))
    }

    // MARK: Transforms

    /// A trackpad pinch to `scale` at `point`, over `duration`.
    public func pinch(to scale: CGFloat, at point: CGPoint? = nil, duration: TimeInterval = 0.2) {
        transform(at: point, duration: duration) { fraction in (1 + (scale - 1) * fraction, 0) }
    }

    /// A trackpad rotation by `angle` radians (clockwise positive) at `point`, over `duration`.
    public func rotate(by angle: CGFloat, at point: CGPoint? = nil, duration: TimeInterval = 0.2) {
        transform(at: point, duration: duration) { fraction in (1, angle * fraction) }
    }

    private func transform(at point: CGPoint?, duration: TimeInterval, values: (CGFloat) -> (CGFloat, CGFloat)) {
        if let point, point != location { move(to: point) }
        let time = now
        let steps = stepCount(duration)
        send(
            TransformInput(
                timestamp: time, deviceID: deviceID, location: location, phase: .began, scale: 1, rotation: 0))
        var last = (CGFloat(1), CGFloat(0))
        for index in 1...steps {
            last = values(CGFloat(index) / CGFloat(steps))
            send(
                TransformInput(
                    timestamp: stamp(time, duration, index, steps), deviceID: deviceID,
                    location: location, phase: .changed, scale: last.0, rotation: last.1))
        }
        send(
            TransformInput(
                timestamp: time + duration, deviceID: deviceID, location: location, phase: .ended,
                scale: last.0, rotation: last.1))
        application.run(until: time + duration)
    }

    /// The number of samples over `duration` at ``sampleRate`` (at least 1).
    private func stepCount(_ duration: TimeInterval) -> Int {
        max(1, Int((duration * sampleRate - 1e-9).rounded(.up)))
    }

    /// The time of sample `index` of `steps` over `duration` from `time`; the last is exactly at the end, so
    /// that running the loop to the end delivers it.
    private func stamp(_ time: TimeInterval, _ duration: TimeInterval, _ index: Int, _ steps: Int) -> TimeInterval {
        index >= steps ? time + duration : time + duration * Double(index) / Double(steps)
    }

    private func send(_ input: PointerInput) { application.enqueue(.pointer(input)) }
    private func send(_ input: ScrollInput) { application.enqueue(.scroll(input)) }
    private func send(_ input: TransformInput) { application.enqueue(.transform(input)) }
}
