import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

// Example-based regression tests for bugs the property-based tests found, each shrunk to its smallest
// scenario and written out by hand.

@MainActor
@Suite("Properties: regressions the property-based tests found")
struct PropertyRegressionTests {
    private static let screen = CGRect(x: 0, y: 0, width: 320, height: 480)

    private func contact(_ x: CGFloat, _ y: CGFloat, _ state: TouchContact.State = .touching) -> TouchContact {
        TouchContact(id: 0, location: CGPoint(x: x, y: y), state: state)
    }

    /// Found by "recognizers ... no recognizer is left unreset", shrunk to: one window with a tap
    /// recognizer and a view; a finger goes down on the view; the window is hidden and released.
    /// The touch held its window weakly, so the window went away, every later frame of that contact was
    /// dropped, the touch never ended: the view never got touchesEnded/touchesCancelled (spec 2.3) and the
    /// tap stayed failed with one touch, never reset (section 11). The touch now holds its window for the
    /// sequence, as it holds its view (spec 2.1).
    @Test("spec 2.1, 2.3, section 11: a window hidden and released while a finger is down still ends the touch and resets its recognizers")
    func releasedWindowStillEndsItsTouch() {
        let app = UIApplication()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = UITapGestureRecognizer()
        var actions: [UIGestureRecognizer.State] = []
        tap.addAction { actions.append($0.state) }
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: Self.screen, application: app)
            window.addSubview(view)
            window.addGestureRecognizer(tap)
            window.makeKeyAndVisible()
            weakWindow = window
        }
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0, contacts: [contact(10, 10)])))
        app.runUntilIdle()
        weakWindow?.isHidden = true // the application lets go of hidden windows; nobody else holds it
        #expect(weakWindow != nil, "the touch keeps its window for the sequence")
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0.1, contacts: [contact(10, 10, .lifted)])))
        app.run(until: 1)
        #expect(view.methods == [.began, .cancelled]) // the tap recognized and cancelsTouchesInView (spec 4.4)
        #expect(actions == [.ended])
        #expect(tap.state == .possible)
        #expect(tap.numberOfTouches == 0)
        #expect(weakWindow == nil, "released with the touch at the end of the sequence")
    }

    /// Found by the soak run of the properties (a trap: "attempted to read an unowned reference"): a
    /// single tap that requires a double tap to fail, whose action hides and releases the window it is in.
    /// The double tap fails on its timer after the touch is gone, the single tap recognizes and its
    /// action drops the last reference to the window, and the arena, still running, read its window.
    @Test("spec 4.5: an action that hides and releases its own window, after a failure requirement resolved on a timer, does not trap")
    func actionReleasingItsWindowAfterTimer() {
        let app = UIApplication()
        weak var weakWindow: UIWindow?
        var window: UIWindow? = UIWindow(frame: Self.screen, application: app)
        weakWindow = window
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        var actions = 0
        single.addAction { _ in
            actions += 1
            weakWindow?.isHidden = true
            window = nil
        }
        window?.addGestureRecognizer(single)
        window?.addGestureRecognizer(double)
        window?.makeKeyAndVisible()
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0, contacts: [contact(10, 10)])))
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0.05, contacts: [contact(10, 10, .lifted)])))
        app.run(until: 1)
        #expect(actions == 1)
        #expect(weakWindow == nil)
        #expect(single.state == .possible && double.state == .possible)
    }
}
