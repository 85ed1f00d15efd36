import Foundation

/// Parses YAML flow collections: `[1, 2, [3, 4]]`, `{time: [0, 12], hidraw0: [1, 2]}`, with plain and
/// quoted scalars inside.
struct YAMLFlowParser {
    private let chars: [Character]
    private var position = 0
    private let line: Int
    private let column: Int
    private var depth: Int

    /// Parses one flow collection that must fill `text` (trailing spaces aside). `column` is the column of
    /// the text's first character, `depth` the nesting already used by the enclosing block collections.
    static func parse(_ text: String, line: Int, column: Int, depth: Int) throws(YAMLSyntaxError) -> YAMLNode {
        var parser = YAMLFlowParser(chars: Array(text), line: line, column: column, depth: depth)
        let node = try parser.value()
        parser.skipSpaces()
        if parser.position < parser.chars.count {
            throw parser.error(expected: "end of line after the flow collection")
        }
        return node
    }

    /// Whether a flow collection's brackets are still open at the end of `text` (it continues on the next
    /// line).
    static func isOpen(_ text: String) -> Bool {
        var level = 0
        var quote: Character?
        var escaped = false
        for c in text {
            if let q = quote {
                if escaped {
                    escaped = false
                } else if c == "\\" && q == "\"" {
                    escaped = true
                } else if c == q {
                    quote = nil
                }
                continue
            }
            switch c {
            case "\"", "'": quote = c
            case "[", "{": level += 1
            case "]", "}": level -= 1
            default: break
            }
        }
        return level > 0
    }

    private init(chars: [Character], line: Int, column: Int, depth: Int) {
        self.chars = chars
        self.line = line
        self.column = column
        self.depth = depth
    }

    private var current: Character? { position < chars.count ? chars[position] : nil }

    private mutating func skipSpaces() {
        while let c = current, c == " " || c == "\t" { position += 1 }
    }

    private func error(expected: String) -> YAMLSyntaxError {
        let found = position < chars.count ? RecordingError.quote(String(chars[position...])) : "end of line"
        return YAMLSyntaxError(line: line, column: column + position, expected: expected, found: found)
    }

    private mutating func value() throws(YAMLSyntaxError) -> YAMLNode {
        skipSpaces()
        let start = position
        guard let c = current else { throw error(expected: "a value") }
        switch c {
        case "[", "{":
            depth += 1
            defer { depth -= 1 }
            if depth > YAMLLexer.maximumDepth {
                throw error(expected: "at most \(YAMLLexer.maximumDepth) nested levels")
            }
            position += 1
            return c == "[" ? try sequence(start: start) : try mapping(start: start)
        case "\"", "'":
            return YAMLNode(kind: .scalar(try quoted(), quoted: true), line: line, column: column + start)
        case ",", "]", "}", ":", "|", ">", "&", "*", "!", "%", "@", "`", "?", "#":
            throw error(expected: "a value")
        default:
            return YAMLNode(kind: .scalar(plain(), quoted: false), line: line, column: column + start)
        }
    }

    private mutating func sequence(start: Int) throws(YAMLSyntaxError) -> YAMLNode {
        var items: [YAMLNode] = []
        while true {
            skipSpaces()
            if current == "]" { position += 1; break }
            items.append(try value())
            skipSpaces()
            if current == "," { position += 1; continue }
            if current == "]" { position += 1; break }
            throw error(expected: "\",\" or \"]\"")
        }
        return YAMLNode(kind: .sequence(items), line: line, column: column + start)
    }

    private mutating func mapping(start: Int) throws(YAMLSyntaxError) -> YAMLNode {
        var entries: [(key: String, value: YAMLNode)] = []
        var keys: Set<String> = []
        while true {
            skipSpaces()
            if current == "}" { position += 1; break }
            let keyStart = position
            let key: String
            if current == "\"" || current == "'" { key = try quoted() } else { key = plain() }
            if key.isEmpty && keyStart == position { throw error(expected: "a key") }
            if !keys.insert(key).inserted {
                position = keyStart
                throw error(expected: "each key once in a mapping")
            }
            skipSpaces()
            guard current == ":" else { throw error(expected: "\":\" after the key") }
            position += 1
            skipSpaces()
            if current == "," || current == "}" {
                entries.append((key, YAMLNode(kind: .empty, line: line, column: column + position)))
            } else {
                entries.append((key, try value()))
            }
            skipSpaces()
            if current == "," { position += 1; continue }
            if current == "}" { position += 1; break }
            throw error(expected: "\",\" or \"}\"")
        }
        return YAMLNode(kind: .mapping(entries), line: line, column: column + start)
    }

    private mutating func quoted() throws(YAMLSyntaxError) -> String {
        switch YAMLLexer.quoted(chars[position...]) {
        case .failure(let problem):
            throw YAMLSyntaxError(
                line: line, column: column + position, expected: problem.expected, found: problem.found)
        case .success(let (value, end)):
            position = end
            return value
        }
    }

    /// A plain scalar: up to a flow indicator or a `: ` separator, without trailing spaces.
    private mutating func plain() -> String {
        var text = ""
        while let c = current {
            if c == "," || c == "[" || c == "]" || c == "{" || c == "}" { break }
            if c == ":" {
                let next = position + 1 < chars.count ? chars[position + 1] : " "
                if next == " " || next == "," || next == "]" || next == "}" { break }
            }
            text.append(c)
            position += 1
        }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
