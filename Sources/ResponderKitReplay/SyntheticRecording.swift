import Foundation
import ResponderKit
import ResponderKitInput

/// Makes realistic touchscreen recordings from a script of gestures, for tests and examples: what a
/// multi-touch protocol B touchscreen sends (input behaviour 1.3, 2), rendered as evdev events (and so as
/// evemu text) and, from the same samples, as a ResponderKit trace.
///
/// The stream has what real devices have:
/// - irregular sample spacing (6.5 to 12.5 ms between frames, 80 to 150 Hz, pitfall 2.4) and a little
///   sensor noise (±1 device unit) on fingers held still;
/// - only changed values, as the kernel filters them: `ABS_MT_SLOT` only when the slot changes, a new
///   contact's axis left out when it equals the slot's previous value (pitfall 2.1);
/// - tracking ids counting up, `-1` on lift, the first-landed finger often lifting first (pitfall 2.6);
/// - `BTN_TOUCH`, single-touch emulation (`ABS_X`/`ABS_Y` following the oldest contact), touch size,
///   pressure and `MSC_TIMESTAMP` in every frame;
/// - evemu-record's time base: the first event at 0.000001 (pitfall 2.5).
///
/// The device (``device``) maps 0...4095 × 0...3071 onto the default 1024 × 768 pt screen, 4 units per
/// point. Positions in the script are screen points. The same seed gives the same stream.
///
/// ```swift
/// var session = SyntheticRecording(seed: 7)
/// session.tap(at: CGPoint(x: 200, y: 150))
/// session.wait(0.6)
/// session.pinch(center: CGPoint(x: 512, y: 384), from: 120, to: 300)
/// let evemu = session.evemuText      // evemu-record's format
/// let trace = session.traceText      // the same samples as a ResponderKit trace
/// ```
public struct SyntheticRecording: Sendable {
    /// The synthetic touchscreen: direct, 10 slots, X 0...4095, Y 0...3071 (16 units/mm), touch major
    /// and pressure 0...255, `BTN_TOUCH`, `MSC_TIMESTAMP`; its screen is 1024 × 768 pt.
    public static var device: InputDeviceDescription {
        var device = InputDeviceDescription(name: "ResponderKit Synthetic Touchscreen")
        (device.bustype, device.vendor, device.product, device.version) = (0x18, 0x1d6b, 0x5354, 0x100)
        device.properties = [EvdevCode.INPUT_PROP_DIRECT]
        device.codes = [
            EvdevCode.EV_KEY: [EvdevCode.BTN_TOUCH],
            EvdevCode.EV_ABS: [
                EvdevCode.ABS_X, EvdevCode.ABS_Y, EvdevCode.ABS_MT_SLOT, EvdevCode.ABS_MT_TOUCH_MAJOR,
                EvdevCode.ABS_MT_POSITION_X, EvdevCode.ABS_MT_POSITION_Y, EvdevCode.ABS_MT_TRACKING_ID,
                EvdevCode.ABS_MT_PRESSURE,
            ],
            EvdevCode.EV_MSC: [EvdevCode.MSC_TIMESTAMP],
        ]
        device.axes = [
            EvdevCode.ABS_X: AbsoluteAxisInfo(minimum: 0, maximum: 4095, resolution: 16),
            EvdevCode.ABS_Y: AbsoluteAxisInfo(minimum: 0, maximum: 3071, resolution: 16),
            EvdevCode.ABS_MT_SLOT: AbsoluteAxisInfo(minimum: 0, maximum: 9),
            EvdevCode.ABS_MT_TOUCH_MAJOR: AbsoluteAxisInfo(minimum: 0, maximum: 255),
            EvdevCode.ABS_MT_POSITION_X: AbsoluteAxisInfo(minimum: 0, maximum: 4095, resolution: 16),
            EvdevCode.ABS_MT_POSITION_Y: AbsoluteAxisInfo(minimum: 0, maximum: 3071, resolution: 16),
            EvdevCode.ABS_MT_TRACKING_ID: AbsoluteAxisInfo(minimum: 0, maximum: 65535),
            EvdevCode.ABS_MT_PRESSURE: AbsoluteAxisInfo(minimum: 0, maximum: 255),
        ]
        device.screen = CGRect(x: 0, y: 0, width: 1024, height: 768)
        return device
    }

    /// The events so far, every frame ended by `SYN_REPORT`.
    public private(set) var events: [EvdevEvent] = []
    /// The same samples as hardware input in screen points (contact ids are the tracking ids; times in
    /// seconds from the first frame).
    public private(set) var traceInputs: [HardwareInput] = []

    /// The state the kernel keeps for one slot.
    private struct Slot: Sendable {
        var trackingID: Int32 = -1
        var x: Int32 = 0, y: Int32 = 0, major: Int32 = 0, pressure: Int32 = 0
    }

    private let deviceDescription: InputDeviceDescription
    private var random: SeededRandomNumberGenerator
    /// Microseconds since the first frame.
    private var now = 0
    /// evemu-record's time of the first event.
    private let startMicroseconds = 1
    private var slots = [Slot](repeating: Slot(), count: 10)
    private var currentSlot = 0
    private var buttonTouch: Int32 = 0
    private var pointer: (x: Int32, y: Int32) = (0, 0)
    private var nextTrackingID: Int32 = 412
    /// Slots in the order their contacts landed (for single-touch emulation).
    private var landingOrder: [Int] = []
    private var hasFrames = false

    /// Starts an empty session; `seed` fixes the spacing and noise.
    public init(seed: UInt64 = 1) {
        deviceDescription = Self.device
        random = SeededRandomNumberGenerator(seed: seed)
    }

    // MARK: Results

    /// The recording: ``device`` and ``events``.
    public var recording: Recording { Recording(device: deviceDescription, events: events, format: .evemu) }
    /// The recording in evemu's format, as `evemu-record` writes it.
    public var evemuText: String { recording.formatted(as: .evemu) }
    /// The trace: a header with the device and its 1024 × 768 screen, then ``traceInputs``.
    public var trace: Trace {
        Trace(
            header: TraceHeader(
                device: deviceDescription, screen: TraceScreen(width: 1024, height: 768),
                source: "SyntheticRecording"),
            inputs: traceInputs)
    }
    /// The trace as JSON Lines.
    public var traceText: String { trace.text }
    /// Seconds since the first frame.
    public var time: TimeInterval { TimeInterval(now) / 1_000_000 }

    // MARK: Gestures

    /// Lets time pass with no finger down.
    public mutating func wait(_ seconds: TimeInterval) {
        now += max(0, Int((seconds * 1_000_000).rounded()))
    }

    /// One finger down and up on the spot (60 to 85 ms).
    public mutating func tap(at point: CGPoint) {
        let up = random.uniform(0.06, 0.085)
        perform([Finger(down: 0, up: up) { _ in point }])
    }

    /// `count` taps at `point`, 110 to 140 ms apart, each after the first 2 pt off it. One finger taps as
    /// ``tap(at:)``; several (`numberOfTouches`, up to 10) land side by side 44 pt apart, 12 ms after one
    /// another, and lift 13 ms apart, the first-landed first, 75 ms after it landed.
    public mutating func tap(at point: CGPoint, count: Int, numberOfTouches: Int = 1) {
        for index in 0..<max(1, count) {
            if index > 0 { wait(random.uniform(0.11, 0.14)) }
            let spot = index == 0 ? point : CGPoint(x: point.x + 2, y: point.y - 1)
            if numberOfTouches <= 1 {
                tap(at: spot)
            } else {
                let fingers = min(numberOfTouches, slots.count)
                perform(
                    (0..<fingers).map { finger in
                        // Whole milliseconds, so that two fingers land and lift at exactly 0, 12 and 75, 88 ms.
                        Finger(down: Double(12 * finger) / 1000, up: Double(75 + 13 * finger) / 1000) { _ in
                            CGPoint(x: spot.x + CGFloat(44 * finger - 22 * (fingers - 1)), y: spot.y)
                        }
                    })
            }
        }
    }

    /// Two taps 110 to 140 ms apart, the second 2 pt off the first (``tap(at:count:numberOfTouches:)``).
    public mutating func doubleTap(at point: CGPoint) {
        tap(at: point, count: 2)
    }

    /// Two fingers 44 pt apart landing 12 ms apart and lifting, the first-landed first
    /// (``tap(at:count:numberOfTouches:)``).
    public mutating func twoFingerTap(at point: CGPoint) {
        tap(at: point, count: 1, numberOfTouches: 2)
    }

    /// How long a long press holds when no duration is given: 0.9 s.
    public static let defaultLongPressDuration: TimeInterval = 0.9
    /// How long a swipe takes when no duration is given: 0.15 s.
    public static let defaultSwipeDuration: TimeInterval = 0.15
    /// How long a drag takes when no duration is given: 0.8 s.
    public static let defaultDragDuration: TimeInterval = 0.8
    /// How long a pinch takes when no duration is given: 0.45 s.
    public static let defaultPinchDuration: TimeInterval = 0.45
    /// The angle of a pinch's line when none is given: 0.35 rad.
    public static let defaultPinchAngle: CGFloat = 0.35
    /// The radius of a rotation when none is given: 80 pt.
    public static let defaultRotationRadius: CGFloat = 80
    /// How long a rotation takes when no duration is given: 0.5 s.
    public static let defaultRotationDuration: TimeInterval = 0.5

    /// One finger held still (with sensor noise) for `duration` seconds.
    public mutating func longPress(at point: CGPoint, duration: TimeInterval = defaultLongPressDuration) {
        perform([Finger(down: 0, up: duration) { _ in point }])
    }

    /// One finger moving from `start` to `end` in `duration` seconds, fast at first (a flick), lifting as
    /// it arrives.
    public mutating func swipe(from start: CGPoint, to end: CGPoint, duration: TimeInterval = defaultSwipeDuration) {
        let lead = 0.012
        perform([
            Finger(down: 0, up: lead + duration + 0.006) { t in
                Self.interpolate(start, end, Self.easeOut((t - lead) / duration))
            }
        ])
    }

    /// One finger dragged from `start` to `end` in `duration` seconds, starting and stopping smoothly,
    /// held 50 ms at each end.
    public mutating func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = defaultDragDuration) {
        let lead = 0.05
        perform([
            Finger(down: 0, up: lead + duration + 0.05) { t in
                Self.interpolate(start, end, Self.smoothstep((t - lead) / duration))
            }
        ])
    }

    /// Two fingers 50 pt apart (side by side) dragged together from `start` to `end` (their midpoint) in
    /// `duration` seconds; the second lands 15 ms after the first.
    public mutating func twoFingerDrag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.6) {
        let lead = 0.06
        func point(_ t: Double, _ dx: CGFloat) -> CGPoint {
            let p = Self.interpolate(start, end, Self.smoothstep((t - lead) / duration))
            return CGPoint(x: p.x + dx, y: p.y)
        }
        perform([
            Finger(down: 0, up: lead + duration + 0.04) { point($0, -25) },
            Finger(down: 0.015, up: lead + duration + 0.05) { point($0, 25) },
        ])
    }

    /// Two fingers on a line through `center` (at `angle` radians from the x axis), their distance going
    /// from `startDistance` to `endDistance` points in `duration` seconds. The second finger lands 18 ms
    /// after the first; the first lifts first.
    public mutating func pinch(
        center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat,
        duration: TimeInterval = defaultPinchDuration, angle: CGFloat = defaultPinchAngle
    ) {
        let lead = 0.06
        let direction = CGPoint(x: cos(angle), y: sin(angle))
        func distance(_ t: Double) -> CGFloat {
            startDistance + (endDistance - startDistance) * CGFloat(Self.smoothstep((t - lead) / duration))
        }
        perform([
            Finger(down: 0, up: lead + duration + 0.03) { t in
                CGPoint(x: center.x - direction.x * distance(t) / 2, y: center.y - direction.y * distance(t) / 2)
            },
            Finger(down: 0.018, up: lead + duration + 0.045) { t in
                CGPoint(x: center.x + direction.x * distance(t) / 2, y: center.y + direction.y * distance(t) / 2)
            },
        ])
    }

    /// Two fingers on a circle of `radius` points around `center`, turning by `angle` radians (positive
    /// is clockwise on screen) in `duration` seconds, starting at `startAngle`.
    public mutating func rotate(
        center: CGPoint, radius: CGFloat = defaultRotationRadius, startAngle: CGFloat = 0,
        by angle: CGFloat, duration: TimeInterval = defaultRotationDuration
    ) {
        let lead = 0.06
        func point(_ t: Double, _ offset: CGFloat) -> CGPoint {
            let a = startAngle + offset + angle * CGFloat(Self.smoothstep((t - lead) / duration))
            return CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
        }
        perform([
            Finger(down: 0, up: lead + duration + 0.03) { point($0, .pi) },
            Finger(down: 0.015, up: lead + duration + 0.04) { point($0, 0) },
        ])
    }

    /// `count` fingers (1 to 10) evenly spaced on a circle of `radius` points around `center`, landing
    /// 10 ms apart, then moving together for `duration` seconds: the circle's center travels by
    /// `translation`, the circle turns by `rotation` radians (positive is clockwise on screen) and its
    /// radius is multiplied by `scale`. They lift 10 ms apart, the first-landed first. One gesture covers
    /// multi-finger pans, pinches and rotations (the benchmarks' long recordings are made of them).
    public mutating func multiFingerGesture(
        count: Int, center: CGPoint, radius: CGFloat = 60,
        translation: CGVector = CGVector(dx: 0, dy: 0), rotation: CGFloat = 0,
        scale: CGFloat = 1, duration: TimeInterval = 1
    ) {
        let fingers = min(max(count, 1), slots.count)
        let lead = 0.01 * Double(fingers - 1) + 0.03
        perform(
            (0..<fingers).map { index in
                let start = CGFloat(index) * 2 * .pi / CGFloat(fingers)
                let stagger = 0.01 * Double(index)
                return Finger(down: stagger, up: lead + duration + 0.03 + stagger) { t in
                    let progress = CGFloat(Self.smoothstep((t - lead) / duration))
                    let angle = start + rotation * progress
                    let r = radius * (1 + (scale - 1) * progress)
                    return CGPoint(
                        x: center.x + translation.dx * progress + r * cos(angle),
                        y: center.y + translation.dy * progress + r * sin(angle))
                }
            })
    }

    /// Renders a `TouchScript` gesture by gesture, each exactly as its method here renders it
    /// (``tap(at:count:numberOfTouches:)``, ``longPress(at:duration:)``,
    /// ``drag(from:to:duration:)``, ``swipe(from:to:duration:)``, ``pinch(center:from:to:duration:angle:)``,
    /// ``rotate(center:radius:startAngle:by:duration:)``, ``wait(_:)``); a value the script leaves nil takes
    /// that method's default.
    public mutating func perform(_ script: TouchScript) {
        for gesture in script.gestures {
            switch gesture {
            case let .tap(point, count, numberOfTouches):
                tap(at: point, count: count, numberOfTouches: numberOfTouches)
            case let .longPress(point, duration):
                longPress(at: point, duration: duration ?? Self.defaultLongPressDuration)
            case let .drag(start, end, duration):
                drag(from: start, to: end, duration: duration ?? Self.defaultDragDuration)
            case let .swipe(start, end, duration):
                swipe(from: start, to: end, duration: duration ?? Self.defaultSwipeDuration)
            case let .pinch(center, startDistance, endDistance, angle, duration):
                pinch(
                    center: center, from: startDistance, to: endDistance,
                    duration: duration ?? Self.defaultPinchDuration,
                    angle: angle ?? Self.defaultPinchAngle)
            case let .rotate(center, radius, startAngle, angle, duration):
                rotate(
                    center: center, radius: radius ?? Self.defaultRotationRadius, startAngle: startAngle, by: angle,
                    duration: duration ?? Self.defaultRotationDuration)
            case let .wait(seconds):
                wait(seconds)
            }
        }
    }

    /// A session with a tap, a double tap, a two-finger pinch (scale 2.5), a swipe to the right and a
    /// long press, 0.6 s apart (longer than every gesture deadline), on the 1024 × 768 screen:
    ///
    /// | gesture | where |
    /// |---|---|
    /// | tap | (200, 150) |
    /// | double tap | (500, 300) |
    /// | pinch 120 → 300 pt | around (512, 420) |
    /// | swipe right | (150, 650) → (550, 662) in 0.15 s |
    /// | long press, 0.9 s | (850, 200) |
    public static func standardSession(seed: UInt64 = 1) -> SyntheticRecording {
        var session = SyntheticRecording(seed: seed)
        session.tap(at: CGPoint(x: 200, y: 150))
        session.wait(0.6)
        session.doubleTap(at: CGPoint(x: 500, y: 300))
        session.wait(0.6)
        session.pinch(center: CGPoint(x: 512, y: 420), from: 120, to: 300)
        session.wait(0.6)
        session.swipe(from: CGPoint(x: 150, y: 650), to: CGPoint(x: 550, y: 662))
        session.wait(0.6)
        session.longPress(at: CGPoint(x: 850, y: 200))
        return session
    }

    /// The example recording in `Examples/recordings/pinch.evemu`: one pinch from 150 to 330 pt around
    /// the screen's center (scale 2.2).
    public static func pinchSample() -> SyntheticRecording {
        var session = SyntheticRecording(seed: 2024)
        session.pinch(center: CGPoint(x: 512, y: 384), from: 150, to: 330, duration: 0.4)
        return session
    }

    // MARK: Frames

    /// One finger of a gesture: when it lands and lifts (seconds from the gesture's start) and where it
    /// is at each moment.
    private struct Finger {
        var down: TimeInterval
        var up: TimeInterval
        var path: (TimeInterval) -> CGPoint
        init(down: TimeInterval, up: TimeInterval, path: @escaping (TimeInterval) -> CGPoint) {
            self.down = down
            self.up = up
            self.path = path
        }
    }

    /// Samples the fingers at irregular intervals until all have lifted, one frame per sample.
    private mutating func perform(_ fingers: [Finger]) {
        if hasFrames { now += random.integer(6_500, 12_500) }
        let start = now
        var slotOf = [Int?](repeating: nil, count: fingers.count)
        var done = [Bool](repeating: false, count: fingers.count)
        var offset = fingers.map(\.down).min() ?? 0
        while done.contains(false) {
            now = start + Int((offset * 1_000_000).rounded())
            var landing: [(finger: Int, point: CGPoint)] = [], moving: [(slot: Int, point: CGPoint)] = [],
                lifting: [Int] = []
            for (index, finger) in fingers.enumerated() where !done[index] {
                if let slot = slotOf[index] {
                    if offset >= finger.up {
                        lifting.append(slot)
                        done[index] = true
                    } else {
                        moving.append((slot, finger.path(offset)))
                    }
                } else if offset >= finger.down {
                    landing.append((index, finger.path(offset)))
                }
            }
            var landed: [(slot: Int, point: CGPoint)] = []
            for (finger, point) in landing {
                let free = slots.indices.first { candidate in
                    slots[candidate].trackingID < 0 && !lifting.contains(candidate)
                        && !landed.contains { $0.slot == candidate }
                }
                guard let slot = free else { continue }
                slotOf[finger] = slot
                landed.append((slot, point))
            }
            emitFrame(landed: landed, moved: moving, lifted: lifting)
            offset += Double(random.integer(6_500, 12_500)) / 1_000_000
        }
    }

    private mutating func emitFrame(
        landed: [(slot: Int, point: CGPoint)], moved: [(slot: Int, point: CGPoint)], lifted: [Int]
    ) {
        hasFrames = true
        var items: [(code: UInt16, value: Int32)] = []
        var contacts: [TouchContact] = []
        func select(_ slot: Int, _ items: inout [(code: UInt16, value: Int32)]) {
            if slot != currentSlot {
                items.append((EvdevCode.ABS_MT_SLOT, Int32(slot)))
                currentSlot = slot
            }
        }
        var changes: [Int: [(code: UInt16, value: Int32)]] = [:]
        for (slot, point) in landed {
            let id = nextTrackingID
            nextTrackingID = nextTrackingID >= 65535 ? 0 : nextTrackingID + 1
            slots[slot].trackingID = id
            landingOrder.append(slot)
            var list: [(code: UInt16, value: Int32)] = [(EvdevCode.ABS_MT_TRACKING_ID, id)]
            list += update(
                slot, to: point, pressure: Int32(random.integer(26, 32)), major: Int32(random.integer(8, 10)))
            changes[slot] = list
            contacts.append(TouchContact(id: Int(id), location: screenPoint(slot)))
        }
        for (slot, point) in moved {
            let pressure = min(60, slots[slot].pressure + Int32(random.integer(-1, 4)))
            let major = max(6, min(14, slots[slot].major + Int32(random.integer(-1, 1))))
            let list = update(slot, to: point, pressure: pressure, major: major)
            if list.contains(where: { $0.code == EvdevCode.ABS_MT_POSITION_X || $0.code == EvdevCode.ABS_MT_POSITION_Y }
            ) {
                contacts.append(TouchContact(id: Int(slots[slot].trackingID), location: screenPoint(slot)))
            }
            if !list.isEmpty { changes[slot] = list }
        }
        for slot in lifted {
            contacts.append(TouchContact(id: Int(slots[slot].trackingID), location: screenPoint(slot), state: .lifted))
            slots[slot].trackingID = -1
            landingOrder.removeAll { $0 == slot }
            changes[slot] = [(EvdevCode.ABS_MT_TRACKING_ID, -1)]
        }
        // Drivers report slots in order; ABS_MT_SLOT only when it changes, so a frame may continue in the
        // slot the previous one left active (pitfall 2.2).
        for slot in changes.keys.sorted() {
            select(slot, &items)
            items += changes[slot] ?? []
        }
        let touching: Int32 = landingOrder.isEmpty ? 0 : 1
        if touching != buttonTouch {
            items.append((EvdevCode.BTN_TOUCH, touching))
            buttonTouch = touching
        }
        if let oldest = landingOrder.first {
            if slots[oldest].x != pointer.x { items.append((EvdevCode.ABS_X, slots[oldest].x)) }
            if slots[oldest].y != pointer.y { items.append((EvdevCode.ABS_Y, slots[oldest].y)) }
            pointer = (slots[oldest].x, slots[oldest].y)
        }
        let micro = startMicroseconds + now
        for item in items {
            let type = item.code == EvdevCode.BTN_TOUCH ? EvdevCode.EV_KEY : EvdevCode.EV_ABS
            events.append(
                EvdevEvent(
                    seconds: micro / 1_000_000, microseconds: micro % 1_000_000, type: type, code: item.code,
                    value: item.value))
        }
        let scan = Int32(truncatingIfNeeded: UInt32(truncatingIfNeeded: now))
        events.append(
            EvdevEvent(
                seconds: micro / 1_000_000, microseconds: micro % 1_000_000, type: EvdevCode.EV_MSC,
                code: EvdevCode.MSC_TIMESTAMP, value: scan))
        events.append(
            EvdevEvent(
                seconds: micro / 1_000_000, microseconds: micro % 1_000_000, type: EvdevCode.EV_SYN,
                code: EvdevCode.SYN_REPORT, value: 0))
        if !contacts.isEmpty {
            traceInputs.append(.digitizer(DigitizerFrame(timestamp: TimeInterval(now) / 1_000_000, contacts: contacts)))
        }
    }

    /// Moves a slot to a point (with ±1 unit of noise), returning the values that changed.
    private mutating func update(_ slot: Int, to point: CGPoint, pressure: Int32, major: Int32) -> [(
        code: UInt16, value: Int32
    )] {
        let x = clamp(Int32((Double(point.x) * 4095 / 1024).rounded()) + Int32(random.integer(-1, 1)), 4095)
        let y = clamp(Int32((Double(point.y) * 3071 / 768).rounded()) + Int32(random.integer(-1, 1)), 3071)
        var list: [(code: UInt16, value: Int32)] = []
        // Unchanged values are not sent (the kernel drops them), even for a new contact (pitfall 2.1).
        if x != slots[slot].x { list.append((EvdevCode.ABS_MT_POSITION_X, x)); slots[slot].x = x }
        if y != slots[slot].y { list.append((EvdevCode.ABS_MT_POSITION_Y, y)); slots[slot].y = y }
        if major != slots[slot].major { list.append((EvdevCode.ABS_MT_TOUCH_MAJOR, major)); slots[slot].major = major }
        if pressure != slots[slot].pressure {
            list.append((EvdevCode.ABS_MT_PRESSURE, pressure)); slots[slot].pressure = pressure
        }
        return list
    }

    private func clamp(_ value: Int32, _ maximum: Int32) -> Int32 { min(max(value, 0), maximum) }

    /// Where a slot's contact is on the screen, as the device pipeline maps it.
    private func screenPoint(_ slot: Int) -> CGPoint {
        deviceDescription.screenPoint(x: slots[slot].x, y: slots[slot].y)
    }

    private static func interpolate(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * CGFloat(t), y: a.y + (b.y - a.y) * CGFloat(t))
    }

    private static func smoothstep(_ t: Double) -> Double {
        let c = min(max(t, 0), 1)
        return c * c * (3 - 2 * c)
    }

    private static func easeOut(_ t: Double) -> Double {
        let c = min(max(t, 0), 1)
        return 1 - (1 - c) * (1 - c) * (1 - c)
    }
}
