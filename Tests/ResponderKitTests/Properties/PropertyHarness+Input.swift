import Foundation
import ResponderKit
import ResponderKitTesting

// Input: multi-frame gestures, the hovering pointer and single contacts, on the virtual clock.
extension PropertyHarness {
    /// Plays a multi-frame gesture with new fingers (see ``InputStep/Action/gesture(kind:x:y:size:)``),
    /// running the loop after each frame so that reactions happen in between.
    func perform(gesture kind: Int, at point: CGPoint, size: CGFloat) {
        if kind == 7 { return hover(from: point, size: size) }
        let free = (0..<5).filter { fingers[$0] == nil }
        let fingerCount = kind == 3 || kind == 4 ? 2 : 1
        guard free.count >= fingerCount else { return }
        let used = Array(free.prefix(fingerCount))
        func frame(_ positions: [CGPoint], after delay: TimeInterval, lifting: Bool = false) {
            time += delay
            for (finger, position) in zip(used, positions) {
                fingers[finger] = position
                enqueue(finger, state: lifting ? .lifted : .touching)
                if lifting { fingers[finger] = nil }
            }
            app.run(until: time)
        }
        let d = 20 + size * 2  // 20...146 pt
        switch kind {
        case 0:  // tap
            frame([point], after: 0.005)
            frame([point], after: 0.06, lifting: true)
        case 1:  // drag
            frame([point], after: 0.005)
            for step in 1...6 {
                frame([CGPoint(x: point.x + d * CGFloat(step) / 6, y: point.y + CGFloat(step) * 3)], after: 0.016)
            }
        case 2:  // hold
            frame([point], after: 0.005)
            time += 0.6
            app.run(until: time)
            frame([CGPoint(x: point.x + 2, y: point.y + 1)], after: 0.016)
        case 3:  // pinch
            frame([CGPoint(x: point.x - 20, y: point.y), CGPoint(x: point.x + 20, y: point.y)], after: 0.005)
            for step in 1...6 {
                let spread = 20 + d * CGFloat(step) / 6
                frame(
                    [CGPoint(x: point.x - spread, y: point.y), CGPoint(x: point.x + spread, y: point.y)], after: 0.016)
            }
        case 4:  // rotation
            frame([CGPoint(x: point.x - 40, y: point.y), CGPoint(x: point.x + 40, y: point.y)], after: 0.005)
            for step in 1...6 {
                let angle = CGFloat(step) * 0.12
                frame(
                    [
                        CGPoint(x: point.x - 40 * cos(angle), y: point.y - 40 * sin(angle)),
                        CGPoint(x: point.x + 40 * cos(angle), y: point.y + 40 * sin(angle)),
                    ], after: 0.016)
            }
        case 5:  // swipe
            frame([point], after: 0.005)
            for step in 1...4 { frame([CGPoint(x: point.x + (d + 60) * CGFloat(step) / 4, y: point.y)], after: 0.016) }
            frame([CGPoint(x: point.x + d + 60, y: point.y)], after: 0.016, lifting: true)
        default:  // from the left edge
            let start = CGPoint(x: 2, y: point.y)
            frame([start], after: 0.005)
            for step in 1...6 { frame([CGPoint(x: start.x + d * CGFloat(step) / 6, y: start.y)], after: 0.016) }
        }
        if Int(size) % 2 == 0, used.contains(where: { fingers[$0] != nil }) {
            frame(used.map { fingers[$0] ?? point }, after: 0.016, lifting: true)
        }
    }

    /// The pointer (contact 9, an indirect pointer) hovers along a path; it leaves when `size` is even.
    func hover(from point: CGPoint, size: CGFloat) {
        for step in 0...5 {
            time += 0.016
            let at = CGPoint(x: point.x + size * CGFloat(step), y: point.y + size * CGFloat(step) / 2)
            pointer = at
            app.enqueue(
                .digitizer(
                    DigitizerFrame(
                        timestamp: time,
                        contacts: [
                            TouchContact(id: 9, location: at, state: .hovering, type: .indirectPointer)
                        ])))
            app.run(until: time)
        }
        if Int(size) % 2 == 0 { pointerLeaves() }
    }

    func pointerLeaves() {
        guard let at = pointer else { return }
        time += 0.016
        app.enqueue(
            .digitizer(
                DigitizerFrame(
                    timestamp: time,
                    contacts: [
                        TouchContact(id: 9, location: at, state: .lifted, type: .indirectPointer)
                    ])))
        pointer = nil
        app.run(until: time)
    }

    /// Lifts every finger, becomes active again, and lets every deadline pass.
    func finish() {
        time += 0.01
        for finger in fingers.keys.sorted() { enqueue(finger, state: .lifted) }
        fingers.removeAll()
        app.run(until: time)
        pointerLeaves()
        app.becomeActive()
        while app.isIgnoringInteractionEvents { app.endIgnoringInteractionEvents() }
        time += 3
        app.run(until: time)
        checkSettled(atEnd: true)
    }

    func tearDown() {
        for window in windows { window.isHidden = true }
        app.dispatchLog = nil
        log.onRecord = nil
        touchesSeen.removeAll()
        builtInRecognizers.removeAll()
        buttons.removeAll()
        windows.removeAll()
        views.removeAll()
        recognizers.removeAll()
        delegates.removeAll()
    }

    func enqueue(_ finger: Int, state: TouchContact.State) {
        guard let location = fingers[finger] else { return }
        app.enqueue(
            .digitizer(
                DigitizerFrame(timestamp: time, contacts: [TouchContact(id: finger, location: location, state: state)]))
        )
    }

    // MARK: Building blocks

    func nextName(_ prefix: String) -> String {
        nameCounter += 1
        return "\(prefix)\(nameCounter)"
    }
}
