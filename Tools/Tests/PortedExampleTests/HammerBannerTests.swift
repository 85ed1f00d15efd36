import ResponderKit
import ResponderKitHammer
import XCTest

/// Tests written for iOS with lyft/Hammer: a banner that a timer shows while the test waits for it, and a
/// button tapped through the event generator, whose action target is kept alive beside it.
@MainActor final class HammerBannerTests: XCTestCase {
    private var bannerTimer: ResponderKit.Timer?

    override func tearDown() async throws {
        bannerTimer?.invalidate()
    }

    func testTimerShowsBannerWhileWaiting() async throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let banner = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        banner.accessibilityIdentifier = "banner"
        banner.isHidden = true
        container.addSubview(banner)
        let eventGenerator = try EventGenerator(view: container)

        bannerTimer = ResponderKit.Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
            banner.isHidden = false
        }
        XCTAssertFalse(eventGenerator.viewIsVisible("banner"))
        try eventGenerator.waitUntilVisible("banner", timeout: 1)
        XCTAssertEqual(bannerTimer?.isValid, false)
    }

    func testButtonTap() async throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        container.addSubview(button)
        let counter = TapCounter()
        button.addTarget(counter, action: Selector("tapped", TapCounter.tapped), for: .touchUpInside)
        objc_setAssociatedObject(button, &tapCounterKey, counter, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        let eventGenerator = try EventGenerator(view: container)
        try eventGenerator.waitUntilHittable(timeout: 1)

        try eventGenerator.fingerTap(at: button)
        let attached = objc_getAssociatedObject(button, &tapCounterKey) as? TapCounter
        XCTAssertEqual(attached?.taps, 1)
    }
}

nonisolated(unsafe) private var tapCounterKey: UInt8 = 0

/// Counts the actions a control sends it.
private final class TapCounter {
    private(set) var taps = 0

    func tapped() {
        taps += 1
    }
}
