import Foundation

/// A node of the YAML subset `libinput record` writes: block mappings and sequences, flow sequences and
/// mappings, plain, single- and double-quoted scalars, comments. Every node remembers where it starts.
struct YAMLNode {
    enum Kind {
        /// A scalar and whether it was quoted (a quoted scalar is always a string, never a number).
        case scalar(String, quoted: Bool)
        case sequence([YAMLNode])
        case mapping([(key: String, value: YAMLNode)])
        /// A key with no value (`events:` at the end of a file), YAML's null.
        case empty
    }

    var kind: Kind
    /// 1-based line and column.
    var line: Int
    var column: Int

    /// The value for a key of a mapping, nil for other nodes or a missing key.
    subscript(key: String) -> YAMLNode? {
        guard case .mapping(let entries) = kind else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The items of a sequence, nil for other nodes.
    var items: [YAMLNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    /// An unquoted integer scalar (decimal, or hexadecimal with `0x`) that fits `T`, nil otherwise.
    func integer<T: FixedWidthInteger>(_ type: T.Type) -> T? {
        guard case .scalar(let text, false) = kind else { return nil }
        let sub = Substring(text)
        if sub.hasPrefix("0x") || sub.hasPrefix("0X") {
            return RecordingText.hex(sub, as: UInt64.self, prefix: true).flatMap { T(exactly: $0) }
        }
        return RecordingText.decimal(sub, as: T.self)
    }

    /// The text of a scalar, nil for other nodes.
    var text: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }

    /// How the node reads in an error's "found" part.
    var found: String {
        switch kind {
        case .scalar(let text, _): RecordingError.quote(text)
        case .sequence: "a list"
        case .mapping: "a mapping"
        case .empty: "nothing"
        }
    }
}

/// A YAML syntax error or a use of YAML outside the supported subset.
struct YAMLSyntaxError: Error {
    var line: Int
    var column: Int
    var expected: String
    var found: String
}

/// The lexical helpers shared by the block and flow parsers.
enum YAMLLexer {
    /// One meaningful line: indentation in spaces and the content without the comment.
    struct Line {
        var number: Int
        var indent: Int
        var text: Substring
    }

    /// The deepest nesting accepted, so that hostile input cannot exhaust the stack.
    static let maximumDepth = 64

    /// The meaningful lines: comments and blank lines removed, `---` skipped, stopping at `...`. Lines
    /// indented with tabs are left out and reported.
    static func lines(_ text: String) -> (lines: [Line], errors: [YAMLSyntaxError]) {
        var collector = LineCollector()
        for raw in RecordingText.lines(text) where collector.add(raw) == .end { break }
        return (collector.lines, collector.errors)
    }

    /// Collects the meaningful lines of a text fed one line at a time (`lines(_:)`'s rules), so that a
    /// reader walking the lines itself (the libinput record reader's fast path) lexes the others alike.
    struct LineCollector {
        /// What became of a line.
        enum Outcome {
            /// Blank, a comment, or the document's leading `---`.
            case skipped
            /// Appended to `lines`.
            case added
            /// Indented with a tab: appended to `errors`.
            case error
            /// `...`: the document ends before it.
            case end
        }

        private(set) var lines: [Line] = []
        private(set) var errors: [YAMLSyntaxError] = []

        mutating func add(_ raw: TextLine) -> Outcome {
            var indent = 0
            var index = raw.text.startIndex
            while index < raw.text.endIndex, raw.text[index] == " " {
                indent += 1
                index = raw.text.index(after: index)
            }
            let content = stripComment(raw.text[index...])
            if content.isEmpty { return .skipped }
            if content.first == "\t" {
                errors.append(
                    YAMLSyntaxError(
                        line: raw.number, column: indent + 1, expected: "spaces for indentation", found: "a tab"))
                return .error
            }
            if indent == 0, content == "---", lines.isEmpty { return .skipped }
            if indent == 0, content == "..." { return .end }
            lines.append(Line(number: raw.number, indent: indent, text: content))
            return .added
        }
    }

    /// The text before a comment (`#` at the start or after a space, outside quoted scalars), without
    /// trailing spaces.
    static func stripComment(_ text: Substring) -> Substring {
        var quote: Character?
        var atValueStart = true
        var previous: Character = " "
        var index = text.startIndex
        var end = text.endIndex
        while index < text.endIndex {
            let c = text[index]
            if let q = quote {
                if c == "\\" && q == "\"" {
                    index = text.index(after: index)
                    if index == text.endIndex { break }
                } else if c == q {
                    quote = nil
                }
            } else if c == "#" && (previous == " " || previous == "\t") {
                end = index
                break
            } else if (c == "\"" || c == "'") && atValueStart {
                quote = c
            }
            if quote == nil {
                if c == "[" || c == "{" || c == "," || (c == "-" && atValueStart) {
                    atValueStart = true
                } else if c == ":" {
                    atValueStart = true
                } else if c != " " && c != "\t" {
                    atValueStart = false
                }
            }
            previous = c
            index = text.index(after: index)
        }
        var result = text[..<end]
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }

    /// Reads a quoted scalar starting at `text.startIndex` (a `"` or `'`); returns its value and the
    /// index after the closing quote, or nil with the problem.
    static func quoted<Text: BidirectionalCollection>(_ text: Text) -> Result<
        (value: String, end: Text.Index), YAMLQuoteProblem
    >
    where Text.Element == Character {
        guard let q = text.first else { return .failure(.unterminated) }
        var value = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let c = text[index]
            index = text.index(after: index)
            if c == q {
                if q == "'", index < text.endIndex, text[index] == "'" {
                    value.append("'")
                    index = text.index(after: index)
                    continue
                }
                return .success((value, index))
            }
            if c == "\\" && q == "\"" {
                guard index < text.endIndex else { return .failure(.unterminated) }
                let e = text[index]
                index = text.index(after: index)
                let simple: [Character: String] = [
                    "\\": "\\", "\"": "\"", "/": "/", "n": "\n", "t": "\t", "r": "\r",
                    "0": "\0", "a": "\u{07}", "b": "\u{08}", "e": "\u{1b}", "f": "\u{0c}",
                    "v": "\u{0b}", " ": " ",
                ]
                if let s = simple[e] { value += s; continue }
                let width = e == "x" ? 2 : e == "u" ? 4 : e == "U" ? 8 : 0
                guard width > 0, text.distance(from: index, to: text.endIndex) >= width else {
                    return .failure(.badEscape(String(e)))
                }
                let end = text.index(index, offsetBy: width)
                let digits = Substring(String(text[index..<end]))
                guard let code = RecordingText.hex(digits, as: UInt32.self), let scalar = Unicode.Scalar(code) else {
                    return .failure(.badEscape(String(e) + digits))
                }
                value.unicodeScalars.append(scalar)
                index = end
                continue
            }
            value.append(c)
        }
        return .failure(.unterminated)
    }
}

/// What is wrong with a quoted scalar.
enum YAMLQuoteProblem: Error {
    case unterminated
    case badEscape(String)

    var expected: String {
        switch self {
        case .unterminated: "a closing quote"
        case .badEscape: "a valid escape (\\n, \\t, \\\", \\\\, \\xNN, \\uNNNN, …)"
        }
    }

    var found: String {
        switch self {
        case .unterminated: "end of line"
        case .badEscape(let text): RecordingError.quote("\\" + text)
        }
    }
}
