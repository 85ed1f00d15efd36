import ResponderKit
import Testing

private nonisolated(unsafe) var handlersKey: UInt8 = 0
private nonisolated(unsafe) var otherKey: UInt8 = 0

/// `objc_setAssociatedObject` and friends without the Objective-C runtime (docs/decisions.md, "Associated
/// objects without the Objective-C runtime"; Apple's `objc_setAssociatedObject` page).
@MainActor
struct AssociatedObjectsTests {
    @Test("a value attached under a key is read back, replaced, removed by nil, and kept apart per key and object")
    func attachAndRead() {
        let button = UIButton(), other = UIButton()
        objc_setAssociatedObject(button, &handlersKey, ["tap"], .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(button, &handlersKey) as? [String] == ["tap"])
        #expect(objc_getAssociatedObject(button, &otherKey) == nil)
        #expect(objc_getAssociatedObject(other, &handlersKey) == nil)
        objc_setAssociatedObject(button, &handlersKey, ["tap", "hold"], .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(button, &handlersKey) as? [String] == ["tap", "hold"])
        objc_setAssociatedObject(button, &handlersKey, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(button, &handlersKey) == nil)
        objc_setAssociatedObject(button, &otherKey, 1, .OBJC_ASSOCIATION_ASSIGN)
        objc_removeAssociatedObjects(button)
        #expect(objc_getAssociatedObject(button, &otherKey) == nil)
    }

    @Test("a value attached to an object that is gone is not returned for a new object, and is released")
    func goneObjects() {
        final class Payload {}
        weak var payload: Payload?
        do {
            let made = Payload()
            payload = made
            let view = UIView()
            objc_setAssociatedObject(view, &handlersKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        // Enough new objects and attachments that one reuses the address and the table sweeps.
        for _ in 0..<200 {
            let view = UIView()
            #expect(objc_getAssociatedObject(view, &handlersKey) == nil)
            objc_setAssociatedObject(view, &otherKey, 0, .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(payload == nil)
    }

    @Test("a value type has nothing to attach to: setting is ignored")
    func valueTypes() {
        objc_setAssociatedObject(42, &handlersKey, "x", .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(42, &handlersKey) == nil)
    }
}
