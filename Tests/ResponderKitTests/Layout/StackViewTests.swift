import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIStackView (behaviour 20.9; Apple's UIStackView, UIStackView.Distribution and UIStackView.Alignment
// pages). Expected frames follow from the arranged views' intrinsic sizes and the stack view's geometry.

/// A view with a fixed intrinsic content size.
private final class Box: UIView {
    private let size: CGSize

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        size = .zero
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { size }
}

@Suite("Auto Layout: stack views (docs/behaviour/layout.md)")
@MainActor
struct StackViewTests {
    /// The 400 × 400 view each test's stack view is in.
    private let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))

    /// A stack view of `views` in a 400 × 400 root, its top-left corner pinned at the root's, and its width
    /// and height pinned when given.
    private func stack(
        _ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, width: CGFloat? = nil, height: CGFloat? = nil
    ) -> UIStackView {
        let stackView = UIStackView(arrangedSubviews: views)
        stackView.axis = axis
        stackView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stackView)
        var constraints = [
            stackView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stackView.topAnchor.constraint(equalTo: root.topAnchor),
        ]
        if let width { constraints.append(stackView.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(stackView.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        return stackView
    }

    private func layOut(_ stackView: UIStackView) {
        root.layoutIfNeeded()
    }

    @Test("Apple's UIStackView page: horizontal, fill, fill, spacing 0; arranged views stop translating their mask")
    func defaults() {
        let box = Box(10, 10)
        let stackView = UIStackView(arrangedSubviews: [box])
        #expect(stackView.axis == .horizontal)
        #expect(stackView.distribution == .fill && stackView.alignment == .fill)
        #expect(stackView.spacing == 0)
        #expect(!stackView.isBaselineRelativeArrangement && !stackView.isLayoutMarginsRelativeArrangement)
        #expect(stackView.arrangedSubviews == [box] && stackView.subviews == [box])
        #expect(!box.translatesAutoresizingMaskIntoConstraints)
        #expect(
            stackView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIStackView.spacingUseDefault == .greatestFiniteMagnitude)
        #expect(stackView.customSpacing(after: box) == UIStackView.spacingUseDefault)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    }

    @Test("behaviour 20.9: a stack view pinned only by its position is as large as its views need")
    func sizeFromContent() {
        let a = Box(50, 20)
        let b = Box(60, 30)
        let stackView = stack([a, b])
        stackView.spacing = 10
        layOut(stackView)
        #expect(stackView.frame == CGRect(x: 0, y: 0, width: 120, height: 30))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 60, height: 30))
        #expect(!stackView.hasAmbiguousLayout && !a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    @Test("Apple's Distribution.fill page: the view hugging least grows; among equals, the first")
    func fillGrows() {
        let a = Box(50, 20)
        let b = Box(60, 30)
        let stackView = stack([a, b], width: 300)
        stackView.spacing = 10
        layOut(stackView)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 230, height: 30), "equal hugging: the first grows")
        #expect(b.frame == CGRect(x: 240, y: 0, width: 60, height: 30))
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        layOut(stackView)
        #expect(a.frame.width == 50)
        #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 30), "the view hugging least grows")
    }

    @Test("Apple's Distribution.fill page: the view resisting compression least shrinks; among equals, the first")
    func fillShrinks() {
        let a = Box(50, 20)
        let b = Box(60, 30)
        let stackView = stack([a, b], width: 100)
        stackView.spacing = 10
        layOut(stackView)
        #expect(a.frame.width == 30)
        #expect(b.frame == CGRect(x: 40, y: 0, width: 60, height: 30))
    }

    @Test("Apple's Distribution.fill page: a vertical stack fills its height the same way")
    func fillVertical() {
        let a = Box(50, 20)
        let b = Box(60, 30)
        let stackView = stack([a, b], axis: .vertical, height: 100)
        b.setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        layOut(stackView)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 20, width: 60, height: 80))
    }

    @Test("Apple's Distribution.fillEqually page: the views share the length equally")
    func fillEqually() {
        let views = [Box(10, 10), Box(50, 10), Box(30, 10)]
        let stackView = stack(views, width: 320)
        stackView.distribution = .fillEqually
        stackView.spacing = 10
        layOut(stackView)
        #expect(views.map(\.frame.minX) == [0, 110, 220])
        #expect(views.allSatisfy { $0.frame.width == 100 })
    }

    @Test("Apple's Distribution.fillProportionally page: lengths in proportion to the intrinsic lengths")
    func fillProportionally() {
        let a = Box(20, 10)
        let b = Box(60, 10)
        let stackView = stack([a, b], width: 300)
        stackView.distribution = .fillProportionally
        stackView.spacing = 20
        layOut(stackView)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 70, height: 10))
        #expect(b.frame == CGRect(x: 90, y: 0, width: 210, height: 10))
    }

    @Test("Apple's Distribution.equalSpacing page: equal spaces, at least the spacing")
    func equalSpacing() {
        let views = [Box(40, 10), Box(40, 10), Box(40, 10)]
        let stackView = stack(views, width: 300)
        stackView.distribution = .equalSpacing
        stackView.spacing = 10
        layOut(stackView)
        #expect(views.map(\.frame.minX) == [0, 130, 260])
        #expect(views.allSatisfy { $0.frame.width == 40 })

        let loose = [Box(40, 10), Box(40, 10), Box(40, 10)]
        let fitting = stack(loose)
        fitting.distribution = .equalSpacing
        fitting.spacing = 10
        layOut(fitting)
        #expect(fitting.frame.width == 140, "unsized, the spaces are the spacing")
        #expect(loose.map(\.frame.minX) == [0, 50, 100])
    }

    @Test("Apple's Distribution.equalCentering page: centres equally far apart")
    func equalCentering() {
        let views = [Box(20, 10), Box(40, 10), Box(60, 10)]
        let stackView = stack(views, width: 300)
        stackView.distribution = .equalCentering
        layOut(stackView)
        #expect(views.map(\.frame.midX) == [10, 140, 270])
        #expect(views.map(\.frame.width) == [20, 40, 60])
    }

    @Test("Apple's Alignment page: top, centre, bottom and fill across a horizontal stack")
    func horizontalAlignment() {
        checkAlignments(
            .horizontal, [(.top, 0, 0, 20), (.center, 40, 30, 20), (.bottom, 80, 60, 20), (.fill, 0, 0, 100)])
    }

    @Test("Apple's Alignment page: leading, centre, trailing and fill across a vertical stack")
    func verticalAlignment() {
        checkAlignments(
            .vertical, [(.leading, 0, 0, 50), (.center, 25, 20, 50), (.trailing, 50, 40, 50), (.fill, 0, 0, 100)])
    }

    /// A 50 × 20 and a 60 × 40 view in a stack view 100 thick, for each alignment: the first view's offset
    /// and thickness across the axis and the second's offset.
    private func checkAlignments(
        _ axis: NSLayoutConstraint.Axis, _ expected: [(UIStackView.Alignment, CGFloat, CGFloat, CGFloat)]
    ) {
        let horizontal = axis == .horizontal
        for (alignment, aOffset, bOffset, aThickness) in expected {
            let a = Box(50, 20)
            let b = Box(60, 40)
            let stackView = horizontal ? stack([a, b], height: 100) : stack([a, b], axis: .vertical, width: 100)
            stackView.alignment = alignment
            layOut(stackView)
            let expectedA =
                horizontal
                ? CGRect(x: 0, y: aOffset, width: 50, height: aThickness)
                : CGRect(x: aOffset, y: 0, width: aThickness, height: 20)
            #expect(a.frame == expectedA, "\(alignment)")
            #expect((horizontal ? b.frame.minY : b.frame.minX) == bOffset, "\(alignment)")
            #expect((horizontal ? b.frame.minX : b.frame.minY) == (horizontal ? 50 : 20), "\(alignment)")
        }
    }

    @Test("behaviour 20.9: centred and unsized, the stack view is as thick as its thickest view")
    func centredFit() {
        let a = Box(50, 20)
        let b = Box(60, 40)
        let stackView = stack([a, b])
        stackView.alignment = .center
        layOut(stackView)
        #expect(stackView.frame == CGRect(x: 0, y: 0, width: 110, height: 40))
        #expect(a.frame.minY == 10 && b.frame.minY == 0)
    }

    @Test(
        "Apple's Alignment.firstBaseline and lastBaseline pages: labels of two sizes share a baseline (behaviour 20.5)")
    func baselines() {
        for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
            let small = UILabel()
            small.text = "Name"
            small.font = UIFont.systemFont(ofSize: 12)
            let large = UILabel()
            large.text = "Ada"
            large.font = UIFont.systemFont(ofSize: 24)
            let stackView = stack([small, large])
            stackView.alignment = alignment
            layOut(stackView)
            let smallBaseline = small.frame.minY + small.font!.ascender
            let largeBaseline = large.frame.minY + large.font!.ascender
            #expect(abs(smallBaseline - largeBaseline) < 0.001, "\(alignment)")
            #expect(small.frame.minY > 0 && large.frame.minY == 0, "\(alignment): the group sits at the top")
            #expect(small.frame.height == small.intrinsicContentSize.height)
        }
    }

    @Test("Apple's isBaselineRelativeArrangement page: a vertical stack spaces its views from baseline to baseline")
    func baselineRelativeArrangement() {
        let small = UILabel()
        small.text = "Name"
        small.font = UIFont.systemFont(ofSize: 12)
        let large = UILabel()
        large.text = "Ada"
        large.font = UIFont.systemFont(ofSize: 24)
        let stackView = stack([small, large], axis: .vertical)
        stackView.alignment = .leading
        stackView.spacing = 20
        layOut(stackView)
        #expect(large.frame.minY == small.frame.maxY + 20, "by default the space is between the edges")
        stackView.isBaselineRelativeArrangement = true
        layOut(stackView)
        let smallBaseline = small.frame.minY + small.font!.ascender
        let largeBaseline = large.frame.minY + large.font!.ascender
        #expect(abs(largeBaseline - smallBaseline - 20) < 0.001, "from the last baseline above to the first below")
    }

    @Test("Apple's spacing and setCustomSpacing(_:after:) pages: the space after one view is its own")
    func customSpacing() {
        let views = [Box(10, 10), Box(10, 10), Box(10, 10)]
        let stackView = stack(views)
        stackView.spacing = 5
        stackView.setCustomSpacing(20, after: views[0])
        #expect(stackView.customSpacing(after: views[0]) == 20)
        layOut(stackView)
        #expect(views.map(\.frame.minX) == [0, 30, 45])
        #expect(stackView.frame.width == 55)
        stackView.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        stackView.spacing = UIStackView.spacingUseSystem
        layOut(stackView)
        #expect(views.map(\.frame.minX) == [0, 18, 36], "the system spacing is 8 points")
    }

    @Test("Apple's arrangedSubviews page: a hidden arranged view leaves the layout and comes back when shown")
    func hiddenView() {
        let views = [Box(10, 10), Box(10, 10), Box(10, 10)]
        let stackView = stack(views)
        stackView.spacing = 5
        layOut(stackView)
        #expect(views[2].frame.minX == 30)
        views[1].isHidden = true
        layOut(stackView)
        #expect(views[2].frame.minX == 15)
        #expect(views[1].frame.size == .zero)
        #expect(stackView.frame.width == 25)
        #expect(stackView.arrangedSubviews.count == 3, "a hidden view stays arranged")
        views[1].isHidden = false
        layOut(stackView)
        #expect(views.map(\.frame.minX) == [0, 15, 30])
        #expect(views[1].frame.size == CGSize(width: 10, height: 10))
    }

    @Test("Apple's removeArrangedSubview(_:) page: the view stays a subview; removeFromSuperview removes both")
    func removeArranged() {
        let views = [Box(10, 10), Box(10, 10), Box(10, 10)]
        let stackView = stack(views)
        stackView.spacing = 5
        stackView.removeArrangedSubview(views[1])
        #expect(stackView.arrangedSubviews == [views[0], views[2]])
        #expect(views[1].superview === stackView)
        layOut(stackView)
        #expect(views[2].frame.minX == 15)
        views[0].removeFromSuperview()
        #expect(stackView.arrangedSubviews == [views[2]])
        stackView.insertArrangedSubview(views[0], at: 5)
        #expect(stackView.arrangedSubviews == [views[2], views[0]], "an index past the end appends")
        layOut(stackView)
        #expect(views[0].frame.minX == 15)
    }

    @Test("Apple's isLayoutMarginsRelativeArrangement page: the views are placed within the margins")
    func marginsRelative() {
        let box = Box(30, 20)
        let stackView = stack([box])
        stackView.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        stackView.isLayoutMarginsRelativeArrangement = true
        layOut(stackView)
        #expect(box.frame == CGRect(x: 10, y: 5, width: 30, height: 20))
        #expect(stackView.frame.size == CGSize(width: 50, height: 30))
    }

    @Test("behaviour 20.9: a sign-in form of nested stacks places its rows, and a tap lands on its button")
    func signInForm() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        func row(_ title: String) -> (UIStackView, UILabel, UITextField) {
            let label = UILabel()
            label.text = title
            label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            let field = UITextField()
            let row = UIStackView(arrangedSubviews: [label, field])
            row.spacing = 8
            row.alignment = .center
            return (row, label, field)
        }
        let (emailRow, emailLabel, emailField) = row("Email")
        let (passwordRow, _, passwordField) = row("Password")
        let button = UIButton(type: .system)
        button.setTitle("Sign In", for: .normal)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let form = UIStackView(arrangedSubviews: [emailRow, passwordRow, button])
        form.axis = .vertical
        form.spacing = 12
        form.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(form)
        NSLayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
            form.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor, constant: -20),
            form.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 40),
        ])
        scene.window.layoutIfNeeded()
        #expect(form.frame.minX == 20 && form.frame.width == 280)
        #expect(emailRow.frame.minY == 0 && emailRow.frame.width == 280)
        #expect(emailLabel.frame.minX == 0 && emailLabel.frame.width == emailLabel.intrinsicContentSize.width)
        #expect(emailField.frame.minX == emailLabel.frame.width + 8)
        #expect(emailField.frame.maxX == 280, "the field takes the rest of the row")
        #expect(passwordField.frame.maxX == 280)
        #expect(passwordRow.frame.minY == emailRow.frame.maxY + 12)
        #expect(button.frame.minY == passwordRow.frame.maxY + 12)
        #expect(button.frame.width == 280 && button.frame.height == button.intrinsicContentSize.height)
        #expect(form.frame.height == button.frame.maxY)
        scene.touches.tap(at: CGPoint(x: 20 + button.frame.midX, y: 40 + button.frame.midY))
        #expect(taps == 1)
    }
}
