import Foundation

/// The headless bar at the top of a navigation controller's view (UIKit's `UINavigationBar`;
/// behaviour 13.3): nothing is drawn, but it holds views that take touches: a back button (a
/// ``UIButton``) while there is an item below the top one and the top item does not hide it, then the
/// top item's left bar button items, and its right bar button items from the trailing edge. A tap on
/// the back button pops the navigation controller (animated, as UIKit's back button does); a tap on a
/// bar button item performs the item's action (``UIBarButtonItem``).
///
/// Its frame is set by the navigation controller: the full width, ``NavigationConstants/barHeight``
/// high, at the top (there is no status bar). It stays in front of the controllers' views.
@MainActor
open class UINavigationBar: UIView {
    /// The items, bottom of the stack first: the navigation controller's view controllers' items.
    public private(set) var items: [UINavigationItem]?
    /// The item on top of the stack.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one, whose title the back button shows.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// The back button, nil while there is none (no item below the top, or the top hides it).
    public private(set) var backButton: UIButton?
    /// The buttons of the top item's left and right bar button items, in that order.
    private var itemButtons: [(item: UIBarButtonItem, button: UIButton, leading: Bool)] = []
    /// What a tap on the back button does (the navigation controller pops).
    var backAction: (() -> Void)?

    /// The width of each button: 80 pt (a headless choice; nothing is measured).
    static let buttonWidth: CGFloat = 80
    /// The space at each end of the bar: 8 pt.
    static let margin: CGFloat = 8

    /// Replaces the items; `animated` is accepted for source compatibility.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] where item.owner === self { item.owner = nil }
        self.items = items
        for item in items ?? [] { item.owner = self }
        itemsDidChange()
    }

    /// Rebuilds the buttons from the top and back items.
    func itemsDidChange() {
        backButton?.removeFromSuperview()
        backButton = nil
        for entry in itemButtons { entry.button.removeFromSuperview(); entry.item.owner = nil }
        itemButtons = []
        guard let top = topItem else { return }
        let leftItems = top.leftBarButtonItems ?? []
        if let back = backItem, !top.hidesBackButton, leftItems.isEmpty || top.leftItemsSupplementBackButton {
            let button = UIButton(type: .system)
            button.setTitle(back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back", for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.backAction?() }, for: .touchUpInside)
            addSubview(button)
            backButton = button
        }
        for (items, leading) in [(leftItems, true), (top.rightBarButtonItems ?? [], false)] {
            for item in items {
                let button = UIButton(type: .system)
                button.setTitle(item.title, for: .normal)
                button.isEnabled = item.isEnabled
                button.addAction(
                    UIAction { [weak item, weak button] _ in
                        item?.performTap(in: button?.window, event: nil)
                    }, for: .touchUpInside)
                item.owner = self
                addSubview(button)
                itemButtons.append((item, button, leading))
            }
        }
        setNeedsLayout()
    }

    /// Places the back button and the leading items from the leading edge, the trailing items from the
    /// trailing edge, each `buttonWidth` wide and as high as the bar.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = Self.buttonWidth, height = bounds.height
        var leading = bounds.minX + Self.margin
        var trailing = bounds.maxX - Self.margin
        if let backButton {
            backButton.frame = CGRect(x: leading, y: 0, width: width, height: height)
            leading += width
        }
        for entry in itemButtons {
            if entry.leading {
                entry.button.frame = CGRect(x: leading, y: 0, width: width, height: height)
                leading += width
            } else {
                trailing -= width
                entry.button.frame = CGRect(x: trailing, y: 0, width: width, height: height)
            }
        }
    }

    /// The button showing `item`, if the bar shows it (for tests and the inspector).
    public func button(for item: UIBarButtonItem) -> UIButton? {
        itemButtons.first { $0.item === item }?.button
    }
}
