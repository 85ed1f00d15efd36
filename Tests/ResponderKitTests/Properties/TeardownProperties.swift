import Foundation
import PropertyBased
import ResponderKit
import Testing

// Property-based tests of robustness: whatever the scenario does, nothing traps, and once the scene is
// torn down (windows hidden and released, the application released) no view, window, recognizer,
// delegate, touch or application survives. Scenarios: PropertyScenario.swift; runner:
// PropertyHarness.swift. To replay a failure, add the printed `.fixedSeed("...")` trait to the @Test.

@MainActor
@Suite("Properties: no crash, no leak (behaviour 2.1, 4.1)")
struct TeardownProperties {
    /// Behaviour 2.1: touches are released at the end of their sequence; behaviour 4.1: the view keeps its
    /// recognizers, the delegate and targets are weak. Windows come and go during the scenario.
    @Test("behaviour 2.1 + 4.1: nothing crashes, and nothing outlives a torn-down scene")
    func nothingLeaks() async {
        await propertyCheck(count: propertyRuns(200), input: Scenario.generator()) { scenario in
            let report = PropertyHarness.run(scenario)
            #expect(report.leaked == [])
        }
    }
}

@MainActor
@Suite("Properties: the scenarios exercise the dispatch")
struct ScenarioCoverageProperties {
    /// Not an invariant of the library: a guard against generators that stop producing meaningful input
    /// (every property above would pass vacuously). Over many scenarios, touches begin, recognizers act,
    /// controls send events and the scene is mutated, also from inside callbacks.
    @Test("the generated scenarios deliver touches, send actions and control events, and mutate the scene")
    func scenariosDoSomething() async {
        var totals = PropertyReport()
        var count = 0
        await propertyCheck(count: propertyRuns(100), input: Scenario.generator()) { scenario in
            let report = PropertyHarness.run(scenario)
            totals.touchesBegan += report.touchesBegan
            totals.actions += report.actions
            totals.mutations += report.mutations
            totals.controlEvents += report.controlEvents
            totals.stateChanges += report.stateChanges
            totals.weakObjectCount += report.weakObjects.count
            count += 1
        }
        print(
            "property scenarios: \(count) runs, \(totals.touchesBegan) touches began, \(totals.actions) actions, "
                + "\(totals.stateChanges) recognizer state changes, \(totals.controlEvents) control events, \(totals.mutations) mutations"
        )
        #expect(totals.touchesBegan > count)
        #expect(totals.actions > count / 4)
        #expect(totals.controlEvents > 0)
        #expect(totals.mutations > count)
        #expect(totals.weakObjectCount > count * 3, "the leak check follows the objects of every run")
    }
}
