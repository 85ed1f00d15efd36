import Foundation

/// A responder that takes text typed on a keyboard (docs/behaviour/text-input.md, 17.3): a view that
/// adopts it and returns true from ``UIResponder/canBecomeFirstResponder`` receives the typed text while
/// it is the key window's first responder (``UIApplication/insertTextIntoFirstResponder(_:)``), as on iOS.
@MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether the object has any text (the keyboard enables its Delete key on it).
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point, replacing the selection (a typed character, or `"\n"` for
    /// Return).
    func insertText(_ text: String)
    /// Deletes a character before the insertion point, or the selection.
    func deleteBackward()
}

/// The text object a keyboard and the text system edit: positions, ranges, the selection, marked text,
/// and the geometry of the text (docs/behaviour/text-input.md, 17.3). ResponderKit's ``UITextField``
/// and ``UITextView`` adopt it; so can your own views, with UIKit's requirements.
@MainActor
public protocol UITextInput: UIKeyInput {
    // MARK: Replacing and returning text

    /// The text in `range`, or nil when the range is not in the text.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// Whether the text in `range` may be replaced with `text`. Default `true`.
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool

    // MARK: Selection and marked text

    /// The selected range (empty: the insertion point), or nil when there is none.
    var selectedTextRange: UITextRange? { get set }
    /// The range of the marked (provisionally inserted) text, or nil when there is none.
    var markedTextRange: UITextRange? { get }
    /// The attributes the marked text is shown with.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or the selection, when there is none) with `markedText`, marks it, and
    /// selects `selectedRange` within it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text: it stays, no longer marked.
    func unmarkText()
    /// The direction the selection extends in. Default ``UITextStorageDirection/forward``.
    var selectionAffinity: UITextStorageDirection { get set }

    // MARK: Positions and ranges

    /// The start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions, or nil when either is not in the text.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters from `position`, or nil when outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` in a layout direction, or nil when outside the text.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
        -> UITextPosition?
    /// How two positions compare in the text.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The number of characters from one position to another (negative when `toPosition` comes first).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

    // MARK: The input delegate and the tokenizer

    /// The text input system's delegate, told about changes the system did not make. Held weakly.
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// The tokenizer that finds characters, words, sentences, lines and paragraphs.
    var tokenizer: any UITextInputTokenizer { get }

    // MARK: Layout and writing direction

    /// The position farthest in `direction` within `range`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the next character in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The base writing direction at `position`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection)
        -> NSWritingDirection
    /// Sets the base writing direction of `range`.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)

    // MARK: Geometry and hit-testing

    /// The rectangle of the first line of `range`.
    func firstRect(for range: UITextRange) -> CGRect
    /// The rectangle of the insertion point at `position`.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles that enclose `range`, one per line.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest to `point`.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position within `range` nearest to `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The range of the character at `point`.
    func characterRange(at point: CGPoint) -> UITextRange?
}

extension UITextInput {
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }

    public var selectionAffinity: UITextStorageDirection {
        get { .forward }
        set {}
    }
}

/// The text input system's side of ``UITextInput``: a text object tells it about changes of its text and
/// selection that the system did not make (a program setting the text or the selection).
@MainActor
public protocol UITextInputDelegate: AnyObject {
    /// The selection is about to change.
    func selectionWillChange(_ textInput: (any UITextInput)?)
    /// The selection changed.
    func selectionDidChange(_ textInput: (any UITextInput)?)
    /// The text is about to change.
    func textWillChange(_ textInput: (any UITextInput)?)
    /// The text changed.
    func textDidChange(_ textInput: (any UITextInput)?)
}

/// Finds the units of text (characters, words, sentences, lines, paragraphs) around positions
/// (docs/behaviour/text-input.md, 17.4).
@MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The range of the unit of `granularity` that encloses `position` in `direction`, or nil when the
    /// position is not in such a unit in that direction (between two words, for words).
    func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextRange?
    /// Whether `position` is at a boundary of a unit in `direction`: the end of a unit forward, its start
    /// backward.
    func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool
    /// The next boundary of a unit from `position` in `direction`, or nil when there is none.
    func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextPosition?
    /// Whether `position` is within a unit in `direction` (the character on that side belongs to one).
    func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool
}
