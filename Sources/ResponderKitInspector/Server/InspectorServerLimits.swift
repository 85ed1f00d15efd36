import Foundation

/// The server's limits (docs/inspector-protocol.md, "Limits and security"): what one connection may
/// send before the server answers with an error and closes it, and what it may hold.
extension InspectorLimits {
    /// The longest request line (`GET /path HTTP/1.1`), in bytes: longer is `414 URI Too Long`.
    public static let maximumRequestLineBytes = 4096
    /// The largest request head (the request line and every header), in bytes: larger is
    /// `431 Request Header Fields Too Large`. The head is read into a buffer of this size and scanned once.
    public static let maximumRequestHeadBytes = 8192
    /// The most header lines in one request: more is `431`.
    public static let maximumHeaderCount = 64
    /// Seconds a client has to send a whole request head before it is answered `408` and closed; the
    /// kernel times the socket's reads. An open WebSocket has no timeout (a page may stay idle).
    public static let requestHeadTimeout: TimeInterval = 10
    /// Connections served at once (each holds two threads and at most one message): later ones are
    /// answered `503 Service Unavailable` and closed.
    public static let maximumConnections = 32
    /// Bytes of output queued for one WebSocket client that does not read: past it the client is
    /// disconnected (close code 1008) rather than make the server's memory grow.
    public static let maximumQueuedOutputBytes = 16 * 1024 * 1024
    /// Seconds a blocked write to a client may wait before the connection is dropped.
    public static let sendTimeout: TimeInterval = 5
    /// The inputs a session keeps for `exportTrace` by default (``InspectorHub/Configuration/maximumSessionInputs``):
    /// when full, the oldest tenth is forgotten and counted, and the `trace` message says how many (`droppedInputs`).
    public static let maximumSessionInputs = 50_000
}
