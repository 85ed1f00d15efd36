import Foundation

/// An arrow key's move of the caret or the selection in a ``UITextInput`` (docs/behaviour/text-input.md,
/// 17.7), written with the text input's own position methods and tokenizer so that custom adopters move
/// as the text controls do.
///
/// - Left and Right step one character; Up and Down one line (`position(from:in:offset:)`), to the start
///   or end of the text from the first or last line.
/// - With Option, Left and Right go to the previous or next word boundary.
/// - With Command, Left and Right go to the start or end of the line; Up and Down to the start or end of
///   the text.
/// - Without Shift, a selection collapses: Left and Right (without Option or Command) put the caret at its
///   start or end; the other moves start from that end. With Shift, the selection's far end (the head)
///   moves and the other end (the anchor) stays.
@MainActor
struct CaretMove: Equatable {
    /// How far one press moves.
    enum Reach: Equatable {
        /// A character left or right, a line up or down.
        case step
        /// A word boundary (Option).
        case word
        /// The line's start or end left or right, the text's start or end up or down (Command).
        case boundary
    }

    let direction: UITextLayoutDirection
    let reach: Reach
    let extending: Bool

    /// The move of an arrow `key`, or nil for Control-arrows (left to the system, as on iOS).
    init?(key: UIKey) {
        let flags = key.modifierFlags
        guard !flags.contains(.control) else { return nil }
        switch key.keyCode {
        case .keyboardLeftArrow: direction = .left
        case .keyboardRightArrow: direction = .right
        case .keyboardUpArrow: direction = .up
        case .keyboardDownArrow: direction = .down
        default: return nil
        }
        reach = flags.contains(.command) ? .boundary : flags.contains(.alternate) ? .word : .step
        extending = flags.contains(.shift)
    }

    private var isForward: Bool { direction == .right || direction == .down }

    /// Moves the caret or the selection of `input`; `anchor` remembers which end stays while Shift
    /// extends.
    func perform(on input: any UITextInput, anchor: TypingSelectionAnchor) {
        guard let selection = input.selectedTextRange else { return }
        let (fixed, head) = anchor.ends(of: selection, in: input, forward: isForward)
        if !extending {
            let collapsed = selection.isEmpty
            if !collapsed && reach == .step && (direction == .left || direction == .right) {
                let end = direction == .left ? selection.start : selection.end
                input.selectedTextRange = input.textRange(from: end, to: end)
                anchor.forget()
                return
            }
            let from = collapsed ? head : (isForward ? selection.end : selection.start)
            let target = destination(from: from, in: input)
            input.selectedTextRange = input.textRange(from: target, to: target)
            anchor.forget()
            return
        }
        let target = destination(from: head, in: input)
        input.selectedTextRange = input.textRange(from: fixed, to: target)
        anchor.remember(anchor: fixed, head: target, of: input)
    }

    /// Where the move goes from `position`.
    private func destination(from position: UITextPosition, in input: any UITextInput) -> UITextPosition {
        let edge = isForward ? input.endOfDocument : input.beginningOfDocument
        let storage: UITextDirection = .storage(isForward ? .forward : .backward)
        switch (reach, direction) {
        case (.step, .left), (.step, .right):
            return input.position(from: position, in: direction, offset: 1) ?? position
        case (.step, _):
            return input.position(from: position, in: direction, offset: 1) ?? edge
        case (.word, .left), (.word, .right):
            return input.tokenizer.position(from: position, toBoundary: .word, inDirection: storage) ?? position
        case (.boundary, .left), (.boundary, .right):
            if input.tokenizer.isPosition(position, atBoundary: .line, inDirection: storage) { return position }
            return input.tokenizer.position(from: position, toBoundary: .line, inDirection: storage) ?? edge
        default:
            // Option-Up and Option-Down move by a line, as Up and Down; Command-Up and Command-Down to the edge.
            return reach == .boundary ? edge : input.position(from: position, in: direction, offset: 1) ?? edge
        }
    }
}

/// Which end of a text input's selection stays while Shift-arrows extend it: the end the first extending
/// move started from, while the selection is still the one those moves made. One per application; a
/// selection made any other way starts afresh (its start stays when extending forward, its end backward).
@MainActor
final class TypingSelectionAnchor {
    private weak var input: AnyObject?
    private var anchor: UITextPosition?
    private var head: UITextPosition?

    /// The end that stays and the end that moves for a move in `forward` direction.
    func ends(of selection: UITextRange, in input: any UITextInput, forward: Bool) -> (
        fixed: UITextPosition, head: UITextPosition
    ) {
        if let anchor, let head, self.input === input, matches(selection, anchor, head, in: input) {
            return (anchor, head)
        }
        return forward ? (selection.start, selection.end) : (selection.end, selection.start)
    }

    func remember(anchor: UITextPosition, head: UITextPosition, of input: any UITextInput) {
        self.input = input
        self.anchor = anchor
        self.head = head
    }

    func forget() {
        input = nil
        anchor = nil
        head = nil
    }

    private func matches(
        _ selection: UITextRange, _ anchor: UITextPosition, _ head: UITextPosition, in input: any UITextInput
    ) -> Bool {
        let ascending = input.compare(anchor, to: head) != .orderedDescending
        let start = ascending ? anchor : head
        let end = ascending ? head : anchor
        return input.compare(selection.start, to: start) == .orderedSame
            && input.compare(selection.end, to: end) == .orderedSame
    }
}
