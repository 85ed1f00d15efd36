import Foundation
import ResponderKitInput
import ResponderKitInputTestSupport
import ResponderKitReplay
import ResponderKitTesting
import Testing

@Suite("Evdev decoding never crashes on hostile input")
struct EvdevRobustnessTests {
    /// Events a broken or hostile device could send: every MT code, slots far out of range, extreme
    /// values, keys, `SYN_MT_REPORT` and `SYN_DROPPED` anywhere, time going backwards now and then.
    private static func hostileStream(seed: UInt64, count: Int) -> [EvdevEvent] {
        var random = SeededRandomNumberGenerator(seed: seed)
        var time = 1_300_000_000.0
        var events: [EvdevEvent] = []
        let extremes: [Int32] = [.min, .max, -1, 0, 1, 65535]
        for _ in 0..<count {
            time += Bool.random(using: &random) ? 0.0001 : (Int.random(in: 0..<50, using: &random) == 0 ? -5 : 0.004)
            let value: Int32 =
                Int.random(in: 0..<8, using: &random) == 0
                ? extremes.randomElement(using: &random)! : Int32.random(in: -2...1200, using: &random)
            let roll = Int.random(in: 0..<100, using: &random)
            let (type, code): (UInt16, UInt16)
            switch roll {
            case 0..<55: (type, code) = (EvdevCode.EV_ABS, UInt16.random(in: 0x2f...0x3d, using: &random))
            case 55..<60: (type, code) = (EvdevCode.EV_ABS, UInt16.random(in: 0...0x3f, using: &random))
            case 60..<63: (type, code) = (EvdevCode.EV_ABS, EvdevCode.ABS_MT_SLOT)
            case 63..<70:
                (type, code) = (
                    EvdevCode.EV_KEY,
                    [EvdevCode.BTN_TOUCH, EvdevCode.BTN_TOOL_PEN, 30, 42, 58, 164].randomElement(using: &random)!
                )
            case 70..<72: (type, code) = (EvdevCode.EV_SYN, EvdevCode.SYN_MT_REPORT)
            case 72: (type, code) = (EvdevCode.EV_SYN, EvdevCode.SYN_DROPPED)
            case 73..<75: (type, code) = (EvdevCode.EV_MSC, EvdevCode.MSC_TIMESTAMP)
            default: (type, code) = (EvdevCode.EV_SYN, EvdevCode.SYN_REPORT)
            }
            let slotValue = code == EvdevCode.ABS_MT_SLOT && value > 0 ? value % 24 : value
            events.append(
                EvdevEvent(time: max(0, time), type: type, code: code, value: type == EvdevCode.EV_SYN ? 0 : slotValue))
        }
        return events
    }

    private static var devices: [InputDeviceDescription] {
        let all: [UInt16: AbsoluteAxisInfo] = [
            EvdevCode.ABS_MT_TOOL_TYPE: AbsoluteAxisInfo(minimum: 0, maximum: 2),
            EvdevCode.ABS_MT_PRESSURE: AbsoluteAxisInfo(minimum: 0, maximum: 255),
            EvdevCode.ABS_MT_DISTANCE: AbsoluteAxisInfo(minimum: 0, maximum: 10),
            EvdevCode.ABS_MT_TOUCH_MAJOR: AbsoluteAxisInfo(minimum: 0, maximum: 0),
        ]
        var broken = TestDevices.touchscreen(slots: 4)
        broken.axes[EvdevCode.ABS_MT_SLOT] = AbsoluteAxisInfo(minimum: -1, maximum: .max)  // absurd slot count
        broken.axes[EvdevCode.ABS_MT_POSITION_X] = AbsoluteAxisInfo(minimum: 10, maximum: -10)
        var pad = TestDevices.touchscreen(extraAxes: all)
        pad.properties = [EvdevCode.INPUT_PROP_POINTER]
        return [
            TestDevices.touchscreen(), TestDevices.touchscreen(slots: 16, extraAxes: all), pad, broken,
            TestDevices.protocolA(), TestDevices.singleTouch(), TestDevices.singleTouch(pen: true),
            TestDevices.keyboard(),
        ]
    }

    @Test("input behaviour 2: hostile streams keep the frame and contact invariants on every kind of device")
    func invariants() {
        for (index, device) in Self.devices.enumerated() {
            let events = Self.hostileStream(seed: UInt64(index + 1), count: 6000)
            var snapshotRandom = SeededRandomNumberGenerator(seed: 99)
            let snapshot = DeviceStateSnapshot(
                slotCount: 24, currentSlot: 3,
                contacts: (0..<24).compactMap { slot in
                    Bool.random(using: &snapshotRandom)
                        ? (slot: slot, trackingID: Int32(slot * 3), x: Int32(slot), y: 5) : nil
                }, keys: [EvdevCode.BTN_TOUCH, 30])
            var pipeline = DeviceInputPipeline(device: device, stateQuery: index % 2 == 0 ? snapshot : nil)
            pipeline.keepsFrames = true
            var inputs = pipeline.process(events)
            inputs += pipeline.deviceRemoved()
            for frame in pipeline.frames {
                let ids = frame.contacts.map(\.id)
                #expect(Set(ids).count == ids.count, "device \(index): duplicate contact ids")
                #expect(Set(frame.began).isSubset(of: ids) && Set(frame.moved).isSubset(of: ids), "device \(index)")
                #expect(Set(frame.began).isDisjoint(with: frame.moved), "device \(index)")
                #expect(
                    frame.lifted.allSatisfy { !ids.contains($0.id) || frame.began.contains($0.id) }, "device \(index)")
            }
            checkHardwareInput(inputs, device: index)
            let touches = pipeline.frames.reduce(0) { $0 + $1.began.count }
            #expect(device.kind == .keyboard || touches > 0, "device \(index): the stream made no touch")
        }
    }

    /// Contact ids are never reused after they ended; a lifted id was active; time never goes back.
    private func checkHardwareInput(_ inputs: [HardwareInput], device: Int) {
        var active: [Int: TouchContact.State] = [:]
        var ended: Set<Int> = []
        var lastTime = -Double.infinity
        for input in inputs {
            #expect(input.timestamp >= lastTime, "device \(device): time went back")
            lastTime = input.timestamp
            switch input {
            case .cancelAllContacts:
                for (id, state) in active where state == .touching {
                    ended.insert(id)
                    active[id] = nil
                }
            case .digitizer(let frame):
                #expect(Set(frame.contacts.map(\.id)).count == frame.contacts.count, "device \(device)")
                for contact in frame.contacts {
                    #expect(!ended.contains(contact.id), "device \(device): id \(contact.id) reused")
                    if contact.state == .lifted {
                        #expect(active[contact.id] != nil, "device \(device): lifted an inactive id")
                        active[contact.id] = nil
                        ended.insert(contact.id)
                    } else {
                        active[contact.id] = contact.state
                    }
                }
            default:
                break
            }
        }
    }

    @Test("input behaviour 1.2: random bytes only ever produce events or a typed error")
    func randomBytes() {
        var random = SeededRandomNumberGenerator(seed: 7)
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0..<400, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            let result = EvdevByteDecoder.decodeAll(bytes)
            if let error = result.error {
                #expect(error.offset == result.events.count * EvdevByteDecoder.recordSize)
            } else {
                #expect(bytes.count == result.events.count * EvdevByteDecoder.recordSize)
            }
        }
    }

    @Test("input behaviour 2: a hostile stream played into an application leaves every view balanced")
    @MainActor func hostileStreamIntoApplication() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        let app = scene.application
        let view = scene.rootView
        view.isMultipleTouchEnabled = true
        var began = 0, finished = 0
        view.onCall = { method, touches, _ in
            switch method {
            case .began: began += touches.count
            case .ended, .cancelled: finished += touches.count
            default: break
            }
        }
        var pipeline = DeviceInputPipeline(device: TestDevices.touchscreen(slots: 16), startTime: 0)
        for input in pipeline.process(Self.hostileStream(seed: 42, count: 4000)) + pipeline.deviceRemoved() {
            app.enqueue(input)
        }
        app.runUntilIdle()
        #expect(began > 0 && began == finished)
    }
}
