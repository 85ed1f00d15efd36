import SwiftSyntax

/// Calls that ask the Objective-C runtime to find or call a method by name have no translation: they
/// are reported and left as is, with the selectors they contain.
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
        default:
            advice = nil
        }
        guard let advice else { return .visitChildren }
        report(.untranslatable, at: node, "\(advice); left as is")
        return .skipChildren
    }
}
