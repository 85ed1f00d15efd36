import Foundation
import ResponderKit

/// Pointer devices and their system swipes (docs/ipc-protocol.md, section 8, "System swipes"): pointer,
/// scroll and transform input goes to the front application, except from a device whose three- or
/// four-finger swipe is in progress. A swipe takes its device: the click, scroll or transform an
/// application had from it is cancelled (as an edge swipe cancels the touches it takes), the device's
/// input is withheld until the swipe ends and until what was cancelled ends on the device, and the finished
/// swipe is recognized as a system gesture (``SystemSwipeGesture``).
extension RouterState {
    /// What the router knows of one pointer device (by ``PointerInput/deviceID``).
    struct PointerDevice: Equatable {
        /// The application holding the device's click (buttons down), its continuous scroll and its
        /// transform in progress, with the last step of each (to cancel it where it was).
        var click: ApplicationID?
        var scroll: (owner: ApplicationID, last: ScrollInput)?
        var transform: (owner: ApplicationID, last: TransformInput)?
        /// The system swipe in progress.
        var swipe: SystemSwipeTracker?
        /// A click, scroll or transform that a swipe cancelled (or that began during one) is withheld until
        /// it ends on the device.
        var withholdsClick = false
        var withholdsScroll = false
        var withholdsTransform = false

        static func == (a: PointerDevice, b: PointerDevice) -> Bool {
            a.click == b.click && a.scroll?.owner == b.scroll?.owner && a.scroll?.last == b.scroll?.last
                && a.transform?.owner == b.transform?.owner && a.transform?.last == b.transform?.last
                && a.swipe == b.swipe && a.withholdsClick == b.withholdsClick
                && a.withholdsScroll == b.withholdsScroll && a.withholdsTransform == b.withholdsTransform
        }

        /// Whether nothing is remembered (the entry can go).
        var isIdle: Bool {
            click == nil && scroll == nil && transform == nil && swipe == nil && !withholdsClick
                && !withholdsScroll && !withholdsTransform
        }
    }

    /// Routes `.pointer`, `.scroll` and `.transform` input: to the front application, or withheld (counted
    /// in ``withheldPointerInputs``) while its device is held by a system swipe or until what a swipe
    /// cancelled ends.
    mutating func routePointerDevice(_ input: HardwareInput) {
        let deviceID: Int
        switch input {
        case .pointer(let pointer): deviceID = pointer.deviceID
        case .scroll(let scroll): deviceID = scroll.deviceID
        case .transform(let transform): deviceID = transform.deviceID
        default: return
        }
        var device = pointerDevices[deviceID] ?? PointerDevice()
        defer { pointerDevices[deviceID] = device.isIdle ? nil : device }
        let swiping = device.swipe != nil
        var withheld = swiping
        switch input {
        case .pointer(let pointer):
            // A click that a swipe cancelled, or that started during one, is withheld until its buttons go up.
            if swiping || device.withholdsClick {
                device.withholdsClick = !pointer.buttons.isEmpty
                withheld = swiping || !pointer.buttons.isEmpty
            }
            if !withheld { device.click = pointer.buttons.isEmpty ? nil : front }
        case .scroll(let scroll) where scroll.kind == .continuous:
            let continues = scroll.phase == .began || scroll.phase == .changed
            if swiping || (device.withholdsScroll && scroll.phase != .began) {
                device.withholdsScroll = continues
                withheld = true
            } else {
                device.withholdsScroll = false
            }
            if !withheld { device.scroll = continues ? front.map { ($0, scroll) } : nil }
        case .transform(let transform):
            let continues = transform.phase == .began || transform.phase == .changed
            if swiping || (device.withholdsTransform && transform.phase != .began) {
                device.withholdsTransform = continues
                withheld = true
            } else {
                device.withholdsTransform = false
            }
            if !withheld { device.transform = continues ? front.map { ($0, transform) } : nil }
        default:
            break
        }
        if withheld {
            withheldPointerInputs += 1
        } else if let front {
            enqueue(.input(input), to: front)
        }
    }

    /// Handles one step of a system swipe that is within its source's caps (``handle(_:from:)``): its first
    /// step takes the device (cancelling what an application had from it), its end recognizes the gesture.
    /// Never forwarded to an application.
    mutating func route(_ swipe: SystemSwipeInput) {
        lastInputTime = max(lastInputTime, swipe.timestamp)
        var device = pointerDevices[swipe.deviceID] ?? PointerDevice()
        defer { pointerDevices[swipe.deviceID] = device.isIdle ? nil : device }
        guard var tracker = device.swipe else {
            // Only a step that starts or continues a swipe takes the device; a stray end is dropped.
            guard swipe.phase == .began || swipe.phase == .changed else { return }
            takeDevice(&device, at: swipe.timestamp)
            device.swipe = SystemSwipeTracker(first: swipe)
            return
        }
        guard tracker.update(with: swipe) else {
            device.swipe = tracker
            return
        }
        device.swipe = nil
        guard swipe.phase == .ended, let gesture = tracker.recognized(among: configuration.systemSwipes) else {
            return
        }
        announce(systemGesture: gesture.name, at: swipe.timestamp)
        perform(gesture.action)
    }

    /// A swipe takes the device: the application with its click gets `cancelAllContacts` (its views get
    /// `touchesCancelled`), the one with its scroll or transform a `.cancelled` step where it was; the rest
    /// of each is withheld until it ends on the device.
    private mutating func takeDevice(_ device: inout PointerDevice, at time: TimeInterval) {
        if let owner = device.click {
            enqueue(.input(.cancelAllContacts(timestamp: time)), to: owner)
            device.click = nil
            device.withholdsClick = true
        }
        if let (owner, last) = device.scroll {
            var cancelled = last
            cancelled.timestamp = time
            cancelled.phase = .cancelled
            cancelled.delta = .zero
            cancelled.isMomentum = false
            enqueue(.input(.scroll(cancelled)), to: owner)
            device.scroll = nil
            device.withholdsScroll = true
        }
        if let (owner, last) = device.transform {
            var cancelled = last
            cancelled.timestamp = time
            cancelled.phase = .cancelled
            enqueue(.input(.transform(cancelled)), to: owner)
            device.transform = nil
            device.withholdsTransform = true
        }
    }

    private mutating func perform(_ action: SystemGestureAction) {
        switch action {
        case .report:
            break
        case .switchToPreviousApplication:
            if focusOrder.count > 1 { bringToFront(focusOrder[1]) }
        case .switchToNextApplication:
            if focusOrder.count > 1, let last = focusOrder.last { bringToFront(last) }
        }
    }

    /// An input source went away: the swipes of the devices it reported end unrecognized (its clicks,
    /// scrolls and transforms are the applications' to finish, as the input it already sent).
    mutating func endSwipes(ofDevices devices: Set<Int>) {
        for id in devices {
            pointerDevices[id]?.swipe = nil
            if pointerDevices[id]?.isIdle == true { pointerDevices[id] = nil }
        }
    }
}
