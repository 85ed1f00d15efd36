import Foundation

/// The name of an action method, such as `"copy:"`, optionally with the method itself: the value UIKit's
/// target-action and responder-chain actions are keyed by (behaviour 3.3).
///
/// Objective-C selectors do not exist off Apple platforms, so a method cannot be found by its name. A
/// selector is therefore either
/// - a name alone (`Selector("copy:")`, `"refresh:"`, ``Selector/copy``): a responder performs it when it
///   lists it in ``UIResponder/implementedActions`` (and performs it in
///   ``UIResponder/performAction(_:withSender:event:)``), or, for the standard edit actions, when its
///   ``UIResponder/canPerformAction(_:withSender:)`` says yes and it overrides the matching method; or
/// - a name bound to a method: `Selector("handleTap:", ViewController.handleTap(_:))`, what `responder port`
///   writes for `#selector(handleTap(_:))`. Any object of the method's class (or a subclass) implements
///   it, and receiving the action calls the method, with the sender when it takes one (and the event
///   when it takes two arguments, as `(_:forEvent:)` control actions do).
///
/// Equality and hashing use the **name only**, as Objective-C selectors do: `Selector("copy:",
/// Editor.copy(_:)) == .copy`, so `action == Selector("copy:", ...)` in a ported `canPerformAction`
/// override keeps working, and target-action identity (adding the same target and action twice registers
/// it once) is the pair (target object, selector name).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, with a colon per argument (`"copy:"`, `"tapped:forEvent:"`).
    public let name: String
    /// The bound method, if any.
    let implementation: SelectorImplementation?

    /// Creates a selector from its name alone.
    public init(_ name: String) {
        self.name = name
        implementation = nil
    }

    /// Creates a selector from a string literal: `let refresh: Selector = "refresh:"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Creates a selector named `name` bound to a method taking the sender:
    /// `Selector("handleTap:", ViewController.handleTap(_:))`. The method is called only when the target
    /// is a `Target` and the sender an `Argument` (declare the parameter as the sender's class, a
    /// superclass, `Any` or `Any?`).
    public init<Target: AnyObject, Argument>(
        _ name: String, _ method: @escaping @MainActor (Target) -> @MainActor (Argument) -> Void
    ) {
        self.name = name
        implementation = SelectorImplementation(accepts: { $0 is Target }) { target, sender, _ in
            guard let target = target as? Target, let argument = SelectorImplementation.cast(sender, to: Argument.self)
            else { return false }
            method(target)(argument)
            return true
        }
    }

    /// Creates a selector named `name` bound to an argument-less method: `Selector("refresh", ViewController.refresh)`.
    public init<Target: AnyObject>(_ name: String, _ method: @escaping @MainActor (Target) -> @MainActor () -> Void) {
        self.name = name
        implementation = SelectorImplementation(accepts: { $0 is Target }) { target, _, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
    }

    /// Creates a selector named `name` bound to a method taking the sender and the event, as control actions
    /// declared `(_:forEvent:)` or `(_:for:)` do: `Selector("tapped:forEvent:", ViewController.tapped(_:forEvent:))`.
    /// When the action is sent without an event (``UIControl/sendActions(for:)``, a gesture recognizer's
    /// action), the method gets a blank touch event stamped with the application's current time.
    public init<Target: AnyObject, Argument>(
        _ name: String, _ method: @escaping @MainActor (Target) -> @MainActor (Argument, UIEvent) -> Void
    ) {
        self.name = name
        implementation = SelectorImplementation(accepts: { $0 is Target }) { target, sender, event in
            guard let target = target as? Target, let argument = SelectorImplementation.cast(sender, to: Argument.self)
            else { return false }
            method(target)(argument, event ?? SelectorImplementation.blankEvent(target: target, sender: sender))
            return true
        }
    }

    /// Creates a selector named `name` bound to a method taking the sender and an optional event (nil when
    /// the action is sent without one).
    public init<Target: AnyObject, Argument>(
        _ name: String, _ method: @escaping @MainActor (Target) -> @MainActor (Argument, UIEvent?) -> Void
    ) {
        self.name = name
        implementation = SelectorImplementation(accepts: { $0 is Target }) { target, sender, event in
            guard let target = target as? Target, let argument = SelectorImplementation.cast(sender, to: Argument.self)
            else { return false }
            method(target)(argument, event)
            return true
        }
    }

    // Methods of classes that are not isolated to the main actor (a helper `NSObject` subclass in UIKit
    // code): their unapplied references are not `Sendable`, so they cannot convert to the main-actor
    // forms above. They are only ever called on the main actor (the bound implementation is
    // `@MainActor`), and an unapplied method reference captures nothing, hence `nonisolated(unsafe)`.
    // Disfavoured so that main-actor methods keep using the forms above.

    /// Creates a selector named `name` bound to a method, taking the sender, of a class that is not
    /// isolated to the main actor. The method is called on the main actor.
    @_disfavoredOverload
    public init<Target: AnyObject, Argument>(_ name: String, _ method: @escaping (Target) -> (Argument) -> Void) {
        nonisolated(unsafe) let method = method
        self.init(name) { @MainActor (target: Target) in { @MainActor (argument: Argument) in method(target)(argument) }
        }
    }

    /// Creates a selector named `name` bound to an argument-less method of a class that is not isolated
    /// to the main actor. The method is called on the main actor.
    @_disfavoredOverload
    public init<Target: AnyObject>(_ name: String, _ method: @escaping (Target) -> () -> Void) {
        nonisolated(unsafe) let method = method
        self.init(name) { @MainActor (target: Target) in { @MainActor in method(target)() } }
    }

    /// Creates a selector named `name` bound to a method, taking the sender and the event, of a class
    /// that is not isolated to the main actor. The method is called on the main actor.
    @_disfavoredOverload
    public init<Target: AnyObject, Argument>(
        _ name: String, _ method: @escaping (Target) -> (Argument, UIEvent) -> Void
    ) {
        nonisolated(unsafe) let method = method
        self.init(name) { @MainActor (target: Target) in
            { @MainActor (argument: Argument, event: UIEvent) in method(target)(argument, event) }
        }
    }

    /// Creates a selector named `name` bound to a method, taking the sender and an optional event, of a
    /// class that is not isolated to the main actor. The method is called on the main actor.
    @_disfavoredOverload
    public init<Target: AnyObject, Argument>(
        _ name: String, _ method: @escaping (Target) -> (Argument, UIEvent?) -> Void
    ) {
        nonisolated(unsafe) let method = method
        self.init(name) { @MainActor (target: Target) in
            { @MainActor (argument: Argument, event: UIEvent?) in method(target)(argument, event) }
        }
    }

    /// Whether the selector carries a method (it was created with one of the method-binding initializers).
    public var hasImplementation: Bool { implementation != nil }

    /// Whether `target` has the selector's bound method (it is of the method's class or a subclass).
    /// False for a selector without a method.
    public func isImplemented(by target: AnyObject) -> Bool {
        implementation?.accepts(target) ?? false
    }

    /// Calls the bound method on `target` with `sender` (and `event`, for two-argument methods). Returns
    /// false, calling nothing, when the selector has no method, `target` is not of the method's class, or
    /// `sender` is not of the type the method takes.
    @MainActor
    @discardableResult
    public func perform(on target: AnyObject, sender: Any?, event: UIEvent?) -> Bool {
        implementation?.invoke(target, sender, event) ?? false
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    public var description: String { name }
}

/// A selector's bound method, type-erased.
struct SelectorImplementation: Sendable {
    /// Whether an object is of the method's class.
    let accepts: @Sendable (AnyObject) -> Bool
    /// Calls the method on a target with a sender and an event; false when the types do not match.
    let invoke: @MainActor @Sendable (AnyObject, Any?, UIEvent?) -> Bool

    init(
        accepts: @escaping @Sendable (AnyObject) -> Bool,
        invoke: @escaping @MainActor @Sendable (AnyObject, Any?, UIEvent?) -> Bool
    ) {
        self.accepts = accepts
        self.invoke = invoke
    }

    /// `sender` as the method's parameter type. A nil sender fits an optional parameter (`Any?`) only.
    static func cast<Argument>(_ sender: Any?, to type: Argument.Type) -> Argument? {
        if let sender { return sender as? Argument }
        return Optional<Any>.none as? Argument
    }

    /// The event a method that takes a non-optional event gets when the action came without one.
    @MainActor
    static func blankEvent(target: AnyObject, sender: Any?) -> UIEvent {
        let application = ((sender as? UIView) ?? (sender as? UIGestureRecognizer)?.view ?? (target as? UIView))?
            .window?.application
        return UIEvent(type: .touches, timestamp: application?.clock.now ?? 0)
    }
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
