import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import ResponderKitReplay
import Testing

/// Touchpad and mouse recordings replayed through the ``Replayer`` (docs/decisions.md, "Replaying touchpads
/// and mice as a pointer") go through ``PointerDeviceTranslator`` and reach the application as pointer
/// input (behaviour 12): clicks are touches at the pointer, hit-tested like any touch; scrolls scroll the
/// scene's scroll view; nothing is lost or left open. What each recording really holds is documented in
/// Tests/ResponderKitInputTests/Pointer/PointerRecordingTests.swift.
@Suite("Replaying touchpads and mice as a pointer (behaviour 12)")
@MainActor
struct ReplayPointerTests {
    nonisolated private static let alps = "AlpsPS2 ALPS GlidePoint"
    nonisolated private static let synaptics = "SynPS2 Synaptics TouchPad.desc"
    nonisolated private static let hp = "SynPS2 Synaptics TouchPad.hp8470p.desc"

    private func replay(_ folder: String, _ file: String, description: String? = nil, direct: Bool = false) throws
        -> ReplayReport
    {
        try RealDeviceCorpus.replay(folder, file, description: description, direct: direct)
    }

    /// Nothing lost, nothing left open (every click released, every continuous scroll ended), the
    /// pointer on the screen.
    private func expectClean(_ report: ReplayReport, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let pointer = try #require(report.pointer, "not replayed as a pointer", sourceLocation: sourceLocation)
        #expect(report.summary.lostContacts == 0, "lost: \(report.summary.lossText)", sourceLocation: sourceLocation)
        #expect(!pointer.hasUnfinished, "\(pointer.lines)", sourceLocation: sourceLocation)
        #expect(pointer.path.allSatisfy { report.screen.contains($0.point) }, sourceLocation: sourceLocation)
        #expect(pointer.clicks.allSatisfy { $0.view != nil }, "a click reached no view", sourceLocation: sourceLocation)
        #expect(
            report.trails.isEmpty, "a touchpad is not stretched as a touchscreen any more",
            sourceLocation: sourceLocation)
    }

    @Test(
        "behaviour 12.2: a one-finger tap is one primary click that reaches the view and its tap recognizer",
        arguments: ["\(alps).single-tap.events", "AlpsPS2-ALPS-DualPoint-TouchPad-non-MT.tap.events"])
    func singleTap(file: String) throws {
        let report = try replay("touchpads", file)
        try expectClean(report)
        let pointer = try #require(report.pointer)
        #expect(pointer.device == .trackpad)
        #expect(pointer.clicks.map(\.buttonName) == ["primary"], "\(pointer.lines)")
        #expect(pointer.clicks.first?.view == "gestureView")
        #expect(report.summary.count(.tap) == 1, "\(report.lines())")
    }

    @Test(
        "behaviour 12.2, both replay paths: a double tap is two primary clicks on the view", arguments: [false, true])
    func doubleTap(direct: Bool) throws {
        let report = try replay("touchpads", "\(Self.alps).double-tap.events", direct: direct)
        try expectClean(report)
        #expect(report.pointer?.clicks.map(\.buttonName) == ["primary", "primary"])
    }

    @Test(
        "behaviour 12.2: a two-finger tap, and a two-finger press of a clickpad, are one secondary click",
        arguments: ["CyPS2 Cypress Trackpad.two_finger_tap.events", "CyPS2 Cypress Trackpad.two_finger_press.events"])
    func secondaryClick(file: String) throws {
        let report = try replay("touchpads", file)
        try expectClean(report)
        #expect(report.pointer?.clicks.map(\.buttonName) == ["secondary"])
        #expect(report.lines().contains { $0.contains("secondary click at") && $0.contains("on gestureView") })
    }

    @Test("behaviour 12.2: a three-finger tap is a middle click")
    func middleClick() throws {
        let report = try replay("touchpads", "CyPS2 Cypress Trackpad.three_finger_tap.events")
        try expectClean(report)
        #expect(report.pointer?.clicks.map(\.buttonName) == ["middle"])
    }

    @Test(
        "behaviour 12.3: a two-finger vertical scroll is one continuous scroll that scrolls the scroll view vertically")
    func twoFingerScroll() throws {
        let report = try replay(
            "touchpads", "SynPS2 Synaptics TouchPad.two-finger-vert-scroll.events", description: Self.synaptics)
        try expectClean(report)
        let pointer = try #require(report.pointer)
        let scrolls = pointer.scrolls
        #expect(
            scrolls.count == 1 && scrolls.allSatisfy { $0.kind == .continuous && $0.isVertical && $0.end != nil },
            "\(pointer.lines)")
        // The fingers go down then up (most of it cancels out) and drift a little sideways: the scroll
        // travels mostly vertically, and the scroll view ends up moved, more vertically than sideways.
        #expect(scrolls.allSatisfy { $0.distance.dy > 100 && $0.distance.dy > 5 * $0.distance.dx })
        #expect(
            pointer.scrolledBy.dy != 0 && abs(pointer.scrolledBy.dy) > abs(pointer.scrolledBy.dx), "\(pointer.lines)")
        #expect(pointer.clicks.isEmpty)
        // The pad reports no resolution: libinput's default size is assumed, and the report says so.
        #expect(pointer.warnings.contains { $0.contains("reports no resolution") })
        #expect(report.lines().contains { $0.hasPrefix("  warning: X reports no resolution") })
    }

    @Test("behaviour 12.3: the scroll mouse's wheel gives discrete scrolls both ways, which scroll the scroll view")
    func scrollMouse() throws {
        let report = try replay(
            "mice", "IBM ScrollPoint MO18B.scroll.events", description: "IBM ScrollPoint MO18B.desc")
        try expectClean(report)
        let pointer = try #require(report.pointer)
        #expect(pointer.device == .mouse)
        #expect(!pointer.scrolls.isEmpty && pointer.scrolls.allSatisfy { $0.kind == .discrete && $0.steps == 1 })
        #expect(Set(pointer.scrolls.map(\.direction)) == ["down", "up"], "\(pointer.lines)")
        #expect(pointer.scrolledBy.dx == 0 && pointer.statistics.unclaimedScrollSteps == 0)
    }

    @Test("behaviour 12.1: one finger moving left moves the pointer left, with no click and no scroll")
    func leftMove() throws {
        let report = try replay("touchpads", "SynPS2 Synaptics TouchPad.leftmove.events", description: Self.synaptics)
        try expectClean(report)
        let pointer = try #require(report.pointer)
        #expect(pointer.travel.dx < -50 && abs(pointer.travel.dy) < abs(pointer.travel.dx) / 2, "\(pointer.lines)")
        #expect(pointer.clicks.isEmpty && pointer.scrolls.isEmpty)
    }

    @Test("behaviour 12.2: the touch mouse's buttons give primary and secondary clicks, each on a view")
    func touchMouse() throws {
        let report = try replay("mice", "Ultrathin Touch Mouse.events")
        try expectClean(report)
        let names = Set(report.pointer?.clicks.map(\.buttonName) ?? [])
        #expect(names.contains("primary") && names.contains("secondary"), "\(names)")
    }

    @Test(
        "docs/input-devices.md (touchpads): every touchpad and mouse recording replays with nothing lost or left open",
        arguments: [
            ("touchpads", "\(alps).2-finger-tap.events", nil),
            ("touchpads", "\(alps).right-edge-scroll.events", "\(alps).desc"),
            ("touchpads", "AlpsPS2-ALPS-DualPoint-TouchPad-non-MT.doubletap.events", nil),
            ("touchpads", "bcm5974.three-finger-click.events", nil),
            ("touchpads", "SynPS2 Synaptics TouchPad.hp8470p.edge-scroll-horizontal.events", hp),
            ("touchpads", "SynPS2 Synaptics TouchPad.hp8470p.edge-scroll-vertical.events", hp),
            ("touchpads", "SynPS2 Synaptics TouchPad.hp8470p.two-finger-scroll-horizontal.events", hp),
            ("touchpads", "SynPS2 Synaptics TouchPad.hp8470p.two-finger-scroll-vertical.events", hp),
            ("touchpads", "SynPS2 Synaptics TouchPad.button-rpress.events", synaptics),
        ] as [(String, String, String?)])
    func nothingLostOrLeftOpen(folder: String, file: String, description: String?) throws {
        for direct in [false, true] {
            let report = try replay(folder, file, description: description, direct: direct)
            try expectClean(report)
            #expect(report.summary.pointerText != nil)
        }
    }

    @Test("docs/cli.md (touchpads and mice): explain names the device and the event type of each click and scroll")
    func explanation() throws {
        let source = try ReplaySource.load(
            path: RealDeviceCorpus.path("touchpads", "CyPS2 Cypress Trackpad.two_finger_tap.events"))
        let explanation = Replayer(source: source).explain()
        #expect(explanation.sequences.isEmpty)
        #expect(explanation.pointerEvents.count == 1)
        let lines = explanation.lines
        #expect(
            lines.contains { $0.hasPrefix("Click 1 (trackpad, touches) at ") && $0.contains(" s: secondary click at") })
        #expect(lines.contains { $0.contains("The device drives a pointer (touchpad (clickpad): a pointer)") })
        #expect(
            explanation.pointerEvents.first?.records.contains { record in
                if case .touchBegan(_, "gestureView", _, _, _) = record.entry { true } else { false }
            } == true)

        let scroll = try ReplaySource.load(
            path: RealDeviceCorpus.path("touchpads", "SynPS2 Synaptics TouchPad.two-finger-vert-scroll.events"),
            options: ReplayOptions(descriptionPath: RealDeviceCorpus.path("touchpads", Self.synaptics)))
        let scrollLines = Replayer(source: scroll).explain().lines
        #expect(
            scrollLines.contains {
                $0.hasPrefix("Scroll 1 (trackpad, scroll) at ") && $0.contains(" s: continuous scroll")
            })
    }

    @Test(
        "docs/cli.md (touchpads and mice): the SVG draws the pointer's path, a primary click, a distinct secondary click and scroll arrows"
    )
    func svg() throws {
        let mouse = ReplaySVGRenderer().render(try replay("mice", "Ultrathin Touch Mouse.events"))
        #expect(mouse.contains("class=\"pointer-path\""))
        #expect(mouse.contains("class=\"click click-primary\"") && mouse.contains("class=\"click click-secondary\""))
        let wheel = ReplaySVGRenderer().render(
            try replay("mice", "IBM ScrollPoint MO18B.scroll.events", description: "IBM ScrollPoint MO18B.desc"))
        #expect(wheel.contains("class=\"scroll scroll-discrete\""))
        // A touchscreen's drawing has no pointer layer.
        #expect(!ReplaySVGRenderer().render(ReplaySupport.standardReport).contains("id=\"pointer\""))
    }

    @Test(
        "behaviour 12.4 and 12.5: a two-finger pinch reaches the pinch recognizer (compatibility touches); a three-finger swipe is reported, not delivered",
        arguments: [false, true])
    func pinchAndSystemSwipe(direct: Bool) throws {
        var stream = EvdevStream(start: 0.99)
        stream.frame {
            $0.down(slot: 0, id: 1, x: 400, y: 300); $0.down(slot: 1, id: 2, x: 600, y: 300);
            $0.key(EvdevCode.BTN_TOOL_DOUBLETAP, 1)
        }
        for index in 1...10 {
            stream.frame(after: 0.01) {
                $0.move(slot: 0, x: 400 - Int32(index) * 10); $0.move(slot: 1, x: 600 + Int32(index) * 10)
            }
        }
        stream.frame(after: 0.01) {
            $0.lift(slot: 0); $0.lift(slot: 1); $0.key(EvdevCode.BTN_TOOL_DOUBLETAP, 0)
        }
        stream.time += 0.49
        stream.threeFingerSwipeLeft(firstID: 3)
        let recording = Recording(device: TestPads.touchpad(), events: stream.events)
        let replayer = Replayer(source: ReplaySource(recording: recording, file: "pinch-swipe.evemu"))
        replayer.bypassesRouter = direct
        let report = replayer.run()
        try expectClean(report)
        let pointer = try #require(report.pointer)
        #expect(pointer.transforms.count == 1 && abs(pointer.transforms[0].scale - 2) < 0.01, "\(pointer.lines)")
        #expect(report.summary.count(.pinch) == 1, "\(report.lines())")
        #expect(pointer.systemSwipes.map(\.fingers) == [3] && pointer.systemSwipes.first?.direction == .left)
        #expect(
            report.lines().contains {
                $0.contains("3-finger swipe left") && $0.contains("not delivered to the application")
            })
        #expect(report.summary.count(.swipeLeft) == 0 && report.summary.count(.pan) == 0)
    }

    @Test(
        "docs/input-devices.md (reading a live device): read the way `live` reads (batches, deadlines when due, the end), a recording gives the replay's input"
    )
    func liveWayMatchesReplay() throws {
        let recording = try Recording.load(path: RealDeviceCorpus.path("touchpads", "\(Self.alps).double-tap.events"))
        let source = ReplaySource(recording: recording, file: "double-tap")
        let replayed = source.inputs()
        var stream = try #require(PointerInputStream(device: recording.device, screen: source.screen))
        var inputs: [HardwareInput] = []
        for batch in stride(from: 0, to: recording.events.count, by: 7) {
            let events = recording.events[batch..<min(batch + 7, recording.events.count)]
            inputs += stream.consume(events).inputs
            // The next batch's time: run the deadlines due before it, as `live` does between reads.
            if let next = recording.events.dropFirst(batch + 7).first, let deadline = stream.nextDeadline,
                deadline < next.time - recording.events[0].time
            {
                inputs += stream.advance(to: deadline).inputs
            }
        }
        inputs += stream.finish().inputs
        #expect(inputs == replayed.inputs)
        #expect(replayed.pointerDevice == .touchpad(isClickpad: false))
    }

    @Test("behaviour 12: a touchscreen recording is not a pointer: no pointer section, the scene has no scroll view")
    func touchscreenUnchanged() {
        let report = ReplaySupport.standardReport
        #expect(report.pointer == nil && report.summary.pointerText == nil)
        #expect(!report.lines().contains { $0.hasPrefix("Pointer input") })
    }
}
