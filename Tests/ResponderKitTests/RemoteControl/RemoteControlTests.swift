import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 8.2 (remote-control events need beginReceivingRemoteControlEvents, carry subtypes 100–109 and are
// delivered through the responder chain to remoteControlReceived(with:)) and behaviour 11 (with no first
// responder they go to the key window, which forwards up its chain).

/// A view that can become first responder and records the remote-control events it receives.
@MainActor
private final class RemoteRecorder: UIView {
    var subtypes: [UIEvent.EventSubtype] = []
    var types: [UIEvent.EventType] = []
    var forwards = false
    override var canBecomeFirstResponder: Bool { true }
    override func remoteControlReceived(with event: UIEvent?) {
        if let event {
            subtypes.append(event.subtype)
            types.append(event.type)
        }
        if forwards { super.remoteControlReceived(with: event) }
    }
}

/// An application delegate that is a responder and records remote-control events.
@MainActor
private final class RemoteDelegate: UIResponder, UIApplicationDelegate {
    var subtypes: [UIEvent.EventSubtype] = []
    override func remoteControlReceived(with event: UIEvent?) {
        if let event { subtypes.append(event.subtype) }
    }
}

/// A ``TestScene`` whose window holds a remote-control recorder, by default the first responder.
@MainActor
private struct RemoteScene {
    let scene = TestScene(withRootView: false)
    var app: UIApplication { scene.application }
    var window: UIWindow { scene.window }
    var device: DeviceSimulator { scene.device }
    let player = RemoteRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init(firstResponder: Bool = true) {
        scene.add(player)
        if firstResponder { player.becomeFirstResponder() }
    }
}

@MainActor
@Suite("Remote control: media keys to remoteControlReceived (behaviour 8.2, 11)")
struct RemoteControlTests {
    @Test("8.2: media keys are dropped until the application begins receiving remote-control events")
    func nothingBeforeBeginReceiving() {
        let scene = RemoteScene()
        #expect(!scene.app.isReceivingRemoteControlEvents)
        scene.device.press(.play)
        scene.device.press(.togglePlayPause)
        #expect(scene.player.subtypes.isEmpty)
    }

    @Test(
        "8.2: after beginReceiving, each media key reaches the first responder as a .remoteControl event with its subtype"
    )
    func keysReachFirstResponder() {
        let scene = RemoteScene()
        scene.app.beginReceivingRemoteControlEvents()
        #expect(scene.app.isReceivingRemoteControlEvents)
        scene.device.press(.play)
        scene.device.press(.pause)
        scene.device.press(.nextTrack)
        #expect(scene.player.subtypes == [.remoteControlPlay, .remoteControlPause, .remoteControlNextTrack])
        #expect(scene.player.types == [.remoteControl, .remoteControl, .remoteControl])
    }

    @Test("8.2: every command maps to its subtype, 100 to 109, in order")
    func allSubtypes() {
        let scene = RemoteScene()
        scene.app.beginReceivingRemoteControlEvents()
        for command in MediaKeyInput.Command.allCases { scene.device.press(command) }
        #expect(scene.player.subtypes.map(\.rawValue) == Array(100...109))
        #expect(
            scene.player.subtypes == [
                .remoteControlPlay, .remoteControlPause, .remoteControlStop, .remoteControlTogglePlayPause,
                .remoteControlNextTrack, .remoteControlPreviousTrack, .remoteControlBeginSeekingBackward,
                .remoteControlEndSeekingBackward, .remoteControlBeginSeekingForward, .remoteControlEndSeekingForward,
            ])
    }

    @Test("8.2: endReceivingRemoteControlEvents stops delivery; calls do not nest")
    func endReceivingStops() {
        let scene = RemoteScene()
        scene.app.beginReceivingRemoteControlEvents()
        scene.app.beginReceivingRemoteControlEvents()
        scene.device.press(.play)
        scene.app.endReceivingRemoteControlEvents()
        #expect(!scene.app.isReceivingRemoteControlEvents)
        scene.device.press(.pause)
        scene.device.press(.stop)
        #expect(scene.player.subtypes == [.remoteControlPlay])
    }

    @Test("8.2: the default remoteControlReceived forwards up the chain to the window, application and delegate")
    func forwardsUpTheChain() {
        let scene = RemoteScene()
        let delegate = RemoteDelegate()
        scene.app.delegate = delegate
        let child = RemoteRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.forwards = true
        scene.player.addSubview(child)
        scene.player.forwards = true
        #expect(child.becomeFirstResponder())
        scene.app.beginReceivingRemoteControlEvents()
        scene.device.press(.previousTrack)
        #expect(child.subtypes == [.remoteControlPreviousTrack])
        #expect(scene.player.subtypes == [.remoteControlPreviousTrack])
        #expect(delegate.subtypes == [.remoteControlPreviousTrack])
    }

    @Test("11: with no first responder, remote-control events go to the key window and up its chain")
    func noFirstResponderGoesToKeyWindow() {
        let scene = RemoteScene(firstResponder: false)
        let delegate = RemoteDelegate()
        scene.app.delegate = delegate
        scene.app.beginReceivingRemoteControlEvents()
        scene.device.press(.beginSeekingForward)
        scene.device.press(.endSeekingForward)
        #expect(scene.player.subtypes.isEmpty)
        #expect(delegate.subtypes == [.remoteControlBeginSeekingForward, .remoteControlEndSeekingForward])
    }

    @Test("8.2: remote-control events are delivered while the application is inactive, as to a now-playing app")
    func deliveredWhileInactive() {
        let scene = RemoteScene()
        scene.app.beginReceivingRemoteControlEvents()
        scene.app.resignActive()
        scene.device.press(.togglePlayPause)
        #expect(scene.player.subtypes == [.remoteControlTogglePlayPause])
    }

    @Test("8.2: media-key input is queued in FIFO order with other input and stamped on the application's clock")
    func queuedInOrder() {
        let scene = RemoteScene()
        @MainActor final class StampRecorder: UIView {
            var stamps: [TimeInterval] = []
            override var canBecomeFirstResponder: Bool { true }
            override func remoteControlReceived(with event: UIEvent?) { stamps.append(event?.timestamp ?? -1) }
        }
        let recorder = StampRecorder(frame: .zero)
        scene.window.addSubview(recorder)
        recorder.becomeFirstResponder()
        scene.app.beginReceivingRemoteControlEvents()
        scene.app.enqueue(.mediaKey(MediaKeyInput(timestamp: 0.5, command: .play)))
        scene.app.enqueue(.mediaKey(MediaKeyInput(timestamp: 0.25, command: .pause)))
        #expect(HardwareInput.mediaKey(MediaKeyInput(timestamp: 0.5, command: .play)).timestamp == 0.5)
        scene.app.runUntilIdle()
        #expect(recorder.stamps == [0.5, 0.5], "input stamped before the clock arrives now")
    }
}
