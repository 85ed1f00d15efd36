import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import ResponderKitRouter

/// The inspector's message handling, apart from any network: clients connect with a function that
/// sends them text, hand over the text frames they receive, and get the protocol's answers and
/// broadcasts (docs/inspector-protocol.md). ``InspectorServer`` puts it behind its WebSocket;
/// tests drive it directly.
///
/// There is one ``InspectorSession`` per scene id (and `recording` for playback), shared by every
/// client that chose it. Malformed, oversized or out-of-order messages are answered with an `error`
/// message and change nothing.
@MainActor
public final class InspectorHub {
    /// How the hub runs.
    public struct Configuration: Sendable {
        /// Where a router listens, for the `connected` scene.
        public var routerSocketPath: String
        /// Whether the hub drives time itself: it runs a session's clock to a pending timer's deadline
        /// after the same real time, and ticks playback 60 times a second. Off in tests, which call
        /// ``runTimers(session:until:)`` and ``advancePlayback(by:)``.
        public var drivesTime: Bool
        /// The inputs each session keeps for `exportTrace`; when full, the oldest tenth is forgotten and
        /// counted (default ``InspectorLimits/maximumSessionInputs``).
        public var maximumSessionInputs: Int

        /// Creates a configuration.
        public init(
            routerSocketPath: String = RouterSocketLocation.defaultPath(), drivesTime: Bool = true,
            maximumSessionInputs: Int = InspectorLimits.maximumSessionInputs
        ) {
            self.routerSocketPath = routerSocketPath
            self.drivesTime = drivesTime
            self.maximumSessionInputs = maximumSessionInputs
        }
    }

    private struct Client {
        var send: @MainActor (String) -> Void
        /// Bytes sent to it and not read yet.
        var backlog: @MainActor () -> Int
        /// Asks for ``InspectorHub/outputDrained(_:)`` once it read most of them.
        var requestDrain: @MainActor () -> Void
        var greeted = false
        var session: String?
        var timeline: TimelineCursor?
        /// Whether the next parts of its timeline are due in a later turn.
        var pumpScheduled = false
    }

    /// What a client is owed of its session's timeline (docs/inspector-protocol.md 1.4, `timeline`): the
    /// events it has not had, neither in an earlier part nor in an `events` message.
    private struct TimelineCursor {
        var session: String
        var generation: Int
        /// The `seq`s of the events still to send, oldest first: the timeline as it was when the client
        /// chose the session, then the events a catch-up did not list in its `events` message.
        var owed: [Range<Int>]
        /// Whether the next part follows what the client has (false: it starts a new timeline).
        var append: Bool
        /// Whether a message is due even with no event in it (a new end of the timeline).
        var due: Bool
    }

    /// The configuration.
    public let configuration: Configuration
    private var clients: [Int: Client] = [:]
    private var nextClientID = 1
    private var sessions: [String: InspectorSession] = [:]
    private var timerGenerations: [String: Int] = [:]
    private var playbackTask: Task<Void, Never>?
    private var connectedEndpoint: ApplicationEndpoint?
    private var connectedTask: Task<Void, Never>?
    /// The sessions whose seek runs over several turns.
    private var catchingUp: Set<String> = []

    /// Creates a hub.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The session of a key (a scene id or `recording`), if one was made.
    public func session(_ key: String) -> InspectorSession? { sessions[key] }

    /// The number of connected clients.
    public var clientCount: Int { clients.count }

    /// Registers a client; `send` is called with every text frame for it. Returns its id.
    public func connect(send: @escaping @MainActor (String) -> Void) -> Int {
        connect(send: send, backlog: { 0 }, requestDrain: {})
    }

    /// Registers a client whose output is paced: a long timeline is sent to it in parts while `backlog()`
    /// (the bytes it has not read) is under ``InspectorLimits/timelineWindowBytes``; past it the hub calls
    /// `requestDrain()` and goes on at ``outputDrained(_:)``.
    func connect(
        send: @escaping @MainActor (String) -> Void, backlog: @escaping @MainActor () -> Int,
        requestDrain: @escaping @MainActor () -> Void
    ) -> Int {
        let id = nextClientID
        nextClientID += 1
        clients[id] = Client(send: send, backlog: backlog, requestDrain: requestDrain)
        return id
    }

    /// A client read most of what it was sent: the rest of its timeline follows.
    func outputDrained(_ id: Int) {
        pumpTimeline(id)
    }

    /// Forgets a client; the contacts it left down are lifted.
    public func disconnect(_ id: Int) {
        guard let client = clients.removeValue(forKey: id) else { return }
        if let key = client.session, let session = sessions[key] {
            session.clientLeft(id)
            publish(session)
            scheduleTimers(for: session)
        }
    }

    /// Stops the background work (timers, playback, the router connection).
    public func stop() {
        playbackTask?.cancel()
        playbackTask = nil
        connectedTask?.cancel()
        connectedTask = nil
        connectedEndpoint?.stop()
        connectedEndpoint = nil
        timerGenerations = timerGenerations.mapValues { $0 + 1 }
    }

    /// Handles a binary frame: the protocol is text only.
    public func receiveBinary(from id: Int) {
        send(
            ServerMessage.error(
                InspectorError("bad-message", "binary frames are not part of the protocol; send JSON text"), re: nil),
            to: id)
    }

    /// Handles one text frame from a client.
    public func receive(_ text: String, from id: Int) {
        guard clients[id] != nil else { return }
        let (result, re) = InspectorClientMessage.decode(text)
        switch result {
        case .failure(let error):
            send(ServerMessage.error(error, re: re), to: id)
        case .success(let message):
            do throws(InspectorError) {
                try handle(message, from: id)
            } catch {
                send(ServerMessage.error(error, re: re), to: id)
            }
        }
    }

    private func handle(_ message: InspectorClientMessage, from id: Int) throws(InspectorError) {
        if case .hello = message {
            clients[id]?.greeted = true
            send(welcome(), to: id)
            return
        }
        guard clients[id]?.greeted == true else {
            throw InspectorError("out-of-order", "the first message must be hello")
        }
        switch message {
        case .hello:
            return
        case .chooseScene(let sceneID):
            try choose(sceneID, client: id)
        case .pointer(let pointer):
            try input(from: id) { session throws(InspectorError) in try session.pointer(pointer, from: id) }
        case .mouse(let mouse):
            try input(from: id) { session throws(InspectorError) in try session.mouse(mouse, from: id) }
        case .wheel(let wheel):
            try input(from: id) { session throws(InspectorError) in try session.wheel(wheel, from: id) }
        case .key(let key):
            try input(from: id) { session throws(InspectorError) in try session.key(key, from: id) }
        case .composition(let step):
            try input(from: id) { session throws(InspectorError) in try session.composition(step) }
        case .motion(let motion):
            try input(from: id) { session throws(InspectorError) in try session.motion(motion, from: id) }
        case .loadRecording(let name, let text):
            let recording = try Self.parseRecording(name: name, text: text)
            let session =
                sessions["recording"]
                ?? InspectorSession(key: "recording", maximumInputs: configuration.maximumSessionInputs) {
                    InspectorScene.gestures(
                        id: "recording", screen: recording.screen, clock: VirtualClock(start: recording.origin))
                }
            sessions["recording"] = session
            session.load(recording)
            if let previous = clients[id]?.session, previous != "recording", let old = sessions[previous] {
                old.clientLeft(id)
                publish(old)
            }
            clients[id]?.session = "recording"
            broadcast([session.sceneMessage()], to: "recording")
            timelineToWatchers(of: "recording", restart: true)
            broadcast([session.playbackMessage()], to: "recording")
            updatePlaybackTask()
        case .playback(let action):
            let session = try currentSession(of: id)
            guard session.recording != nil else {
                throw InspectorError("out-of-order", "no recording is loaded in this session; send loadRecording first")
            }
            switch action {
            case .play(let speed):
                session.play(speed: speed)
                publish(session, after: [session.playbackMessage()])
            case .pause:
                session.pause()
                publish(session, forceTimeline: true, after: [session.playbackMessage()])
            case .seek(let time):
                session.seek(to: time)
                catchUp(session)
            }
            updatePlaybackTask()
        case .menu(let action):
            try input(from: id) { session throws(InspectorError) in try session.menu(action) }
        case .exportTrace:
            send(try currentSession(of: id).traceMessage(), to: id)
        case .inspectView(let name, let index):
            send(try currentSession(of: id).viewLayoutMessage(name, index: index), to: id)
        case .reset:
            let session = try currentSession(of: id)
            if session.recording != nil {
                session.seek(to: 0)
                catchUp(session)
            } else {
                session.reset()
                broadcast([session.sceneMessage(), session.textStateMessage()], to: session.key)
                timelineToWatchers(of: session.key, restart: true)
            }
        }
    }

    /// Gives a client's input to its input session (``inputSession(of:)``), then does what follows input
    /// (``inputDone(_:)``).
    private func input(
        from id: Int, _ give: (InspectorSession) throws(InspectorError) -> Void
    ) throws(InspectorError) {
        let session = try inputSession(of: id)
        try give(session)
        inputDone(session)
    }

    /// The session a client's input goes to: its current one, unless that plays a recording.
    private func inputSession(of id: Int) throws(InspectorError) -> InspectorSession {
        let session = try currentSession(of: id)
        guard session.key != "recording" else {
            throw InspectorError("read-only", "the recording session plays a recording; choose a scene to touch it")
        }
        return session
    }

    /// After a client's input: the connected application's endpoint runs, watchers hear what happened, and
    /// pending timers are scheduled.
    private func inputDone(_ session: InspectorSession) {
        if session.key == "connected" { connectedEndpoint?.processIncoming() }
        publish(session)
        scheduleTimers(for: session)
    }

    private func currentSession(of id: Int) throws(InspectorError) -> InspectorSession {
        guard let key = clients[id]?.session, let session = sessions[key] else {
            throw InspectorError("out-of-order", "choose a scene (chooseScene) or load a recording first")
        }
        return session
    }

    private func choose(_ sceneID: String, client id: Int) throws(InspectorError) {
        guard InspectorScene.sceneIDs.contains(sceneID) || (sceneID == "recording" && sessions["recording"] != nil)
        else {
            throw InspectorError(
                "unknown-scene",
                "unknown scene \"\(sceneID.prefix(60))\"; the scenes are "
                    + InspectorScene.sceneIDs.joined(separator: ", "))
        }
        if sceneID == "connected", sessions["connected"] == nil {
            if let reason = connectedUnavailableReason { throw InspectorError("scene-unavailable", reason) }
            startConnected()
        }
        let session =
            sessions[sceneID]
            ?? InspectorSession(key: sceneID, maximumInputs: configuration.maximumSessionInputs) {
                InspectorScene.make(sceneID)!
            }
        sessions[sceneID] = session
        if let previous = clients[id]?.session, previous != sceneID, let old = sessions[previous] {
            old.clientLeft(id)
            publish(old)
        }
        clients[id]?.session = sceneID
        send(session.sceneMessage(), to: id)
        requestTimeline(for: id, restart: true)
        if session.recording != nil { send(session.playbackMessage(), to: id) }
        if let pointerState = session.pointerStateMessage() { send(pointerState, to: id) }
        send(session.textStateMessage(), to: id)
        if let motionState = session.motionStateMessage() { send(motionState, to: id) }
    }

    // MARK: The connected scene

    private var connectedUnavailableReason: String? {
        FileManager.default.fileExists(atPath: configuration.routerSocketPath)
            ? nil : "no router socket at \(configuration.routerSocketPath) (start one with `responder router`)"
    }

    private func startConnected() {
        let path = configuration.routerSocketPath
        let session = InspectorSession(key: "connected", maximumInputs: configuration.maximumSessionInputs) {
            InspectorScene.make("connected", clock: MonotonicClock())!
        }
        sessions["connected"] = session
        let connection = RouterConnection(
            applicationID: ApplicationID(
                rawValue: UInt32(truncatingIfNeeded: ProcessInfo.processInfo.processIdentifier)),
            name: "responder inspect", destination: .socket(path: path))
        let endpoint = ApplicationEndpoint(application: session.scene.application, connection: connection)
        endpoint.start()
        connectedEndpoint = endpoint
        guard configuration.drivesTime else { return }
        connectedTask = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 16_000_000)
                guard let self, let endpoint = self.connectedEndpoint, let session = self.sessions["connected"] else {
                    return
                }
                endpoint.processIncoming()
                session.runLive()
                self.publish(session)
            }
        }
    }

    // MARK: Time

    /// Runs a session's clock to `time` (its pending timers fire) and broadcasts what happened. The hub
    /// calls it itself when ``Configuration/drivesTime`` is on.
    public func runTimers(session key: String, until time: TimeInterval) {
        guard let session = sessions[key] else { return }
        session.runTimers(until: time)
        publish(
            session, forceTimeline: session.contactsDown == 0 && session.scene.application.nextTimerDeadline == nil)
    }

    private func scheduleTimers(for session: InspectorSession) {
        guard configuration.drivesTime, session.recording == nil, session.key != "connected",
            let deadline = session.scene.application.nextTimerDeadline
        else { return }
        let key = session.key
        let generation = (timerGenerations[key] ?? 0) + 1
        timerGenerations[key] = generation
        let delay = max(0, deadline - session.scene.application.clock.now)
        Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: UInt64(min(delay, 60) * 1e9))
            guard let self, self.timerGenerations[key] == generation, let session = self.sessions[key] else { return }
            self.runTimers(session: key, until: deadline)
            self.scheduleTimers(for: session)
        }
    }

    /// Advances a playing recording by `seconds` of real time (times its speed) and broadcasts what
    /// happened. The hub calls it 60 times a second when ``Configuration/drivesTime`` is on. One call runs
    /// at most ``InspectorLimits/maximumInputsPerTurn`` inputs: a denser stretch plays slower instead of
    /// holding every client up.
    public func advancePlayback(by seconds: TimeInterval) {
        guard let session = sessions["recording"], session.isPlaying, session.seekTarget == nil else { return }
        let progress = session.advancePlayback(
            to: session.position + seconds * session.speed, maximumInputs: InspectorLimits.maximumInputsPerTurn)
        publish(session, forceTimeline: progress == .ended, after: [session.playbackMessage()])
    }

    /// Runs a seek's inputs, at most ``InspectorLimits/maximumInputsPerTurn`` per turn of the main actor
    /// (other clients' messages are handled in between), then tells the watchers: `scene`, `events` (its
    /// events go in the `timeline`, paced), `timeline`, `playback`. A seek that arrives meanwhile moves the
    /// target of the one running.
    private func catchUp(_ session: InspectorSession) {
        guard !catchingUp.contains(session.key) else { return }
        if session.continueSeek(maximumInputs: InspectorLimits.maximumInputsPerTurn) {
            return seekDone(session)
        }
        let key = session.key
        catchingUp.insert(key)
        Task { @MainActor [weak self] in
            while true {
                await Task.yield()
                guard let self, let current = self.sessions[key], current === session, session.seekTarget != nil
                else { break }
                if session.continueSeek(maximumInputs: InspectorLimits.maximumInputsPerTurn) {
                    self.seekDone(session)
                    break
                }
            }
            self?.catchingUp.remove(key)
        }
    }

    private func seekDone(_ session: InspectorSession) {
        publish(
            session, before: [session.sceneMessage()], forceTimeline: true, eventsInTimeline: true,
            after: [session.playbackMessage()])
        updatePlaybackTask()
    }

    private func updatePlaybackTask() {
        guard configuration.drivesTime else { return }
        guard sessions["recording"]?.isPlaying == true else {
            playbackTask?.cancel()
            playbackTask = nil
            return
        }
        guard playbackTask == nil else { return }
        playbackTask = Task { @MainActor [weak self] in
            var last = ContinuousClock.now
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 16_666_667)
                let now = ContinuousClock.now
                let elapsed = last.duration(to: now)
                last = now
                guard let self, let session = self.sessions["recording"], session.isPlaying else { break }
                self.advancePlayback(
                    by: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            }
            self?.playbackTask = nil
        }
    }

    // MARK: Messages

    private func welcome() -> InspectorJSON {
        let reason = connectedUnavailableReason
        let scenes = InspectorScene.sceneIDs.map { id -> InspectorJSON in
            let unavailable = id == "connected" && sessions["connected"] == nil ? reason : nil
            return .object([
                "id": .string(id), "title": .string(InspectorScene.title(of: id)),
                "available": .bool(unavailable == nil),
                "reason": unavailable.map { .string($0) },
            ])
        }
        return ServerMessage.make(
            "welcome",
            [
                .init("protocol", .int(InspectorLimits.protocolVersion)), .init("scenes", .array(scenes)),
                .init(
                    "limits",
                    .object([
                        "maximumMessageBytes": .int(InspectorLimits.maximumMessageBytes),
                        "maximumPointers": .int(InspectorLimits.maximumPointers),
                    ])),
            ])
    }

    private func send(_ message: InspectorJSON, to id: Int) {
        clients[id]?.send(message.serialized)
    }

    /// Broadcasts what a session did since its last flush, then its `timeline` when one is due, then `after`.
    private func publish(
        _ session: InspectorSession, before: [InspectorJSON] = [], forceTimeline: Bool = false,
        eventsInTimeline: Bool = false, after: [InspectorJSON] = []
    ) {
        // The events a catch-up flushes go to the watchers in their timelines (paced), not in `events`.
        let withheld = eventsInTimeline ? session.pendingSeqs : nil
        broadcast(
            before + session.flush(forceTimeline: forceTimeline, eventsInTimeline: eventsInTimeline), to: session.key)
        if session.takeTimelineDue() { timelineToWatchers(of: session.key, restart: false, adding: withheld) }
        broadcast(after, to: session.key)
    }

    private func timelineToWatchers(of key: String, restart: Bool, adding withheld: Range<Int>? = nil) {
        for (id, client) in clients.sorted(by: { $0.key < $1.key }) where client.session == key {
            requestTimeline(for: id, restart: restart, adding: withheld)
        }
    }

    /// Owes a client a `timeline` message: all of its session's timeline (`restart`, a client new to the
    /// session, or a timeline that started over since), else only the timeline's new end and the events it
    /// did not get in `events` messages (`withheld`, a catch-up's). Sent in parts as the client reads.
    private func requestTimeline(for id: Int, restart: Bool, adding withheld: Range<Int>? = nil) {
        guard let key = clients[id]?.session, let session = sessions[key] else { return }
        if !restart, var cursor = clients[id]?.timeline, cursor.session == key,
            cursor.generation == session.timelineGeneration
        {
            if let withheld, !withheld.isEmpty { cursor.owed.append(withheld) }
            cursor.due = true
            clients[id]?.timeline = cursor
        } else {
            let seqs = session.timelineSeqs
            clients[id]?.timeline = TimelineCursor(
                session: key, generation: session.timelineGeneration, owed: seqs.isEmpty ? [] : [seqs], append: false,
                due: true)
        }
        pumpTimeline(id)
    }

    /// Sends a client the next parts of its timeline while it has room (``InspectorLimits/timelineWindowBytes``),
    /// one window's worth per turn of the main actor: a client that reads fast gets the rest in later turns,
    /// between the other clients' messages. The first part of a new timeline goes at once, whatever waits:
    /// the `events` messages that follow it belong to the new one.
    private func pumpTimeline(_ id: Int) {
        var budget = InspectorLimits.timelineWindowBytes / 2
        while let client = clients[id], var cursor = client.timeline, cursor.due || !cursor.owed.isEmpty {
            guard budget > 0 else {
                guard !(clients[id]?.pumpScheduled ?? true) else { return }
                clients[id]?.pumpScheduled = true
                Task { @MainActor [weak self] in
                    self?.clients[id]?.pumpScheduled = false
                    self?.pumpTimeline(id)
                }
                return
            }
            guard client.session == cursor.session, let session = sessions[cursor.session],
                session.timelineGeneration == cursor.generation
            else {
                clients[id]?.timeline = nil
                return
            }
            guard !cursor.append || client.backlog() < InspectorLimits.timelineWindowBytes else {
                return client.requestDrain()
            }
            var events: [String] = []
            while events.isEmpty, let range = cursor.owed.first {
                let part = session.timelineEvents(
                    from: range.lowerBound, upTo: range.upperBound,
                    maximumBytes: InspectorLimits.maximumTimelinePartBytes)
                events = part.events
                if events.isEmpty || part.next >= range.upperBound {
                    cursor.owed.removeFirst()
                } else {
                    cursor.owed[0] = part.next..<range.upperBound
                }
            }
            let text = session.timelineMessage(events, append: cursor.append, complete: cursor.owed.isEmpty)
            budget -= text.utf8.count
            client.send(text)
            cursor.append = true
            cursor.due = false
            clients[id]?.timeline = cursor
        }
    }

    private func broadcast(_ messages: [InspectorJSON], to key: String) {
        guard !messages.isEmpty else { return }
        let texts = messages.map(\.serialized)
        for (_, client) in clients.sorted(by: { $0.key < $1.key }) where client.session == key {
            for text in texts { client.send(text) }
        }
    }

    /// Parses a recording in any format `responder replay` reads.
    static func parseRecording(name: String, text: String) throws(InspectorError) -> InspectorRecording {
        let source: ReplaySource
        do {
            if Trace.isTrace(text) {
                source = ReplaySource(trace: try Trace.read(text, file: name), file: name)
            } else {
                source = ReplaySource(recording: try Recording.read(text, file: name), file: name)
            }
        } catch {
            throw InspectorError("recording-invalid", error.description)
        }
        let replay = source.inputs()
        return InspectorRecording(
            name: name, format: source.formatName, screen: source.screen, inputs: replay.inputs,
            origin: replay.origin, duration: replay.duration)
    }
}
