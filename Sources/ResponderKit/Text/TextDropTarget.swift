import Foundation

/// What makes a text control take drops of text (docs/behaviour/text-input.md, 17.6; behaviour 16.4):
/// each ``UITextField`` and ``UITextView`` has a ``UIDropInteraction`` whose delegate this is. A drag that
/// carries strings, over a control whose text the user may change, is proposed a copy; dropped, its
/// strings (joined by spaces when there are several) are inserted at the caret position nearest to the
/// drop point, through the control's delegate, like a paste.
@MainActor
final class TextDropTarget: UIDropInteractionDelegate {
    unowned let host: any TextEditorHost

    init(host: any TextEditorHost) {
        self.host = host
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        host.textEditorAllowsEditing && session.canLoadObjects(ofClass: String.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    {
        UIDropProposal(operation: host.textEditorAllowsEditing ? .copy : .forbidden)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        guard let view = interaction.view else { return }
        let point = session.location(in: view)
        session.loadObjects(ofClass: String.self) { [weak self] objects in
            guard let self else { return }
            let text = objects.compactMap { $0 as? String }.joined(separator: " ")
            guard !text.isEmpty else { return }
            let editor = self.host.editor
            editor.replace(
                NSRange(location: editor.closestOffset(to: point), length: 0), with: self.host.textEditorSanitize(text))
        }
    }
}
