import NIOCore

/// Logs the listening socket's failures to accept: when the process is out of descriptors (`EMFILE`,
/// `ENFILE`) NIO's ``AcceptBackoffHandler``, before this one, stops accepting for
/// ``InspectorLimits/acceptRetryInterval`` instead of retrying at once (which would spin). One line when
/// accepting starts failing, and one saying how many attempts failed when it works again.
final class AcceptFailureLog: ChannelInboundHandler {
    typealias InboundIn = Channel
    typealias InboundOut = Channel

    private let log: @Sendable (String) -> Void
    private var failures = 0

    init(log: @escaping @Sendable (String) -> Void) { self.log = log }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if failures > 0 {
            log("accepting connections again, after \(failures) failed attempts")
            failures = 0
        }
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        if failures == 0 {
            let retry = Int(InspectorLimits.acceptRetryInterval * 1000)
            log("cannot accept connections (\(error)); retrying every \(retry) ms until a descriptor is free")
        }
        failures += 1
    }
}
