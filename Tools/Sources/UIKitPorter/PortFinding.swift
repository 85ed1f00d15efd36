/// One thing the porter did or could not do, at a place in a file.
public struct PortFinding: Equatable, Sendable, CustomStringConvertible {
    /// What kind of finding this is.
    public enum Kind: String, Sendable {
        /// The source was rewritten here.
        case changed
        /// Rewritten or left as is, and worth a look by hand (the message says why).
        case note
        /// Left unchanged: the construct needs the Objective-C runtime and has no automatic translation.
        case untranslatable
        /// The file does not parse; it is left untouched.
        case error
    }

    /// What kind of finding this is.
    public let kind: Kind
    /// The file, as given on the command line.
    public let file: String
    /// 1-based line.
    public let line: Int
    /// 1-based column, in UTF-8 bytes as the Swift compiler counts.
    public let column: Int
    /// What was done, or why nothing could be done.
    public let message: String

    public init(kind: Kind, file: String, line: Int, column: Int, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: kind: message`, the compiler's format, so editors can jump to it.
    public var description: String { "\(file):\(line):\(column): \(kind.rawValue): \(message)" }
}
