import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

/// The translator from a device's events to pointer input: `PointerDeviceTranslator`.
@Suite("Pointer device translator")
struct PointerDeviceTranslatorTests {
    @Test(
        "input behaviour 2.5: device timestamps keep their distance to the first event, which takes the start time; none goes backwards"
    )
    func applicationClock() throws {
        var translator = try TestPads.translator()
        #expect(translator.time(for: 1_700_000_000.5) == 1)
        #expect(abs(translator.time(for: 1_700_000_000.75) - 1.25) < 1e-9)
        #expect(abs(translator.time(for: 1_700_000_000.6) - 1.25) < 1e-9)
    }
}
