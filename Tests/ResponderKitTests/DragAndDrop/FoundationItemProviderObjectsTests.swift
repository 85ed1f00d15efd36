import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// `NSString` and `NSURL` as item-provider objects, as on Apple platforms (behaviour 16.3; Apple's
/// NSItemProviderWriting and NSItemProviderReading pages, and its drag-and-drop samples'
/// `NSItemProvider(object: "card" as NSString)`).
@MainActor
@Suite("Item providers: NSString and NSURL objects (behaviour 16.3)")
struct FoundationItemProviderObjectsTests {
    @Test(
        "Apple's drag-and-drop samples: NSItemProvider(object: \"card\" as NSString) loads back as NSString and String")
    func nsStringRoundTrip() {
        let scene = TestScene()
        let provider = NSItemProvider(object: "card" as NSString)
        provider.application = scene.application
        #expect(provider.registeredTypeIdentifiers == [TypeIdentifiers.utf8PlainText])
        #expect(provider.canLoadObject(ofClass: NSString.self))
        #expect(provider.canLoadObject(ofClass: String.self))
        var loaded: [String] = []
        _ = provider.loadObject(ofClass: NSString.self) { reading, error in
            loaded.append(reading.map { String($0) } ?? "error: \(String(describing: error))")
        }
        _ = provider.loadObject(ofClass: String.self) { string, _ in loaded.append(string ?? "none") }
        scene.application.advance(by: 0)
        #expect(loaded == ["card", "card"])
    }

    @Test("Apple's NSItemProviderWriting page: an NSURL is written as a URL and read back as NSURL and URL")
    func nsURLRoundTrip() {
        let scene = TestScene()
        let provider = NSItemProvider(object: NSURL(string: "https://example.com/a")!)
        provider.application = scene.application
        #expect(provider.registeredTypeIdentifiers == [TypeIdentifiers.url, TypeIdentifiers.utf8PlainText])
        var loaded: [String] = []
        _ = provider.loadObject(ofClass: NSURL.self) { reading, error in
            loaded.append(reading?.absoluteString ?? "error: \(String(describing: error))")
        }
        _ = provider.loadObject(ofClass: URL.self) { url, _ in loaded.append(url?.absoluteString ?? "none") }
        scene.application.advance(by: 0)
        #expect(loaded == ["https://example.com/a", "https://example.com/a"])
    }

    @Test("behaviour 16.3: bytes that are not UTF-8 give NSString a typed error naming the type identifier")
    func nsStringDecodingError() {
        #expect(
            throws: ItemProviderError.cannotDecode(typeIdentifier: TypeIdentifiers.utf8PlainText, reason: "not UTF-8")
        ) {
            _ = try NSString.object(
                withItemProviderData: Data([0xFF, 0xFE, 0xFD]), typeIdentifier: TypeIdentifiers.utf8PlainText)
        }
    }
}
