import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Apple's UIResponder pages for keyboardWillShowNotification, keyboardDidShowNotification,
// keyboardWillHideNotification, keyboardDidHideNotification and their userInfo keys
// (keyboardFrameBeginUserInfoKey, keyboardFrameEndUserInfoKey: "in screen coordinates",
// keyboardAnimationDurationUserInfoKey, keyboardAnimationCurveUserInfoKey), and behaviour 3.5 (input views
// follow the key window's first responder).

/// A view that can become first responder with custom input views.
@MainActor
private final class KeyboardOwningView: UIView {
    var customInputView: UIView?
    var customAccessoryView: UIView?
    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { customInputView }
    override var inputAccessoryView: UIView? { customAccessoryView }
}

/// Keyboard notifications of one application: name, begin and end frames, duration.
@MainActor
private final class KeyboardLog {
    var entries: [String] = []
    var frames: [(begin: CGRect?, end: CGRect?)] = []
    var durations: [Double] = []
    private var tokens: [any NSObjectProtocol] = []

    init(application: UIApplication) {
        let names: [(Notification.Name, String)] = [
            (UIResponder.keyboardWillShowNotification, "willShow"),
            (UIResponder.keyboardDidShowNotification, "didShow"),
            (UIResponder.keyboardWillHideNotification, "willHide"),
            (UIResponder.keyboardDidHideNotification, "didHide"),
        ]
        for (name, label) in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) {
                    [weak self] note in
                    let begin = (note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
                    let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                    let duration =
                        (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
                        ?? -1
                    let curve =
                        (note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? -1
                    MainActor.assumeIsolated {
                        self?.entries.append(label)
                        self?.frames.append((begin, end))
                        self?.durations.append(curve == 7 ? duration : -1)
                    }
                })
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

@Suite("Scenes: keyboard notifications from the input-view presenter")
@MainActor
struct KeyboardNotificationTests {
    @MainActor
    private func makeScene() -> (app: UIApplication, view: KeyboardOwningView) {
        let app = UIApplication()
        app.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
        let scene = TestScene(size: app.screen.bounds.size, application: app, withRootView: false)
        let view = scene.add(KeyboardOwningView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        return (app, view)
    }

    @Test("keyboardWillShow before the views change and keyboardDidShow after, with the frames at the screen's bottom")
    func showAndHide() {
        let (app, view) = makeScene()
        let log = KeyboardLog(application: app)
        defer { log.stop() }
        view.customInputView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        view.customAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        app.inputViewPresenter.onUpdate = { _ in log.entries.append("update") }
        let shown = CGRect(x: 0, y: 500, width: 390, height: 344)
        let below = CGRect(x: 0, y: 844, width: 390, height: 344)

        #expect(view.becomeFirstResponder())
        #expect(log.entries == ["willShow", "update", "didShow"])
        #expect(log.frames.map(\.begin) == [below, below] && log.frames.map(\.end) == [shown, shown])
        #expect(log.durations == [0.25, 0.25])
        #expect(app.inputViewPresenter.keyboardFrame == shown)

        log.entries.removeAll()
        log.frames.removeAll()
        #expect(view.resignFirstResponder())
        #expect(log.entries == ["willHide", "update", "didHide"])
        #expect(log.frames.map(\.begin) == [shown, shown] && log.frames.map(\.end) == [below, below])
        #expect(app.inputViewPresenter.keyboardFrame == nil)
    }

    @Test(
        "an input view without height is 216 points tall; a change while shown posts willShow and didShow again; no input views, no notifications"
    )
    func defaultHeightAndChanges() {
        let (app, view) = makeScene()
        let log = KeyboardLog(application: app)
        defer { log.stop() }
        let plain = KeyboardOwningView(frame: .zero)
        view.addSubview(plain)
        #expect(plain.becomeFirstResponder())
        #expect(log.entries.isEmpty)

        view.customInputView = UIView(frame: .zero)
        #expect(view.becomeFirstResponder())
        #expect(app.inputViewPresenter.keyboardFrame == CGRect(x: 0, y: 844 - 216, width: 390, height: 216))
        log.entries.removeAll()
        log.frames.removeAll()
        view.customInputView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        view.reloadInputViews()
        #expect(log.entries == ["willShow", "didShow"])
        #expect(log.frames.first?.begin == CGRect(x: 0, y: 628, width: 390, height: 216))
        #expect(log.frames.first?.end == CGRect(x: 0, y: 744, width: 390, height: 100))
    }
}
