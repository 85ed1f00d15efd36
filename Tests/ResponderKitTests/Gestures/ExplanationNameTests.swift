import Foundation
import ResponderKit
import ResponderKitExamples
import ResponderKitTesting
import Testing

/// `UIGestureRecognizer.explanationName`, the name the explanation log gives a recognizer (a ResponderKit
/// addition; docs/decisions.md "One home for the demo scenes").
@MainActor
@Suite("UIGestureRecognizer.explanationName (the debug name is public API)")
struct ExplanationNameTests {
    @Test("a named recognizer is its name followed by its kind in parentheses; an unnamed one is its kind")
    func nameAndKind() {
        let pan = UIPanGestureRecognizer()
        pan.name = "movePhoto"
        #expect(pan.explanationName == "movePhoto (pan)")
        #expect(UITapGestureRecognizer().explanationName == "tap")
        #expect(UILongPressGestureRecognizer().explanationName == "longpress")
        #expect(UIScreenEdgePanGestureRecognizer().explanationName == "screenedgepan")
        let corner = CornerTapGestureRecognizer()
        corner.name = "cornerTap"
        #expect(corner.explanationName == "cornerTap (cornertap)")
    }

    @Test("the explanation log names a recognizer by its explanationName (its gestureState entries)")
    func logUsesTheSameName() {
        let scene = TestScene(withRootView: false), window = scene.window
        let view = scene.add(UIView(frame: window.bounds))
        let log = DispatchLog()
        window.dispatchLog = log
        let tap = UITapGestureRecognizer()
        tap.name = "single"
        view.addGestureRecognizer(tap)
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        let named = log.records.compactMap { record -> String? in
            if case .gestureState(let recognizer, _, _, _) = record.entry { return recognizer }
            return nil
        }
        #expect(named == ["single (tap)"])
        #expect(named.first == tap.explanationName)
    }
}
