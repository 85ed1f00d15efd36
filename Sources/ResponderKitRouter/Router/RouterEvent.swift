import Foundation

/// What a ``SystemRouter`` reports to its event handler (``SystemRouter/setEventHandler(_:)``).
public enum RouterEvent: Equatable, Sendable {
    /// An application registered.
    case applicationRegistered(ApplicationID, name: String)
    /// An application went away (its connection closed, it said goodbye, or it broke the protocol) and
    /// was forgotten; input is routed elsewhere from now on.
    case applicationForgotten(ApplicationID, reason: String)
    /// Another application is in front (nil: none left).
    case frontApplicationChanged(ApplicationID?)
    /// A system gesture was recognized and took its sequence's touches.
    case systemGesture(name: String, timestamp: TimeInterval)
    /// A message for an application could not be encoded (a count or string over ``ProtocolLimits``) and
    /// was dropped.
    case messageDropped(ApplicationID, reason: String)
    /// A connection was refused (its credentials, too many connections, no hello in time) or closed for
    /// breaking the protocol; the reason was also sent to it in a goodbye.
    case connectionRejected(PeerIdentity, reason: String)
    /// A peer said hello: who it is and in which role.
    case peerConnected(PeerIdentity, role: PeerRole)
    /// An input source went away (it closed, said goodbye, broke the protocol or was refused) after
    /// sending `inputs` input messages; `cancelledContacts` of its contacts were still down, and the
    /// touch sequence holding them was cancelled for its application (its views get `touchesCancelled`).
    case inputSourceLeft(PeerIdentity, inputs: Int, cancelledContacts: Int, reason: String)
    /// Input from a source went past one of its caps (``RouterConfiguration/maximumContactsPerSource``,
    /// ``RouterConfiguration/maximumPointerDevicesPerSource``) and was refused: `reason` names the cap,
    /// `refused` counts what that source had refused of this kind so far. The peer is nil for the
    /// router's own input (``SystemRouter/handle(_:)-(HardwareInput)``). Reported at the first refusal,
    /// then each time the count doubles, and when the source leaves, so a flood logs a handful of lines;
    /// ``SystemRouter/refusedContacts`` and ``SystemRouter/refusedPointerInputs`` hold the totals.
    case inputRefused(PeerIdentity?, reason: String, refused: Int)
}

/// An application as the router knows it.
public struct RegisteredApplication: Equatable, Sendable {
    /// Its identifier.
    public var id: ApplicationID
    /// Its name.
    public var name: String
    /// Its windows, back to front, as it last reported them.
    public var windows: [ApplicationWindow]
    /// Whether it is the front (focused) application.
    public var isFront: Bool
}

/// Counters of what the router delivered to one application.
public struct DeliveryStatistics: Equatable, Sendable {
    /// Messages written to the application's channel.
    public var sentMessages = 0
    /// Frames of moves merged into a queued frame because the application fell behind.
    public var coalescedFrames = 0
    /// Messages waiting in the application's outgoing queue.
    public var queuedMessages = 0

    /// Creates counters at zero.
    public init() {}
}
