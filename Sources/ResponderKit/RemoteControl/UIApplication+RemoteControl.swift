import Foundation

/// Remote-control events (behaviour 8.2): media keys and remote commands delivered to
/// `remoteControlReceived(with:)`.
///
/// A ``MediaKeyInput`` in the queue becomes a `UIEvent` of type `.remoteControl` whose subtype is the
/// command's (100–109), sent through ``UIApplication/sendEvent(_:)`` to the key window, which hands it to
/// its first responder, or to itself when there is none (behaviour 11); the default
/// `remoteControlReceived(with:)` forwards it up the chain. Nothing is delivered unless the application
/// called ``UIApplication/beginReceivingRemoteControlEvents()``. As on iOS, where the commands reach the
/// now-playing application even in the background, delivery does not depend on ``UIApplication/applicationState``.
extension UIApplication {
    /// Starts delivering remote-control events (behaviour 8.2). Calls do not nest: one
    /// ``endReceivingRemoteControlEvents()`` stops delivery. Until then, media keys are dropped.
    public func beginReceivingRemoteControlEvents() {
        remoteControlState.isReceivingRemoteControlEvents = true
    }

    /// Stops delivering remote-control events.
    public func endReceivingRemoteControlEvents() {
        remoteControlState.isReceivingRemoteControlEvents = false
    }

    /// Whether remote-control events are being delivered: true between
    /// ``beginReceivingRemoteControlEvents()`` and ``endReceivingRemoteControlEvents()``. Default `false`.
    /// A ResponderKit addition.
    public var isReceivingRemoteControlEvents: Bool { remoteControlState.isReceivingRemoteControlEvents }

    /// Run-loop step for `.mediaKey` input.
    func handleMediaKey(_ input: MediaKeyInput) {
        guard remoteControlState.isReceivingRemoteControlEvents else { return }
        sendEvent(UIEvent(type: .remoteControl, subtype: input.command.subtype, timestamp: clock.now))
    }
}
