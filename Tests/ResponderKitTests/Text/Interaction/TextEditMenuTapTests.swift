import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 17.9: the edit menu a tap on the caret or the selection shows, listing what
// `canPerformAction` allows (behaviour 17.5). These tests set the general pasteboard, so they belong to
// the one serialized suite that touches it (docs/decisions.md, "Text: the pasteboard").

extension TextEditActionsTests {

    @Test("behaviour 17.9: a tap on the caret shows the edit menu with what canPerformAction allows; again hides it")
    func tapOnCaretShowsMenu() {
        UIPasteboard.general.string = "pasted"
        let setup = TextFieldScene(text: "hello world")
        setup.beginEditing()
        setup.scene.touches.tap(at: setup.field.windowPoint(atOffset: 11))
        #expect(setup.field.selectedOffsets == NSRange(location: 11, length: 0))
        #expect(setup.application.visibleEditMenu?.actionTitles == ["paste:", "select:", "selectAll:"])
        setup.scene.touches.settleTaps()
        setup.scene.touches.tap(at: setup.field.windowPoint(atOffset: 11))
        #expect(setup.application.visibleEditMenu == nil)
    }

    @Test("behaviour 17.9: two taps select the word and show the menu; Copy from it copies the word")
    func doubleTapSelectsWord() {
        UIPasteboard.general.string = "pasted"
        let setup = TextFieldScene(text: "hello world")
        setup.scene.touches.tap(at: setup.field.windowPoint(atOffset: 8), count: 2)
        #expect(setup.field.isEditing)
        #expect(setup.field.selectedOffsets == NSRange(location: 6, length: 5))
        let menu = setup.application.visibleEditMenu
        #expect(menu?.actionTitles == ["cut:", "copy:", "paste:", "selectAll:", "delete:"])
        #expect(menu?.choose("copy:") == true)
        #expect(UIPasteboard.general.string == "world")
    }

    @Test("behaviour 17.9: a tap on the selection shows the menu; a secure field lists no Copy or Cut")
    func tapOnSelectionShowsMenu() {
        UIPasteboard.general.string = "pasted"
        let setup = TextFieldScene(text: "hello world")
        setup.field.isSecureTextEntry = true
        setup.beginEditing()
        setup.field.selectAll(nil)
        setup.scene.touches.tap(at: setup.field.windowPoint(atOffset: 4))
        #expect(setup.field.selectedOffsets == NSRange(location: 0, length: 11))
        #expect(setup.application.visibleEditMenu?.actionTitles == ["paste:", "delete:"])
    }
}
