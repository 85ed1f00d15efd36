import Foundation
import ResponderKit
import ResponderKitRouter
import ResponderKitRouterTestSupport
import ResponderKitTestSupport
import Testing

// docs/ipc-protocol.md sections 5 and 9-11 (docs/decisions.md, "The router under hostile and careless
// clients"): the number bounds, the queue cap, the hello timeout
// and connection cap, input sources leaving mid-touch, the access policy and the socket's location. In
// process and deterministic: the router reads no clock, so the hello timeout is counted in display frames.

private let screen = CGRect(x: 0, y: 0, width: 400, height: 480)

@Suite("Router limits and security, in process (docs/ipc-protocol.md 5, 9, 11)")
struct RouterLimitsTests {
    @Test("ipc-protocol 5: every f64 field must be finite and within ±1e9; the decoder and the encoder name the field")
    func numberBounds() throws {
        let contact = TouchContact(id: 1, location: CGPoint(x: 10, y: CGFloat.infinity), state: .touching)
        let input = RouterMessage.input(.digitizer(DigitizerFrame(timestamp: 1, contacts: [contact])))
        let error = ProtocolError(
            .numberOutOfRange(bitPattern: Double.infinity.bitPattern), offset: 16 + 8 + 8,
            field: "input.digitizer.contacts[0].y")
        #expect(throws: error) { try MessageCodec.encode(input) }
        #expect(
            throws: ProtocolError(
                .numberOutOfRange(bitPattern: Double.nan.bitPattern), offset: 6, field: "input.accelerometer.timestamp")
        ) {
            try MessageCodec.encode(.input(.accelerometer(AccelerometerSample(timestamp: .nan, x: 0, y: 0, z: 0))))
        }
        #expect(
            throws: ProtocolError(
                .numberOutOfRange(bitPattern: (1e9 + 1).bitPattern), offset: 5, field: "systemGesture.timestamp")
        ) {
            try MessageCodec.encode(.systemGesture(name: "home", timestamp: 1e9 + 1))
        }
        let edge = RouterMessage.windowList([
            ApplicationWindow(id: 1, frame: CGRect(x: -1e9, y: 1e9, width: 0, height: 1e9), level: -1e9)
        ])
        #expect(try MessageCodec.decodeFrame(MessageCodec.encode(edge)) == edge)
        #expect(
            ProtocolError(.numberOutOfRange(bitPattern: Double.nan.bitPattern), offset: 43, field: "windows[0].level")
                .description
                == "number nan is not finite (expected a number within ±1000000000) at byte 43 (windows[0].level)")
    }

    @Test(
        "ipc-protocol 5: the fuzz corpus's attack seeds (Fuzz/Corpus/ipc/attack-*) fail at the refused number's field, or decode at the bound"
    )
    func attackSeeds() {
        let expected: [String: String?] = [
            "attack-window-infinite-x.bin": "windows[0].x",
            "attack-window-negative-infinite-level.bin": "windows[0].level",
            "attack-window-nan-level.bin": "windows[0].level",
            "attack-window-width-past-int-max.bin": "windows[0].width",
            "attack-window-just-past-bound.bin": "windows[0].level",
            "attack-contact-infinite-y.bin": "input.digitizer.contacts[0].y",
            "attack-timestamp-nan.bin": "input.cancelAllContacts.timestamp",
            "attack-gesture-timestamp-huge.bin": "systemGesture.timestamp",
            "attack-window-at-bound.bin": nil,
            "attack-accelerometer-negative-zero-and-subnormal.bin": nil,
        ]
        let files = FuzzCorpus.files("ipc").filter { $0.name.hasPrefix("attack-") }
        #expect(Set(files.map(\.name)) == Set(expected.keys))
        for (name, bytes) in files {
            var decoder = FrameDecoder()
            decoder.append(bytes)
            var failure: ProtocolError?
            do {
                while try decoder.next() != nil {}
            } catch {
                failure = error
            }
            guard let field = expected[name] ?? nil else {
                #expect(failure == nil && decoder.bufferedByteCount == 0, "\(name): \(String(describing: failure))")
                continue
            }
            guard let failure, case .numberOutOfRange = failure.kind else {
                Issue.record("\(name): expected a refused number at \(field), got \(String(describing: failure))")
                continue
            }
            #expect(failure.field == field, "\(name): \(failure)")
        }
    }

    @Test("ipc-protocol 9: encodedLength(of:) is the frame's size for every message kind")
    func encodedLengths() throws {
        let contact = TouchContact(id: 3, location: CGPoint(x: 1, y: 2), state: .touching, estimationUpdateIndex: 4)
        let messages: [RouterMessage] = [
            .hello(Hello(role: .application)), .registerApplication(id: 7, name: "Photos é"),
            .windowList([ApplicationWindow(id: 1, frame: screen), ApplicationWindow(id: 2, frame: screen, level: 2000)]
            ),
            .input(.digitizer(DigitizerFrame(timestamp: 1, contacts: [contact, contact]))),
            .input(.cancelAllContacts(timestamp: 2)),
            .input(
                .estimatedPropertiesUpdate(EstimatedPropertiesUpdate(timestamp: 3, estimationUpdateIndex: 4, force: 1))),
            .input(
                .key(
                    KeyInput(
                        timestamp: 4, keyCode: .keyboardA, transition: .down, characters: "a",
                        charactersIgnoringModifiers: nil))),
            .input(.accelerometer(AccelerometerSample(timestamp: 5, x: 0, y: -1, z: 0))),
            .input(.mediaKey(MediaKeyInput(timestamp: 6, command: .play))),
            .frontApplication(7), .frontApplication(nil), .systemGesture(name: "home", timestamp: 8),
            .goodbye(reason: "bye ✋"),
        ]
        for message in messages {
            #expect(try MessageCodec.encode(message).count == MessageCodec.encodedLength(of: message), "\(message)")
        }
    }

    @Test(
        "ipc-protocol 9: past the queue cap an application is unresponsive: its queue is dropped, its touches cancelled, it is told and disconnected; others are served"
    )
    func queueCap() {
        let router = SystemRouter(
            configuration: RouterConfiguration(
                screenBounds: screen, systemGestures: [],
                maximumQueuedMessages: 20, maximumQueuedBytes: 1 << 20))
        let log = RouterEventLog()
        router.setEventHandler { log.append($0) }
        let (stuck, stuckSink) = connect(router, as: .application)
        _ = stuck.trySend(.registerApplication(id: 1, name: "stuck"))
        _ = stuck.trySend(.windowList([ApplicationWindow(id: 1, frame: CGRect(x: 0, y: 0, width: 200, height: 480))]))
        let (other, otherSink) = connect(router, as: .application)
        _ = other.trySend(.registerApplication(id: 2, name: "other"))
        _ = other.trySend(.windowList([ApplicationWindow(id: 1, frame: CGRect(x: 200, y: 0, width: 200, height: 480))]))
        stuckSink.isReading = false
        for tap in 0..<10 {
            router.handle(routerFrame(Double(tap), (tap, 50, 50, .touching)))
            router.handle(routerFrame(Double(tap) + 0.5, (tap, 50, 50, .lifted)))
            router.deliverFrame()
        }
        #expect(router.statistics(for: 1)?.queuedMessages == 20)
        router.handle(routerFrame(11, (99, 50, 50, .touching)))
        let reason =
            "unresponsive: 21 messages (2499 bytes) waited unread, over the cap of 20 messages or 1048576 bytes; "
            + "its touches were cancelled and it was disconnected"
        #expect(router.applications.map(\.id) == [2])
        #expect(
            log.events.suffix(2) == [
                .connectionRejected(PeerIdentity(connection: 1), reason: reason),
                .applicationForgotten(1, reason: reason),
            ])
        // The rest of that sequence is swallowed; the next one goes to the other application.
        router.handle(routerFrame(12, (99, 50, 50, .lifted)))
        router.handle(routerFrame(13, (100, 300, 50, .touching)))
        router.deliverFrame()
        #expect(otherSink.messages.last == .input(routerFrame(13, (100, 300, 50, .touching))))
    }

    @Test(
        "ipc-protocol 8: an input source that leaves with a finger down cancels the sequence for its application; the next touch starts a new one"
    )
    func sourceLeavesMidTouch() {
        let router = SystemRouter(configuration: RouterConfiguration(screenBounds: screen, systemGestures: []))
        let log = RouterEventLog()
        router.setEventHandler { log.append($0) }
        let (app, appSink) = connect(router, as: .application)
        _ = app.trySend(.registerApplication(id: 1, name: "app"))
        _ = app.trySend(.windowList([ApplicationWindow(id: 1, frame: screen)]))
        let credentials = PeerCredentials(processID: 42, userID: 1000, groupID: 1000)
        let (source, _) = connect(router, as: .inputSource, peer: credentials)
        _ = source.trySend(.input(routerFrame(1, (1, 10, 10, .touching), (2, 20, 20, .touching))))
        _ = source.trySend(.input(routerFrame(1.1, (2, 20, 20, .lifted))))
        source.close()
        #expect(
            appSink.messages.suffix(3) == [
                .input(routerFrame(1, (1, 10, 10, .touching), (2, 20, 20, .touching))),
                .input(routerFrame(1.1, (2, 20, 20, .lifted))),
                .input(.cancelAllContacts(timestamp: 1.1)),
            ])
        #expect(
            log.events.suffix(2) == [
                .peerConnected(PeerIdentity(connection: 2, credentials: credentials), role: .inputSource),
                .inputSourceLeft(
                    PeerIdentity(connection: 2, credentials: credentials), inputs: 2,
                    cancelledContacts: 1, reason: "peer closed the connection"),
            ])
        router.handle(routerFrame(2, (7, 30, 30, .touching)))
        router.deliverFrame()
        #expect(appSink.messages.last == .input(routerFrame(2, (7, 30, 30, .touching))))
    }

    @Test(
        "ipc-protocol 13: a peer silent for helloTimeout × framesPerSecond display frames is refused; past maximumConnections a peer is refused at once"
    )
    func helloTimeoutAndConnectionCap() {
        let router = SystemRouter(
            configuration: RouterConfiguration(
                screenBounds: screen, framesPerSecond: 10,
                maximumConnections: 2, helloTimeout: 0.5))
        let (_, silentSink) = connect(router, as: nil)
        let (_, appSink) = connect(router, as: .application)
        let (_, extraSink) = connect(router, as: .application)
        #expect(extraSink.messages == [.goodbye(reason: "refused: too many connections (the maximum is 2)")])
        for _ in 0..<4 { router.deliverFrame() }
        #expect(silentSink.messages.isEmpty)
        router.deliverFrame()
        #expect(silentSink.messages == [.goodbye(reason: "refused: no hello within 0.5 s")])
        #expect(appSink.messages == [.hello(Hello(role: .router))])
        #expect(router.connectionCount == 1)
    }

    @Test(
        "ipc-protocol 11: events reach the handler in the order they happened, even when the handler acts on the router (no nesting, no deadlock)"
    )
    func eventsInOrder() {
        let router = SystemRouter(configuration: RouterConfiguration(screenBounds: screen))
        let log = RouterEventLog()
        router.setEventHandler { event in
            log.append(event)
            // A launcher that puts app 1 back in front whenever app 2 registers.
            if case .applicationRegistered(2, _) = event { router.bringToFront(1) }
        }
        let (first, _) = connect(router, as: .application)
        _ = first.trySend(.registerApplication(id: 1, name: "one"))
        let (second, _) = connect(router, as: .application)
        _ = second.trySend(.registerApplication(id: 2, name: "two"))
        #expect(
            log.events == [
                .peerConnected(PeerIdentity(connection: 1), role: .application), .applicationRegistered(1, name: "one"),
                .frontApplicationChanged(1),
                .peerConnected(PeerIdentity(connection: 2), role: .application), .applicationRegistered(2, name: "two"),
                .frontApplicationChanged(2), .frontApplicationChanged(1),
            ])
        #expect(router.frontApplication == 1)
    }

    @Test(
        "ipc-protocol 13: the access policy accepts the router's user, and a group only when allowed; unknown credentials are refused"
    )
    func accessPolicy() {
        let policy = PeerAccessPolicy(userID: 1000)
        #expect(policy.refusal(for: PeerCredentials(processID: 1, userID: 1000, groupID: 5)) == nil)
        #expect(
            policy.refusal(for: PeerCredentials(processID: 2, userID: 1001, groupID: 5))
                == "refused: peer pid 2, uid 1001, gid 5 is not the router's user (accepted: uid 1000)")
        #expect(policy.refusal(for: nil) == "refused: the peer's credentials could not be read")
        let group = PeerAccessPolicy(userID: 1000, allowedGroupID: 5)
        #expect(group.refusal(for: PeerCredentials(processID: nil, userID: 1001, groupID: 5)) == nil)
        #expect(
            group.refusal(for: PeerCredentials(processID: nil, userID: 1001, groupID: 6))
                == "refused: peer uid 1001, gid 6 is not the router's user (accepted: uid 1000 or gid 5)")
    }

    @Test(
        "ipc-protocol 13: the default socket is in $XDG_RUNTIME_DIR, else in a private /tmp/responderkit-<uid> directory checked before use"
    )
    func socketLocation() throws {
        var template = Array("/tmp/rk-location-XXXXXX".utf8CString)
        let base = String(cString: try #require(mkdtemp(&template)))
        defer { try? FileManager.default.removeItem(atPath: base) }
        // (mkdtemp makes a directory of the user's, mode 0700: a fit XDG_RUNTIME_DIR.)
        let user = UInt32(geteuid())
        #expect(
            RouterSocketLocation.defaultPath(environment: ["XDG_RUNTIME_DIR": base], userID: user)
                == base + "/responderkit-router.sock")
        #expect(
            RouterSocketLocation.defaultPath(environment: ["XDG_RUNTIME_DIR": "relative"], userID: 1000)
                == "/tmp/responderkit-1000/responderkit-router.sock")
        #expect(
            RouterSocketLocation.defaultPath(environment: [:], userID: 7)
                == "/tmp/responderkit-7/responderkit-router.sock")
        let fresh = base + "/fresh"
        try RouterSocketLocation.preparePrivateDirectory(fresh)
        var status = stat()
        #expect(lstat(fresh, &status) == 0 && status.st_mode & 0o777 == 0o700)
        let open = base + "/open"
        #expect(mkdir(open, 0o700) == 0 && chmod(open, 0o755) == 0)
        #expect(throws: SocketError.self) { try RouterSocketLocation.preparePrivateDirectory(open) }
        let link = base + "/link"
        #expect(symlink(fresh, link) == 0)
        // XDG_RUNTIME_DIR is checked the same way (the XDG Base Directory specification: owned by the user,
        // mode 0700); when it is not fit, the default is the private fallback, and the problem says why.
        let fallback = "/tmp/responderkit-\(user)/responderkit-router.sock"
        for (runtime, owner, problem) in [
            (open, user, "has mode 755; it must be closed to group and others (0700)"),
            (link, user, "is not a directory"),
            (fresh, user + 1, "is owned by uid \(user), not by uid \(user + 1)"),
            ("relative", user, "is not an absolute path"),
        ] {
            let environment = ["XDG_RUNTIME_DIR": runtime]
            #expect(
                RouterSocketLocation.runtimeDirectoryProblem(environment: environment, userID: owner)
                    == "XDG_RUNTIME_DIR \(runtime) \(problem)")
            if owner == user {
                #expect(RouterSocketLocation.defaultPath(environment: environment, userID: owner) == fallback)
            }
        }
        #expect(
            RouterSocketLocation.runtimeDirectoryProblem(environment: ["XDG_RUNTIME_DIR": fresh], userID: user) == nil)
        #expect(RouterSocketLocation.runtimeDirectoryProblem(environment: [:], userID: user) == nil)
        do {
            try RouterSocketLocation.preparePrivateDirectory(link)
            Issue.record("a symbolic link was accepted")
        } catch {
            #expect(
                error.description
                    == "prepare socket directory(\(link)) failed: \(link) is not a directory; remove it or choose another --socket"
            )
        }
    }
}
