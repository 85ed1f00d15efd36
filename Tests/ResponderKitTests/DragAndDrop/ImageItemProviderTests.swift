import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// `UIImage` as an item-provider object, as on Apple platforms (behaviour 16.3, "Images"; Apple's
/// NSItemProviderWriting and NSItemProviderReading pages list UIImage among the conforming types, and its
/// drag-and-drop samples write `NSItemProvider(object: image)` and `loadObjects(ofClass: UIImage.self)`).
@MainActor
@Suite("Item providers: UIImage objects (behaviour 16.3)")
struct ImageItemProviderTests {
    /// Loads `UIImage` from `provider` on `scene`'s clock.
    private func load(_ provider: NSItemProvider, in scene: TestScene) -> (UIImage?, (any Error)?) {
        provider.application = scene.application
        var result: (UIImage?, (any Error)?) = (nil, nil)
        _ = provider.loadObject(ofClass: UIImage.self) { image, error in result = (image, error) }
        scene.application.advance(by: 0)
        return result
    }

    @Test("behaviour 16.3: an image made from PNG bytes crosses the provider as those exact bytes")
    func pngRoundTrip() throws {
        let scene = TestScene()
        let bytes = ImageTests.png(width: 64, height: 32)
        let image = try #require(UIImage(data: bytes, scale: 2))
        let provider = NSItemProvider(object: image)
        #expect(provider.registeredTypeIdentifiers == [TypeIdentifiers.png])
        #expect(provider.canLoadObject(ofClass: UIImage.self))
        #expect(!provider.canLoadObject(ofClass: String.self))
        let (loaded, error) = load(provider, in: scene)
        #expect(error == nil)
        let copy = try #require(loaded)
        #expect(copy.pngData() == bytes)
        #expect(
            copy.size == CGSize(width: 64, height: 32) && copy.scale == 1, "the pixel size survives, the scale does not"
        )
    }

    @Test("behaviour 16.3: an image without PNG bytes crosses as a transparent PNG of its pixel size")
    func blankRoundTrip() throws {
        let scene = TestScene()
        let sized = UIImage(size: CGSize(width: 10.5, height: 4), scale: 2)
        let fromJPEG = try #require(UIImage(data: ImageTests.jpeg(width: 30, height: 20)))
        let rendered = UIGraphicsImageRenderer(
            size: CGSize(width: 7, height: 3),
            format: {
                let format = UIGraphicsImageRendererFormat()
                format.scale = 1
                return format
            }()
        ).image { ctx in ctx.fill(CGRect(x: 0, y: 0, width: 7, height: 3)) }
        var sizes: [CGSize] = []
        for image in [sized, fromJPEG, rendered] {
            let (loaded, error) = load(NSItemProvider(object: image), in: scene)
            #expect(error == nil)
            let copy = try #require(loaded)
            #expect(copy.scale == 1)
            #expect(copy.drawing == nil)
            sizes.append(copy.size)
        }
        #expect(sizes == [CGSize(width: 21, height: 8), CGSize(width: 30, height: 20), CGSize(width: 7, height: 3)])
        #expect(fromJPEG.jpegData(compressionQuality: 0.5) == ImageTests.jpeg(width: 30, height: 20))
        #expect(sized.jpegData(compressionQuality: 1) == nil, "no pixels to encode")
    }

    @Test("behaviour 16.3: the PNG written is well formed: signature, IHDR, tRNS, IDAT, IEND")
    func blankPNGChunks() throws {
        let data = try #require(UIImage(size: CGSize(width: 3, height: 2)).pngData())
        let bytes = [UInt8](data)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var chunks: [String] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            chunks.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        #expect(chunks == ["IHDR", "tRNS", "IDAT", "IEND"])
        #expect(offset == bytes.count)
    }

    @Test("behaviour 16.3: an image too large to write fails its load with a typed error; other bytes do not decode")
    func errors() {
        let scene = TestScene()
        let huge = UIImage(size: CGSize(width: 20_000, height: 1))
        #expect(huge.pngData() == nil)
        let (loaded, error) = load(NSItemProvider(object: huge), in: scene)
        #expect(loaded == nil)
        #expect(error as? ItemProviderError == .noData(typeIdentifier: TypeIdentifiers.png))
        #expect(
            throws: ItemProviderError.cannotDecode(
                typeIdentifier: TypeIdentifiers.png, reason: "not a PNG or JPEG image")
        ) {
            _ = try UIImage.object(withItemProviderData: Data("text".utf8), typeIdentifier: TypeIdentifiers.png)
        }
    }
}
