extension Trace {
    /// Whether text starts like a trace: its first non-blank line is one the trace reader recognizes
    /// (``RecordingFormatRecognizer/recognizes(line:)``). A malformed header line is still a trace, whose reader then reports the
    /// header's JSON problem.
    public static func isTrace(_ text: String) -> Bool {
        guard let first = RecordingText.lines(text).first(where: { !$0.text.allSatisfy { $0 == " " || $0 == "\t" } })
        else {
            return false
        }
        return recognizes(line: first.text.drop { $0 == " " || $0 == "\t" })
    }

    /// Whether a line, leading spaces and tabs removed, shows that the text is a trace: it starts with `{`
    /// (a JSON object; no evdev recording format starts so). Format detection asks it too, so that a
    /// trace is never read as a recording, whatever its extension (``Recording/detectFormat(of:fileName:)``).
    static func recognizes(line: Substring) -> Bool {
        line.hasPrefix("{")
    }
}
