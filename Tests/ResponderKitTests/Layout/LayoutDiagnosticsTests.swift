import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Conflicts, ambiguity and why a view is where it is (behaviour 20.7
// and "Why a view is where it is"; Apple's hasAmbiguousLayout page and UIKit's "Unable to simultaneously
// satisfy constraints" report).

@Suite("Auto Layout: conflicts, ambiguity and explanations (docs/behaviour/layout.md)")
@MainActor
struct LayoutDiagnosticsTests {
    @Test("behaviour 20.7: unsatisfiable required constraints break one and report them, never crash")
    func unsatisfiable() {
        let scene = TestScene()
        scene.application.removeAllLayoutWarnings()
        let box = UIView()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(box)
        let hundred = box.widthAnchor.constraint(equalToConstant: 100)
        let twoHundred = box.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            hundred, twoHundred, box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
            box.topAnchor.constraint(equalTo: scene.rootView.topAnchor),
        ])
        scene.window.layoutIfNeeded()
        #expect(box.frame.width == 100, "the first constraint holds; the one added after it is broken")
        let warning = scene.application.layoutWarnings.last
        #expect(warning?.kind == .unsatisfiableConstraints)
        #expect(warning?.message.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(warning?.brokenConstraint == "<NSLayoutConstraint box.width == 200   (active)>")
        #expect(warning?.constraints.contains("<NSLayoutConstraint box.width == 100   (active)>") == true)
    }

    @Test("Apple's hasAmbiguousLayout page: a view with no vertical position is ambiguous")
    func ambiguity() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(view.hasAmbiguousLayout)
        view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        #expect(!view.hasAmbiguousLayout)
    }

    @Test("behaviour 20.8: the constraints that placed a view, per axis")
    func explanation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.accessibilityIdentifier = "root"
        let view = UIView()
        view.accessibilityIdentifier = "badge"
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12)
        NSLayoutConstraint.activate([
            leading, view.widthAnchor.constraint(equalToConstant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        let lines = view.layoutExplanation()
        #expect(lines.first == "badge: frame (12 0; 10 10)")
        #expect(lines.contains("    <NSLayoutConstraint badge.leading == root.leading + 12   (active)>"))
        #expect(view.constraintsAffectingLayout(for: .horizontal).contains { $0 === leading })
        #expect(!view.constraintsAffectingLayout(for: .vertical).contains { $0 === leading })
    }

    @Test("behaviour 20.8: a touch that misses a view left at a zero frame says why")
    func zeroFrameMiss() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        let log = DispatchLog()
        scene.application.dispatchLog = log
        let button = UIButton(type: .system)
        button.accessibilityIdentifier = "signIn"
        button.setTitle("Sign In", for: .normal)
        scene.rootView.addSubview(button)  // translatesAutoresizingMaskIntoConstraints left true
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: scene.rootView.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: scene.rootView.centerYAnchor),
        ])
        scene.touches.tap(at: CGPoint(x: 160, y: 240))
        #expect(button.frame == .zero)
        #expect(
            log.lines.contains {
                $0.contains("signIn:") && $0.contains("translatesAutoresizingMaskIntoConstraints is true")
            })
    }

    @Test("Apple's priority page: changing an active constraint between required and not is refused and reported")
    func priorityChangeRefused() {
        let scene = TestScene()
        scene.application.removeAllLayoutWarnings()
        let view = scene.add(UIView())
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.priority = .defaultHigh
        #expect(width.priority == .required)
        #expect(scene.application.layoutWarnings.last?.kind == .refusedChange)
        width.isActive = false
        width.priority = .defaultHigh
        #expect(width.priority == .defaultHigh)
    }
}
