import Foundation
import ResponderKit

/// Turns one device's ``DeviceFrame``s into ResponderKit's ``/ResponderKit/HardwareInput``: contacts in screen points
/// with UIKit's touch types, and keys as HID usages (behaviour 9; input behaviour 1.3, 2).
///
/// **Contacts.** Each transducer (a ``DeviceContact/id``) gets a contact id of its own, counted up from
/// ``contactIDBase`` and kept while it is present; an id is never reused.
/// - Position: ``InputDeviceDescription/screenPoint(x:y:)`` (axis ranges, calibration matrix, screen).
/// - Type: a pen is `.pencil`; a finger is `.direct` on a touchscreen and `.indirect` on a touchpad.
/// - State: touching → `.touching`, hovering → `.hovering`, ended → `.lifted`.
/// - Force: a pen's pressure is normalized over the pressure axis so that the axis maximum is
///   ``maximumPossibleForce`` (20/3 ≈ 6.67, UIKit's maximum for a 3D Touch and Pencil touch):
///   `force = (pressure − min) / (max − min) · 6.67`, clamped. Fingers report no force (touchscreen
///   "pressure" is mostly contact area) unless ``fingerPressureIsForce`` is set. Without a pressure axis
///   force and maximum are 0.
/// - Radius: the kernel defines `ABS_MT_TOUCH_MAJOR`'s maximum as the surface diagonal
///   (multi-touch-protocol.rst), so one unit is `screen diagonal / axis maximum` points, and
///   `majorRadius = touchMajor / 2 · diagonal / maximum` (the radius is half the major axis), with a
///   tolerance of half a unit. Without a maximum, X's scale is used; without `TOUCH_MAJOR`, the
///   defaults of ``/ResponderKit/TouchContact`` (20 pt ± 5).
/// - A hovering pen's `zOffset` is its distance normalized over the distance axis.
/// - Tool changes: a contact switching between finger and pen ends (lifted) and continues under a new
///   id with the new type, since a `UITouch` keeps its type. Palms (`MT_TOOL_PALM`) are not delivered
///   (a contact that becomes a palm lifts) unless ``deliversPalms`` is set.
/// - Cancellation (``DeviceFrame/contactsCancelled``: events were lost or the device went away):
///   ``/ResponderKit/HardwareInput/cancelAllContacts(timestamp:)``, which cancels every touch of the application;
///   contacts still present then begin again under new ids (hovering ones keep theirs, hover is not
///   cancelled, and hovering contacts that ended are lifted).
///
/// **Keys.** `KEY_*` codes become ``/ResponderKit/HardwareInput/key(_:)`` through ``LinuxKeyCodes`` (auto-repeat,
/// value 2, is dropped: the application repeats typing on its own clock, docs/behaviour/text-input.md, 17.7);
/// the translator keeps the modifier state (held modifiers, Caps Lock toggled on each press) and reports it
/// in every ``/ResponderKit/KeyInput``.
/// `KEY_PLAYPAUSE`, `KEY_PLAYCD`, `KEY_PAUSECD`, `KEY_STOPCD`, `KEY_NEXTSONG` and `KEY_PREVIOUSSONG`
/// going down become ``/ResponderKit/HardwareInput/mediaKey(_:)``. Other codes are dropped.
///
/// **Time** (input behaviour 2.5): the first frame is stamped ``startTime`` and later ones keep their
/// distance from it, whatever the device's clock (monotonic, evemu's 0.000001 start, or a 2011 epoch
/// time). Time never goes backwards.
public struct DeviceInputTranslator: Sendable {
    /// UIKit's `maximumPossibleForce` for pens and force-sensing touches: 20/3
    /// (`ForceTouchConstants.maximumPossibleForce`, its one definition).
    public static let maximumPossibleForce: CGFloat = ForceTouchConstants.maximumPossibleForce

    /// The device the frames come from.
    public let device: InputDeviceDescription
    /// The application time of the first frame.
    public var startTime: TimeInterval
    /// The first contact id. Give each device feeding one application a distinct base (the default is
    /// 2³², far from the small ids test scripts use).
    public let contactIDBase: Int
    /// Whether palms are delivered as fingers. Default false.
    public var deliversPalms = false
    /// Whether finger pressure is reported as force, like a pen's. Default false.
    public var fingerPressureIsForce = false

    private struct Delivered: Sendable {
        var id: Int
        var type: UITouch.TouchType
        var hovering: Bool
    }

    private var delivered: [Int: Delivered] = [:]
    private var nextContact = 0
    private var firstDeviceTime: TimeInterval?
    private var lastTime = -TimeInterval.infinity
    private var heldModifiers: Set<Int> = []
    private var capsLock = false

    /// Creates a translator for `device` whose first frame happens at `startTime` on the application's clock.
    public init(device: InputDeviceDescription, startTime: TimeInterval = 0, contactIDBase: Int = 1 << 32) {
        self.device = device
        self.startTime = startTime
        self.contactIDBase = contactIDBase
    }

    /// The application time of a device timestamp (see Time above); the first call fixes the origin.
    public mutating func time(for deviceTime: TimeInterval) -> TimeInterval {
        let origin = firstDeviceTime ?? deviceTime
        firstDeviceTime = origin
        let time = max(startTime + (deviceTime - origin), lastTime)
        lastTime = time
        return time
    }

    /// Forgets the touching contacts delivered so far, because the application cancelled every touch
    /// (another device feeding it lost its input, ``MultiDeviceInput``): those still down continue under
    /// new ids when they next change, and their lift is not sent for the cancelled ids. Hovering
    /// contacts are kept (hover is not cancelled).
    public mutating func forgetDeliveredContacts() {
        delivered = delivered.filter { $0.value.hovering }
    }

    /// The contact id currently given to a transducer, if it is delivered.
    public func contactID(forTransducer id: Int) -> Int? { delivered[id]?.id }

    /// The hardware input for one frame: keys first, then a cancellation if any, then one digitizer frame
    /// with every contact that changed.
    public mutating func translate(_ frame: DeviceFrame) -> [HardwareInput] {
        let time = time(for: frame.timestamp)
        var inputs = frame.keys.compactMap { key(for: $0, at: time) }
        var contacts: [TouchContact] = []
        if frame.contactsCancelled {
            // Every touch of the application is cancelled; hover touches are not, so they end or go on.
            inputs.append(.cancelAllContacts(timestamp: time))
            let previous = delivered
            delivered.removeAll()
            for contact in frame.lifted {
                if let old = previous[contact.id], old.hovering {
                    contacts.append(touchContact(contact, id: old.id, type: old.type, state: .lifted))
                }
            }
            for contact in frame.contacts {
                let old = previous[contact.id]
                let keep = old.map { $0.hovering && contact.isHovering && $0.type == type(of: contact) } ?? false
                deliver(contact, keepingID: keep ? old?.id : nil, into: &contacts)
            }
        } else {
            for contact in frame.lifted {
                guard let old = delivered.removeValue(forKey: contact.id) else { continue }
                contacts.append(touchContact(contact, id: old.id, type: old.type, state: .lifted))
            }
            let changed = Set(frame.began).union(frame.moved)
            for contact in frame.contacts where changed.contains(contact.id) {
                var kept: Int?
                if let old = delivered[contact.id] {
                    if old.type == type(of: contact) && isDeliverable(contact) {
                        kept = old.id
                    } else {
                        delivered[contact.id] = nil
                        contacts.append(touchContact(contact, id: old.id, type: old.type, state: .lifted))
                    }
                }
                deliver(contact, keepingID: kept, into: &contacts)
            }
        }
        if !contacts.isEmpty { inputs.append(.digitizer(DigitizerFrame(timestamp: time, contacts: contacts))) }
        return inputs
    }

    /// The hardware input for many frames, in order.
    public mutating func translate<Frames: Sequence>(_ frames: Frames) -> [HardwareInput]
    where Frames.Element == DeviceFrame {
        frames.flatMap { translate($0) }
    }

    // MARK: Contacts

    private func isDeliverable(_ contact: DeviceContact) -> Bool { contact.tool != .palm || deliversPalms }

    private func type(of contact: DeviceContact) -> UITouch.TouchType {
        if contact.tool == .pen { return .pencil }
        return device.kind == .indirect ? .indirect : .direct
    }

    private mutating func deliver(_ contact: DeviceContact, keepingID kept: Int?, into contacts: inout [TouchContact]) {
        guard isDeliverable(contact) else { return }
        let id: Int
        if let kept {
            id = kept
        } else {
            id = contactIDBase &+ nextContact
            nextContact += 1
        }
        let type = type(of: contact)
        delivered[contact.id] = Delivered(id: id, type: type, hovering: contact.isHovering)
        contacts.append(touchContact(contact, id: id, type: type, state: contact.isHovering ? .hovering : .touching))
    }

    private func touchContact(
        _ contact: DeviceContact, id: Int, type: UITouch.TouchType,
        state: TouchContact.State
    ) -> TouchContact {
        let multiTouch = device.isMultiTouch
        var force: CGFloat = 0, maximumForce: CGFloat = 0
        if type == .pencil || fingerPressureIsForce,
            let range = device.axes[multiTouch ? EvdevCode.ABS_MT_PRESSURE : EvdevCode.ABS_PRESSURE],
            range.maximum > range.minimum
        {
            maximumForce = Self.maximumPossibleForce
            if state == .touching, let pressure = contact.pressure {
                force = CGFloat(Self.normalized(pressure, range)) * Self.maximumPossibleForce
            }
        }
        var result = TouchContact(
            id: id, location: device.screenPoint(x: contact.x, y: contact.y), state: state,
            force: force, maximumPossibleForce: maximumForce, type: type)
        if let major = contact.touchMajor, let unit = pointsPerTouchUnit {
            result.majorRadius = CGFloat(max(0, major)) / 2 * unit
            result.majorRadiusTolerance = unit / 2
        }
        if state == .hovering, let distance = contact.distance,
            let range = device.axes[multiTouch ? EvdevCode.ABS_MT_DISTANCE : EvdevCode.ABS_DISTANCE],
            range.maximum > range.minimum
        {
            result.zOffset = CGFloat(Self.normalized(distance, range))
        }
        return result
    }

    /// Points per `ABS_MT_TOUCH_MAJOR` unit (see Radius above).
    private var pointsPerTouchUnit: CGFloat? {
        let screen = device.screen
        if let major = device.axes[EvdevCode.ABS_MT_TOUCH_MAJOR], major.maximum > 0 {
            let diagonal = (screen.width * screen.width + screen.height * screen.height).squareRoot()
            return diagonal / CGFloat(major.maximum)
        }
        if let x = device.axes[EvdevCode.ABS_MT_POSITION_X] ?? device.axes[EvdevCode.ABS_X], x.maximum > x.minimum {
            return screen.width / (CGFloat(x.maximum) - CGFloat(x.minimum))
        }
        return nil
    }

    private static func normalized(_ value: Int32, _ axis: AbsoluteAxisInfo) -> Double {
        let fraction = Double(Int(value) - Int(axis.minimum)) / Double(Int(axis.maximum) - Int(axis.minimum))
        return min(1, max(0, fraction))
    }

    // MARK: Keys

    private mutating func key(for event: DeviceKeyEvent, at time: TimeInterval) -> HardwareInput? {
        guard event.value == 0 || event.value == 1 else { return nil }
        let down = event.value == 1
        if let command = LinuxKeyCodes.mediaKeyCommand(forKeyCode: event.code) {
            return down ? .mediaKey(MediaKeyInput(timestamp: time, command: command)) : nil
        }
        guard let usage = LinuxKeyCodes.hidUsage(forKeyCode: event.code) else { return nil }
        if LinuxKeyCodes.modifierFlag(of: usage) != nil {
            if down { heldModifiers.insert(usage.rawValue) } else { heldModifiers.remove(usage.rawValue) }
        }
        if usage == .keyboardCapsLock && down { capsLock.toggle() }
        return .key(
            KeyInput(timestamp: time, keyCode: usage, transition: down ? .down : .up, modifierFlags: modifierFlags))
    }

    /// The modifier state the keyboard reports now: the held modifiers, and Caps Lock.
    public var modifierFlags: UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = capsLock ? .alphaShift : []
        for usage in heldModifiers {
            if let flag = LinuxKeyCodes.modifierFlag(of: UIKeyboardHIDUsage(rawValue: usage)) { flags.insert(flag) }
        }
        return flags
    }
}
