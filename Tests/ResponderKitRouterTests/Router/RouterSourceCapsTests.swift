import Foundation
import ResponderKit
import ResponderKitRouter
import ResponderKitRouterTestSupport
import Testing

// docs/ipc-protocol.md section 13, "Limits", and docs/cli.md, "Router limits and security": each input source
// (a peer connection, or the router's own input) may have at most `maximumContactsPerSource` contacts down or
// hovering and `maximumPointerDevicesPerSource` pointer devices in use, like a digitizer's slots
// (input behaviour 2.6); the excess is refused, counted and reported. In process and deterministic
// (RouterTestSupport.swift).

private let screen = CGRect(x: 0, y: 0, width: 400, height: 480)

/// A router with small caps, an application covering the screen, and its event log.
private func cappedRouter(contacts: Int = 3, devices: Int = 2) -> (SystemRouter, PeerSink, RouterEventLog) {
    let router = SystemRouter(
        configuration: RouterConfiguration(
            screenBounds: screen, systemGestures: [], maximumContactsPerSource: contacts,
            maximumPointerDevicesPerSource: devices))
    let log = RouterEventLog()
    router.setEventHandler { log.append($0) }
    let (app, appSink) = connect(router, as: .application)
    _ = app.trySend(.registerApplication(id: 1, name: "app"))
    _ = app.trySend(.windowList([ApplicationWindow(id: 1, frame: screen)]))
    return (router, appSink, log)
}

/// The digitizer frames `sink` received, as (id, state) lists.
private func frames(_ sink: PeerSink) -> [[String]] {
    sink.messages.compactMap { message in
        guard case .input(.digitizer(let frame)) = message else { return nil }
        return frame.contacts.map { "\($0.id) \($0.state)" }
    }
}

/// A pointer sample of device `device` with `buttons` down.
private func pointer(_ time: TimeInterval, device: Int, _ buttons: UIEvent.ButtonMask) -> HardwareInput {
    .pointer(
        PointerInput(
            timestamp: time, deviceID: device, device: .mouse, location: CGPoint(x: 10, y: 10), buttons: buttons))
}

@Suite("Router: per-source caps on contacts and pointer devices (docs/ipc-protocol.md 13)")
struct RouterSourceCapsTests {
    @Test(
        "ipc-protocol 13: a source's new contacts past maximumContactsPerSource are left out of their frame, counted and reported; a lift frees a slot; another source has its own"
    )
    func contactsPerSource() {
        let (router, appSink, log) = cappedRouter()
        let credentials = PeerCredentials(processID: 42, userID: 1000, groupID: 1000)
        let (source, _) = connect(router, as: .inputSource, peer: credentials)
        let peer = PeerIdentity(connection: 2, credentials: credentials)
        let five = (1...5).map { ($0, CGFloat(10 * $0), CGFloat(10), TouchContact.State.touching) }
        _ = source.trySend(.input(routerFrame(1, five[0], five[1], five[2], five[3], five[4])))
        router.deliverFrame()
        #expect(frames(appSink) == [["1 touching", "2 touching", "3 touching"]])
        #expect(router.refusedContacts == 2)
        let reason = "new contacts past the cap of 3 contacts down or hovering per input source"
        #expect(log.events.last == .inputRefused(peer, reason: reason, refused: 2))
        // A frame of refused contacts only is not routed at all; the third refusal is not reported (the
        // next report is at 4).
        _ = source.trySend(.input(routerFrame(1.1, (6, 60, 10, .hovering))))
        router.deliverFrame()
        #expect(frames(appSink).count == 1)
        #expect(router.refusedContacts == 3)
        #expect(log.events.last == .inputRefused(peer, reason: reason, refused: 2))
        // A lift frees a slot: the refused contact 4 begins when it is next reported.
        _ = source.trySend(.input(routerFrame(1.2, (1, 10, 10, .lifted), (4, 40, 12, .touching))))
        router.deliverFrame()
        #expect(frames(appSink).last == ["1 lifted", "4 touching"])
        // Another source has slots of its own.
        let (other, _) = connect(router, as: .inputSource)
        _ = other.trySend(.input(routerFrame(1.3, (9, 90, 10, .touching))))
        router.deliverFrame()
        #expect(frames(appSink).last == ["9 touching"])
        #expect(router.refusedContacts == 3)
        // Leaving, the source reports the refusals not reported yet, then its departure.
        source.close()
        #expect(
            log.events.suffix(2) == [
                .inputRefused(peer, reason: reason, refused: 3),
                .inputSourceLeft(peer, inputs: 3, cancelledContacts: 3, reason: "peer closed the connection"),
            ])
    }

    @Test(
        "ipc-protocol 13: hovering contacts take slots too; the router's own input is one source with the same cap, reported without a peer"
    )
    func hoversAndOwnInput() {
        let (router, appSink, log) = cappedRouter(contacts: 2)
        router.handle(routerFrame(1, (1, 10, 10, .hovering), (2, 20, 10, .hovering), (3, 30, 10, .hovering)))
        router.handle(routerFrame(1.1, (3, 30, 10, .touching)))
        router.deliverFrame()
        #expect(frames(appSink) == [["1 hovering", "2 hovering"]])
        #expect(router.refusedContacts == 2)
        #expect(
            log.events.last
                == .inputRefused(
                    nil, reason: "new contacts past the cap of 2 contacts down or hovering per input source",
                    refused: 2))
        // A hover that ends frees its slot.
        router.handle(routerFrame(1.2, (2, 20, 10, .lifted), (3, 30, 10, .touching)))
        router.deliverFrame()
        #expect(frames(appSink).last == ["2 lifted", "3 touching"])
        // cancelAllContacts from the source frees every slot.
        router.handle(.cancelAllContacts(timestamp: 1.3))
        router.handle(routerFrame(1.4, (7, 70, 10, .touching), (8, 80, 10, .touching)))
        router.deliverFrame()
        #expect(frames(appSink).last == ["7 touching", "8 touching"])
        #expect(router.refusedContacts == 2)
    }

    @Test(
        "ipc-protocol 13: input from one more pointer device than maximumPointerDevicesPerSource is refused and counted until one is idle; swipes count"
    )
    func pointerDevicesPerSource() {
        let (router, appSink, log) = cappedRouter(devices: 2)
        let (source, _) = connect(router, as: .inputSource)
        // Two devices with a button held, then a third.
        _ = source.trySend(.input(pointer(1, device: 1, .primary)))
        _ = source.trySend(
            .systemSwipe(
                SystemSwipeInput(
                    timestamp: 1, deviceID: 2, fingers: 3, phase: .began, translation: .zero, direction: .up)))
        _ = source.trySend(.input(pointer(1.1, device: 3, .primary)))
        router.deliverFrame()
        let pointers = { appSink.messages.filter { if case .input(.pointer) = $0 { true } else { false } } }
        #expect(pointers() == [.input(pointer(1, device: 1, .primary))])
        #expect(router.refusedPointerInputs == 1)
        #expect(
            log.events.last
                == .inputRefused(
                    PeerIdentity(connection: 2),
                    reason: "input from pointer devices past the cap of 2 devices in use per input source",
                    refused: 1))
        // Device 1's button goes up: it is idle, and device 3 may start.
        _ = source.trySend(.input(pointer(1.2, device: 1, [])))
        _ = source.trySend(.input(pointer(1.3, device: 3, .primary)))
        router.deliverFrame()
        #expect(
            pointers().suffix(2) == [.input(pointer(1.2, device: 1, [])), .input(pointer(1.3, device: 3, .primary))])
        #expect(router.refusedPointerInputs == 1)
        // The router's own input has its own cap.
        router.handle(pointer(1.4, device: 4, .primary))
        router.handle(pointer(1.5, device: 5, .primary))
        router.handle(pointer(1.6, device: 6, .primary))
        #expect(router.refusedPointerInputs == 2)
    }
}
