/// Replacements of byte ranges of the original source, applied in one pass so that every finding keeps
/// the original file's line and column.
struct SourceEdits {
    struct Edit {
        let start: Int
        let end: Int
        let replacement: String
    }

    private(set) var edits: [Edit] = []

    mutating func replace(_ range: Range<Int>, with replacement: String) {
        edits.append(Edit(start: range.lowerBound, end: range.upperBound, replacement: replacement))
    }

    /// The source with every edit applied. Edits never overlap: each rule edits its own tokens.
    func applied(to source: String) -> String {
        let bytes = Array(source.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in edits.sorted(by: { $0.start < $1.start }) where edit.start >= cursor {
            output.append(contentsOf: bytes[cursor..<edit.start])
            output.append(contentsOf: edit.replacement.utf8)
            cursor = edit.end
        }
        output.append(contentsOf: bytes[cursor...])
        return String(decoding: output, as: UTF8.self)
    }
}
