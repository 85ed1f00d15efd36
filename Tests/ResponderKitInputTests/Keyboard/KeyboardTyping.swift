import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport

/// Linux `KEY_*` codes the keyboard tests press (`linux/input-event-codes.h`).
enum Key {
    static let escape: UInt16 = 1, one: UInt16 = 2, backspace: UInt16 = 14, tab: UInt16 = 15
    static let q: UInt16 = 16, e: UInt16 = 18, t: UInt16 = 20, y: UInt16 = 21, o: UInt16 = 24
    static let enter: UInt16 = 28, leftControl: UInt16 = 29
    static let a: UInt16 = 30, d: UInt16 = 32, f: UInt16 = 33, g: UInt16 = 34, h: UInt16 = 35, l: UInt16 = 38
    static let apostrophe: UInt16 = 40, leftShift: UInt16 = 42
    static let c: UInt16 = 46, b: UInt16 = 48, n: UInt16 = 49
    static let space: UInt16 = 57, capsLock: UInt16 = 58, numLock: UInt16 = 69
    static let keypad7: UInt16 = 71, keypad4: UInt16 = 75, keypad1: UInt16 = 79
    static let rightAlt: UInt16 = 100, left: UInt16 = 105
}

/// Types evdev keys as a keyboard does: through the device pipeline (``DeviceInputPipeline``) and a
/// keyboard layout (``KeyboardTextTranslator``), keeping the key inputs that come out.
struct KeyboardTyping {
    let text: KeyboardTextTranslator
    private var pipeline = DeviceInputPipeline(device: TestDevices.keyboard())
    private var stream = EvdevStream()
    /// Every key input so far.
    private(set) var keys: [KeyInput] = []

    /// A layout configured with `layout`, `variant` and `options`, the environment ignored (the tests
    /// must not depend on the user's `XKB_DEFAULT_*`), the Compose table of `composeLocale`.
    init(
        layout: String?, variant: String? = nil, options: String? = nil, composeLocale: String = "en_US.UTF-8",
        libraryName: String = "libxkbcommon.so.0", dataPaths: [String]? = nil
    ) throws {
        text = try KeyboardTextTranslator(
            KeyboardLayoutConfiguration(
                layout: layout, variant: variant, options: options, composeLocale: composeLocale,
                readsEnvironment: false, dataPaths: dataPaths, libraryName: libraryName))
    }

    /// The key goes down; returns its input.
    @discardableResult
    mutating func press(_ code: UInt16) -> KeyInput { send(code, 1) }

    /// The key comes up; returns its input.
    @discardableResult
    mutating func release(_ code: UInt16) -> KeyInput { send(code, 0) }

    /// Each key goes down and up in turn; returns what their downs typed.
    @discardableResult
    mutating func tap(_ codes: UInt16...) -> [String] {
        codes.map { code in
            let down = press(code)
            release(code)
            return down.characters ?? "<nil>"
        }
    }

    /// `codes` tapped while `modifier` is held; returns what they typed.
    mutating func tap(_ codes: UInt16..., holding modifier: UInt16) -> [String] {
        press(modifier)
        defer { release(modifier) }
        return codes.map { code in
            let down = press(code)
            release(code)
            return down.characters ?? "<nil>"
        }
    }

    /// What every key down typed, in order, as the application receives it.
    var typed: String {
        var typed = TypedText()
        for key in keys { typed.add(.key(key)) }
        return typed.text
    }

    private mutating func send(_ code: UInt16, _ value: Int32) -> KeyInput {
        stream.frame { $0.key(code, value) }
        var inputs = pipeline.process(stream.events)
        stream.events.removeAll()
        text.translate(&inputs)
        let new = inputs.compactMap { input -> KeyInput? in if case .key(let key) = input { key } else { nil } }
        keys += new
        return new[0]
    }
}
