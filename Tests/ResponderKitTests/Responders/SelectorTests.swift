import Foundation
import ResponderKit
import Testing

// The Selector design (docs/decisions.md "Target-action identity"): a name, optionally bound to a method;
// equality and hashing by name only, as Objective-C selectors.

@MainActor
private final class SelectorProbe: UIResponder {
    var calls: [String] = []
    func refresh() { calls.append("refresh") }
    func handle(_ sender: UIControl) { calls.append("handle \(type(of: sender))") }
    func optionalSender(_ sender: Any?) { calls.append("optional \(sender == nil ? "nil" : "sender")") }
    func withEvent(_ sender: UIButton, forEvent event: UIEvent) { calls.append("event \(event.type)") }
    func withOptionalEvent(_ sender: UIButton, for event: UIEvent?) {
        calls.append("event? \(event == nil ? "nil" : "event")")
    }
}

/// A helper class that is not isolated to the main actor, as UIKit code's `NSObject` helpers are.
private final class PlainHelper {
    var calls: [String] = []
    func ping(_ sender: Any?) { calls.append("ping") }
    func pong() { calls.append("pong") }
    func withEvent(_ sender: UIButton, forEvent event: UIEvent) { calls.append("event") }
}

@MainActor
@Suite("Selector: names and bound methods, compared by name as Objective-C selectors")
struct SelectorTests {
    @Test("Objective-C semantics: selectors compare and hash by name only, bound or not")
    func equalityByName() {
        let bound = Selector("copy:", SelectorProbe.optionalSender(_:))
        #expect(bound == .copy)
        #expect(bound.hashValue == Selector.copy.hashValue)
        #expect(Set([bound, .copy, "copy:"]).count == 1)
        #expect(bound.hasImplementation && !Selector.copy.hasImplementation)
        #expect(bound.description == "copy:")
    }

    @Test("a bound method is called on an object of its class with the sender; another class or sender type is refused")
    func boundMethodCalls() {
        let probe = SelectorProbe()
        let button = UIButton(frame: .zero)
        #expect(Selector("refresh", SelectorProbe.refresh).perform(on: probe, sender: nil, event: nil))
        #expect(Selector("handle:", SelectorProbe.handle(_:)).perform(on: probe, sender: button, event: nil))
        #expect(!Selector("handle:", SelectorProbe.handle(_:)).perform(on: probe, sender: "not a control", event: nil))
        #expect(!Selector("handle:", SelectorProbe.handle(_:)).perform(on: UIResponder(), sender: button, event: nil))
        #expect(!Selector("handle:").perform(on: probe, sender: button, event: nil), "a name alone has no method")
        #expect(
            Selector("optionalSender:", SelectorProbe.optionalSender(_:)).perform(on: probe, sender: nil, event: nil))
        #expect(probe.calls == ["refresh", "handle UIButton", "optional nil"])
        #expect(Selector("refresh", SelectorProbe.refresh).isImplemented(by: probe))
        #expect(!Selector("refresh", SelectorProbe.refresh).isImplemented(by: UIResponder()))
    }

    @Test(
        "(_:forEvent:) and (_:for:) methods get the event; a non-optional event is a blank touch event when none was sent"
    )
    func eventMethods() {
        let probe = SelectorProbe()
        let button = UIButton(frame: .zero)
        let event = UIEvent(type: .touches, timestamp: 3)
        Selector("withEvent:forEvent:", SelectorProbe.withEvent(_:forEvent:)).perform(
            on: probe, sender: button, event: event)
        Selector("withEvent:forEvent:", SelectorProbe.withEvent(_:forEvent:)).perform(
            on: probe, sender: button, event: nil)
        Selector("withOptionalEvent:for:", SelectorProbe.withOptionalEvent(_:for:)).perform(
            on: probe, sender: button, event: nil)
        #expect(probe.calls == ["event touches", "event touches", "event? nil"])
    }

    @Test(
        "behaviour 3.3: a responder responds to a selector bound to its class's method without declaring it in implementedActions"
    )
    func respondsToBoundSelector() {
        let probe = SelectorProbe()
        #expect(probe.responds(to: Selector("refresh", SelectorProbe.refresh)))
        #expect(!probe.responds(to: "refresh"))
        #expect(probe.canPerformAction(Selector("refresh", SelectorProbe.refresh), withSender: nil))
        #expect(
            probe.target(forAction: Selector("refresh", SelectorProbe.refresh), withSender: nil) as? SelectorProbe
                === probe)
    }

    @Test("methods of a class not isolated to the main actor bind too, and are called on the main actor")
    func nonisolatedTargets() {
        let helper = PlainHelper()
        let button = UIButton(frame: .zero)
        button.addTarget(helper, action: Selector("ping:", PlainHelper.ping(_:)), for: .touchUpInside)
        button.addTarget(helper, action: Selector("pong", PlainHelper.pong), for: .touchUpInside)
        button.addTarget(
            helper, action: Selector("withEvent:forEvent:", PlainHelper.withEvent(_:forEvent:)), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(helper.calls == ["ping", "pong", "event"])
    }
}
