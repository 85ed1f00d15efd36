import ResponderKit

/// A view whose text can be copied from the edit menu, and cleared by shaking the device.
class CopyableLabel: UIView {
    var text = ""
    private(set) var pasteboard: String?

    override var canBecomeFirstResponder: Bool {
        return true
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("copy:", CopyableLabel.copy(_:)) || action == Selector("selectAll:") {
            return !text.isEmpty
        }
        if action == Selector("define:", CopyableLabel.define(_:)) {
            return true
        }
        return super.canPerformAction(action, withSender: sender)
    }

    override func copy(_ sender: Any?) {
        pasteboard = text
    }

    func define(_ sender: Any?) {
        text = "definition of \(text)"
    }

    func showMenu() {
        becomeFirstResponder()
        UIMenuController.shared.menuItems = [UIMenuItem(title: "Define", action: Selector("define:", CopyableLabel.define(_:)))]
        UIMenuController.shared.showMenu(from: self, rect: bounds)
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake {
            text = ""
        }
    }
}
