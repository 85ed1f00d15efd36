import Foundation

extension UIControl {
    /// The events a control sends to its targets, with UIKit's bit values (behaviour 6.1).
    ///
    /// When each fires during touch tracking (see ``UIControl``): ``touchDown`` on every touch-down,
    /// ``touchDownRepeat`` right after it when the touch's `tapCount` is above 1, ``touchDragInside`` /
    /// ``touchDragOutside`` on every move (inside or outside the control's bounds enlarged by
    /// ``UIControl/touchInsideMargin``), ``touchDragExit`` / ``touchDragEnter`` once when the touch crosses
    /// that boundary, ``touchUpInside`` / ``touchUpOutside`` on lift, ``touchCancel`` when the system
    /// cancels the touch. ``valueChanged`` comes from value controls (``UISwitch``, ``UISlider``) and
    /// ``primaryActionTriggered`` from a button's tap or a value control's change.
    public struct Event: OptionSet, Sendable, Hashable, CustomStringConvertible {
        /// The bit mask.
        public let rawValue: UInt

        /// Creates an event mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch-down in the control. `1 << 0`.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (`tapCount > 1`), sent right after the press's ``touchDown``. `1 << 1`.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged within the control's extended bounds; repeats. `1 << 2`.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged outside the control's extended bounds; repeats. `1 << 3`.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger that had left the extended bounds dragged back in; once per crossing. `1 << 4`.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out of the extended bounds; once per crossing. `1 << 5`.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the extended bounds. `1 << 6`.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the extended bounds. `1 << 7`.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch (a gesture recognizer took it, the control left its
        /// window, the application resigned active, the input source was lost). `1 << 8`.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed through user interaction. `1 << 12`.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button tapped, a switch toggled). `1 << 13`.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action fired. `1 << 14`.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control. `1 << 16`.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed. `1 << 17`.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control. `1 << 18`.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key. `1 << 19`.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event: `0x0FFF`.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event: `0x000F0000`.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// A range reserved for the application's own events: `0x0F000000`.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// A range reserved for the system: `0xF0000000`.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event: `0xFFFFFFFF`.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The named single events, in bit order, for descriptions and iteration.
        static let named: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]

        /// The names of the events in the mask (`"[touchDown, touchUpInside]"`); unnamed bits in hex.
        public var description: String {
            var names = Self.named.filter { contains($0.0) }.map(\.1)
            let rest = rawValue & ~Self.named.reduce(0) { $0 | $1.0.rawValue }
            if rest != 0 { names.append("0x" + String(rest, radix: 16)) }
            return "[" + names.joined(separator: ", ") + "]"
        }
    }

    /// The states of a control, with UIKit's bit values (behaviour 6.1). A control's ``UIControl/state`` is
    /// ``normal`` or a combination of ``highlighted``, ``disabled`` and ``selected``.
    public struct State: OptionSet, Sendable, Hashable {
        /// The bit mask.
        public let rawValue: UInt

        /// Creates a state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No other state bit: enabled, not selected, not highlighted. `0`.
        public static let normal = State([])
        /// Highlighted, as while a touch is held inside the control. `1 << 0`.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled (``UIControl/isEnabled`` is false). `1 << 1`.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected (``UIControl/isSelected``). `1 << 2`.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (focus-based navigation; never set by ResponderKit). `1 << 3`.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits for the application's own states: `0x00FF0000`.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the system: `0xFF000000`.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
