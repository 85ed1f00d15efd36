import Foundation
import ResponderKit

/// A view that takes typed text and only counts it, so that measuring typing measures the path to
/// `insertText(_:)` and not a text store (docs/performance.md, "Typing").
@MainActor
public final class CountingKeyInputView: UIView, UIKeyInput {
    /// How many times `insertText(_:)` was called.
    public private(set) var insertions = 0
    /// The UTF-8 length of the last inserted text (read so the text is not optimized away).
    public private(set) var lastLength = 0

    public var hasText: Bool { insertions > 0 }
    public func insertText(_ text: String) {
        insertions += 1
        lastLength = text.utf8.count
    }
    public func deleteBackward() {}
    public override var canBecomeFirstResponder: Bool { true }
}

/// A key window whose first responder is a ``CountingKeyInputView`` inside a container, and a driver that
/// types one key at a time through the application's queue on its virtual clock (key down, then key up,
/// 50 ms apart, as `KeyboardSimulator` types): the whole hardware path of behaviour 17.7, key commands,
/// presses along the chain and the text input. The driver allocates nothing itself.
@MainActor
public final class TypingScene {
    public let application = UIApplication()
    public let window: UIWindow
    public let view: CountingKeyInputView
    private var time: TimeInterval = 0

    public init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let container = UIView(frame: window.bounds)
        view = CountingKeyInputView(frame: CGRect(x: 20, y: 40, width: 280, height: 34))
        container.addSubview(view)
        window.addSubview(container)
        window.makeKeyAndVisible()
        _ = view.becomeFirstResponder()
    }

    /// Types the key `usage` once: down, then up 50 ms later.
    public func type(_ usage: UIKeyboardHIDUsage) {
        time += 0.05
        application.enqueue(.key(KeyInput(timestamp: time, keyCode: usage, transition: .down)))
        application.run(until: time)
        time += 0.05
        application.enqueue(.key(KeyInput(timestamp: time, keyCode: usage, transition: .up)))
        application.run(until: time)
    }

    /// Types `count` keys, cycling through the letters a to z.
    public func type(times count: Int) {
        for index in 0..<count { type(UIKeyboardHIDUsage(rawValue: 4 + index % 26)) }
    }
}

/// The hand-written baseline of one typed character: what an application would write to get a key's text
/// into its text view without a responder chain or key commands: the key events go through a queue, a
/// table gives the characters of the key, and the text view that has focus gets `insertText(_:)`.
@MainActor
public final class BaselineTyping {
    private struct KeyEvent {
        let usage: Int
        let isDown: Bool
    }

    private let target: any UIKeyInput
    private var queue: [KeyEvent] = []
    private var held: [Int] = []
    private let characters: [String]

    public init(target: any UIKeyInput) {
        self.target = target
        var table = Array(repeating: "", count: 256)
        for (index, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() { table[4 + index] = String(letter) }
        characters = table
        queue.reserveCapacity(4)
        held.reserveCapacity(8)
    }

    /// Types the key `usage` once: down, then up.
    public func type(_ usage: UIKeyboardHIDUsage) {
        queue.append(KeyEvent(usage: usage.rawValue, isDown: true))
        drain()
        queue.append(KeyEvent(usage: usage.rawValue, isDown: false))
        drain()
    }

    /// Types `count` keys, cycling through the letters a to z.
    public func type(times count: Int) {
        for index in 0..<count { type(UIKeyboardHIDUsage(rawValue: 4 + index % 26)) }
    }

    private func drain() {
        for event in queue {
            if event.isDown {
                held.append(event.usage)
                let text = characters[event.usage]
                if !text.isEmpty { target.insertText(text) }
            } else {
                held.removeAll { $0 == event.usage }
            }
        }
        queue.removeAll(keepingCapacity: true)
    }
}
