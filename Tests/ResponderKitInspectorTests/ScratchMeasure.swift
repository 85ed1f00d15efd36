import Foundation
import Testing
import ResponderKitTestSupport
@testable import ResponderKitInspector

@MainActor
@Suite("scratch") struct ScratchMeasure {
    @Test func measure() throws {
        for scene in ["tutorial", "controls"] {
            let hub = InspectorHub(configuration: .init(routerSocketPath: "/nonexistent/x.sock", drivesTime: false))
            var bytes = 0
            let id = hub.connect { bytes += $0.utf8.count }
            hub.receive(#"{"v":1,"type":"hello"}"#, from: id)
            hub.receive(#"{"v":1,"type":"chooseScene","scene":"\#(scene)"}"#, from: id)
            let start = routerMonotonicNow()
            hub.receive(#"{"v":1,"type":"pointer","pointerId":1,"pointerType":"touch","phase":"down","x":130,"y":290,"timestamp":1}"#, from: id)
            for i in 0..<2500 {
                hub.receive(#"{"v":1,"type":"pointer","pointerId":1,"pointerType":"touch","phase":"up","x":130,"y":290,"timestamp":"# + "\(2 + 1000 * i)}", from: id)
                hub.receive(#"{"v":1,"type":"pointer","pointerId":1,"pointerType":"touch","phase":"down","x":130,"y":290,"timestamp":"# + "\(3 + 1000 * i)}", from: id)
            }
            let t = routerMonotonicNow() - start
            let session = hub.session(scene)!
            let tl = session.timeline
            let size = tl.reduce(0) { $0 + $1.serialized.utf8.count }
            print("SCRATCH \(scene): 5000 moves in \(t) s; \(tl.count) events, \(size) bytes; sent \(bytes)")
        }
    }
}
