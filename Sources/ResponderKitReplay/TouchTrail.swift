import Foundation
import ResponderKit

/// The path of one touch through a replay: from the contact going down to its lift (or cancellation),
/// in screen points.
public struct TouchTrail: Sendable, Equatable {
    /// How a trail ended.
    public enum Ending: String, Sendable, Equatable {
        /// The finger lifted.
        case lifted
        /// The input source was lost (`cancelAllContacts`): the touch was cancelled.
        case cancelled
        /// The recording ended with the finger down; the replay cancelled it.
        case unfinished
    }

    /// One position of the touch.
    public struct Sample: Sendable, Equatable {
        /// Seconds since the start of the replay.
        public var time: TimeInterval
        /// The screen point.
        public var point: CGPoint

        /// Creates a sample.
        public init(time: TimeInterval, point: CGPoint) {
            self.time = time
            self.point = point
        }
    }

    /// 1-based, in the order the touches went down (the order of the application's touch numbers).
    public var number: Int
    /// The contact's id in the input.
    public var contactID: Int
    /// The touch sequence it belongs to (1-based, see ``TouchSequence``).
    public var sequence: Int
    /// Every sample, in order.
    public var samples: [Sample]
    /// How it ended.
    public var ending: Ending

    /// When it went down.
    public var startTime: TimeInterval { samples.first?.time ?? 0 }
    /// When it ended.
    public var endTime: TimeInterval { samples.last?.time ?? 0 }
    /// Where it went down.
    public var start: CGPoint { samples.first?.point ?? .zero }
    /// Where it ended.
    public var end: CGPoint { samples.last?.point ?? .zero }

    /// Creates a trail.
    public init(number: Int, contactID: Int, sequence: Int, samples: [Sample], ending: Ending) {
        self.number = number
        self.contactID = contactID
        self.sequence = sequence
        self.samples = samples
        self.ending = ending
    }
}

/// A touch sequence: from the first touch going down while no other was down, until all touches are up.
public struct TouchSequence: Sendable, Equatable {
    /// 1-based.
    public var number: Int
    /// When its first touch went down, in seconds since the start of the replay.
    public var start: TimeInterval
    /// When its last touch ended.
    public var end: TimeInterval
    /// The numbers of its touches (``TouchTrail/number``).
    public var touches: [Int]
    /// The index, in the replayed inputs, of the input whose contact began the sequence.
    public var firstInputIndex: Int

    /// Creates a sequence.
    public init(number: Int, start: TimeInterval, end: TimeInterval, touches: [Int], firstInputIndex: Int) {
        self.number = number
        self.start = start
        self.end = end
        self.touches = touches
        self.firstInputIndex = firstInputIndex
    }
}

/// Builds the trails and sequences of a list of inputs, the way the application sees contacts: a
/// touching contact that is not down begins a touch; `lifted` ends it; `cancelAllContacts` cancels every
/// touch. Hovering contacts are not touches.
struct TouchTrailBuilder {
    private(set) var trails: [TouchTrail] = []
    private(set) var sequences: [TouchSequence] = []
    /// The trail index of each contact down.
    private var active: [Int: Int] = [:]
    let origin: TimeInterval
    /// Whether a trail keeps every sample, or its first and latest only (``Replayer/keepsEverySample``).
    let keepsSamples: Bool

    init(origin: TimeInterval, keepsSamples: Bool = true) {
        self.origin = origin
        self.keepsSamples = keepsSamples
    }

    /// Adds a sample to a trail: after the first, it replaces the latest when samples are not kept.
    private mutating func append(_ sample: TouchTrail.Sample, to trail: Int) {
        if !keepsSamples, trails[trail].samples.count >= 2 {
            trails[trail].samples[trails[trail].samples.count - 1] = sample
        } else {
            trails[trail].samples.append(sample)
        }
    }

    /// Whether a contact is down.
    var hasActiveTouches: Bool { !active.isEmpty }

    mutating func add(_ input: HardwareInput, index: Int) {
        switch input {
        case .digitizer(let frame):
            let time = frame.timestamp - origin
            for contact in frame.contacts {
                if let trail = active[contact.id] {
                    append(TouchTrail.Sample(time: time, point: contact.location), to: trail)
                    if contact.state != .touching {
                        trails[trail].ending = .lifted
                        end(contact.id, at: time)
                    }
                } else if contact.state == .touching {
                    if active.isEmpty {
                        sequences.append(
                            TouchSequence(
                                number: sequences.count + 1, start: time, end: time, touches: [],
                                firstInputIndex: index))
                    }
                    let number = trails.count + 1
                    trails.append(
                        TouchTrail(
                            number: number, contactID: contact.id, sequence: sequences.count,
                            samples: [TouchTrail.Sample(time: time, point: contact.location)], ending: .unfinished))
                    sequences[sequences.count - 1].touches.append(number)
                    active[contact.id] = trails.count - 1
                }
            }
        case .cancelAllContacts(let timestamp):
            finishAll(at: timestamp - origin, as: .cancelled)
        default:
            break
        }
    }

    /// Ends every touch still down (the recording ended).
    mutating func finishAll(at time: TimeInterval, as ending: TouchTrail.Ending) {
        for (contact, trail) in active.sorted(by: { $0.value < $1.value }) {
            trails[trail].ending = ending
            if let last = trails[trail].samples.last, last.time < time {
                append(TouchTrail.Sample(time: time, point: last.point), to: trail)
            }
            end(contact, at: time)
        }
    }

    private mutating func end(_ contact: Int, at time: TimeInterval) {
        active[contact] = nil
        if active.isEmpty, !sequences.isEmpty { sequences[sequences.count - 1].end = time }
    }
}
