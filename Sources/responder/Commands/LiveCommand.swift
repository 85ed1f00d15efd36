import ArgumentParser
import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitInput
import ResponderKitReplay

/// `responder live DEVICE`: dispatches a live device into the standard gesture scene on the system's
/// monotonic clock and prints each gesture as it happens, until Ctrl-C or `--duration`.
struct Live: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Dispatch a live input device into the standard gesture scene and print gestures as they happen.",
        discussion: """
            The scene is the one `replay` uses: a full-screen view with tap, double tap, two-finger tap, \
            long press, pans, swipes, pinch and rotation. A touchpad or a mouse drives a pointer, through \
            the same path as `replay`: each click, scroll, pinch or rotation and system swipe is printed when \
            it ends. A keyboard types through the user's keyboard layout (libxkbcommon: --keyboard-layout, or \
            the XKB_DEFAULT_* variables; the built-in US layout, with a note, without it): each key's text is \
            printed as it goes down. With --sensors, IIO sensors are polled at --rate into the application \
            (with a device node or without one): proximity changes are printed as they happen, and the samples \
            counted at the end. Stop with Ctrl-C or --duration.
            """
    )

    @OptionGroup var device: DeviceOptions

    @OptionGroup var keyboard: KeyboardLayoutOptions

    @Flag(help: "Grab the device, so that no other program sees its events.")
    var grab = false

    @OptionGroup var sensors: SensorOptions

    func validate() throws {
        if device.device == nil && sensors.sensors == nil {
            throw ValidationError("expected a device node (see `responder devices`) or --sensors")
        }
    }

    func run() throws {
        let sensorDevices = try sensors.devices()
        let poller = sensorDevices.isEmpty ? nil : SensorPoller(devices: sensorDevices, rate: sensors.rate)
        var source: DeviceInputSource?
        if device.device != nil {
            // The application runs on `MonotonicClock`, the clock the device stamps its events with.
            let opened = try device.open(grab: grab, startTime: .monotonicClock(now: monotonicSeconds))
            if opened.deviceClass == .accelerometer, let path = device.device {
                opened.accelerometerMountMatrix = try sensors.mountMatrix(forDeviceNode: path)
            }
            // A keyboard's keys type through the layout (input behaviour 4); its notes are printed once.
            if opened.deviceClass == .keyboard || keyboard.isGiven {
                opened.keyboardText = try keyboard.makeTranslator()
            }
            source = opened
        }
        let duration = device.duration
        try MainActor.assumeIsolated { [source] in
            try Self.run(source, sensors: poller, duration: duration)
        }
    }

    @MainActor
    private static func run(_ source: DeviceInputSource?, sensors: SensorPoller?, duration: Double?) throws {
        var sensors = sensors
        let description = source?.deviceDescription ?? InputDeviceDescription(name: "sensors")
        let deviceClass = source?.deviceClass ?? .other
        let scene = ReplayScene(
            screen: description.screen, clock: MonotonicClock(), scrollsContent: deviceClass.isPointer)
        let app = scene.application
        // The application (the newest, so `UIApplication.current`) knows its proximity sensor before the
        // first reading, so that enabling monitoring works at once (behaviour 8.7).
        if sensors?.devices.contains(where: { $0.sensors.contains { $0.kind == .proximity } }) == true {
            UIDevice.current.hasProximitySensor = true
        }
        let origin = app.clock.now
        let collector = GestureCollector(scene: scene, origin: origin)
        collector.onChange = { gesture, change in
            switch change.state {
            case .began: printLine(gesture.lines[0])
            case .ended where gesture.kind.isDiscrete: printLine(gesture.lines[0])
            case .ended, .cancelled: printLine(gesture.lines.last ?? "")
            default: break
            }
        }
        Interruption.install()
        let what = [source.map { "\($0.path) (\(description.name))" }, sensors.map { "sensors " + $0.summary }]
        printLine(
            "Live: \(what.compactMap { $0 }.joined(separator: " and ")) into the standard scene, screen "
                + "\(format(description.screen.width)) × \(format(description.screen.height)) pt; "
                + (duration.map { "for \($0) s." } ?? "press Ctrl-C to stop."))
        printLine("Times are seconds since the start; points are screen points.")
        // A touchpad or a mouse drives the pointer (behaviour 12): its clicks, scrolls, pinches and swipes
        // are printed as `replay` reports them, each once it ends.
        var pointer = deviceClass.pointerDeviceKind.map {
            LivePointerPrinter(
                activity: ReplayPointerActivity(device: $0, deviceClass: deviceClass.description), origin: origin)
        }
        if let pointer { printLine("The device is a \(pointer.activity.deviceClass).") }
        if let keyboardText = source?.keyboardText {
            printLine("Keys type with the layout \(keyboardText.layoutDescription).")
        }
        var typed = TypedText()
        var end: DeviceInputSource.End?
        var near: Bool?
        while !Interruption.requested && end == nil {
            let elapsed = app.clock.now - origin
            if let duration, elapsed >= duration { break }
            var timeout = min(0.1, (duration ?? .infinity) - elapsed)
            if let deadline = app.nextTimerDeadline { timeout = min(timeout, max(0, deadline - app.clock.now)) }
            if let deadline = source?.nextDeadline { timeout = min(timeout, max(0, deadline - app.clock.now)) }
            if let deadline = sensors?.nextPoll { timeout = min(timeout, max(0, deadline - app.clock.now)) }
            var batch = DeviceInputSource.Batch()
            if let source {
                batch = source.read(timeout: timeout)
                // The pointer stream's deadlines due by now (a tap's release, kinetic steps).
                batch.append(source.advance(to: app.clock.now))
            } else {
                SensorPoller.wait(timeout)
            }
            // The sensors due by now (docs/cli.md, "Sensors"): every sample goes to the application, and a
            // proximity change is printed too.
            if let due = sensors?.nextPoll, app.clock.now >= due, let readings = try sensors?.poll(at: app.clock.now) {
                for reading in readings {
                    app.enqueue(reading.hardwareInput)
                    if case .proximity(let time, let isNear, let level) = reading, isNear != near {
                        near = isNear
                        printLine(
                            "\(format(seconds: time - origin))  proximity \(isNear ? "near" : "far") (level \(level))")
                    }
                }
            }
            for input in batch.inputs {
                app.enqueue(input)
                if let text = typed.add(input), !text.isEmpty {
                    printLine("\(format(seconds: input.timestamp - origin))  typed \(TypedText.quoted(text))")
                }
            }
            app.run(until: app.clock.now)
            pointer?.add(batch)
            // What was read before the failure was dispatched and ended; the command fails as before.
            if case .failed(let error) = batch.end { throw DeviceCommandError(error: error) }
            end = batch.end
        }
        if end == .removed { printLine("The device went away.") }
        if let pointer { printLine("Pointer: " + pointer.activity.summaryText + ".") }
        if typed.keyCount > 0 { printLine("Typed: \(typed.summary).") }
        if let sensors { printLine("Sensor readings: \(sensors.countText).") }
        let losses = source?.losses ?? DeviceInputLosses()
        if !losses.isEmpty { printLine("Lost on the way from the device: \(losses).") }
        let counts = Dictionary(grouping: collector.gestures, by: \.kind).mapValues(\.count)
        let text = ReplayGestureKind.allCases.compactMap { kind in counts[kind].map { "\(kind.title) \($0)" } }
        printLine(
            "Stopped after " + String(format: "%.1f s", app.clock.now - origin) + ": "
                + (text.isEmpty ? "no gesture recognized." : text.joined(separator: ", ") + "."))
    }
}

/// Follows a live pointer's input in a ``ReplayPointerActivity`` (the one `replay` reports) and prints
/// each click, scroll, pinch or rotation and system swipe once it ends.
struct LivePointerPrinter {
    private(set) var activity: ReplayPointerActivity
    let origin: TimeInterval
    private var printed = (clicks: 0, scrolls: 0, transforms: 0, swipes: 0)

    init(activity: ReplayPointerActivity, origin: TimeInterval) {
        self.activity = activity
        self.origin = origin
    }

    mutating func add(_ batch: DeviceInputSource.Batch) {
        for input in batch.inputs { activity.add(input, origin: origin) }
        for swipe in batch.systemSwipes { activity.add(swipe, origin: origin) }
        while printed.clicks < activity.clicks.count, activity.clicks[printed.clicks].end != nil {
            printLine(activity.clicks[printed.clicks].line)
            printed.clicks += 1
        }
        while printed.scrolls < activity.scrolls.count, activity.scrolls[printed.scrolls].end != nil {
            printLine(activity.scrolls[printed.scrolls].line)
            printed.scrolls += 1
        }
        while printed.transforms < activity.transforms.count, activity.transforms[printed.transforms].end != nil {
            printLine(activity.transforms[printed.transforms].line)
            printed.transforms += 1
        }
        while printed.swipes < activity.systemSwipes.count, activity.systemSwipes[printed.swipes].end != nil {
            printLine(activity.systemSwipes[printed.swipes].line)
            printed.swipes += 1
        }
    }
}
