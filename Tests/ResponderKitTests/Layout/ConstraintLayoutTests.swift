import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Auto Layout places views (behaviour 20.1 and "The pass"; Apple's
// NSLayoutConstraint, NSLayoutAnchor and translatesAutoresizingMaskIntoConstraints pages). Expected frames
// follow from the constraints' geometry.

@MainActor
private func constrained<View: UIView>(_ view: View, in superview: UIView) -> View {
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

@Suite("Auto Layout: constraints place views (docs/behaviour/layout.md)")
@MainActor
struct ConstraintLayoutTests {
    @Test(
        "Apple's NSLayoutConstraint page: a new constraint is inactive; activating installs it on the common ancestor")
    func activation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = constrained(UIView(), in: root)
        let b = constrained(UIView(), in: root)
        let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
        #expect(!constraint.isActive)
        #expect(constraint.firstItem === a && constraint.secondItem === b)
        #expect(constraint.firstAttribute == .leading && constraint.secondAttribute == .trailing)
        #expect(constraint.multiplier == 1 && constraint.constant == 8 && constraint.priority == .required)
        constraint.isActive = true
        #expect(root.constraints.contains { $0 === constraint })
        NSLayoutConstraint.deactivate([constraint])
        #expect(root.constraints.isEmpty)
    }

    @Test("Apple's isActive page: items without a common ancestor are refused, reported, and stay inactive")
    func noCommonAncestor() {
        let scene = TestScene()
        scene.application.removeAllLayoutWarnings()
        let a = UIView()
        let b = UIView()
        scene.rootView.addSubview(a)
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(scene.application.layoutWarnings.last?.kind == .refusedChange)
    }

    @Test("behaviour 20.2: a button centred by constraints gets its frame, and a tap at its centre lands on it")
    func centredButton() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        let button = constrained(UIButton(type: .system), in: scene.rootView)
        button.setTitle("Sign In", for: .normal)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: scene.rootView.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: scene.rootView.centerYAnchor),
            button.widthAnchor.constraint(equalToConstant: 120),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scene.window.layoutIfNeeded()
        #expect(button.frame == CGRect(x: 100, y: 218, width: 120, height: 44))
        scene.touches.tap(at: CGPoint(x: 160, y: 240))
        #expect(taps == 1)
    }

    @Test("behaviour 20.2: the layout pass before each input places constrained views without layoutIfNeeded")
    func passBeforeInput() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        let view = constrained(RecordingView(), in: scene.rootView)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
            view.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor, constant: -20),
            view.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        scene.touches.tap(at: CGPoint(x: 30, y: 120))
        #expect(view.frame == CGRect(x: 20, y: 100, width: 280, height: 50))
        #expect(!view.calls.isEmpty, "the tap hit the view placed by the pass before it")
    }

    @Test(
        "Apple's translatesAutoresizingMaskIntoConstraints page: a translated view keeps its frame, and constraints to it see it"
    )
    func translatedViewKeepsFrame() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let fixed = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        root.addSubview(fixed)
        let follower = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 8),
            follower.topAnchor.constraint(equalTo: fixed.topAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 0.5),
            follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(follower.frame == CGRect(x: 118, y: 20, width: 50, height: 40))
        fixed.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        root.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 68, y: 0, width: 30, height: 30))
    }

    @Test("behaviour 20.1: constraints between views in different branches add the origins between them")
    func acrossBranches() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let left = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 10, width: 100, height: 300))
        root.addSubview(left)
        root.addSubview(right)
        let inner = constrained(UIView(), in: right)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: left.bottomAnchor, constant: 5),
            inner.leadingAnchor.constraint(equalTo: right.leadingAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 30),
            inner.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        // left's bottom is 160 in root; right's top is 10: inner's y in right is 155.
        #expect(inner.frame == CGRect(x: 10, y: 155, width: 30, height: 30))
    }

    @Test("Apple's removeFromSuperview page: removing a view removes the constraints that refer to it")
    func removalRemovesConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = constrained(UIView(), in: root)
        let b = constrained(UIView(), in: root)
        let between = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
        let own = a.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([between, own])
        a.removeFromSuperview()
        #expect(!between.isActive)
        #expect(own.isActive, "a constraint installed on the removed view itself stays")
    }

    @Test("behaviour 20.1: a pan that changes a constant every frame moves the view at each pass")
    func constantDrivenByPan() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        let sheet = constrained(RecordingView(), in: scene.rootView)
        let top = sheet.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 400)
        NSLayoutConstraint.activate([
            top, sheet.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor),
            sheet.heightAnchor.constraint(equalToConstant: 480),
        ])
        let pan = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            top.constant += pan.translation(in: scene.rootView).y
            pan.setTranslation(.zero, in: scene.rootView)
        }
        sheet.addGestureRecognizer(pan)
        scene.window.layoutIfNeeded()
        #expect(sheet.frame.minY == 400)
        scene.touches.drag(from: CGPoint(x: 160, y: 420), to: CGPoint(x: 160, y: 220))
        scene.window.layoutIfNeeded()
        #expect(top.constant < 400 && top.constant >= 200)
        #expect(sheet.frame.minY == top.constant)
    }

    @Test("behaviour 19.1, 20.2: a constant changed, then layoutIfNeeded() in an animation block, animates the frame")
    func constraintChangeAnimates() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        let bar = constrained(UIView(), in: scene.rootView)
        let width = bar.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            width, bar.heightAnchor.constraint(equalToConstant: 10),
            bar.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
            bar.topAnchor.constraint(equalTo: scene.rootView.topAnchor),
        ])
        scene.window.layoutIfNeeded()
        width.constant = 110
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { scene.window.layoutIfNeeded() }
        #expect(bar.frame.width == 110, "the model value changes at once")
        scene.application.advance(by: 0.5)
        #expect(bar.layer.presentation()?.bounds.width == 60, "the presentation follows the curve")
    }
}
