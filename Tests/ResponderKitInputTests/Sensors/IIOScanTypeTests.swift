import Foundation
import ResponderKitInput
import Testing

// Scan element types (Documentation/ABI/testing/sysfs-bus-iio, "in_voltageY_type"; docs/input-devices.md,
// "Buffered reading: scan elements").
@Suite("IIO scan types: parsing and decoding (docs/input-devices.md, \"Buffered reading: scan elements\")")
struct IIOScanTypeTests {
    private func value(_ type: String, _ bytes: [UInt8]) throws -> Int64 {
        let parsed = try IIOScanType(parsing: type, path: "t")
        return bytes.withUnsafeBytes { parsed.value(in: $0, at: 0) }
    }

    @Test("le:s16/16>>0 and be:u24/32>>8 parse into their fields and print back")
    func parsing() throws {
        let little = try IIOScanType(parsing: "le:s16/16>>0\n", path: "t")
        #expect(!little.isBigEndian && little.isSigned && little.realBits == 16 && little.storageBits == 16)
        #expect(little.shift == 0 && little.byteCount == 2 && little.description == "le:s16/16>>0")
        let big = try IIOScanType(parsing: "be:u24/32>>8", path: "t")
        #expect(big.isBigEndian && !big.isSigned && big.realBits == 24 && big.storageBits == 32 && big.shift == 8)
        let repeated = try IIOScanType(parsing: "le:s16/16X2>>0", path: "t")
        #expect(repeated.repeatCount == 2 && repeated.byteCount == 4 && repeated.description == "le:s16/16X2>>0")
    }

    @Test("values: endianness, sign extension over the real bits, and the shift")
    func decoding() throws {
        #expect(try value("le:s16/16>>0", [0xFE, 0xFF]) == -2)
        #expect(try value("be:s16/16>>0", [0xFF, 0xFE]) == -2)
        #expect(try value("le:u16/16>>0", [0xFE, 0xFF]) == 65534)
        // 24 bits above the lowest 8: 0x800000 is the most negative 24-bit number when signed.
        #expect(try value("be:u24/32>>8", [0x80, 0x00, 0x00, 0xAB]) == 0x80_0000)
        #expect(try value("be:s24/32>>8", [0x80, 0x00, 0x00, 0xAB]) == -0x80_0000)
        // 12 bits above the lowest 4 of a little-endian word: 0xFFF0 is -1.
        #expect(try value("le:s12/16>>4", [0xF0, 0xFF]) == -1)
        #expect(try value("le:s64/64>>0", [1, 0, 0, 0, 0, 0, 0, 0x80]) == Int64.min + 1)
    }

    // The form is bits/storagebits: "be:u32/24>>8" would be 32 bits of value in 24 bits of storage.
    @Test(
        "malformed types are typed errors naming the file",
        arguments: [
            "be:u32/24>>8",
            "", "xe:s16/16>>0", "le:x16/16>>0", "le:s16/16", "le:s17/16>>0", "le:s16/12>>0", "le:s8/16>>9",
            "le:s16/16X0>>0", "le:s/16>>0",
            // A repeat past the kernel's byte (255), and one whose record size would overflow.
            "le:s16/16X256>>0", "le:s64/64X9223372036854775807>>0",
        ])
    func malformed(text: String) {
        #expect(
            throws: SensorError.malformedFile(
                path: "dir/in_accel_x_type", text: text, expected: "a scan type such as \"le:s16/16>>0\"")
        ) {
            try IIOScanType(parsing: text, path: "dir/in_accel_x_type")
        }
    }
}
