import SwiftSyntax

/// In a file that imports XCTest, a class that inherits from `XCTestCase` and has no `@MainActor` gets
/// one: ResponderKit's UIKit types are `@MainActor` Swift classes and XCTest's test methods are
/// nonisolated, so its tests could not call them otherwise (iOS code in Swift 6 writes
/// `@MainActor final class ...: XCTestCase` too). Its synchronous test methods (and those of its
/// extensions in the file) become `async`: on Linux, `swift test` calls a synchronous test method through
/// a nonisolated `() throws -> ()`, which a main-actor method cannot be cast to (the run stops with "Could
/// not cast value of type ... @MainActor () throws -> ()"), while an async one is awaited on the main
/// actor (docs/porting.md, "Tests"). Synchronous `setUp()`/`tearDown()` overrides stay nonisolated, as
/// the methods they override are, and are reported with a note.
extension PortVisitor {
    /// XCTest's synchronous set-up and tear-down methods: an override keeps their (nonisolated) isolation.
    static let nonisolatedTestCaseOverrides: Set<String> = [
        "setUp", "tearDown", "setUpWithError", "tearDownWithError",
    ]

    func portTestCase(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard importsXCTest, Self.isTestCase(node) else { return .visitChildren }
        if !node.attributes.contains(where: Self.isMainActor) {
            let firstToken = node.modifiers.first?.firstToken(viewMode: .sourceAccurate) ?? node.classKeyword
            let start = firstToken.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.replace(start..<start, with: "@MainActor ")
            report(
                .changed, at: firstToken,
                "added @MainActor to \(node.name.text): ResponderKit's UIKit types are main-actor classes, and XCTest's test methods are nonisolated, so its tests could not call them otherwise"
            )
        }
        portTestMethods(node.memberBlock)
        return .visitChildren
    }

    func portTestCaseExtension(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if importsXCTest, testCaseNames.contains(node.extendedType.trimmedDescription) {
            portTestMethods(node.memberBlock)
        }
        return .visitChildren
    }

    /// The names of the classes of `tree` that inherit from `XCTestCase`.
    static func testCaseNames(in tree: SourceFileSyntax) -> Set<String> {
        Set(
            tree.tokens(viewMode: .sourceAccurate).compactMap { token in
                guard let declaration = token.parent?.as(ClassDeclSyntax.self), declaration.name.id == token.id,
                    isTestCase(declaration)
                else { return nil }
                return declaration.name.text
            })
    }

    private static func isTestCase(_ node: ClassDeclSyntax) -> Bool {
        node.inheritanceClause?.inheritedTypes.contains {
            ["XCTestCase", "XCTest.XCTestCase"].contains($0.type.trimmedDescription)
        } == true
    }

    private static func isMainActor(_ element: AttributeListSyntax.Element) -> Bool {
        let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        return name == "MainActor" || name?.hasSuffix(".MainActor") == true
    }

    /// Makes the synchronous test methods of a main-actor test case `async`, and notes the synchronous
    /// set-up and tear-down overrides.
    private func portTestMethods(_ members: MemberBlockSyntax) {
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                function.signature.effectSpecifiers?.asyncSpecifier == nil,
                !function.modifiers.contains(where: {
                    [.keyword(.static), .keyword(.class), .keyword(.nonisolated)].contains($0.name.tokenKind)
                })
            else { continue }
            let name = function.name.text
            if Self.nonisolatedTestCaseOverrides.contains(name),
                function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
            {
                let asyncForm = name.hasPrefix("setUp") ? "setUp" : "tearDown"
                report(
                    .note, at: function,
                    "\(name)() overrides XCTest's nonisolated method, so it stays nonisolated and cannot use main-actor state: override \(asyncForm)() async throws instead, which runs on the main actor"
                )
            } else if name.hasPrefix("test"), function.signature.parameterClause.parameters.isEmpty,
                function.genericParameterClause == nil
            {
                if let throwsClause = function.signature.effectSpecifiers?.throwsClause {
                    let start = throwsClause.positionAfterSkippingLeadingTrivia.utf8Offset
                    edits.replace(start..<start, with: "async ")
                } else {
                    let end = function.signature.parameterClause.endPositionBeforeTrailingTrivia.utf8Offset
                    edits.replace(end..<end, with: " async")
                }
                report(
                    .changed, at: function,
                    "\(name)() → \(name)() async: on Linux, XCTest calls a synchronous test method as a nonisolated function, which a main-actor one cannot be cast to (the run stops); an async one is awaited on the main actor"
                )
            }
        }
    }
}
