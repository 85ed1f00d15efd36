import Foundation

/// Text from a client made fit for an error message or a log line.
enum LogText {
    /// Quoted, cut at 80 characters, control characters escaped.
    static func quoted(_ text: some StringProtocol) -> String {
        var out = "\""
        for scalar in text.unicodeScalars.prefix(80) {
            out +=
                scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\"" || scalar == "\\"
                ? String(format: "\\u%04x", scalar.value) : String(scalar)
        }
        return out + (text.unicodeScalars.count > 80 ? "…\"" : "\"")
    }

    /// A request target for the log, with the value of any `token` query item replaced by `…`: the log
    /// must never show the access token, right or wrong (docs/cli.md, "Inspector limits and security").
    static func target(_ target: String) -> String {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return quoted(target) }
        let items = parts[1].split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return pair[0] == "token" ? "token=…" : String(item)
        }
        return quoted(parts[0] + "?" + items.joined(separator: "&"))
    }
}
