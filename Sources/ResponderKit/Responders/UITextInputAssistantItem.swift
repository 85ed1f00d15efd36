import Foundation

/// The custom items of the shortcuts bar above the keyboard on iPad (Apple's `UITextInputAssistantItem`),
/// got from a responder's ``UIResponder/inputAssistantItem``. Stored, never shown: there is no on-screen
/// keyboard headless.
@MainActor
open class UITextInputAssistantItem {
    /// Whether the user may hide the shortcuts bar. Default true.
    open var allowsHidingShortcuts = true
    /// The groups shown before the typing suggestions. Default empty.
    open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []
    /// The groups shown after the typing suggestions. Default empty.
    open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []

    /// Creates an empty assistant item; UIKit makes them, through ``UIResponder/inputAssistantItem``.
    public init() {}
}

/// A group of bar button items shown together in the shortcuts bar (Apple's `UIBarButtonItemGroup`).
@MainActor
open class UIBarButtonItemGroup {
    /// The group's items.
    open var barButtonItems: [UIBarButtonItem]
    /// The item shown instead of the group when there is no room for all of it. Default nil.
    open var representativeItem: UIBarButtonItem?
    /// Whether the group is hidden. Default false.
    open var isHidden = false

    /// Creates a group of `barButtonItems`, with an optional `representativeItem`.
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
    }
}
