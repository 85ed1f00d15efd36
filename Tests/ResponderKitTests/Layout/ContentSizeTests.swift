import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Intrinsic content sizes, content hugging and compression resistance (behaviour 20.4; Apple's intrinsicContentSize, contentHuggingPriority(for:) and
// contentCompressionResistancePriority(for:) pages).

@Suite("Auto Layout: intrinsic sizes, hugging and compression resistance (docs/behaviour/layout.md)")
@MainActor
struct ContentSizeTests {
    @Test("Apple's UIView.intrinsicContentSize page: a plain view has none on either axis")
    func plainView() {
        #expect(
            UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.noIntrinsicMetric == -1)
    }

    @Test("behaviour 20.4: a switch is 51 × 31, a slider 31 tall, an image view its image's size")
    func controls() {
        #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UISlider().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        let image = UIImage(size: CGSize(width: 24, height: 18))
        #expect(UIImageView(image: image).intrinsicContentSize == CGSize(width: 24, height: 18))
        #expect(UIImageView().intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test("behaviour 20.4: a label's is its text's size in the text model, rounded up")
    func label() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        let font = label.font!
        let expected = CGSize(
            width: (5 * 0.5 * font.pointSize).rounded(.up), height: font.lineHeight.rounded(.up))
        let size = label.intrinsicContentSize
        #expect(size.height == expected.height)
        #expect(size.width > 0 && size.width == size.width.rounded(.up))
        label.numberOfLines = 0
        label.text = "one\ntwo"
        #expect(label.intrinsicContentSize.height == (2 * font.lineHeight).rounded(.up))
    }

    @Test("behaviour 20.4: a system button is its title's width and 6 points above and below")
    func button() {
        let button = UIButton(type: .system)
        button.setTitle("Sign In", for: .normal)
        let size = button.intrinsicContentSize
        let font = UIFont.systemFont(ofSize: 15)
        #expect(size.height == font.lineHeight.rounded(.up) + 12)
        #expect(size.width > 0)
    }

    @Test(
        "an untitled button without an image is 30 × 34 points (docs/decisions.md, \"An empty button's intrinsic size\")"
    )
    func emptyButton() {
        let button = UIButton()
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
        button.setTitle("", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
        button.setTitle("Go", for: .normal)
        #expect(button.intrinsicContentSize.height == UIFont.systemFont(ofSize: 15).lineHeight.rounded(.up) + 12)
    }

    @Test("Apple's contentHuggingPriority page: two labels in a row, the one hugging less grows")
    func hugging() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let name = UILabel()
        name.text = "Name"
        let value = UILabel()
        value.text = "Ada"
        for label in [name, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        name.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        value.setContentHuggingPriority(.defaultLow, for: .horizontal)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            name.topAnchor.constraint(equalTo: root.topAnchor),
            value.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width, "the label hugging more keeps its width")
        #expect(value.frame.width == 300 - 8 - name.intrinsicContentSize.width)
        #expect(name.frame.height == name.intrinsicContentSize.height)
        #expect(!name.hasAmbiguousLayout && !value.hasAmbiguousLayout)
    }

    @Test("Apple's contentCompressionResistancePriority page: the label resisting less is compressed")
    func compression() {
        let first = UILabel()
        first.text = "A fairly long title"
        let second = UILabel()
        second.text = "Another long one"
        // Room for the first label and 40 points of the second.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: first.intrinsicContentSize.width + 40, height: 40))
        for label in [first, second] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        }
        second.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(first.frame.width == first.intrinsicContentSize.width, "compression resistance 750 holds")
        #expect(second.frame.width == 40, "the label resisting at 250 gives way")
    }

    @Test("Apple's invalidateIntrinsicContentSize page: a new text resizes the label at the next pass")
    func invalidation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        label.text = "Hi"
        root.layoutIfNeeded()
        let short = label.frame.width
        label.text = "Hello there"
        root.layoutIfNeeded()
        #expect(label.frame.width > short)
        #expect(label.frame.width == label.intrinsicContentSize.width)
    }

    @Test("Apple's systemLayoutSizeFitting page: the compressed size of a view sized by its content and padding")
    func fittingSize() {
        let card = UIView()
        let label = UILabel()
        label.text = "Title"
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(
            size == CGSize(width: label.intrinsicContentSize.width + 32, height: label.intrinsicContentSize.height + 20)
        )
    }
}
