import Foundation

/// Text from outside the program (a device name, a file name, a field of a recording) made safe to
/// print on a terminal: every control character is written as an escape, so that a recording cannot
/// send escape sequences (`ESC [ 2 J`), move the cursor (`\r`, backspace) or forge lines (`\n`).
///
/// The escapes are those of error messages (``RecordingError``'s quoted values, `QuotedText`): `\n`,
/// `\r`, `\t`, and `\u001b` for the other C0 controls, DEL and the C1 controls (U+0080…U+009F, which
/// some terminals read as 8-bit escape sequences). Other text, non-ASCII included, is left as it is.
/// Backslashes are not doubled, so that a line holding already escaped text reads the same.
public enum TerminalText {
    /// `text` with its control characters escaped: `"evil\u{1b}[2J"` gives `evil\u001b[2J`.
    public static func escaped(_ text: some StringProtocol) -> String {
        // Most text has no control character: return it without rebuilding it.
        if !text.unicodeScalars.contains(where: isTerminalControl) { return String(text) }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if isTerminalControl(scalar) { out += unicodeEscape(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// `text` with every control character escaped except the line breaks between its lines and tabs:
    /// for a block of output (a usage message) whose lines are the program's own.
    public static func escapedLines(_ text: String) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var cells: [String] = []
            for cell in line.split(separator: "\t", omittingEmptySubsequences: false) { cells.append(escaped(cell)) }
            lines.append(cells.joined(separator: "\t"))
        }
        return lines.joined(separator: "\n")
    }

    /// `\u001b`: the escape error messages write for a scalar they do not show as it is.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        String(format: "\\u%04x", scalar.value)
    }

    /// Whether a scalar is a control character a terminal may act on: C0, DEL or C1.
    public static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        QuotedText.isControl(scalar) || (0x80...0x9f).contains(scalar.value)
    }
}
