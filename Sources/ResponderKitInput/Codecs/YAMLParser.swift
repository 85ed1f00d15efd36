import Foundation

/// A strict parser for the YAML subset `libinput record` writes (see ``YAMLNode``). Anchors, aliases,
/// tags, block scalars (`|`, `>`), complex keys and multi-document streams are rejected with an error
/// rather than misread.
struct YAMLParser {
    private var lines: [YAMLLexer.Line]
    private var index = 0
    private var depth = 0

    /// Parses a document from its meaningful lines (``YAMLLexer/lines(_:)``); no lines is an empty document.
    static func parse(lines: [YAMLLexer.Line]) throws(YAMLSyntaxError) -> YAMLNode {
        var parser = YAMLParser(lines: lines)
        guard let first = lines.first else { return YAMLNode(kind: .empty, line: 1, column: 1) }
        let node = try parser.node(indent: first.indent)
        if parser.index < lines.count {
            let line = lines[parser.index]
            throw YAMLSyntaxError(
                line: line.number, column: line.indent + 1,
                expected: "indentation of \(first.indent) spaces (the document's)", found: "\(line.indent) spaces")
        }
        return node
    }

    private init(lines: [YAMLLexer.Line]) { self.lines = lines }

    private mutating func node(indent: Int) throws(YAMLSyntaxError) -> YAMLNode {
        depth += 1
        defer { depth -= 1 }
        let line = lines[index]
        if depth > YAMLLexer.maximumDepth {
            throw YAMLSyntaxError(
                line: line.number, column: indent + 1,
                expected: "at most \(YAMLLexer.maximumDepth) nested levels", found: "more")
        }
        if Self.isSequenceItem(line.text) { return try sequence(indent: indent) }
        if Self.splitKey(line) != nil { return try mapping(indent: indent) }
        index += 1
        let value = try inline(line.text, line: line, column: indent + 1, parentIndent: indent)
        try checkNotDeeper(than: indent)
        return value
    }

    private mutating func mapping(indent: Int) throws(YAMLSyntaxError) -> YAMLNode {
        let start = lines[index]
        var entries: [(key: String, value: YAMLNode)] = []
        var keys: Set<String> = []
        while index < lines.count, lines[index].indent == indent {
            let line = lines[index]
            guard let (key, rest, restColumn) = Self.splitKey(line) else {
                throw YAMLSyntaxError(
                    line: line.number, column: indent + 1, expected: "a \"key: value\" line",
                    found: RecordingError.quote(line.text))
            }
            if !keys.insert(key).inserted {
                throw YAMLSyntaxError(
                    line: line.number, column: indent + 1, expected: "each key once in a mapping",
                    found: "a second \(RecordingError.quote(key))")
            }
            index += 1
            let value: YAMLNode
            if !rest.isEmpty {
                value = try inline(rest, line: line, column: restColumn, parentIndent: indent)
            } else if index < lines.count, lines[index].indent > indent {
                value = try node(indent: lines[index].indent)
            } else if index < lines.count, lines[index].indent == indent, Self.isSequenceItem(lines[index].text) {
                value = try sequence(indent: indent)
            } else {
                value = YAMLNode(kind: .empty, line: line.number, column: restColumn)
            }
            entries.append((key, value))
            try checkNotDeeper(than: indent)
        }
        return YAMLNode(kind: .mapping(entries), line: start.number, column: indent + 1)
    }

    private mutating func sequence(indent: Int) throws(YAMLSyntaxError) -> YAMLNode {
        let start = lines[index]
        var items: [YAMLNode] = []
        while index < lines.count, lines[index].indent == indent, Self.isSequenceItem(lines[index].text) {
            let line = lines[index]
            let afterDash = line.text.dropFirst()
            let spaces = afterDash.prefix { $0 == " " }.count
            let rest = afterDash.dropFirst(spaces)
            let restIndent = indent + 1 + spaces
            if rest.isEmpty {
                index += 1
                if index < lines.count, lines[index].indent > indent {
                    items.append(try node(indent: lines[index].indent))
                } else {
                    items.append(YAMLNode(kind: .empty, line: line.number, column: indent + 1))
                }
            } else if Self.isSequenceItem(rest)
                || Self.splitKey(YAMLLexer.Line(number: line.number, indent: restIndent, text: rest)) != nil
            {
                lines[index] = YAMLLexer.Line(number: line.number, indent: restIndent, text: rest)
                items.append(try node(indent: restIndent))
            } else {
                index += 1
                items.append(try inline(rest, line: line, column: restIndent + 1, parentIndent: indent))
            }
            try checkNotDeeper(than: indent)
        }
        return YAMLNode(kind: .sequence(items), line: start.number, column: indent + 1)
    }

    /// A value written on the same line as its key or dash: a scalar or a flow collection (which may
    /// continue on more deeply indented lines).
    private mutating func inline(_ text: Substring, line: YAMLLexer.Line, column: Int, parentIndent: Int)
        throws(YAMLSyntaxError) -> YAMLNode
    {
        guard let first = text.first else { return YAMLNode(kind: .empty, line: line.number, column: column) }
        switch first {
        case "[", "{":
            var joined = String(text)
            while YAMLFlowParser.isOpen(joined), index < lines.count, lines[index].indent > parentIndent {
                joined += " " + lines[index].text
                index += 1
            }
            return try YAMLFlowParser.parse(joined, line: line.number, column: column, depth: depth)
        case "\"", "'":
            switch YAMLLexer.quoted(text) {
            case .failure(let problem):
                throw YAMLSyntaxError(
                    line: line.number, column: column, expected: problem.expected, found: problem.found)
            case .success(let (value, end)):
                let after = text[end...]
                guard after.allSatisfy({ $0 == " " || $0 == "\t" }) else {
                    throw YAMLSyntaxError(
                        line: line.number, column: column + text.distance(from: text.startIndex, to: end),
                        expected: "end of line after a quoted scalar", found: RecordingError.quote(after))
                }
                return YAMLNode(kind: .scalar(value, quoted: true), line: line.number, column: column)
            }
        case "|", ">", "&", "*", "!", "%", "@", "`", "?":
            throw YAMLSyntaxError(
                line: line.number, column: column,
                expected: "a scalar, a [list] or a {mapping} (the YAML subset libinput record writes)",
                found: RecordingError.quote(text))
        default:
            return YAMLNode(kind: .scalar(String(text), quoted: false), line: line.number, column: column)
        }
    }

    /// Rejects a line indented more deeply than the collection it follows.
    private func checkNotDeeper(than indent: Int) throws(YAMLSyntaxError) {
        guard index < lines.count, lines[index].indent > indent else { return }
        let line = lines[index]
        throw YAMLSyntaxError(
            line: line.number, column: line.indent + 1,
            expected: "indentation of at most \(indent) spaces here", found: "\(line.indent) spaces")
    }

    static func isSequenceItem(_ text: Substring) -> Bool { text == "-" || text.hasPrefix("- ") }

    /// The key of a `key: value` line, the value's text and its column; nil when the line is not a
    /// mapping entry.
    static func splitKey(_ line: YAMLLexer.Line) -> (key: String, rest: Substring, restColumn: Int)? {
        let text = line.text
        guard let first = text.first, first != "[", first != "{", !isSequenceItem(text) else { return nil }
        var key: String
        var afterKey: Substring.Index
        if first == "\"" || first == "'" {
            guard case .success(let (value, end)) = YAMLLexer.quoted(text) else { return nil }
            key = value
            afterKey = end
            while afterKey < text.endIndex, text[afterKey] == " " { afterKey = text.index(after: afterKey) }
            guard afterKey < text.endIndex, text[afterKey] == ":" else { return nil }
        } else {
            guard
                let colon = text.indices.first(where: { i in
                    text[i] == ":" && (text.index(after: i) == text.endIndex || text[text.index(after: i)] == " ")
                })
            else { return nil }
            key = String(text[..<colon])
            while key.last == " " { key.removeLast() }
            afterKey = colon
            if key.isEmpty { return nil }
        }
        var restStart = text.index(after: afterKey)
        while restStart < text.endIndex, text[restStart] == " " { restStart = text.index(after: restStart) }
        return (key, text[restStart...], line.indent + 1 + text.distance(from: text.startIndex, to: restStart))
    }
}
