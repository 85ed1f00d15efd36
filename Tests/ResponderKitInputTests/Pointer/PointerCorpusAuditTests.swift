import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

/// The corpus audited: the labelled recordings PointerRecordingTests.swift did not yet check
/// by name (the Cypress three-finger press, the ALPS right-edge scroll), and a pad without any size (no
/// position axes). The numbers are libinput's (docs/input-devices.md, "Touchpads and mice as a pointer").
@Suite("Touchpad and mouse recordings as a pointer: the rest of the corpus")
struct PointerCorpusAuditTests {
    private func expectClean(_ replay: PointerReplay, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!replay.buttonsStuck, "a button stayed down: \(replay.summary)", sourceLocation: sourceLocation)
        #expect(replay.gesturesBalanced, "a gesture never ended: \(replay.summary)", sourceLocation: sourceLocation)
        #expect(replay.staysOnScreen, sourceLocation: sourceLocation)
        #expect(replay.lostContacts == 0, sourceLocation: sourceLocation)
    }

    @Test("libinput clickfinger: pressing the Cypress clickpad with three fingers is a middle click, released")
    func threeFingerPress() throws {
        let replay = try PointerReplay("touchpads", "CyPS2 Cypress Trackpad.three_finger_press.events")
        expectClean(replay)
        #expect(replay.clicks.map(\.button) == [.button(3)], "\(replay.summary) \(replay.clicks)")
        #expect(replay.swipes.isEmpty)
    }

    @Test(
        "libinput edge scrolling: the ALPS 'right-edge-scroll' finger is 86 % across the pad, outside libinput's 7 mm edge zone: it moves the pointer up"
    )
    func alpsRightEdgeScroll() throws {
        // The pad reports no resolution: it gets libinput's 69 × 50 mm fallback (two warnings). The finger
        // stays at x 1164...1177 of 0...1360, 59 mm from the left: the right edge zone starts at 62 mm. The
        // recording (freedesktop bug 59478) was made for the X synaptics driver, whose edge was wider; with
        // libinput's zone, as here, the finger moving up moves the pointer up, and nothing is left down.
        let replay = try PointerReplay(
            "touchpads", "AlpsPS2 ALPS GlidePoint.right-edge-scroll.events",
            description: "AlpsPS2 ALPS GlidePoint.desc",
            configuration: TouchpadPointer.Configuration(edgeScrolling: true))
        expectClean(replay)
        #expect(replay.warnings.count == 2)
        #expect(replay.scrolls.isEmpty && replay.clicks.isEmpty, "\(replay.summary)")
        #expect(replay.travel.dy < -100 && abs(replay.travel.dx) < 10, "\(replay.summary)")
    }

    @Test(
        "docs/input-devices.md (millimetres, not device units): a pad without any size (no position axes) gets the documented fallback and a warning; the pointer stays on the screen"
    )
    func padWithoutSize() throws {
        var pad = TestPads.touchpad()
        for axis in [
            EvdevCode.ABS_X, EvdevCode.ABS_Y, EvdevCode.ABS_MT_POSITION_X, EvdevCode.ABS_MT_POSITION_Y,
        ] {
            pad.axes[axis] = AbsoluteAxisInfo(minimum: 0, maximum: 0)
        }
        let geometry = TouchpadGeometry(device: pad)
        #expect(geometry.widthMillimetres == 69 && geometry.heightMillimetres == 50)
        #expect(!geometry.warnings.isEmpty && !geometry.isMeasured)
        var translator = try TestPads.translator(pad)
        #expect(!translator.warnings.isEmpty)
        var stream = EvdevStream(start: 0.99)
        stream.frame {
            $0.down(slot: 0, id: 1, x: 0, y: 0); $0.key(EvdevCode.BTN_TOOL_FINGER, 1)
        }
        for value: Int32 in [50, 5000, -5000, Int32.max, 0] {
            stream.frame(after: 0.01) { $0.move(slot: 0, x: value, y: value) }
        }
        stream.frame(after: 0.01) {
            $0.lift(slot: 0); $0.key(EvdevCode.BTN_TOOL_FINGER, 0)
        }
        let output = translator.consume(stream.events) + translator.deviceRemoved()
        #expect(output.pointers.allSatisfy { TestPads.screen.contains($0.location) })
        #expect(output.pointers.last?.buttons == [])
    }
}
