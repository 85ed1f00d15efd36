import Foundation

/// A quaternion representing a device's attitude, as Core Motion's `CMQuaternion`: `w` the real part,
/// `(x, y, z)` the axis times the sine of half the angle (behaviour 8.6).
public struct CMQuaternion: Sendable, Equatable {
    /// The x component.
    public var x: Double
    /// The y component.
    public var y: Double
    /// The z component.
    public var z: Double
    /// The real component.
    public var w: Double

    /// The zero quaternion (all components 0).
    public init() { (x, y, z, w) = (0, 0, 0, 0) }
    /// Creates a quaternion from its components.
    public init(x: Double, y: Double, z: Double, w: Double) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }
}

/// A 3 × 3 rotation matrix, as Core Motion's `CMRotationMatrix`: `m11` … `m33` by row, then column
/// (behaviour 8.6).
public struct CMRotationMatrix: Sendable, Equatable {
    /// Row 1.
    public var m11, m12, m13: Double
    /// Row 2.
    public var m21, m22, m23: Double
    /// Row 3.
    public var m31, m32, m33: Double

    /// The zero matrix.
    public init() { (m11, m12, m13, m21, m22, m23, m31, m32, m33) = (0, 0, 0, 0, 0, 0, 0, 0, 0) }
    /// Creates a matrix from its elements, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
        m33: Double
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }
}

/// A vector in the device's or the reference frame, for the fusion and the simulator.
package struct MotionVector: Sendable, Equatable {
    package var x, y, z: Double

    package init(_ x: Double, _ y: Double, _ z: Double) { (self.x, self.y, self.z) = (x, y, z) }

    package var length: Double { (x * x + y * y + z * z).squareRoot() }
    package var normalized: MotionVector { let l = length; return l > 0 ? self * (1 / l) : self }
    package func cross(_ o: MotionVector) -> MotionVector {
        MotionVector(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x)
    }
    package func dot(_ o: MotionVector) -> Double { x * o.x + y * o.y + z * o.z }
    package static func + (a: MotionVector, b: MotionVector) -> MotionVector {
        MotionVector(a.x + b.x, a.y + b.y, a.z + b.z)
    }
    package static func - (a: MotionVector, b: MotionVector) -> MotionVector {
        MotionVector(a.x - b.x, a.y - b.y, a.z - b.z)
    }
    package static func * (a: MotionVector, s: Double) -> MotionVector { MotionVector(a.x * s, a.y * s, a.z * s) }
}

/// The quaternion arithmetic of the attitude: a unit quaternion `q` turns a vector of the device's frame
/// into the reference frame (`v_ref = q v_dev q*`); its Euler angles are yaw about z, then pitch about x,
/// then roll about y (docs/decisions.md, "Device motion: a complementary filter on the application's clock").
extension CMQuaternion {
    /// No rotation.
    package static let identity = CMQuaternion(x: 0, y: 0, z: 0, w: 1)

    /// The rotation by `yaw` about z, then `pitch` about x, then `roll` about y (radians): R = Rz Rx Ry.
    package init(roll: Double, pitch: Double, yaw: Double) {
        let z = CMQuaternion(x: 0, y: 0, z: sin(yaw / 2), w: cos(yaw / 2))
        let x = CMQuaternion(x: sin(pitch / 2), y: 0, z: 0, w: cos(pitch / 2))
        let y = CMQuaternion(x: 0, y: sin(roll / 2), z: 0, w: cos(roll / 2))
        self = z * x * y
    }

    /// The rotation of `angle` radians about `axis` (any length but zero); the identity when `angle` is 0.
    package init(axis: MotionVector, angle: Double) {
        let unit = axis.normalized
        let s = sin(angle / 2)
        self.init(x: unit.x * s, y: unit.y * s, z: unit.z * s, w: cos(angle / 2))
    }

    /// The Hamilton product.
    package static func * (a: CMQuaternion, b: CMQuaternion) -> CMQuaternion {
        CMQuaternion(
            x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
            y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
            z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
            w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
    }

    /// The inverse of a unit quaternion.
    package var conjugate: CMQuaternion { CMQuaternion(x: -x, y: -y, z: -z, w: w) }

    /// The same rotation with length 1 and a non-negative real part.
    package var normalized: CMQuaternion {
        let length = (x * x + y * y + z * z + w * w).squareRoot()
        let scale = (w < 0 ? -1 : 1) / length
        return CMQuaternion(x: x * scale, y: y * scale, z: z * scale, w: w * scale)
    }

    /// `v` (device frame) in the reference frame.
    package func rotate(_ v: MotionVector) -> MotionVector {
        let p = self * CMQuaternion(x: v.x, y: v.y, z: v.z, w: 0) * conjugate
        return MotionVector(p.x, p.y, p.z)
    }

    /// `v` (reference frame) in the device's frame.
    package func unrotate(_ v: MotionVector) -> MotionVector { conjugate.rotate(v) }

    /// The angle between two attitudes, in radians (0 … π).
    package func angle(to other: CMQuaternion) -> Double {
        let d = (conjugate * other).normalized
        return 2 * atan2(MotionVector(d.x, d.y, d.z).length, d.w)
    }

    /// The rotation rate that turns `self` into `later` in `interval` seconds, in the device's frame
    /// (radians per second).
    package func rotationRate(to later: CMQuaternion, over interval: TimeInterval) -> MotionVector {
        let step = (conjugate * later).normalized
        let sine = MotionVector(step.x, step.y, step.z).length
        guard sine > 0, interval > 0 else { return MotionVector(0, 0, 0) }
        let angle = 2 * atan2(sine, step.w)
        return MotionVector(step.x, step.y, step.z) * (angle / sine / interval)
    }

    /// The device-to-reference matrix R (its rows are the reference axes in the device's frame).
    package var deviceToReference: CMRotationMatrix {
        let (xx, yy, zz) = (x * x, y * y, z * z)
        let (xy, xz, yz, wx, wy, wz) = (x * y, x * z, y * z, w * x, w * y, w * z)
        return CMRotationMatrix(
            m11: 1 - 2 * (yy + zz), m12: 2 * (xy - wz), m13: 2 * (xz + wy),
            m21: 2 * (xy + wz), m22: 1 - 2 * (xx + zz), m23: 2 * (yz - wx),
            m31: 2 * (xz - wy), m32: 2 * (yz + wx), m33: 1 - 2 * (xx + yy))
    }

    /// The Euler angles of R = Rz(yaw) Rx(pitch) Ry(roll), in radians: pitch in −π/2 … π/2.
    package var eulerAngles: (roll: Double, pitch: Double, yaw: Double) {
        let r = deviceToReference
        return (atan2(-r.m31, r.m33), asin(max(-1, min(1, r.m32))), atan2(-r.m12, r.m22))
    }

    /// The attitude whose reference frame has z up along `up` and x along the horizontal part of `north`
    /// (both in the device's frame); `north` may be any vector not parallel to `up`.
    package init(up: MotionVector, north: MotionVector) {
        let z = up.normalized
        let x = (north - z * north.dot(z)).normalized
        let y = z.cross(x)
        // Rows of R are x, y, z: convert the matrix to a quaternion (Shepperd's method).
        let (m11, m12, m13, m21, m22, m23, m31, m32, m33) = (x.x, x.y, x.z, y.x, y.y, y.z, z.x, z.y, z.z)
        let trace = m11 + m22 + m33
        if trace > 0 {
            let s = 2 * (trace + 1).squareRoot()
            self.init(x: (m32 - m23) / s, y: (m13 - m31) / s, z: (m21 - m12) / s, w: s / 4)
        } else if m11 > m22, m11 > m33 {
            let s = 2 * (1 + m11 - m22 - m33).squareRoot()
            self.init(x: s / 4, y: (m12 + m21) / s, z: (m13 + m31) / s, w: (m32 - m23) / s)
        } else if m22 > m33 {
            let s = 2 * (1 + m22 - m11 - m33).squareRoot()
            self.init(x: (m12 + m21) / s, y: s / 4, z: (m23 + m32) / s, w: (m13 - m31) / s)
        } else {
            let s = 2 * (1 + m33 - m11 - m22).squareRoot()
            self.init(x: (m13 + m31) / s, y: (m23 + m32) / s, z: s / 4, w: (m21 - m12) / s)
        }
        self = normalized
    }
}
