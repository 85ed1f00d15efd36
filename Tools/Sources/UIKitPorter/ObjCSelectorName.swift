/// The Objective-C selector name that Swift gives a method, computed from its Swift name as the Swift
/// compiler does (`AbstractFunctionDecl::getObjCSelector`): the base name; for the first argument,
/// its label in sentence case, after "With" unless the label starts with a preposition or the base
/// name ends with one; each further label; a colon per argument. `handleTap(_:)` → `handleTap:`,
/// `handle(sender:)` → `handleWithSender:`, `move(to:)` → `moveTo:`, `refresh()` → `refresh`.
public enum ObjCSelectorName {
    /// The selector name of a method named `baseName` whose argument labels are `labels`
    /// (`nil` or `"_"` for an unlabelled argument).
    public static func of(baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        var firstPiece = baseName
        if let label = first, label != "_", !label.isEmpty {
            if !isPreposition(firstWord(of: label)) && !isPreposition(lastWord(of: baseName)) {
                firstPiece += "With"
            }
            firstPiece += sentenceCase(label)
        }
        var name = firstPiece + ":"
        for label in labels.dropFirst() {
            if let label, label != "_" { name += label }
            name += ":"
        }
        return name
    }

    /// The prepositions of the Swift compiler's `PartsOfSpeech.def`.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    static func isPreposition(_ word: String) -> Bool { prepositions.contains(word.lowercased()) }

    /// The first camel-case word: `forEvent` → `for`.
    static func firstWord(of name: String) -> String {
        var word = ""
        for character in name {
            if !word.isEmpty && character.isUppercase { break }
            word.append(character)
        }
        return word
    }

    /// The last camel-case word: `handleTap` → `Tap`.
    static func lastWord(of name: String) -> String {
        guard let start = name.lastIndex(where: \.isUppercase) else { return name }
        return String(name[start...])
    }

    /// The first letter in upper case: `sender` → `Sender`.
    static func sentenceCase(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
