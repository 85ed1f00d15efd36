import Foundation

// The relative-axis and extra button codes a mouse reports (linux/input-event-codes.h); the rest of
// EvdevCode lives in Evdev/EvdevCode.swift. Defined here, once, because only the pointer layer reads them.
extension EvdevCode {
    /// `REL_X`: horizontal motion, in device units (counts; about 1000 per inch on a typical mouse).
    public static let REL_X: UInt16 = 0x00
    /// `REL_Y`: vertical motion, positive downwards.
    public static let REL_Y: UInt16 = 0x01
    /// `REL_HWHEEL`: horizontal wheel detents, positive to the right.
    public static let REL_HWHEEL: UInt16 = 0x06
    /// `REL_WHEEL`: wheel detents, positive when the wheel turns away from the user ("up").
    public static let REL_WHEEL: UInt16 = 0x08
    /// `REL_WHEEL_HI_RES`: the wheel in 1/120 detents (Linux 5.0 and later).
    public static let REL_WHEEL_HI_RES: UInt16 = 0x0b
    /// `REL_HWHEEL_HI_RES`: the horizontal wheel in 1/120 detents.
    public static let REL_HWHEEL_HI_RES: UInt16 = 0x0c
    /// `BTN_SIDE`: the first side button (button 4 here).
    public static let BTN_SIDE: UInt16 = 0x113
    /// `BTN_EXTRA`: the second side button (button 5 here).
    public static let BTN_EXTRA: UInt16 = 0x114
    /// `BTN_MOUSE`...`BTN_TASK` (0x110...0x117): the mouse buttons.
    public static let mouseButtons: ClosedRange<UInt16> = 0x110...0x117
    /// The high-resolution wheel units per detent (the kernel documents 120, as Windows does).
    public static let wheelHighResolutionUnitsPerDetent: Int32 = 120
}
