import Foundation
import ResponderKit

/// Watches one touch sequence for the configured ``SystemGesture``s (one-finger edge swipes).
///
/// Created when the sequence's first contact goes down, with the gestures whose edge band holds that
/// point. Each later contact of the sequence is fed in; the tracker fails every candidate on a second
/// contact, on a lift, when a candidate's time runs out, or when the finger reaches the distance going
/// the wrong way; it returns the gesture that the finger recognized.
struct SystemGestureTracker {
    private var candidates: [SystemGesture]
    private let contactID: Int
    private let start: CGPoint
    private let startTime: TimeInterval

    init(first contact: TouchContact, at time: TimeInterval, gestures: [SystemGesture], screen: CGRect) {
        candidates = gestures.filter { $0.starts(at: contact.location, in: screen) }
        contactID = contact.id
        start = contact.location
        startTime = time
    }

    /// Whether some gesture may still be recognized.
    var isTracking: Bool { !candidates.isEmpty }

    /// Feeds a later contact of the sequence; returns the gesture it recognizes, if any.
    mutating func update(with contact: TouchContact, at time: TimeInterval) -> SystemGesture? {
        guard !candidates.isEmpty else { return nil }
        guard contact.id == contactID, contact.state == .touching else {
            candidates.removeAll()
            return nil
        }
        let elapsed = time - startTime
        var recognized: SystemGesture?
        candidates.removeAll { gesture in
            guard recognized == nil else { return false }
            if elapsed > gesture.maximumDuration { return true }
            let travel = gesture.travel(from: start, to: contact.location)
            guard travel.inward >= gesture.minimumDistance else { return false }
            if travel.inward >= gesture.minimumDirectionRatio * travel.sideways { recognized = gesture }
            return true
        }
        if recognized != nil { candidates.removeAll() }
        return recognized
    }
}
