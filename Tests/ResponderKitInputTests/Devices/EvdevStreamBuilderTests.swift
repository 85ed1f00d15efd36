import Foundation
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

@Suite("Evdev test stream builder")
struct EvdevStreamBuilderTests {
    @Test("input behaviour 1.3: the builder writes the spec's minimal protocol B example")
    func minimalExample() {
        var stream = EvdevStream(start: 1)
        stream.frame(after: 0) {
            $0.down(slot: 0, id: 45, x: 10, y: 20)
            $0.down(slot: 1, id: 46, x: 30, y: 40)
        }
        stream.frame { $0.move(slot: 0, x: 11) }
        stream.frame { $0.lift() }
        let names = stream.events.map { EvdevCode.codeName(type: $0.type, code: $0.code) }
        #expect(
            names == [
                "ABS_MT_SLOT", "ABS_MT_TRACKING_ID", "ABS_MT_POSITION_X", "ABS_MT_POSITION_Y",
                "ABS_MT_SLOT", "ABS_MT_TRACKING_ID", "ABS_MT_POSITION_X", "ABS_MT_POSITION_Y", "SYN_REPORT",
                "ABS_MT_SLOT", "ABS_MT_POSITION_X", "SYN_REPORT",
                "ABS_MT_TRACKING_ID", "SYN_REPORT",
            ])
        #expect(abs(stream.events.last!.time - 1.02) < 1e-6)
    }
}
