import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 1.1: `convert(_:to:)` / `convert(_:from:)` account for `center`, `bounds.origin` and `transform`
// (applied about the centre); nil means window coordinates (for a window, the screen); views in
// different windows convert through the screen. Behaviour 2.1: `UITouch.location(in:)` and
// `previousLocation(in:)` are converted into the given view.

private let tolerance: CGFloat = 1e-9

private func isClose(_ lhs: CGPoint, _ rhs: CGPoint, _ eps: CGFloat = tolerance) -> Bool {
    abs(lhs.x - rhs.x) <= eps && abs(lhs.y - rhs.y) <= eps
}

private func isClose(_ lhs: CGRect, _ rhs: CGRect, _ eps: CGFloat = tolerance) -> Bool {
    isClose(lhs.origin, rhs.origin, eps)
        && abs(lhs.size.width - rhs.size.width) <= eps && abs(lhs.size.height - rhs.size.height) <= eps
}

@Suite("Coordinate conversion (behaviour 1.1, 2.1)")
@MainActor
struct ConversionTests {

    // MARK: Plain hierarchies

    @Test("behaviour 1.1: points and rects convert between siblings through their common superview")
    func siblings() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
        root.addSubview(a)
        root.addSubview(b)

        #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -35, y: -35))
        #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -35, y: -35))
        #expect(b.convert(CGPoint(x: 0, y: 0), to: a) == CGPoint(x: 40, y: 40))
        #expect(
            a.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: b) == CGRect(x: -40, y: -40, width: 10, height: 20)
        )
        #expect(
            a.convert(CGRect(x: 40, y: 40, width: 10, height: 20), from: b)
                == CGRect(x: 80, y: 80, width: 10, height: 20))
    }

    @Test("behaviour 1.1: points and rects convert between a parent and its child, in both directions")
    func parentAndChild() {
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        let grandchild = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        parent.addSubview(child)
        child.addSubview(grandchild)

        #expect(child.convert(CGPoint(x: 1, y: 2), to: parent) == CGPoint(x: 11, y: 22))
        #expect(parent.convert(CGPoint(x: 11, y: 22), to: child) == CGPoint(x: 1, y: 2))
        #expect(child.convert(CGPoint(x: 11, y: 22), from: parent) == CGPoint(x: 1, y: 2))
        #expect(parent.convert(CGPoint(x: 1, y: 2), from: child) == CGPoint(x: 11, y: 22))
        #expect(grandchild.convert(CGPoint.zero, to: parent) == CGPoint(x: 15, y: 25))
        #expect(parent.convert(CGPoint(x: 15, y: 25), to: grandchild) == .zero)
        #expect(child.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: parent) == child.frame)
        #expect(parent.convert(child.frame, to: child) == child.bounds)
        // Converting to the view itself changes nothing.
        #expect(child.convert(CGPoint(x: 7, y: 8), to: child) == CGPoint(x: 7, y: 8))
    }

    @Test("behaviour 1.1: conversion through a bounds origin shifts the subviews' coordinates")
    func boundsOrigin() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: UIApplication())
        let scroller = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        let content = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        window.addSubview(scroller)
        scroller.addSubview(content)

        #expect(content.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 110))
        scroller.bounds.origin = CGPoint(x: 0, y: 100)
        #expect(content.convert(CGPoint.zero, to: scroller) == CGPoint(x: 0, y: 100))
        #expect(scroller.convert(CGPoint(x: 0, y: 100), to: nil) == CGPoint(x: 10, y: 10))
        #expect(content.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 10))
        #expect(content.convert(CGPoint(x: 10, y: 10), from: nil) == CGPoint.zero)
        #expect(scroller.convert(scroller.bounds, to: window) == scroller.frame)
        #expect(
            content.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: window)
                == CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    // MARK: Transforms

    @Test("behaviour 1.1: conversion through a scale transform scales about the view's centre")
    func scaleTransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)

        #expect(isClose(view.convert(CGPoint(x: 50, y: 50), to: root), CGPoint(x: 100, y: 100)))
        #expect(isClose(view.convert(CGPoint.zero, to: root), CGPoint(x: 0, y: 0)))
        #expect(isClose(view.convert(CGPoint(x: 75, y: 50), to: root), CGPoint(x: 150, y: 100)))
        #expect(isClose(view.convert(CGPoint(x: 150, y: 100), from: root), CGPoint(x: 75, y: 50)))
        #expect(isClose(view.convert(view.bounds, to: root), CGRect(x: 0, y: 0, width: 200, height: 200)))
        #expect(
            isClose(
                root.convert(CGRect(x: 100, y: 100, width: 20, height: 40), to: view),
                CGRect(x: 50, y: 50, width: 10, height: 20)))
    }

    @Test("behaviour 1.1: conversion through a rotation rotates about the view's centre")
    func rotationAboutCentre() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 150, y: 75, width: 100, height: 50))  // centre (200, 100)
        root.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)

        // The centre stays put; the right-middle edge point swings down by 50.
        #expect(isClose(view.convert(CGPoint(x: 50, y: 25), to: root), CGPoint(x: 200, y: 100)))
        #expect(isClose(view.convert(CGPoint(x: 100, y: 25), to: root), CGPoint(x: 200, y: 150)))
        #expect(isClose(view.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 225, y: 50)))
        #expect(isClose(view.convert(CGPoint(x: 200, y: 150), from: root), CGPoint(x: 100, y: 25)))
        // The bounds rectangle converts to its bounding box, which is also the frame.
        #expect(isClose(view.convert(view.bounds, to: root), CGRect(x: 175, y: 50, width: 50, height: 100)))
        #expect(isClose(view.frame, CGRect(x: 175, y: 50, width: 50, height: 100)))
    }

    @Test("behaviour 1.1: a 45° rotation converts rects to the bounding box of the rotated rect")
    func rotatedRectBoundingBox() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))  // centre (150, 150)
        root.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let half = 50 * 2.0.squareRoot()
        #expect(
            isClose(
                view.convert(view.bounds, to: root),
                CGRect(x: 150 - half, y: 150 - half, width: 2 * half, height: 2 * half)))
        // The top-left corner (offset (-50, -50) from the centre) rotates to straight above the centre.
        #expect(isClose(view.convert(CGPoint.zero, to: root), CGPoint(x: 150, y: 150 - half)))
    }

    @Test("behaviour 1.1: conversion composes a rotation, a scale and bounds origins along a chain of views")
    func composedTransforms() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: UIApplication())
        let outer = UIView(frame: CGRect(x: 60, y: 40, width: 200, height: 200))  // centre (160, 140)
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))  // centre (100, 100) in outer
        window.addSubview(outer)
        outer.addSubview(inner)
        outer.bounds.origin = CGPoint(x: 20, y: 0)
        outer.transform = CGAffineTransform(rotationAngle: .pi / 2)
        inner.transform = CGAffineTransform(scaleX: 2, y: 2)

        let p = CGPoint(x: 60, y: 50)  // inner local: 10 right of inner's centre (50, 50)
        // inner -> outer: scale 2 about the centre, then centre (100, 100): (120, 100).
        #expect(isClose(inner.convert(p, to: outer), CGPoint(x: 120, y: 100)))
        // outer -> window: offset from outer's anchor (20 + 100, 100) = (0, 0) -> rotated (0, 0) -> + centre.
        #expect(isClose(outer.convert(CGPoint(x: 120, y: 100), to: nil), CGPoint(x: 160, y: 140)))
        // Another outer point, (140, 100): offset (20, 0), rotated 90° -> (0, 20), so (160, 160).
        #expect(isClose(outer.convert(CGPoint(x: 140, y: 100), to: nil), CGPoint(x: 160, y: 160)))
        // inner point (70, 50) -> outer (140, 100) -> window (160, 160).
        #expect(isClose(inner.convert(CGPoint(x: 70, y: 50), to: nil), CGPoint(x: 160, y: 160)))
        #expect(isClose(inner.convert(CGPoint(x: 160, y: 160), from: nil), CGPoint(x: 70, y: 50)))
        #expect(isClose(inner.convert(CGPoint(x: 160, y: 160), from: window), CGPoint(x: 70, y: 50)))
    }

    // MARK: Round trips

    @Test("behaviour 1.1: converting to a view and back gives the original point within 1e-9")
    func roundTrips() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 30, y: 40, width: 320, height: 480), application: app)
        let a = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 150))
        let b = UIView(frame: CGRect(x: 40, y: 10, width: 80, height: 60))
        let c = UIView(frame: CGRect(x: 150, y: 250, width: 120, height: 90))
        window.addSubview(a)
        a.addSubview(b)
        window.addSubview(c)
        a.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.75)
        a.bounds.origin = CGPoint(x: -12.5, y: 33)
        b.transform = CGAffineTransform(rotationAngle: -1.1)
        c.transform = CGAffineTransform(scaleX: 0.5, y: 2.5).rotated(by: 2.0)
        c.bounds.origin = CGPoint(x: 7, y: -3)

        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 13.25, y: -7.5), CGPoint(x: 400, y: 123.456)]
        let pairs: [(UIView, UIView?)] = [(b, c), (c, b), (b, a), (a, b), (b, nil), (c, window), (window, b)]
        for (from, to) in pairs {
            for p in points {
                let there = from.convert(p, to: to)
                #expect(isClose(from.convert(there, from: to), p), "\(from) -> \(String(describing: to)) -> back: \(p)")
                if let to {
                    #expect(isClose(to.convert(there, to: from), p))
                    #expect(isClose(to.convert(p, from: from), there))
                }
            }
        }
        // A transform actually took part: the conversion is not a plain translation.
        let d1 = b.convert(CGPoint(x: 1, y: 0), to: c)
        let d0 = b.convert(CGPoint.zero, to: c)
        #expect(abs(hypot(d1.x - d0.x, d1.y - d0.y) - 1) > 0.1)
    }

    // MARK: Frame, center and bounds

    @Test("behaviour 1.1: setting the frame sets the center and the bounds size and keeps the bounds origin")
    func frameSetsCenterAndBounds() {
        let view = UIView(frame: .zero)
        view.bounds.origin = CGPoint(x: 5, y: 7)
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 5, y: 7, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))

        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))

        // Resizing the bounds keeps the centre: the frame grows around it.
        view.bounds.size = CGSize(width: 40, height: 20)
        #expect(view.center == CGPoint(x: 100, y: 100))
        #expect(view.frame == CGRect(x: 80, y: 90, width: 40, height: 20))

        // Changing the bounds origin does not move the frame.
        view.bounds.origin = CGPoint(x: 300, y: 300)
        #expect(view.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
    }

    @Test(
        "behaviour 1.1: the frame of a transformed view is the bounding box of its transformed bounds; center and bounds are unchanged"
    )
    func frameOfTransformedView() {
        let view = UIView(frame: CGRect(x: 150, y: 75, width: 100, height: 50))  // centre (200, 100)
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(isClose(view.frame, CGRect(x: 100, y: 25, width: 200, height: 150)))
        #expect(view.center == CGPoint(x: 200, y: 100))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))

        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = 150 / 2.0.squareRoot()
        #expect(isClose(view.frame, CGRect(x: 200 - side / 2, y: 100 - side / 2, width: side, height: side)))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))

        view.transform = .identity
        #expect(isClose(view.frame, CGRect(x: 150, y: 75, width: 100, height: 50)))
    }

    @Test(
        "behaviour 1.1: the transform applies about the centre: the centre point maps to center whatever the transform")
    func transformAboutCentre() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 120, height: 60))
        root.addSubview(view)
        view.bounds.origin = CGPoint(x: 11, y: -4)
        let transforms = [
            CGAffineTransform(scaleX: 3, y: 0.5),
            CGAffineTransform(rotationAngle: 1.234),
            CGAffineTransform(rotationAngle: -0.5).scaledBy(x: 2, y: 2),
        ]
        for t in transforms {
            view.transform = t
            let mid = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            #expect(isClose(view.convert(mid, to: root), view.center))
            #expect(isClose(view.convert(mid, to: root), CGPoint(x: 90, y: 70)))
        }
        // A translation transform moves the view without changing frame-defining center.
        view.transform = CGAffineTransform(translationX: 10, y: -20)
        #expect(view.center == CGPoint(x: 90, y: 70))
        #expect(isClose(view.frame, CGRect(x: 40, y: 20, width: 120, height: 60)))
        #expect(isClose(view.convert(CGPoint(x: 11, y: -4), to: root), CGPoint(x: 40, y: 20)))
    }

    // MARK: Windows and the screen

    @Test("behaviour 1.1: nil means window coordinates for a view, screen coordinates for a window")
    func nilMeansWindowOrScreen() {
        let window = UIWindow(frame: CGRect(x: 100, y: 200, width: 320, height: 480), application: UIApplication())
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(view)

        #expect(view.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 11, y: 21))
        #expect(view.convert(CGPoint(x: 11, y: 21), from: nil) == CGPoint(x: 1, y: 1))
        #expect(view.convert(CGPoint(x: 1, y: 1), to: window) == CGPoint(x: 11, y: 21))
        #expect(window.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 105, y: 205))
        #expect(window.convert(CGPoint(x: 105, y: 205), from: nil) == CGPoint(x: 5, y: 5))
        #expect(window.convert(window.bounds, to: nil) == window.frame)
        #expect(view.convert(view.bounds, to: nil) == CGRect(x: 10, y: 20, width: 50, height: 50))
    }

    @Test("behaviour 1.1: views in two windows at different screen origins convert through the screen")
    func twoWindowsThroughScreen() {
        let app = UIApplication()
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let second = UIWindow(frame: CGRect(x: 100, y: 200, width: 200, height: 200), application: app)
        let v1 = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let v2 = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        first.addSubview(v1)
        second.addSubview(v2)

        // v1 (0, 0) is screen (10, 10); in second that is (-90, -190); in v2 (-110, -210).
        #expect(v1.convert(CGPoint.zero, to: v2) == CGPoint(x: -110, y: -210))
        #expect(v2.convert(CGPoint.zero, from: v1) == CGPoint(x: -110, y: -210))
        #expect(v2.convert(CGPoint.zero, to: v1) == CGPoint(x: 110, y: 210))
        #expect(v1.convert(CGPoint(x: 5, y: 5), to: second) == CGPoint(x: -85, y: -185))
        #expect(second.convert(CGPoint.zero, to: first) == CGPoint(x: 100, y: 200))
        #expect(first.convert(CGPoint(x: 100, y: 200), to: second) == .zero)
        #expect(
            v1.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: v2)
                == CGRect(x: -110, y: -210, width: 50, height: 50))
        #expect(
            v2.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: v1)
                == CGRect(x: 110, y: 210, width: 10, height: 10))
    }

    @Test("behaviour 1.1: a view in a second window with a transform converts through the screen and back")
    func twoWindowsWithTransforms() {
        let app = UIApplication()
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let second = UIWindow(frame: CGRect(x: 50, y: 60, width: 200, height: 200), application: app)
        let v1 = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        let v2 = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))  // centre (70, 70), screen (120, 130)
        first.addSubview(v1)
        second.addSubview(v2)
        v2.transform = CGAffineTransform(rotationAngle: .pi / 2)

        // v1 (20, 0) is screen (120, 100): 30 above v2's centre on screen. Unrotating (0, -30) by -90°
        // gives (-30, 0), so v2 local (50 - 30, 50).
        #expect(isClose(v1.convert(CGPoint(x: 20, y: 0), to: v2), CGPoint(x: 20, y: 50)))
        #expect(isClose(v2.convert(CGPoint(x: 20, y: 50), to: v1), CGPoint(x: 20, y: 0)))
        #expect(isClose(v2.convert(CGPoint(x: 50, y: 50), to: v1), CGPoint(x: 20, y: 30)))
    }

    // MARK: Touch locations

    @Test(
        "behaviour 2.1: location(in:) and previousLocation(in:) of a real drag over a rotated view with a bounds origin"
    )
    func touchLocationInRotatedView() {
        let scene = TestScene(withRootView: false), window = scene.window
        let view = RecordingView(frame: .zero)
        view.bounds = CGRect(x: 10, y: 20, width: 100, height: 100)  // anchor (60, 70)
        view.center = CGPoint(x: 160, y: 240)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(view)

        struct Sample {
            var method: RecordingView.Call.Method; var location, previous, inWindow, previousInWindow: CGPoint
        }
        var samples: [Sample] = []
        view.onCall = { method, touches, _ in
            guard let touch = touches.first else { return }
            samples.append(
                Sample(
                    method: method, location: touch.location(in: view),
                    previous: touch.previousLocation(in: view),
                    inWindow: touch.location(in: nil), previousInWindow: touch.previousLocation(in: nil)))
        }

        let touches = scene.touches
        let finger = touches.touchDown(at: CGPoint(x: 150, y: 230))
        touches.wait(0.02)
        touches.move(finger, to: CGPoint(x: 170, y: 250))
        touches.wait(0.02)
        touches.lift(finger)

        // Window -> view: subtract the centre, rotate by -90° ((x, y) -> (y, -x)), add the anchor (60, 70).
        // (150, 230): offset (-10, -10) -> (-10, 10) -> (50, 80).  (170, 250): offset (10, 10) -> (10, -10) -> (70, 60).
        #expect(samples.map(\.method) == [.began, .moved, .ended])
        guard samples.count == 3 else { return }
        #expect(isClose(samples[0].location, CGPoint(x: 50, y: 80)))
        #expect(isClose(samples[0].previous, CGPoint(x: 50, y: 80)))
        #expect(samples[0].inWindow == CGPoint(x: 150, y: 230))
        #expect(isClose(samples[1].location, CGPoint(x: 70, y: 60)))
        #expect(isClose(samples[1].previous, CGPoint(x: 50, y: 80)))
        #expect(samples[1].inWindow == CGPoint(x: 170, y: 250))
        #expect(samples[1].previousInWindow == CGPoint(x: 150, y: 230))
        #expect(isClose(samples[2].location, CGPoint(x: 70, y: 60)))
    }

    @Test(
        "behaviour 2.1: location(in:) of a scripted drag follows the finger into a rotated, offset view's coordinates")
    func scriptedDragLocations() {
        let scene = TestScene(withRootView: false), window = scene.window
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.bounds.origin = CGPoint(x: 0, y: 40)
        window.addSubview(container)
        // centre (160, 240) in container
        let view = RecordingView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        view.transform = CGAffineTransform(rotationAngle: .pi)
        container.addSubview(view)

        var locations: [CGPoint] = []
        var previous: [CGPoint] = []
        var windowLocations: [CGPoint] = []
        view.onCall = { _, touches, _ in
            guard let touch = touches.first else { return }
            locations.append(touch.location(in: view))
            previous.append(touch.previousLocation(in: view))
            windowLocations.append(touch.location(in: nil))
        }
        let touches = scene.touches
        touches.drag(from: CGPoint(x: 140, y: 180), to: CGPoint(x: 180, y: 220), duration: 0.2)

        #expect(view.methods.first == .began && view.methods.last == .ended)
        #expect(locations.count >= 3)
        // Window w is container (w.x, w.y + 40); minus the centre (160, 240), rotated by 180°, plus the
        // anchor (100, 100): view (260 - w.x, 300 - w.y).
        for (local, w) in zip(locations, windowLocations) {
            #expect(isClose(local, CGPoint(x: 260 - w.x, y: 300 - w.y)), "window \(w)")
        }
        // The end of the drag, window (180, 220), is view (80, 80); the start (140, 180) is view (120, 120).
        #expect(windowLocations.last == CGPoint(x: 180, y: 220))
        #expect(isClose(locations.last ?? .zero, CGPoint(x: 80, y: 80)))
        #expect(isClose(view.convert(CGPoint(x: 140, y: 180), from: nil), CGPoint(x: 120, y: 120)))
        // Every delivered previousLocation is the location of the delivery before it.
        for i in 1..<max(1, locations.count) {
            #expect(isClose(previous[i], locations[i - 1]), "delivery \(i)")
        }
        // Rotated by 180°: moving right and down on screen moves left and up in the view.
        #expect(zip(locations, locations.dropFirst()).allSatisfy { $1.x <= $0.x + 1e-9 && $1.y <= $0.y + 1e-9 })
    }
}
