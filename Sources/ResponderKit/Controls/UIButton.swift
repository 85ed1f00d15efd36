import Foundation

/// A button: a control that performs its action when tapped (behaviour 6).
///
/// On a tap it sends ``UIControl/Event/touchDown``, then ``UIControl/Event/touchUpInside`` followed by
/// ``UIControl/Event/primaryActionTriggered`` (behaviour 6.1); it is highlighted while the touch is held inside
/// (the bounds plus 70 pt). A single-tap recognizer on an ancestor does not take its tap (behaviour 4.5).
/// Titles and images are stored per state; nothing is drawn.
@MainActor
open class UIButton: UIControl {
    /// The kinds of button. They differ only in appearance, which ResponderKit does not draw.
    public enum ButtonType: Int, Sendable {
        /// No style: what `init(frame:)` creates.
        case custom = 0
        /// The standard system button.
        case system = 1
        /// A detail-disclosure button.
        case detailDisclosure = 2
        /// An information button with a light background.
        case infoLight = 3
        /// An information button with a dark background.
        case infoDark = 4
        /// A contact-add button.
        case contactAdd = 5
        /// A close button.
        case close = 7

        /// A rounded-rectangle button: the same as ``system``.
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's type, fixed at creation. ``ButtonType/custom`` for `init(frame:)`.
    public private(set) var buttonType: ButtonType = .custom

    private var titles: [UIControl.State: String] = [:]
    private var images: [UIControl.State: UIImage] = [:]

    // MARK: Creating

    /// Creates a custom-type button with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Present for source compatibility; nothing is read from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a button of the given type with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a button of the given type (default ``ButtonType/system``) with a zero frame whose
    /// `primaryAction` runs on ``UIControl/Event/primaryActionTriggered``; the action's title and image
    /// become the normal-state title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero, primaryAction: primaryAction)
        self.buttonType = buttonType
    }

    /// Creates a custom-type button whose `primaryAction` runs on
    /// ``UIControl/Event/primaryActionTriggered``; the action's title and image become the normal-state
    /// title and image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            setTitle(primaryAction.title, for: .normal)
            setImage(primaryAction.image, for: .normal)
        }
    }

    // MARK: Titles and images per state

    /// Sets the title shown in `state`; nil removes it (the normal title is then used).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        invalidateIntrinsicContentSize()
    }

    /// The title for `state`: the one set for exactly that state, otherwise the normal-state title.
    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title for the button's current ``UIControl/state``.
    open var currentTitle: String? { title(for: state) }

    /// Sets the image shown in `state`; nil removes it (the normal image is then used).
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        invalidateIntrinsicContentSize()
    }

    /// The image for `state`: the one set for exactly that state, otherwise the normal-state image.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state] ?? images[.normal]
    }

    /// The image for the button's current ``UIControl/state``.
    open var currentImage: UIImage? { image(for: state) }

    /// The vertical padding above and below a button's content in its intrinsic size: 6 points, which makes
    /// UIKit's system button 30 points tall at its 15-point font (behaviour 20.4).
    static let contentVerticalPadding: CGFloat = 6

    /// The intrinsic size of a button with neither title nor image: 30 × 34 points, what UIKit reports for
    /// one (docs/decisions.md, "An empty button's intrinsic size").
    static let emptyIntrinsicSize = CGSize(width: 30, height: 34)

    /// The current title's size in the title label's font (the text model, docs/behaviour/text-input.md,
    /// 17.1) beside the current image's, with 6 points above and below, rounded up to whole
    /// points; Auto Layout keeps it. A button with neither is 30 × 34 points.
    open override var intrinsicContentSize: CGSize {
        if (currentTitle ?? "").isEmpty, currentImage == nil { return Self.emptyIntrinsicSize }
        let font = storedTitleLabel?.font ?? UIButton.titleFont
        let title = currentTitle.map { TextMeasurement.size(of: $0, font: font, width: nil) } ?? .zero
        let image = currentImage?.size ?? .zero
        let width = (title.width + image.width).rounded(.up)
        let height = max(title.height, image.height).rounded(.up) + 2 * Self.contentVerticalPadding
        return CGSize(width: width, height: height)
    }

    /// The intrinsic size, whatever `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The default font of a button's title: the system font at 15 points, as UIKit's system button.
    static let titleFont = UIFont.systemFont(ofSize: 15)

    // MARK: Title colors and label (inert: stored, never drawn)

    private var titleColors: [UIControl.State: UIColor] = [:]

    /// Sets the title color for `state`; nil removes it (the normal color is then used).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state] = color
    }

    /// The title color for `state`: the one set for exactly that state, otherwise the normal-state
    /// color, otherwise the tint color for a system button and white for the others.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state] ?? titleColors[.normal] ?? (buttonType == .system ? tintColor : .white)
    }

    /// The title color for the button's current ``UIControl/state``.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    /// The label that shows the title, created on first use. It is not a subview (nothing is drawn)
    /// and it does not take part in hit-testing; its text follows the current title when read.
    open var titleLabel: UILabel? {
        let label = storedTitleLabel ?? Self.makeTitleLabel()
        storedTitleLabel = label
        label.text = currentTitle
        return label
    }
    private var storedTitleLabel: UILabel?

    private static func makeTitleLabel() -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = titleFont
        return label
    }

    // MARK: Events

    /// A lift inside is the button's primary action: ``UIControl/Event/primaryActionTriggered`` follows
    /// ``UIControl/Event/touchUpInside``.
    override func didSendTouchUp(inside: Bool, event: UIEvent?) {
        if inside { dispatchActions(for: .primaryActionTriggered, event: event) }
    }

    // MARK: Accessibility defaults (Apple's UIButton and accessibilityTraits pages)

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { currentTitle }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .button : [.button, .notEnabled] }
}
