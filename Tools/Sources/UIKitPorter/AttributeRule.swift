import SwiftSyntax

/// `@objc`, `@objc(name)`, `@objcMembers` and the Interface Builder attributes are removed: without the
/// Objective-C runtime they mean nothing (or do not compile), and a `Selector` built by the porter calls
/// the method directly. `@objc` stays on a protocol with optional requirements, which is reported.
extension PortVisitor {
    func portAttribute(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        switch name {
        case "objc":
            guard !isInProtocolWithOptionalRequirements(Syntax(node)) else { return .skipChildren }
            removeAttribute(node)
            if let selectorName = node.arguments?.trimmedDescription, !selectorName.isEmpty {
                report(
                    .changed, at: node,
                    "removed @objc(\(selectorName)) (selectors naming this method keep the name \(selectorName))")
            } else {
                report(.changed, at: node, "removed @objc")
            }
        case "objcMembers":
            removeAttribute(node)
            report(.changed, at: node, "removed @objcMembers")
        case "IBAction":
            removeAttribute(node)
            report(
                .changed, at: node,
                "removed @IBAction (there is no Interface Builder: the method stays a method; "
                    + "connect it in code with addTarget(_:action:for:))")
        case "IBOutlet":
            removeAttribute(node)
            report(
                .note, at: node,
                "removed @IBOutlet: no storyboard or nib loads it, so create the view and assign "
                    + "this property in code (loadView or viewDidLoad)")
        case "IBInspectable", "IBDesignable":
            removeAttribute(node)
            report(.changed, at: node, "removed @\(name) (Interface Builder only)")
        default:
            break
        }
        return .skipChildren
    }

    /// `dynamic` compiles without the Objective-C runtime but no longer enables key-value observing;
    /// `optional` protocol requirements need `@objc` and have no translation.
    func portModifier(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        switch node.name.tokenKind {
        case .keyword(.dynamic):
            report(
                .note, at: node,
                "kept dynamic: it compiles without the Objective-C runtime, but nothing can observe "
                    + "this member with key-value observing; call observers from its didSet instead")
        case .keyword(.optional) where isInProtocolWithOptionalRequirements(Syntax(node)):
            report(
                .untranslatable, at: node,
                "optional protocol requirement: needs @objc and the Objective-C runtime; "
                    + "left as is (and the protocol's @objc with it): make it a requirement with a default implementation "
                    + "in a protocol extension")
        default:
            break
        }
        return .skipChildren
    }

    /// Whether `node` is part of a protocol that declares optional requirements.
    func isInProtocolWithOptionalRequirements(_ node: Syntax) -> Bool {
        var current: Syntax? = node
        while let ancestor = current {
            if let protocolDeclaration = ancestor.as(ProtocolDeclSyntax.self) {
                return protocolDeclaration.memberBlock.members.contains { member in
                    member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
                        .contains { $0.name.tokenKind == .keyword(.optional) } ?? false
                }
            }
            current = ancestor.parent
        }
        return false
    }
}
