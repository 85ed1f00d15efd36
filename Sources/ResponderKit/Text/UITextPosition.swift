import Foundation

/// A position in a text object's text (docs/behaviour/text-input.md, 17.3). UIKit's class is abstract:
/// each object that adopts ``UITextInput`` subclasses it with what locates a position in its storage.
/// ResponderKit's text controls use a UTF-16 offset (a subclass of their own); compare positions
/// through the text object (``UITextInput/compare(_:to:)``, ``UITextInput/offset(from:to:)``).
@MainActor
open class UITextPosition: @MainActor CustomStringConvertible {
    /// Creates a position; subclasses add what locates it.
    public init() {}

    open var description: String { "<\(type(of: self))>" }
}

/// A range of text between two positions (docs/behaviour/text-input.md, 17.3). UIKit's class is
/// abstract: subclasses provide ``start`` and ``end``.
@MainActor
open class UITextRange: @MainActor CustomStringConvertible {
    /// Creates a range; subclasses provide its ends.
    public init() {}

    /// The start of the range. Subclasses override it; the base class has no storage and returns a
    /// placeholder position.
    open var start: UITextPosition { UITextRange.placeholderPosition }
    /// The end of the range. Subclasses override it.
    open var end: UITextPosition { UITextRange.placeholderPosition }
    /// Whether the range is empty (a caret). The base class compares the two ends by identity.
    open var isEmpty: Bool { start === end }

    private static let placeholderPosition = UITextPosition()

    open var description: String { "<\(type(of: self)) \(start) \(end)>" }
}

/// The position of ResponderKit's text controls: a UTF-16 offset in the text.
@MainActor
final class TextOffsetPosition: UITextPosition {
    /// The offset, in UTF-16 code units from the start of the text.
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
    }

    override var description: String { "<position \(offset)>" }
}

/// The range of ResponderKit's text controls: two UTF-16 offsets.
@MainActor
final class TextOffsetRange: UITextRange {
    /// The range, in UTF-16 code units.
    let range: NSRange
    private let startPosition: TextOffsetPosition
    private let endPosition: TextOffsetPosition

    init(_ range: NSRange) {
        self.range = range
        startPosition = TextOffsetPosition(range.location)
        endPosition = TextOffsetPosition(range.location + range.length)
    }

    override var start: UITextPosition { startPosition }
    override var end: UITextPosition { endPosition }
    override var isEmpty: Bool { range.length == 0 }
    override var description: String { "<range \(range.location)..<\(range.location + range.length)>" }
}

/// A rectangle of a selection, one per line the selection touches (``UITextInput/selectionRects(for:)``).
@MainActor
open class UITextSelectionRect {
    /// The rectangle, in the text object's coordinates.
    open var rect: CGRect { storedRect }
    /// The writing direction of the text in the rectangle.
    open var writingDirection: NSWritingDirection { storedWritingDirection }
    /// Whether the rectangle holds the selection's start.
    open var containsStart: Bool { storedContainsStart }
    /// Whether the rectangle holds the selection's end.
    open var containsEnd: Bool { storedContainsEnd }
    /// Whether the text in the rectangle runs vertically. Always false here.
    open var isVertical: Bool { false }

    private let storedRect: CGRect
    private let storedWritingDirection: NSWritingDirection
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    /// Creates a selection rectangle (UIKit's initializer is `init()`; subclasses override the properties).
    public init() {
        storedRect = .zero
        storedWritingDirection = .natural
        storedContainsStart = false
        storedContainsEnd = false
    }

    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedWritingDirection = .leftToRight
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
    }
}

/// The unit a tokenizer measures text in.
public enum UITextGranularity: Int, Sendable {
    case character = 0
    case word = 1
    case sentence = 2
    case paragraph = 3
    case line = 4
    case document = 5
}

/// A direction in the text's storage: forward (toward its end) or backward.
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0
    case backward = 1
}

/// A direction on screen.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2
    case left = 3
    case up = 4
    case down = 5
}

/// A storage or layout direction, as the tokenizer takes it (UIKit's `UITextDirection`).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A storage direction.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// A layout direction.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// Whether the direction goes toward the end of the text: forward, right (left-to-right text) or down.
    var isForward: Bool {
        switch rawValue {
        case UITextStorageDirection.forward.rawValue, UITextLayoutDirection.right.rawValue,
            UITextLayoutDirection.down.rawValue:
            true
        default: false
        }
    }
}

/// The writing direction of text (UIKit's `NSWritingDirection`).
public enum NSWritingDirection: Int, Sendable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}
