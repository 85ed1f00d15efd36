import Foundation
import ResponderKit
import Testing

/// The inert view properties event code touches: stored with UIKit's defaults, the layer sharing the
/// view's geometry, and none of them changing where touches go (docs/decisions.md, "Inert basics";
/// Apple: UIView.backgroundColor, isOpaque, tintColor, layer; CALayer).
@MainActor
@Suite("Appearance: view properties and the layer")
struct ViewAppearanceTests {
    private final class TintObserver: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    private final class CustomLayer: CALayer {}
    private final class LayeredView: UIView {
        override class var layerClass: AnyClass { CustomLayer.self }
    }

    @Test("Defaults: backgroundColor nil, isOpaque true, tintColor systemBlue, contentMode scaleToFill")
    func defaults() {
        let view = UIView(frame: .zero)
        #expect(view.backgroundColor == nil)
        #expect(view.isOpaque)
        #expect(view.tintColor == .systemBlue)
        #expect(view.contentMode == .scaleToFill)
        view.backgroundColor = .red
        #expect(view.backgroundColor == .red)
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
    }

    @Test(
        "tintColor is inherited; setting it calls tintColorDidChange on the view and the descendants that inherit it (Apple: UIView.tintColorDidChange)"
    )
    func tintInheritance() {
        let root = TintObserver(frame: .zero)
        let inheriting = TintObserver(frame: .zero)
        let ownTint = TintObserver(frame: .zero)
        let grandchild = TintObserver(frame: .zero)
        root.addSubview(inheriting)
        root.addSubview(ownTint)
        ownTint.addSubview(grandchild)
        ownTint.tintColor = .green
        #expect(ownTint.changes == 1 && grandchild.changes == 1)
        root.tintColor = .red
        #expect(root.changes == 1 && inheriting.changes == 1)
        #expect(ownTint.changes == 1 && grandchild.changes == 1)
        #expect(inheriting.tintColor == .red && grandchild.tintColor == .green)
        root.tintColor = .red
        #expect(root.changes == 1)
        ownTint.tintColor = nil
        #expect(ownTint.tintColor == .red && grandchild.changes == 2)
    }

    @Test("The layer is the view's geometry, opacity, visibility and clipping (Apple: UIView.layer, CALayer.frame)")
    func layerSharesGeometry() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.frame == view.frame)
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        view.layer.isHidden = true
        #expect(view.isHidden)
        #expect(view.layer === view.layer)
        #expect(view.layer.cornerRadius == 0 && view.layer.borderWidth == 0 && view.layer.shadowOpacity == 0)
        #expect(view.layer.shadowOffset == CGSize(width: 0, height: -3))
    }

    @Test("layerClass chooses the layer's class (Apple: UIView.layerClass)")
    func layerClass() {
        #expect(LayeredView(frame: .zero).layer is CustomLayer)
    }

    @Test("Hit-testing ignores cornerRadius: a touch in a rounded-off corner still hits the view (behaviour 1.1)")
    func cornerRadiusIgnored() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.layer.cornerRadius = 50
        card.layer.masksToBounds = true
        container.addSubview(card)
        #expect(container.hitTest(CGPoint(x: 2, y: 2), with: nil) === card)
    }

    @Test("Hit-testing ignores zPosition: the later subview is in front for touches (behaviour 1.1)")
    func zPositionIgnored() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(back)
        container.addSubview(front)
        back.layer.zPosition = 10
        #expect(container.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
    }

    @Test("UILabel's text properties have UIKit's defaults; a label ignores touches (Apple: UILabel)")
    func labelDefaults() {
        let label = UILabel(frame: .zero)
        #expect(label.text == nil && label.numberOfLines == 1)
        #expect(label.textAlignment == .natural && label.lineBreakMode == .byTruncatingTail)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(!label.isUserInteractionEnabled)
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = nil
        #expect(label.font.pointSize == 30 && label.textColor == .label)
    }

    @Test("UIButton's title colors per state fall back to the normal one (Apple: UIButton.titleColor(for:))")
    func buttonTitleColors() {
        let button = UIButton(type: .system)
        #expect(button.titleColor(for: .normal) == .systemBlue)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.green, for: .highlighted)
        #expect(button.titleColor(for: .disabled) == .red)
        #expect(button.titleColor(for: .highlighted) == .green)
        button.setTitle("Go", for: .normal)
        #expect(button.titleLabel?.text == "Go")
    }
}
