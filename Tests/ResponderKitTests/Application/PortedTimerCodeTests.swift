import ResponderKit
import Testing

// Ported UIKit code with timers and main-queue work compiles and runs on the application's clock
// (docs/behaviour/animation.md, 19.7; docs/porting.md, "Timers and main-queue work"). The file imports
// ResponderKit alone, as `responder port` leaves a UIKit file: no ResponderKitTesting, no Foundation.

/// A toast as UIKit code writes it: shown on a tap, faded by a timer, its button re-enabled on the main
/// queue, a countdown on a repeating timer added to the main run loop.
@MainActor
private final class ToastController: UIViewController {
    let toast = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let retryButton = UIButton(frame: CGRect(x: 0, y: 50, width: 100, height: 44))
    private var countdown: Timer?
    private var pendingRetry: DispatchWorkItem?
    private(set) var secondsLeft = 3

    override func viewDidLoad() {
        super.viewDidLoad()
        toast.isHidden = true
        view.addSubview(toast)
        view.addSubview(retryButton)
    }

    func showToast(_ text: String) {
        toast.text = text
        toast.isHidden = false
        retryButton.isEnabled = false
        Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in
            self?.toast.isHidden = true
        }
        let retry = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated { self?.retryButton.isEnabled = true }
        }
        pendingRetry = retry
        DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(3), execute: retry)
        let countdown = Timer(timeInterval: 1, repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            self.secondsLeft -= 1
            if self.secondsLeft == 0 { timer.invalidate() }
        }
        RunLoop.main.add(countdown, forMode: .common)
        self.countdown = countdown
    }

    func cancelRetry() { pendingRetry?.cancel() }
}

@Suite("Ported timer code")
@MainActor
struct PortedTimerCodeTests {
    @Test("A ported controller's timers and main-queue work run as the virtual clock advances (19.7)")
    func toastRunsOnTheClock() {
        let (application, controller, window) = showToast()
        application.advance(by: 1.5)
        #expect(!controller.toast.isHidden)
        #expect(controller.secondsLeft == 2)
        application.advance(by: 0.5)
        #expect(controller.toast.isHidden)
        #expect(!controller.retryButton.isEnabled)
        application.advance(by: 1)
        #expect(controller.retryButton.isEnabled)
        #expect(controller.secondsLeft == 0)
        application.advance(by: 10)
        #expect(controller.secondsLeft == 0)
        #expect(window.isKeyWindow)
    }

    @Test("A cancelled DispatchWorkItem in ported code never runs (19.7)")
    func cancelledRetry() {
        let (application, controller, window) = showToast()
        application.advance(by: 2.9)
        controller.cancelRetry()
        application.advance(by: 1)
        #expect(!controller.retryButton.isEnabled)
        #expect(window.rootViewController === controller)
    }

    /// A new application with a window showing a toast controller that has just shown its toast.
    private func showToast() -> (UIApplication, ToastController, UIWindow) {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let controller = ToastController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.showToast("Saved")
        return (application, controller, window)
    }
}
