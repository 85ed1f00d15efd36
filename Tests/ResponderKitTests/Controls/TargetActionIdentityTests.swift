import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Target-action identity (docs/decisions.md "Target-action identity"; Apple's UIGestureRecognizer
// addTarget(_:action:) / removeTarget(_:action:) and UIControl addTarget(_:action:for:) /
// removeTarget(_:action:for:) pages): a pair is (target object, selector name).

@MainActor
private final class IdentityTarget: UIResponder {
    var calls: [String] = []
    func first(_ sender: UIGestureRecognizer) { calls.append("first") }
    func second(_ sender: UIGestureRecognizer) { calls.append("second") }
    func tapped(_ sender: UIButton) { calls.append("tapped") }
    func typed(_ sender: UIButton) { calls.append("typed") }
}

@MainActor
@Suite("Target-action identity for recognizers and controls (behaviour 6.3, 4.1)")
struct TargetActionIdentityTests {
    @Test("Apple's addTarget(_:action:): the same target and selector added twice (and once by init) sends once")
    func recognizerAddsOnce() {
        let scene = TestScene(withRootView: false), touches = scene.touches
        let view = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let target = IdentityTarget()
        let first = Selector("first:", IdentityTarget.first(_:))
        let tap = UITapGestureRecognizer(target: target, action: first)
        tap.addTarget(target, action: first)
        tap.addTarget(target, action: Selector("first:", IdentityTarget.first(_:)))
        tap.addTarget(target, action: Selector("second:", IdentityTarget.second(_:)))
        view.addGestureRecognizer(tap)
        touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(target.calls == ["first", "second"])
    }

    @Test(
        "Apple's removeTarget(_:action:): a pair; nil action all of a target's; nil target every pair of an action; both nil everything"
    )
    func recognizerRemove() {
        let scene = TestScene(withRootView: false), touches = scene.touches
        let view = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let a = IdentityTarget(), b = IdentityTarget()
        let first = Selector("first:", IdentityTarget.first(_:)),
            second = Selector("second:", IdentityTarget.second(_:))
        let tap = UITapGestureRecognizer()
        var closureCalls = 0
        for target in [a, b] {
            tap.addTarget(target, action: first)
            tap.addTarget(target, action: second)
        }
        tap.addAction { _ in closureCalls += 1 }
        view.addGestureRecognizer(tap)

        tap.removeTarget(a, action: second)
        touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(a.calls == ["first"] && b.calls == ["first", "second"])

        touches.wait(1)
        tap.removeTarget(nil, action: first)
        touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(a.calls == ["first"] && b.calls == ["first", "second", "second"])

        touches.wait(1)
        tap.removeTarget(b, action: nil)
        touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(b.calls.count == 3 && closureCalls == 3)

        touches.wait(1)
        tap.removeTarget(nil, action: nil)
        touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(closureCalls == 3)
    }

    @Test("typed method references cannot be compared: each addTarget adds a pair, removed by target")
    func typedReferencesAddEachTime() {
        let scene = TestScene(withRootView: false), touches = scene.touches
        let view = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let target = IdentityTarget()
        let tap = UITapGestureRecognizer(target: target, action: IdentityTarget.first)
        tap.addTarget(target, action: IdentityTarget.first)
        view.addGestureRecognizer(tap)
        touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(target.calls == ["first", "first"])
        touches.wait(1)
        tap.removeTarget(target, action: nil)
        touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(target.calls.count == 2)
    }

    @Test(
        "Apple's UIControl.addTarget(_:action:for:): the same pair twice sends once and only gains events; actions(forTarget:forControlEvent:) lists it once"
    )
    func controlAddsOnce() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let target = IdentityTarget()
        button.addTarget(target, action: Selector("tapped:", IdentityTarget.tapped(_:)), for: .touchUpInside)
        button.addTarget(
            target, action: Selector("tapped:", IdentityTarget.tapped(_:)), for: [.touchUpInside, .touchDown])
        button.addTarget(target, action: IdentityTarget.typed, for: .touchUpInside)
        button.addTarget(target, action: IdentityTarget.typed, for: .touchUpInside)
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tapped:"])
        #expect(button.actions(forTarget: target, forControlEvent: .touchDown) == ["tapped:"])
        #expect(button.allTargets == [AnyHashable(target)])
        #expect(button.allControlEvents == [.touchUpInside, .touchDown])
        button.sendActions(for: .touchUpInside)
        #expect(target.calls == ["tapped", "typed", "typed"])
    }

    @Test("Apple's UIControl.removeTarget(_:action:for:): the named pair only; the typed pairs go with a nil action")
    func controlRemovePair() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let target = IdentityTarget()
        button.addTarget(target, action: Selector("tapped:", IdentityTarget.tapped(_:)), for: .touchUpInside)
        button.addTarget(target, action: IdentityTarget.typed, for: .touchUpInside)
        button.removeTarget(target, action: Selector("tapped:"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(target.calls == ["typed"])
        button.removeTarget(target, action: nil, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(target.calls == ["typed"])
        #expect(button.allTargets.isEmpty && button.allControlEvents.isEmpty)
    }

    @Test(
        "behaviour 3.3: a nil-targeted control action bound to a method goes up the chain to the first responder of that class"
    )
    func nilTargetUpTheChain() {
        let controller = PortedController()
        let scene = TestScene(rootViewController: controller)
        let button = scene.add(UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44)))
        button.addTarget(nil, action: Selector("save:", PortedController.save(_:)), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(controller.log == ["save UIButton"])
    }
}

@MainActor
private final class PortedController: UIViewController {
    var log: [String] = []
    func save(_ sender: Any?) { log.append("save \(sender.map { "\(type(of: $0))" } ?? "nil")") }
}
