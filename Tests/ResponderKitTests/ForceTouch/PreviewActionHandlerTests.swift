import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("UIPreviewAction's handler (Apple's UIPreviewAction init(title:style:handler:) and handler pages)")
struct PreviewActionHandlerTests {
    @Test(
        "Apple's init(title:style:handler:): the handler takes a UIPreviewAction (its style reads without a cast) and the previewed view controller"
    )
    func handlerTypes() {
        let previewed = UIViewController()
        var calls: [(String, UIPreviewAction.Style, UIViewController)] = []
        let handler: @MainActor (UIPreviewAction, UIViewController) -> Void = { action, controller in
            calls.append((action.title, action.style, controller))
        }
        let delete = UIPreviewAction(title: "Delete", style: .destructive, handler: handler)
        // Apple's handler property keeps UIKit's type: (any UIPreviewActionItem, UIViewController) -> Void.
        let stored: @MainActor (any UIPreviewActionItem, UIViewController) -> Void = delete.handler
        stored(delete, previewed)
        #expect(calls.count == 1 && calls[0].0 == "Delete" && calls[0].1 == .destructive && calls[0].2 === previewed)
        let group = UIPreviewActionGroup(title: "More", style: .default, actions: [delete])
        #expect(group.actions.first === delete)
    }
}
