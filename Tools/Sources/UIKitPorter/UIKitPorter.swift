import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The result of porting one file.
public struct PortResult: Sendable {
    /// The file, as given.
    public let file: String
    /// The source as read.
    public let original: String
    /// The ported source; nil when the file does not parse (it is then left untouched).
    public let output: String?
    /// What was changed, what needs a look, and what could not be translated, in file order.
    public let findings: [PortFinding]

    /// Whether some construct was left untranslated.
    public var hasUntranslatable: Bool { findings.contains { $0.kind == .untranslatable } }
    /// Whether the file has syntax errors.
    public var hasSyntaxErrors: Bool { output == nil }
}

/// Rewrites UIKit event-handling sources into ResponderKit sources (docs/porting.md): the import, the
/// subclass import, `#selector`, `@objc` and the Interface Builder attributes. Constructs that need the
/// Objective-C runtime and have no translation are reported and left unchanged.
public enum UIKitPorter {
    /// Ports `source`, read from `file` (used in findings only). A source with syntax errors is not
    /// rewritten: its findings are the parser's errors.
    public static func port(source: String, file: String) -> PortResult {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        if !errors.isEmpty {
            let findings = errors.map { diagnostic in
                let location = diagnostic.location(converter: converter)
                return PortFinding(
                    kind: .error, file: file, line: location.line, column: location.column,
                    message: "syntax error: \(diagnostic.message); file left untouched")
            }
            return PortResult(file: file, original: source, output: nil, findings: findings)
        }
        let visitor = PortVisitor(file: file, source: source, tree: tree)
        visitor.walk(tree)
        let findings = visitor.findings.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element)
        return PortResult(file: file, original: source, output: visitor.edits.applied(to: source), findings: findings)
    }
}
