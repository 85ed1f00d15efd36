import Foundation
import ResponderKitInput
import Testing

// Mount matrices (Documentation/ABI/testing/sysfs-bus-iio, "mount_matrix"; docs/input-devices.md, "Mount
// matrices").
@Suite(
    "Mount matrices: the text form and the rotation into the device's frame (docs/input-devices.md, \"Mount matrices\")"
)
struct MountMatrixTests {
    @Test("the text form's rows map the sensor's axes onto the device's: the first row gives x")
    func apply() throws {
        let matrix = try MountMatrix(parsing: "0, 1, 0; -1, 0, 0; 0, 0, 1\n", path: "m")
        #expect(matrix.rows == [[0, 1, 0], [-1, 0, 0], [0, 0, 1]])
        let turned = matrix.apply(1, 2, 3)
        #expect(turned.x == 2 && turned.y == -1 && turned.z == 3)
        #expect(matrix.description == "0, 1, 0; -1, 0, 0; 0, 0, 1")
        let identity = try MountMatrix(parsing: "1, 0, 0; 0, 1, 0; 0, 0, 1", path: "m")
        #expect(identity.isIdentity && identity.description == "identity")
        // Fractions (a tilted sensor) are kept.
        #expect(try MountMatrix(parsing: "0.5,0,0;0,1,0;0,0,1", path: "m").description == "0.5, 0, 0; 0, 1, 0; 0, 0, 1")
    }

    @Test(
        "a malformed matrix is a typed error naming where it came from",
        arguments: [
            "", "1, 0, 0; 0, 1, 0", "1, 0; 0, 1; 0, 0", "1, 0, 0; 0, 1, 0; 0, 0, x", "1, 0, 0; 0, 1, 0; 0, 0, inf",
            "1, 0, 0; 0, 1, 0; 0, 0, 1; 0, 0, 0", "1,, 0; 0, 1, 0; 0, 0, 1",
        ])
    func malformed(text: String) {
        #expect(
            throws: SensorError.malformedFile(
                path: "ACCEL_MOUNT_MATRIX", text: text,
                expected: "a mount matrix \"x1, y1, z1; x2, y2, z2; x3, y3, z3\"")
        ) {
            try MountMatrix(parsing: text, path: "ACCEL_MOUNT_MATRIX")
        }
    }
}
