import Foundation

/// Which part of the text a drag grabbed: the caret, or one end of the selection.
enum TextGrab: Equatable {
    case caret
    case selectionStart
    case selectionEnd
}

/// The gesture recognizers of a ``UITextInteraction`` and the rules of when they take part and begin
/// (docs/behaviour/text-input.md, 17.9): their delegate. The arena decides the rest, as for every other
/// recognizer (behaviour 4.2–4.5).
///
/// - The single, double and triple taps are plain tap recognizers; each sees only the touches of its own
///   count (``UITouch/tapCount`` 1; up to 2; up to 3), so the single tap acts at once on the first lift
///   and the double tap on the second, without waiting for one another.
/// - The drag of the caret or of a selection end is a pan that begins only when it started on one of them
///   (within ``TextConstants/caretHitOutset``); an enclosing scroll view's pan waits for it to fail, so a
///   drag from a handle moves the handle and any other drag scrolls.
/// - The parts of the view that take taps themselves (a text field's clear button) keep the tap alone.
@MainActor
final class TextInteractionGestures: UIGestureRecognizerDelegate {
    unowned let interaction: UITextInteraction
    let tap = UITapGestureRecognizer()
    let doubleTap = UITapGestureRecognizer()
    let tripleTap = UITapGestureRecognizer()
    let longPress = UILongPressGestureRecognizer()
    let rangeDrag = UIPanGestureRecognizer()
    /// What the drag in progress moves; set when it begins.
    private(set) var grabbed: TextGrab?

    var all: [UIGestureRecognizer] { [tap, doubleTap, tripleTap, longPress, rangeDrag] }

    init(interaction: UITextInteraction) {
        self.interaction = interaction
        doubleTap.numberOfTapsRequired = 2
        tripleTap.numberOfTapsRequired = 3
        rangeDrag.maximumNumberOfTouches = 1
        let names = ["textTap", "textDoubleTap", "textTripleTap", "textLongPress", "textRangeDrag"]
        for (recognizer, name) in zip(all, names) {
            recognizer.name = name
            recognizer.delegate = self
        }
        tap.addTarget(interaction, action: UITextInteraction.tapped)
        doubleTap.addTarget(interaction, action: UITextInteraction.doubleTapped)
        tripleTap.addTarget(interaction, action: UITextInteraction.tripleTapped)
        longPress.addTarget(interaction, action: UITextInteraction.longPressed)
        rangeDrag.addTarget(interaction, action: UITextInteraction.rangeDragged)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        switch gestureRecognizer {
        case tap: touch.tapCount == 1
        case doubleTap: touch.tapCount <= 2
        case tripleTap: touch.tapCount <= 3
        default: true
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard interaction.textInput != nil, let view = interaction.textCoordinateView else { return false }
        let point = startPoint(of: gestureRecognizer, in: view)
        if gestureRecognizer !== tap, interaction.host?.textInteractionReserves(point) == true { return false }
        if gestureRecognizer === rangeDrag {
            grabbed = interaction.grab(at: point)
            guard grabbed != nil else { return false }
        }
        return interaction.delegate?.interactionShouldBegin(interaction, at: point) ?? true
    }

    /// An enclosing scroll view's pan (or a text view's own) waits for the drag of a handle to fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard gestureRecognizer === rangeDrag, otherGestureRecognizer is UIPanGestureRecognizer,
            let scrollView = otherGestureRecognizer.view as? UIScrollView, let view = interaction.view
        else { return false }
        return view.isDescendant(of: scrollView)
    }

    /// Where the gesture started, in `view`: a pan's first touch, else the recognizer's location.
    private func startPoint(of recognizer: UIGestureRecognizer, in view: UIView) -> CGPoint {
        let location = recognizer.location(in: view)
        guard let pan = recognizer as? UIPanGestureRecognizer else { return location }
        let translation = pan.translation(in: view)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }
}
