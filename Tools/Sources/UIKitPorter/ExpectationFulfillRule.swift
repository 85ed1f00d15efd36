import SwiftSyntax

/// In a file that imports XCTest, `expectation.fulfill` passed as a value (an action closure, not a call)
/// becomes `{ expectation.fulfill() }`: on Linux, XCTest's `fulfill` takes the file and line as defaulted
/// arguments, so the method itself is a `(StaticString, Int) -> Void` and does not convert to the
/// `() -> Void` the code passes it as, while a call uses the defaults (docs/porting.md, "Tests").
extension PortVisitor {
    func portFulfillReference(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard importsXCTest, node.declName.baseName.text == "fulfill", node.declName.argumentNames == nil,
            let base = node.base
        else { return .visitChildren }
        // A call (`x.fulfill()`, `x.fulfill(file, line)`) or a trailing-closure call keeps its form.
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            return .visitChildren
        }
        replace(node, with: "{ \(base.trimmedDescription).fulfill() }")
        report(
            .changed, at: node,
            "\(node.trimmedDescription) → { \(base.trimmedDescription).fulfill() }: on Linux XCTest's fulfill takes the file and line, so only a call converts to () -> Void"
        )
        return .skipChildren
    }
}
