import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("UIButton, UISwitch and UISlider (behaviour 6)")
struct ControlKindsTests {
    // MARK: UIButton

    @Test("behaviour 6: UIButton types: init(frame:) is custom, init(type:) keeps its type with a zero frame")
    func buttonTypes() {
        #expect(UIButton(frame: .zero).buttonType == .custom)
        let system = UIButton(type: .system)
        #expect(system.buttonType == .system && system.frame == .zero)
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect(
            [UIButton.ButtonType.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close]
                .map(\.rawValue) == [0, 1, 2, 3, 4, 5, 7])
        let close = UIButton(type: .close, primaryAction: UIAction(title: "Close") { _ in })
        #expect(close.buttonType == .close && close.currentTitle == "Close")
        #expect(UIButton(primaryAction: nil).buttonType == .system)
    }

    @Test(
        "behaviour 6: button titles are stored per state and fall back to the normal title; currentTitle follows the highlight"
    )
    func buttonTitles() {
        let scene = ControlScene()
        let button = scene.add(UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50)))
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        #expect(button.title(for: .selected) == "Normal" && button.title(for: .highlighted) == "Pressed")
        var during: String?
        button.addAction(UIAction { _ in during = button.currentTitle }, for: .touchDown)
        scene.touches.tap(at: CGPoint(x: 150, y: 125))
        #expect(during == "Pressed" && button.currentTitle == "Normal")
        button.setTitle(nil, for: .highlighted)
        #expect(button.title(for: .highlighted) == "Normal")
        let image = UIImage(size: CGSize(width: 10, height: 10))
        button.setImage(image, for: .normal)
        #expect(button.image(for: .disabled) === image && button.currentImage === image)
    }

    // MARK: UISwitch

    /// A switch at (100, 300): 51 × 31, its middle at x = 125.5, its thumb (off) over x in [100, 131).
    static let switchFrame = CGRect(x: 100, y: 300, width: 200, height: 200)

    @Test("behaviour 6: a switch's size is fixed at 51 x 31 whatever the frame; it starts off")
    func switchSize() {
        let toggle = UISwitch(frame: Self.switchFrame)
        #expect(toggle.frame == CGRect(x: 100, y: 300, width: 51, height: 31))
        #expect(!toggle.isOn)
        toggle.frame = CGRect(x: 10, y: 20, width: 5, height: 5)
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    }

    @Test(
        "behaviour 6.1: a tap toggles the switch and sends valueChanged and primaryActionTriggered before touchUpInside"
    )
    func switchTap() {
        let scene = ControlScene()
        let toggle = scene.add(UISwitch(frame: Self.switchFrame))
        scene.touches.tap(at: CGPoint(x: 125, y: 315))
        #expect(toggle.isOn)
        #expect(scene.log == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        scene.touches.wait(1)
        scene.log.removeAll()
        scene.touches.tap(at: CGPoint(x: 125, y: 315))
        #expect(!toggle.isOn && scene.log == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test("behaviour 6: setting isOn or calling setOn(_:animated:) sends no event")
    func switchSetOn() {
        let scene = ControlScene()
        let toggle = scene.add(UISwitch(frame: Self.switchFrame))
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        toggle.isOn = false
        #expect(!toggle.isOn && scene.log.isEmpty)
    }

    @Test(
        "behaviour 6: dragging the thumb across the middle turns the switch on at lift; a drag that stays on one side changes nothing"
    )
    func switchDrag() {
        let scene = ControlScene()
        let toggle = scene.add(UISwitch(frame: Self.switchFrame))
        scene.press(at: CGPoint(x: 105, y: 315), moves: [CGPoint(x: 120, y: 315), CGPoint(x: 145, y: 315)])
        #expect(toggle.isOn)
        #expect(
            scene.log == [
                "touchDown", "touchDragInside", "touchDragInside", "valueChanged", "primaryActionTriggered",
                "touchUpInside",
            ])
        scene.touches.wait(1)
        scene.log.removeAll()
        scene.press(at: CGPoint(x: 145, y: 315), moves: [CGPoint(x: 130, y: 315)])
        #expect(toggle.isOn && scene.log == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    @Test("behaviour 6.1: a cancelled touch leaves the switch unchanged")
    func switchCancel() {
        let scene = ControlScene()
        let toggle = scene.add(UISwitch(frame: Self.switchFrame))
        scene.press(at: CGPoint(x: 105, y: 315), moves: [CGPoint(x: 145, y: 315)], lift: false)
        scene.touches.cancelAll()
        #expect(!toggle.isOn && scene.log == ["touchDown", "touchDragInside", "touchCancel"])
    }

    // MARK: UISlider

    /// A slider at (50, 200), 231 × 31: the 31 pt thumb travels 200 pt, its center at window
    /// x = 65.5 + 200 × value, y = 215.5.
    static let sliderFrame = CGRect(x: 50, y: 200, width: 231, height: 31)

    @Test(
        "behaviour 6: slider defaults and clamping: value 0 in [0, 1], continuous; setValue and the limits clamp without events"
    )
    func sliderValues() {
        let scene = ControlScene()
        let slider = scene.add(UISlider(frame: Self.sliderFrame))
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        slider.setValue(2, animated: false)
        #expect(slider.value == 1)
        slider.value = -3
        #expect(slider.value == 0)
        slider.value = 0.8
        slider.maximumValue = 0.5
        #expect(slider.value == 0.5)
        slider.minimumValue = 0.6
        #expect(slider.value == 0.6)
        #expect(scene.log.isEmpty)
    }

    @Test("behaviour 6: the thumb rect is derived from the value")
    func sliderThumbRect() {
        let slider = UISlider(frame: Self.sliderFrame)
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 231, height: 4))
        #expect(
            slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
                == CGRect(x: 0, y: 0, width: 31, height: 31))
        #expect(
            slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5)
                == CGRect(x: 100, y: 0, width: 31, height: 31))
        #expect(
            slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
                == CGRect(x: 200, y: 0, width: 31, height: 31))
    }

    @Test(
        "behaviour 6.1: dragging the thumb maps x to the value, clamped; a continuous slider sends valueChanged on every change"
    )
    func sliderContinuousDrag() {
        let scene = ControlScene()
        let slider = scene.add(UISlider(frame: Self.sliderFrame))
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        scene.press(
            at: CGPoint(x: 65, y: 215),
            moves: [CGPoint(x: 165, y: 215), CGPoint(x: 300, y: 215), CGPoint(x: 20, y: 215)])
        #expect(values == [0.5, 1, 0])
        #expect(
            scene.log == [
                "touchDown", "valueChanged", "primaryActionTriggered", "touchDragInside",
                "valueChanged", "primaryActionTriggered", "touchDragInside",
                "valueChanged", "primaryActionTriggered", "touchDragInside", "touchUpInside",
            ])
    }

    @Test(
        "behaviour 6: a non-continuous slider moves its value during the drag but sends valueChanged once, on lift, before touchUpInside"
    )
    func sliderNonContinuous() {
        let scene = ControlScene()
        let slider = scene.add(UISlider(frame: Self.sliderFrame))
        slider.isContinuous = false
        let finger = scene.press(
            at: CGPoint(x: 65, y: 215), moves: [CGPoint(x: 300, y: 215), CGPoint(x: 165, y: 215)], lift: false)
        #expect(slider.value == 0.5 && slider.isTracking)
        scene.touches.lift(finger)
        #expect(
            scene.log == [
                "touchDown", "touchDragInside", "touchDragInside", "valueChanged", "primaryActionTriggered",
                "touchUpInside",
            ])
    }

    @Test(
        "behaviour 6.1: a cancelled drag of a non-continuous slider sends no valueChanged; the value stays where the thumb was"
    )
    func sliderNonContinuousCancel() {
        let scene = ControlScene()
        let slider = scene.add(UISlider(frame: Self.sliderFrame))
        slider.isContinuous = false
        scene.press(at: CGPoint(x: 65, y: 215), moves: [CGPoint(x: 165, y: 215)], lift: false)
        scene.touches.cancelAll()
        #expect(slider.value == 0.5)
        #expect(scene.log == ["touchDown", "touchDragInside", "touchCancel"])
    }

    @Test("behaviour 6: grabbing the thumb off-center does not make the value jump")
    func sliderGrabOffset() {
        let scene = ControlScene()
        let slider = scene.add(UISlider(frame: Self.sliderFrame))
        slider.value = 0.5
        scene.press(at: CGPoint(x: 152, y: 215), moves: [CGPoint(x: 172, y: 215)])
        #expect(slider.value == 0.6)
    }

    @Test("behaviour 6: a touch on the track away from the thumb is not tracked: the value stays and no event is sent")
    func sliderTrackTouch() {
        let scene = ControlScene()
        let slider = scene.add(UISlider(frame: Self.sliderFrame))
        let finger = scene.press(at: CGPoint(x: 200, y: 215), moves: [CGPoint(x: 250, y: 215)], lift: false)
        #expect(!slider.isTracking && !slider.isHighlighted)
        scene.touches.lift(finger)
        #expect(slider.value == 0 && scene.log.isEmpty)
    }
}
