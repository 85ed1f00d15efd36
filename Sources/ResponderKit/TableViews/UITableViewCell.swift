import Foundation

/// A row of a ``UITableView`` (behaviour 14.2, 14.3; Apple's `UITableViewCell` page).
///
/// Put the row's views in ``contentView``. The table view sets ``isHighlighted`` while a touch is on the
/// row and ``isSelected`` while the row is selected, through ``setHighlighted(_:animated:)`` and
/// ``setSelected(_:animated:)``: override those to react (call `super`). Touches on the cell pass up the
/// responder chain to the table view, which tracks them: a cell subclass that overrides the `touches…`
/// methods without calling `super` keeps its row from being selected, as in UIKit.
///
/// A cell made by ``UITableView/dequeueReusableCell(withIdentifier:for:)`` from a registered class is
/// created with ``init(style:reuseIdentifier:)``, which is therefore `required` (a ResponderKit
/// difference: Swift can only create a subclass from its type through a required initializer; override
/// it as `required override init(style:reuseIdentifier:)`).
@MainActor
open class UITableViewCell: UIView, ListReusableView {
    /// The built-in layouts of a cell's labels; headless, they only decide which labels exist.
    public enum CellStyle: Int, Sendable {
        /// A ``UITableViewCell/textLabel`` only.
        case `default`
        /// A text label and a detail label on the right.
        case value1
        /// A text label and a detail label on the left.
        case value2
        /// A text label with a detail label below it.
        case subtitle
    }

    /// How a selected cell looks; stored, not drawn.
    public enum SelectionStyle: Int, Sendable {
        /// No visible selection.
        case none
        /// Blue (gray since iOS 7).
        case blue
        /// Gray.
        case gray
        /// The default style.
        case `default`
    }

    /// The standard accessory at the trailing edge; stored, not drawn.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// What the editing control of a row does (behaviour 14.7).
    public enum EditingStyle: Int, Sendable {
        /// No editing control.
        case none
        /// A delete control: tapping it shows the delete confirmation button.
        case delete
        /// An insert control.
        case insert
    }

    /// The identifier the cell was created with, by which the table view reuses it.
    public private(set) var reuseIdentifier: String?
    /// The style the cell was created with.
    public let style: CellStyle
    /// The view to add the cell's content to; it fills the cell.
    public let contentView = UIView(frame: .zero)
    /// How the cell looks when selected. Default ``SelectionStyle-swift.enum/default``.
    open var selectionStyle: SelectionStyle = .default
    /// The standard accessory. Default ``AccessoryType-swift.enum/none``.
    open var accessoryType: AccessoryType = .none
    /// A custom accessory view, used instead of ``accessoryType``. Default nil.
    open var accessoryView: UIView?

    private var highlightedState = false
    private var selectedState = false
    private var textLabelStorage: UILabel?
    private var detailTextLabelStorage: UILabel?

    /// Creates a cell with `style`, to be reused under `reuseIdentifier` (nil: never reused).
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableViewConstants.defaultRowHeight))
        configureCell()
    }

    /// Creates a cell of the default style without a reuse identifier, with the given frame.
    public override init(frame: CGRect) {
        style = .default
        super.init(frame: frame)
        configureCell()
    }

    /// Present for source compatibility; reads nothing from `coder`.
    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
        configureCell()
    }

    private func configureCell() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    // MARK: Labels

    /// The cell's main label, in ``contentView``, created on first use. Default text nil.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel(frame: contentView.bounds)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
        textLabelStorage = label
        return label
    }

    /// The secondary label of the ``CellStyle/value1``, ``CellStyle/value2`` and
    /// ``CellStyle/subtitle`` styles, created on first use; nil for the default style.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel(frame: contentView.bounds)
        contentView.addSubview(label)
        detailTextLabelStorage = label
        return label
    }

    // MARK: Highlight and selection (behaviour 14.3)

    /// Whether a touch is on the row. Setting it calls ``setHighlighted(_:animated:)`` without animation.
    /// Default `false`.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Whether the row is selected. Setting it calls ``setSelected(_:animated:)`` without animation.
    /// Default `false`.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Sets the highlight; the table view calls it when a touch highlights or unhighlights the row.
    /// Override to react; call `super`, which stores the state.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
    }

    /// Sets the selection; the table view calls it when the row is selected or deselected (and when a
    /// cell is shown for a selected row). Override to react; call `super`, which stores the state.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
    }

    // MARK: Editing (behaviour 14.7)

    /// Whether the cell shows its editing controls; the table view sets it from its own editing mode.
    /// Default `false`.
    public private(set) var isEditing = false

    /// Sets ``isEditing``; the table view calls it when its editing mode changes or the cell is shown.
    /// Override to react; call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// The delete or insert control the table view put in the cell in editing mode.
    var editingControl: UIButton?
    /// The reorder control the table view put in the cell in editing mode.
    var reorderControl: UIControl?
    /// The delete confirmation button the table view put in the cell.
    var deleteConfirmationButton: UIButton?

    // MARK: Reuse

    /// Called just before ``UITableView/dequeueReusableCell(withIdentifier:for:)`` hands the cell out
    /// again (never for a new cell). The default does nothing: the table view sets the highlight and
    /// selection of the row the cell will show. Call `super` when overriding.
    open func prepareForReuse() {}
}
