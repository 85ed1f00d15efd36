import Foundation
import ResponderKit
import Testing

// Behaviour 9.7: input is delivered once per display frame; `UIApplication.displayFrameIndex(of:)` is the
// one definition of which frame a time falls in (the application's coalescing and the replayer's batching
// both use it).

@MainActor
@Suite("Display frames: the application's bucketing (behaviour 9.7)")
struct DisplayFrameIndexTests {
    @Test("behaviour 9.7: times fall in frames of displayFrameInterval counted from 0, a nanosecond early counting")
    func frames() {
        let app = UIApplication()
        app.displayFrameInterval = 1.0 / 60
        #expect(app.displayFrameIndex(of: 0) == 0)
        #expect(app.displayFrameIndex(of: 0.016) == 0)
        #expect(app.displayFrameIndex(of: 1.0 / 60) == 1)
        #expect(app.displayFrameIndex(of: 1.0 / 60 - 1e-10) == 1)
        #expect(app.displayFrameIndex(of: 1) == 60)
        #expect(app.displayFrameIndex(of: -0.001) == -1)
    }

    @Test("behaviour 9.7: no frames without a positive interval, nor for times that are not finite or too large")
    func noFrame() {
        let app = UIApplication()
        #expect(app.displayFrameIndex(of: .nan) == nil)
        #expect(app.displayFrameIndex(of: .infinity) == nil)
        #expect(app.displayFrameIndex(of: 1e300) == nil)
        app.displayFrameInterval = 0
        #expect(app.displayFrameIndex(of: 1) == nil)
    }
}
