import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 2.1 (UITouch.force and maximumPossibleForce; UIForceTouchCapability raw values; check the trait
// collection's forceTouchCapability before relying on force) and 8.4 (3D Touch).

/// A view recording the force of the touches it receives.
@MainActor
private final class ForceRecorder: UIView {
    var forces: [CGFloat] = []
    var maximums: [CGFloat] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    private func record(_ touches: Set<UITouch>) {
        for touch in touches {
            forces.append(touch.force)
            maximums.append(touch.maximumPossibleForce)
        }
    }
}

@MainActor
@Suite("3D Touch: force capability and force on touches (behaviour 2.1, 8.4)")
struct ForceTouchTests {
    @Test("2.1: UIForceTouchCapability has UIKit's raw values")
    func capabilityRawValues() {
        #expect(UIForceTouchCapability.unknown.rawValue == 0)
        #expect(UIForceTouchCapability.unavailable.rawValue == 1)
        #expect(UIForceTouchCapability.available.rawValue == 2)
    }

    @Test("2.1: a window's trait collection reports the application's capability, unavailable by default")
    func windowCapabilityDefault() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        #expect(app.forceTouchCapability == .unavailable)
        #expect(window.traitCollection.forceTouchCapability == .unavailable)
        app.forceTouchCapability = .available
        #expect(window.traitCollection.forceTouchCapability == .available)
    }

    @Test("2.1: views and view controllers inherit their window's capability; outside a window it is unknown")
    func viewsInheritCapability() {
        let app = UIApplication()
        app.forceTouchCapability = .available
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let controller = UIViewController()
        #expect(view.traitCollection.forceTouchCapability == .unknown)
        #expect(controller.traitCollection.forceTouchCapability == .unknown, "the view is not loaded")
        window.addSubview(view)
        #expect(view.traitCollection.forceTouchCapability == .available)
        window.rootViewController = controller
        #expect(controller.traitCollection.forceTouchCapability == .available)
        view.removeFromSuperview()
        #expect(view.traitCollection.forceTouchCapability == .unknown)
    }

    @Test("2.1: trait collections combine, compare and contain by value")
    func traitCollectionValueSemantics() {
        let unspecified = UITraitCollection()
        let available = UITraitCollection(forceTouchCapability: .available)
        let unavailable = UITraitCollection(forceTouchCapability: .unavailable)
        #expect(unspecified.forceTouchCapability == .unknown)
        #expect(available == UITraitCollection(forceTouchCapability: .available))
        #expect(available != unavailable)
        #expect(UITraitCollection(traitsFrom: [available, unspecified]).forceTouchCapability == .available)
        #expect(UITraitCollection(traitsFrom: [available, unavailable]).forceTouchCapability == .unavailable)
        #expect(available.containsTraits(in: unspecified))
        #expect(available.containsTraits(in: nil))
        #expect(!available.containsTraits(in: unavailable))
        #expect(available.containsTraits(in: available))
    }

    @Test("2.1: touches carry the force and the constant maximumPossibleForce the digitizer reports")
    func touchesCarryForce() {
        let scene = TestScene(withRootView: false), device = scene.device
        let view = scene.add(ForceRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
        let finger = device.forceTouchDown(at: CGPoint(x: 50, y: 50), force: 0.5)
        device.changeForce(of: finger, to: 3)
        device.changeForce(of: finger, to: 6)
        device.lift(finger)
        #expect(view.forces == [0.5, 3, 6])
        #expect(view.maximums == [6.67, 6.67, 6.67])
    }

    @Test("2.1: a force ramp is sampled on the virtual clock and coalesced per display frame")
    func forceRampIsSampled() {
        let scene = TestScene(withRootView: false), device = scene.device
        let view = scene.add(ForceRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
        let finger = device.forceTouchDown(at: CGPoint(x: 50, y: 50), force: 0)
        let start = device.now
        device.changeForce(of: finger, to: 4, duration: 0.1)  // 12 samples at 120 Hz, delivered at 60 Hz
        #expect(abs(device.now - start - 0.1) < 1e-9)
        #expect(view.forces.last == 4)
        #expect(view.forces.count > 2 && view.forces.count <= 13)
        #expect(view.forces == view.forces.sorted())
    }
}
