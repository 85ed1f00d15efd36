import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitTesting
import Testing

// Behaviour 2.1: UIKit's maximumPossibleForce for a force-sensing screen and for Apple Pencil is 20/3;
// the project defines the value once (ForceTouchConstants) and every producer of force derives from it
// (docs/decisions.md, "One definition per rule").

@MainActor
@Suite("Force: UIKit's maximum force, defined once (behaviour 2.1)")
struct ForceConstantTests {
    @Test("behaviour 2.1: the maximum possible force is 20/3, and 6.67 is that value rounded to hundredths")
    func oneValue() {
        #expect(abs(ForceTouchConstants.maximumPossibleForce * 3 - 20) < 1e-12)
        #expect(ForceTouchConstants.quotedMaximumPossibleForce == 6.67)
        #expect(abs(ForceTouchConstants.quotedMaximumPossibleForce - ForceTouchConstants.maximumPossibleForce) < 0.005)
    }

    @Test("behaviour 2.1: the device translator and the simulators report the one constant")
    func producersUseIt() {
        #expect(DeviceInputTranslator.maximumPossibleForce == ForceTouchConstants.maximumPossibleForce)
        let scene = TestScene()
        #expect(
            DeviceSimulator(application: scene.application).maximumPossibleForce
                == ForceTouchConstants.quotedMaximumPossibleForce)
        var maximums: [CGFloat] = []
        scene.rootView.onCall = { _, touches, _ in maximums += touches.map(\.maximumPossibleForce) }
        let finger = scene.touches.touchDown(at: CGPoint(x: 10, y: 10), force: 1)
        scene.touches.lift(finger)
        #expect(maximums.first == ForceTouchConstants.quotedMaximumPossibleForce)
    }
}
