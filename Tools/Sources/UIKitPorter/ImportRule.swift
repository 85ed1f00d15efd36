import Foundation
import SwiftSyntax

/// `import UIKit` → `import ResponderKit`; `import UIKit.UIGestureRecognizerSubclass` → removed, since
/// ResponderKit's import already includes the recognizer subclass API (state setter, touches methods, reset).
/// A plain `import Foundation` or `import Dispatch` beside them is removed too: ResponderKit re-exports both,
/// and its `Timer`, `DispatchQueue.main` work and `DispatchTime.now()` (which run on the application's
/// clock) stand in for theirs only in a file that does not import them itself (docs/porting.md, "Timers
/// and main-queue work").
/// `import Hammer` → `import ResponderKitHammer`, lyft/Hammer's API on the application's clock (attributes
/// such as `@testable` stay); `import CoreMotion` → `import ResponderKit`, or removed beside a UIKit import;
/// `import CoreLocation` and `import MapKit` name modules there is no
/// counterpart of, and are reported as untranslatable.
extension PortVisitor {
    func portImport(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = node.path.map(\.name.text)
        if path == ["Foundation"] || path == ["Dispatch"], node.importKindSpecifier == nil, node.attributes.isEmpty,
            importsAllOfResponderKit
        {
            removeLine(node)
            report(
                .changed, at: node,
                "removed \(node.trimmedDescription): import ResponderKit re-exports it, with Timer and DispatchQueue.main on the application's clock"
            )
            return .skipChildren
        }
        if path == ["CoreGraphics"] || path == ["QuartzCore"], node.importKindSpecifier == nil, node.attributes.isEmpty
        {
            return portAppleOnlyImport(node, module: path[0])
        }
        if path.first == "Hammer" {
            return renameModule(
                of: node, to: "ResponderKitHammer",
                because: " (lyft/Hammer's EventGenerator on the application's clock)")
        }
        if path.first == "CoreMotion" {
            return portCoreMotionImport(node)
        }
        if path.first == "CoreLocation" || path.first == "MapKit" {
            report(
                .untranslatable, at: node,
                "\(node.trimmedDescription): there is no \(path[0]) module here (ResponderKit has no maps or locations); left as is"
            )
            return .skipChildren
        }
        guard path.first == "UIKit" else { return .skipChildren }
        if path.count == 1 || node.importKindSpecifier != nil && path.count == 2 {
            return renameModule(of: node, to: "ResponderKit")
        } else if path == ["UIKit", "UIGestureRecognizerSubclass"] {
            if importsUIKit {
                removeLine(node)
                report(
                    .changed, at: node,
                    "removed import UIKit.UIGestureRecognizerSubclass: import ResponderKit includes the recognizer subclass API"
                )
            } else {
                replace(node.path, with: "ResponderKit")
                report(
                    .changed, at: node,
                    "import UIKit.UIGestureRecognizerSubclass → import ResponderKit (it includes the recognizer subclass API)"
                )
            }
        } else {
            report(
                .untranslatable, at: node,
                "\(node.trimmedDescription): ResponderKit has no submodule \(path.dropFirst().joined(separator: ".")); left as is"
            )
        }
        return .skipChildren
    }
}

extension PortVisitor {
    /// `import CoreGraphics` and `import QuartzCore` name modules Linux does not have (the compiler stops
    /// there): beside a whole-module UIKit import they go, since ResponderKit brings Foundation's geometry
    /// (`CGFloat`, `CGPoint`, `CGRect`, `CGAffineTransform`) and its own `CALayer` and `CADisplayLink`; alone,
    /// they become `import Foundation`, which has the geometry (docs/porting.md, "Imports").
    fileprivate func portAppleOnlyImport(_ node: ImportDeclSyntax, module: String) -> SyntaxVisitorContinueKind {
        if importsAllOfResponderKit {
            removeLine(node)
            report(
                .changed, at: node,
                "removed import \(module): there is no such module on Linux; import ResponderKit brings its geometry types and CALayer"
            )
        } else {
            replace(node.path, with: "Foundation")
            report(
                .changed, at: node,
                "import \(module) → import Foundation: there is no such module on Linux; Foundation has its geometry types"
            )
        }
        return .skipChildren
    }
}

extension PortVisitor {
    /// `import CoreMotion`: ResponderKit has Core Motion's API (`CMMotionManager` and its data, on the
    /// application's clock), so beside a whole-module UIKit import it goes, and otherwise the module's name
    /// becomes ResponderKit (`import class CoreMotion.CMMotionManager` → `import class
    /// ResponderKit.CMMotionManager`) (docs/porting.md, "The rules").
    fileprivate func portCoreMotionImport(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.path.count == 1, node.importKindSpecifier == nil, node.attributes.isEmpty, importsAllOfResponderKit {
            removeLine(node)
            report(.changed, at: node, "removed import CoreMotion: import ResponderKit includes CMMotionManager")
            return .skipChildren
        }
        return renameModule(of: node, to: "ResponderKit", because: " (Core Motion's API is in ResponderKit)")
    }

    /// Renames the imported module (the first path component), keeping the import's kind, attributes and
    /// the rest of its path, and reports the change with `reason` after it.
    fileprivate func renameModule(of node: ImportDeclSyntax, to replacement: String, because reason: String = "")
        -> SyntaxVisitorContinueKind
    {
        guard let module = node.path.first else { return .skipChildren }
        replace(module.name, with: replacement)
        let before = node.trimmedDescription
        report(.changed, at: node, "\(before) → \(before.replacingFirst(module.name.text, with: replacement))\(reason)")
        return .skipChildren
    }
}

extension String {
    fileprivate func replacingFirst(_ module: String, with replacement: String) -> String {
        guard let range = range(of: module) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
