import Foundation
import ResponderKit
import ResponderKitInput

/// A contact lost, or altered, on its way from the device to a view during a replay, with where and why
/// (nothing is lost silently: docs/decisions.md, "Replaying recordings"). ``ReplayReport/losses`` lists them;
/// the summary counts them by cause, `explain` prints each one, and the SVG marks those with a location.
public struct ReplayLoss: Sendable, Equatable {
    /// Where on the way the contact was lost or altered.
    public enum Stage: String, Sendable, Equatable, CaseIterable, Comparable {
        /// The evdev decoder (``/ResponderKitInput/DeviceFrameDecoder``): a stream starting mid-touch, lost events, a
        /// slot out of range, a duplicate tracking id, a contact that never had a position.
        case decoder
        /// A position outside the axis range, clamped into it: the contact was kept, moved onto the edge.
        case clamping
        /// The replay's sanitizer (``InputSanitizer``): values out of range left out.
        case sanitizer
        /// Between the input and the application: the system router (or the application's queue with
        /// `--direct`) never delivered the touch.
        case delivery
        /// The application: hit-testing found no view (or the application ignored interaction events).
        case hitTest = "hit-test"

        /// Stages in the order of the way from the device to the view.
        public static func < (a: Stage, b: Stage) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }

        /// Whether contacts counted at this stage were lost (everything but clamping, which keeps them).
        public var losesContacts: Bool { self != .clamping }
    }

    /// Where.
    public var stage: Stage
    /// A short cause, the key the summary counts by ("stream started mid-touch", "no view at the point").
    public var cause: String
    /// The full explanation: which event or contact, and what happened to it.
    public var detail: String
    /// When, in seconds since the first event, if known.
    public var time: TimeInterval?
    /// Where on the screen, in points, if known (the SVG marks it).
    public var location: CGPoint?
    /// How many contacts or values this entry stands for (the sanitizer and clamping count several).
    public var count: Int

    /// Creates a loss.
    public init(
        stage: Stage, cause: String, detail: String, time: TimeInterval? = nil, location: CGPoint? = nil,
        count: Int = 1
    ) {
        self.stage = stage
        self.cause = cause
        self.detail = detail
        self.time = time
        self.location = location
        self.count = count
    }

    /// One report line: "0.412 s  hit-test: no view at (1024, 300): contact 4294967296 …".
    public var line: String {
        let when = time.map { ReplayFormat.seconds($0) + "  " } ?? "           "
        let place = location.map { " at \(ReplayFormat.point($0))" } ?? ""
        return when + "\(stage.rawValue)\(place): \(detail)"
    }

    /// The losses of a stream's decoder issues: every issue that loses contacts, and each clamping
    /// excursion (with the total of clamped values on the first). `time(index)` gives an event's time.
    static func fromDecoder(
        issues: [DeviceStreamIssue], clampedValues: Int,
        time: (Int) -> TimeInterval?
    ) -> [ReplayLoss] {
        var losses: [ReplayLoss] = []
        let excursions = issues.filter { if case .valueClamped = $0.kind { true } else { false } }.count
        for issue in issues {
            if case .valueClamped = issue.kind {
                losses.append(
                    ReplayLoss(
                        stage: .clamping, cause: issue.cause, detail: issue.description,
                        time: time(issue.eventIndex), count: 0))
            } else if issue.losesContacts {
                losses.append(
                    ReplayLoss(
                        stage: .decoder, cause: issue.cause, detail: issue.description,
                        time: time(issue.eventIndex)))
            }
        }
        // Clamping counts values, not excursions: the total goes on the first excursion.
        if clampedValues > 0, let first = losses.firstIndex(where: { $0.stage == .clamping }) {
            losses[first].count = clampedValues
            if excursions > 1 || clampedValues > 1 {
                losses[first].detail +=
                    " (\(ReplayFormat.plural(clampedValues, "value")) clamped in "
                    + "\(ReplayFormat.plural(excursions, "excursion")))"
            }
        }
        return losses
    }
}

/// The losses of a replay counted by stage and cause, as summary text.
struct ReplayLossCounts {
    var counts: [(stage: ReplayLoss.Stage, cause: String, count: Int)] = []

    init(_ losses: [ReplayLoss]) {
        var totals: [String: (ReplayLoss.Stage, String, Int)] = [:]
        var order: [String] = []
        for loss in losses {
            let key = loss.stage.rawValue + "\u{0}" + loss.cause
            if totals[key] == nil { order.append(key); totals[key] = (loss.stage, loss.cause, 0) }
            totals[key]!.2 += loss.count
        }
        counts = order.compactMap { totals[$0] }.map { (stage: $0.0, cause: $0.1, count: $0.2) }
            .sorted { $0.stage < $1.stage }
    }

    /// Contacts lost (clamping excluded: it keeps the contact).
    var lost: Int { counts.filter { $0.stage.losesContacts }.reduce(0) { $0 + $1.count } }
    /// Values clamped.
    var clamped: Int { counts.filter { !$0.stage.losesContacts }.reduce(0) { $0 + $1.count } }

    /// "2 (decoder: 1 stream started mid-touch; hit-test: 1 no view at the point)", or "none".
    var lostText: String {
        let parts = counts.filter { $0.stage.losesContacts && $0.count > 0 }.map {
            "\($0.stage.rawValue): \($0.count) \($0.cause)"
        }
        return parts.isEmpty ? "none" : "\(lost) (\(parts.joined(separator: "; ")))"
    }
}
