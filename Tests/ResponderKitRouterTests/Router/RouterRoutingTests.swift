import Foundation
import ResponderKit
import ResponderKitRouter
import ResponderKitRouterTestSupport
import ResponderKitTesting
import Testing

// Behaviour 9, step 2: the system side (backboardd) decides which application an event goes to — touches to
// the one under the finger (the window server's context at that position), everything else to the
// focused application — and forwards it over IPC. In process, deterministic: RouterTestSupport.swift.

@MainActor
@Suite("Router: routing touches, keys and motion between applications (behaviour 9.2)")
struct RouterRoutingTests {
    @Test("9.2: a sequence goes to the application under its first contact, and every later contact of it follows")
    func routingByFirstContact() {
        let scene = RouterScene()
        let back = scene.launch(1, frames: [CGRect(x: 0, y: 0, width: 300, height: 480)])
        let front = scene.launch(2, frames: [CGRect(x: 200, y: 0, width: 200, height: 480)])
        #expect(scene.router.frontApplication == 2)

        // Only the back application's window is under (100, 100).
        scene.send(routerFrame(1.0, (1, 100, 100, .touching)))
        // A second finger lands where the front application's window is: it stays with the sequence.
        scene.send(routerFrame(1.1, (2, 250, 100, .touching)))
        scene.send(routerFrame(1.2, (1, 390, 100, .touching), (2, 260, 110, .touching)))
        scene.send(routerFrame(1.3, (1, 390, 100, .lifted), (2, 260, 110, .lifted)))
        #expect(back.methods == [.began, .began, .moved, .ended])
        #expect(back.views[0].calls.map(\.count) == [1, 1, 2, 2])
        #expect(front.methods.isEmpty)

        // The next sequence starts where both windows are: the front application's wins.
        scene.send(routerFrame(2.0, (3, 250, 100, .touching)))
        scene.send(routerFrame(2.1, (3, 50, 100, .lifted)))
        #expect(front.methods == [.began, .ended])
        #expect(back.methods.count == 4)
    }

    @Test("9.2: behind the front application, windows are hit by level, then by nearness to the front")
    func windowLevelsBehindTheFront() {
        let scene = RouterScene()
        let alert = scene.launch(1, frames: [CGRect(x: 0, y: 0, width: 400, height: 480)], levels: [.alert])
        let normal = scene.launch(2, frames: [CGRect(x: 0, y: 0, width: 400, height: 480)])
        let front = scene.launch(3, frames: [CGRect(x: 0, y: 0, width: 100, height: 100)])
        #expect(scene.router.applications.map(\.id) == [3, 2, 1])

        scene.send(routerFrame(1.0, (1, 50, 50, .touching)), routerFrame(1.05, (1, 50, 50, .lifted)))
        #expect(front.methods == [.began, .ended])  // the front application first, whatever the levels
        scene.send(routerFrame(2.0, (1, 200, 200, .touching)), routerFrame(2.05, (1, 200, 200, .lifted)))
        #expect(alert.methods == [.began, .ended])  // then the highest level, though app 2 is nearer the front
        #expect(normal.methods.isEmpty)
        // Hidden windows take nothing: hide the alert window and the same point reaches app 2.
        alert.windows[0].isHidden = true
        alert.endpoint.processIncoming()
        scene.send(routerFrame(3.0, (1, 200, 200, .touching)), routerFrame(3.05, (1, 200, 200, .lifted)))
        #expect(normal.methods == [.began, .ended])
        // Nowhere: a point outside every window reaches nobody.
        front.views[0].removeAllCalls()
        normal.views[0].removeAllCalls()
        scene.send(routerFrame(4.0, (1, 410, 490, .touching)), routerFrame(4.05, (1, 410, 490, .lifted)))
        #expect(front.methods.isEmpty && normal.methods.isEmpty)
    }

    @Test(
        "9.2: bringing another application to the front cancels the loser's touches; the rest of its sequence is dropped"
    )
    func frontSwitchCancelsTouches() {
        let scene = RouterScene()
        let other = scene.launch(1, frames: [CGRect(x: 0, y: 0, width: 400, height: 480)])
        let loser = scene.launch(2, frames: [CGRect(x: 0, y: 0, width: 400, height: 480)])
        #expect(loser.endpoint.isFront && !other.endpoint.isFront)

        scene.send(routerFrame(1.0, (1, 100, 100, .touching)))
        scene.send(routerFrame(1.1, (1, 120, 100, .touching)))
        scene.router.bringToFront(1)
        scene.deliver()
        #expect(loser.methods == [.began, .moved, .cancelled])
        #expect(other.endpoint.isFront && !loser.endpoint.isFront)
        #expect(scene.routerEvents.last == .frontApplicationChanged(1))

        scene.send(routerFrame(1.2, (1, 140, 100, .touching)))
        scene.send(routerFrame(1.3, (1, 140, 100, .lifted)))
        #expect(loser.methods.count == 3)
        #expect(other.methods.isEmpty)

        // A new sequence goes to the new front application.
        scene.send(routerFrame(2.0, (4, 100, 100, .touching)), routerFrame(2.1, (4, 100, 100, .lifted)))
        #expect(other.methods == [.began, .ended])
        // An application can ask for the front itself.
        loser.endpoint.requestFront()
        scene.deliver()
        #expect(scene.router.frontApplication == 2 && loser.endpoint.isFront)
    }

    @Test("9.2: keys, media keys and accelerometer samples go to the front application; a key-up follows its key-down")
    func keysMediaAndMotionGoToTheFront() {
        let scene = RouterScene()
        let back = scene.launch(1, frames: [CGRect(x: 0, y: 0, width: 400, height: 480)])
        let front = scene.launch(2, frames: [CGRect(x: 0, y: 0, width: 400, height: 480)])
        var samples: [AccelerometerSample] = []
        let subscription = front.application.startAccelerometerUpdates { samples.append($0) }
        defer { subscription.cancel() }

        scene.send(.key(KeyInput(timestamp: 1, keyCode: .keyboardA, transition: .down)))
        scene.send(.mediaKey(MediaKeyInput(timestamp: 1.1, command: .play)))
        scene.send(.accelerometer(AccelerometerSample(timestamp: 1.2, x: 0, y: -1, z: 0)))
        #expect(front.application.eventLog == ["presses began", "remoteControl 100"])
        #expect(samples.count == 1)
        #expect(back.application.eventLog.isEmpty)

        // The front changes while A is held: its key-up still goes where its key-down went.
        scene.router.bringToFront(1)
        scene.send(.key(KeyInput(timestamp: 2, keyCode: .keyboardA, transition: .up)))
        #expect(front.application.eventLog.last == "presses ended")
        scene.send(.key(KeyInput(timestamp: 3, keyCode: .keyboardB, transition: .down)))
        #expect(back.application.eventLog == ["presses began"])
    }

    @Test(
        "9.2: a swipe up from the bottom edge is the home gesture: the application's touches are cancelled and home is reported"
    )
    func homeGestureCancelsTouches() {
        let scene = RouterScene()
        let app = scene.launch(1, frames: [CGRect(x: 0, y: 0, width: 400, height: 480)])

        scene.send(routerFrame(1.0, (1, 200, 470, .touching)))  // within 20 pt of the bottom edge (480)
        scene.send(routerFrame(1.05, (1, 202, 430, .touching)))  // 40 pt up: not yet
        #expect(app.methods == [.began, .moved])
        scene.send(routerFrame(1.1, (1, 205, 385, .touching)))  // 85 pt up, 5 pt sideways: home
        #expect(app.methods == [.began, .moved, .cancelled])
        #expect(scene.routerEvents.contains(.systemGesture(name: "home", timestamp: 1.1)))
        #expect(app.gestures == ["home"])
        scene.send(routerFrame(1.2, (1, 205, 300, .touching)), routerFrame(1.3, (1, 205, 300, .lifted)))
        #expect(app.methods.count == 3)

        // Not home: starting above the edge band, too slow, or mostly sideways. The application keeps those.
        for (index, path) in [
            [(200.0, 455.0), (200.0, 300.0)], [(200.0, 470.0), (200.0, 460.0), (200.0, 300.0)],
            [(100.0, 470.0), (300.0, 380.0)],
        ].enumerated() {
            app.views[0].removeAllCalls()
            let start = 10.0 * Double(index + 2)
            for (step, point) in path.enumerated() {
                let time = start + (index == 1 ? 1.2 : 0.05) * Double(step)
                scene.send(routerFrame(time, (1, point.0, point.1, .touching)))
            }
            scene.send(routerFrame(start + 3, (1, 0, 0, .lifted)))
            #expect(app.methods.first == .began && app.methods.last == .ended, "path \(index)")
        }
        #expect(app.gestures == ["home"])
    }
}
