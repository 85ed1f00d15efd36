import Testing
import UIKitPorter

/// Swift's Objective-C names for methods, as the Swift compiler forms them (AbstractFunctionDecl::getObjCSelector:
/// "With" before the first label unless it starts with a preposition or the base name ends with one),
/// checked against selectors UIKit documents (e.g. `touchUpInside` actions `buttonTapped:forEvent:`).
@Suite("Objective-C selector names")
struct ObjCSelectorNameTests {
    @Test(
        "Selector names from Swift names",
        arguments: [
            ("refresh", [String?](), "refresh"),
            ("handleTap", [nil], "handleTap:"),
            ("handle", ["sender"], "handleWithSender:"),
            ("foo", [nil, "bar"], "foo:bar:"),
            ("buttonTouched", [nil, "forEvent"], "buttonTouched:forEvent:"),
            ("move", ["to"], "moveTo:"),  // the label starts with a preposition
            ("showDetails", ["from"], "showDetailsFrom:"),
            ("scrollTo", ["item"], "scrollToItem:"),  // the base name ends with a preposition
            ("addItem", ["withTitle", "action"], "addItemWithTitle:action:"),
            ("init", ["frame"], "initWithFrame:"),
            ("tableView", [nil, "didSelectRowAt"], "tableView:didSelectRowAt:"),
        ])
    func name(baseName: String, labels: [String?], expected: String) {
        #expect(ObjCSelectorName.of(baseName: baseName, labels: labels) == expected)
    }
}
