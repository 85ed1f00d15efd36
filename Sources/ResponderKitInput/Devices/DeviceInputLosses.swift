import Foundation

/// What a device's input lost on its way to hardware input, counted by cause (``DeviceInputSource/losses``):
/// the decoder's issues that lose contacts (``DeviceStreamIssue/losesContacts``: events dropped by the
/// kernel, a stream started mid-touch, ...), the issues past the decoder's limit, and a mouse's frames
/// left out after `SYN_DROPPED`. Clamped positions are not losses: the contact is delivered.
public struct DeviceInputLosses: Sendable, Equatable, CustomStringConvertible {
    /// One cause and how many contacts, issues or frames it lost.
    public struct Count: Sendable, Equatable {
        /// A short cause: "events dropped (SYN_DROPPED)", "stream started mid-touch", ...
        public var cause: String
        /// How many.
        public var count: Int
    }

    /// The counts, in the order their causes first happened.
    public private(set) var counts: [Count] = []

    /// No loss.
    public init() {}

    /// The losses of a decoder's `issues` (and the `droppedIssueCount` it did not keep), and of
    /// `droppedMouseFrames` frames left out after `SYN_DROPPED`.
    public init(issues: [DeviceStreamIssue], droppedIssueCount: Int = 0, droppedMouseFrames: Int = 0) {
        for issue in issues where issue.losesContacts { add(issue.cause) }
        add("decoder issues past the first \(DeviceFrameDecoder.maximumIssueCount), not kept", droppedIssueCount)
        add("mouse frames left out after SYN_DROPPED", droppedMouseFrames)
    }

    /// Counts `count` more losses of `cause`.
    public mutating func add(_ cause: String, _ count: Int = 1) {
        guard count > 0 else { return }
        if let index = counts.firstIndex(where: { $0.cause == cause }) {
            counts[index].count += count
        } else {
            counts.append(Count(cause: cause, count: count))
        }
    }

    /// Everything lost.
    public var total: Int { counts.reduce(0) { $0 + $1.count } }
    /// Whether nothing was lost.
    public var isEmpty: Bool { counts.isEmpty }

    /// "3 (events dropped (SYN_DROPPED): 2; stream started mid-touch: 1)", or "none".
    public var description: String {
        guard !counts.isEmpty else { return "none" }
        return "\(total) (" + counts.map { "\($0.cause): \($0.count)" }.joined(separator: "; ") + ")"
    }
}
