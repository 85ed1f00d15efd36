import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitTesting

/// Steps 6 and 7, the 3D Touch features: home-screen quick actions and peek and pop.
@MainActor
struct ForceTouchSteps {
    let steps: [ControlsStep]

    init(scene: ControlsScene, device: DeviceSimulator, quickActions: QuickActionScene) {
        let mail = quickActions, mailLog = quickActions.log, log = scene.log, inbox = scene.inbox

        let pick = { (title: String) in
            guard let item = mail.app.displayedShortcutItems.first(where: { $0.localizedTitle == title }) else {
                return
            }
            mailLog.record("home screen", "the user picks \"\(title)\"")
            mail.app.performShortcutItem(item) { handled in
                mailLog.record("home screen", "completion handler called with \(handled)")
            }
        }
        let launch = {
            mailLog.record(
                "home screen", "hasFinishedLaunching: \(mail.app.hasFinishedLaunching); the icon's quick actions:")
            for line in mail.displayedList() { mailLog.record("home screen", line) }
            pick("New Message")
        }
        let pickWhileRunning = {
            mailLog.record("home screen", "hasFinishedLaunching: \(mail.app.hasFinishedLaunching)")
            pick("Team")
        }

        let rowPoint = { (index: Int) in scene.screenCenter(of: inbox.rows[index]) }
        let maximumForce = format(device.maximumPossibleForce)
        // Three decimals, as the explanation log prints the thresholds.
        let peekForce = String(
            format: "%g", Double(device.maximumPossibleForce * ForceTouchConstants.peekForceFraction))
        let popForce = String(format: "%g", Double(device.maximumPossibleForce * ForceTouchConstants.popForceFraction))
        let lightPress = {
            log.record("finger", "down on row1 at \(format(rowPoint(1))), force 0.5 of \(maximumForce)")
            let finger = device.forceTouchDown(at: rowPoint(1), force: 0.5)
            device.wait(0.1)
            log.record("finger", "presses harder: force 0.5 -> 2 in 0.2 s")
            device.changeForce(of: finger, to: 2, duration: 0.2)
            device.wait(0.2)
            log.record("finger", "lifts")
            device.lift(finger)
        }
        let deepPress = {
            log.record("finger", "down on row2 at \(format(rowPoint(2))), force 0.5 of \(maximumForce)")
            let finger = device.forceTouchDown(at: rowPoint(2), force: 0.5)
            log.record("finger", "presses hard: force 0.5 -> 6 in 0.4 s")
            device.changeForce(of: finger, to: 6, duration: 0.4)
            device.wait(0.1)
            log.record("finger", "lifts")
            device.lift(finger)
        }
        let previewEvents = { (row: Int) -> [String] in
            let events = inbox.previewingContexts[row].events.map { event -> String in
                switch event {
                case .peeked(let controller): "peeked \(controller)"
                case .committed(let controller): "committed \(controller)"
                default: event.description
                }
            }
            return [
                "row\(row)'s previewing context recorded: " + events.joined(separator: ", "),
                "inbox.presentedViewController: \(inbox.presentedViewController.map { "\($0)" } ?? "nil")",
            ]
        }

        steps = [
            ControlsStep(
                label: "6a", title: "Launch the mail application (not running) from its \"New Message\" quick action",
                explanation: "The home screen lists the static quick actions (Info.plist) first, then the dynamic "
                    + "ones the application set, at most \(mail.app.maximumDisplayedShortcutItems). Picking one launches "
                    + "the application with launchOptions[.shortcutItem]; the delegate handles it there and returns "
                    + "false, so application(_:performActionFor:completionHandler:) is not called as well.",
                log: mailLog, perform: launch),
            ControlsStep(
                label: "6b", title: "Pick the dynamic \"Team\" quick action while the application runs",
                explanation: "A running application is not launched again: its delegate's "
                    + "application(_:performActionFor:completionHandler:) gets the item and reports whether it handled it.",
                log: mailLog, perform: pickWhileRunning),
            ControlsStep(
                label: "7a", title: "Press row1 lightly, harder until it peeks, then lift",
                explanation: "Each row is registered with registerForPreviewing(with:sourceView:). At force "
                    + "\(peekForce) (0.2 of the touch's maximumPossibleForce, \(maximumForce)) the row's preview recognizer asks the "
                    + "delegate for a controller and peeks; the peek takes the touch from the row (touchesCancelled). "
                    + "Lifting the finger dismisses the preview.",
                log: log, showsExplanations: true, perform: lightPress, result: { previewEvents(1) }),
            ControlsStep(
                label: "7b", title: "Press row2 deep",
                explanation: "The same peek, then at force \(popForce) (0.75 of the maximum) the preview is committed: "
                    + "the delegate's previewingContext(_:commit:) shows the message for real.",
                log: log, showsExplanations: true, perform: deepPress, result: { previewEvents(2) }),
        ]
    }
}
