import Foundation
import ResponderKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// The real `responder inspect` playing a recording of keys pressed and never released
// (docs/decisions.md, "Held keys: a bound and a shared set"): seeking to its end costs processor time linear
// in the keys (`LinearScaling`), and another client saying hello meanwhile is answered no later than the
// seek ends (that it is answered between the seek's turns is `InspectorTimelineAttackTests`' to check).

@Suite("Inspector process: a recording of keys never released", .serialized)
struct InspectorHeldKeysTests {
    /// A trace of `count` keys going down, one a millisecond, none going up.
    static func keysNeverReleased(_ count: Int) -> String {
        let header = #"{"format":"responderkit-trace","version":1,"screen":{"width":390.0,"height":844.0}}"#
        let keys = (0..<count).map { index in
            #"{"event":"key","timestamp":\#(Double(index + 1) / 1000),"keyCode":\#(4 + index),"transition":"down"}"#
        }
        return ([header] + keys).joined(separator: "\n") + "\n"
    }

    /// A `loadRecording` message carrying `text`.
    static func loadRecording(_ text: String, name: String) throws -> String {
        let message: [String: Any] = ["v": 1, "type": "loadRecording", "name": name, "text": text]
        return String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self)
    }

    /// Reads text messages until one contains `marker`; false when the connection closed or timed out.
    static func readUntil(_ marker: String, from client: RawClient) -> Bool {
        while let text = client.nextText() {
            if text.contains(marker) { return true }
        }
        return false
    }

    /// Loads a recording of `count` keys never released on a new client of `inspector`, then seeks to its
    /// end; calls `whileSeeking` once the seek is sent, and returns the processor seconds the inspector used
    /// from sending the seek to its `playback` answer.
    static func seekToEnd(
        ofKeys count: Int, on inspector: InspectorProcess, whileSeeking: () -> Void = {}
    ) throws -> TimeInterval {
        let client = try RawClient(port: inspector.port, timeout: 120)
        defer { client.close() }
        guard try client.upgrade().hasPrefix("HTTP/1.1 101") else { throw InspectorTestFailure("no upgrade") }
        client.send(RawClient.frame(text: #"{"v":1,"type":"hello"}"#))
        guard readUntil(#""type":"welcome""#, from: client) else { throw InspectorTestFailure("no welcome") }
        client.send(RawClient.frame(text: try loadRecording(keysNeverReleased(count), name: "keys.jsonl")))
        guard readUntil(#""type":"playback""#, from: client) else { throw InspectorTestFailure("not loaded") }
        let start = cpuSeconds(of: inspector.pid) ?? 0
        client.send(RawClient.frame(text: #"{"v":1,"type":"playback","action":"seek","time":1000000}"#))
        whileSeeking()
        guard readUntil(#""type":"playback""#, from: client) else {
            throw InspectorTestFailure("no answer to the seek through \(count) keys within 120 s")
        }
        return (cpuSeconds(of: inspector.pid) ?? 0) - start
    }

    /// Seconds a new client of `port` waits for `welcome` after its `hello`.
    static func welcomeWait(port: UInt16) throws -> TimeInterval {
        let client = try RawClient(port: port, timeout: 120)
        defer { client.close() }
        guard try client.upgrade().hasPrefix("HTTP/1.1 101") else { throw InspectorTestFailure("no upgrade") }
        let start = routerMonotonicNow()
        client.send(RawClient.frame(text: #"{"v":1,"type":"hello"}"#))
        guard readUntil(#""type":"welcome""#, from: client) else { throw InspectorTestFailure("no welcome") }
        return routerMonotonicNow() - start
    }

    @Test(
        "docs/decisions.md, \"Held keys: a bound and a shared set\": seeking to the end of keys never released takes time linear in the keys, and another client waits no longer than the seek"
    )
    func seekThroughKeysNeverReleased() async throws {
        let inspector = try await InspectorProcess()
        defer { inspector.kill() }
        let count = 1_000
        let small = try await onThread { try Self.seekToEnd(ofKeys: count, on: inspector) }
        let (large, waited, seekTime) = try await onThread { () -> (TimeInterval, TimeInterval, TimeInterval) in
            // The other client says hello while the seek runs.
            var waited: TimeInterval = 0
            var failure: (any Error)?
            let start = routerMonotonicNow()
            let large = try Self.seekToEnd(ofKeys: count * LinearScaling.factor, on: inspector) {
                do { waited = try Self.welcomeWait(port: inspector.port) } catch { failure = error }
            }
            if let failure { throw failure }
            return (large, waited, routerMonotonicNow() - start)
        }
        let limit = LinearScaling.limit(forLargerRun: small)
        #expect(
            large <= limit,
            "processor time of the seek: \(small) s for \(count) keys, \(large) s for \(count * LinearScaling.factor)")
        #expect(
            waited <= seekTime + 1, "another client waited \(waited) s for its welcome; the seek took \(seekTime) s")
        _ = try await inspector.wellBehavedClientIsServed()
        #expect(inspector.residentKB < inspectorResidentBoundKB, "resident \(inspector.residentKB) kB")
    }
}
