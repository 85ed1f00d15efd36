import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("UISlider bounds (Apple's UISlider minimumValue, maximumValue and value pages)")
struct SliderBoundsTests {
    @Test("Apple's minimumValue: set above the maximum, the maximum moves to equal it and the value is raised to it")
    func minimumAboveMaximum() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.5
        slider.minimumValue = 5
        #expect(slider.minimumValue == 5 && slider.maximumValue == 5 && slider.value == 5)
    }

    @Test("Apple's maximumValue: set below the minimum, the minimum moves to equal it and the value is lowered to it")
    func maximumBelowMinimum() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValue = 2
        slider.maximumValue = 10
        slider.value = 6
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1 && slider.maximumValue == -1 && slider.value == -1)
    }

    @Test(
        "Apple's value: kept between the bounds; moving one bound inside the range keeps the other and clamps the value"
    )
    func valueClamped() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.maximumValue = 10
        slider.value = 12
        #expect(slider.value == 10)
        slider.value = -3
        #expect(slider.value == 0)
        slider.value = 8
        slider.maximumValue = 4
        #expect(slider.minimumValue == 0 && slider.value == 4)
        slider.minimumValue = 3
        #expect(slider.maximumValue == 4 && slider.value == 4)
    }

    @Test("behaviour 6: changing the bounds sends no event")
    func noEvents() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        var sent = 0
        slider.addAction(UIAction { _ in sent += 1 }, for: .allEvents)
        slider.value = 0.5
        slider.minimumValue = 2
        slider.maximumValue = 1
        #expect(sent == 0)
    }
}
