import Foundation
import ResponderKit

/// The notes text view's delegate: reports each call as UIKit makes it (docs/behaviour/text-input.md,
/// 17.3), and agrees to everything.
@MainActor
final class NotesDelegate: UITextViewDelegate {
    let relay: CallbackRelay
    init(relay: CallbackRelay) { self.relay = relay }

    private func name(_ textView: UITextView) -> String { DispatchLog.name(of: textView) }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        relay.send(name(textView), "textViewShouldBeginEditing → true")
        return true
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
        relay.send(name(textView), "textViewDidBeginEditing")
    }

    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        relay.send(name(textView), "textViewShouldEndEditing → true")
        return true
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        relay.send(name(textView), "textViewDidEndEditing")
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let shown = text == "\n" ? "\\n" : text
        relay.send(name(textView), "shouldChangeTextIn \(format(range)) replacementText \"\(shown)\" → true")
        return true
    }

    func textViewDidChangeSelection(_ textView: UITextView) {
        relay.send(name(textView), "textViewDidChangeSelection, selectedRange \(format(textView.selectedRange))")
    }

    func textViewDidChange(_ textView: UITextView) {
        let text = textView.text.replacingOccurrences(of: "\n", with: "\\n")
        relay.send(name(textView), "textViewDidChange, text \"\(text)\"")
    }
}
