import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitTesting

/// The text part's input, in order: sign in (tap the user name, type it with a space the delegate
/// refuses, Return to the password, paste the password, see that a secure field offers no Copy, tap
/// Sign In), then write in the notes (tap, type two lines, double-tap a word and copy it, tap the
/// background to dismiss the keyboard). Points are computed from the views and text they aim at.
@MainActor
struct TextSteps {
    let touches: TouchSimulator
    let steps: [ControlsStep]

    /// The pause between two keys on the on-screen keyboard.
    private static let keyInterval: TimeInterval = 0.1

    init(scene: TextInputScene) {
        let touches = TouchSimulator(application: scene.app)
        let menus = MenuDriver(
            application: scene.app, touches: touches, pointer: PointerSimulator(application: scene.app))
        let keyboard = scene.app.inputViewPresenter
        self.touches = touches
        let log = scene.log
        let user = { (action: String, text: String) in log.record(action, text) }
        let tap = { (view: UIView, point: CGPoint) in
            user("finger", "taps \(DispatchLog.name(of: view)) at \(format(point))")
            touches.tap(at: point)
        }
        let type = { (text: String) in
            let keys = text.map { $0 == "\n" ? "Return" : $0 == " " ? "space" : String($0) }
            let apart = keys.count > 1 ? ", \(format(CGFloat(Self.keyInterval))) s apart" : ""
            user("keyboard", "taps " + keys.joined(separator: ", ") + apart)
            for (index, character) in text.enumerated() {
                if index > 0 { touches.wait(Self.keyInterval) }
                keyboard.type(String(character))
            }
        }
        // ResponderKit's edit menu titles a standard action by its selector ("copy:" for Copy).
        let chooseFromMenu = { (action: Selector) in
            user("finger", "chooses \(action) in the edit menu")
            menus.choose(action.name)
        }
        let firstResponder = { () -> String in
            let editors: [UIView] = [scene.usernameField, scene.passwordField, scene.notes]
            return "first responder: "
                + (editors.first { $0.isFirstResponder }.map { DispatchLog.name(of: $0) } ?? "none")
        }
        let form = { () -> [String] in
            [
                "usernameField \"\(scene.usernameField.text ?? "")\", passwordField "
                    + "\(scene.passwordField.text?.count ?? 0) characters, signInButton.isEnabled "
                    + "\(scene.signInButton.isEnabled); " + firstResponder()
            ]
        }

        steps = [
            ControlsStep(
                label: "1a", title: "Tap the user name field and type \"ada \": the delegate refuses the space",
                explanation: "The field asks textFieldShouldBeginEditing, becomes first responder, calls "
                    + "textFieldDidBeginEditing and sends .editingDidBegin; then the keyboard comes up (after a text "
                    + "field's did-begin, as in UIKit). Each key then asks "
                    + "shouldChangeCharactersIn with the range it replaces and the new character; when the "
                    + "delegate agrees the text changes and the field sends .editingChanged (it calls "
                    + "textFieldDidChangeSelection in between, which this delegate does not implement). The "
                    + "delegate refuses spaces: the space changes nothing and sends nothing.",
                log: log,
                perform: {
                    tap(scene.usernameField, scene.screenCenter(of: scene.usernameField))
                    touches.wait(0.5)
                    type("ada ")
                }, result: form),
            ControlsStep(
                label: "1b", title: "Press Return: editing moves to the password",
                explanation: "textFieldShouldReturn makes passwordField first responder: the password is asked "
                    + "whether it may begin, the user name ends (should-end, did-end with its reason, "
                    + ".editingDidEnd), then the password begins. Returning false, the user name sends no "
                    + ".editingDidEndOnExit. The keyboard stays up from one field to the next (its will-show "
                    + "notification comes again).",
                log: log, perform: { type("\n") }, result: form),
            ControlsStep(
                label: "1c", title: "Paste a password: Sign In becomes enabled",
                explanation: "The general pasteboard holds \"hunter22\", copied in another application. A tap "
                    + "on the caret shows the edit menu; Paste asks the delegate once, with the whole string, and "
                    + "the form's .editingChanged target enables the button now that both fields have text.",
                log: log, setUp: { UIPasteboard.general.string = "hunter22" },
                perform: {
                    tap(scene.passwordField, Self.caretPoint(of: scene.passwordField, in: scene))
                    chooseFromMenu(.paste)
                }, result: form),
            ControlsStep(
                label: "1d", title: "Double-tap the password (a secure field offers no Copy or Cut), then tap Sign In",
                explanation: "The double tap selects the word and shows the edit menu, which lists what the "
                    + "field can perform (canPerformAction): isSecureTextEntry rules out copy: and cut:. The "
                    + "button then sends .touchUpInside (the form's target signs in) and .primaryActionTriggered; "
                    + "the password field stays first responder.",
                log: log,
                perform: {
                    let point = scene.screenCenter(of: scene.passwordField)
                    user("finger", "double-taps passwordField at \(format(point))")
                    touches.tap(at: point, count: 2)
                    for action: Selector in [.copy, .cut] {
                        let can = scene.passwordField.canPerformAction(action, withSender: nil)
                        user("poll", "passwordField.canPerformAction(\(action)) → \(can)")
                    }
                    touches.wait(0.5)
                    tap(scene.signInButton, scene.screenCenter(of: scene.signInButton))
                }, result: { ["signed in as \"\(scene.signIns.joined(separator: ", "))\"; " + firstResponder()] }),
            ControlsStep(
                label: "2a", title: "Tap into the notes and type two lines: \"Hi\", Return, \"Bob\"",
                explanation: "The text view asks textViewShouldBeginEditing; becoming first responder makes the "
                    + "password field end editing first; then textViewDidBeginEditing (a text view sends no "
                    + "control events). Each key: shouldChangeTextIn, textViewDidChangeSelection (the caret "
                    + "moved), textViewDidChange. Return is a line break, asked like any character.",
                log: log,
                perform: {
                    tap(scene.notes, scene.screenCenter(of: scene.notes))
                    touches.wait(0.5)
                    type("Hi\nBob")
                }),
            ControlsStep(
                label: "2b", title: "Double-tap \"Bob\" and choose Copy",
                explanation: "The first tap moves the caret; the second selects the word and shows the edit "
                    + "menu; Copy puts the selection on the general pasteboard.",
                log: log,
                perform: {
                    let point = Self.point(ofOffset: 4, in: scene.notes, scene: scene)
                    user("finger", "double-taps \"Bob\" in notes at \(format(point))")
                    touches.tap(at: point, count: 2)
                    chooseFromMenu(.copy)
                }, result: { ["UIPasteboard.general.string: \"\(UIPasteboard.general.string ?? "")\""] }),
            ControlsStep(
                label: "2c", title: "Tap the background: the keyboard goes away",
                explanation: "The background's tap recognizer calls endEditing(true), which makes the notes "
                    + "resign without asking textViewShouldEndEditing; textViewDidEndEditing still comes.",
                log: log, perform: { tap(scene.form, CGPoint(x: DemoScreen.bounds.midX, y: 560)) },
                result: { [firstResponder()] }),
        ]
    }

    /// The caret of `field` (the first responder), in screen coordinates: where a tap shows the edit menu.
    private static func caretPoint(of field: UITextField, in scene: TextInputScene) -> CGPoint {
        guard let caret = field.selectedTextRange?.start else { return scene.screenCenter(of: field) }
        let rect = field.caretRect(for: caret)
        return scene.screenPoint(CGPoint(x: rect.midX, y: rect.midY), in: field)
    }

    /// The middle of the character at UTF-16 `offset` in `textView`, in screen coordinates.
    private static func point(ofOffset offset: Int, in textView: UITextView, scene: TextInputScene) -> CGPoint {
        guard let start = textView.position(from: textView.beginningOfDocument, offset: offset),
            let end = textView.position(from: start, offset: 1),
            let range = textView.textRange(from: start, to: end)
        else { return scene.screenCenter(of: textView) }
        let rect = textView.firstRect(for: range)
        return scene.screenPoint(CGPoint(x: rect.midX, y: rect.midY), in: textView)
    }
}
