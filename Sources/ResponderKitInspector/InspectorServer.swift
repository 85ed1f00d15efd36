import FlyingFox
import FlyingSocks
import Foundation

/// The inspector's HTTP and WebSocket server (FlyingFox): the page at `/`, its script and style, `/health`,
/// and the protocol's WebSocket at `/ws`, whose messages go to an ``InspectorHub`` on the main actor.
///
/// ```swift
/// let server = try InspectorServer(host: "127.0.0.1", port: 8080, hub: InspectorHub())
/// try await server.run()            // until stop() or cancellation
/// ```
public final class InspectorServer: Sendable {
    private let server: HTTPServer
    /// The hub the WebSocket clients talk to.
    public let hub: InspectorHub

    /// Creates a server listening on `host` (an IPv4 or IPv6 address, or `localhost`) and `port` (0: any
    /// free port, see ``port``). Throws when the address is not valid.
    public init(host: String = "127.0.0.1", port: UInt16 = 8080, hub: InspectorHub) throws {
        self.hub = hub
        let address: any SocketAddress
        let name = host == "localhost" ? "127.0.0.1" : host
        if name.contains(":") {
            address = try sockaddr_in6.inet6(ip6: name, port: port)
        } else {
            address = try sockaddr_in.inet(ip4: name, port: port)
        }
        server = HTTPServer(address: address, timeout: 60, logger: .disabled)
    }

    /// Adds the routes and runs until ``stop()`` (or the task is cancelled). Throws when the address
    /// cannot be bound.
    public func run() async throws {
        await addRoutes()
        try await server.run()
    }

    /// Waits until the server listens (after ``run()`` started in another task).
    public func waitUntilListening(timeout: TimeInterval = 5) async throws {
        try await server.waitUntilListening(timeout: timeout)
    }

    /// The port the server listens on, once listening (the actual one when created with port 0).
    public var port: UInt16? {
        get async {
            switch await server.listeningAddress {
            case .ip4(_, let port), .ip6(_, let port): port
            default: nil
            }
        }
    }

    /// Stops listening, closes the connections and stops the hub's background work.
    public func stop() async {
        await server.stop(timeout: 1)
        await hub.stop()
    }

    private func addRoutes() async {
        let hub = self.hub
        await server.appendRoute("GET /ws", to: WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: InspectorSocket(hub: hub))))
        await server.appendRoute("GET /health") { _ in Self.response("ok\n", type: "text/plain; charset=utf-8") }
        await server.appendRoute("GET /inspector.js") { _ in
            Self.response(InspectorPage.script, type: "text/javascript; charset=utf-8")
        }
        await server.appendRoute("GET /inspector.css") { _ in Self.response(InspectorPage.style, type: "text/css; charset=utf-8") }
        await server.appendRoute("GET /") { _ in Self.response(InspectorPage.html, type: "text/html; charset=utf-8") }
        await server.appendRoute("GET /index.html") { _ in Self.response(InspectorPage.html, type: "text/html; charset=utf-8") }
        await server.appendRoute("GET /favicon.ico") { _ in HTTPResponse(statusCode: .noContent) }
        await server.appendRoute("*") { _ in
            HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: Data("not found\n".utf8))
        }
    }

    private static func response(_ text: String, type: String) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: [.contentType: type, HTTPHeader("Cache-Control"): "no-store"], body: Data(text.utf8))
    }
}

/// One WebSocket connection: its text messages go to the hub; what the hub sends it goes out.
struct InspectorSocket: WSMessageHandler {
    let hub: InspectorHub

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (output, continuation) = AsyncStream<WSMessage>.makeStream()
        let hub = self.hub
        let id = await hub.connect { text in continuation.yield(.text(text)) }
        Task {
            for await message in client {
                switch message {
                case .text(let text): await hub.receive(text, from: id)
                case .data: await hub.receiveBinary(from: id)
                case .close: break
                }
            }
            await hub.disconnect(id)
            continuation.finish()
        }
        return output
    }
}
