import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay

/// A recording loaded for playback.
struct InspectorRecording {
    var name: String
    var format: String
    var screen: CGRect
    var inputs: [HardwareInput]
    var origin: TimeInterval
    var duration: TimeInterval
}

/// One application watched by clients: its scene, dispatch log, the inputs it received (for trace
/// export), its timeline, the pointers down, and the recording it plays (docs/inspector-protocol.md 2).
@MainActor
public final class InspectorSession {
    /// The session's key: a scene id, or `recording`.
    public let key: String
    /// The scene.
    public private(set) var scene: InspectorScene
    /// The inputs the application received, in order: at most ``InspectorHub/Configuration/maximumSessionInputs``;
    /// when full, the oldest tenth is forgotten (``droppedInputs`` counts them).
    public private(set) var inputs: [HardwareInput] = []
    /// How many of the oldest inputs were forgotten to keep ``inputs`` bounded (since the last reset).
    public private(set) var droppedInputs = 0
    /// Every event recorded, oldest first (at most ``InspectorLimits/maximumTimelineEvents``).
    public var timeline: [InspectorJSON] { Array(events[eventsStart...]) }
    /// Whether old events were dropped from ``timeline``.
    public private(set) var truncated = false
    /// The timeline's events are `events[eventsStart...]`: the oldest are dropped by moving the start, and
    /// the array is compacted once half of it is dropped, so that recording an event stays constant time.
    private var events: [InspectorJSON] = []
    private var eventsStart = 0
    /// Counts the times the timeline started over (``reset()``): a client's place in an older one is void.
    private(set) var timelineGeneration = 0
    /// Whether a `timeline` update is due to the watchers (a gesture ended, playback paused or ended).
    private var timelineDue = false

    private var log = DispatchLog()
    private var nextSeq = 1
    private var pending: [InspectorJSON] = []
    private var newTouches: [InspectorJSON] = []
    private var lastViews: InspectorJSON?
    private var makeScene: @MainActor () -> InspectorScene

    /// Contact ids by (client, pointer id), while down.
    private var contacts: [ContactKey: Int] = [:]
    private var nextContactID = 1
    /// Per client: the browser time and application time of its first pointer message, and its last timestamp.
    private var clocks: [Int: (browser: Double, app: TimeInterval, last: Double)] = [:]
    /// Per client: its mouse's buttons down and last location (the application has one pointer).
    private var mouseButtons: [Int: UIEvent.ButtonMask] = [:]
    private var mouseLocations: [Int: CGPoint] = [:]
    /// Per client: where its continuous (pixel) wheel scroll in progress is.
    private var scrolling: [Int: CGPoint] = [:]
    /// Whether the last input was a hover move or a scroll step in progress: the flush then sends no timeline.
    private var quiet = false
    /// The last `pointerState` message's content, to send it again only when it changed.
    private var lastPointerState: InspectorJSON?
    /// The last `dragState` message's content (nil: none sent, or the last said nothing is active).
    private var lastDragState: InspectorJSON?
    /// The keys the clients hold and the key messages that became no input.
    private var keyboard = InspectorKeyboard()
    /// The last `textState` message's content, to send it again only when it changed.
    private var lastTextState: InspectorJSON?
    /// The clients' motion readings: admitted, throttled and converted (docs/inspector-protocol.md 1.3, `motion`).
    private var motionFeed = InspectorMotionFeed()
    /// The number of clients whose last motion reading the rate limit remembers (each connected client
    /// that sent one; a departing client is forgotten in ``clientLeft(_:)``).
    var motionClientsRemembered: Int { motionFeed.rememberedClients }
    private var lastMotionState: InspectorJSON?

    // Playback.
    var recording: InspectorRecording?
    /// Playback position in seconds since the recording's start.
    public private(set) var position: TimeInterval = 0
    /// Whether playback is running.
    public private(set) var isPlaying = false
    /// Playback speed.
    public private(set) var speed: Double = 1
    private var nextInputIndex = 0
    /// The recording's inputs before this one were run (the ones from it to `nextInputIndex` are queued).
    private var runIndex = 0
    /// Where a seek is heading while its inputs run over several turns; nil when caught up.
    private(set) var seekTarget: TimeInterval?
    /// How long the clock runs past the last input (as `responder replay`).
    static let playbackTail: TimeInterval = 1

    private struct ContactKey: Hashable {
        var client: Int
        var pointer: Int
    }

    /// The most inputs kept for export.
    let maximumInputs: Int

    init(
        key: String, maximumInputs: Int = InspectorLimits.maximumSessionInputs,
        makeScene: @escaping @MainActor () -> InspectorScene
    ) {
        self.key = key
        self.maximumInputs = max(1, maximumInputs)
        self.makeScene = makeScene
        scene = makeScene()
        attach()
    }

    private func attach() {
        log = DispatchLog()
        let scene = self.scene
        log.onRecord = { [unowned self] record in
            let (kind, fields) = InspectorEvents.fields(of: record.entry, scene: scene)
            let text = DispatchLog.describe(record.entry).joined(separator: "\n")
            let event = self.append(kind: kind, time: record.time, fields: fields, text: text)
            if kind == "hitTest", let touch = event["touch"] {
                if self.newTouches.count >= InspectorLimits.maximumTimelineEvents {
                    self.newTouches.removeFirst(InspectorLimits.maximumTimelineEvents / 2)
                }
                self.newTouches.append(
                    .object([
                        "id": touch, "time": .number(record.time), "point": event["point"],
                        "walk": event["steps"], "hitView": event["hitView"],
                        "responderChain": event["responderChain"],
                    ]))
            }
        }
        scene.application.dispatchLog = log
        scene.reporter.onControlEvent = { [unowned self, unowned scene] control, name in
            _ = self.append(
                kind: "controlEvent", time: scene.application.clock.now,
                fields: [.init("control", .string(control)), .init("event", .string(name))],
                text: "\(control) sent \(name)")
        }
        scene.reporter.onNote = { [unowned self, unowned scene] view, text in
            _ = self.append(
                kind: "note", time: scene.application.clock.now, fields: [.init("view", .string(view))],
                text: "\(view): \(text)")
        }
        lastViews = nil
    }

    @discardableResult
    private func append(kind: String, time: TimeInterval, fields: [InspectorJSON.Field], text: String) -> InspectorJSON
    {
        let event = InspectorJSON.object(
            [.init("seq", .int(nextSeq)), .init("time", .number(time)), .init("kind", .string(kind))]
                + fields + [.init("text", .string(text))])
        nextSeq += 1
        pending.append(event)
        // Only a catch-up (a seek) gathers this many before its one flush, which lists none of them: the
        // oldest are not kept for it, as the timeline does not keep them either.
        if pending.count > InspectorLimits.maximumTimelineEvents {
            pending.removeFirst(InspectorLimits.maximumTimelineEvents / 2)
        }
        events.append(event)
        if events.count - eventsStart > InspectorLimits.maximumTimelineEvents {
            eventsStart += 1
            truncated = true
            if eventsStart >= InspectorLimits.maximumTimelineEvents / 2 {
                events.removeFirst(eventsStart)
                eventsStart = 0
            }
        }
        return event
    }

    /// Replaces the application with a fresh scene; forgets the timeline, the inputs and the pointers.
    func reset() {
        scene.application.dispatchLog = nil
        scene = makeScene()
        events = []
        eventsStart = 0
        timelineGeneration += 1
        timelineDue = false
        seekTarget = nil
        runIndex = 0
        truncated = false
        pending = []
        newTouches = []
        inputs = []
        droppedInputs = 0
        contacts = [:]
        clocks = [:]
        mouseButtons = [:]
        mouseLocations = [:]
        scrolling = [:]
        quiet = false
        lastPointerState = nil
        lastDragState = nil
        keyboard = InspectorKeyboard()
        lastTextState = nil
        motionFeed = InspectorMotionFeed()
        lastMotionState = nil
        nextInputIndex = 0
        position = 0
        attach()
    }

    /// The number of contacts down.
    public var contactsDown: Int { contacts.count }

    // MARK: Messages

    /// The `scene` message.
    func sceneMessage() -> InspectorJSON {
        let views = InspectorJSON.array(scene.viewsJSON())
        lastViews = views
        let frame = scene.window.frame
        return ServerMessage.make(
            "scene",
            [
                .init("scene", .string(scene.id)), .init("session", .string(key)), .init("title", .string(scene.title)),
                .init("time", .number(scene.application.clock.now)),
                .init(
                    "window",
                    .object([
                        "name": .string(DispatchLog.name(of: scene.window)), "width": .number(frame.width),
                        "height": .number(frame.height),
                    ])),
                .init("views", views),
            ])
    }

    /// The `seq` of the timeline's oldest event and one past its newest.
    var timelineSeqs: Range<Int> { (nextSeq - (events.count - eventsStart))..<nextSeq }

    /// The `seq`s of the events the next ``flush(forceTimeline:eventsInTimeline:)`` sends (the newest).
    var pendingSeqs: Range<Int> { (nextSeq - pending.count)..<nextSeq }

    /// The timeline's events from `seq` (from the oldest kept when that one was dropped) up to `end`, as
    /// JSON texts, as many as fit in `maximumBytes` (at least one), and the `seq` after the last.
    func timelineEvents(from seq: Int, upTo end: Int, maximumBytes: Int) -> (events: [String], next: Int) {
        let seqs = timelineSeqs
        var next = max(seq, seqs.lowerBound)
        var part: [String] = []
        var bytes = 0
        while next < min(end, seqs.upperBound) {
            let text = events[eventsStart + next - seqs.lowerBound].serialized
            if !part.isEmpty, bytes + text.utf8.count > maximumBytes { break }
            part.append(text)
            bytes += text.utf8.count
            next += 1
        }
        return (part, next)
    }

    /// The text of a `timeline` message (docs/inspector-protocol.md 1.4) holding events already written as
    /// JSON (each serialized once): `append` false starts the client's timeline over, true follows what it
    /// has; `complete` false when more parts follow.
    func timelineMessage(_ events: [String], append: Bool, complete: Bool) -> String {
        // The message with an empty list, and the events written into it: `"events":[]` is its one empty
        // list, right after the session's key.
        let empty = ServerMessage.make(
            "timeline",
            [
                .init("session", .string(key)), .init("events", .array([])),
                .init("start", .number(recording?.origin ?? 0)), .init("end", .number(scene.application.clock.now)),
                .init("truncated", .bool(truncated)), .init("append", .bool(append)),
                .init("complete", .bool(complete)),
            ]
        ).serialized
        let marker = #""events":["#
        guard let list = empty.range(of: marker) else { return empty }
        return empty[..<list.upperBound] + events.joined(separator: ",") + empty[list.upperBound...]
    }

    /// Whether a `timeline` update is due (``flush(forceTimeline:eventsInTimeline:)`` said so); clears it.
    func takeTimelineDue() -> Bool {
        defer { timelineDue = false }
        return timelineDue
    }

    /// The `playback` message.
    func playbackMessage() -> InspectorJSON {
        let state: String
        if recording == nil {
            state = "none"
        } else if isPlaying {
            state = "playing"
        } else if position >= playbackEnd {
            state = "ended"
        } else {
            state = "paused"
        }
        return ServerMessage.make(
            "playback",
            [
                .init("session", .string(key)), .init("state", .string(state)), .init("position", .number(position)),
                .init("duration", .number(recording?.duration ?? 0)), .init("speed", .number(speed)),
                .init("name", .string(recording?.name)), .init("format", .string(recording?.format)),
                .init("inputs", .int(recording?.inputs.count ?? 0)),
            ])
    }

    /// The `trace` message: the session's inputs as a ResponderKit trace.
    func traceMessage() -> InspectorJSON {
        let frame = scene.window.frame
        var header = TraceHeader(
            screen: TraceScreen(width: Double(frame.width), height: Double(frame.height)),
            source: "ResponderKit inspector: \(key)" + (recording.map { " (\($0.name))" } ?? ""))
        if droppedInputs > 0 {
            header.source =
                (header.source ?? "")
                + "; the oldest \(droppedInputs) inputs were dropped (a session keeps at most \(maximumInputs))"
        }
        let trace = Trace(header: header, inputs: inputs)
        return ServerMessage.make(
            "trace",
            [
                .init("name", .string("inspector-\(key).jsonl")), .init("text", .string(trace.text)),
                .init("droppedInputs", .int(droppedInputs)),
            ])
    }

    /// What happened since the last flush: `touch` messages, one `events` message, `scene` when views
    /// changed; and a `timeline` update is due (``takeTimelineDue()``) when the gesture is over (no contact
    /// down, no timer pending) or `forceTimeline`. With `eventsInTimeline` the `events` message lists no
    /// events and no `touch` message is made: a catch-up's events (``pendingSeqs``) go to the watchers in
    /// the timeline, at the pace they read.
    func flush(forceTimeline: Bool = false, eventsInTimeline: Bool = false) -> [InspectorJSON] {
        var messages: [InspectorJSON] = []
        // A catch-up's touches reach the page through the timeline's hitTest events, at the pace it reads.
        for touch in eventsInTimeline ? [] : newTouches {
            messages.append(ServerMessage.make("touch", [.init("session", .string(key)), .init("touch", touch)]))
        }
        newTouches = []
        if !pending.isEmpty {
            messages.append(
                ServerMessage.make(
                    "events",
                    [
                        .init("session", .string(key)), .init("time", .number(scene.application.clock.now)),
                        .init("events", .array(eventsInTimeline ? [] : pending)),
                        .init("recognizers", .array(scene.recognizerStates())),
                    ]))
            pending = []
            let views = InspectorJSON.array(scene.viewsJSON())
            if views != lastViews { messages.append(sceneMessage()) }
            if let state = pointerStateMessage(), state != lastPointerState {
                lastPointerState = state
                messages.append(state)
            }
            let drag = dragStateMessage()
            if drag != lastDragState {
                lastDragState = drag
                messages.append(drag ?? emptyDragStateMessage())
            }
            let gestureOver =
                contacts.isEmpty && scrolling.isEmpty && !quiet && mouseButtons.values.allSatisfy(\.isEmpty)
            if (gestureOver && scene.application.nextTimerDeadline == nil && recording == nil) || forceTimeline {
                timelineDue = true
            }
        } else if forceTimeline {
            timelineDue = true
        }
        // Outside the events: a held key's auto-repeat types on a timer, with no event logged.
        let text = textStateMessage()
        if text != lastTextState {
            lastTextState = text
            messages.append(text)
        }
        // Motion samples log no events; what they moved (a level's bubble) is checked here.
        if let motion = motionStateMessage(), motion != lastMotionState {
            lastMotionState = motion
            messages.append(motion)
            let views = InspectorJSON.array(scene.viewsJSON())
            if views != lastViews { messages.append(sceneMessage()) }
        }
        return messages
    }

    /// The `textState` message: the first responder, its text, selection, marked text and caret, the edit
    /// menu, and the keyboard's keys and counts (docs/inspector-protocol.md 1.4).
    func textStateMessage() -> InspectorJSON {
        ServerMessage.make(
            "textState",
            [.init("session", .string(key))] + scene.textStateJSON() + [
                .init(
                    "keyboard",
                    .object([
                        "heldKeys": .array(keyboard.heldCodes.map { .string($0) }),
                        "ignoredRepeats": .int(keyboard.ignoredRepeats),
                        "unknownCodes": .int(keyboard.unknownCodes),
                        "rollover": .int(scene.application.keyRolloverCount),
                    ]))
            ])
    }

    /// The `viewLayout` message for the view named `name`, at `index` of the scene's views when given
    /// (docs/inspector-protocol.md 1.4); throws `invalid-field` when the scene has no such view.
    func viewLayoutMessage(_ name: String, index: Int?) throws(InspectorError) -> InspectorJSON {
        let fields = try scene.viewLayoutJSON(named: name, index: index)
        return ServerMessage.make("viewLayout", [.init("session", .string(key))] + fields)
    }

    /// The `pointerState` message: the application's pointer and hover state (docs/inspector-protocol.md
    /// 1.4), or nil before any pointer input reached the application.
    func pointerStateMessage() -> InspectorJSON? {
        guard let state = scene.pointerStateJSON() else { return nil }
        return ServerMessage.make("pointerState", [.init("session", .string(key))] + state)
    }

    /// The `dragState` message: the drags in progress and the visible context menu
    /// (docs/inspector-protocol.md 1.4), or nil while there is neither.
    func dragStateMessage() -> InspectorJSON? {
        guard let state = scene.dragStateJSON() else { return nil }
        return ServerMessage.make("dragState", [.init("session", .string(key))] + state)
    }

    /// The `dragState` message that says the last drag or menu is over.
    private func emptyDragStateMessage() -> InspectorJSON {
        ServerMessage.make(
            "dragState", [.init("session", .string(key)), .init("sessions", .array([])), .init("menu", .null)])
    }

    // MARK: Input

    /// Chooses an action of the visible context menu, or dismisses it (the `menu` message). Throws when
    /// no context menu shows, or it lists no enabled action with the title.
    func menu(_ action: InspectorMenuAction) throws(InspectorError) {
        guard let menu = scene.application.visibleContextMenu else {
            throw InspectorError("out-of-order", "no context menu is showing")
        }
        let now = scene.application.clock.now
        switch action {
        case .choose(let title):
            guard menu.listedActions.contains(where: { $0.title == title && !$0.attributes.contains(.disabled) })
            else {
                throw InspectorError.invalid("title", "the title of an enabled action the menu lists")
            }
            _ = append(
                kind: "menu", time: now, fields: [.init("action", .string("choose")), .init("title", .string(title))],
                text: "the context menu: chose \"\(title)\"")
            menu.choose(title)
        case .dismiss:
            _ = append(
                kind: "menu", time: now, fields: [.init("action", .string("dismiss"))],
                text: "the context menu: dismissed")
            menu.dismiss()
        }
    }

    /// Dispatches one pointer event from a client. Throws the protocol error for input out of order.
    func pointer(_ pointer: InspectorPointer, from client: Int) throws(InspectorError) {
        let key = ContactKey(client: client, pointer: pointer.pointerID)
        try checkOrder(pointer.timestamp, from: client, what: "pointer")
        let id: Int
        switch pointer.phase {
        case .down:
            guard contacts[key] == nil else {
                throw InspectorError("out-of-order", "pointer \(pointer.pointerID) is already down")
            }
            guard contacts.keys.filter({ $0.client == client }).count < InspectorLimits.maximumPointers else {
                throw InspectorError(
                    "too-many-pointers", "at most \(InspectorLimits.maximumPointers) pointers may be down at once")
            }
            id = nextContactID
            nextContactID += 1
        case .move, .up, .cancel:
            guard let known = contacts[key] else {
                throw InspectorError(
                    "out-of-order", "pointer \(pointer.pointerID) is not down (\(pointer.phase.rawValue) before down)")
            }
            id = known
        }
        let time = applicationTime(pointer.timestamp, from: client)
        let input: HardwareInput
        switch pointer.phase {
        case .down, .move:
            contacts[key] = id
            input = .digitizer(
                DigitizerFrame(timestamp: time, contacts: [Self.contact(pointer, id: id, state: .touching)]))
        case .up:
            contacts[key] = nil
            input = .digitizer(
                DigitizerFrame(timestamp: time, contacts: [Self.contact(pointer, id: id, state: .lifted)]))
        case .cancel:
            contacts[key] = nil
            input =
                contacts.isEmpty
                ? .cancelAllContacts(timestamp: time)
                : .digitizer(DigitizerFrame(timestamp: time, contacts: [Self.contact(pointer, id: id, state: .lifted)]))
        }
        quiet = false
        dispatch(input)
    }

    /// Sends one key of a client's keyboard to the application as a hardware key would (behaviour 8.3,
    /// docs/behaviour/text-input.md 17.7): a ``KeyInput`` through its event queue. A code outside the table
    /// is counted and refused (`unknown-key`); a repeat is counted and ignored (the application repeats a
    /// held key itself: docs/decisions.md, "The inspector's keyboard"); a key going up that this client
    /// did not put down is refused (`out-of-order`).
    func key(_ key: InspectorKey, from client: Int) throws(InspectorError) {
        try checkOrder(key.timestamp, from: client, what: "key")
        guard let usage = InspectorKeyCodes.usage(of: key.code) else {
            keyboard.countUnknownCode()
            throw InspectorError(
                "unknown-key",
                "unknown key code \"\(key.code)\" (not a KeyboardEvent code the inspector maps to a HID usage); "
                    + "\(keyboard.unknownCodes) unknown so far", field: "code")
        }
        switch key.phase {
        case .down:
            guard !key.isRepeat, !keyboard.isDown(usage, by: client) else { return keyboard.ignoreRepeat() }
            keyboard.hold(usage, code: key.code, by: client)
        case .up:
            guard keyboard.release(usage, by: client) else {
                throw InspectorError("out-of-order", "key \(key.code) is not down (up before down)")
            }
        }
        let time = applicationTime(key.timestamp, from: client)
        quiet = false
        dispatch(
            .key(
                KeyInput(
                    timestamp: time, keyCode: usage, transition: key.phase == .down ? .down : .up,
                    modifierFlags: key.modifierFlags, characters: key.characters)))
    }

    /// Gives a step of a client's input method composition to the first responder's text input, as the
    /// system's input methods and ResponderKitTesting's `InputMethodSimulator` do (behaviour 17.8): the
    /// composition as marked text with the caret after it, then unmarked when it ends. Throws
    /// `out-of-order` when the first responder does not adopt ``UITextInput``.
    func composition(_ step: InspectorComposition) throws(InspectorError) {
        guard let input = scene.application.textInputResponder as? any UITextInput else {
            throw InspectorError("out-of-order", "the first responder takes no marked text (no UITextInput)")
        }
        func mark(_ text: String) {
            input.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
        }
        let action: String, text: String
        switch step {
        case .update(let composed):
            (action, text) = ("update", composed)
            mark(composed)
        case .commit(let composed):
            (action, text) = ("commit", composed)
            mark(composed)
            input.unmarkText()
        case .cancel:
            (action, text) = ("cancel", "")
            mark("")
            input.unmarkText()
        }
        let secure = input.isSecureTextEntry
        let shown = secure ? InspectorScene.masked(text) : text
        _ = append(
            kind: "composition", time: scene.application.clock.now,
            fields: [.init("action", .string(action)), .init("composed", .string(shown))],
            text: "composition \(action)" + (step == .cancel ? "" : " \(shown.debugDescription)"))
        quiet = false
    }

    /// Feeds a client's motion reading to the application as accelerometer, magnetometer and gyroscope
    /// samples at its time (docs/inspector-protocol.md 1.3, `motion`): readings closer than
    /// ``InspectorLimits/minimumMotionInterval`` to the client's previous one are dropped and counted, and
    /// a relative orientation is counted, not fed. The samples go in the trace, not in the timeline.
    func motion(_ reading: InspectorMotion, from client: Int) throws(InspectorError) {
        try checkOrder(reading.timestamp, from: client, what: "motion")
        guard motionFeed.admit(reading, from: client) else { return }
        let time = applicationTime(reading.timestamp, from: client)
        scene.observeMotion()
        for input in reading.samples(at: time) { feed(input) }
    }

    /// The `motionState` message: the device motion the application computes and the samples the
    /// clients gave it (docs/inspector-protocol.md 1.4), or nil while nothing reads device motion.
    func motionStateMessage() -> InspectorJSON? {
        guard let state = scene.motionStateJSON() else { return nil }
        return ServerMessage.make(
            "motionState", [.init("session", .string(key))] + state + [.init("samples", motionFeed.countsJSON)])
    }

    /// Throws `out-of-order` when a client's browser timestamp goes back.
    private func checkOrder(_ timestamp: Double, from client: Int, what: String) throws(InspectorError) {
        if let clock = clocks[client], timestamp < clock.last {
            throw InspectorError(
                "out-of-order",
                "\(what) timestamp \(InspectorJSON.format(timestamp)) ms is before the "
                    + "previous one (\(InspectorJSON.format(clock.last)) ms); the event was dropped")
        }
    }

    /// The application time of a client's browser timestamp (docs/inspector-protocol.md 1.3, "Time"): on
    /// the virtual clock, the clock at the client's first message plus the browser time since, never before
    /// now; on a live clock, now.
    private func applicationTime(_ timestamp: Double, from client: Int) -> TimeInterval {
        let app = scene.application
        if app.clock is VirtualClock {
            let clock = clocks[client] ?? (browser: timestamp, app: app.clock.now, last: timestamp)
            clocks[client] = (clock.browser, clock.app, timestamp)
            return max(clock.app + (timestamp - clock.browser) / 1000, app.clock.now)
        }
        clocks[client] = (timestamp, app.clock.now, timestamp)
        return app.clock.now
    }

    /// Moves the application's pointer from a client's mouse (behaviour 12.1, 12.2): a hover while no
    /// button is down, a click from the first button down to the last one up.
    func mouse(_ mouse: InspectorMouse, from client: Int) throws(InspectorError) {
        try checkOrder(mouse.timestamp, from: client, what: "mouse")
        let time = applicationTime(mouse.timestamp, from: client)
        let wasDown = !(mouseButtons[client] ?? []).isEmpty
        mouseButtons[client] = mouse.buttons
        mouseLocations[client] = mouse.location
        // Hovering moves are many and end nothing: they do not send the whole timeline each.
        quiet = !wasDown && mouse.buttons.isEmpty
        dispatch(
            .pointer(
                PointerInput(
                    timestamp: time, deviceID: client, device: .mouse, location: mouse.location,
                    buttons: mouse.buttons)))
    }

    /// Scrolls from a client's wheel (behaviour 12.3): pixel deltas are a trackpad's continuous scroll
    /// (`began`, `changed`…, `ended`, as the page grouped them), line and page deltas a mouse wheel's
    /// discrete steps. The content follows the browser's deltas: `deltaY` > 0 (towards the bottom) is a
    /// scroll input of −`deltaY` (the fingers moving up).
    func wheel(_ wheel: InspectorWheel, from client: Int) throws(InspectorError) {
        try checkOrder(wheel.timestamp, from: client, what: "wheel")
        let inProgress = scrolling[client] != nil
        switch wheel.phase {
        case .began?:
            if inProgress {
                throw InspectorError(
                    "out-of-order", "a wheel scroll began while this client's scroll is in progress; end it first")
            }
        case let phase?:
            guard inProgress else {
                throw InspectorError("out-of-order", "wheel \(phase.rawValue) before began (no scroll in progress)")
            }
        case nil:
            if inProgress {
                throw InspectorError(
                    "out-of-order", "a discrete wheel step while a pixel scroll is in progress; end it first")
            }
        }
        let time = applicationTime(wheel.timestamp, from: client)
        let unit: Double
        switch wheel.mode {
        case .pixel: unit = 1
        case .line: unit = InspectorWheel.pointsPerLine
        case .page: unit = Double(scene.window.bounds.height)
        }
        let delta = CGVector(dx: -wheel.deltaX * unit, dy: -wheel.deltaY * unit)
        let input: ScrollInput
        if let phase = wheel.phase {
            scrolling[client] = phase == .ended ? nil : wheel.location
            input = ScrollInput(
                timestamp: time, deviceID: client, device: .trackpad, location: wheel.location,
                kind: .continuous, phase: phase, delta: delta)
        } else {
            input = ScrollInput(
                timestamp: time, deviceID: client, device: .mouse, location: wheel.location,
                kind: .discrete, phase: .changed, delta: delta)
        }
        quiet = wheel.phase == .began || wheel.phase == .changed
        dispatch(.scroll(input))
    }

    /// Lifts (or cancels, when they are the last) the contacts a departing client left down; releases its
    /// keys and mouse buttons and ends its scroll in progress, so that nothing stays stuck.
    func clientLeft(_ client: Int) {
        clocks[client] = nil
        motionFeed.forget(client)
        let now = scene.application.clock.now
        for usage in keyboard.releaseAll(of: client) {
            dispatch(.key(KeyInput(timestamp: now, keyCode: usage, transition: .up)))
        }
        if let location = scrolling.removeValue(forKey: client) {
            dispatch(
                .scroll(
                    ScrollInput(
                        timestamp: now, deviceID: client, device: .trackpad, location: location,
                        kind: .continuous, phase: .ended, delta: CGVector(dx: 0, dy: 0))))
        }
        if let buttons = mouseButtons.removeValue(forKey: client), !buttons.isEmpty,
            let location = mouseLocations[client]
        {
            dispatch(.pointer(PointerInput(timestamp: now, deviceID: client, device: .mouse, location: location)))
        }
        mouseLocations[client] = nil
        quiet = false
        let left = contacts.filter { $0.key.client == client }
        guard !left.isEmpty else { return }
        for key in left.keys { contacts[key] = nil }
        let time = scene.application.clock.now
        if contacts.isEmpty {
            dispatch(.cancelAllContacts(timestamp: time))
        } else {
            let lifted = left.values.sorted().map { TouchContact(id: $0, location: .zero, state: .lifted) }
            dispatch(.digitizer(DigitizerFrame(timestamp: time, contacts: lifted)))
        }
    }

    private func dispatch(_ input: HardwareInput) {
        let (fields, text) = InspectorEvents.input(input)
        append(kind: "input", time: input.timestamp, fields: fields, text: text)
        feed(input)
    }

    /// Keeps an input for export, gives it to the application and runs the application up to it.
    private func feed(_ input: HardwareInput) {
        keep(input)
        let app = scene.application
        app.enqueue(input)
        app.run(until: max(input.timestamp, app.clock.now))
    }

    /// Keeps an input for export, forgetting the oldest tenth when the session holds the maximum (in
    /// blocks, so that keeping stays amortized constant time).
    private func keep(_ input: HardwareInput) {
        if inputs.count >= maximumInputs {
            let forget = max(1, maximumInputs / 10)
            inputs.removeFirst(forget)
            droppedInputs += forget
        }
        inputs.append(input)
    }

    /// Feeds input that arrived from elsewhere (the router) and runs the application to now.
    func runLive() {
        scene.application.run(until: scene.application.clock.now)
    }

    /// Runs the application's clock to `time` (timers fire). Used when input stopped with a timer pending.
    func runTimers(until time: TimeInterval) {
        let app = scene.application
        guard time > app.clock.now else { return }
        app.run(until: time)
    }

    static func contact(_ pointer: InspectorPointer, id: Int, state: TouchContact.State) -> TouchContact {
        let maximumForce = ForceTouchConstants.maximumPossibleForce
        let hasForce = pointer.kind != .mouse && pointer.pressure != nil
        let size = max(pointer.width ?? 0, pointer.height ?? 0)
        var contact = TouchContact(
            id: id, location: pointer.location, state: state,
            force: hasForce ? CGFloat(pointer.pressure ?? 0) * maximumForce : 0,
            maximumPossibleForce: hasForce ? maximumForce : 0,
            majorRadius: size > 1 ? CGFloat(size / 2) : 20,
            type: pointer.kind == .pen ? .pencil : .direct)
        if pointer.kind == .pen {
            if let altitude = pointer.altitudeAngle, let azimuth = pointer.azimuthAngle {
                contact.altitudeAngle = CGFloat(altitude)
                contact.azimuthAngle = CGFloat(azimuth)
            } else if let tiltX = pointer.tiltX, let tiltY = pointer.tiltY {
                let tx = tan(tiltX * .pi / 180), ty = tan(tiltY * .pi / 180)
                contact.altitudeAngle = CGFloat(Double.pi / 2 - atan(sqrt(tx * tx + ty * ty)))
                contact.azimuthAngle = tx == 0 && ty == 0 ? 0 : CGFloat(atan2(ty, tx))
            }
            if let twist = pointer.twist { contact.rollAngle = CGFloat(twist * .pi / 180) }
        }
        return contact
    }

    // MARK: Playback

    var playbackEnd: TimeInterval { (recording?.duration ?? 0) + Self.playbackTail }

    /// Starts or resumes playback at a speed.
    func play(speed: Double) {
        self.speed = speed
        if position >= playbackEnd { seek(to: 0) }
        isPlaying = true
    }

    /// Pauses playback.
    func pause() { isPlaying = false }

    /// Moves playback to `time` seconds since the recording's start: forwards from where it is, backwards
    /// by rebuilding the scene and replaying from the start. The inputs run over one or more turns
    /// (``continueSeek(maximumInputs:)``).
    func seek(to time: TimeInterval) {
        let target = min(max(time, 0), playbackEnd)
        if target < position || (target == 0 && nextInputIndex > 0) {
            reset()
        }
        seekTarget = target
    }

    /// Runs at most `maximumInputs` more of the seek's inputs; true when the seek reached its target.
    func continueSeek(maximumInputs: Int) -> Bool {
        guard let target = seekTarget else { return true }
        guard advancePlayback(to: target, maximumInputs: maximumInputs) != .behind else { return false }
        seekTarget = nil
        return true
    }

    /// How far ``advancePlayback(to:maximumInputs:)`` got.
    enum PlaybackProgress: Equatable {
        /// At the time asked.
        case reached
        /// At the end of the recording (playback stopped).
        case ended
        /// Short of it: more inputs were due than one turn may run.
        case behind
    }

    /// Feeds the recording's inputs stamped up to `time` (seconds since its start) and runs the virtual
    /// clock to it, running at most `maximumInputs` inputs: when more are due, the clock stops at the last
    /// one run and the rest stay queued for the next call (so that one turn of the main actor stays short).
    @discardableResult
    func advancePlayback(to time: TimeInterval, maximumInputs: Int = .max) -> PlaybackProgress {
        guard let recording else { return .ended }
        let target = min(max(time, position), playbackEnd)
        let app = scene.application
        let until = recording.origin + target
        // Every input due is queued at once, so that the run loop coalesces the samples of a display frame
        // exactly as one run would (as `responder replay --direct` does); only the running is split.
        while nextInputIndex < recording.inputs.count, recording.inputs[nextInputIndex].timestamp <= until {
            let input = recording.inputs[nextInputIndex]
            let (fields, text) = InspectorEvents.input(input)
            append(kind: "input", time: input.timestamp, fields: fields, text: text)
            keep(input)
            app.enqueue(input)
            nextInputIndex += 1
        }
        if nextInputIndex - runIndex > maximumInputs {
            let stop = recording.inputs[runIndex + maximumInputs - 1].timestamp
            if stop.isFinite, stop < until {
                app.run(until: max(stop, app.clock.now))
                runIndex += maximumInputs
                position = max(position, stop - recording.origin)
                return .behind
            }
        }
        app.run(until: max(until, app.clock.now))
        runIndex = nextInputIndex
        position = target
        if position >= playbackEnd {
            isPlaying = false
            return .ended
        }
        return .reached
    }

    /// Loads a recording into this (the `recording`) session, paused at its start. A recording with motion
    /// samples (a trace's, an evdev accelerometer's) gets the inspector's own manager from the start, so
    /// that `motionState` follows them at any playback speed (docs/inspector-protocol.md 1.4).
    func load(_ recording: InspectorRecording) {
        self.recording = recording
        let hasMotion = recording.inputs.contains { input in
            switch input {
            case .accelerometer, .gyroscope, .magnetometer: true
            default: false
            }
        }
        makeScene = {
            let scene = InspectorScene.gestures(
                id: "recording", screen: recording.screen, clock: VirtualClock(start: recording.origin))
            if hasMotion { scene.observeMotion() }
            return scene
        }
        isPlaying = false
        speed = 1
        reset()
    }
}
