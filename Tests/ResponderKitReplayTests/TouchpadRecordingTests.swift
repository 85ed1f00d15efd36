import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import ResponderKitReplay
import Testing

/// Touchpads are pointers (behaviour 12; docs/input-devices.md, "Touchpads"): their recordings replay as
/// clicks and scrolls, not as touches; they still lose nothing and leave nothing down.
@Suite("Real touchpads: nothing lost or stuck (docs/input-devices.md)")
@MainActor
struct TouchpadRecordingTests {
    @Test(
        "touchpad recordings: every click is released, every scroll ends, nothing is lost (behaviour 12)",
        arguments: [
            ("SynPS2 Synaptics TouchPad.two-finger-vert-scroll.events", "SynPS2 Synaptics TouchPad.desc", 0),
            // The ALPS "2-finger-tap" holds no tap libinput recognizes (Input/Pointer/PointerRecordingTests.swift).
            ("AlpsPS2 ALPS GlidePoint.2-finger-tap.events", nil, nil),
            ("CyPS2 Cypress Trackpad.two_finger_tap.events", nil, 1),
            ("bcm5974.three-finger-click.events", nil, nil),
        ] as [(String, String?, Int?)])
    func nothingLostOrStuck(file: String, description: String?, clicks: Int?) throws {
        let report = try RealDeviceCorpus.replay("touchpads", file, description: description)
        let pointer = try #require(report.pointer)
        #expect(report.summary.lostContacts == 0, "lost: \(report.summary.lossText)")
        #expect(!pointer.hasUnfinished)
        #expect(report.trails.isEmpty)
        if let clicks { #expect(pointer.clicks.count == clicks, "\(pointer.lines)") }
        #expect(report.device?.kind == .indirect)
    }
}
