import Foundation
import ResponderKit
import ResponderKitTesting

// Shared by the text tests (behaviour 17): one log of a text control's delegate calls, control events
// and notifications, in the order they happen.

/// The order of everything a text control reported.
@MainActor
final class TextEventLog {
    var entries: [String] = []
    private let observers = NotificationObservers()

    /// Logs the notifications `names` posted by `object` (nil: any object) as their labels.
    func observe(_ names: [(Notification.Name, String)], of object: AnyObject?) {
        for (name, label) in names {
            observers.add(name: name, object: object) { [weak self] in self?.entries.append(label) }
        }
    }

    /// Logs a text field's editing notifications.
    func observeNotifications(of field: UITextField) {
        observe(
            [
                (UITextField.textDidBeginEditingNotification, "didBeginNotification"),
                (UITextField.textDidChangeNotification, "didChangeNotification"),
                (UITextField.textDidEndEditingNotification, "didEndNotification"),
            ], of: field)
    }

    /// Logs a text view's editing notifications.
    func observeNotifications(of textView: UITextView) {
        observe(
            [
                (UITextView.textDidBeginEditingNotification, "didBeginNotification"),
                (UITextView.textDidChangeNotification, "didChangeNotification"),
                (UITextView.textDidEndEditingNotification, "didEndNotification"),
            ], of: textView)
    }

    /// Logs the keyboard notifications of `application`.
    func observeKeyboard(of application: UIApplication) {
        observe(
            [
                (UIResponder.keyboardWillShowNotification, "keyboardWillShow"),
                (UIResponder.keyboardDidShowNotification, "keyboardDidShow"),
                (UIResponder.keyboardWillHideNotification, "keyboardWillHide"),
                (UIResponder.keyboardDidHideNotification, "keyboardDidHide"),
            ], of: application)
    }

    /// Logs the control events `events` of `control` by their names.
    func recordEvents(_ events: [(UIControl.Event, String)], of control: UIControl) {
        for (event, label) in events {
            control.addAction(UIAction { [weak self] _ in self?.entries.append(label) }, for: event)
        }
    }

    /// Logs the editing events of a text field that do not resign it on Return.
    func recordEditingEvents(of field: UITextField) {
        recordEvents(
            [
                (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                (.editingDidEnd, "editingDidEnd"), (.primaryActionTriggered, "primaryActionTriggered"),
            ], of: field)
    }
}

/// Notification observers removed when the log goes away.
private final class NotificationObservers: @unchecked Sendable {
    private var tokens: [any NSObjectProtocol] = []

    @MainActor
    func add(name: Notification.Name, object: AnyObject?, _ handler: @escaping @MainActor () -> Void) {
        tokens.append(
            NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { _ in
                MainActor.assumeIsolated { handler() }
            })
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

/// A text field delegate that logs every call and answers as told.
@MainActor
final class RecordingTextFieldDelegate: UITextFieldDelegate {
    let log: TextEventLog
    let prefix: String
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange = true
    var allowsClear = true
    var allowsReturn = true

    init(log: TextEventLog, prefix: String = "") {
        self.log = log
        self.prefix = prefix
    }

    private func record(_ entry: String) { log.entries.append(prefix + entry) }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        record("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { record("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        record("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        record(reason == .committed ? "didEnd committed" : "didEnd cancelled")
    }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        record("shouldChange \(range.location),\(range.length) \"\(string)\"")
        return allowsChange
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { record("didChangeSelection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        record("shouldClear")
        return allowsClear
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        record("shouldReturn")
        return allowsReturn
    }
}

/// A text view delegate that logs every call and answers as told.
@MainActor
final class RecordingTextViewDelegate: UITextViewDelegate {
    let log: TextEventLog
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange = true

    init(log: TextEventLog) {
        self.log = log
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.entries.append("shouldBegin")
        return allowsBegin
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.entries.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log.entries.append("shouldEnd")
        return allowsEnd
    }
    func textViewDidEndEditing(_ textView: UITextView) { log.entries.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.entries.append("shouldChange \(range.location),\(range.length) \"\(text)\"")
        return allowsChange
    }
    func textViewDidChange(_ textView: UITextView) { log.entries.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { log.entries.append("didChangeSelection") }
}

/// A scene with one text field in the root view, its delegate and log wired.
@MainActor
struct TextFieldScene {
    let scene = TestScene()
    let log = TextEventLog()
    let field: UITextField
    let delegate: RecordingTextFieldDelegate

    var application: UIApplication { scene.application }

    init(text: String? = nil, recordingEvents: Bool = true) {
        field = scene.add(UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34)))
        field.text = text
        delegate = RecordingTextFieldDelegate(log: log)
        field.delegate = delegate
        if recordingEvents {
            log.recordEditingEvents(of: field)
            log.observeNotifications(of: field)
        }
    }

    /// Begins editing and forgets what that logged.
    func beginEditing() {
        field.becomeFirstResponder()
        log.entries.removeAll()
    }
}
