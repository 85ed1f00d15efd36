import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import ResponderKitReplay
import Testing

/// The real-recording corpus (Tests/Fixtures/evemu-devices; docs/input-devices.md): each touchscreen
/// recording replayed through the router into the standard scene recognizes what its file name says
/// (whot/evemu-devices naming: `NAME.DESC.events`), loses nothing without a cause, and leaves no finger
/// down.
@Suite("Real touchscreens: every labelled gesture recognized, nothing lost or stuck (docs/input-devices.md)")
@MainActor
struct TouchscreenRecordingTests {
    private let folder = "touchscreens"

    @Test("Atmel maXTouch 1-finger-drag-up-down: one touch, a pan that goes up, then down")
    func atmelDragUpDown() throws {
        let report = try RealDeviceCorpus.replay(folder, "Atmel maXTouch Touchscreen.1-finger-drag-up-down.events")
        expectNothingLostOrStuck(report)
        #expect(report.trails.count == 1)
        let trail = try #require(report.trails.first)
        let highest = try #require(trail.samples.map(\.point.y).min())
        #expect(highest < trail.start.y - 100 && trail.end.y > highest + 100)
        #expect(report.summary.count(.pan) == 1)
    }

    @Test("Atmel maXTouch 1-finger-fast-taps: nine touches, every one a tap (single or part of a double tap)")
    func atmelFastTaps() throws {
        let report = try RealDeviceCorpus.replay(folder, "Atmel maXTouch Touchscreen.1-finger-fast-taps.events")
        expectNothingLostOrStuck(report)
        #expect(report.trails.count == 9)
        #expect(report.summary.count(.tap) + 2 * report.summary.count(.doubleTap) == report.trails.count)
        #expect(report.summary.count(.pan) == 0 && report.summary.count(.longPress) == 0)
    }

    @Test("Atmel maXTouch 2-fingers-touch-release: two fingers down together, both lifted")
    func atmelTwoFingersTouchRelease() throws {
        let report = try RealDeviceCorpus.replay(folder, "Atmel maXTouch Touchscreen.2-fingers-touch-release.events")
        expectNothingLostOrStuck(report)
        #expect(report.trails.count == 2 && report.sequences.count == 1)
        #expect(RealDeviceCorpus.maximumSimultaneousTouches(report) == 2)
    }

    @Test("Atmel maXTouch 4-finger-drag-down: four fingers down at once, a pan downwards")
    func atmelFourFingerDrag() throws {
        let report = try RealDeviceCorpus.replay(folder, "Atmel maXTouch Touchscreen.4-finger-drag-down.events")
        expectNothingLostOrStuck(report)
        #expect(report.trails.count == 4 && RealDeviceCorpus.maximumSimultaneousTouches(report) == 4)
        let pan = try #require(report.gestures(.pan).first)
        #expect(pan.changes.contains { $0.values.numberOfTouches == 4 })
        #expect((pan.finalValues.translation?.y ?? 0) > 50)
    }

    // EP0430M09's panel counts Y from the bottom: without a calibration every label is upside down
    // (the drag "up-down" goes down first, the "drag down" goes up). The fix is the device's
    // calibration matrix, as libinput's LIBINPUT_CALIBRATION_MATRIX would carry it (docs/input-devices.md).
    private let invertedY: [Double] = [1, 0, 0, 0, -1, 1]

    @Test("EP0430M09 1-finger-drag-up-down, with its Y-inverting calibration: up first, then down")
    func ep0430DragUpDown() throws {
        let report = try RealDeviceCorpus.replay(
            folder, "EP0430M09.1-finger-drag-up-down.events", calibration: invertedY)
        expectNothingLostOrStuck(report)
        let trail = try #require(report.trails.first)
        let highest = try #require(trail.samples.map(\.point.y).min())
        let highestTime = try #require(trail.samples.first { $0.point.y == highest }?.time)
        let lowestAfter = try #require(trail.samples.filter { $0.time > highestTime }.map(\.point.y).max())
        #expect(highest < trail.start.y - 100 && lowestAfter > highest + 100)
        #expect(report.summary.count(.pan) == 1)
    }

    @Test("EP0430M09 2-finger-scroll-down, with its calibration: a two-finger pan downwards")
    func ep0430TwoFingerScroll() throws {
        let report = try RealDeviceCorpus.replay(
            folder, "EP0430M09.2-finger-scroll-down.events", calibration: invertedY)
        expectNothingLostOrStuck(report)
        let pan = try #require(report.gestures(.twoFingerPan).first)
        let translation = try #require(pan.finalValues.translation)
        #expect(translation.y > 100 && abs(translation.x) < translation.y)
    }

    @Test("EP0430M09 2-fingers-touch-release: two fingers touch and lift together, a two-finger tap")
    func ep0430TwoFingersTouchRelease() throws {
        let report = try RealDeviceCorpus.replay(
            folder, "EP0430M09.2-fingers-touch-release.events", calibration: invertedY)
        expectNothingLostOrStuck(report)
        #expect(report.trails.count == 2 && RealDeviceCorpus.maximumSimultaneousTouches(report) == 2)
        #expect(report.summary.count(.twoFingerTap) == 1)
    }

    @Test("N-Trig (protocol A) 1-finger-drag-NW-SE: one touch, a pan towards the bottom right")
    func nTrigDiagonalDrag() throws {
        let report = try RealDeviceCorpus.replay(
            folder, "N-Trig MultiTouch.1-finger-drag-NW-SE.events",
            description: "N-Trig MultiTouch.desc")
        expectNothingLostOrStuck(report)
        #expect(report.trails.count == 1)
        let pan = try #require(report.gestures(.pan).first)
        let translation = try #require(pan.finalValues.translation)
        #expect(translation.x > 100 && translation.y > 100)
    }

    @Test("N-Trig (protocol A) 2-fingers-touch-release: two fingers down together, both lifted")
    func nTrigTwoFingersTouchRelease() throws {
        let report = try RealDeviceCorpus.replay(
            folder, "N-Trig MultiTouch.2-fingers-touch-release.events",
            description: "N-Trig MultiTouch.desc")
        expectNothingLostOrStuck(report)
        #expect(report.trails.count == 2 && report.sequences.count == 1)
        #expect(RealDeviceCorpus.maximumSimultaneousTouches(report) == 2)
    }

    @Test("QUANTA touch-hover: one touch moving over the surface (the panel has no hover axis), a pan")
    func quantaTouchHover() throws {
        let report = try RealDeviceCorpus.replay(
            folder, "QUANTA OpticalTouchScreen.touch-hover.events",
            description: "QUANTA OpticalTouchScreen.desc")
        expectNothingLostOrStuck(report)
        #expect(report.trails.count == 1 && report.summary.count(.pan) == 1)
    }

    @Test("QUANTA touch-on-left: one touch held on the left side of the screen")
    func quantaTouchOnLeft() throws {
        let report = try RealDeviceCorpus.replay(
            folder, "QUANTA OpticalTouchScreen.touch-on-left.events",
            description: "QUANTA OpticalTouchScreen.desc")
        expectNothingLostOrStuck(report)
        let trail = try #require(report.trails.first)
        #expect(report.trails.count == 1 && trail.start.x < report.screen.width / 4)
        #expect(report.summary.count(.longPress) == 1)
    }

    @Test(
        "behaviour 9 / docs/cli.md: --direct and the routed replay recognize the same gestures on every touchscreen recording"
    )
    func directAndRoutedAgree() throws {
        let files: [(String, String?)] = [
            ("Atmel maXTouch Touchscreen.1-finger-fast-taps.events", nil),
            ("Atmel maXTouch Touchscreen.4-finger-drag-down.events", nil),
            ("EP0430M09.2-finger-scroll-down.events", nil),
            ("N-Trig MultiTouch.2-fingers-touch-release.events", "N-Trig MultiTouch.desc"),
        ]
        for (file, description) in files {
            let routed = try RealDeviceCorpus.replay(folder, file, description: description)
            let direct = try RealDeviceCorpus.replay(folder, file, description: description, direct: true)
            #expect(routed.gestures == direct.gestures, "\(file)")
            #expect(routed.sequences == direct.sequences, "\(file)")
        }
    }
}
