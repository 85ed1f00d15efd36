import ResponderKit
import Testing

/// `inputAssistantItem` (Apple's `UIResponder.inputAssistantItem` and `UITextInputAssistantItem` pages):
/// stored, one per responder, with UIKit's defaults.
@MainActor
struct InputAssistantItemTests {
    @Test("each responder has one assistant item, empty by default, whose groups it keeps")
    func storedGroups() {
        let field = UITextField()
        let item = field.inputAssistantItem
        #expect(item === field.inputAssistantItem)
        #expect(item.allowsHidingShortcuts)
        #expect(item.leadingBarButtonGroups.isEmpty && item.trailingBarButtonGroups.isEmpty)
        let bold = UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)
        item.leadingBarButtonGroups = [UIBarButtonItemGroup(barButtonItems: [bold], representativeItem: nil)]
        #expect(field.inputAssistantItem.leadingBarButtonGroups.first?.barButtonItems.first === bold)
        #expect(UITextView().inputAssistantItem !== item)
    }
}
