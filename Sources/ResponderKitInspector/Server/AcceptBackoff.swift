import NIOCore

/// The listening socket's answer to failing to accept (the process is out of descriptors, `EMFILE` or
/// `ENFILE`): it stops reading the socket for ``InspectorLimits/acceptRetryInterval`` rather than retrying at
/// once. NIO's own `AcceptBackoffHandler` cannot do it: after a failed accept the channel stays registered
/// for reading (its read is still pending) and the kernel reports the waiting connection again at once, so
/// the loop spins; turning `autoRead` off unregisters it. The log gets one line when accepting starts
/// failing, and one when a retry interval passed without a failure, with the number of failed attempts.
final class AcceptBackoff: ChannelInboundHandler {
    typealias InboundIn = Channel
    typealias InboundOut = Channel

    private let log: @Sendable (String) -> Void
    private var failures = 0
    /// Counts the failures and successes, so that a check scheduled after a success knows if any came since.
    private var events = 0
    private var paused = false
    private let retry = TimeAmount.milliseconds(Int64(InspectorLimits.acceptRetryInterval * 1000))

    init(log: @escaping @Sendable (String) -> Void) { self.log = log }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if failures > 0 {
            events += 1
            let seen = events
            let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            context.eventLoop.scheduleTask(in: retry) {
                let (backoff, _) = loopBound.value
                guard backoff.events == seen, backoff.failures > 0 else { return }
                backoff.log("accepting connections again, after \(backoff.failures) failed attempts")
                backoff.failures = 0
            }
        }
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        guard error is IOError else { return context.fireErrorCaught(error) }
        if failures == 0 {
            let milliseconds = retry.nanoseconds / 1_000_000
            log("cannot accept connections (\(error)); retrying every \(milliseconds) ms until a descriptor is free")
        }
        failures += 1
        events += 1
        guard !paused, (try? context.channel.syncOptions?.setOption(.autoRead, value: false)) != nil else { return }
        paused = true
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(in: retry) {
            let (backoff, context) = loopBound.value
            backoff.paused = false
            try? context.channel.syncOptions?.setOption(.autoRead, value: true)
        }
    }
}
