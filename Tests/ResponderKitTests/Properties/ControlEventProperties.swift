import Foundation
import PropertyBased
import ResponderKit
import Testing

// Property-based tests of control tracking. Scenarios: PropertyScenario.swift (buttons are one of the
// view kinds); runner: PropertyHarness.swift. To replay a failure, add the printed `.fixedSeed("...")`
// trait to the @Test.

@MainActor
@Suite("Properties: control tracking (behaviour 6.1, 6.2)")
struct ControlEventProperties {
    /// Behaviour 6.1/6.2: a control tracks one touch from touchDown to exactly one of touchUpInside,
    /// touchUpOutside or touchCancel (also when a recognizer or a scroll view takes the touch, behaviour 6.1
    /// touchCancel, or the control leaves its window, behaviour 6.2 cancelTracking), and `isTracking` is false
    /// once the input is over.
    @Test("behaviour 6.1 + 6.2: every touchDown is closed by exactly one touchUpInside, touchUpOutside or touchCancel")
    func everyTouchDownEndsOnce() async {
        await propertyCheck(count: propertyRuns(200), input: Scenario.generator()) { scenario in
            let report = PropertyHarness.run(scenario)
            #expect(report.controlViolations == [])
        }
    }
}
