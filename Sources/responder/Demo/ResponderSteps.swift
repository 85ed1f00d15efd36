import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitTesting

/// Steps 3 to 5: events that go to the first responder rather than to a hit view: a shake, media keys,
/// keyboard shortcuts.
@MainActor
struct ResponderSteps {
    let steps: [ControlsStep]

    init(scene: ControlsScene, keyboard: KeyboardSimulator, device: DeviceSimulator) {
        let log = scene.log, shakeView = scene.shakeView, player = scene.player, note = scene.note

        let shake = {
            log.record("shakeView", "becomeFirstResponder() -> \(shakeView.becomeFirstResponder())")
            log.record("device", "shakes left and right: 3 g at 5 Hz for 0.6 s")
            device.shake(duration: 0.6, amplitude: 3, frequency: 5, axis: .x, settle: 0)
            log.record("device", "held still")
            device.rest(for: 0.6)
        }
        let mediaKey = { (command: MediaKeyInput.Command) in
            log.record("device", "media key \(command)")
            device.press(command)
        }
        let remoteControl = {
            log.record("player", "becomeFirstResponder() -> \(player.becomeFirstResponder())")
            log.record(
                "poll", "application.isReceivingRemoteControlEvents is \(scene.app.isReceivingRemoteControlEvents)")
            mediaKey(.togglePlayPause)
            device.wait(0.5)
            player.startReceivingRemoteControl()
            for command: MediaKeyInput.Command in [.togglePlayPause, .nextTrack, .togglePlayPause] {
                device.wait(0.5)
                mediaKey(command)
            }
        }
        let commandC = {
            log.record("noteView", "becomeFirstResponder() -> \(note.becomeFirstResponder())")
            log.record("keyboard", "Command-C: Command goes down, then C; 0.05 s later C comes up, then Command")
            keyboard.press("c", modifiers: .command)
        }
        let commandE = {
            log.record("keyboard", "Command-E")
            keyboard.press("e", modifiers: .command)
            keyboard.wait(0.5)
            log.record("keyboard", "E alone")
            keyboard.press("e")
        }

        steps = [
            ControlsStep(
                label: "3", title: "Shake the device while shakeView is first responder",
                explanation: "Motion events go to the first responder, not to a view under a finger. The shake "
                    + "is detected at its third stroke and ends once the device has been calm for 0.3 s; only "
                    + "motionBegan and motionEnded are sent, never the strokes in between.",
                log: log, perform: shake),
            ControlsStep(
                label: "4",
                title: "Media keys for PlayerViewController, before and after beginReceivingRemoteControlEvents()",
                explanation: "The player is first responder from the start, but the first key is dropped: "
                    + "remote-control events are delivered only after the application called "
                    + "beginReceivingRemoteControlEvents(). Each later key arrives as a .remoteControl event whose subtype "
                    + "names the command.",
                log: log, perform: remoteControl),
            ControlsStep(
                label: "5a", title: "Command-C while noteView is first responder",
                explanation: "The system routes Command-C to the standard edit action copy:, sent to the first "
                    + "responder of the chain that implements it (noteView lists .copy in implementedActions) "
                    + "with a system UIKeyCommand as sender. The C key is consumed: no press for it reaches the "
                    + "view. The Command key itself is an ordinary press.",
                log: log, perform: commandC, result: { ["noteView's clipboard: \"\(note.clipboard ?? "")\""] }),
            ControlsStep(
                label: "5b", title: "Command-E, then E alone, with noteView still first responder",
                explanation: "Command-E matches the root view controller's UIKeyCommand: the application collects "
                    + "key commands along the chain noteView -> rootView -> ControlsViewController and performs "
                    + "archiveNote: on the first responder that implements it. E alone matches nothing and "
                    + "arrives as a press.",
                log: log, perform: commandE),
        ]
    }
}
