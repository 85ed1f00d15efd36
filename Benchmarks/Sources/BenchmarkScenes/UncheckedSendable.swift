/// Carries a value across an isolation boundary the compiler cannot check.
///
/// The benchmark harness calls each benchmark closure from an async context off the main thread, while
/// ResponderKit's views and application live on the main actor; the measured loop therefore runs in
/// `MainActor.run`, and the harness's (non-`Sendable`) `Benchmark` object is carried into it in this box.
/// It is only used there, by one thread at a time, while the harness awaits.
public struct UncheckedSendable<Value>: @unchecked Sendable {
    /// The value.
    public let value: Value
    /// Boxes a value.
    public init(_ value: Value) { self.value = value }
}
