import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import ResponderKitReplay
import Testing

/// Replaying the real-device recordings (RealDeviceCorpus) the way `responder replay` does: through the
/// system router into the standard scene.
extension RealDeviceCorpus {
    /// Replays `folder/file` (with `description`, a `.desc` file of the same folder, when the events file
    /// carries none) and returns the report.
    @MainActor
    static func replay(
        _ folder: String, _ file: String, description: String? = nil, calibration: [Double]? = nil,
        direct: Bool = false
    ) throws -> ReplayReport {
        let options = ReplayOptions(descriptionPath: description.map { path(folder, $0) }, calibration: calibration)
        let source = try ReplaySource.load(path: path(folder, file), options: options)
        let replayer = Replayer(source: source)
        replayer.bypassesRouter = direct
        return replayer.run()
    }

    /// The most touches down at once.
    static func maximumSimultaneousTouches(_ report: ReplayReport) -> Int {
        report.trails.map { trail in
            report.trails.filter { $0.startTime <= trail.startTime && $0.endTime > trail.startTime }.count
        }.max() ?? 0
    }
}

/// docs/input-devices.md, "Losses: nothing silent": no touch lost without a reported cause, none left down
/// at the end, none cancelled, and every touch lifted.
func expectNothingLostOrStuck(_ report: ReplayReport, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(report.summary.lostContacts == 0, "lost: \(report.summary.lossText)", sourceLocation: sourceLocation)
    #expect(report.summary.unfinishedTouches == 0, sourceLocation: sourceLocation)
    #expect(report.summary.cancelledTouches == 0, sourceLocation: sourceLocation)
    #expect(report.trails.allSatisfy { $0.ending == .lifted }, sourceLocation: sourceLocation)
    #expect(!report.trails.isEmpty, "the recording made no touch at all", sourceLocation: sourceLocation)
}
