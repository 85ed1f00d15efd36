import Foundation

/// Double-quoted text as the recording formats and their error messages write it. The JSON trace, the
/// libinput record YAML and error messages share the escapes `\"`, `\\`, `\n`, `\r` and `\t`; they
/// differ in how they escape the other scalars they cannot hold, which each passes as `escape`.
enum QuotedText {
    /// Appends `text` in double quotes to `out`. `escape` returns the escape of a scalar other than the
    /// five shared ones, or nil to write it as it is. After `limit` scalars the text is cut with `…`.
    static func append(
        _ text: some StringProtocol, to out: inout String, limit: Int = .max,
        escape: (Unicode.Scalar) -> String?
    ) {
        out += "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit { out += "…"; break }
            count += 1
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if let escaped = escape(scalar) { out += escaped } else { out.unicodeScalars.append(scalar) }
            }
        }
        out += "\""
    }

    /// Whether a scalar is a control character (C0 or DEL), which none of the formats writes raw.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7f
    }
}
