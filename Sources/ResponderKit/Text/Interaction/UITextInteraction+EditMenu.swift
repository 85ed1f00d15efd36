import Foundation

// The edit menu of the text interaction (docs/behaviour/text-input.md, 17.9): shown through its
// UIEditMenuInteraction, listing the standard edit actions the first responder's chain can perform
// (behaviour 15.5; the text controls answer with behaviour 17.5's rules).

extension UITextInteraction {
    /// Hides the edit menu when it shows, else shows it.
    func toggleEditMenu() {
        guard editMenu.presentation == nil else {
            editMenu.dismissMenu()
            log(.hidEditMenu(view: logName))
            return
        }
        showEditMenu()
    }

    /// Shows the edit menu pointing at the top of the selection (or the caret).
    func showEditMenu() {
        guard let textInput, let selection = textInput.selectedTextRange else { return }
        let rect =
            selection.isEmpty ? textInput.caretRect(for: selection.start) : textInput.firstRect(for: selection)
        editMenu.presentEditMenu(
            with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: rect.midX, y: rect.minY)))
        log(.showedEditMenu(view: logName, actions: editMenu.presentation?.listedActions.map(\.title) ?? []))
    }
}
