import Foundation

/// The name of an action method, such as `"copy:"`: the value UIKit's responder-chain actions are keyed
/// by (spec 3.3). Objective-C selectors do not exist off Apple platforms, so a selector here is just its
/// name; a responder says which selectors it implements through ``UIResponder/implementedActions`` and
/// performs them in ``UIResponder/performAction(_:withSender:event:)``.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, with a colon per argument (`"copy:"`).
    public let name: String

    /// Creates a selector from its name.
    public init(_ name: String) { self.name = name }

    /// Creates a selector from a string literal: `let refresh: Selector = "refresh:"`.
    public init(stringLiteral value: String) { name = value }

    public var description: String { name }
}

extension Selector {
    /// `cut:`
    public static let cut = Selector("cut:")
    /// `copy:`
    public static let copy = Selector("copy:")
    /// `paste:`
    public static let paste = Selector("paste:")
    /// `pasteAndMatchStyle:`
    public static let pasteAndMatchStyle = Selector("pasteAndMatchStyle:")
    /// `select:`
    public static let select = Selector("select:")
    /// `selectAll:`
    public static let selectAll = Selector("selectAll:")
    /// `delete:`
    public static let delete = Selector("delete:")
    /// `makeTextWritingDirectionLeftToRight:`
    public static let makeTextWritingDirectionLeftToRight = Selector("makeTextWritingDirectionLeftToRight:")
    /// `makeTextWritingDirectionRightToLeft:`
    public static let makeTextWritingDirectionRightToLeft = Selector("makeTextWritingDirectionRightToLeft:")
    /// `toggleBoldface:`
    public static let toggleBoldface = Selector("toggleBoldface:")
    /// `toggleItalics:`
    public static let toggleItalics = Selector("toggleItalics:")
    /// `toggleUnderline:`
    public static let toggleUnderline = Selector("toggleUnderline:")
    /// `increaseSize:`
    public static let increaseSize = Selector("increaseSize:")
    /// `decreaseSize:`
    public static let decreaseSize = Selector("decreaseSize:")

    /// The standard edit actions of `UIResponderStandardEditActions`, in the order an edit menu lists them.
    public static let standardEditActions: [Selector] = [
        .cut, .copy, .paste, .pasteAndMatchStyle, .select, .selectAll, .delete,
        .makeTextWritingDirectionLeftToRight, .makeTextWritingDirectionRightToLeft,
        .toggleBoldface, .toggleItalics, .toggleUnderline, .increaseSize, .decreaseSize,
    ]
}
