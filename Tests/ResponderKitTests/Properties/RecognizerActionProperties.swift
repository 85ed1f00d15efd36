import Foundation
import PropertyBased
import ResponderKit
import Testing

// Property-based tests of recognizer actions. Scenarios: PropertyScenario.swift; runner:
// PropertyHarness.swift. To replay a failure, add the printed `.fixedSeed("...")` trait to the @Test.

@MainActor
@Suite("Properties: recognizer actions (behaviour 4.3)")
struct RecognizerActionProperties {
    /// Behaviour 4.3: discrete recognizers send their action on recognized only; continuous ones on began,
    /// every changed, ended, and once on cancelled; never on failed or possible. Each action matches one
    /// state change the arena made, and every such change sends its action (also when the action of
    /// another recognizer mutates the scene).
    @Test("behaviour 4.3: actions fire only on the documented states, exactly once per state change")
    func actionsOnlyOnDocumentedStates() async {
        await propertyCheck(count: propertyRuns(300), input: Scenario.generator(maxViews: 6, maxRecognizers: 10)) {
            scenario in
            let report = PropertyHarness.run(scenario)
            #expect(report.actionViolations == [])
        }
    }
}
