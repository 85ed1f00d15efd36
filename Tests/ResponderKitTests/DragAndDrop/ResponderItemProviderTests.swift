import Foundation
import ResponderKit
import ResponderKitTestSupport
import ResponderKitTesting
import Testing

/// The headless item provider: registration, conformance, loading on the application's clock
/// (behaviour 16.3).
@MainActor
@Suite("Item providers (behaviour 16.3)")
struct ResponderItemProviderTests {
    @Test(
        "behaviour 16.3 (Apple: NSItemProvider.loadObject(ofClass:completionHandler:)): the completion runs on the clock, not in the call"
    )
    func loadObjectCompletesOnTheClock() {
        let scene = TestScene()
        let provider = ResponderItemProvider(object: "hello")
        provider.application = scene.application
        let received = Received()
        let progress = provider.loadObject(ofClass: String.self) { string, error in
            received.values.append(string ?? "error: \(String(describing: error))")
        }
        #expect(received.values.isEmpty)
        #expect(progress.completedUnitCount == 0)
        scene.application.advance(by: 0)
        #expect(received.values == ["hello"])
        #expect(progress.completedUnitCount == 1)
    }

    @Test("behaviour 16.3: a load cancelled through its progress delivers nothing, and is counted")
    func cancelledLoadIsCounted() {
        let scene = TestScene()
        let provider = ResponderItemProvider(object: "hello")
        provider.application = scene.application
        let received = Received()
        let progress = provider.loadObject(ofClass: String.self) { string, _ in received.values.append(string ?? "") }
        progress.cancel()
        scene.application.advance(by: 0)
        #expect(received.values.isEmpty)
        #expect(provider.cancelledLoads == 1)
        #expect(provider.pendingLoads == 0)
    }

    @Test("behaviour 16.3: registered types, conformance and canLoadObject")
    func registrationAndConformance() {
        let provider = ResponderItemProvider(object: "text")
        #expect(provider.registeredTypeIdentifiers == [TypeIdentifiers.utf8PlainText])
        #expect(provider.hasItemConformingToTypeIdentifier(TypeIdentifiers.text))
        #expect(provider.hasItemConformingToTypeIdentifier(TypeIdentifiers.item))
        #expect(!provider.hasItemConformingToTypeIdentifier(TypeIdentifiers.url))
        #expect(provider.canLoadObject(ofClass: String.self))
        let url = ResponderItemProvider(object: URL(string: "https://example.com/a")!)
        #expect(url.registeredTypeIdentifiers == [TypeIdentifiers.url, TypeIdentifiers.utf8PlainText])
        #expect(url.canLoadObject(ofClass: URL.self))
    }

    @Test("behaviour 16.3: a type the provider lacks, and data that does not decode, give typed errors")
    func typedErrors() {
        let scene = TestScene()
        let provider = ResponderItemProvider()
        provider.application = scene.application
        let errors = ErrorsSeen()
        provider.loadDataRepresentation(forTypeIdentifier: TypeIdentifiers.url) { _, error in
            errors.values.append(error as? ItemProviderError)
        }
        provider.registerDataRepresentation(forTypeIdentifier: TypeIdentifiers.utf8PlainText, visibility: .all) {
            completion in
            completion(Data([0xFF, 0xFE]), nil)
            return nil
        }
        provider.loadObject(ofClass: String.self) { _, error in errors.values.append(error as? ItemProviderError) }
        scene.application.advance(by: 0)
        #expect(
            errors.values == [
                .noRepresentation(typeIdentifier: TypeIdentifiers.url),
                .cannotDecode(typeIdentifier: TypeIdentifiers.utf8PlainText, reason: "not UTF-8"),
            ])
    }

    @Test(
        "behaviour 16.3, 16.4: a drop's loads arrive on the run loop after the drop returned, then the source hears sessionDidTransferItems"
    )
    func dropLoadsThenTransfers() {
        let fixture = CardAndBasket(operation: .copy, items: 2)
        fixture.target.loadsOnDrop = true
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.scene.drags.move(finger, to: fixture.basketPoint)
        fixture.scene.drags.drop(finger)
        // The loads were started in performDrop and delivered by the run loop after the drop returned.
        #expect(fixture.target.loaded == ["card 0", "card 1"])
        #expect(
            Array(fixture.log.calls.suffix(5)) == [
                "basket.concludeDrop", "basket.sessionDidEnd", "source.didEndWith .copy", "basket.loaded",
                "source.sessionDidTransferItems",
            ])
        #expect(
            fixture.log.calls.firstIndex(of: "basket.loaded")! > fixture.log.calls.firstIndex(of: "basket.performDrop")!
        )
    }

    @Test("behaviour 16.3: a URL goes through its data and back")
    func urlRoundTrip() throws {
        let url = URL(string: "https://example.com/path?q=1")!
        let data = Data(url.absoluteString.utf8)
        #expect(try URL.object(withItemProviderData: data, typeIdentifier: TypeIdentifiers.url) == url)
        #expect(throws: ItemProviderError.self) {
            try URL.object(withItemProviderData: Data([0xC3]), typeIdentifier: TypeIdentifiers.url)
        }
    }
}

@MainActor
private final class Received {
    var values: [String] = []
}

@MainActor
private final class ErrorsSeen {
    var values: [ItemProviderError?] = []
}
