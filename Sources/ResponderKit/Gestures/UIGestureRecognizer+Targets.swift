import Foundation

/// Target-action without Objective-C (behaviour 4.1): UIKit's `Selector` API, typed method references held
/// weakly, and closures.
///
/// Identity (docs/decisions.md "Target-action identity"): a selector pair is the target object and the
/// selector's name, so adding the same pair again changes nothing and `removeTarget(_:action:)` removes
/// exactly that pair. Typed method references and closures cannot be compared in Swift: each call adds
/// a pair, removed by target (``removeTarget(_:)``, or `removeTarget(target, action: nil)`).
extension UIGestureRecognizer {
    // MARK: Selectors (UIKit's API)

    /// Adds a target-action pair (UIKit's `addTarget(_:action:)`): each time the recognizer sends its
    /// actions, `action` is sent to `target` (held weakly) with the recognizer as sender. A selector bound
    /// to a method (`Selector("handlePan:", ViewController.handlePan(_:))`) calls it when `target` is of
    /// the method's class; otherwise a responder that lists the selector in
    /// ``UIResponder/implementedActions`` performs it; a target that can do neither gets nothing, and the
    /// action is recorded in ``UIApplication/undeliveredActions``. Adding a pair already added (same object, same
    /// selector name) does nothing. A target that is not an object (a struct) cannot receive actions and is
    /// not added.
    public func addTarget(_ target: Any, action: Selector) {
        guard type(of: target) is AnyClass else { return }
        let object = target as AnyObject
        guard !targets.contains(where: { $0.action == action && $0.target === object }) else { return }
        appendTarget(
            GestureTarget(target: object, action: action) { object, recognizer in
                guard let object else { return }
                // A target that cannot perform it is recorded in the application's undeliveredActions.
                _ = (recognizer.view?.window?.application ?? .shared).deliver(
                    action, to: object, from: recognizer, event: nil)
            })
    }

    /// Removes target-action pairs (UIKit's `removeTarget(_:action:)`): the pair `target`/`action`; every
    /// action of `target` when `action` is nil; every pair with `action` when `target` is nil; every
    /// target, method reference and closure when both are nil. Pairs added with typed method references
    /// have no selector: they go with a nil `action`.
    public func removeTarget(_ target: Any?, action: Selector?) {
        let object: AnyObject? = target.flatMap { type(of: $0) is AnyClass ? $0 as AnyObject : nil }
        if target != nil && object == nil { return }
        removeTargets { pair in
            (object == nil || (pair.holdsTarget && pair.target === object)) && (action == nil || pair.action == action)
        }
    }

    // MARK: Typed method references and closures (ResponderKit additions)

    /// Adds a target-action pair: `action` is called on `target` (held weakly) with the recognizer each
    /// time an action is sent. A method taking a more specific recognizer type is called only while the
    /// recognizer is of that type. Swift cannot compare method references, so each call adds a pair.
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Recognizer) -> Void
    ) {
        appendTarget(
            GestureTarget(target: target, action: nil) { object, recognizer in
                guard let object = object as? Target, let recognizer = recognizer as? Recognizer else { return }
                action(object)(recognizer)
            })
    }

    /// Adds a target and an argument-less action.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        appendTarget(
            GestureTarget(target: target, action: nil) { object, _ in
                guard let object = object as? Target else { return }
                action(object)()
            })
    }

    /// Adds a closure called with the recognizer each time an action is sent.
    public func addAction(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        appendTarget(GestureTarget(target: nil, action: nil) { _, recognizer in handler(recognizer) })
    }

    /// Removes every action of `target` (selectors and method references); nil removes every target and
    /// closure. The same as `removeTarget(target, action: nil)`.
    public func removeTarget(_ target: AnyObject?) {
        removeTarget(target as Any?, action: nil)
    }
}

/// A target-action pair or closure.
@MainActor
struct GestureTarget {
    weak var target: AnyObject?
    let holdsTarget: Bool
    /// The selector of a selector pair (its identity with the target); nil for method references and closures.
    let action: Selector?
    let invoke: @MainActor (AnyObject?, UIGestureRecognizer) -> Void

    init(target: AnyObject?, action: Selector?, invoke: @escaping @MainActor (AnyObject?, UIGestureRecognizer) -> Void)
    {
        self.target = target
        holdsTarget = target != nil
        self.action = action
        self.invoke = invoke
    }
}
