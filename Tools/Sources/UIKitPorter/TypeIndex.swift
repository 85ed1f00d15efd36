import SwiftSyntax

/// The methods each type of a file declares (in the type or in its extensions in that file), so that a
/// `#selector` can be resolved to its method's argument labels and `@objc(name)`.
struct TypeIndex {
    /// A declared method.
    struct Method {
        let baseName: String
        /// Argument labels; nil for an unlabelled (`_`) argument.
        let labels: [String?]
        /// The name given by `@objc(name)`, if any.
        let objcName: String?

        /// The Objective-C selector name of the method.
        var selectorName: String { objcName ?? ObjCSelectorName.of(baseName: baseName, labels: labels) }
    }

    private var methods: [String: [Method]] = [:]

    init(_ file: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file)
        methods = collector.methods
    }

    /// The methods named `baseName` that `type` declares in this file.
    func methods(named baseName: String, in type: String) -> [Method] {
        methods[type, default: []].filter { $0.baseName == baseName }
    }

    private final class Collector: SyntaxVisitor {
        var methods: [String: [Method]] = [:]

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let type = enclosingTypeName(of: Syntax(node)) else { return .skipChildren }
            let labels: [String?] = node.signature.parameterClause.parameters.map {
                $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text
            }
            let objcName = node.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
                .first { $0.attributeName.trimmedDescription == "objc" }
                .flatMap { $0.arguments?.trimmedDescription }
                .flatMap { $0.isEmpty ? nil : $0 }
            methods[type, default: []].append(Method(baseName: node.name.text, labels: labels, objcName: objcName))
            return .skipChildren
        }
    }
}

/// The name of the type whose body contains `node`, qualified by its enclosing types
/// (`Outer.Inner`); an extension contributes its extended type's name as written.
func enclosingTypeName(of node: Syntax) -> String? {
    var names: [String] = []
    var current = node.parent
    while let ancestor = current {
        if let declaration = ancestor.as(ClassDeclSyntax.self) {
            names.append(declaration.name.text)
        } else if let declaration = ancestor.as(StructDeclSyntax.self) {
            names.append(declaration.name.text)
        } else if let declaration = ancestor.as(EnumDeclSyntax.self) {
            names.append(declaration.name.text)
        } else if let declaration = ancestor.as(ActorDeclSyntax.self) {
            names.append(declaration.name.text)
        } else if let declaration = ancestor.as(ExtensionDeclSyntax.self) {
            names.append(declaration.extendedType.trimmedDescription)
            break
        }
        current = ancestor.parent
    }
    return names.isEmpty ? nil : names.reversed().joined(separator: ".")
}
