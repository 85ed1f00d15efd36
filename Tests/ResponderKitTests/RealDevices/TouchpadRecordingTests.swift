import Foundation
import Testing
import ResponderKit
import ResponderKitInput
import ResponderKitReplay

/// Issue 12, "Touchpads behave differently again": a later issue turns touchpads into pointers; here
/// their recordings only have to lose nothing and leave no finger down.
@Suite("Real touchpads: nothing lost or stuck (issue 12)")
@MainActor
struct TouchpadRecordingTests {
    @Test("touchpad recordings: every contact lifts, none lost, none cancelled", arguments: [
        ("SynPS2 Synaptics TouchPad.two-finger-vert-scroll.events", "SynPS2 Synaptics TouchPad.desc", 2),
        ("AlpsPS2 ALPS GlidePoint.2-finger-tap.events", nil, 2),
        ("CyPS2 Cypress Trackpad.two_finger_tap.events", nil, 2),
        ("bcm5974.three-finger-click.events", nil, 10),
    ] as [(String, String?, Int)])
    func nothingLostOrStuck(file: String, description: String?, touches: Int) throws {
        let report = try RealDeviceCorpus.replay("touchpads", file, description: description)
        expectNothingLostOrStuck(report)
        #expect(report.trails.count == touches)
        #expect(report.device?.kind == .indirect)
    }
}
