import Foundation
import ResponderKit
import ResponderKitReplay
import Testing

// Apple's UIWindow.init(windowScene:) and UIScreen pages, with docs/decisions.md "Scenes and screen": a
// replay's scene takes the application's screen as a window does (moved here from the core's ScreenTests,
// which cannot see ReplayScene).

@MainActor
@Suite("UIScreen and replay scenes")
struct ReplaySceneScreenTests {
    @Test("UIWindow(windowScene:) fills the application's screen; replay scenes default to the application's screen")
    func windowsAndReplaysUseTheScreen() {
        let app = UIApplication()
        app.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 400, height: 300), scale: 2)
        let window = UIWindow(windowScene: app.connectScene())
        #expect(window.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        let unsized = ReplayScene(screen: .zero)
        #expect(unsized.window.frame.size == unsized.application.screen.bounds.size)
        let sized = ReplayScene(screen: CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(sized.application.screen.bounds.size == CGSize(width: 800, height: 600))
    }
}
