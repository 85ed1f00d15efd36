import Foundation
import ResponderKit
import ResponderKitReplay
import Testing

/// Replays leave out proximity readings they cannot replay (behaviour 8.7), noted and counted.
@Suite("Proximity input in replays (behaviour 8.7)")
struct ProximityReplaySanitizerTests {
    @Test("behaviour 8.7: a proximity distance that is not a finite number, or out of range, is left out and counted")
    func sanitizerLeavesOutBadDistances() {
        var sanitizer = InputSanitizer()
        let kept = sanitizer.sanitize([
            .proximity(ProximitySample(timestamp: 0, isNear: true)),
            .proximity(ProximitySample(timestamp: 0.1, isNear: true, distance: .nan)),
            .proximity(ProximitySample(timestamp: 0.2, isNear: false, distance: 1e300)),
            .proximity(ProximitySample(timestamp: 0.3, isNear: false, distance: 4.5)),
        ])
        #expect(
            kept == [
                .proximity(ProximitySample(timestamp: 0, isNear: true)),
                .proximity(ProximitySample(timestamp: 0.3, isNear: false, distance: 4.5)),
            ])
        #expect(sanitizer.leftOutCount == 2)
        #expect(sanitizer.notes.count == 2)
        #expect(sanitizer.notes.allSatisfy { $0.contains("a proximity distance") })
    }
}
