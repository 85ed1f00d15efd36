import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("UITouch properties (behaviour 2.1, behaviour 11)")
struct TouchPropertiesTests {
    @Test("behaviour 11: tapCount grows for taps within 0.35 s and 45 pt, and restarts otherwise")
    func tapCount() {
        let scene = TestScene(), view = scene.rootView, touches = scene.touches
        scene.rootView.isMultipleTouchEnabled = true
        var counts: [Int] = []
        view.onCall = { method, set, _ in if method == .began { counts += set.map(\.tapCount) } }
        touches.tapInterval = 0.2
        touches.tap(at: CGPoint(x: 100, y: 100), count: 3)
        touches.wait(0.5)
        touches.tap(at: CGPoint(x: 100, y: 100))
        touches.wait(0.1)
        touches.tap(at: CGPoint(x: 200, y: 200))  // 141 pt away
        touches.wait(0.1)
        touches.tap(at: CGPoint(x: 230, y: 200))  // 30 pt away
        #expect(counts == [1, 2, 3, 1, 1, 2])
    }

    @Test(
        "behaviour 11: a tap in another window at the same spot restarts tapCount (docs/decisions.md, \"Tap counts stay in one window\")"
    )
    func tapCountStaysInOneWindow() {
        let scene = TestScene()
        var counts: [Int] = []
        scene.rootView.onCall = { method, set, _ in if method == .began { counts += set.map(\.tapCount) } }
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        scene.window.isHidden = true
        let front = UIWindow(frame: scene.window.frame, application: scene.application)
        let frontView = RecordingView(frame: front.bounds)
        front.addSubview(frontView)
        front.makeKeyAndVisible()
        frontView.onCall = { method, set, _ in if method == .began { counts += set.map(\.tapCount) } }
        scene.touches.wait(0.1)
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        scene.touches.wait(0.1)
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(counts == [1, 1, 2])
    }

    @Test("behaviour 11: an interval just over 0.35 s restarts tapCount")
    func tapCountIntervalBoundary() {
        let scene = TestScene(), view = scene.rootView, touches = scene.touches
        scene.rootView.isMultipleTouchEnabled = true
        var counts: [Int] = []
        view.onCall = { method, set, _ in if method == .began { counts += set.map(\.tapCount) } }
        touches.tapInterval = 0.36
        touches.tap(at: CGPoint(x: 100, y: 100), count: 2)
        touches.tapInterval = 0.34
        touches.wait(1)
        touches.tap(at: CGPoint(x: 100, y: 100), count: 2)
        #expect(counts == [1, 1, 1, 2])
    }

    @Test("behaviour 2.1: timestamp is the application clock's time of the last change")
    func timestamps() {
        let scene = TestScene(), app = scene.application, view = scene.rootView, touches = scene.touches
        scene.rootView.isMultipleTouchEnabled = true
        var stamps: [TimeInterval] = []
        view.onCall = { _, set, event in
            stamps.append(set.first!.timestamp)
            #expect(event?.timestamp == set.first!.timestamp)
        }
        touches.wait(1)
        let finger = touches.touchDown(at: CGPoint(x: 10, y: 10))
        touches.wait(0.25)
        touches.lift(finger)
        #expect(stamps == [1, 1.25])
        #expect(app.clock.now == 1.25)
    }

    @Test("behaviour 2.1: force, maximumPossibleForce, majorRadius, type, altitude and azimuth come from the device")
    func deviceProperties() {
        let scene = TestScene(), app = scene.application, window = scene.window, view = scene.rootView,
            touches = scene.touches
        scene.rootView.isMultipleTouchEnabled = true
        var seen: UITouch?
        view.onCall = { method, set, _ in if method == .began { seen = set.first } }
        touches.send([
            TouchContact(
                id: 7, location: CGPoint(x: 40, y: 40), force: 2.5, maximumPossibleForce: 4.17,
                majorRadius: 8, majorRadiusTolerance: 1.5, type: .pencil,
                altitudeAngle: 0.5, azimuthAngle: .pi / 2)
        ])
        #expect(seen?.force == 2.5)
        #expect(seen?.maximumPossibleForce == 4.17)
        #expect(seen?.majorRadius == 8)
        #expect(seen?.majorRadiusTolerance == 1.5)
        #expect(seen?.type == .pencil)
        #expect(seen?.altitudeAngle == 0.5)
        #expect(abs((seen?.azimuthAngle(in: nil) ?? 0) - .pi / 2) < 1e-9)
        // In a view rotated by 90°, the azimuth is 90° less.
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(rotated)
        let vector = seen!.azimuthUnitVector(in: rotated)
        #expect(abs(vector.dx - 1) < 1e-9 && abs(vector.dy) < 1e-9)
        _ = app
    }

    @Test("behaviour 2.1: location is rounded to the pixel grid while preciseLocation keeps full precision")
    func preciseLocation() {
        let scene = TestScene(), app = scene.application, view = scene.rootView, touches = scene.touches
        scene.rootView.isMultipleTouchEnabled = true
        #expect(app.screenScale == 2)
        var seen: UITouch?
        view.onCall = { method, set, _ in if method == .began { seen = set.first } }
        touches.touchDown(at: CGPoint(x: 10.3, y: 20.8))
        #expect(seen?.location(in: view) == CGPoint(x: 10.5, y: 21))
        #expect(seen?.preciseLocation(in: view) == CGPoint(x: 10.3, y: 20.8))
    }

    @Test(
        "behaviour 2.1: a touch whose rounded location is inside a view hits it though its precise location is outside")
    func hitTestingUsesRoundedLocation() {
        let scene = TestScene(), app = scene.application, window = scene.window, touches = scene.touches
        scene.rootView.isMultipleTouchEnabled = true
        let small = RecordingView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        window.addSubview(small)
        touches.tap(at: CGPoint(x: 99.8, y: 110))
        #expect(small.methods == [.began, .ended])
        _ = app
    }

    @Test("behaviour 2.2: samples between two display frames arrive in one delivery as coalescedTouches")
    func coalescedTouches() throws {
        let scene = TestScene(), app = scene.application, view = scene.rootView, touches = scene.touches
        scene.rootView.isMultipleTouchEnabled = true
        var coalesced: [[CGPoint]] = []
        var predictedCounts: [Int] = []
        var sameObject = true
        view.onCall = { method, set, event in
            guard method == .moved, let touch = set.first, let event else { return }
            let samples = event.coalescedTouches(for: touch) ?? []
            coalesced.append(samples.map { $0.preciseLocation(in: nil) })
            sameObject = sameObject && samples.allSatisfy { $0 !== touch }
            #expect(samples.last?.timestamp == touch.timestamp)
            predictedCounts.append(event.predictedTouches(for: touch)?.count ?? -1)
        }
        // A 240 Hz digitizer, 60 Hz display: four samples per frame.
        touches.sampleRate = 240
        touches.drag(from: CGPoint(x: 0, y: 100), to: CGPoint(x: 96, y: 100), duration: 0.1)
        #expect(app.displayFrameInterval == 1.0 / 60.0)
        let moved = coalesced.filter { !$0.isEmpty }
        #expect(moved.count < 24)
        #expect(moved.contains { $0.count >= 3 })
        // Every sample is delivered exactly once, in order.
        let xs = moved.flatMap { $0.map(\.x) }
        #expect(xs == xs.sorted())
        #expect(Set(xs).count == xs.count)
        #expect(sameObject)
        #expect(predictedCounts.contains { $0 > 0 })
    }

    @Test("behaviour 2.2: with coalescing off every sample is its own delivery; coalescedTouches holds one copy")
    func coalescingOff() {
        let scene = TestScene(), app = scene.application, view = scene.rootView, touches = scene.touches
        scene.rootView.isMultipleTouchEnabled = true
        app.displayFrameInterval = 0
        var sizes: [Int] = []
        view.onCall = { method, set, event in
            if method == .moved { sizes.append(event?.coalescedTouches(for: set.first!)?.count ?? 0) }
        }
        touches.sampleRate = 240
        touches.drag(from: CGPoint(x: 0, y: 100), to: CGPoint(x: 96, y: 100), duration: 0.1)
        #expect(sizes.count == 24, "\(view.methods)")
        #expect(sizes.allSatisfy { $0 == 1 })
    }

    @Test("behaviour 2.2: coalescedTouches and predictedTouches return nil for a touch not in the event")
    func coalescedForForeignTouch() {
        let scene = TestScene(), view = scene.rootView, touches = scene.touches
        scene.rootView.isMultipleTouchEnabled = true
        var first: UITouch?
        var results: [Bool] = []
        view.onCall = { method, set, event in
            if first == nil { first = set.first; return }
            guard method == .began, let event, let old = first else { return }
            results.append(event.coalescedTouches(for: old) == nil)
            results.append(event.predictedTouches(for: old) == nil)
        }
        touches.tap(at: CGPoint(x: 10, y: 10))
        touches.wait(1)
        touches.tap(at: CGPoint(x: 10, y: 10))
        #expect(results == [true, true])
    }

    @Test("behaviour 2.1: estimated properties are updated later through touchesEstimatedPropertiesUpdated")
    func estimatedProperties() {
        let scene = TestScene(), app = scene.application, view = scene.rootView, touches = scene.touches
        scene.rootView.isMultipleTouchEnabled = true
        var touch: UITouch?
        view.onCall = { method, set, _ in if method == .began { touch = set.first } }
        touches.send([
            TouchContact(
                id: 1, location: CGPoint(x: 50, y: 50), force: 0.5, type: .pencil,
                estimatedProperties: [.force], estimatedPropertiesExpectingUpdates: [.force],
                estimationUpdateIndex: 42)
        ])
        #expect(touch?.estimatedProperties == [.force])
        #expect(touch?.estimatedPropertiesExpectingUpdates == [.force])
        #expect(touch?.estimationUpdateIndex?.intValue == 42)
        app.enqueue(
            .estimatedPropertiesUpdate(
                EstimatedPropertiesUpdate(
                    timestamp: app.clock.now + 0.01,
                    estimationUpdateIndex: 42, force: 1.75)))
        app.advance(by: 0.02)
        #expect(view.methods == [.began, .estimatedPropertiesUpdated])
        #expect(touch?.force == 1.75)
        #expect(touch?.estimatedProperties == [])
        #expect(touch?.estimatedPropertiesExpectingUpdates == [])
    }
}

@MainActor
@Suite("Run loop and clock (behaviour 9, behaviour 11 Time)")
struct RunLoopTests {
    @Test("behaviour 11: input waits in the FIFO queue until the run loop runs")
    func queueIsFIFO() {
        let scene = TestScene(), app = scene.application, view = scene.rootView
        scene.rootView.isMultipleTouchEnabled = true
        app.enqueue(
            .digitizer(DigitizerFrame(timestamp: 0.1, contacts: [TouchContact(id: 1, location: CGPoint(x: 5, y: 5))])))
        app.enqueue(
            .digitizer(
                DigitizerFrame(
                    timestamp: 0.2, contacts: [TouchContact(id: 1, location: CGPoint(x: 5, y: 5), state: .lifted)])))
        #expect(app.hasPendingInput)
        #expect(view.calls.isEmpty)
        app.runUntilIdle()
        #expect(view.methods == [.began, .ended])
        #expect(app.clock.now == 0.2)
        #expect(!app.hasPendingInput)
    }

    @Test("behaviour 11: timers fire in timestamp order with the queued input")
    func timersInterleaveWithInput() {
        let scene = TestScene(), app = scene.application, view = scene.rootView
        scene.rootView.isMultipleTouchEnabled = true
        var order: [String] = []
        view.onCall = { method, _, event in order.append("\(method)@\(event!.timestamp)") }
        app.scheduleTimer(at: 0.15) { order.append("timer@\(app.clock.now)") }
        app.scheduleTimer(at: 0.05) { order.append("early@\(app.clock.now)") }
        let cancelled = app.scheduleTimer(at: 0.12) { order.append("cancelled") }
        cancelled.invalidate()
        app.enqueue(
            .digitizer(DigitizerFrame(timestamp: 0.1, contacts: [TouchContact(id: 1, location: CGPoint(x: 5, y: 5))])))
        app.enqueue(
            .digitizer(
                DigitizerFrame(
                    timestamp: 0.2, contacts: [TouchContact(id: 1, location: CGPoint(x: 5, y: 5), state: .lifted)])))
        app.run(until: 0.3)
        #expect(order == ["early@0.05", "began@0.1", "timer@0.15", "ended@0.2"])
        #expect(app.clock.now == 0.3)
        #expect(!cancelled.isValid)
    }

    @Test("behaviour 11: a timer due at the same time as input fires first; timers scheduled from timers run in order")
    func timerTies() {
        let scene = TestScene(), app = scene.application, view = scene.rootView
        scene.rootView.isMultipleTouchEnabled = true
        var order: [String] = []
        view.onCall = { method, _, _ in order.append("\(method)") }
        app.scheduleTimer(at: 0.1) {
            order.append("timer")
            app.scheduleTimer(at: 0.1) { order.append("nested") }
        }
        app.enqueue(
            .digitizer(DigitizerFrame(timestamp: 0.1, contacts: [TouchContact(id: 1, location: CGPoint(x: 5, y: 5))])))
        app.runUntilIdle()
        #expect(order == ["timer", "nested", "began"])
    }

    @Test("behaviour 11: the virtual clock moves only with the run loop and never goes back")
    func virtualClock() {
        let clock = VirtualClock(start: 10)
        let app = UIApplication(clock: clock)
        #expect(app.clock.now == 10)
        app.advance(by: 0.5)
        #expect(clock.now == 10.5)
        clock.advance(to: 3)
        #expect(clock.now == 10.5)
        #expect(app.nextTimerDeadline == nil)
        app.scheduleTimer(at: 11) {}
        #expect(app.nextTimerDeadline == 11)
    }

    @Test("behaviour 11: the monotonic clock is monotonic")
    func monotonicClock() {
        let clock = MonotonicClock()
        let a = clock.now
        let b = clock.now
        #expect(b >= a)
        #expect(a > 0)
    }

    @Test("behaviour 9: a scripted three-second long press takes no real time on the virtual clock")
    func longScriptIsInstant() {
        let scene = TestScene(), app = scene.application, view = scene.rootView, touches = scene.touches
        scene.rootView.isMultipleTouchEnabled = true
        let start = Date()
        touches.longPress(at: CGPoint(x: 10, y: 10), duration: 3)
        #expect(view.methods == [.began, .ended])
        #expect(app.clock.now == 3)
        #expect(Date().timeIntervalSince(start) < 1)
    }
}

@MainActor
@Suite("Input from outside never crashes the dispatch (behaviour 9)")
struct HostileInputTests {
    @Test("behaviour 9: huge, infinite and NaN coordinates and timestamps are dispatched without a crash")
    func hostileValues() {
        let scene = TestScene(), app = scene.application, window = scene.window, view = scene.rootView
        scene.rootView.isMultipleTouchEnabled = true
        app.dispatchLog = DispatchLog()
        window.dispatchLog = DispatchLog()
        view.addGestureRecognizer(UITapGestureRecognizer())
        view.addGestureRecognizer(UIPanGestureRecognizer())
        let values: [CGFloat] = [1e19, -1e19, .infinity, -.infinity, .nan, 5]
        for (index, value) in values.enumerated() {
            app.enqueue(
                .digitizer(
                    DigitizerFrame(
                        timestamp: Double(index),
                        contacts: [
                            TouchContact(id: 1, location: CGPoint(x: 10, y: 10))
                        ])))
            app.enqueue(
                .digitizer(
                    DigitizerFrame(
                        timestamp: index % 2 == 0 ? .nan : 1e300,
                        contacts: [
                            TouchContact(id: 1, location: CGPoint(x: value, y: value))
                        ])))
            app.enqueue(
                .digitizer(
                    DigitizerFrame(
                        timestamp: Double(index) + 0.5,
                        contacts: [
                            TouchContact(id: 1, location: CGPoint(x: value, y: 10), state: .lifted)
                        ])))
            app.runUntilIdle()
        }
        #expect(
            view.methods.filter { $0 == .began }.count == view.methods.filter { $0 == .ended || $0 == .cancelled }.count
        )
        #expect(!app.dispatchLog!.lines.isEmpty)
    }
}
