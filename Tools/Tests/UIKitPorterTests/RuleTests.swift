import Testing
import UIKitPorter

/// Each rule of docs/porting.md on small sources: the exact output and the exact report.
@Suite("Porting rules")
struct RuleTests {
    private func port(_ source: String) -> (output: String?, report: [String]) {
        let result = UIKitPorter.port(source: source, file: "F.swift")
        return (result.output, result.findings.map(\.description))
    }

    @Test("import UIKit.UIGestureRecognizerSubclass alone becomes import ResponderKit; import Foundation goes")
    func subclassImportAlone() {
        let ported = port("import Foundation\nimport UIKit.UIGestureRecognizerSubclass\n")
        #expect(ported.output == "import ResponderKit\n")
        #expect(
            ported.report == [
                "F.swift:1:1: changed: removed import Foundation: import ResponderKit re-exports it, with Timer and DispatchQueue.main on the application's clock",
                "F.swift:2:1: changed: import UIKit.UIGestureRecognizerSubclass → import ResponderKit (it includes the recognizer subclass API)",
            ])
    }

    @Test(
        "import Foundation and import Dispatch go beside import UIKit, so ResponderKit's Timer and DispatchQueue apply")
    func foundationAndDispatchImportsGo() {
        let ported = port("import Foundation\nimport UIKit\nimport Dispatch\n\nlet t = Timer.self\n")
        #expect(ported.output == "import ResponderKit\n\nlet t = Timer.self\n")
        #expect(
            ported.report == [
                "F.swift:1:1: changed: removed import Foundation: import ResponderKit re-exports it, with Timer and DispatchQueue.main on the application's clock",
                "F.swift:2:1: changed: import UIKit → import ResponderKit",
                "F.swift:3:1: changed: removed import Dispatch: import ResponderKit re-exports it, with Timer and DispatchQueue.main on the application's clock",
            ])
    }

    @Test("import CoreGraphics and import QuartzCore go beside import UIKit, and become import Foundation alone")
    func appleOnlyImports() {
        let beside = port("import UIKit\nimport CoreGraphics\nimport QuartzCore\n\nlet w: CGFloat = 1\n")
        #expect(beside.output == "import ResponderKit\n\nlet w: CGFloat = 1\n")
        #expect(
            beside.report == [
                "F.swift:1:1: changed: import UIKit → import ResponderKit",
                "F.swift:2:1: changed: removed import CoreGraphics: there is no such module on Linux; import ResponderKit brings its geometry types and CALayer",
                "F.swift:3:1: changed: removed import QuartzCore: there is no such module on Linux; import ResponderKit brings its geometry types and CALayer",
            ])
        let alone = port("import CoreGraphics\n\nlet r = CGRect.zero\n")
        #expect(alone.output == "import Foundation\n\nlet r = CGRect.zero\n")
        #expect(
            alone.report == [
                "F.swift:1:1: changed: import CoreGraphics → import Foundation: there is no such module on Linux; Foundation has its geometry types"
            ])
    }

    @Test("Objective-C runtime calls (swizzling, classes by name) are reported, not translated")
    func runtimeCallsAreReported() {
        let source = """
            import UIKit

            func swap(_ view: UIView) {
                _ = NSClassFromString("UIView")
                _ = object_getClass(view)
            }

            """
        let ported = port(source)
        #expect(ported.output == "import ResponderKit" + source.dropFirst("import UIKit".count))
        #expect(ported.report.count == 3)
        #expect(
            ported.report[1].hasPrefix("F.swift:4:9: untranslatable: NSClassFromString asks the Objective-C runtime"))
        #expect(ported.report[2].hasPrefix("F.swift:5:9: untranslatable: object_getClass asks the Objective-C runtime"))
        #expect(ported.report.dropFirst().allSatisfy { $0.hasSuffix("left as is") })
    }

    @Test(
        "Associated objects are kept with a note: ResponderKit provides them (docs/decisions.md, \"Associated objects without the Objective-C runtime\")"
    )
    func associatedObjectsAreKept() {
        let source = """
            import UIKit

            private var key = 0
            func tag(_ view: UIView) {
                objc_setAssociatedObject(view, &key, "tag", .OBJC_ASSOCIATION_RETAIN)
                _ = objc_getAssociatedObject(view, &key)
                objc_removeAssociatedObjects(view)
            }

            """
        let result = UIKitPorter.port(source: source, file: "F.swift")
        #expect(result.output == "import ResponderKit" + source.dropFirst("import UIKit".count))
        #expect(!result.hasUntranslatable)
        let kept =
            "ResponderKit provides it, in a side table keyed by object identity; values are released when the object is next seen gone, not at its deinit"
        #expect(
            result.findings.map(\.description) == [
                "F.swift:1:1: changed: import UIKit → import ResponderKit",
                "F.swift:5:5: note: kept objc_setAssociatedObject: \(kept)",
                "F.swift:6:9: note: kept objc_getAssociatedObject: \(kept)",
                "F.swift:7:5: note: kept objc_removeAssociatedObjects: \(kept)",
            ])
    }

    @Test("import Hammer becomes import ResponderKitHammer, keeping @testable")
    func hammerImports() {
        let ported = port("@testable import Hammer\nimport Hammer\nimport class Hammer.EventGenerator\n")
        #expect(
            ported.output
                == "@testable import ResponderKitHammer\nimport ResponderKitHammer\nimport class ResponderKitHammer.EventGenerator\n"
        )
        #expect(
            ported.report == [
                "F.swift:1:1: changed: @testable import Hammer → @testable import ResponderKitHammer (lyft/Hammer's EventGenerator on the application's clock)",
                "F.swift:2:1: changed: import Hammer → import ResponderKitHammer (lyft/Hammer's EventGenerator on the application's clock)",
                "F.swift:3:1: changed: import class Hammer.EventGenerator → import class ResponderKitHammer.EventGenerator (lyft/Hammer's EventGenerator on the application's clock)",
            ])
    }

    @Test("import CoreMotion goes beside import UIKit, and becomes import ResponderKit alone (behaviour 8.6)")
    func coreMotionImports() {
        let beside = port("import UIKit\nimport CoreMotion\n")
        #expect(beside.output == "import ResponderKit\n")
        #expect(
            beside.report == [
                "F.swift:1:1: changed: import UIKit → import ResponderKit",
                "F.swift:2:1: changed: removed import CoreMotion: import ResponderKit includes CMMotionManager",
            ])
        let alone = port("import CoreMotion\nimport class CoreMotion.CMMotionManager\n")
        #expect(alone.output == "import ResponderKit\nimport class ResponderKit.CMMotionManager\n")
        #expect(
            alone.report == [
                "F.swift:1:1: changed: import CoreMotion → import ResponderKit (Core Motion's API is in ResponderKit)",
                "F.swift:2:1: changed: import class CoreMotion.CMMotionManager → import class ResponderKit.CMMotionManager (Core Motion's API is in ResponderKit)",
            ])
    }

    @Test("import CoreLocation and import MapKit are reported: there are no such modules here")
    func mapAndLocationImports() {
        let source = "import CoreLocation\nimport MapKit\nimport struct CoreLocation.CLLocationCoordinate2D\n"
        let result = UIKitPorter.port(source: source, file: "F.swift")
        #expect(result.output == source)
        #expect(result.hasUntranslatable)
        #expect(
            result.findings.map(\.description) == [
                "F.swift:1:1: untranslatable: import CoreLocation: there is no CoreLocation module here (ResponderKit has no maps or locations); left as is",
                "F.swift:2:1: untranslatable: import MapKit: there is no MapKit module here (ResponderKit has no maps or locations); left as is",
                "F.swift:3:1: untranslatable: import struct CoreLocation.CLLocationCoordinate2D: there is no CoreLocation module here (ResponderKit has no maps or locations); left as is",
            ])
    }

    @Test(
        "An XCTestCase subclass becomes @MainActor in a file that imports XCTest, its synchronous test methods async; synchronous setUp gets a note"
    )
    func testCasesBecomeMainActor() {
        let ported = port(
            """
            import XCTest

            final class A: XCTestCase { func testA() {} }
            /// Documented.
            class B: XCTest.XCTestCase, Sendable {
                override func setUp() {}
                override func tearDown() async throws {}
                func testB() throws {}
                func testAsync() async {}
                static func testStatic() {}
                nonisolated func testNonisolated() {}
                func testWith(_ x: Int) {}
                func helper() {}
            }
            extension B {
                func testInExtension() throws {}
            }
            @MainActor final class C: XCTestCase { func testC() throws {} }
            @available(iOS 15, *) @objc class D: XCTestCase {}
            class E: NSObject { func testE() {} }

            """)
        #expect(
            ported.output == """
                import XCTest

                @MainActor final class A: XCTestCase { func testA() async {} }
                /// Documented.
                @MainActor class B: XCTest.XCTestCase, Sendable {
                    override func setUp() {}
                    override func tearDown() async throws {}
                    func testB() async throws {}
                    func testAsync() async {}
                    static func testStatic() {}
                    nonisolated func testNonisolated() {}
                    func testWith(_ x: Int) {}
                    func helper() {}
                }
                extension B {
                    func testInExtension() async throws {}
                }
                @MainActor final class C: XCTestCase { func testC() async throws {} }
                @available(iOS 15, *) @MainActor class D: XCTestCase {}
                class E: NSObject { func testE() {} }

                """)
        let isolated =
            "ResponderKit's UIKit types are main-actor classes, and XCTest's test methods are nonisolated, so its tests could not call them otherwise"
        let awaited =
            "on Linux, XCTest calls a synchronous test method as a nonisolated function, which a main-actor one cannot be cast to (the run stops); an async one is awaited on the main actor"
        #expect(
            ported.report == [
                "F.swift:3:1: changed: added @MainActor to A: \(isolated)",
                "F.swift:3:29: changed: testA() → testA() async: \(awaited)",
                "F.swift:5:1: changed: added @MainActor to B: \(isolated)",
                "F.swift:6:5: note: setUp() overrides XCTest's nonisolated method, so it stays nonisolated and cannot use main-actor state: override setUp() async throws instead, which runs on the main actor",
                "F.swift:8:5: changed: testB() → testB() async: \(awaited)",
                "F.swift:16:5: changed: testInExtension() → testInExtension() async: \(awaited)",
                "F.swift:18:40: changed: testC() → testC() async: \(awaited)",
                "F.swift:19:23: changed: removed @objc",
                "F.swift:19:29: changed: added @MainActor to D: \(isolated)",
            ])
        let withoutXCTest = "final class A: XCTestCase { func testA() {} }\n"
        #expect(port(withoutXCTest).output == withoutXCTest)
    }

    @Test(
        "Timer becomes ResponderKit.Timer where import XCTest keeps Foundation's visible (docs/porting.md, \"Timers and main-queue work\")"
    )
    func timerIsQualifiedBesideXCTest() {
        let ported = port(
            """
            import UIKit
            import XCTest

            var timer: Timer? = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { (_: Timer) in }
            let timers: [Timer] = [Timer(timeInterval: 1, repeats: false) { _ in }]
            let fired = timer?.Timer ?? .Timer
            let exact = ResponderKit.Timer.self

            """)
        #expect(
            ported.output == """
                import ResponderKit
                import XCTest

                var timer: ResponderKit.Timer? = ResponderKit.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { (_: ResponderKit.Timer) in }
                let timers: [ResponderKit.Timer] = [ResponderKit.Timer(timeInterval: 1, repeats: false) { _ in }]
                let fired = timer?.Timer ?? .Timer
                let exact = ResponderKit.Timer.self

                """)
        let reason =
            "Timer → ResponderKit.Timer: import XCTest keeps Foundation's Timer visible, so the name is ambiguous; ResponderKit's runs on the application's clock, so waits in tests fire it"
        #expect(
            ported.report == [
                "F.swift:1:1: changed: import UIKit → import ResponderKit",
                "F.swift:4:12: changed: \(reason)",
                "F.swift:4:21: changed: \(reason)",
                "F.swift:4:85: changed: \(reason)",
                "F.swift:5:14: changed: \(reason)",
                "F.swift:5:24: changed: \(reason)",
            ])
    }

    @Test("Timer stays where it is not ambiguous or the file declares its own")
    func timerStays() {
        for source in [
            "import UIKit\nimport Foundation\nlet t = Timer.self\n",  // the Foundation import goes
            "import Foundation\nimport XCTest\nlet t = Timer.self\n",  // ResponderKit is not imported
            "import UIKit\nimport XCTest\nclass Timer {}\nlet t = Timer.self\n",
            "import UIKit\nimport XCTest\nfunc f<Timer>(_ t: Timer) {}\n",
        ] {
            #expect(port(source).output?.contains("ResponderKit.Timer") == false, "\(source)")
        }
        let attributed = port("@preconcurrency import Foundation\nimport UIKit\nlet t = Timer.self\n")
        #expect(
            attributed.output
                == "@preconcurrency import Foundation\nimport ResponderKit\nlet t = ResponderKit.Timer.self\n")
        #expect(attributed.report.last?.contains("import Foundation keeps Foundation's Timer visible") == true)
    }

    @Test("import Foundation stays without a whole-module UIKit import, and in its scoped or attributed forms")
    func foundationImportStays() {
        let scoped = port("import Foundation\nimport class UIKit.UIView\n")
        #expect(scoped.output == "import Foundation\nimport class ResponderKit.UIView\n")
        let attributed = port("@preconcurrency import Foundation\nimport struct Foundation.Date\nimport UIKit\n")
        #expect(
            attributed.output
                == "@preconcurrency import Foundation\nimport struct Foundation.Date\nimport ResponderKit\n")
        #expect(attributed.report == ["F.swift:3:1: changed: import UIKit → import ResponderKit"])
    }

    @Test("Scoped imports keep their kind; other UIKit submodules are reported")
    func scopedImports() {
        let ported = port("import class UIKit.UIView\nimport UIKit.UIAccessibility\n")
        #expect(ported.output == "import class ResponderKit.UIView\nimport UIKit.UIAccessibility\n")
        #expect(
            ported.report == [
                "F.swift:1:1: changed: import class UIKit.UIView → import class ResponderKit.UIView",
                "F.swift:2:1: untranslatable: import UIKit.UIAccessibility: ResponderKit has no submodule UIAccessibility; left as is",
            ])
    }

    @Test("A selector in an extension uses the extended type; nested types are qualified")
    func enclosingTypes() {
        let source = """
            extension Outer.Inner {
                func tapped(_ sender: Any) {}
                func install(_ button: UIButton) { button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside) }
            }
            class Outer { class Inner { func refresh() {}; let s = #selector(refresh) } }

            """
        let ported = port(source)
        #expect(
            ported.output == """
                extension Outer.Inner {
                    func tapped(_ sender: Any) {}
                    func install(_ button: UIButton) { button.addTarget(self, action: Selector("tapped:", Outer.Inner.tapped(_:)), for: .touchUpInside) }
                }
                class Outer { class Inner { func refresh() {}; let s = Selector("refresh", Outer.Inner.refresh) } }

                """)
        #expect(ported.report.count == 2)
    }

    @Test("Standard edit actions: the name alone unless the enclosing type declares the method (selector-design.md)")
    func standardEditActions() {
        let ported = port(
            """
            class A: UIView { func f() { _ = #selector(paste(_:)); _ = #selector(UIResponder.cut(_:)) } }
            class B: UIView { override func paste(_ sender: Any?) {}; func f() { _ = #selector(paste(_:)) } }
            """)
        #expect(
            ported.output == """
                class A: UIView { func f() { _ = Selector("paste:"); _ = Selector("cut:") } }
                class B: UIView { override func paste(_ sender: Any?) {}; func f() { _ = Selector("paste:", B.paste(_:)) } }
                """)
    }

    @Test("Ambiguous, unknown and type-less selectors")
    func unresolvedSelectors() {
        let ported = port(
            """
            class A { func go(_ x: Int) {}; func go(to y: Int) {}; func f() { _ = #selector(go); _ = #selector(missing) } }
            let s = #selector(handleTap(_:))
            """)
        #expect(
            ported.output == """
                class A { func go(_ x: Int) {}; func go(to y: Int) {}; func f() { _ = #selector(go); _ = Selector("missing", A.missing) } }
                let s = #selector(handleTap(_:))
                """)
        #expect(
            ported.report == [
                "F.swift:1:71: untranslatable: #selector(go) is ambiguous: A declares 2 methods named go; write its argument labels, such as #selector(go(_:)); left as is",
                "F.swift:1:90: changed: #selector(missing) → Selector(\"missing\", A.missing)",
                "F.swift:1:90: note: no method missing declared in A in this file, so its arguments are unknown: assumed none; check the name",
                "F.swift:2:9: untranslatable: #selector(handleTap(_:)) is outside any type: write #selector(Type.handleTap(_:)); left as is",
            ])
    }

    @Test("@objc goes with the space after it, also on its own line, after a comment, and next to @IBAction")
    func attributeRemoval() {
        let ported = port(
            """
            @objcMembers class A {
                /// Documented.
                @objc
                func a() {}
                @IBAction @objc(bee:) func b(_ x: Any) {}
                @IBInspectable var c = 1
            }
            @objc protocol P { func p() }

            """)
        #expect(
            ported.output == """
                class A {
                    /// Documented.
                    func a() {}
                    func b(_ x: Any) {}
                    var c = 1
                }
                protocol P { func p() }

                """)
        #expect(
            ported.report == [
                "F.swift:1:1: changed: removed @objcMembers",
                "F.swift:3:5: changed: removed @objc",
                "F.swift:5:5: changed: removed @IBAction (there is no Interface Builder: the method stays a method; connect it in code with addTarget(_:action:for:))",
                "F.swift:5:15: changed: removed @objc(bee:) (selectors naming this method keep the name bee:)",
                "F.swift:6:5: changed: removed @IBInspectable (Interface Builder only)",
                "F.swift:8:1: changed: removed @objc",
            ])
    }

    @Test("A method's @objc(name) gives its selectors their name")
    func objcNameOverride() {
        let ported = port("class A { @objc(doIt:) func run(_ x: Any) {}; func f() { _ = #selector(run(_:)) } }")
        #expect(ported.output == "class A { func run(_ x: Any) {}; func f() { _ = Selector(\"doIt:\", A.run(_:)) } }")
    }

    @Test(
        "expectation.fulfill passed as a value becomes a closure calling it, beside import XCTest (docs/porting.md, \"Tests\")"
    )
    func fulfillReferenceBecomesAClosure() {
        let ported = port(
            """
            import XCTest

            control.addHandler(forEvent: .touchDown, action: expectation.fulfill)
            expectation.fulfill()
            let f = self.done.fulfill

            """)
        #expect(
            ported.output == """
                import XCTest

                control.addHandler(forEvent: .touchDown, action: { expectation.fulfill() })
                expectation.fulfill()
                let f = { self.done.fulfill() }

                """)
        #expect(
            ported.report == [
                "F.swift:3:50: changed: expectation.fulfill → { expectation.fulfill() }: on Linux XCTest's fulfill takes the file and line, so only a call converts to () -> Void",
                "F.swift:5:9: changed: self.done.fulfill → { self.done.fulfill() }: on Linux XCTest's fulfill takes the file and line, so only a call converts to () -> Void",
            ])
        let withoutXCTest = port("let f = expectation.fulfill\n")
        #expect(withoutXCTest.output == "let f = expectation.fulfill\n")
    }

    @Test("A file without UIKit constructs is returned unchanged with an empty report")
    func nothingToDo() {
        let source = "import Foundation\n\nstruct S { var x = 1 }\n"
        let ported = port(source)
        #expect(ported.output == source)
        #expect(ported.report.isEmpty)
    }
}
