import Foundation
import ResponderKit
import ResponderKitDemoScenes

/// The inspector's `text` scene: text controls to type into with the browser's keyboard
/// (docs/behaviour/text-input.md). A name field, a secure password field and a notes text view, each
/// named by its `accessibilityIdentifier`; tapping or clicking one makes it first responder (17.2, 17.4).
/// The fields' delegate reports its callbacks (`nameField: textFieldShouldReturn`…) through
/// ``onCallback``; Return in the name field moves to the password field, Return in the password field
/// ends editing (17.7).
///
/// Each control holds at most ``maximumLength`` characters: the delegates refuse a longer edit (17.3, as an
/// application limits a field), so that a client cannot make the server's work grow faster than its input
/// (⌘A, ⌘C and ⌘V repeated would double the text each time).
@MainActor
final class InspectorTextScene: DemoScene {
    /// The application.
    let application: UIApplication
    /// The window (375 × 667, `textWindow`), key and visible.
    let window: UIWindow
    /// The name field (335 × 44 at (20, 60), `nameField`).
    let nameField: UITextField
    /// The secure password field (335 × 44 at (20, 130), `passwordField`).
    let passwordField: UITextField
    /// The notes text view (335 × 300 at (20, 200), `notesView`).
    let notesView: UITextView
    /// Called with (view name, callback) for each delegate callback of the fields.
    var onCallback: ((String, String) -> Void)? {
        get { fieldDelegate.onCallback }
        set { fieldDelegate.onCallback = newValue }
    }
    private let controller = UIViewController()
    private let fieldDelegate = FieldDelegate()

    /// The most characters (UTF-16 units) a control of the scene holds.
    static let maximumLength = 10_000

    /// Builds the scene in an application on `clock` and makes its window key and visible.
    init(clock: any ApplicationClock) {
        application = UIApplication(clock: clock)
        window = UIWindow(frame: DemoScreen.bounds, application: application)
        window.accessibilityIdentifier = "textWindow"
        let root = UIView(frame: .zero)
        root.accessibilityIdentifier = "rootView"
        nameField = UITextField(frame: CGRect(x: 20, y: 60, width: 335, height: 44))
        nameField.accessibilityIdentifier = "nameField"
        nameField.placeholder = "Name"
        passwordField = UITextField(frame: CGRect(x: 20, y: 130, width: 335, height: 44))
        passwordField.accessibilityIdentifier = "passwordField"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        notesView = UITextView(frame: CGRect(x: 20, y: 200, width: 335, height: 300))
        notesView.accessibilityIdentifier = "notesView"
        fieldDelegate.next = [ObjectIdentifier(nameField): passwordField]
        for field in [nameField, passwordField] {
            field.borderStyle = .roundedRect
            field.delegate = fieldDelegate
        }
        notesView.delegate = fieldDelegate
        for view: UIView in [nameField, passwordField, notesView] { root.addSubview(view) }
        controller.view = root
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }

    /// The scene overview's line for each control.
    func remark(for view: UIView) -> String? {
        if view === nameField { return "a text field: Return moves to the password field" }
        if view === passwordField { return "a secure text field: its text is masked, Copy and Cut are refused (17.5)" }
        if view === notesView { return "a text view: Return types a new line" }
        return nil
    }
}

/// The controls' delegate: reports the fields' callbacks, on Return moves to the next field or ends
/// editing, and refuses edits past ``InspectorTextScene/maximumLength``.
@MainActor
private final class FieldDelegate: UITextFieldDelegate, UITextViewDelegate {
    var onCallback: ((String, String) -> Void)?
    /// The field Return moves to, by field.
    var next: [ObjectIdentifier: UITextField] = [:]

    func textFieldDidBeginEditing(_ textField: UITextField) {
        onCallback?(DispatchLog.name(of: textField), "textFieldDidBeginEditing")
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        onCallback?(DispatchLog.name(of: textField), "textFieldDidEndEditing")
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        Self.fits(textField.text ?? "", replacing: range, with: string)
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        Self.fits(textView.text ?? "", replacing: range, with: text)
    }

    /// Whether `text` with `range` replaced by `replacement` stays within the scene's maximum length.
    static func fits(_ text: String, replacing range: NSRange, with replacement: String) -> Bool {
        text.utf16.count - range.length + replacement.utf16.count <= InspectorTextScene.maximumLength
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        onCallback?(DispatchLog.name(of: textField), "textFieldShouldReturn")
        if let next = next[ObjectIdentifier(textField)] {
            next.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return false
    }
}
