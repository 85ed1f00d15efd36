/// Text written as a Swift multi-line string literal whose value is exactly that text.
///
/// Every `\` and `"` is escaped (so no `"""` or interpolation can appear), carriage returns and other
/// control characters become `\r` / `\u{…}` (a literal's line breaks are always read as `\n`), and a space
/// or tab that ends a line is escaped so that editors and the compiler cannot strip it. The closing
/// delimiter is at the start of its line, so no indentation is removed.
enum SwiftStringLiteral {
    static func multiLine(_ text: String) -> String {
        var body = ""
        body.reserveCapacity(text.utf8.count + text.utf8.count / 16)
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let endsLine = index + 1 == scalars.count || scalars[index + 1] == "\n"
            switch scalar {
            case "\\": body += "\\\\"
            case "\"": body += "\\\""
            case "\n": body += "\n"
            case "\r": body += "\\r"
            case "\t": body += endsLine ? "\\t" : "\t"
            case " ": body += endsLine ? "\\u{20}" : " "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    body += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    body.unicodeScalars.append(scalar)
                }
            }
        }
        // The line break before the closing delimiter is not part of the value.
        return "\"\"\"\n" + body + "\n\"\"\""
    }
}
