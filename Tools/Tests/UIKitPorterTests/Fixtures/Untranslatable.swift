import UIKit

@objc protocol ColorPickerDelegate {
    func colorPicker(_ picker: ColorPicker, didPick color: UIColor)
    @objc optional func colorPickerDidCancel(_ picker: ColorPicker)
}

class ColorPicker: UIView {
    weak var delegate: ColorPickerDelegate?
    @objc dynamic var selectedIndex = 0

    func cancel() {
        if let delegate = delegate as? NSObject, delegate.responds(to: #selector(ColorPickerDelegate.colorPickerDidCancel(_:))) {
            delegate.perform(#selector(ColorPickerDelegate.colorPickerDidCancel(_:)), with: self)
        }
        let frameGetter = #selector(getter: UIView.frame)
        let path = #keyPath(ColorPicker.selectedIndex)
        let action = NSSelectorFromString("cancel")
        print(frameGetter, path, action)
    }
}
