import Foundation
import ResponderKit
import Testing

/// Images take their size from the PNG or JPEG header and their scale from the file name; anything
/// else is nil, never a crash (docs/decisions.md, "Inert basics"; Apple: UIImage.init(named:),
/// init(contentsOfFile:), init(data:)).
@Suite("Appearance: images")
struct ImageTests {
    static func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    /// SOI, an APP0 segment, then SOF2 (progressive) with height and width.
    static func jpeg(width: UInt16, height: UInt16) -> Data {
        var bytes: [UInt8] =
            [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0] + Array(repeating: 0, count: 9)
        bytes += [0xFF, 0xC2, 0x00, 0x11, 0x08]
        bytes += withUnsafeBytes(of: height.bigEndian, Array.init) + withUnsafeBytes(of: width.bigEndian, Array.init)
        bytes += [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xFF, 0xD9]
        return Data(bytes)
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rk-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("PNG and JPEG headers give the pixel size; init(data:scale:) divides by the scale")
    func headers() throws {
        let png = try #require(UIImage(data: Self.png(width: 120, height: 80)))
        #expect(png.size == CGSize(width: 120, height: 80) && png.scale == 1)
        let jpeg = try #require(UIImage(data: Self.jpeg(width: 640, height: 480), scale: 2))
        #expect(jpeg.size == CGSize(width: 320, height: 240) && jpeg.scale == 2)
    }

    @Test("Bytes that are not a PNG or JPEG header give nil: empty, garbage, truncated, zero-sized")
    func badData() {
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Self.png(width: 10, height: 10).prefix(20)) == nil)
        #expect(UIImage(data: Self.jpeg(width: 10, height: 10).prefix(22)) == nil)
        #expect(UIImage(data: Self.png(width: 0, height: 10)) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x00])) == nil)
        #expect(UIImage(data: Self.png(width: 10, height: 10), scale: 0) == nil)
    }

    @Test("init(contentsOfFile:) reads the file; @2x/@3x in the name set the scale; a missing file is nil")
    func contentsOfFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("card@2x.png").path
        try Self.png(width: 200, height: 100).write(to: URL(fileURLWithPath: path))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.size == CGSize(width: 100, height: 50) && image.scale == 2)
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
    }

    @Test(
        "init(named:in:compatibleWith:) finds a resource by name, preferring @2x, PNG before JPEG; unknown names are nil"
    )
    func named() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.png(width: 40, height: 40).write(to: directory.appendingPathComponent("icon.png"))
        try Self.png(width: 88, height: 88).write(to: directory.appendingPathComponent("icon@2x.png"))
        try Self.jpeg(width: 30, height: 20).write(to: directory.appendingPathComponent("photo.jpg"))
        let bundle = try #require(Bundle(path: directory.path))
        let icon = try #require(UIImage(named: "icon", in: bundle, compatibleWith: nil))
        #expect(icon.size == CGSize(width: 44, height: 44) && icon.scale == 2)
        let plain = try #require(UIImage(named: "icon.png", in: bundle, compatibleWith: nil))
        #expect(plain.scale == 2)
        #expect(UIImage(named: "photo", in: bundle, compatibleWith: nil)?.size == CGSize(width: 30, height: 20))
        #expect(UIImage(named: "nothing", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "") == nil)
    }
}
