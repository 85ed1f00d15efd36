import Foundation
import ResponderKit

/// What a session knows of its clients' keyboards (docs/inspector-protocol.md 1.3, `key`): the keys each
/// client holds down, so that a key goes up only after it went down and a departing client's keys are
/// released, and the key messages that became no input, counted by cause.
///
/// A client holds at most one of each usage the code table names (``InspectorKeyCodes``), so its keys
/// are bounded by the table; the application's own bound on held keys (``UIApplication/maximumHeldKeys``)
/// covers every client together and counts the rollover.
struct InspectorKeyboard {
    /// Per client: the usages down and the codes that named them.
    private var held: [Int: [UIKeyboardHIDUsage: String]] = [:]
    /// Keydowns not sent on: the browser's own repeats (`repeat` true) and keydowns of a key the client
    /// already holds (docs/decisions.md, "The inspector's keyboard").
    private(set) var ignoredRepeats = 0
    /// Key messages whose `code` is not in the table.
    private(set) var unknownCodes = 0

    /// Whether `client` holds `usage` down.
    func isDown(_ usage: UIKeyboardHIDUsage, by client: Int) -> Bool { held[client]?[usage] != nil }

    /// `client` put `usage` (named `code`) down.
    mutating func hold(_ usage: UIKeyboardHIDUsage, code: String, by client: Int) {
        held[client, default: [:]][usage] = code
    }

    /// `client` let `usage` go; false when it did not hold it.
    mutating func release(_ usage: UIKeyboardHIDUsage, by client: Int) -> Bool {
        guard held[client]?.removeValue(forKey: usage) != nil else { return false }
        if held[client]?.isEmpty == true { held[client] = nil }
        return true
    }

    /// Forgets `client`'s keys; returns the usages it held, in usage order.
    mutating func releaseAll(of client: Int) -> [UIKeyboardHIDUsage] {
        (held.removeValue(forKey: client) ?? [:]).keys.sorted { $0.rawValue < $1.rawValue }
    }

    /// Counts a repeat that was not sent on.
    mutating func ignoreRepeat() { ignoredRepeats += 1 }

    /// Counts a code outside the table.
    mutating func countUnknownCode() { unknownCodes += 1 }

    /// The codes held by every client, sorted, each once.
    var heldCodes: [String] { Array(Set(held.values.flatMap(\.values))).sorted() }
}
