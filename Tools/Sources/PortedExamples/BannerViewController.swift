import ResponderKit

/// A view controller that shows a banner for 2 s, counts down to a retry, and enables the retry button
/// on the main queue: UIKit code with timers and main-queue work.
class BannerViewController: UIViewController {
    let banner = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let retryButton = UIButton(type: .system)
    private var countdownTimer: Timer?
    private var pendingRetry: DispatchWorkItem?
    private(set) var secondsLeft = 3

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.isHidden = true
        view.addSubview(banner)
        view.addSubview(retryButton)
        retryButton.addTarget(self, action: Selector("retry", BannerViewController.retry), for: .touchUpInside)
    }

    func showBanner(_ text: String) {
        banner.text = text
        banner.isHidden = false
        Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in
            self?.banner.isHidden = true
        }
        countdownTimer = Timer.scheduledTimer(
            timeInterval: 1, target: self, selector: Selector("countDown:", BannerViewController.countDown(_:)), userInfo: nil, repeats: true)
        retryButton.isEnabled = false
        let enableRetry = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated { self?.retryButton.isEnabled = true }
        }
        pendingRetry = enableRetry
        DispatchQueue.main.asyncAfter(deadline: .now() + 3, execute: enableRetry)
    }

    func countDown(_ timer: Timer) {
        secondsLeft -= 1
        if secondsLeft == 0 {
            timer.invalidate()
        }
    }

    func retry() {
        pendingRetry?.cancel()
        DispatchQueue.main.async {
            self.showBanner("Retrying")
        }
    }
}
