import Foundation

/// What a navigation bar shows while a view controller is on top (UIKit's `UINavigationItem`;
/// behaviour 13.3): its title, its bar buttons, and, for the controller below the top, the back
/// button's title. Every view controller has one (``UIViewController/navigationItem``).
@MainActor
open class UINavigationItem {
    /// The title shown in the bar while this item is on top, and the back button's title while it is
    /// the item below the top (unless ``backButtonTitle`` or ``backBarButtonItem`` says otherwise).
    open var title: String? { didSet { owner?.itemsDidChange() } }
    /// The item shown as the back button while this item is the one below the top. Default nil (a
    /// back button titled from this item).
    open var backBarButtonItem: UIBarButtonItem? { didSet { owner?.itemsDidChange() } }
    /// The back button's title while this item is the one below the top. Default nil.
    open var backButtonTitle: String? { didSet { owner?.itemsDidChange() } }
    /// Whether the back button is hidden while this item is on top. Default false.
    open var hidesBackButton = false { didSet { owner?.itemsDidChange() } }
    /// The items at the leading end of the bar (after the back button unless
    /// ``leftItemsSupplementBackButton`` is false, in which case they replace it). Default nil.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { owner?.itemsDidChange() } }
    /// The items at the trailing end of the bar, the first one outermost. Default nil.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { owner?.itemsDidChange() } }
    /// Whether left items are shown next to the back button rather than instead of it. Default false.
    open var leftItemsSupplementBackButton = false { didSet { owner?.itemsDidChange() } }

    /// The first of ``leftBarButtonItems``.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems``.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The bar showing the item, told when it changes.
    weak var owner: UINavigationBar?

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
    }

    /// Creates an item without a title.
    public init() {}

    /// Sets ``hidesBackButton``; `animated` is accepted for source compatibility.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets ``leftBarButtonItem``; `animated` is accepted for source compatibility.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }

    /// Sets ``rightBarButtonItem``; `animated` is accepted for source compatibility.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
}
