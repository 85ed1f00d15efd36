// TEMPORARY — remove when apigaps lands.
//
// The Selector-based target-action of docs/decisions.md ("Selector-based target-action") is being added
// to ResponderKit in parallel (branch apigaps). Until it is merged, this file declares the spellings the
// porter emits so that the ported examples in this target compile against ResponderKit. It only
// type-checks: the selectors keep their names, the methods are dropped, and the recognizer initializer
// adds no target. This target is compiled, never run.
//
// The Foundation re-export of issue 11 ("Foundation comes with the import": `import ResponderKit` brings
// CGRect, NSCoder...) is also being added in parallel; until then the line below stands in for it, for
// this target only.
@_exported import Foundation
import ResponderKit

extension Selector {
    init<Target: AnyObject, Argument>(_ name: String, _ method: @escaping @MainActor (Target) -> @MainActor (Argument) -> Void) {
        self.init(name)
    }

    init<Target: AnyObject>(_ name: String, _ method: @escaping @MainActor (Target) -> @MainActor () -> Void) {
        self.init(name)
    }

    init<Target: AnyObject, Argument>(
        _ name: String, _ method: @escaping @MainActor (Target) -> @MainActor (Argument, UIEvent) -> Void
    ) {
        self.init(name)
    }
}

extension UIGestureRecognizer {
    convenience init(target: Any?, action: Selector?) {
        self.init()
    }
}
