import ResponderKit
import ResponderKitTesting
import Testing

// What real UIKit test suites use around events, through the public API exactly as they write it
// (docs/porting.md, "What real UIKit test suites use around events"). Each test names the suite whose
// use it reproduces. This file imports ResponderKit and not Foundation, as a ported file does, so that
// `Timer` is the one on the application's clock (docs/porting.md, "Timers and main-queue work").

/// A sign-in screen as lyft/Hammer's ViewControllerTests builds it, reduced to what its assertions use.
@MainActor
private final class SignInViewController: UIViewController {
    let signInButton: UIButton = {
        let view = UIButton()
        view.accessibilityIdentifier = "signin_button"
        view.setTitle("Sign In", for: .normal)
        view.layer.cornerRadius = 8
        return view
    }()
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        signInButton.frame = CGRect(x: 20, y: 100, width: 200, height: 48)
        view.addSubview(signInButton)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear")
    }
}

@Suite("Porting: the API real UIKit test suites use around events")
@MainActor
struct RealSuiteAPITests {
    @Test(
        "Fleet's specs: present(_:animated:completion:) links both controllers and runs the completion before returning"
    )
    func presentAndDismiss() {
        let bottom = UIViewController()
        let scene = TestScene(rootViewController: bottom)
        let top = UIViewController()
        var completions: [String] = []
        bottom.present(top, animated: true) { completions.append("presented") }
        #expect(bottom.presentedViewController === top)
        #expect(top.presentingViewController === bottom)
        #expect(completions == ["presented"])
        #expect(top.view.window === scene.window)
        bottom.dismiss(animated: true) { completions.append("dismissed") }
        #expect(bottom.presentedViewController == nil)
        #expect(top.presentingViewController == nil)
        #expect(completions == ["presented", "dismissed"])
    }

    @Test(
        "lyft/Hammer's ViewControllerTests: a pushed controller is on top at once; an animated push ends on the clock")
    func navigationPushAndPop() {
        let signIn = SignInViewController()
        let navigation = UINavigationController(rootViewController: signIn)
        let scene = TestScene(rootViewController: navigation)
        let profile = SignInViewController()
        signIn.navigationController?.pushViewController(profile, animated: true)
        #expect(navigation.viewControllers.count == 2 && navigation.viewControllers.first === signIn)
        #expect(navigation.topViewController === profile)
        #expect(profile.log == [], "viewDidAppear waits for the transition")
        scene.application.advance(by: 0.5)
        #expect(profile.log == ["viewDidAppear"])
        #expect(navigation.popViewController(animated: false) === profile)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === signIn)
    }

    @Test("clutter/TiltUp's testUI: UIView.animate's completion runs on the application's clock, with true")
    func animationCompletion() {
        let scene = TestScene()
        let view = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.0, animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
        #expect(view.alpha == 0.5, "the model value changes at once")
        scene.application.advance(by: 0)
        #expect(finished == [true])
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }, completion: { finished.append($0) })
        scene.application.advance(by: 0.2)
        #expect(finished == [true])
        scene.application.advance(by: 0.2)
        #expect(finished == [true, true])
    }

    @Test("VCore's, Mechanica's and Desafio-iOS's view tests: layer corner, border and shadow properties read back")
    func layerProperties() {
        let view = UIView()
        #expect(view.layer.cornerRadius == 0 && view.layer.borderWidth == 0)
        #expect(view.layer.cornerCurve == .circular)
        view.layer.cornerRadius = 10
        view.layer.cornerCurve = .continuous
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.purple.cgColor
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.35
        view.layer.shadowRadius = 5
        view.layer.shadowOffset = CGSize(width: 3, height: 2)
        view.layer.masksToBounds = true
        #expect(view.layer.cornerRadius == 10 && view.layer.cornerCurve == .continuous)
        #expect(view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(view.layer.borderWidth == 1 && view.layer.borderColor == UIColor.purple.cgColor)
        #expect(view.layer.shadowColor == UIColor.black.cgColor && view.layer.shadowOpacity == 0.35)
        #expect(view.layer.shadowRadius == 5 && view.layer.shadowOffset == CGSize(width: 3, height: 2))
        #expect(view.clipsToBounds, "masksToBounds is the view's clipsToBounds")
    }

    @Test("lyft/Hammer's ViewControllerTests: a rounded button is hit-tested by its rectangle, as on iOS")
    func roundedButtonHitTesting() {
        let signIn = SignInViewController()
        let scene = TestScene(rootViewController: signIn)
        var taps = 0
        let action = UIAction { _ in taps += 1 }
        signIn.signInButton.addAction(action, for: .touchUpInside)
        scene.touches.tap(at: CGPoint(x: 21, y: 101))
        #expect(taps == 1, "the corner outside the rounded shape still takes the tap")
    }

    @Test("GiniVision's and MKResource's test helpers: UIImage(named:in:compatibleWith:) reads a bundle's resources")
    func imagesFromBundles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rk-suite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try ImageTests.png(width: 80, height: 10).write(to: directory.appendingPathComponent("handle@2x.png"))
        let bundle = try #require(Bundle(path: directory.path))
        let image = UIImage(named: "handle", in: bundle, compatibleWith: nil)
        #expect(image?.size == CGSize(width: 40, height: 5) && image?.scale == 2)
        #expect(UIImage(named: "handle", in: Bundle(for: SignInViewController.self), compatibleWith: nil) == nil)
    }

    @Test("Paralayout's and other layout suites: UIScreen.main and UIDevice.current have iPad values")
    func screenAndDevice() {
        #expect(UIScreen.main.scale == 2)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        final class TestScreen: UIScreen {}
        let screen = TestScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 3)
        #expect(screen.scale == 3 && screen.nativeScale == 3)
    }

    @Test("lyft/Hammer's WaitingTests: a scheduled Timer shows a hidden view on the application's clock")
    func timerOnTheClock() {
        let scene = TestScene()
        let button = scene.add(UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        button.isHidden = true
        let timer = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: false) { _ in button.isHidden = false }
        #expect(button.isHidden)
        scene.application.advance(by: 0.05)
        #expect(!button.isHidden)
        timer.invalidate()
    }

    @Test("toshi0383/VCTesting: sendActions(for:) runs a button's actions without a touch")
    func sendActions() {
        let button = UIButton()
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)
    }
}
