import ResponderKitHammer
import Testing

/// The keyboard: keys to the key window through the application's queue, Shift added by keyType as
/// Hammer does (docs/testing-ios-tests.md, "The keyboard").
@MainActor
struct EventGeneratorKeyboardTests {
    @Test("keyType holds Shift for upper case and symbols, and types into the first responder")
    func typingWithShift() throws {
        let field = sized(UITextField(), width: 300, height: 30)
        let generator = try EventGenerator(view: field)
        try generator.fingerTap()
        try generator.keyType("Hi!")
        #expect(field.text == "Hi!")
        try generator.keyPress(.deleteOrBackspace, numberOfTimes: 3)
        #expect(field.text == "")
    }

    @Test("KeyboardKey carries Hammer's HID usages; an unknown character is an error naming it")
    func keysAndErrors() throws {
        #expect(KeyboardKey.letterA.rawValue == 0x04)
        #expect(KeyboardKey.returnOrEnter.rawValue == 0x28)
        #expect(KeyboardKey.leftShift.rawValue == 0xE1)
        let field = sized(UITextField(), width: 300, height: 30)
        let generator = try EventGenerator(view: field)
        try generator.fingerTap()
        #expect(throws: HammerError.self) { try generator.keyType("é") }
        do {
            try generator.keyType("é")
        } catch let error as HammerError {
            #expect(error.description == "Unknown keyboard mapping for character: \"é\"")
        }
    }

    @Test("keys need the key window: another window made key refuses them")
    func keyWindow() throws {
        let field = sized(UITextField(), width: 300, height: 30)
        let generator = try EventGenerator(view: field)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.rootViewController = UIViewController()
        other.makeKeyAndVisible()
        defer { other.isHidden = true }
        #expect(throws: HammerError.self) { try generator.keyPress("a") }
    }
}
