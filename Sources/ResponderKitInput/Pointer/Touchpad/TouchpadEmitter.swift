import Foundation
import ResponderKit

/// What a touchpad sends, built in one place for every touchpad machine: the pointer's location on the
/// screen (clamped to it) and its buttons, scroll steps, transform steps and system swipes, each a
/// ``PointerDeviceOutput`` on the application's clock. It remembers the buttons it last sent, so that a
/// change of the buttons is sent once.
struct TouchpadEmitter: Sendable {
    /// The device's identifier in the outputs.
    let deviceID: Int
    /// The screen the pointer moves over, in points.
    let screen: CGRect
    /// Where the pointer is, in screen points (starts at the screen's centre).
    private(set) var location: CGPoint
    private var sentButtons: UIEvent.ButtonMask = []

    /// An emitter for the device `deviceID` over `screen` (standardized).
    init(deviceID: Int, screen: CGRect) {
        self.deviceID = deviceID
        self.screen = screen.standardized
        location = CGPoint(x: self.screen.midX, y: self.screen.midY)
    }

    /// Sends the pointer with `buttons` when they differ from the buttons last sent.
    mutating func send(buttons: UIEvent.ButtonMask, at time: TimeInterval, into output: inout [PointerDeviceOutput]) {
        guard buttons != sentButtons else { return }
        sendPointer(buttons: buttons, at: time, into: &output)
    }

    /// Moves the pointer by `points`, clamped to the screen, and sends it with `buttons` if it moved.
    mutating func move(
        by points: (dx: Double, dy: Double), buttons: UIEvent.ButtonMask, at time: TimeInterval,
        into output: inout [PointerDeviceOutput]
    ) {
        let x = min(max(Double(location.x) + points.dx, Double(screen.minX)), Double(screen.maxX).nextDown)
        let y = min(max(Double(location.y) + points.dy, Double(screen.minY)), Double(screen.maxY).nextDown)
        let moved = CGPoint(x: x.isFinite ? x : Double(location.x), y: y.isFinite ? y : Double(location.y))
        guard moved != location else { return }
        location = moved
        sendPointer(buttons: buttons, at: time, into: &output)
    }

    /// Sends a continuous trackpad scroll step at the pointer.
    func scroll(
        _ delta: CGVector, phase: PointerGesturePhase, isMomentum: Bool = false, at time: TimeInterval,
        into output: inout [PointerDeviceOutput]
    ) {
        output.append(
            .scroll(
                ScrollInput(
                    timestamp: time, deviceID: deviceID, device: .trackpad, location: location,
                    kind: .continuous, phase: phase, delta: delta, isMomentum: isMomentum)))
    }

    /// Sends a transform step at the pointer: `scale` and `rotation` since the transform began.
    func transform(
        scale: CGFloat, rotation: CGFloat, phase: PointerGesturePhase, at time: TimeInterval,
        into output: inout [PointerDeviceOutput]
    ) {
        output.append(
            .transform(
                TransformInput(
                    timestamp: time, deviceID: deviceID, location: location, phase: phase, scale: scale,
                    rotation: rotation)))
    }

    /// Sends a system swipe step, for the system router.
    func swipe(
        fingers: Int, direction: SystemSwipeInput.Direction, translation: CGVector, phase: PointerGesturePhase,
        at time: TimeInterval, into output: inout [PointerDeviceOutput]
    ) {
        output.append(
            .systemSwipe(
                SystemSwipeInput(
                    timestamp: time, deviceID: deviceID, fingers: fingers, phase: phase, translation: translation,
                    direction: direction)))
    }

    private mutating func sendPointer(
        buttons: UIEvent.ButtonMask, at time: TimeInterval, into output: inout [PointerDeviceOutput]
    ) {
        sentButtons = buttons
        output.append(
            .pointer(
                PointerInput(
                    timestamp: time, deviceID: deviceID, device: .trackpad, location: location, buttons: buttons)))
    }
}
