import SwiftSyntax

/// Calls that ask the Objective-C runtime to find or call a method by name, swap method implementations or
/// look classes up by name have no translation: they are reported as untranslatable and left as is (the
/// compiler then stops there on Linux), with the selectors they contain. The associated-object functions
/// are kept with a note: ResponderKit provides them (docs/decisions.md, "Associated objects without the
/// Objective-C runtime").
extension PortVisitor {
    func portCall(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called: DeclReferenceExprSyntax? =
            node.calledExpression.as(DeclReferenceExprSyntax.self)
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName
        guard let called else { return .visitChildren }
        let firstLabel = node.arguments.first?.label?.text
        let advice: String?
        switch called.baseName.text {
        case "perform" where !node.arguments.isEmpty && firstLabel == nil:
            advice = "perform(_:) calls a method by its selector: call the method directly"
        case "performSelector":
            advice = "performSelector calls a method by its selector: call the method directly"
        case "responds" where firstLabel == "to":
            advice =
                "responds(to:) asks the Objective-C runtime: use canPerformAction(_:withSender:), or a protocol and as?"
        case "NSSelectorFromString":
            advice =
                "NSSelectorFromString looks a method up by its name at run time: use Selector(\"name:\", Type.method(_:))"
        case "NSStringFromSelector":
            advice = "NSStringFromSelector: a ResponderKit Selector's name is its name property"
        case "objc_setAssociatedObject", "objc_getAssociatedObject", "objc_removeAssociatedObjects":
            report(
                .note, at: node,
                "kept \(called.baseName.text): ResponderKit provides it, in a side table keyed by object identity; values are released when the object is next seen gone, not at its deinit"
            )
            return .visitChildren
        case "method_exchangeImplementations", "method_setImplementation", "class_replaceMethod", "class_addMethod",
            "class_getInstanceMethod", "class_getClassMethod":
            advice =
                "\(called.baseName.text) changes or looks up a method in the Objective-C runtime (swizzling), which Linux does not have: subclass and override, or call a hook explicitly"
        case "object_getClass", "object_setClass", "objc_getClass", "NSClassFromString", "class_getName":
            advice =
                "\(called.baseName.text) asks the Objective-C runtime for a class, which Linux does not have: use type(of:) and a Swift type"
        default:
            advice = nil
        }
        guard let advice else { return .visitChildren }
        report(.untranslatable, at: node, "\(advice); left as is")
        return .skipChildren
    }
}
