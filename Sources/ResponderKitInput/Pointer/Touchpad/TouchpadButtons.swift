import Foundation
import ResponderKit

/// A touchpad's physical buttons: separate buttons map directly; a clickpad's one button means what the
/// fingers on it say, as libinput's `evdev-mt-touchpad-buttons.c` decides (docs/input-devices.md,
/// "Touchpads and mice as a pointer"): two fingers a secondary click, three or more the middle button
/// ("clickfinger"), one finger in the right half of the bottom ``TouchpadPointer/softButtonAreaHeight`` a
/// secondary click, anywhere else a primary click.
///
/// One key's life (``KeyState``); the button is decided at the press and kept until the release, however
/// the fingers move meanwhile:
///
/// ```text
///            press (clickfinger, soft button area, or the key's own button)
///     up ───────────────────────────────────────────────────────────────► down(button)
///      ▲                                                                      │
///      └────────────────────────────── release ───────────────────────────────┘
///
///     a press while down, a release while up: ignored
/// ```
struct TouchpadButtons: Sendable {
    /// A key's state, written only by ``press(_:fingers:)``, ``release(_:)`` and ``releaseAll()``.
    enum KeyState: Sendable, Equatable {
        /// Not pressed.
        case up
        /// Pressed, giving `button`.
        case down(UIEvent.ButtonMask)
    }

    /// Whether the pad is a clickpad (`INPUT_PROP_BUTTONPAD`): the whole pad is one button.
    let isClickpad: Bool
    private let geometry: TouchpadGeometry
    /// The keys that are down (a key absent is up).
    private var keys: [UInt16: UIEvent.ButtonMask] = [:]

    /// The buttons of `device`, measured with `geometry`.
    init(device: InputDeviceDescription, geometry: TouchpadGeometry) {
        isClickpad = device.properties.contains(EvdevCode.INPUT_PROP_BUTTONPAD)
        self.geometry = geometry
    }

    /// The state of the key `code`.
    func state(of code: UInt16) -> KeyState { keys[code].map { .down($0) } ?? .up }

    /// The buttons held down.
    var held: UIEvent.ButtonMask { keys.values.reduce([]) { $0.union($1) } }

    /// Whether any key is down.
    var isAnyDown: Bool { !keys.isEmpty }

    // MARK: Transitions

    /// The key `code` went down with `fingers` on the pad: it gives the button they decide. Returns false
    /// (and changes nothing) when the key was already down.
    @discardableResult
    mutating func press(_ code: UInt16, fingers: TouchpadFingers) -> Bool {
        guard keys[code] == nil else { return false }
        keys[code] = button(for: code, fingers: fingers)
        return true
    }

    /// The key `code` went up. Returns false (and changes nothing) when it was not down.
    @discardableResult
    mutating func release(_ code: UInt16) -> Bool {
        keys.removeValue(forKey: code) != nil
    }

    /// Every key goes up (the device went away).
    mutating func releaseAll() { keys.removeAll() }

    // MARK: Which button

    private func button(for code: UInt16, fingers: TouchpadFingers) -> UIEvent.ButtonMask {
        switch code {
        case EvdevCode.BTN_LEFT where isClickpad:
            return clickpadButton(fingers)
        case _ where isClickpad:
            // A clickpad has one physical button, but some firmware (the Cypress trackpad) reports a
            // multi-finger press as BTN_RIGHT. libinput drops such events (a kernel bug); here the press
            // counts as the pad's, decided by the fingers as for BTN_LEFT, and keeps its own button only when
            // the fingers say primary (docs/decisions.md, "A clickpad's other buttons").
            let decided = clickpadButton(fingers)
            return decided == .primary ? directButton(for: code) : decided
        default:
            return directButton(for: code)
        }
    }

    /// The button a clickpad press gives: "clickfinger" by the fingers on the pad (three or more: middle,
    /// two: secondary), else the soft button area under the finger.
    private func clickpadButton(_ fingers: TouchpadFingers) -> UIEvent.ButtonMask {
        let touching = fingers.fingers
        let outsideButtonArea = touching.filter { !isInSoftButtonArea($0.position) }.count
        let count = max(fingers.count, outsideButtonArea)
        if count >= 3 { return .button(3) }
        if count == 2 { return .secondary }
        if touching.contains(where: {
            isInSoftButtonArea($0.position) && $0.position.x >= geometry.widthMillimetres / 2
        }) {
            return .secondary
        }
        return .primary
    }

    /// A separate button's own meaning.
    private func directButton(for code: UInt16) -> UIEvent.ButtonMask {
        switch code {
        case EvdevCode.BTN_LEFT: return .primary
        case EvdevCode.BTN_RIGHT: return .secondary
        default: return .button(Int(code - EvdevCode.BTN_LEFT) + 1)
        }
    }

    private func isInSoftButtonArea(_ position: TouchpadPoint) -> Bool {
        position.y >= geometry.heightMillimetres - TouchpadPointer.softButtonAreaHeight
    }
}

extension TouchpadPointer {
    /// The height (mm) of a clickpad's software button area at its bottom (libinput: "usually around 10mm").
    public static let softButtonAreaHeight = 10.0
}
