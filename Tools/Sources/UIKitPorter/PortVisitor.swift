import SwiftSyntax

/// Walks a parsed UIKit source file once and collects the edits of every rule (imports, selectors,
/// attributes, untranslatable constructs) and a finding for each, located in the original file.
/// The rules live in the extensions next to this file, one rule per file.
final class PortVisitor: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    let index: TypeIndex
    let bytes: [UInt8]
    /// Whether the file has a plain `import UIKit`, which makes `import UIKit.UIGestureRecognizerSubclass` redundant.
    let importsUIKit: Bool
    /// Whether the ported file imports all of ResponderKit (a plain `import UIKit`, `import UIKit.UIGestureRecognizerSubclass`
    /// or `import ResponderKit`), which re-exports Foundation and Dispatch.
    let importsAllOfResponderKit: Bool
    /// Whether the file imports XCTest, whose test cases become `@MainActor` (XCTestCaseRule).
    let importsXCTest: Bool
    /// The classes of the file that inherit from `XCTestCase`, whose extensions' test methods become `async`.
    let testCaseNames: Set<String>
    /// The import that keeps Foundation's `Timer` visible beside ResponderKit's after porting (`XCTest`,
    /// which re-exports Foundation, or an attributed `import Foundation`, which stays); nil when `Timer`
    /// is not ambiguous, or the file declares its own (TimerRule).
    let foundationTimerImport: String?
    var edits = SourceEdits()
    var findings: [PortFinding] = []

    init(file: String, source: String, tree: SourceFileSyntax) {
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        index = TypeIndex(tree)
        bytes = Array(source.utf8)
        let wholeModuleImports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
            .filter { $0.importKindSpecifier == nil }
        let plainImports = wholeModuleImports.map { $0.path.map(\.name.text) }
        importsUIKit = plainImports.contains(["UIKit"])
        importsAllOfResponderKit = plainImports.contains {
            $0 == ["UIKit"] || $0 == ["UIKit", "UIGestureRecognizerSubclass"] || $0 == ["ResponderKit"]
        }
        importsXCTest = plainImports.contains(["XCTest"])
        testCaseNames = Self.testCaseNames(in: tree)
        foundationTimerImport = Self.importKeepingFoundationTimer(
            wholeModuleImports, importsAllOfResponderKit: importsAllOfResponderKit, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    // The rules, one per file (ImportRule, SelectorRule, AttributeRule, RuntimeCallRule, XCTestCaseRule,
    // TimerRule).
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { portImport(node) }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { portMacroExpansion(node) }
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { portAttribute(node) }
    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind { portModifier(node) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { portCall(node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { portTestCase(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { portTestCaseExtension(node) }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { portTimerType(node) }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { portTimerReference(node) }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { portFulfillReference(node) }

    /// Records a finding at the start of `node` (after its leading trivia).
    func report(_ kind: PortFinding.Kind, at node: some SyntaxProtocol, _ message: String) {
        let location = node.startLocation(converter: converter)
        findings.append(
            PortFinding(kind: kind, file: file, line: location.line, column: location.column, message: message))
    }

    /// Replaces `node`'s text (without its trivia) with `replacement`.
    func replace(_ node: some SyntaxProtocol, with replacement: String) {
        edits.replace(
            node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
            with: replacement)
    }

    /// Removes `node`; when it is alone on its line, the whole line goes.
    func removeLine(_ node: some SyntaxProtocol) {
        var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") {
            lineStart -= 1
        }
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] == UInt8(ascii: " ") || bytes[lineEnd] == UInt8(ascii: "\t") {
            lineEnd += 1
        }
        let startsLine = lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n")
        let endsLine = lineEnd == bytes.count || bytes[lineEnd] == UInt8(ascii: "\n")
        if startsLine && endsLine {
            start = lineStart
            end = lineEnd < bytes.count ? lineEnd + 1 : lineEnd
        } else {
            end = lineEnd
        }
        edits.replace(start..<end, with: "")
    }

    /// Removes an attribute (or modifier) and the space that separated it from what follows, keeping
    /// the indentation of its line: `@objc func f()` → `func f()`, `@objc\n    func f()` → `func f()`.
    func removeAttribute(_ node: some SyntaxProtocol) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let trailingIsBlank = node.trailingTrivia.allSatisfy(\.isWhitespace)
        if trailingIsBlank, let next = node.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate),
            next.leadingTrivia.allSatisfy(\.isWhitespace)
        {
            end = next.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        edits.replace(start..<end, with: "")
    }
}
