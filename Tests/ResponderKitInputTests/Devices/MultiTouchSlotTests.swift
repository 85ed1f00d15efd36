import Foundation
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

@Suite("Multi-touch protocol B slots")
struct MultiTouchSlotTests {
    private func decode(
        _ stream: EvdevStream, device: InputDeviceDescription = TestDevices.touchscreen(),
        initialState: DeviceStateSnapshot? = nil
    ) -> (frames: [DeviceFrame], decoder: DeviceFrameDecoder) {
        var decoder = DeviceFrameDecoder(device: device, initialState: initialState)
        let frames = decoder.decode(stream.events)
        return (frames, decoder)
    }

    @Test("input behaviour 1.3: the spec's minimal example: two contacts, a move, a lift without ABS_MT_SLOT")
    func minimalExample() {
        var stream = EvdevStream()
        stream.frame {
            $0.down(slot: 0, id: 45, x: 100, y: 200); $0.down(slot: 1, id: 46, x: 300, y: 400)
        }
        stream.frame { $0.move(slot: 0, x: 110) }
        stream.frame { $0.lift() }  // slot 0 is still selected
        let (frames, decoder) = decode(stream)
        #expect(frames.count == 3)
        #expect(frames[0].began == [45, 46])
        #expect(
            frames[0].contacts == [
                DeviceContact(id: 45, slot: 0, x: 100, y: 200), DeviceContact(id: 46, slot: 1, x: 300, y: 400),
            ])
        #expect(frames[1].moved == [45] && frames[1].began.isEmpty)
        #expect(frames[1].contact(id: 45)?.x == 110 && frames[1].contact(id: 45)?.y == 200)
        #expect(frames[2].lifted.map(\.id) == [45] && frames[2].lifted.first?.x == 110)
        #expect(frames[2].contacts.map(\.id) == [46] && !frames[2].contactsCancelled)
        #expect(decoder.issues.isEmpty)
    }

    @Test("input behaviour 2.1: a new contact inherits the slot's previous X")
    func inheritsPreviousX() {
        var stream = EvdevStream()
        stream.frame { $0.down(slot: 0, id: 7, x: 500, y: 600) }
        stream.frame { $0.lift(slot: 0) }
        // The next finger lands at the same X: the kernel does not re-send it.
        stream.frame { $0.down(slot: 0, id: 8, y: 900) }
        let (frames, _) = decode(stream)
        #expect(frames.count == 3)
        #expect(frames[2].began == [8])
        #expect(frames[2].contact(id: 8) == DeviceContact(id: 8, slot: 0, x: 500, y: 900))
    }

    @Test("input behaviour 2.1: a new contact inherits both axes and the pressure when none is re-sent")
    func inheritsEverything() {
        let device = TestDevices.touchscreen(extraAxes: [
            EvdevCode.ABS_MT_PRESSURE: AbsoluteAxisInfo(minimum: 0, maximum: 255)
        ])
        var stream = EvdevStream()
        stream.frame {
            $0.down(slot: 2, id: 1, x: 10, y: 20); $0.abs(EvdevCode.ABS_MT_PRESSURE, 40)
        }
        stream.frame { $0.lift() }
        stream.frame { $0.down(id: 2) }
        let (frames, _) = decode(stream, device: device)
        #expect(frames.last?.contact(id: 2) == DeviceContact(id: 2, slot: 2, x: 10, y: 20, pressure: 40))
    }

    @Test("input behaviour 2.2: a stream without ABS_MT_SLOT starts in slot 0")
    func noSlotEventMeansSlotZero() {
        var stream = EvdevStream()
        stream.frame { $0.down(id: 12, x: 1, y: 2) }
        stream.frame { $0.move(x: 3) }
        let (frames, decoder) = decode(stream)
        #expect(
            frames.map(\.contacts) == [
                [DeviceContact(id: 12, slot: 0, x: 1, y: 2)], [DeviceContact(id: 12, slot: 0, x: 3, y: 2)],
            ])
        #expect(decoder.issues.isEmpty)
    }

    @Test("input behaviour 2.2: consecutive frames continue in the slot the previous frame selected")
    func framesContinueInTheSelectedSlot() {
        var stream = EvdevStream()
        stream.frame {
            $0.down(slot: 0, id: 1, x: 0, y: 0); $0.down(slot: 3, id: 2, x: 50, y: 50)
        }
        stream.frame { $0.move(x: 60) }  // still slot 3
        stream.frame { $0.move(y: 70) }  // still slot 3
        stream.frame { $0.move(slot: 0, x: 5) }
        let (frames, _) = decode(stream)
        #expect(frames[1].moved == [2] && frames[1].contact(id: 2)?.x == 60)
        #expect(frames[2].moved == [2] && frames[2].contact(id: 2)?.y == 70)
        #expect(frames[3].moved == [1] && frames[3].contact(id: 1)?.x == 5)
    }

    @Test("input behaviour 2.2: a stream that starts mid-touch ignores the unknown contact, never a new touch")
    func midTouchStartIsIgnored() {
        var stream = EvdevStream()
        stream.frame { $0.move(x: 100, y: 100) }  // slot 0 holds a contact never seen
        stream.frame { $0.move(x: 120) }
        stream.frame { $0.lift() }  // it lifts: nothing to report
        stream.frame { $0.down(id: 9, x: 300, y: 300) }  // a real new touch
        let (frames, decoder) = decode(stream)
        #expect(frames.count == 1)
        #expect(frames[0].began == [9])
        #expect(decoder.issues.map(\.kind) == [.unknownContact(slot: 0)])
        #expect(decoder.issues.first?.eventIndex == 0)
    }

    @Test("input behaviour 1.3 pitfall 4: an initial state snapshot makes a touch in progress known")
    func initialSnapshotKnowsTheTouch() {
        let snapshot = DeviceStateSnapshot(
            slotCount: 10, currentSlot: 1, contacts: [(slot: 1, trackingID: 77, x: 400, y: 800)])
        var stream = EvdevStream()
        stream.frame { $0.move(x: 420) }  // continues in slot 1, the current slot at open
        stream.frame { $0.lift() }
        let (frames, decoder) = decode(stream, initialState: snapshot)
        #expect(frames.count == 2)
        #expect(frames[0].began == [77] && frames[0].contact(id: 77) == DeviceContact(id: 77, slot: 1, x: 420, y: 800))
        #expect(frames[1].lifted.map(\.id) == [77])
        #expect(decoder.issues.isEmpty)
    }

    @Test("input behaviour 1.3: ABS_X/ABS_Y pointer emulation and BTN_TOUCH are ignored when MT is present")
    func pointerEmulationIgnored() {
        var stream = EvdevStream()
        stream.frame {
            $0.down(slot: 0, id: 3, x: 10, y: 20)
            $0.key(EvdevCode.BTN_TOUCH, 1)
            $0.abs(EvdevCode.ABS_X, 999)
            $0.abs(EvdevCode.ABS_Y, 999)
        }
        stream.frame { $0.abs(EvdevCode.ABS_X, 500) }  // emulation only: no MT change
        let (frames, _) = decode(stream)
        #expect(frames.count == 1)
        #expect(frames[0].contacts == [DeviceContact(id: 3, slot: 0, x: 10, y: 20)])
        #expect(frames[0].keys.isEmpty)
    }

    @Test("input behaviour 2.6: the first-landed finger lifts first (out-of-order lifts)")
    func outOfOrderLifts() {
        var stream = EvdevStream()
        stream.frame { $0.down(slot: 0, id: 10, x: 100, y: 100) }
        stream.frame { $0.down(slot: 1, id: 11, x: 200, y: 200) }
        stream.frame { $0.down(slot: 2, id: 12, x: 300, y: 300) }
        stream.frame { $0.lift(slot: 0) }
        stream.frame {
            $0.move(slot: 2, x: 310); $0.lift(slot: 1)
        }
        stream.frame { $0.down(slot: 0, id: 13, x: 50, y: 50) }  // slot 0 is reused while 12 stays
        stream.frame { $0.lift(slot: 2) }
        stream.frame { $0.lift(slot: 0) }
        let (frames, _) = decode(stream)
        #expect(frames.map(\.lifted).map { $0.map(\.id) } == [[], [], [], [10], [11], [], [12], [13]])
        #expect(frames[4].moved == [12])
        #expect(frames[5].contacts.map(\.id) == [13, 12])  // ordered by slot
        #expect(frames.last?.contacts.isEmpty == true)
    }

    @Test("input behaviour 2.6: twelve fingers on a sixteen-slot device, lifted in a shuffled order")
    func twelveFingers() {
        var stream = EvdevStream()
        stream.frame { s in
            for finger in 0..<12 { s.down(slot: finger, id: Int32(100 + finger), x: Int32(50 * finger), y: 1000) }
        }
        stream.frame { s in for finger in 0..<12 { s.move(slot: finger, y: Int32(1001 + finger)) } }
        let order = [5, 0, 11, 3, 7, 1, 9, 2, 10, 4, 8, 6]
        for finger in order { stream.frame(after: 0.007) { $0.lift(slot: finger) } }
        let (frames, decoder) = decode(stream, device: TestDevices.touchscreen(slots: 16))
        #expect(frames[0].began == (100..<112).map { $0 })
        #expect(frames[0].contacts.count == 12)
        #expect(frames[1].moved.count == 12)
        #expect(frames.dropFirst(2).map { $0.lifted.map(\.id) } == order.map { [100 + $0] })
        #expect(frames.last?.contacts.isEmpty == true)
        #expect(decoder.issues.isEmpty)
    }

    @Test("input behaviour 1.3: more fingers than slots: values for a slot beyond the count are an issue, not a crash")
    func slotOutOfRange() {
        var stream = EvdevStream()
        stream.frame {
            $0.down(slot: 1, id: 1, x: 1, y: 1); $0.down(slot: 2, id: 2, x: 2, y: 2)
        }
        stream.frame { $0.move(slot: 1, x: 5) }
        let (frames, decoder) = decode(stream, device: TestDevices.touchscreen(slots: 2))
        #expect(frames.map(\.began) == [[1], []])
        #expect(frames[1].moved == [1])
        #expect(decoder.issues.map(\.kind) == [.slotOutOfRange(2)])
        // In words, with the cap on kept slots, never as a Swift enum case (docs/decisions.md, "The command
        // line: output and errors").
        #expect(
            decoder.issues.first.map { "\($0)" }
                == "event 4 (EV_ABS ABS_MT_SLOT): slot 2 is out of range (slots run from 0 "
                + "to the device's ABS_MT_SLOT maximum, and at most 1024 slots are kept); the values sent to it were ignored"
        )
    }

    @Test("input behaviour 1.3: the tool type may change during a contact")
    func toolTypeChanges() {
        let device = TestDevices.touchscreen(extraAxes: [
            EvdevCode.ABS_MT_TOOL_TYPE: AbsoluteAxisInfo(minimum: 0, maximum: 2)
        ])
        var stream = EvdevStream()
        stream.frame {
            $0.down(slot: 0, id: 4, x: 10, y: 10); $0.abs(EvdevCode.ABS_MT_TOOL_TYPE, EvdevCode.MT_TOOL_FINGER)
        }
        stream.frame { $0.abs(EvdevCode.ABS_MT_TOOL_TYPE, EvdevCode.MT_TOOL_PALM) }
        stream.frame { $0.abs(EvdevCode.ABS_MT_TOOL_TYPE, EvdevCode.MT_TOOL_PEN) }
        let (frames, _) = decode(stream, device: device)
        #expect(frames.map { $0.contacts.first?.tool } == [.finger, .palm, .pen])
        #expect(frames.dropFirst().allSatisfy { $0.moved == [4] })
    }

    @Test("input behaviour 1.3: ABS_MT_DISTANCE > 0 hovers, 0 touches")
    func distanceHovers() {
        let device = TestDevices.touchscreen(extraAxes: [
            EvdevCode.ABS_MT_DISTANCE: AbsoluteAxisInfo(minimum: 0, maximum: 10)
        ])
        var stream = EvdevStream()
        stream.frame {
            $0.down(slot: 0, id: 4, x: 10, y: 10); $0.abs(EvdevCode.ABS_MT_DISTANCE, 6)
        }
        stream.frame { $0.abs(EvdevCode.ABS_MT_DISTANCE, 0) }
        let (frames, _) = decode(stream, device: device)
        #expect(frames.map { $0.contacts.first?.isHovering } == [true, false])
    }

    @Test("input behaviour 2.4: irregular sample spacing keeps each frame's own timestamp")
    func irregularSpacing() {
        var stream = EvdevStream(start: 271.039089)
        stream.frame(after: 0) { $0.down(slot: 0, id: 1, x: 0, y: 0) }
        let gaps = [0.0139, 0.005, 0.0083, 0.0123, 0.0051]
        for (index, gap) in gaps.enumerated() { stream.frame(after: gap) { $0.move(x: Int32(10 * (index + 1))) } }
        let (frames, _) = decode(stream)
        let deltas = zip(frames.dropFirst(), frames).map { $0.timestamp - $1.timestamp }
        for (delta, gap) in zip(deltas, gaps) { #expect(abs(delta - gap) < 2e-6) }
    }

    @Test("input behaviour 2.1: a contact whose position was never seen waits for X and Y")
    func contactWaitsForPosition() {
        var stream = EvdevStream()
        stream.frame { $0.down(slot: 4, id: 20) }  // slot 4 never had a position
        stream.frame { $0.move(x: 30) }
        stream.frame { $0.move(y: 40) }
        let (frames, _) = decode(stream)
        #expect(frames.count == 1)
        #expect(frames[0].began == [20] && frames[0].contact(id: 20) == DeviceContact(id: 20, slot: 4, x: 30, y: 40))
    }

    @Test("input behaviour 1.3: a tracking id replaced within one slot ends the old contact and begins the new")
    func trackingIDReplaced() {
        var stream = EvdevStream()
        stream.frame { $0.down(slot: 0, id: 1, x: 10, y: 10) }
        stream.frame { $0.down(slot: 0, id: 2, x: 90) }
        let (frames, _) = decode(stream)
        #expect(frames[1].lifted == [DeviceContact(id: 1, slot: 0, x: 10, y: 10)])
        #expect(frames[1].began == [2] && frames[1].contact(id: 2)?.x == 90)
    }

    @Test("input behaviour 1.3: a frame that changes nothing is not reported; an unterminated frame is an issue")
    func emptyAndUnterminatedFrames() {
        var stream = EvdevStream()
        stream.frame { $0.down(slot: 0, id: 1, x: 10, y: 10) }
        stream.frame {
            $0.events.append(
                EvdevEvent(time: $0.time, type: EvdevCode.EV_MSC, code: EvdevCode.MSC_TIMESTAMP, value: 8000))
        }
        stream.move(x: 20)
        let result = decode(stream)
        var decoder = result.decoder
        decoder.finish()
        #expect(result.frames.count == 1)
        #expect(decoder.issues.map(\.kind) == [.unterminatedFrame(eventCount: 1)])
        #expect(decoder.issues.first?.eventIndex == 7)
    }
}
