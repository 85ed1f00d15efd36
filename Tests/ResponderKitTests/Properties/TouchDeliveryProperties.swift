import Foundation
import PropertyBased
import ResponderKit
import Testing

// Property-based tests of touch delivery. Scenarios: PropertyScenario.swift; runner: PropertyHarness.swift.
// To replay a failure, add the `.fixedSeed("...")` trait the failure message prints to the @Test below.

@MainActor
@Suite("Properties: touch delivery (behaviour 2.3)")
struct TouchDeliveryProperties {
    /// Behaviour 2.3 [H13:UIResponder.h]: "every touch a responder received in touchesBegan eventually gets
    /// exactly one of touchesEnded or touchesCancelled" — here also when its view, its window or its
    /// recognizers are removed, hidden or disabled mid-sequence (behaviour 2.3: removing the view from its
    /// window cancels its touches), when the input source is lost and when the application resigns active.
    @Test(
        "behaviour 2.3: every touch a responder began ends exactly once for it (no phase before began, none after the end)"
    )
    func everyBeganTouchEndsExactlyOnce() async {
        await propertyCheck(count: propertyRuns(300), input: Scenario.generator()) { scenario in
            let report = PropertyHarness.run(scenario)
            #expect(report.touchViolations == [])
        }
    }

    /// The same with many fingers and few recognizers, where isMultipleTouchEnabled and isExclusiveTouch
    /// (behaviour 2.3) decide most deliveries.
    @Test("behaviour 2.3: multi-touch, exclusive and multiple-touch views, no recognizers: every began touch ends once")
    func multiTouchWithoutRecognizers() async {
        await propertyCheck(
            count: propertyRuns(200), input: Scenario.generator(maxViews: 8, maxRecognizers: 0, maxSteps: 80)
        ) { scenario in
            let report = PropertyHarness.run(scenario)
            #expect(report.touchViolations == [])
        }
    }
}
