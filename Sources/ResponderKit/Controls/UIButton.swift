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
    }

    /// The image for `state`: the one set for exactly that state, otherwise the normal-state image.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state] ?? images[.normal]
    }

    /// The image for the button's current ``UIControl/state``.
    open var currentImage: UIImage? { image(for: state) }

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
        let label = storedTitleLabel ?? UILabel(frame: .zero)
        storedTitleLabel = label
        label.text = currentTitle
        return label
    }
    private var storedTitleLabel: UILabel?

    // MARK: Events

    /// A lift inside is the button's primary action: ``UIControl/Event/primaryActionTriggered`` follows
    /// ``UIControl/Event/touchUpInside``.
    override func didSendTouchUp(inside: Bool, event: UIEvent?) {
        if inside { dispatchActions(for: .primaryActionTriggered, event: event) }
    }
}
