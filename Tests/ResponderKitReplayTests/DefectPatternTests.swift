import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import ResponderKitReplay
import Testing

/// The defects seen on real recordings: one small hand-made recording per defect class, replayed through
/// the router into the standard scene. docs/input-devices.md has each rule: defect 1 is "Coordinates: the
/// device range onto [0, size)" and "Values outside the declared range: clamped, and reported", defect 2
/// "Protocol A: lifts that come with contact data", defect 3 "Protocol B: a tracking id without a position".
@Suite(
    "Real-device defect classes: edge, protocol A lift, missing position, out-of-range values (docs/input-devices.md)")
@MainActor
struct DefectPatternTests {
    private func replay(_ events: [EvdevEvent], device: InputDeviceDescription) -> ReplayReport {
        Replayer(source: ReplaySource(recording: Recording(device: device, events: events))).run()
    }

    @Test(
        "defect 1: a tap at the axis maximum lands on the last point inside the screen (libinput: [0, size)) and is recognized"
    )
    func edgeAtAxisMaximum() throws {
        var stream = EvdevStream()
        stream.frame {
            $0.down(slot: 0, id: 1, x: 1000, y: 2000); $0.key(EvdevCode.BTN_TOUCH, 1)
        }
        stream.frame(after: 0.06) {
            $0.lift(slot: 0); $0.key(EvdevCode.BTN_TOUCH, 0)
        }
        let report = replay(stream.events, device: TestDevices.touchscreen())
        let trail = try #require(report.trails.first)
        #expect(trail.start == CGPoint(x: 1000.0 / 1001 * 320, y: 2000.0 / 2001 * 480))
        #expect(report.screen.contains(trail.start))
        #expect(report.gestures.map(\.kind) == [.tap], "\(report.lines().joined(separator: "\n"))")
        expectNothingLostOrStuck(report)
    }

    @Test("defect 1: positions past the declared range are clamped onto the edge, reported, and the touch is kept")
    func outOfRangeValuesAreClamped() throws {
        var stream = EvdevStream()
        stream.frame {
            $0.down(slot: 0, id: 1, x: 1100, y: -50); $0.key(EvdevCode.BTN_TOUCH, 1)
        }
        stream.frame(after: 0.03) { $0.move(slot: 0, x: 1150) }
        stream.frame(after: 0.03) {
            $0.lift(slot: 0); $0.key(EvdevCode.BTN_TOUCH, 0)
        }
        let report = replay(stream.events, device: TestDevices.touchscreen())
        expectNothingLostOrStuck(report)
        let trail = try #require(report.trails.first)
        #expect(trail.start == CGPoint(x: 1000.0 / 1001 * 320, y: 0))
        #expect(report.gestures.map(\.kind) == [.tap])
        // Three values clamped in two excursions (X stays out of range across two frames: one issue).
        #expect(report.summary.clampedValues == 3)
        #expect(
            report.issues.map(\.kind) == [
                .valueClamped(code: EvdevCode.ABS_MT_POSITION_X, value: 1100, minimum: 0, maximum: 1000),
                .valueClamped(code: EvdevCode.ABS_MT_POSITION_Y, value: -50, minimum: 0, maximum: 2000),
            ])
        #expect(
            report.summary.lines.contains(
                "  clamped         3 position values outside the axis range, moved onto the edge"))
        #expect(
            report.lossLines.contains { $0.contains("ABS_MT_POSITION_X 1100 is outside 0...1000; clamped to 1000") })
    }

    /// A protocol A device with touch size and pressure, like bcm5974.
    private func appleLikeDevice() -> InputDeviceDescription {
        TestDevices.protocolA().with {
            $0.axes[EvdevCode.ABS_MT_TOUCH_MAJOR] = AbsoluteAxisInfo(minimum: 0, maximum: 2048)
            $0.codes[EvdevCode.EV_ABS]?.insert(EvdevCode.ABS_MT_TOUCH_MAJOR)
        }
    }

    @Test(
        "defect 2: protocol A, the lift arrives as a zero-size packet with BTN_TOUCH 0; zero-size packets follow: two sessions, two taps"
    )
    func protocolALiftWithZeroSizePacket() {
        var stream = EvdevStream()
        func session(x: Int32) {
            stream.frame(after: 1) {
                $0.key(EvdevCode.BTN_TOUCH, 1)
                $0.abs(EvdevCode.ABS_MT_TOUCH_MAJOR, 180); $0.packet(x: x, y: 500)
            }
            stream.frame(after: 0.008) {
                $0.abs(EvdevCode.ABS_MT_TOUCH_MAJOR, 90); $0.packet(x: x, y: 500)
            }
            // bcm5974: the same contact again, size 0, in the frame of BTN_TOUCH 0 ...
            stream.frame(after: 0.008) {
                $0.abs(EvdevCode.ABS_MT_TOUCH_MAJOR, 0); $0.packet(x: x, y: 500)
                $0.key(EvdevCode.BTN_TOUCH, 0)
            }
            // ... and in the frames after it, without BTN_TOUCH.
            stream.frame(after: 0.008) {
                $0.abs(EvdevCode.ABS_MT_TOUCH_MAJOR, 0); $0.packet(x: x, y: 500)
            }
        }
        session(x: 200)
        session(x: 800)
        let report = replay(stream.events, device: appleLikeDevice())
        // Before the fix: one touch that never lifted, one sequence, and a spurious gesture at the final
        // cancellation.
        #expect(report.trails.count == 2 && report.sequences.count == 2)
        #expect(report.gestures.map(\.kind) == [.tap, .tap], "\(report.lines().joined(separator: "\n"))")
        expectNothingLostOrStuck(report)
    }

    @Test(
        "defect 2: a zero-pressure packet is a lift; a hovering packet (distance > 0) without pressure stays a contact")
    func protocolAZeroPressure() {
        var stream = EvdevStream()
        stream.frame {
            $0.abs(EvdevCode.ABS_MT_PRESSURE, 40); $0.packet(x: 100, y: 100)
        }
        stream.frame {
            $0.abs(EvdevCode.ABS_MT_PRESSURE, 0); $0.packet(x: 100, y: 100)
        }
        stream.frame {
            $0.abs(EvdevCode.ABS_MT_PRESSURE, 0); $0.abs(EvdevCode.ABS_MT_DISTANCE, 5); $0.packet(x: 300, y: 100)
        }
        var decoder = DeviceFrameDecoder(device: TestDevices.protocolA())
        let frames = decoder.decode(stream.events)
        #expect(frames.count == 3)
        #expect(frames[0].began == [0] && frames[1].lifted.map(\.id) == [0] && frames[1].contacts.isEmpty)
        #expect(frames[2].contacts.map(\.isHovering) == [true])
    }

    @Test("defect 2, real recording: bcm5974's three-finger clicks end every session; nothing is lost or stuck")
    func bcm5974Sessions() throws {
        // The decoder's sessions (docs/input-devices.md, "Protocol A: lifts that come with contact data"):
        // six, ten contacts, every one lifted.
        let recording = try Recording.load(
            path: RealDeviceCorpus.path("touchpads", "bcm5974.three-finger-click.events"))
        var decoder = DeviceFrameDecoder(device: recording.device)
        let frames = decoder.decode(recording.events)
        decoder.finish()
        #expect(frames.reduce(0) { $0 + $1.began.count } == 10)
        #expect(frames.reduce(0) { $0 + $1.lifted.count } == 10)
        #expect(decoder.issues.filter(\.losesContacts).isEmpty)
        // Replayed, the touchpad is a pointer (docs/decisions.md, "Replaying touchpads and mice as a pointer"):
        // every click is released, nothing is lost.
        let report = try RealDeviceCorpus.replay("touchpads", "bcm5974.three-finger-click.events")
        #expect(report.summary.lostContacts == 0)
        #expect(report.pointer.map { !$0.hasUnfinished && !$0.clicks.isEmpty } == true)
    }

    @Test("defect 3: a new tracking id without a position takes the slot's last position, and says so")
    func trackingIDTakesSlotsLastPosition() throws {
        var stream = EvdevStream()
        stream.frame { $0.down(slot: 0, id: 1, x: 500, y: 1000) }
        stream.frame(after: 0.05) { $0.lift(slot: 0) }
        stream.frame(after: 0.4) { $0.down(slot: 0, id: 2) }  // the same place: the kernel sends no X/Y
        stream.frame(after: 0.05) { $0.lift(slot: 0) }
        let report = replay(stream.events, device: TestDevices.touchscreen())
        expectNothingLostOrStuck(report)
        #expect(report.trails.count == 2 && report.trails[1].start == report.trails[0].start)
        #expect(report.issues.map(\.kind) == [.positionMissing(slot: 0, source: .slotsLastPosition)])
        #expect(
            report.issueLines.contains {
                $0.contains(
                    "a new tracking id in slot 0 came without X or Y in its frame; used the slot's last position")
            })
    }

    @Test(
        "defect 3: with nothing known, ABS_X/ABS_Y of the same frame place the contact: a two-finger tap stays two fingers"
    )
    func trackingIDTakesSingleTouchPosition() throws {
        var stream = EvdevStream()
        // The recording starts here: slot 1's state was never seen.
        stream.frame {
            $0.down(slot: 0, id: 7, x: 400, y: 1000)
            $0.down(slot: 1, id: 8)
            $0.abs(EvdevCode.ABS_X, 600); $0.abs(EvdevCode.ABS_Y, 1000)
        }
        stream.frame(after: 0.08) {
            $0.lift(slot: 0); $0.lift(slot: 1)
        }
        let report = replay(stream.events, device: TestDevices.touchscreen())
        expectNothingLostOrStuck(report)
        #expect(report.trails.count == 2)
        #expect(report.gestures.map(\.kind) == [.twoFingerTap])
        #expect(report.issues.map(\.kind) == [.positionMissing(slot: 1, source: .singleTouchPosition)])
    }

    @Test(
        "defect 3: with nothing known at all, the contact is held until a position arrives, or reported lost if it never does"
    )
    func trackingIDHeldUntilPositioned() throws {
        var stream = EvdevStream()
        stream.frame { $0.down(slot: 0, id: 3) }
        stream.frame(after: 0.01) { $0.move(slot: 0, x: 300, y: 600) }
        stream.frame(after: 0.05) { $0.lift(slot: 0) }
        stream.frame(after: 0.5) { $0.down(slot: 1, id: 4) }
        stream.frame(after: 0.05) { $0.lift(slot: 1) }
        let report = replay(stream.events, device: TestDevices.touchscreen())
        #expect(report.trails.count == 1 && report.trails[0].ending == .lifted)
        #expect(
            report.issues.map(\.kind) == [
                .positionMissing(slot: 0, source: .heldUntilPositioned),
                .positionMissing(slot: 1, source: .heldUntilPositioned),
                .contactLostWithoutPosition(slot: 1),
            ])
        #expect(report.summary.lostContacts == 1)
        #expect(report.summary.lossText == "1 (decoder: 1 contact without any position)")
        #expect(
            report.lines().contains { $0.hasPrefix("  lost            1 (decoder: 1 contact without any position)") })
    }
}

extension InputDeviceDescription {
    /// A copy changed by `change`.
    func with(_ change: (inout InputDeviceDescription) -> Void) -> InputDeviceDescription {
        var copy = self
        change(&copy)
        return copy
    }
}
