import Foundation
import ResponderKit
import ResponderKitInput

/// The totals of a replay.
public struct ReplaySummary: Sendable, Equatable {
    /// How many gestures of each kind were recognized (cancelled continuous gestures included).
    public var counts: [ReplayGestureKind: Int]
    /// The number of touches (contacts that went down).
    public var touches: Int
    /// The number of touch sequences (``TouchSequence``).
    public var sequences: Int
    /// Touches still down when the recording ended (the replay cancelled them).
    public var unfinishedTouches: Int
    /// Touches cancelled because the input source was lost.
    public var cancelledTouches: Int
    /// The recording's duration in seconds, from its first to its last event.
    public var duration: TimeInterval
    /// The real time the replay took, in seconds (monotonic clock, outside the application).
    public var wallTime: TimeInterval
    /// The number of hardware inputs given to the application.
    public var inputCount: Int
    /// The number of events (evdev) or lines (trace) read.
    public var eventCount: Int
    /// How the input went through the system router; nil when it was enqueued directly (`--direct`).
    public var routing: ReplayRouting?
    /// The contacts lost on the way, by stage and cause (``ReplayLoss``); clamped values are counted
    /// in ``clampedValues``, not here.
    public var lostContacts: Int
    /// Position values clamped into their axis range.
    public var clampedValues: Int
    /// The lost contacts by stage and cause: "2 (decoder: 1 stream started mid-touch; hit-test: 1 no view
    /// at the point)", or "none".
    public var lossText: String
    /// For a touchpad or mouse recording, its pointer activity in one row ("2 clicks (1 primary, 1 secondary),
    /// …", ``ReplayPointerActivity/summaryText``); nil otherwise.
    public var pointerText: String?
    /// For a replay with accelerometer samples, what they did in one row ("120 accelerometer samples,
    /// orientation faceUp → portrait, 1 shake", ``ReplayMotionActivity/summaryText``); nil otherwise.
    public var motionText: String?
    /// For a recording with keys, what they typed: `"héllo" (6 keys), layout English (US, …)`
    /// (``/ResponderKitInput/TypedText``); nil when no key went down.
    public var typedText: String?
    /// The real time of the whole run, in seconds: reading the file (``Replayer/readingTime``),
    /// decoding it into input, and dispatching; nil when not measured.
    public var totalWallTime: TimeInterval?
    /// Key presses the application refused because ``/ResponderKit/UIApplication/maximumHeldKeys`` keys
    /// were already down (``/ResponderKit/UIApplication/keyRolloverCount``). Default 0.
    public var refusedKeyPresses = 0

    /// Creates a summary from the gestures and trails of a replay.
    public init(
        gestures: [RecognizedGesture], trails: [TouchTrail], sequences: Int, duration: TimeInterval,
        wallTime: TimeInterval, inputCount: Int, eventCount: Int, routing: ReplayRouting? = nil,
        losses: [ReplayLoss] = []
    ) {
        let lossCounts = ReplayLossCounts(losses)
        lostContacts = lossCounts.lost
        clampedValues = lossCounts.clamped
        lossText = lossCounts.lostText
        var counts: [ReplayGestureKind: Int] = [:]
        for gesture in gestures { counts[gesture.kind, default: 0] += 1 }
        self.counts = counts
        self.touches = trails.count
        self.sequences = sequences
        self.unfinishedTouches = trails.filter { $0.ending == .unfinished }.count
        self.cancelledTouches = trails.filter { $0.ending == .cancelled }.count
        self.duration = duration
        self.wallTime = wallTime
        self.inputCount = inputCount
        self.eventCount = eventCount
        self.routing = routing
    }

    /// How many times faster than real time the dispatch ran (the recording's duration over
    /// ``wallTime``), or nil when either is too small to tell.
    public var speedFactor: Double? {
        guard duration > 0, wallTime > 0 else { return nil }
        return duration / wallTime
    }

    /// How many times faster than real time the whole run was (reading and decoding included: the
    /// recording's duration over ``totalWallTime``), or nil when not measured or too small to tell.
    public var totalSpeedFactor: Double? {
        guard duration > 0, let totalWallTime, totalWallTime > 0 else { return nil }
        return duration / totalWallTime
    }

    /// The number of gestures of a kind.
    public func count(_ kind: ReplayGestureKind) -> Int { counts[kind] ?? 0 }

    /// The summary as report lines.
    public var lines: [String] {
        var lines = ["Summary:"]
        let recognized = ReplayGestureKind.allCases.filter { count($0) > 0 }
        let width = max(16, (recognized.map(\.title.count).max() ?? 0) + 2)
        func row(_ name: String, _ value: String) -> String {
            "  " + name + String(repeating: " ", count: max(1, width - name.count)) + value
        }
        if recognized.isEmpty { lines.append("  no gesture recognized") }
        for kind in recognized { lines.append(row(kind.title, "\(count(kind))")) }
        let missing = ReplayGestureKind.allCases.filter { count($0) == 0 }
        if !recognized.isEmpty, !missing.isEmpty {
            lines += ReplayFormat.wrap(missing.map(\.title), first: "  (none of: ", next: "            ", last: ")")
        }
        var touchText = "\(touches) in \(ReplayFormat.plural(sequences, "sequence"))"
        if cancelledTouches > 0 { touchText += ", \(cancelledTouches) cancelled (input source lost)" }
        if unfinishedTouches > 0 { touchText += ", \(unfinishedTouches) still down at the end (cancelled)" }
        lines.append(row("touches", touchText))
        if let pointerText { lines.append(row("pointer", pointerText)) }
        if let motionText { lines.append(row("motion", motionText)) }
        if let typedText { lines.append(row("typed", typedText)) }
        lines.append(
            row(
                "lost",
                lostContacts == 0
                    ? "none: every contact reached a view"
                    : lossText + "; see \"Losses\" above"))
        if refusedKeyPresses > 0 {
            lines.append(
                row(
                    "keys",
                    "\(ReplayFormat.plural(refusedKeyPresses, "key press", "key presses")) refused: "
                        + "\(UIApplication.maximumHeldKeys) keys were already down (rollover)"))
        }
        if clampedValues > 0 {
            lines.append(
                row(
                    "clamped",
                    "\(ReplayFormat.plural(clampedValues, "position value")) outside the axis range, "
                        + "moved onto the edge"))
        }
        lines.append(row("inputs", "\(inputCount) given to the application (\(eventCount) read from the file)"))
        lines.append(
            row("routed", routing?.text ?? "no: the inputs were enqueued directly into the application (--direct)"))
        lines.append(row("duration", ReplayFormat.seconds(duration, width: 0) + " of recording"))
        func factorText(_ factor: Double) -> String {
            let rounded =
                factor >= 10
                ? ReplayFormat.number(CGFloat(factor), decimals: 0) : ReplayFormat.number(CGFloat(factor), decimals: 1)
            return "\(rounded)× faster than real time"
        }
        var speed = ReplayFormat.duration(wallTime) + " dispatching"
        if let factor = speedFactor { speed += ", " + factorText(factor) }
        lines.append(row("replayed in", speed))
        if let totalWallTime {
            var total = ReplayFormat.duration(totalWallTime) + " with reading and decoding"
            if let factor = totalSpeedFactor { total += ", " + factorText(factor) }
            lines.append(row("whole run", total))
        }
        return lines
    }
}

/// What a replay found: the recognized gestures in order, the touches' trails and sequences, the
/// summary, and what the device pipeline could not use.
public struct ReplayReport: Sendable, Equatable {
    /// The file replayed.
    public var file: String
    /// Its format (`evemu`, `evtest`, `libinput-record`, `trace`).
    public var format: String
    /// The device, when known.
    public var device: InputDeviceDescription?
    /// The screen rectangle (the scene's window frame), in points.
    public var screen: CGRect
    /// The gestures, in the order they were recognized.
    public var gestures: [RecognizedGesture]
    /// Every touch's path.
    public var trails: [TouchTrail]
    /// The touch sequences.
    public var sequences: [TouchSequence]
    /// The totals.
    public var summary: ReplaySummary
    /// What the device pipeline could not use (at most ``/ResponderKitInput/DeviceFrameDecoder/maximumIssueCount``).
    public var issues: [DeviceStreamIssue]
    /// Issues beyond those kept.
    public var droppedIssueCount: Int
    /// Inputs left out because their values are out of range (``InputSanitizer``).
    public var notes: [String]
    /// The system gestures the router recognized (``Replayer/systemGestures``), in order: each took its
    /// touch sequence from the application.
    public var systemGestures: [ReplaySystemGesture]
    /// Every contact lost or altered on the way from the device to a view, in stage order then time.
    public var losses: [ReplayLoss]
    /// What a touchpad or mouse recording did as a pointer (behaviour 12): clicks, scrolls, transforms,
    /// system swipes and the pointer's path; nil for a touchscreen or a trace.
    public var pointer: ReplayPointerActivity?
    /// What the accelerometer samples did (behaviour 8.1, 8.8): their count, the device's orientations and
    /// the shakes; nil when the replay had none.
    public var motion: ReplayMotionActivity?

    /// Creates a report.
    public init(
        file: String, format: String, device: InputDeviceDescription?, screen: CGRect, gestures: [RecognizedGesture],
        trails: [TouchTrail], sequences: [TouchSequence], summary: ReplaySummary, issues: [DeviceStreamIssue] = [],
        droppedIssueCount: Int = 0, notes: [String] = [], systemGestures: [ReplaySystemGesture] = [],
        losses: [ReplayLoss] = [], pointer: ReplayPointerActivity? = nil, motion: ReplayMotionActivity? = nil
    ) {
        self.losses = losses
        self.pointer = pointer
        self.motion = motion
        self.file = file
        self.format = format
        self.device = device
        self.screen = screen
        self.gestures = gestures
        self.trails = trails
        self.sequences = sequences
        self.summary = summary
        self.issues = issues
        self.droppedIssueCount = droppedIssueCount
        self.notes = notes
        self.systemGestures = systemGestures
    }

    /// The gestures of a kind.
    public func gestures(_ kind: ReplayGestureKind) -> [RecognizedGesture] { gestures.filter { $0.kind == kind } }

    /// The report's heading: the file, its format, the device, the screen and the scene.
    public var headerLines: [String] {
        var lines = [
            "Replay of \(file) (\(format), \(ReplayFormat.plural(summary.eventCount, format == "trace" ? "input" : "event")))"
        ]
        if let device { lines.append("  device:  " + Self.describe(device)) }
        lines.append(
            "  screen:  \(ReplayFormat.number(screen.width)) × \(ReplayFormat.number(screen.height)) pt"
                + (screen.origin == .zero ? "" : " at \(ReplayFormat.point(screen.origin))"))
        for (index, line) in ReplayScene.summaryLines.enumerated() {
            lines.append((index == 0 ? "  scene:   " : "           ") + line)
        }
        if pointer != nil {
            lines.append(
                "           in a full-screen scrollView (its content \(ReplayFormat.number(ReplayScene.scrollContentFactor)) screens "
                    + "each way) that the pointer's scrolls scroll")
        }
        return lines
    }

    /// The system gestures the router recognized, as report lines (empty when none).
    public var systemGestureLines: [String] {
        guard !systemGestures.isEmpty else { return [] }
        return ["System gestures (recognized by the router, before the application):"]
            + systemGestures.map { "  " + $0.line }
    }

    /// The device pipeline's issues that kept their contacts (a position taken from elsewhere, an
    /// unterminated frame) and the inputs left out, as report lines (empty when nothing). Issues that
    /// lose contacts and clamping are in ``lossLines``.
    public var issueLines: [String] {
        var lines: [String] = []
        // Issues that lose contacts, and clamping, are listed under "Losses" (``lossLines``).
        let others = issues.filter { issue in
            if case .valueClamped = issue.kind { return false }
            return !issue.losesContacts
        }
        if !others.isEmpty || droppedIssueCount > 0 {
            let total = others.count + droppedIssueCount
            lines.append("Stream issues (\(total); contacts were kept, see each line):")
            for issue in others.prefix(10) { lines.append("  \(issue)") }
            if total > 10 {
                lines.append(
                    "  … and \(total - 10) more (issues beyond the first "
                        + "\(DeviceFrameDecoder.maximumIssueCount) are counted, not kept)")
            }
        }
        if !notes.isEmpty {
            lines.append("Inputs left out (values out of range):")
            lines += notes.map { "  " + $0 }
        }
        return lines
    }

    /// Every loss, where and why, as report lines (empty when nothing was lost or clamped).
    public var lossLines: [String] {
        guard !losses.isEmpty else { return [] }
        let lost = losses.filter { $0.stage.losesContacts }.reduce(0) { $0 + $1.count }
        var lines = ["Losses (\(ReplayFormat.plural(lost, "contact")) lost; clamped positions are kept):"]
        for loss in losses.prefix(20) { lines.append("  " + loss.line) }
        if losses.count > 20 { lines.append("  … and \(losses.count - 20) more") }
        return lines
    }

    /// The whole report: heading, gestures (unless `includesGestures` is false), pointer and motion
    /// activity, system gestures, issues, losses, summary.
    public func lines(includesGestures: Bool = true) -> [String] {
        var lines = headerLines
        if includesGestures {
            lines.append("")
            lines.append("Gestures (seconds since the first event; points in screen coordinates):")
            if gestures.isEmpty { lines.append("  none") }
            for gesture in gestures { lines += gesture.lines.map { "  " + $0 } }
        }
        if let pointer { lines.append(""); lines += pointer.lines }
        if let motion { lines.append(""); lines += motion.lines }
        let system = systemGestureLines
        if !system.isEmpty { lines.append(""); lines += system }
        let issues = issueLines
        if !issues.isEmpty { lines.append(""); lines += issues }
        let losses = lossLines
        if !losses.isEmpty { lines.append(""); lines += losses }
        lines.append("")
        lines += summary.lines
        return lines
    }

    /// "name (direct, 10 slots, X 0...4095, Y 0...3071)"; an accelerometer's: "name (accelerometer, X, Y, Z
    /// 256 units per g)".
    static func describe(_ device: InputDeviceDescription) -> String {
        let name = device.name.isEmpty ? "unnamed device" : device.name
        if InputDeviceClass(device) == .accelerometer {
            let resolutions = [EvdevCode.ABS_X, EvdevCode.ABS_Y, EvdevCode.ABS_Z].map {
                device.axes[$0].map { "\($0.resolution)" } ?? "none"
            }
            return "\(name) (accelerometer, X, Y, Z \(resolutions.joined(separator: ", ")) units per g)"
        }
        var parts = [device.kind.rawValue]
        if device.usesSlots {
            parts.append("\(device.slotCount) slots")
        } else if device.isMultiTouch {
            parts.append("protocol A")
        }
        for (code, fallback, label) in [
            (EvdevCode.ABS_MT_POSITION_X, EvdevCode.ABS_X, "X"), (EvdevCode.ABS_MT_POSITION_Y, EvdevCode.ABS_Y, "Y"),
        ] {
            if let axis = device.axes[code] ?? device.axes[fallback] {
                parts.append("\(label) \(axis.minimum)...\(axis.maximum)")
            }
        }
        if device.calibration != [1, 0, 0, 0, 1, 0] {
            parts.append(
                "calibration "
                    + device.calibration.map { ReplayFormat.number(CGFloat($0), decimals: 4) }.joined(separator: " "))
        }
        return "\(name) (\(parts.joined(separator: ", ")))"
    }
}
