import Foundation
import ResponderKitInput
import ResponderKitInputTestSupport
import ResponderKitTesting
import Testing

@Suite("Evdev SYN_DROPPED recovery")
struct EvdevSyncRecoveryTests {
    /// A recording with three fingers; frames 2 to the middle of 5 are lost.
    ///
    /// F0: slot 0 id 1 (100,100), slot 1 id 2 (200,200), slot 2 id 3 (300,300)
    /// F1: slot 0 x 110
    /// F2: slot 1 id -1                     ← SYN_DROPPED arrives inside this frame
    /// F3: slot 1 id 4 (250,250)
    /// F4: slot 2 id -1, slot 3 id 5 (400,400)
    /// F5: slot 0 x 130                     ← the stream resumes inside this frame
    /// F6: slot 3 y 410
    struct Recording {
        var events: [EvdevEvent] = []
        var cut = 0
        var resume = 0
        var f5Time: TimeInterval = 0

        init() {
            var s = EvdevStream(start: 1000)
            s.frame {
                $0.down(slot: 0, id: 1, x: 100, y: 100); $0.down(slot: 1, id: 2, x: 200, y: 200);
                $0.down(slot: 2, id: 3, x: 300, y: 300)
            }
            s.frame { $0.move(slot: 0, x: 110) }
            s.frame { s in
                s.slot(1)
                s.lift()
                cut = s.events.count  // SYN_DROPPED goes here: the lift is part of the discarded frame
            }
            s.frame { $0.down(slot: 1, id: 4, x: 250, y: 250) }
            s.frame {
                $0.lift(slot: 2); $0.down(slot: 3, id: 5, x: 400, y: 400)
            }
            s.frame { s in
                s.slot(0)
                resume = s.events.count  // the X and SYN_REPORT after it reach the client, and are discarded
                s.move(x: 130)
                f5Time = s.time
            }
            s.frame { $0.move(slot: 3, y: 410) }
            events = s.events
        }

        /// The stream the client reads: cut, `SYN_DROPPED`, then the recording from `resume` on.
        var spliced: [EvdevEvent] {
            Array(events[..<cut]) + [
                EvdevEvent(time: events[cut].time, type: EvdevCode.EV_SYN, code: EvdevCode.SYN_DROPPED, value: 0)
            ]
                + Array(events[resume...])
        }

        /// What the device returns when queried after F5.
        static let snapshot = DeviceStateSnapshot(
            slotCount: 10, currentSlot: 0,
            contacts: [
                (slot: 0, trackingID: 1, x: 130, y: 100), (slot: 1, trackingID: 4, x: 250, y: 250),
                (slot: 3, trackingID: 5, x: 400, y: 400),
            ])
    }

    @Test("input behaviour 1.4: SYN_DROPPED discards up to the next SYN_REPORT, then the snapshot is diffed per slot")
    func resynchronizeFromSnapshot() {
        let recording = Recording()
        var decoder = DeviceFrameDecoder(device: TestDevices.touchscreen(), stateQuery: Recording.snapshot)
        let frames = decoder.decode(recording.spliced)
        #expect(frames.count == 4)  // F0, F1, the resynchronization, F6
        let sync = frames[2]
        #expect(abs(sync.timestamp - recording.f5Time) < 1e-6)
        #expect(sync.contactsCancelled)
        #expect(sync.lifted.map(\.id) == [2, 3])  // valid → -1 (slot 2), A → B (slot 1)
        #expect(sync.began == [4, 5])  // A → B (slot 1), -1 → valid (slot 3)
        #expect(sync.moved == [1])  // same id: axis update only
        #expect(
            sync.contacts == [
                DeviceContact(id: 1, slot: 0, x: 130, y: 100), DeviceContact(id: 4, slot: 1, x: 250, y: 250),
                DeviceContact(id: 5, slot: 3, x: 400, y: 400),
            ])
        #expect(frames[3].moved == [5] && frames[3].contact(id: 5)?.y == 410 && !frames[3].contactsCancelled)
        #expect(decoder.issues.map(\.kind) == [.eventsDropped])
        #expect(decoder.issues.first?.eventIndex == recording.cut)
    }

    @Test("input behaviour 1.4: axis values in slots without a valid tracking id never create touches")
    func axesWithoutTrackingID() {
        var snapshot = Recording.snapshot
        snapshot.slotValues[EvdevCode.ABS_MT_POSITION_X]![6] = 700  // slot 6: values, but tracking id -1
        snapshot.slotValues[EvdevCode.ABS_MT_POSITION_Y]![6] = 700
        var decoder = DeviceFrameDecoder(device: TestDevices.touchscreen(), stateQuery: snapshot)
        var stream = EvdevStream()
        stream.frame { $0.down(slot: 0, id: 1, x: 100, y: 100) }
        stream.dropped()
        stream.frame { $0.move(slot: 6, x: 710) }  // discarded
        stream.frame { $0.move(slot: 6, x: 720) }  // slot 6 is known empty: ignored
        let frames = decoder.decode(stream.events)
        #expect(frames.count == 2)
        #expect(frames[1].began == [4, 5] && frames[1].contacts.map(\.id) == [1, 4, 5])
        #expect(!frames[1].contacts.contains { $0.slot == 6 })
    }

    @Test("input behaviour 1.4: a partial frame before SYN_DROPPED is discarded, not applied")
    func partialFrameDiscarded() {
        let recording = Recording()
        // Without recovery the lift of id 2 would be an ordinary lift in its own frame.
        var decoder = DeviceFrameDecoder(device: TestDevices.touchscreen(), stateQuery: Recording.snapshot)
        let frames = decoder.decode(recording.spliced)
        #expect(!frames.contains { $0.lifted.contains { $0.id == 2 } && !$0.contactsCancelled })
    }

    @Test("input behaviour 1.4: without a state query every contact is cancelled and slots become unknown")
    func noQueryCancelsEverything() {
        let recording = Recording()
        var decoder = DeviceFrameDecoder(device: TestDevices.touchscreen())
        var events = recording.spliced
        var tail = EvdevStream(start: 2000)
        tail.frame { $0.down(slot: 7, id: 9, x: 1, y: 1) }
        events += tail.events
        let frames = decoder.decode(events)
        #expect(frames.count == 4)
        #expect(frames[2].contactsCancelled && frames[2].lifted.map(\.id) == [1, 2, 3] && frames[2].contacts.isEmpty)
        #expect(frames[3].began == [9])  // F6's move in slot 3 made nothing; a new id does
        #expect(
            decoder.issues.map(\.kind) == [
                .eventsDropped, .resynchronizationFailed("no state query"), .unknownContact(slot: 3),
            ])
    }

    @Test("input behaviour 1.4: a query that fails cancels every contact and names what is missing")
    func failingQuery() {
        var decoder = DeviceFrameDecoder(device: TestDevices.touchscreen(), stateQuery: DeviceStateSnapshot())
        let frames = decoder.decode(Recording().spliced)
        #expect(frames[2].contactsCancelled && frames[2].lifted.count == 3)
        #expect(decoder.issues.dropFirst().first?.kind == .resynchronizationFailed("no state for ABS_MT_TRACKING_ID"))
    }

    @Test("input behaviour 1.4: a second SYN_DROPPED while discarding keeps discarding")
    func repeatedDrop() {
        var stream = EvdevStream()
        stream.frame { $0.down(slot: 0, id: 1, x: 10, y: 10) }
        stream.dropped()
        stream.move(x: 20)
        stream.dropped()
        stream.frame { $0.move(x: 30) }
        var decoder = DeviceFrameDecoder(
            device: TestDevices.touchscreen(),
            stateQuery: DeviceStateSnapshot(slotCount: 10, contacts: [(slot: 0, trackingID: 1, x: 30, y: 10)]))
        let frames = decoder.decode(stream.events)
        #expect(frames.count == 2 && frames[1].moved == [1] && !frames[1].contactsCancelled)
    }

    @Test("input behaviour 1.4: keys are re-read with EVIOCGKEY: a release lost in the gap is reported")
    func keysResynchronized() {
        var stream = EvdevStream()
        stream.frame { $0.key(42, 1) }  // KEY_LEFTSHIFT
        stream.frame { $0.key(30, 1) }  // KEY_A
        stream.dropped()
        stream.frame { $0.key(30, 0) }  // lost with the gap
        var decoder = DeviceFrameDecoder(
            device: TestDevices.keyboard(), stateQuery: DeviceStateSnapshot(keys: [42, 48]))
        let frames = decoder.decode(stream.events)
        #expect(frames.last?.keys == [DeviceKeyEvent(code: 30, value: 0), DeviceKeyEvent(code: 48, value: 1)])
        #expect(frames.last?.contactsCancelled == false)
    }

    @Test("input behaviour 1.4: a single-touch device re-reads BTN_TOUCH: a touch that ended in the gap is cancelled")
    func singleTouchResynchronized() {
        var stream = EvdevStream()
        stream.frame {
            $0.key(EvdevCode.BTN_TOUCH, 1); $0.abs(EvdevCode.ABS_X, 10); $0.abs(EvdevCode.ABS_Y, 10)
        }
        stream.dropped()
        stream.frame { $0.key(EvdevCode.BTN_TOUCH, 0) }
        var decoder = DeviceFrameDecoder(
            device: TestDevices.singleTouch(), stateQuery: DeviceStateSnapshot(axisValues: [0: 12, 1: 10]))
        let frames = decoder.decode(stream.events)
        #expect(frames.count == 2 && frames[1].contactsCancelled && frames[1].lifted.map(\.id) == [0])
    }

    @Test("input behaviour 1.4: protocol A has no state to re-read: contacts are cancelled and come back with new ids")
    func protocolAResynchronized() {
        var stream = EvdevStream()
        stream.frame { $0.packet(x: 100, y: 100) }
        stream.dropped()
        stream.frame { $0.packet(x: 105, y: 100) }
        stream.frame { $0.packet(x: 110, y: 100) }
        var decoder = DeviceFrameDecoder(device: TestDevices.protocolA(), stateQuery: DeviceStateSnapshot())
        let frames = decoder.decode(stream.events)
        #expect(frames.count == 3)
        #expect(frames[1].contactsCancelled && frames[1].lifted.map(\.id) == [0])
        #expect(frames[2].began == [1])
    }

    @Test("input behaviour 1.4: end to end, the view sees its touches cancelled, then the surviving finger begin again")
    @MainActor func endToEnd() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        let app = scene.application
        let view = scene.rootView
        view.isMultipleTouchEnabled = true
        var touches: [[UITouch]] = []  // held, so that identities are not reused
        view.onCall = { _, set, _ in touches.append(Array(set)) }
        var pipeline = DeviceInputPipeline(device: TestDevices.touchscreen(), stateQuery: Recording.snapshot)
        for input in pipeline.process(Recording().spliced) { app.enqueue(input) }
        app.runUntilIdle()
        #expect(view.methods == [.began, .moved, .cancelled, .began, .moved])
        #expect(view.calls[0].count == 3 && view.calls[2].count == 3 && view.calls[3].count == 3)
        #expect(!touches[3].contains { new in touches[0].contains { $0 === new } })
    }
}
