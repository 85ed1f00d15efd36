import Foundation

/// A valid PNG of a given pixel size whose pixels are all transparent: what a headless image, which keeps
/// no pixels, writes as its PNG data (behaviour 16.3, "Images"). One-bit gray with the gray level 0 marked
/// transparent (`tRNS`), in uncompressed deflate blocks, so it is small and needs no compressor.
enum BlankPNG {
    /// The largest width or height written, in pixels (UIKit's images are far smaller in practice).
    static let maximumSide = 16_384

    /// The PNG bytes, or nil when a side is not between 1 and ``maximumSide``.
    static func data(width: Int, height: Int) -> Data? {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else { return nil }
        let rowBytes = (width + 7) / 8 + 1  // a filter byte (0, none) then the bits, all 0
        let raw = [UInt8](repeating: 0, count: rowBytes * height)
        var png = Data(ImageHeader.pngSignature)
        var header: [UInt8] = []
        header += bigEndian(UInt32(width))
        header += bigEndian(UInt32(height))
        header += [1, 0, 0, 0, 0]  // bit depth 1, gray, deflate, adaptive filtering, no interlace
        append(chunk: "IHDR", header, to: &png)
        append(chunk: "tRNS", [0, 0], to: &png)
        append(chunk: "IDAT", zlibStored(raw), to: &png)
        append(chunk: "IEND", [], to: &png)
        return png
    }

    private static func append(chunk type: String, _ body: [UInt8], to png: inout Data) {
        let typeBytes = Array(type.utf8)
        png.append(contentsOf: bigEndian(UInt32(body.count)))
        png.append(contentsOf: typeBytes)
        png.append(contentsOf: body)
        png.append(contentsOf: bigEndian(crc32(typeBytes + body)))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let isLast = offset + count == bytes.count
            out.append(isLast ? 1 : 0)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += bytes[offset..<offset + count]
            offset += count
        } while offset < bytes.count
        return out + bigEndian(adler32(bytes))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var c = UInt32(index)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
