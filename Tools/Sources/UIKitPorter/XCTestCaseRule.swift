import SwiftSyntax

/// In a file that imports XCTest, a class that inherits from `XCTestCase` and has no `@MainActor` gets
/// one: ResponderKit's UIKit types are `@MainActor` Swift classes and XCTest's test methods are
/// nonisolated, so its tests could not call them otherwise (iOS code in Swift 6 writes
/// `@MainActor final class ...: XCTestCase` too). Synchronous `setUp()`/`tearDown()` overrides stay
/// nonisolated, as the methods they override are, and are reported with a note.
extension PortVisitor {
    /// XCTest's synchronous set-up and tear-down methods: an override keeps their (nonisolated) isolation.
    static let nonisolatedTestCaseOverrides: Set<String> = [
        "setUp", "tearDown", "setUpWithError", "tearDownWithError",
    ]

    func portTestCase(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard importsXCTest,
            node.inheritanceClause?.inheritedTypes.contains(where: {
                ["XCTestCase", "XCTest.XCTestCase"].contains($0.type.trimmedDescription)
            }) == true,
            !node.attributes.contains(where: {
                let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
                return name == "MainActor" || name?.hasSuffix(".MainActor") == true
            })
        else { return .visitChildren }
        let firstToken = node.modifiers.first?.firstToken(viewMode: .sourceAccurate) ?? node.classKeyword
        let start = firstToken.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.replace(start..<start, with: "@MainActor ")
        report(
            .changed, at: firstToken,
            "added @MainActor to \(node.name.text): ResponderKit's UIKit types are main-actor classes, and XCTest's test methods are nonisolated, so its tests could not call them otherwise"
        )
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                Self.nonisolatedTestCaseOverrides.contains(function.name.text),
                function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
                function.signature.effectSpecifiers?.asyncSpecifier == nil
            else { continue }
            let asyncForm = function.name.text.hasPrefix("setUp") ? "setUp" : "tearDown"
            report(
                .note, at: function,
                "\(function.name.text)() overrides XCTest's nonisolated method, so it stays nonisolated and cannot use main-actor state: override \(asyncForm)() async throws instead, which runs on the main actor"
            )
        }
        return .visitChildren
    }
}
