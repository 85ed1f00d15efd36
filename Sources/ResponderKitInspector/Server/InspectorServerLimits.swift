import Foundation

/// The server's limits (docs/inspector-protocol.md, "Limits and security"): what one connection may
/// send before the server answers with an error and closes it, what it may hold, and how long it may
/// take. Every time limit is a deadline on the server's event loop, counted from a fixed moment (never
/// restarted by a byte received), so a client that trickles cannot stretch it.
extension InspectorLimits {
    /// The longest request line (`GET /path HTTP/1.1`, without its line end), in bytes: longer is
    /// `414 URI Too Long`, answered before the HTTP parser sees more than this.
    public static let maximumRequestLineBytes = 4096
    /// The largest request head (the request line and every header, as the HTTP parser counts them: the
    /// target, names and values), in bytes: larger is `431 Request Header Fields Too Large`.
    public static let maximumRequestHeadBytes = 8192
    /// The most header lines in one request: more is `431`.
    public static let maximumHeaderCount = 64
    /// Seconds from a connection's acceptance until its whole request head must have arrived, however it
    /// trickles: then it is answered `408` and closed.
    public static let requestHeadTimeout: TimeInterval = 10
    /// Connections served at once, at most (fewer when the process may open fewer descriptors: its limit
    /// less ``reservedDescriptors``). When they are all taken, a new connection closes the oldest one
    /// still sending its request head (`408`); when every one is past its head, the new one is answered
    /// `503`. A client that trickles or idles therefore never keeps another out.
    public static let maximumConnections = 512
    /// Seconds the server stops accepting after an accept failed (the process is out of descriptors), rather
    /// than retrying at once: the connections it holds reach their deadlines meanwhile and free some.
    public static let acceptRetryInterval: TimeInterval = 0.1
    /// Descriptors left to the process (its files, the router's socket, the event loop's own) when the
    /// connection limit is derived from its descriptor limit.
    public static let reservedDescriptors = 32
    /// Open WebSockets at once: a later upgrade is answered `503`. Idle ones do not stay (``webSocketPingInterval``).
    public static let maximumWebSockets = 64
    /// Seconds a WebSocket may go without sending a frame before the server pings it; when another
    /// interval passes without a frame (the pong included), it is closed with 1001.
    public static let webSocketPingInterval: TimeInterval = 10
    /// Bytes of output queued for one WebSocket client: a message that would take a client that still
    /// has unread output past it disconnects the client instead (it really left that much unread).
    public static let maximumQueuedOutputBytes = 16 * 1024 * 1024
    /// Seconds an HTTP reply may take to be written before the connection is dropped.
    public static let sendTimeout: TimeInterval = 5
    /// After an error reply: seconds the rest of the request is read and discarded (at most
    /// ``lingeringDiscardBytes``) before closing, so the client reads the reply instead of a reset.
    public static let lingeringTime: TimeInterval = 1
    /// After an error reply: the most bytes read and discarded before closing.
    public static let lingeringDiscardBytes = 256 * 1024
    /// The inputs a session keeps for `exportTrace` by default (``InspectorHub/Configuration/maximumSessionInputs``):
    /// when full, the oldest tenth is forgotten and counted, and the `trace` message says how many (`droppedInputs`).
    public static let maximumSessionInputs = 50_000
    /// The most bytes of events in one `timeline` message: a longer timeline goes in parts
    /// (docs/inspector-protocol.md 1.4, `timeline`).
    public static let maximumTimelinePartBytes = 256 * 1024
    /// A client is sent the next part of a timeline only while less than this waits unread for it, so a
    /// long timeline goes at the pace the client reads.
    public static let timelineWindowBytes = 1024 * 1024
    /// The most recording inputs a session feeds in one turn of the main actor (a seek, a playback
    /// tick): a longer catch-up continues in later turns, between other clients' messages.
    public static let maximumInputsPerTurn = 500
}
