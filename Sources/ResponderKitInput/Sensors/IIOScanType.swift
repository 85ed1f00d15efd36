import Foundation

/// How one scan element is stored in a buffered record: the text of its `scan_elements/*_type` file,
/// `[be|le]:[s|u]bits/storagebits[Xrepeat]>>shift` (Documentation/ABI/testing/sysfs-bus-iio,
/// "in_voltageY_type"; docs/input-devices.md, "Buffered reading: scan elements").
///
/// `le:s12/16>>4` is a little-endian 16-bit word whose value is the signed 12 bits above its lowest 4.
public struct IIOScanType: Sendable, Hashable, CustomStringConvertible {
    /// Whether the stored word is big-endian (`be`) rather than little-endian (`le`).
    public var isBigEndian: Bool
    /// Whether the value is signed (two's complement over ``realBits``).
    public var isSigned: Bool
    /// The bits of the value.
    public var realBits: Int
    /// The bits the value is stored in: 8, 16, 32 or 64.
    public var storageBits: Int
    /// How many values are stored one after the other (1 without `X`).
    public var repeatCount: Int
    /// How far the value is shifted up in its word.
    public var shift: Int

    /// Reads a type string; `path` names its file in the error.
    public init(parsing text: String, path: String) throws(SensorError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let malformed = SensorError.malformedFile(
            path: path, text: text, expected: "a scan type such as \"le:s16/16>>0\"")
        let endianAndRest = trimmed.split(separator: ":", maxSplits: 1)
        guard endianAndRest.count == 2, endianAndRest[0] == "le" || endianAndRest[0] == "be" else { throw malformed }
        var rest = Substring(endianAndRest[1])
        guard let sign = rest.first, sign == "s" || sign == "u" else { throw malformed }
        rest = rest.dropFirst()
        let bitsAndShift = rest.components(separatedBy: ">>")
        guard bitsAndShift.count == 2, let shift = Int(bitsAndShift[1]) else { throw malformed }
        let realAndStorage = bitsAndShift[0].split(separator: "/", omittingEmptySubsequences: false)
        guard realAndStorage.count == 2, let realBits = Int(realAndStorage[0]) else { throw malformed }
        let storageAndRepeat = realAndStorage[1].split(separator: "X", omittingEmptySubsequences: false)
        guard (1...2).contains(storageAndRepeat.count), let storageBits = Int(storageAndRepeat[0]) else {
            throw malformed
        }
        let repeatCount = storageAndRepeat.count == 2 ? Int(storageAndRepeat[1]) : 1
        // The kernel's repeat is a byte (`struct iio_scan_type`, `u8 repeat`): at most 255, which also keeps
        // a record's size far from overflowing.
        guard let repeatCount, (1...255).contains(repeatCount), [8, 16, 32, 64].contains(storageBits), realBits >= 1,
            shift >= 0, realBits + shift <= storageBits
        else { throw malformed }
        isBigEndian = endianAndRest[0] == "be"
        isSigned = sign == "s"
        self.realBits = realBits
        self.storageBits = storageBits
        self.repeatCount = repeatCount
        self.shift = shift
    }

    /// The bytes the element takes in a record: its word's bytes times the repeat count (the kernel's
    /// `iio_storage_bytes_for_si`); it is aligned on this many bytes too.
    public var byteCount: Int { storageBits / 8 * repeatCount }

    /// The first value stored at `offset` in `bytes` (which must hold ``byteCount`` bytes there).
    public func value(in bytes: UnsafeRawBufferPointer, at offset: Int) -> Int64 {
        let width = storageBits / 8
        var word: UInt64 = 0
        for index in 0..<width {
            let byte = UInt64(bytes[offset + (isBigEndian ? index : width - 1 - index)])
            word = word << 8 | byte
        }
        word >>= UInt64(shift)
        let mask: UInt64 = realBits == 64 ? .max : (1 << UInt64(realBits)) - 1
        word &= mask
        if isSigned, realBits < 64, word & (1 << UInt64(realBits - 1)) != 0 { word |= ~mask }
        return Int64(bitPattern: word)
    }

    /// The type string, as the kernel writes it.
    public var description: String {
        "\(isBigEndian ? "be" : "le"):\(isSigned ? "s" : "u")\(realBits)/\(storageBits)"
            + (repeatCount > 1 ? "X\(repeatCount)" : "") + ">>\(shift)"
    }
}
