import Foundation
@_exported import ResponderKit

/// A headless input method for composed text, as Chinese and Japanese users type (docs/behaviour/
/// text-input.md, 17.8): letters build a composition shown as marked text, a candidate replaces it and is
/// committed. It drives the key window's first responder through ``/ResponderKit/UITextInput`` exactly as the system's
/// input methods do, so text fields, text views and your own `UITextInput` views can be tested with it.
///
/// - ``type(_:)``: each letter extends the composition and calls
///   `setMarkedText(composition, selectedRange: NSRange(location: composition's UTF-16 length, length: 0))`;
/// - ``choose(_:)``: `setMarkedText(candidate, selectedRange:)` with the caret after it, then
///   `unmarkText()`: the candidate stays, unmarked;
/// - ``commitComposition()``: `unmarkText()`: the letters stay as typed;
/// - ``deleteBackward()``: the composition loses its last letter (`setMarkedText`); when it becomes empty,
///   `setMarkedText("", ...)` removes the marked text and `unmarkText()` ends the composition;
/// - ``cancelComposition()``: the same as deleting every letter.
///
/// Candidates come from ``candidateTable``: the whole composition is looked up (no segmentation), and a
/// composition with no entry has no candidates. The default table is ``samplePinyinTable``, test data.
///
/// ```swift
/// let input = InputMethodSimulator(application: scene.application)
/// input.type("ni")          // marked "ni", caret after it
/// input.candidates          // ["你", "尼", "泥"]
/// input.choose(0)           // "你", committed
/// ```
@MainActor
public final class InputMethodSimulator {
    /// The application whose key window's first responder receives the text.
    public let application: UIApplication
    /// The candidates of each composition, best first. Default ``samplePinyinTable``; supply your own
    /// (pinyin, kana readings, anything) to test with other data.
    public var candidateTable: [String: [String]]
    /// The letters typed since the composition began; empty when nothing is being composed.
    public private(set) var composition = ""

    /// A small pinyin table, test data only (not a dictionary): a few common syllables and words with
    /// their usual characters.
    public static let samplePinyinTable: [String: [String]] = [
        "ni": ["你", "尼", "泥"],
        "hao": ["好", "号", "毫"],
        "nihao": ["你好"],
        "zhong": ["中", "种", "重"],
        "wen": ["文", "问", "闻"],
        "zhongwen": ["中文"],
        "shi": ["是", "时", "十"],
        "de": ["的", "得", "地"],
        "wo": ["我", "握"],
        "ren": ["人", "认"],
    ]

    /// Creates an input method typing into `application`, with `candidateTable` (default
    /// ``samplePinyinTable``).
    public init(application: UIApplication, candidateTable: [String: [String]] = InputMethodSimulator.samplePinyinTable)
    {
        self.application = application
        self.candidateTable = candidateTable
    }

    /// The candidates of the current composition, best first; empty without a composition or an entry.
    public var candidates: [String] { composition.isEmpty ? [] : candidateTable[composition] ?? [] }

    /// The first responder's text input, when it adopts ``/ResponderKit/UITextInput``.
    private var textInput: (any UITextInput)? { application.textInputResponder as? any UITextInput }

    /// Adds `letters` to the composition one at a time, each shown as the new marked text. Returns false,
    /// doing nothing, when the key window's first responder does not adopt ``/ResponderKit/UITextInput`` (or `letters`
    /// is empty).
    @discardableResult
    public func type(_ letters: String) -> Bool {
        guard !letters.isEmpty, let input = textInput else { return false }
        for letter in letters {
            composition.append(letter)
            mark(composition, in: input)
        }
        return true
    }

    /// Chooses candidate `index` of ``candidates``: it replaces the marked text and is committed, and the
    /// composition ends. Returns false, doing nothing, when there is no such candidate or no text input.
    @discardableResult
    public func choose(_ index: Int = 0) -> Bool {
        let candidates = self.candidates
        guard candidates.indices.contains(index), let input = textInput else { return false }
        mark(candidates[index], in: input)
        input.unmarkText()
        composition = ""
        return true
    }

    /// Commits the composition as typed (the letters stay, unmarked). Returns false when nothing is being
    /// composed or there is no text input.
    @discardableResult
    public func commitComposition() -> Bool {
        guard !composition.isEmpty, let input = textInput else { return false }
        input.unmarkText()
        composition = ""
        return true
    }

    /// Deletes the composition's last letter; the last one removes the marked text and ends the
    /// composition. Returns false when nothing is being composed or there is no text input.
    @discardableResult
    public func deleteBackward() -> Bool {
        guard !composition.isEmpty, let input = textInput else { return false }
        composition.removeLast()
        mark(composition, in: input)
        if composition.isEmpty { input.unmarkText() }
        return true
    }

    /// Removes the marked text and ends the composition. Returns false when nothing is being composed or
    /// there is no text input.
    @discardableResult
    public func cancelComposition() -> Bool {
        guard !composition.isEmpty, let input = textInput else { return false }
        composition = ""
        mark("", in: input)
        input.unmarkText()
        return true
    }

    private func mark(_ text: String, in input: any UITextInput) {
        input.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
    }
}
