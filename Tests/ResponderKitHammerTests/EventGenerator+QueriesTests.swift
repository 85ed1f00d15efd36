import ResponderKitHammer
import Testing

/// Finding views and deciding whether they are visible and hittable, as lyft/Hammer decides, with
/// CoreGraphics' rectangle rule (docs/testing-ios-tests.md, "Queries"; docs/decisions.md, "Geometry:
/// CoreGraphics' rules where Foundation on Linux differs").
@MainActor
struct EventGeneratorQueriesTests {
    private func container() -> (UIView, UIView) {
        let container = sized(UIView(), width: 100, height: 100)
        let child = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        child.accessibilityIdentifier = "child"
        container.addSubview(child)
        return (container, child)
    }

    @Test("a view that only shares an edge with its clipping superview is not visible")
    func edgeOnlyIsHidden() throws {
        let (container, child) = container()
        container.clipsToBounds = true
        let generator = try EventGenerator(view: container)
        #expect(!generator.viewIsVisible(child))
        #expect(throws: HammerError.self) { try generator.windowHitPoint(forView: child) }
        child.frame.origin.y = 99
        #expect(generator.viewIsVisible(child))
        #expect(generator.viewIsVisible("child", visibility: .partial))
        #expect(!generator.viewIsVisible("child", visibility: .full))
    }

    @Test("views are found by accessibility identifier, level by level, with typed errors")
    func findingViews() throws {
        let (container, child) = container()
        let generator = try EventGenerator(view: container)
        #expect(try generator.viewWithIdentifier("child") === child)
        #expect(throws: HammerError.self) { try generator.viewWithIdentifier("child", ofType: UIButton.self) }
        do {
            _ = try generator.viewWithIdentifier("missing")
        } catch let error as HammerError {
            #expect(error.description == "Unable to find view: \"missing\"")
        }
    }

    @Test("a view outside its non-clipping superview is visible but not hittable")
    func outsideIsNotHittable() throws {
        let (container, child) = container()
        let generator = try EventGenerator(view: container)
        #expect(generator.viewIsVisible(child))
        #expect(!generator.viewIsHittable(child))
    }
}
