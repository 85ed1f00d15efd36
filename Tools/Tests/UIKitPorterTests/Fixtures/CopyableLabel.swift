import UIKit

/// A view whose text can be copied from the edit menu, and cleared by shaking the device.
class CopyableLabel: UIView {
    var text = ""
    private(set) var pasteboard: String?

    override var canBecomeFirstResponder: Bool {
        return true
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == #selector(copy(_:)) || action == #selector(UIResponderStandardEditActions.selectAll(_:)) {
            return !text.isEmpty
        }
        if action == #selector(define(_:)) {
            return true
        }
        return super.canPerformAction(action, withSender: sender)
    }

    override func copy(_ sender: Any?) {
        pasteboard = text
    }

    @objc func define(_ sender: Any?) {
        text = "definition of \(text)"
    }

    func showMenu() {
        becomeFirstResponder()
        UIMenuController.shared.menuItems = [UIMenuItem(title: "Define", action: #selector(define(_:)))]
        UIMenuController.shared.showMenu(from: self, rect: bounds)
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake {
            text = ""
        }
    }
}
