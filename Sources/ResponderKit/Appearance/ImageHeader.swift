import Foundation

/// The pixel size of a PNG or JPEG image, read from its header: all an inert `UIImage` needs
/// (nothing is decoded or drawn). Every read is bounds-checked, so any bytes are safe input; bytes
/// that are not a well-formed PNG or JPEG header give nil.
enum ImageHeader {
    /// The width and height in pixels, or nil when `data` is neither a PNG nor a JPEG with a frame header.
    static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
        data.withUnsafeBytes { raw -> (width: Int, height: Int)? in
            let bytes = raw.bindMemory(to: UInt8.self)
            return png(bytes) ?? jpeg(bytes)
        }
    }

    /// The format of the image in `data`, when its header is a well-formed PNG or JPEG one.
    static func format(of data: Data) -> ImageFormat? {
        data.withUnsafeBytes { raw -> ImageFormat? in
            let bytes = raw.bindMemory(to: UInt8.self)
            if png(bytes) != nil { return .png }
            return jpeg(bytes) != nil ? .jpeg : nil
        }
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// PNG: the signature, then the IHDR chunk (length 13, type "IHDR", width and height big-endian).
    private static func png(_ bytes: UnsafeBufferPointer<UInt8>) -> (width: Int, height: Int)? {
        guard bytes.count >= 24 else { return nil }
        for index in 0..<8 where bytes[index] != pngSignature[index] { return nil }
        guard bytes[12] == 0x49, bytes[13] == 0x48, bytes[14] == 0x44, bytes[15] == 0x52 else { return nil }
        let width = bigEndian32(bytes, at: 16), height = bigEndian32(bytes, at: 20)
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }

    /// JPEG: SOI, then segments (marker, big-endian length including itself) up to the first start of
    /// frame (SOF0 to SOF15 except DHT 0xC4, JPG 0xC8 and DAC 0xCC), which holds the height then the width.
    private static func jpeg(_ bytes: UnsafeBufferPointer<UInt8>) -> (width: Int, height: Int)? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 {
                offset += 2  // markers without a length
                continue
            }
            if marker == 0xD9 || marker == 0xDA { return nil }  // end of image, or scan data before any frame
            let length = bigEndian16(bytes, at: offset + 2)
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard offset + 9 <= bytes.count, length >= 7 else { return nil }
                let height = bigEndian16(bytes, at: offset + 5), width = bigEndian16(bytes, at: offset + 7)
                guard width > 0, height > 0 else { return nil }
                return (width, height)
            }
            offset += 2 + length
        }
        return nil
    }

    private static func bigEndian32(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }

    private static func bigEndian16(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }
}

/// The image formats whose headers ResponderKit reads.
enum ImageFormat {
    case png
    case jpeg
}
