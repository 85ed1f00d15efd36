import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIKit code as `responder port` leaves it (docs/porting.md, "The rules"; the selector design of
// docs/decisions.md, "Target-action identity"): a custom recognizer
// written against UIGestureRecognizerSubclass (Apple's "Creating a custom gesture recognizer" pattern),
// and a view controller wiring a recognizer and a button with `Selector("name:", Type.method(_:))` where
// the UIKit source had `#selector(method(_:))`. Nothing here uses a ResponderKit-only API.

/// A diagonal drag down and to the right, 50 pt each way, as a UIKit subclass would write it.
private final class DiagonalGestureRecognizer: UIGestureRecognizer {
    private var start: CGPoint = .zero
    /// What `event.touches(for: self)` held in each touchesBegan (Apple's UIEvent.touches(for:) page).
    var touchesForSelf: [Int] = []

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        touchesForSelf.append(event.touches(for: self)?.count ?? -1)
        guard touches.count == 1, let touch = touches.first else {
            state = .failed
            return
        }
        start = touch.location(in: view)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = touches.first else { return }
        let point = touch.location(in: view)
        if point.x - start.x > 50 && point.y - start.y > 50 {
            state = .recognized
        } else if point.x < start.x || point.y < start.y {
            state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    override func reset() {
        super.reset()
        start = .zero
    }
}

private final class PortedViewController: UIViewController {
    let button = UIButton(frame: CGRect(x: 20, y: 300, width: 100, height: 44))
    let diagonal = DiagonalGestureRecognizer(target: nil, action: nil)
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let tap = UITapGestureRecognizer(
            target: self, action: Selector("handleTap:", PortedViewController.handleTap(_:)))
        view.addGestureRecognizer(tap)
        diagonal.addTarget(self, action: Selector("handleDiagonal", PortedViewController.handleDiagonal))
        view.addGestureRecognizer(diagonal)
        button.addTarget(self, action: Selector("tapped:", PortedViewController.tapped(_:)), for: .touchUpInside)
        view.addSubview(button)
    }

    func handleTap(_ sender: UITapGestureRecognizer) {
        events.append("tap \(sender.state)")
    }

    func handleDiagonal() {
        events.append("diagonal")
    }

    func tapped(_ sender: UIButton) {
        events.append("button")
    }
}

@MainActor
@Suite("Ported UIKit code: custom recognizer subclass and Selector target-action (behaviour 4.6, 6.3)")
struct PortedUIKitCodeTests {
    @Test(
        "Apple's UIGestureRecognizer.init(target:action:) and UIControl.addTarget(_:action:for:): the selectors' methods run on the controller"
    )
    func actionsFire() {
        let controller = PortedViewController(), touches = TestScene(rootViewController: controller).touches
        touches.tap(at: CGPoint(x: 200, y: 100))
        touches.wait(1)
        touches.tap(at: CGPoint(x: 60, y: 320))
        touches.wait(1)
        touches.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 180, y: 180))
        #expect(controller.events == ["tap ended", "button", "diagonal"])
    }

    @Test(
        "Apple's UIGestureRecognizerSubclass: the subclass's touchesBegan sees its touch in event.touches(for: self); a drag the wrong way fails"
    )
    func subclassContract() {
        let controller = PortedViewController(), touches = TestScene(rootViewController: controller).touches
        touches.drag(from: CGPoint(x: 180, y: 180), to: CGPoint(x: 100, y: 100))
        #expect(controller.events.isEmpty)
        #expect(controller.diagonal.touchesForSelf == [1])
        #expect(controller.diagonal.state == .possible, "reset after failing")
    }

    @Test("a subclass overriding init(target:action:) keeps the inherited convenience initializers, as in UIKit")
    func inheritedInitializers() {
        let plain = DiagonalGestureRecognizer()
        #expect(!plain.cancelsTouchesInView, "init() goes through the overridden init(target:action:)")
        var fired = 0
        let withHandler = DiagonalGestureRecognizer { _ in fired += 1 }
        #expect(!withHandler.cancelsTouchesInView && fired == 0)
        // Apple's allowedPressTypes: the named press types by default, settable.
        #expect(plain.allowedPressTypes.contains(NSNumber(value: UIPress.PressType.select.rawValue)))
        plain.allowedPressTypes = []
        #expect(plain.allowedPressTypes.isEmpty)
    }
}
