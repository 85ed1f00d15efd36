import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The accessibility properties tests and ported code read (Apple's isAccessibilityElement,
// accessibilityLabel, accessibilityHint, accessibilityValue, accessibilityTraits, accessibilityFrame and
// accessibilityElementsHidden pages; UIAccessibilityTraits for the raw values).

@MainActor
@Suite("Views: accessibility properties (Apple's UIAccessibility pages)")
struct AccessibilityPropertiesTests {
    @Test(
        "Apple's isAccessibilityElement and accessibilityLabel pages: a plain view is not an element and has no label")
    func plainViewDefaults() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityHint == nil)
        #expect(view.accessibilityValue == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(!view.accessibilityElementsHidden)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Card"
        view.accessibilityHint = "Opens the card"
        view.accessibilityValue = "3 of 5"
        view.accessibilityTraits = [.button, .selected]
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityLabel == "Card")
        #expect(view.accessibilityHint == "Opens the card")
        #expect(view.accessibilityValue == "3 of 5")
        #expect(view.accessibilityTraits.contains(.selected))
    }

    @Test("Apple's accessibilityLabel page: a label is an element named by its text, with the static text trait")
    func labelDefaults() {
        let label = UILabel()
        label.text = "Total"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Total")
        #expect(label.accessibilityTraits == .staticText)
        label.text = "Sum"
        #expect(label.accessibilityLabel == "Sum", "the default follows the text")
        label.accessibilityLabel = "Order total"
        #expect(label.accessibilityLabel == "Order total")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Sum", "setting nil restores the default")
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)
    }

    @Test("Apple's accessibilityTraits page: a button is named by its title, and not enabled while disabled")
    func buttonDefaults() {
        let button = UIButton(type: .system)
        button.setTitle("Sign In", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Sign In")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
    }

    @Test("UIAccessibilityTraits page: the traits carry UIKit's raw values")
    func traitRawValues() {
        #expect(UIAccessibilityTraits.button.rawValue == 1)
        #expect(UIAccessibilityTraits.image.rawValue == 4)
        #expect(UIAccessibilityTraits.staticText.rawValue == 64)
        #expect(UIAccessibilityTraits.notEnabled.rawValue == 256)
        #expect(UIAccessibilityTraits.adjustable.rawValue == 4096)
        #expect(UIAccessibilityTraits.header.rawValue == 65536)
    }

    @Test("Apple's accessibilityFrame page: a view's default frame is its frame in screen coordinates")
    func frameInScreenCoordinates() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        scene.window.frame = CGRect(x: 0, y: 40, width: 320, height: 480)
        let container = scene.add(UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200)))
        let badge = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        container.addSubview(badge)
        #expect(badge.accessibilityFrame == CGRect(x: 15, y: 66, width: 30, height: 40))
        badge.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(badge.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
