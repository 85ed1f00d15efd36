/// What the server makes of raw bytes, without a socket or a hub: the fuzz target (`fuzz-inspector`) and
/// tests check the request and frame readers through it. Nothing here traps on any input.
public enum InspectorWire {
    /// The status the server answers a request with (`101` for a valid WebSocket upgrade), reading the
    /// head from `bytes` exactly as from a connection (limits, Host, token, route, Origin, handshake).
    /// `408` when the bytes end before the head does (a client that stalls).
    public static func status(
        forRequest bytes: [UInt8], access: InspectorAccess = InspectorAccess(),
        boundHost: String = "127.0.0.1"
    ) -> Int {
        let socket = ClientSocket(bytes: bytes)
        do {
            let head = try HTTPRequestHead.read(from: socket)
            let (reply, _) = InspectorConnection.answer(head, access: access, boundHost: boundHost)
            return reply?.status.code ?? HTTPStatus.switchingProtocols.code
        } catch let error as HTTPHeadError {
            return error.status.code
        } catch {
            return HTTPStatus.requestTimeout.code
        }
    }

    /// Reads client WebSocket frames from `bytes`: the text messages (binary ones as nil), and the close
    /// code the server fails the connection with (1002, 1007, 1009), or the client's close code, or nil
    /// when the bytes simply end.
    public static func messages(inClientFrames bytes: [UInt8]) -> (messages: [String?], closeCode: UInt16?) {
        var reader = WebSocketReader(socket: ClientSocket(bytes: bytes))
        var messages: [String?] = []
        while true {
            do {
                switch try reader.next() {
                case .text(let text): messages.append(text)
                case .binary: messages.append(nil)
                case .ping: continue
                case .close(let code): return (messages, code ?? WebSocketCloseCode.normal.rawValue)
                }
            } catch let failure as WebSocketFailure {
                return (messages, failure.code.rawValue)
            } catch {
                return (messages, nil)
            }
        }
    }
}
