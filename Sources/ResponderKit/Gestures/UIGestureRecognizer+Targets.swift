import Foundation

/// Target-action without Objective-C (spec 4.1): typed method references held weakly, and closures.
extension UIGestureRecognizer {
    /// Adds a target-action pair: `action` is called on `target` (held weakly) with the recognizer each
    /// time an action is sent. A method taking a more specific recognizer type is called only while the
    /// recognizer is of that type. Swift cannot compare method references, so each call adds a pair.
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Recognizer) -> Void
    ) {
        targets.append(GestureTarget(target: target) { object, recognizer in
            guard let object = object as? Target, let recognizer = recognizer as? Recognizer else { return }
            action(object)(recognizer)
        })
    }

    /// Adds a target and an argument-less action.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void) {
        targets.append(GestureTarget(target: target) { object, _ in
            guard let object = object as? Target else { return }
            action(object)()
        })
    }

    /// Adds a closure called with the recognizer each time an action is sent.
    public func addAction(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append(GestureTarget(target: nil) { _, recognizer in handler(recognizer) })
    }

    /// Removes every action of `target`; nil removes every target and closure.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { return targets.removeAll() }
        targets.removeAll { $0.target === target }
    }

}

/// A target-action pair or closure.
@MainActor
struct GestureTarget {
    weak var target: AnyObject?
    let holdsTarget: Bool
    let invoke: @MainActor (AnyObject?, UIGestureRecognizer) -> Void

    init(target: AnyObject?, invoke: @escaping @MainActor (AnyObject?, UIGestureRecognizer) -> Void) {
        self.target = target
        holdsTarget = target != nil
        self.invoke = invoke
    }
}
