import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitInput
import ResponderKitReplay
import ResponderKitRouter

#if canImport(Glibc)
import Glibc
#endif

/// Hands the input of `responder router`'s own sources (devices, recordings) to the router, one input
/// at a time, and with `--verbose` prints each input and the applications it was queued for.
///
/// The router reports no event for routed input, so the receivers are read from its delivery counters:
/// for each application, messages written + messages waiting + frames merged only grows, by one for
/// each message queued for it. Inputs are handed over one at a time under a lock, so the only other
/// change the counters can show is a front change happening at the same instant (a front announcement
/// to every application); a line can then name an extra application.
final class RouterInputFeed: Sendable {
    let router: SystemRouter
    let console: RouterConsole
    let verbose: Bool
    private let lock = NSLock()

    init(router: SystemRouter, console: RouterConsole, verbose: Bool) {
        self.router = router
        self.console = console
        self.verbose = verbose
    }

    /// Routes `input`, which came from `source` (a device path or recording file name).
    func handle(_ input: HardwareInput, from source: String) {
        lock.lock()
        defer { lock.unlock() }
        guard verbose else {
            router.handle(input)
            return
        }
        let before = counters()
        router.handle(input)
        let after = counters()
        let applications = router.applications
        let receivers = applications.filter { (after[$0.id] ?? 0) > (before[$0.id] ?? 0) }
            .map { "\($0.id) \"\($0.name)\"" }
        let destination = receivers.isEmpty ? "nobody" : receivers.joined(separator: ", ")
        console.print("input \(source): \(Self.describe(input)) -> \(destination)")
    }

    /// Hands a touchpad's three- or four-finger swipe step to the router, which consumes it as a system
    /// gesture (docs/ipc-protocol.md, section 8, "System swipes"); with `--verbose`, prints it.
    func handle(_ swipe: SystemSwipeInput, from source: String) {
        lock.lock()
        defer { lock.unlock() }
        router.handle(swipe)
        guard verbose else { return }
        console.print(
            "input \(source): \(swipe.fingers)-finger system swipe \(swipe.direction.rawValue) \(swipe.phase.rawValue) "
                + "by \(format(CGPoint(x: swipe.translation.dx, y: swipe.translation.dy))) -> the router")
    }

    /// Hands over what a device gave: its input and a touchpad's swipe steps, in time order.
    func handle(_ batch: DeviceInputSource.Batch, from source: String) {
        for item in RouterInputItem.merged(inputs: batch.inputs, systemSwipes: batch.systemSwipes) {
            handle(item, from: source)
        }
    }

    /// Hands over one input or swipe step.
    func handle(_ item: RouterInputItem, from source: String) {
        switch item {
        case .input(let input): handle(input, from: source)
        case .systemSwipe(let swipe): handle(swipe, from: source)
        }
    }

    private func counters() -> [ApplicationID: Int] {
        var counts: [ApplicationID: Int] = [:]
        for application in router.applications {
            guard let statistics = router.statistics(for: application.id) else { continue }
            counts[application.id] = statistics.sentMessages + statistics.queuedMessages + statistics.coalescedFrames
        }
        return counts
    }

    /// One input in words: "touch #1 touching (120, 340)", "key down usage 0x04".
    static func describe(_ input: HardwareInput) -> String {
        switch input {
        case .digitizer(let frame):
            let contacts = frame.contacts.map { contact -> String in
                let state: String
                switch contact.state {
                case .touching: state = "touching"
                case .lifted: state = "lifted"
                case .hovering: state = "hovering"
                }
                return "#\(contact.id) \(state) \(format(contact.location))"
            }
            return "touch " + (contacts.isEmpty ? "(no contacts)" : contacts.joined(separator: ", "))
        case .cancelAllContacts:
            return "cancel all contacts"
        case .estimatedPropertiesUpdate(let update):
            return "estimated properties update #\(update.estimationUpdateIndex)"
        case .key(let key):
            let modifiers = key.modifierFlags.isEmpty ? "" : " with \(key.modifierFlags)"
            return "key \(key.transition == .down ? "down" : "up") usage "
                + String(format: "0x%02x", Int(key.keyCode.rawValue)) + modifiers
        case .accelerometer(let sample):
            return String(format: "accelerometer (%.2f, %.2f, %.2f) g", sample.x, sample.y, sample.z)
        case .gyroscope(let sample):
            return String(format: "gyroscope (%.2f, %.2f, %.2f) rad/s", sample.x, sample.y, sample.z)
        case .magnetometer(let sample):
            return String(format: "magnetometer (%.1f, %.1f, %.1f) µT", sample.x, sample.y, sample.z)
        case .proximity(let sample):
            let state = sample.isNear ? "proximity near" : "proximity far"
            return sample.distance.map { state + String(format: " (distance %.1f)", $0) } ?? state
        case .mediaKey(let media):
            return "media key \(media.command)"
        case .pointer(let pointer):
            return "\(pointer.device.rawValue) pointer \(format(pointer.location))"
                + (pointer.buttons.isEmpty ? " hovering" : " buttons 0x" + String(pointer.buttons.rawValue, radix: 16))
        case .scroll(let scroll):
            return
                "\(scroll.kind.rawValue) scroll \(scroll.phase.rawValue) by \(format(CGPoint(x: scroll.delta.dx, y: scroll.delta.dy)))"
                + (scroll.isMomentum ? " (momentum)" : "")
        case .transform(let transform):
            return String(
                format: "transform %@ scale %.3f rotation %.3f rad", transform.phase.rawValue,
                Double(transform.scale), Double(transform.rotation))
        }
    }
}

/// One thing `responder router --input` hands to the router: hardware input, or a touchpad's system swipe
/// step (which is not input: the router consumes it).
enum RouterInputItem: Sendable {
    case input(HardwareInput)
    case systemSwipe(SystemSwipeInput)

    var timestamp: TimeInterval {
        switch self {
        case .input(let input): input.timestamp
        case .systemSwipe(let swipe): swipe.timestamp
        }
    }

    /// Inputs and a touchpad's swipes in time order (each list is; ties keep inputs first).
    static func merged(inputs: [HardwareInput], systemSwipes: [SystemSwipeInput]) -> [RouterInputItem] {
        var items = inputs.map(RouterInputItem.input)
        items.reserveCapacity(items.count + systemSwipes.count)
        var index = 0
        for swipe in systemSwipes {
            while index < items.count, items[index].timestamp <= swipe.timestamp { index += 1 }
            items.insert(.systemSwipe(swipe), at: index)
            index += 1
        }
        return items
    }

    /// The item with its timestamp moved by `offset` seconds.
    func retimed(by offset: TimeInterval) -> RouterInputItem {
        switch self {
        case .input(let input): return .input(routerRetimed(input, by: offset))
        case .systemSwipe(var swipe):
            swipe.timestamp += offset
            return .systemSwipe(swipe)
        }
    }
}

/// Something `responder router --input` reads: a live evdev device, or a file replayed in real time.
protocol RouterInputSource: AnyObject, Sendable {
    /// Starts reading on a thread of its own.
    func start()
    /// Stops reading and waits (briefly) for the thread to end.
    func stop()
}

/// Opens what `--input` names: a character device (`/dev/input/eventN`) is read live; any other file is
/// a recording (evemu, evtest, libinput record) or a ResponderKit trace, replayed in real time.
enum RouterInputSources {
    struct OpenError: Error, CustomStringConvertible {
        let description: String
    }

    static func open(_ path: String, screen: CGRect, grab: Bool, replayDelay: TimeInterval, feed: RouterInputFeed)
        throws(OpenError) -> any RouterInputSource
    {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw OpenError(description: "\(path): \(String(cString: strerror(errno)))")
        }
        if (status.st_mode & S_IFMT) == S_IFCHR {
            do {
                // Router input is stamped on the monotonic clock, the one the device stamps its events on.
                let source = try DeviceInputSource(
                    path: path, grab: grab, startTime: .monotonicClock(now: monotonicSeconds))
                source.deviceDescription.screen = screen
                return RouterDeviceReader(source: source, feed: feed)
            } catch {
                throw OpenError(description: "\(error)")
            }
        }
        return try RouterReplay(path: path, screen: screen, delay: replayDelay, feed: feed)
    }
}

/// A thread's stop flag and the signal that it ended.
private final class ThreadControl: @unchecked Sendable {
    // @unchecked: both flags are only touched under `condition`.
    private let condition = NSCondition()
    private var stopping = false
    private var finished = false

    var isStopping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopping
    }

    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// Asks the thread to stop and waits up to `timeout` seconds for it to finish.
    func stopAndWait(timeout: TimeInterval) {
        condition.lock()
        defer { condition.unlock() }
        stopping = true
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !finished {
            if !condition.wait(until: deadline) { break }
        }
    }

    /// Sleeps until `time` (monotonic seconds), in short slices so that a stop is noticed; false when stopped.
    func sleep(until time: TimeInterval) -> Bool {
        while true {
            if isStopping { return false }
            let remaining = time - monotonicSeconds()
            if remaining <= 0 { return true }
            Thread.sleep(forTimeInterval: min(remaining, 0.05))
        }
    }
}

/// Reads a live evdev device on a thread and routes what it reports (``DeviceInputSource``: events on
/// the monotonic clock, a touchscreen's contacts cancelled when it goes away). A touchpad or a mouse drives
/// the pointer through the stream `live` and `replay` use (``PointerInputStream``): its clicks, scrolls and
/// transforms are routed as input, its three- and four-finger swipes as system swipes.
final class RouterDeviceReader: RouterInputSource, @unchecked Sendable {
    // @unchecked: `source` is not Sendable; after `start()` only the reader thread touches it.
    private let source: DeviceInputSource
    private let feed: RouterInputFeed
    private let control = ThreadControl()
    private let name: String
    /// The longest wait for the device, in seconds, so that a stop is noticed soon.
    private static let maximumWait: TimeInterval = 0.05

    init(source: DeviceInputSource, feed: RouterInputFeed) {
        self.source = source
        self.feed = feed
        name = source.path
        let description = source.deviceDescription
        let slots =
            description.isMultiTouch ? ", \(description.slotCount) slot\(description.slotCount == 1 ? "" : "s")" : ""
        feed.console.print(
            "input \(source.path): \"\(description.name)\" (\(description.kind.rawValue)\(slots))"
                + "\(source.isGrabbed ? ", grabbed" : ""), mapped onto \(format(description.screen))")
    }

    func start() {
        Thread.detachNewThread { [self] in
            read()
            control.finish()
        }
    }

    func stop() {
        control.stopAndWait(timeout: 1)
    }

    /// Reads until the device ends or the router stops; a touchpad's deadlines (a tap's release, kinetic
    /// scrolling) run on the monotonic clock between reads.
    private func read() {
        while !control.isStopping {
            var wait = Self.maximumWait
            if let deadline = source.nextDeadline { wait = min(wait, max(0, deadline - monotonicSeconds())) }
            let started = source.isStarted
            let batch = source.read(timeout: wait)
            if !started && source.isStarted {
                for warning in source.warnings { feed.console.print("input \(name): \(warning)") }
            }
            feed.handle(batch, from: name)
            if let end = batch.end {
                feed.console.print("input \(name): " + Self.describe(end, pointer: source.deviceClass.isPointer))
                break
            }
            feed.handle(source.advance(to: monotonicSeconds()), from: name)
        }
        let losses = source.losses
        if !losses.isEmpty { feed.console.print("input \(name): lost on the way from the device: \(losses)") }
        source.close()
    }

    /// The line saying why a device's input ended.
    private static func describe(_ end: DeviceInputSource.End, pointer: Bool) -> String {
        switch end {
        case .removed:
            "the device went away; " + (pointer ? "its buttons and gestures were ended" : "its contacts were cancelled")
        case .failed(let error): "\(error); no longer read"
        case .stopped: "no longer read"
        }
    }
}

/// Replays a recording or a trace in real time: its inputs are routed with their original spacing,
/// restamped on the monotonic clock. Playing starts once an application has registered (so that touches
/// have somewhere to go), `delay` seconds later.
final class RouterReplay: RouterInputSource, Sendable {
    private let inputs: [RouterInputItem]
    private let name: String
    private let delay: TimeInterval
    private let feed: RouterInputFeed
    private let control = ThreadControl()

    init(path: String, screen: CGRect, delay: TimeInterval, feed: RouterInputFeed) throws(RouterInputSources.OpenError)
    {
        name = URL(fileURLWithPath: path).lastPathComponent
        self.delay = delay
        self.feed = feed
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RouterInputSources.OpenError(description: "\(path): cannot be read")
        }
        do {
            if Trace.isTrace(String(decoding: data, as: UTF8.self)) {
                let trace = try Trace.load(path: path)
                inputs = trace.inputs.map(RouterInputItem.input)
                let size =
                    trace.header.screen.map {
                        " (points of a \(format(CGFloat($0.width))) x \(format(CGFloat($0.height))) screen)"
                    } ?? ""
                feed.console.print("input \(name): trace of \(inputs.count) inputs\(size)")
            } else {
                var recording = try Recording.load(path: path)
                recording.device.screen = screen
                if var stream = PointerInputStream(device: recording.device, screen: screen) {
                    // A touchpad or a mouse drives the pointer, as in `replay`; its swipes go to the router.
                    let output = stream.consume(recording.events)
                    let last = stream.finish()
                    inputs =
                        RouterInputItem.merged(inputs: output.inputs, systemSwipes: output.systemSwipes)
                        + RouterInputItem.merged(inputs: last.inputs, systemSwipes: last.systemSwipes)
                } else {
                    var pipeline = DeviceInputPipeline(device: recording.device, startTime: 0)
                    inputs = (pipeline.process(recording.events) + pipeline.deviceRemoved()).map(RouterInputItem.input)
                }
                feed.console.print(
                    "input \(name): \(recording.format) recording of \"\(recording.device.name)\" "
                        + "(\(recording.device.kind.rawValue)), \(recording.events.count) events, \(inputs.count) inputs, "
                        + "mapped onto \(format(screen))")
            }
        } catch {
            throw RouterInputSources.OpenError(description: "\(error)")
        }
    }

    func start() {
        Thread.detachNewThread { [self] in
            play()
            control.finish()
        }
    }

    func stop() {
        control.stopAndWait(timeout: 1)
    }

    private func play() {
        guard let first = inputs.first?.timestamp else {
            feed.console.print("input \(name): nothing to replay")
            return
        }
        if feed.router.applications.isEmpty {
            feed.console.print("input \(name): waiting for an application to register before replaying")
        }
        while feed.router.applications.isEmpty {
            guard control.sleep(until: monotonicSeconds() + 0.05) else { return }
        }
        guard control.sleep(until: monotonicSeconds() + delay) else { return }
        let duration = (inputs.last?.timestamp ?? first) - first
        feed.console.print("input \(name): replaying \(inputs.count) inputs over \(format(CGFloat(duration))) s")
        let start = monotonicSeconds()
        let offset = start - first
        for input in inputs {
            guard control.sleep(until: input.timestamp + offset) else {
                feed.console.print("input \(name): replay stopped")
                return
            }
            feed.handle(input.retimed(by: offset), from: name)
        }
        feed.console.print("input \(name): replay finished")
    }
}

/// `input` with its timestamp moved by `offset` seconds.
func routerRetimed(_ input: HardwareInput, by offset: TimeInterval) -> HardwareInput {
    switch input {
    case .digitizer(var frame):
        frame.timestamp += offset
        return .digitizer(frame)
    case .cancelAllContacts(let timestamp):
        return .cancelAllContacts(timestamp: timestamp + offset)
    case .estimatedPropertiesUpdate(var update):
        update.timestamp += offset
        return .estimatedPropertiesUpdate(update)
    case .key(var key):
        key.timestamp += offset
        return .key(key)
    case .accelerometer(var sample):
        sample.timestamp += offset
        return .accelerometer(sample)
    case .gyroscope(var sample):
        sample.timestamp += offset
        return .gyroscope(sample)
    case .magnetometer(var sample):
        sample.timestamp += offset
        return .magnetometer(sample)
    case .proximity(var sample):
        sample.timestamp += offset
        return .proximity(sample)
    case .mediaKey(var media):
        media.timestamp += offset
        return .mediaKey(media)
    case .pointer(var pointer):
        pointer.timestamp += offset
        return .pointer(pointer)
    case .scroll(var scroll):
        scroll.timestamp += offset
        return .scroll(scroll)
    case .transform(var transform):
        transform.timestamp += offset
        return .transform(transform)
    }
}
