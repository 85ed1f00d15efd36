import Foundation

/// How an application reconnects after it lost its router: exponential backoff, bounded.
///
/// Attempt `n` (from 0) waits `min(initialDelay * multiplier^n, maximumDelay)` seconds first; after
/// ``maximumAttempts`` failed attempts the connection gives up and reports
/// ``RouterConnection/Event/gaveUp(attempts:)``.
public struct ReconnectPolicy: Sendable, Equatable {
    /// The wait before the first attempt, in seconds. Default 0.05.
    public var initialDelay: TimeInterval
    /// The factor applied to the wait after each failed attempt. Default 2.
    public var multiplier: Double
    /// The longest wait between attempts, in seconds. Default 1.
    public var maximumDelay: TimeInterval
    /// How many attempts before giving up; 0 never reconnects. Default 30 (about 27 s with the other defaults).
    public var maximumAttempts: Int

    /// Creates a policy.
    public init(
        initialDelay: TimeInterval = 0.05, multiplier: Double = 2, maximumDelay: TimeInterval = 1,
        maximumAttempts: Int = 30
    ) {
        self.initialDelay = initialDelay
        self.multiplier = multiplier
        self.maximumDelay = maximumDelay
        self.maximumAttempts = maximumAttempts
    }

    /// The defaults.
    public static let standard = ReconnectPolicy()
    /// Never reconnect.
    public static let never = ReconnectPolicy(maximumAttempts: 0)

    /// The wait before attempt `attempt` (from 0).
    public func delay(beforeAttempt attempt: Int) -> TimeInterval {
        var delay = initialDelay
        for _ in 0..<min(attempt, 64) where delay < maximumDelay { delay *= multiplier }
        return min(delay, maximumDelay)
    }
}
