import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

/// The labelled touchpad and mouse recordings of whot/evemu-devices replay as
/// pointer input that says what their names say, with nothing lost or stuck (every button pressed is
/// released, every scroll, transform and swipe that began ends, the pointer stays on the screen).
/// The numbers are libinput's (docs/input-devices.md, "Touchpads and mice as a pointer").
@Suite("Touchpad and mouse recordings as a pointer")
struct PointerRecordingTests {
    private static let alps = "AlpsPS2 ALPS GlidePoint"
    private static let hp = "SynPS2 Synaptics TouchPad.hp8470p.desc"
    private static let synaptics = "SynPS2 Synaptics TouchPad.desc"

    private func expectClean(_ replay: PointerReplay, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!replay.buttonsStuck, "a button stayed down: \(replay.summary)", sourceLocation: sourceLocation)
        #expect(replay.gesturesBalanced, "a gesture never ended: \(replay.summary)", sourceLocation: sourceLocation)
        #expect(replay.staysOnScreen, sourceLocation: sourceLocation)
        #expect(replay.lostContacts == 0, sourceLocation: sourceLocation)
    }

    @Test(
        "libinput tapping: a one-finger tap is a primary click held for the tap timeout (ALPS, DualPoint)",
        arguments: ["\(alps).single-tap.events", "AlpsPS2-ALPS-DualPoint-TouchPad-non-MT.tap.events"])
    func singleTap(file: String) throws {
        let replay = try PointerReplay("touchpads", file)
        expectClean(replay)
        #expect(replay.clicks.map(\.button) == [.primary], "\(replay.summary)")
        let click = try #require(replay.clicks.first)
        #expect(abs(click.end - click.start - TouchpadPointer.tapTimeout) < 1e-6)
        #expect(replay.deviceClass == .touchpad(isClickpad: false))
    }

    @Test("libinput tapping: a double tap is two primary clicks, the second starting when the second tap lifts")
    func doubleTap() throws {
        let replay = try PointerReplay("touchpads", "\(Self.alps).double-tap.events")
        expectClean(replay)
        #expect(replay.clicks.map(\.button) == [.primary, .primary], "\(replay.summary)")
        #expect(replay.clicks.count == 2 && replay.clicks[0].end == replay.clicks[1].start)
    }

    @Test("libinput tapping: the DualPoint 'doubletap' is one tap, then a touch longer than the 180 ms tap timeout")
    func dualPointDoubleTapIsOneTap() throws {
        // The recording: a 97 ms tap, 440 ms of nothing, then a 191 ms touch. libinput's timeout makes the
        // second touch no tap (and the pause is no double tap); the clicks say so.
        let replay = try PointerReplay("touchpads", "AlpsPS2-ALPS-DualPoint-TouchPad-non-MT.doubletap.events")
        expectClean(replay)
        #expect(replay.clicks.map(\.button) == [.primary], "\(replay.summary)")
    }

    @Test("libinput tapping: two fingers tapping give a secondary click, three a middle click (Cypress)")
    func multiFingerTaps() throws {
        let two = try PointerReplay("touchpads", "CyPS2 Cypress Trackpad.two_finger_tap.events")
        expectClean(two)
        #expect(two.clicks.map(\.button) == [.secondary], "\(two.summary)")
        let three = try PointerReplay("touchpads", "CyPS2 Cypress Trackpad.three_finger_tap.events")
        expectClean(three)
        #expect(three.clicks.map(\.button) == [.button(3)], "\(three.summary)")
        #expect(three.deviceClass == .touchpad(isClickpad: true))
    }

    @Test("libinput clickfinger: pressing a clickpad with two fingers is a secondary click")
    func twoFingerPress() throws {
        let replay = try PointerReplay("touchpads", "CyPS2 Cypress Trackpad.two_finger_press.events")
        expectClean(replay)
        #expect(replay.clicks.map(\.button) == [.secondary], "\(replay.summary)")
    }

    @Test("libinput clickfinger: the bcm5974 three-finger click is a middle click; every click is released")
    func threeFingerClick() throws {
        let replay = try PointerReplay("touchpads", "bcm5974.three-finger-click.events")
        expectClean(replay)
        #expect(replay.clicks.contains { $0.button == .button(3) }, "\(replay.summary)")
    }

    @Test("libinput software buttons: a clickpad press with the finger in the bottom-left area is a primary click")
    func buttonPress() throws {
        // The finger rests at the bottom left (x 1884 of 1472...5472): the left button area.
        let replay = try PointerReplay(
            "touchpads", "SynPS2 Synaptics TouchPad.button-rpress.events", description: Self.synaptics)
        expectClean(replay)
        #expect(replay.clicks.map(\.button) == [.primary], "\(replay.summary)")
        #expect(replay.deviceClass == .touchpad(isClickpad: true))
    }

    @Test("libinput pointer motion: one finger moving left moves the pointer left, on the screen")
    func leftMove() throws {
        let replay = try PointerReplay(
            "touchpads", "SynPS2 Synaptics TouchPad.leftmove.events", description: Self.synaptics)
        expectClean(replay)
        #expect(replay.travel.dx < -50 && abs(replay.travel.dy) < abs(replay.travel.dx) / 2, "\(replay.summary)")
        #expect(replay.clicks.isEmpty && replay.scrolls.isEmpty)
    }

    @Test("libinput two-finger scrolling: two fingers moving down then up scroll vertically and the scroll ends")
    func twoFingerVerticalScroll() throws {
        let replay = try PointerReplay(
            "touchpads", "SynPS2 Synaptics TouchPad.two-finger-vert-scroll.events", description: Self.synaptics)
        expectClean(replay)
        let fingers = replay.scrollRuns.filter { $0.kind == .continuous && !$0.isMomentum }
        #expect(fingers.count == 1, "\(replay.summary)")
        #expect(fingers.allSatisfy { $0.path.dy > 100 && $0.path.dy > 5 * $0.path.dx }, "\(replay.summary)")
        let start = replay.pointers.first?.location
        #expect(replay.pointers.allSatisfy { $0.location == start })
    }

    @Test(
        "libinput edge scrolling: a finger along the right edge scrolls vertically, along the bottom edge horizontally",
        arguments: [("edge-scroll-vertical", true), ("edge-scroll-horizontal", false)])
    func edgeScroll(name: String, vertical: Bool) throws {
        let replay = try PointerReplay(
            "touchpads", "SynPS2 Synaptics TouchPad.hp8470p.\(name).events", description: Self.hp,
            configuration: TouchpadPointer.Configuration(edgeScrolling: true))
        expectClean(replay)
        let runs = replay.scrollRuns.filter { $0.kind == .continuous }
        #expect(!runs.isEmpty, "\(replay.summary)")
        let path = runs.reduce(CGVector.zero) { CGVector(dx: $0.dx + $1.path.dx, dy: $0.dy + $1.path.dy) }
        #expect(vertical ? path.dy > 100 && path.dx == 0 : path.dx > 100 && path.dy == 0, "\(replay.summary)")
    }

    @Test(
        "input behaviour 2.9: the hp8470p 'two-finger' recordings hold one finger (BTN_TOOL_FINGER), so they move the pointer"
    )
    func hpTwoFingerRecordingsHoldOneFinger() throws {
        // The kernel reported a single contact for the vertical one, and a second finger for a few frames only
        // in the horizontal one: what they hold is pointer motion along the recorded direction.
        let vertical = try PointerReplay(
            "touchpads", "SynPS2 Synaptics TouchPad.hp8470p.two-finger-scroll-vertical.events", description: Self.hp)
        expectClean(vertical)
        #expect(vertical.scrolls.isEmpty && vertical.pointers.count > 50)
        let horizontal = try PointerReplay(
            "touchpads", "SynPS2 Synaptics TouchPad.hp8470p.two-finger-scroll-horizontal.events", description: Self.hp)
        expectClean(horizontal)
    }

    @Test(
        "docs/input-devices.md (mouse behaviour): the ScrollPoint's wheel gives discrete scroll steps, both up and down"
    )
    func scrollMouse() throws {
        let replay = try PointerReplay(
            "mice", "IBM ScrollPoint MO18B.scroll.events", description: "IBM ScrollPoint MO18B.desc")
        expectClean(replay)
        #expect(replay.deviceClass == .mouse)
        let steps = replay.scrolls
        #expect(steps.allSatisfy { $0.kind == .discrete && $0.device == .mouse && $0.phase == .changed })
        #expect(steps.contains { $0.delta.dy > 0 } && steps.contains { $0.delta.dy < 0 })
        // REL_WHEEL without REL_WHEEL_HI_RES: whole detents of scrollPointsPerDetent points.
        #expect(
            steps.allSatisfy { $0.delta.dy.truncatingRemainder(dividingBy: MousePointer.scrollPointsPerDetent) == 0 })
    }

    @Test(
        "docs/input-devices.md (mouse behaviour): the Ultrathin Touch Mouse's buttons give primary and secondary clicks, its wheel scrolls, it moves"
    )
    func touchMouse() throws {
        let replay = try PointerReplay("mice", "Ultrathin Touch Mouse.events")
        expectClean(replay)
        #expect(
            Set(replay.clicks.map(\.button.rawValue)) == [
                UIEvent.ButtonMask.primary.rawValue, UIEvent.ButtonMask.secondary.rawValue,
            ])
        #expect(!replay.scrolls.isEmpty && replay.pointers.count > 100)
    }

    @Test(
        "docs/input-devices.md (touchpads): every touchpad and mouse recording replays with nothing lost or stuck",
        arguments: [
            ("touchpads", "\(alps).single-tap.events", nil), ("touchpads", "\(alps).double-tap.events", nil),
            ("touchpads", "\(alps).2-finger-tap.events", nil),
            ("touchpads", "\(alps).right-edge-scroll.events", "\(alps).desc"),
            ("touchpads", "AlpsPS2-ALPS-DualPoint-TouchPad-non-MT.tap.events", nil),
            ("touchpads", "AlpsPS2-ALPS-DualPoint-TouchPad-non-MT.doubletap.events", nil),
            ("touchpads", "CyPS2 Cypress Trackpad.two_finger_tap.events", nil),
            ("touchpads", "CyPS2 Cypress Trackpad.three_finger_tap.events", nil),
            ("touchpads", "CyPS2 Cypress Trackpad.two_finger_press.events", nil),
            ("touchpads", "bcm5974.three-finger-click.events", nil),
            ("touchpads", "SynPS2 Synaptics TouchPad.hp8470p.edge-scroll-horizontal.events", hp),
            ("touchpads", "SynPS2 Synaptics TouchPad.hp8470p.edge-scroll-vertical.events", hp),
            ("touchpads", "SynPS2 Synaptics TouchPad.hp8470p.two-finger-scroll-horizontal.events", hp),
            ("touchpads", "SynPS2 Synaptics TouchPad.hp8470p.two-finger-scroll-vertical.events", hp),
            ("touchpads", "SynPS2 Synaptics TouchPad.two-finger-vert-scroll.events", synaptics),
            ("touchpads", "SynPS2 Synaptics TouchPad.leftmove.events", synaptics),
            ("touchpads", "SynPS2 Synaptics TouchPad.button-rpress.events", synaptics),
            ("mice", "IBM ScrollPoint MO18B.scroll.events", "IBM ScrollPoint MO18B.desc"),
            ("mice", "Ultrathin Touch Mouse.events", nil),
        ] as [(String, String, String?)])
    func nothingLostOrStuck(folder: String, file: String, description: String?) throws {
        for configuration in [nil, TouchpadPointer.Configuration(edgeScrolling: true)] {
            let replay = try PointerReplay(folder, file, description: description, configuration: configuration)
            expectClean(replay)
            #expect(!replay.outputs.isEmpty)
            #expect(
                zip(replay.outputs, replay.outputs.dropFirst()).allSatisfy { $0.timestamp <= $1.timestamp },
                "\(replay.summary)")
        }
    }
}
