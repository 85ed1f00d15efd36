import Foundation
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

@Suite("Multi-touch protocol A and single-touch devices")
struct MultiTouchProtocolATests {
    private func decode(_ stream: EvdevStream, device: InputDeviceDescription = TestDevices.protocolA()) -> (
        frames: [DeviceFrame], decoder: DeviceFrameDecoder
    ) {
        var decoder = DeviceFrameDecoder(device: device)
        let frames = decoder.decode(stream.events)
        return (frames, decoder)
    }

    @Test("input behaviour 1.3: a device without slots is read as protocol A")
    func protocolChoice() {
        #expect(DeviceFrameDecoder(device: TestDevices.protocolA()).contactProtocol == .anonymous)
        #expect(DeviceFrameDecoder(device: TestDevices.touchscreen()).contactProtocol == .slots)
        #expect(DeviceFrameDecoder(device: TestDevices.singleTouch()).contactProtocol == .singleTouch)
        #expect(DeviceFrameDecoder(device: TestDevices.keyboard()).contactProtocol == .none)
    }

    @Test("input behaviour 1.3: protocol A contacts keep their ids by nearest neighbour, whatever the packet order")
    func nearestNeighbourTracking() {
        var stream = EvdevStream()
        stream.frame {
            $0.packet(x: 100, y: 100); $0.packet(x: 800, y: 800)
        }
        stream.frame {
            $0.packet(x: 790, y: 810); $0.packet(x: 110, y: 95)
        }  // order swapped
        stream.frame {
            $0.packet(x: 120, y: 90); $0.packet(x: 780, y: 820)
        }
        let (frames, _) = decode(stream)
        #expect(frames[0].began == [0, 1])
        #expect(frames[1].began.isEmpty && Set(frames[1].moved) == [0, 1])
        #expect(frames[1].contact(id: 0)?.x == 110 && frames[1].contact(id: 0)?.y == 95)
        #expect(frames[1].contact(id: 1)?.x == 790 && frames[1].contact(id: 1)?.y == 810)
        #expect(frames[2].contact(id: 0)?.x == 120 && frames[2].contact(id: 1)?.x == 780)
        #expect(frames[2].contacts.allSatisfy { $0.slot == nil })
    }

    @Test("input behaviour 1.3: an empty SYN_MT_REPORT lifts the last finger")
    func emptyReportLifts() {
        var stream = EvdevStream()
        stream.frame { $0.packet(x: 100, y: 100) }
        stream.frame { $0.mtReport() }
        let (frames, _) = decode(stream)
        #expect(frames[1].lifted.map(\.id) == [0] && frames[1].contacts.isEmpty && !frames[1].contactsCancelled)
    }

    @Test("input behaviour 1.3: BTN_TOUCH 0 lifts every contact when the empty report is omitted")
    func touchKeyLifts() {
        var stream = EvdevStream()
        stream.frame {
            $0.key(EvdevCode.BTN_TOUCH, 1); $0.packet(x: 100, y: 100); $0.packet(x: 300, y: 300)
        }
        stream.frame { $0.key(EvdevCode.BTN_TOUCH, 0) }
        let (frames, _) = decode(stream)
        #expect(frames.count == 2)
        #expect(frames[1].lifted.map(\.id) == [0, 1])
    }

    @Test("input behaviour 1.3: a frame without multi-touch data changes nothing")
    func frameWithoutContactsKeepsThem() {
        var stream = EvdevStream()
        stream.frame { $0.packet(x: 100, y: 100) }
        stream.frame { $0.key(EvdevCode.BTN_TOOL_FINGER, 1) }
        stream.frame { $0.packet(x: 105, y: 100) }
        let (frames, _) = decode(stream)
        #expect(frames.count == 2)
        #expect(frames[1].moved == [0])
    }

    @Test("input behaviour 1.3: a finger that joins gets a new id; a lifted finger's id is never reused")
    func newContactsGetNewIDs() {
        var stream = EvdevStream()
        stream.frame { $0.packet(x: 100, y: 100) }
        stream.frame {
            $0.packet(x: 100, y: 100); $0.packet(x: 500, y: 500)
        }
        stream.frame { $0.packet(x: 500, y: 505) }  // the first finger lifted
        stream.frame {
            $0.packet(x: 100, y: 100); $0.packet(x: 500, y: 510)
        }
        let (frames, _) = decode(stream)
        #expect(frames.map(\.began) == [[0], [1], [], [2]])
        #expect(frames[2].lifted.map(\.id) == [0] && frames[2].moved == [1])
    }

    @Test("input behaviour 1.3: a finger landing far away while another lifts does not take over its id")
    func distanceLimit() {
        var stream = EvdevStream()
        stream.frame { $0.packet(x: 50, y: 50) }
        stream.frame { $0.packet(x: 950, y: 950) }
        let (frames, decoder) = decode(stream)
        #expect(decoder.maximumMatchDistance.map { Int($0) } == 282)  // a fifth of the diagonal
        #expect(frames[1].lifted.map(\.id) == [0] && frames[1].began == [1])
    }

    @Test("input behaviour 1.3: protocol A packets that carry a tracking id are matched by it")
    func protocolAWithTrackingIDs() {
        var stream = EvdevStream()
        stream.frame {
            $0.packet(x: 100, y: 100, trackingID: 7); $0.packet(x: 110, y: 100, trackingID: 8)
        }
        // The fingers cross: the nearest neighbour would swap them, the device's ids do not.
        stream.frame {
            $0.packet(x: 111, y: 100, trackingID: 7); $0.packet(x: 99, y: 100, trackingID: 8)
        }
        let (frames, _) = decode(stream)
        #expect(frames[1].contact(id: 0)?.x == 111 && frames[1].contact(id: 1)?.x == 99)
    }

    @Test(
        "input behaviour 1.3: values after the last SYN_MT_REPORT count as a packet; one without a position is dropped")
    func looseValues() {
        var stream = EvdevStream()
        stream.frame {
            $0.abs(EvdevCode.ABS_MT_POSITION_X, 10); $0.mtReport(); $0.abs(EvdevCode.ABS_MT_POSITION_X, 20);
            $0.abs(EvdevCode.ABS_MT_POSITION_Y, 30)
        }
        let (frames, _) = decode(stream)
        #expect(frames.first?.contacts == [DeviceContact(id: 0, x: 20, y: 30)])
    }

    // MARK: Single touch

    @Test("input behaviour 1.3: a single-touch device: BTN_TOUCH down, ABS_X/ABS_Y moves, BTN_TOUCH up")
    func singleTouch() {
        var stream = EvdevStream()
        stream.frame {
            $0.key(EvdevCode.BTN_TOUCH, 1); $0.abs(EvdevCode.ABS_X, 1000); $0.abs(EvdevCode.ABS_Y, 2000)
        }
        stream.frame { $0.abs(EvdevCode.ABS_X, 1100) }
        stream.frame { $0.key(EvdevCode.BTN_TOUCH, 0) }
        stream.frame { $0.key(EvdevCode.BTN_TOUCH, 1) }  // lands where it lifted: position inherited
        let (frames, _) = decode(stream, device: TestDevices.singleTouch())
        #expect(frames.map(\.began) == [[0], [], [], [1]])
        #expect(frames[1].contacts == [DeviceContact(id: 0, x: 1100, y: 2000)])
        #expect(frames[2].lifted.map(\.id) == [0])
        #expect(frames[3].contacts == [DeviceContact(id: 1, x: 1100, y: 2000)])
    }

    @Test("input behaviour 2.2: a single-touch stream that starts mid-touch makes no touch until BTN_TOUCH")
    func singleTouchMidTouch() {
        var stream = EvdevStream()
        stream.frame {
            $0.abs(EvdevCode.ABS_X, 10); $0.abs(EvdevCode.ABS_Y, 10)
        }
        stream.frame { $0.key(EvdevCode.BTN_TOUCH, 0) }
        stream.frame { $0.key(EvdevCode.BTN_TOUCH, 1) }
        let (frames, _) = decode(stream, device: TestDevices.singleTouch())
        #expect(frames.count == 1 && frames[0].began == [0])
    }

    @Test("input behaviour 1.3: a single-touch pen hovers in range, touches with BTN_TOUCH, and leaves")
    func singleTouchPen() {
        var stream = EvdevStream()
        stream.frame {
            $0.key(EvdevCode.BTN_TOOL_PEN, 1); $0.abs(EvdevCode.ABS_X, 100); $0.abs(EvdevCode.ABS_Y, 100);
            $0.abs(EvdevCode.ABS_DISTANCE, 20)
        }
        stream.frame {
            $0.key(EvdevCode.BTN_TOUCH, 1); $0.abs(EvdevCode.ABS_DISTANCE, 0); $0.abs(EvdevCode.ABS_PRESSURE, 1000)
        }
        stream.frame {
            $0.key(EvdevCode.BTN_TOUCH, 0); $0.abs(EvdevCode.ABS_PRESSURE, 0)
        }
        stream.frame { $0.key(EvdevCode.BTN_TOOL_PEN, 0) }
        let (frames, _) = decode(stream, device: TestDevices.singleTouch(pen: true))
        #expect(frames.map { $0.contacts.first?.isHovering } == [true, false, true, nil])
        #expect(frames[0].began == [0] && frames[1].moved == [0] && frames[2].moved == [0])
        #expect(frames[1].contacts.first?.tool == .pen && frames[1].contacts.first?.pressure == 1000)
        #expect(frames[3].lifted.map(\.id) == [0])
    }

    @Test("input behaviour 1.3: keys other than the touch state are reported in the frame")
    func keysInFrames() {
        var stream = EvdevStream()
        stream.frame { $0.key(30, 1) }  // KEY_A
        stream.frame { $0.key(30, 2) }  // auto-repeat
        stream.frame { $0.key(30, 0) }
        let (frames, _) = decode(stream, device: TestDevices.keyboard())
        #expect(
            frames.map(\.keys) == [
                [DeviceKeyEvent(code: 30, value: 1)], [DeviceKeyEvent(code: 30, value: 2)],
                [DeviceKeyEvent(code: 30, value: 0)],
            ])
    }
}
