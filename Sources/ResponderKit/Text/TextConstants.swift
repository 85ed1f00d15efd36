import Foundation

/// The geometry of the text controls that Apple does not document (docs/behaviour/text-input.md, 17.1;
/// behaviour 11; docs/decisions.md, "Text: the measurement model"). Each value is a stand-in chosen
/// close to what iOS draws; nothing depends on them but the rectangles the controls report.
public enum TextConstants {
    /// The width of the insertion point: 2 pt.
    public static let caretWidth: CGFloat = 2
    /// The horizontal inset of a text field's text with ``UITextField/BorderStyle/roundedRect``: 7 pt.
    public static let roundedRectTextInset: CGFloat = 7
    /// The horizontal inset of a text field's text with ``UITextField/BorderStyle/line`` or
    /// ``UITextField/BorderStyle/bezel``: 2 pt.
    public static let lineTextInset: CGFloat = 2
    /// The side of a text field's clear button: 19 pt, at the right of the field, vertically centred.
    public static let clearButtonSide: CGFloat = 19
    /// The space between a text field's clear button and its right edge (and its text): 5 pt.
    public static let clearButtonMargin: CGFloat = 5
    /// How far around the caret, and around each end of the selection, a touch still grabs it (a tap
    /// there shows the edit menu, a drag from there moves it; docs/behaviour/text-input.md, 17.9): 8 pt
    /// to each side, so a 2 pt caret is an 18 pt target, less than a character of the body font away.
    public static let caretHitOutset: CGFloat = 8
}
