import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The update pass (behaviour 20.2; Apple's updateConstraints(),
// setNeedsUpdateConstraints() and updateViewConstraints() pages): constraints are updated bottom-up, before
// the top-down layout.

/// The calls of several views, in order.
@MainActor
private final class CallLog {
    var lines: [String] = []
}

@MainActor
private final class LoggingConstraintView: UIView {
    var log: CallLog?
    var name = ""
    var callsSuper = true
    override func updateConstraints() {
        log?.lines.append("\(name).updateConstraints")
        if callsSuper { super.updateConstraints() }
    }
    override func layoutSubviews() {
        log?.lines.append("\(name).layoutSubviews")
        super.layoutSubviews()
    }
}

@Suite("Auto Layout: the update pass (docs/behaviour/layout.md)")
@MainActor
struct UpdateConstraintsPassTests {
    @Test("Apple's updateConstraints() page: marked views update bottom-up, before layoutSubviews top-down")
    func order() {
        let log = CallLog()
        let root = LoggingConstraintView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LoggingConstraintView()
        root.name = "root"
        child.name = "child"
        root.log = log
        child.log = log
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(
            log.lines == [
                "child.updateConstraints", "root.updateConstraints", "root.layoutSubviews", "child.layoutSubviews",
            ])
        log.lines.removeAll()
        root.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(Array(log.lines.prefix(2)) == ["child.updateConstraints", "root.updateConstraints"])
        #expect(!root.needsUpdateConstraints() && !child.needsUpdateConstraints())
    }

    @Test("Apple's updateConstraints() page: an override that does not call super is reported (UIKit throws)")
    func missingSuper() {
        let scene = TestScene()
        scene.application.removeAllLayoutWarnings()
        let view = LoggingConstraintView()
        view.name = "lazy"
        view.callsSuper = false
        view.accessibilityIdentifier = "lazy"
        view.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(view)
        view.widthAnchor.constraint(equalToConstant: 10).isActive = true
        scene.window.layoutIfNeeded()
        #expect(
            scene.application.layoutWarnings.contains { $0.kind == .missingSuperCall && $0.message.hasPrefix("lazy") })
    }

    @Test(
        "Apple's updateViewConstraints() page: a view controller's root view is updated through its controller, with no warning"
    )
    func controllerRootViewIsNotReported() {
        final class RootView: UIView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let scene = TestScene()
        scene.application.removeAllLayoutWarnings()
        let controller = UIViewController()
        let root = RootView()
        controller.view = root
        scene.window.rootViewController = controller
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
            badge.widthAnchor.constraint(equalToConstant: 40),
        ])
        scene.window.layoutIfNeeded()
        #expect(root.updates == 1, "the controller's default updateViewConstraints() updates its view")
        #expect(!scene.application.layoutWarnings.contains { $0.kind == .missingSuperCall })
        #expect(badge.frame.minX == 12)
    }

    @Test("Apple's setNeedsUpdateConstraints() page: a constant changed in updateConstraints applies in the same pass")
    func changeInUpdatePass() {
        final class Growing: UIView {
            var width: NSLayoutConstraint?
            var target: CGFloat = 10
            override func updateConstraints() {
                width?.constant = target
                super.updateConstraints()
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Growing()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 0)
        view.width = width
        NSLayoutConstraint.activate([
            width, view.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.width == 10)
        view.target = 40
        view.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(view.frame.width == 40)
    }
}
