import SwiftSyntax

/// `Timer` → `ResponderKit.Timer` in a file where Foundation's `Timer` stays visible beside ResponderKit's
/// after porting: `import XCTest` re-exports Foundation on Linux (and an attributed `import Foundation`
/// stays), so the bare name is ambiguous there and does not compile. ResponderKit's `Timer` runs on the
/// application's clock, so a test's waits fire it (docs/porting.md, "Timers and main-queue work"). Only the
/// type is qualified: as a type, as the base of a member access (`Timer.scheduledTimer(...)`) or as an
/// initializer call; a member named `Timer` is not, and a file that declares its own `Timer` is left alone.
extension PortVisitor {
    func portTimerType(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "Timer", node.genericArgumentClause == nil {
            qualifyTimer(node)
        }
        return .visitChildren
    }

    func portTimerReference(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.baseName.text == "Timer", node.argumentNames == nil, let parent = node.parent else {
            return .visitChildren
        }
        if parent.as(MemberAccessExprSyntax.self)?.base?.id == node.id
            || parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        {
            qualifyTimer(node)
        }
        return .visitChildren
    }

    private func qualifyTimer(_ node: some SyntaxProtocol) {
        guard let foundationTimerImport else { return }
        replace(node, with: "ResponderKit.Timer")
        report(
            .changed, at: node,
            "Timer → ResponderKit.Timer: import \(foundationTimerImport) keeps Foundation's Timer visible, so the name is ambiguous; ResponderKit's runs on the application's clock, so waits in tests fire it"
        )
    }

    /// The import that keeps Foundation's `Timer` visible after porting in a file that imports all of
    /// ResponderKit (a plain `import Foundation` is removed there; `import XCTest` and an attributed
    /// `import Foundation` stay), or nil when `Timer` is not ambiguous or the file declares a `Timer`.
    static func importKeepingFoundationTimer(
        _ wholeModuleImports: [ImportDeclSyntax], importsAllOfResponderKit: Bool, tree: SourceFileSyntax
    ) -> String? {
        guard importsAllOfResponderKit else { return nil }
        let keepsFoundation = wholeModuleImports.first { declaration in
            let path = declaration.path.map(\.name.text)
            return path == ["XCTest"] || path == ["Foundation"] && !declaration.attributes.isEmpty
        }
        guard let keepsFoundation, !declaresTimer(tree) else { return nil }
        return keepsFoundation.path.trimmedDescription
    }

    /// Whether the file declares something named `Timer` (a type, type alias, generic parameter,
    /// variable, parameter, function or enum case), which then shadows the imported ones.
    private static func declaresTimer(_ tree: SourceFileSyntax) -> Bool {
        let declarationKinds: Set<SyntaxKind> = [
            .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .typeAliasDecl, .associatedTypeDecl,
            .genericParameter, .identifierPattern, .functionParameter, .closureShorthandParameter,
            .closureParameter, .functionDecl, .enumCaseElement,
        ]
        return tree.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == "Timer" && token.parent.map { declarationKinds.contains($0.kind) } == true
        }
    }
}
