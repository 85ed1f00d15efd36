import Foundation

@testable import ResponderKitInput

/// A YAML text read as the libinput record reader reads it (YAMLLexer's lines, then YAMLParser), for the
/// codec tests, with a compact picture of the tree.
enum YAMLDocument {
    /// The document's root, or the first error (the lexer's before the parser's).
    static func parse(_ text: String) throws(YAMLSyntaxError) -> YAMLNode {
        let lexed = YAMLLexer.lines(text)
        if let first = lexed.errors.first { throw first }
        return try YAMLParser.parse(lines: lexed.lines)
    }

    /// The error reading `text` gives, nil when it reads.
    static func error(_ text: String) -> YAMLSyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    /// `line:column: expected …, found …` for the error reading `text`.
    static func problem(_ text: String) -> String? {
        error(text).map { "\($0.line):\($0.column): expected \($0.expected), found \($0.found)" }
    }

    /// The tree in one line: plain scalars bare, quoted ones in «», lists in [], mappings in {}, an empty
    /// value as ~.
    static func shape(_ node: YAMLNode) -> String {
        switch node.kind {
        case .scalar(let text, let quoted): quoted ? "«\(text)»" : text
        case .sequence(let items): "[" + items.map(shape).joined(separator: ", ") + "]"
        case .mapping(let entries): "{" + entries.map { "\($0.key): \(shape($0.value))" }.joined(separator: ", ") + "}"
        case .empty: "~"
        }
    }

    /// The shape of `text`'s tree, or its problem.
    static func shape(_ text: String) -> String {
        do {
            return shape(try parse(text))
        } catch {
            return "error \(error.line):\(error.column): \(error.expected)"
        }
    }
}
