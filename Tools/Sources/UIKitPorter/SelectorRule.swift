import SwiftSyntax

/// `#selector(method(_:))` → `Selector("method:", EnclosingType.method(_:))`: ResponderKit's Selector
/// carries its Objective-C name (compared by name, as selectors are) and the method it calls
/// (docs/porting.md, "Selectors"). Standard edit actions that the enclosing type does not declare keep
/// their name only (`Selector("copy:")`): the responder chain's standard edit actions perform them.
extension PortVisitor {
    /// The methods of `UIResponderStandardEditActions` that ResponderKit's `Selector` names.
    static let standardEditActions: Set<String> = [
        "cut", "copy", "paste", "pasteAndMatchStyle", "select", "selectAll", "delete",
        "makeTextWritingDirectionLeftToRight", "makeTextWritingDirectionRightToLeft",
        "toggleBoldface", "toggleItalics", "toggleUnderline", "increaseSize", "decreaseSize",
    ]

    func portMacroExpansion(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            portSelector(node)
            return .skipChildren
        case "keyPath":
            report(
                .untranslatable, at: node,
                "\(node.trimmedDescription) is a key-value-coding path, which needs the "
                    + "Objective-C runtime: use a Swift key path (\\Type.property) and observe changes in code; left as is"
            )
            return .skipChildren
        default:
            return .visitChildren
        }
    }

    private func portSelector(_ node: MacroExpansionExprSyntax) {
        let written = node.trimmedDescription
        guard node.arguments.count == 1, let argument = node.arguments.first else {
            return report(.untranslatable, at: node, "\(written): expected one method reference; left as is")
        }
        if let label = argument.label?.text {
            return report(
                .untranslatable, at: node,
                "\(written) names a property's \(label): ResponderKit selectors name "
                    + "methods only; call the property from a method or a closure instead; left as is")
        }
        guard let (typeName, reference) = methodReference(argument.expression) else {
            return report(
                .untranslatable, at: node,
                "\(written): cannot tell which method this names "
                    + "(expected method, method(_:), Type.method(_:) or self.method(_:)); left as is")
        }
        let baseName = reference.baseName.text
        let labels: [String?]? = reference.argumentNames.map { names in
            names.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }
        }
        let enclosing = enclosingTypeName(of: Syntax(node))
        let isStandardEditType =
            typeName == nil || typeName == "UIResponderStandardEditActions" || typeName == "UIResponder"
        if isStandardEditType, Self.standardEditActions.contains(baseName), (labels ?? [nil]) == [nil] {
            let name = baseName + ":"
            let declared =
                enclosing.map { type in index.methods(named: baseName, in: type).filter { $0.labels == [nil] } } ?? []
            if let enclosing, !declared.isEmpty {
                return emit(node, "Selector(\"\(name)\", \(enclosing).\(baseName)(_:))")
            }
            return emit(
                node, "Selector(\"\(name)\")",
                because:
                    "a standard edit action that \(enclosing ?? "this scope") does not declare: the responder chain performs it"
            )
        }
        guard let type = typeName ?? enclosing else {
            return report(
                .untranslatable, at: node,
                "\(written) is outside any type: write #selector(Type.\(reference.trimmedDescription)); left as is")
        }
        let candidates = index.methods(named: baseName, in: type)
        let name: String
        var because: String?
        if let labels {
            name =
                candidates.first { $0.labels == labels }?.selectorName
                ?? ObjCSelectorName.of(baseName: baseName, labels: labels)
        } else if candidates.count == 1, let method = candidates.first {
            name = method.selectorName
        } else if candidates.isEmpty {
            name = baseName
            because =
                "no method \(baseName) declared in \(type) in this file, so its arguments are unknown: assumed none; check the name"
        } else {
            return report(
                .untranslatable, at: node,
                "\(written) is ambiguous: \(type) declares \(candidates.count) methods named "
                    + "\(baseName); write its argument labels, such as #selector(\(baseName)(_:)); left as is")
        }
        emit(node, "Selector(\"\(name)\", \(type).\(reference.trimmedDescription))", note: because)
    }

    /// The type a `#selector` argument names (nil: the enclosing type) and the method's name.
    private func methodReference(_ expression: ExprSyntax) -> (String?, DeclReferenceExprSyntax)? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (nil, reference) }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return (nil, member.declName)
        }
        guard base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) else { return nil }
        return (base.trimmedDescription, member.declName)
    }

    private func emit(
        _ node: MacroExpansionExprSyntax, _ replacement: String, because: String? = nil, note: String? = nil
    ) {
        replace(node, with: replacement)
        report(.changed, at: node, "\(node.trimmedDescription) → \(replacement)" + (because.map { " (\($0))" } ?? ""))
        if let note { report(.note, at: node, note) }
    }
}
