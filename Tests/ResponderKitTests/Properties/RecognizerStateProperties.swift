import Foundation
import PropertyBased
import ResponderKit
import Testing

// Property-based tests of recognizer states, observed through the dispatch log (every state change
// and reset the arena makes, with the state it came from). Scenarios: PropertyScenario.swift; runner:
// PropertyHarness.swift. To replay a failure, add the printed `.fixedSeed("...")` trait to the @Test.

@MainActor
@Suite("Properties: recognizer states (behaviour 4.3, behaviour 11)")
struct RecognizerStateProperties {
    /// Behaviour 4.3: discrete recognizers go possible -> recognized | failed; continuous ones possible ->
    /// began -> changed* -> ended | cancelled, or possible -> failed. Behaviour 11: reset (back to possible)
    /// only follows a terminal state, and after it a recognizer changes state again only once it joined a
    /// new touch (no stale timer or touch updates it). Built-in recognizers never ask for an illegal transition.
    @Test(
        "behaviour 4.3 + behaviour 11: recognizers only take the documented transitions, and reset only from a terminal state"
    )
    func onlyDocumentedTransitions() async {
        await propertyCheck(count: propertyRuns(300), input: Scenario.generator()) { scenario in
            let report = PropertyHarness.run(scenario)
            #expect(report.transitionViolations == [])
        }
    }

    /// Behaviour 4.3 (continuous recognizers end or are cancelled) and behaviour 11 (reset once terminal and
    /// every touch it followed is gone): after the last finger lifts and every deadline passed, no
    /// recognizer is began or changed, and every one is possible again with no touches.
    @Test(
        "behaviour 4.3 + behaviour 11: once all touches are gone and the run loop is idle, no recognizer is left began/changed or unreset"
    )
    func nothingLeftInAGesture() async {
        await propertyCheck(count: propertyRuns(300), input: Scenario.generator(maxViews: 6, maxRecognizers: 10)) {
            scenario in
            let report = PropertyHarness.run(scenario)
            #expect(report.settleViolations == [])
        }
    }
}
